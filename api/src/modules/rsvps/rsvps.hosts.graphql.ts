import DataLoader from 'dataloader';
import { builder } from '../../graphql/builder.ts';
import { hostsAndAdminsNode } from '../../graphql/private-node.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { factFields, typeFields } from '../../graphql/fact-fields.ts';
import { RSVP_FACTS } from './rsvp-fields.ts';
import { guestPhotoCountOf } from '../../graphql/photo-counts.ts';
import { RSVP_HOST_ORDER, type RsvpSummary } from './rsvps.service.ts';

/**
 * A guest's answer as the event's hosts see it. Members only: `node(id:)` answers null to anyone else,
 * exactly as for an id that does not exist. The browser's respondent key is never exposed.
 */
export const RsvpRef = builder.prismaNode('Rsvp', {
  description: "A guest's answer as the event's hosts (and super-admins) see it.",
  ...hostsAndAdminsNode,
  // The same facts as the hosts' REST answers (rsvp-fields.ts).
  fields: (t) =>
    typeFields(RSVP_FACTS, ['databaseId', 'photoCount'], {
      databaseId: t.exposeInt('id', { description: "The numeric id, as the REST API's `id`." }),
      ...factFields(t, RSVP_FACTS),
      // From the counts kept as photos are written (decision 062), not with relationCount (graphql/photo-counts.ts).
      photoCount: t.int({
        description:
          'Photos this guest sent from the browser they answered with, any status (Event.photos(rsvp:) lists them).',
        resolve: (rsvp, _args, context, info) => guestPhotoCountOf(context, info, rsvp.eventId, rsvp.guestKeyHash),
      }),
    }),
});

const RsvpSummaryRef = builder.objectRef<RsvpSummary>('RsvpSummary').implement({
  description: "The totals of an event's answers.",
  fields: (t) => ({
    coming: t.exposeInt('coming', { description: "Answers 'Coming' (YES)." }),
    notComing: t.exposeInt('notComing', { description: "Answers 'Not Coming' (NO)." }),
    maybe: t.exposeInt('maybe', { description: "Answers 'Maybe' (MAYBE)." }),
    headcount: t.exposeInt('headcount', { description: "Guests expected: the guestsCount of 'Coming' answers." }),
  }),
});

// One summary query per operation however many events ask (the dashboard lists many).
const summaryLoaders = new WeakMap<GraphQLContext, DataLoader<number, RsvpSummary>>();
function summaryLoader(context: GraphQLContext): DataLoader<number, RsvpSummary> {
  let loader = summaryLoaders.get(context);
  if (!loader) {
    loader = new DataLoader(async (eventIds) => {
      const summaries = await context.services.rsvps.summariesOf(eventIds);
      return eventIds.map((id) => summaries.get(id)!);
    });
    summaryLoaders.set(context, loader);
  }
  return loader;
}

const WITH_PHOTOS_DESCRIPTION =
  "true: only the answers whose guest sent photos (the hosts' filter of uploads by guest).";

/** An event's answers as hosts and super-admins list them: newest first, optionally only guests who sent photos. */
export function rsvpListQuery(args: { withPhotos?: boolean | null }) {
  return {
    orderBy: [...RSVP_HOST_ORDER],
    ...(args.withPhotos ? { where: { uploads: { some: {} } } } : {}),
  };
}

/** An event's answers as rsvpListQuery filters them, for a statement of their own. */
function rsvpWhereOf(eventId: number, args: { withPhotos?: boolean | null }) {
  return { eventId, ...rsvpListQuery(args).where };
}

/** The argument of both answer lists (Event.rsvps, AdminEvent.rsvps). */
export const withPhotosArg = { description: WITH_PHOTOS_DESCRIPTION };

// The Event type is members-only (type-level scopes), so these fields need no check of their own.
builder.prismaObjectFields('Event', (t) => ({
  // Its own statement, not the event's relation: Prisma loads a relation's page whole and slices it in
  // memory (an event's 3,000 answers read for a page of 100, ~6 ms of the uploads tab's guest list on the
  // large event, issue 35); alone, the page is a LIMIT on the (eventId, createdAt) index.
  rsvps: t.prismaConnection(
    {
      type: 'Rsvp',
      cursor: 'id',
      description: 'Every answer, newest first.',
      args: { withPhotos: t.arg.boolean(withPhotosArg) },
      resolve: (query, event, args, context) => {
        const list = rsvpListQuery(args);
        return context.prisma.rsvp.findMany({ ...query, orderBy: list.orderBy, where: rsvpWhereOf(event.id, args) });
      },
      totalCount: (event, args, context) => context.prisma.rsvp.count({ where: rsvpWhereOf(event.id, args) }),
    },
    { name: 'EventRsvpConnection' },
    { name: 'EventRsvpEdge' },
  ),
  rsvpSummary: t.field({
    type: RsvpSummaryRef,
    description: 'How many answered yes, no and maybe, and how many guests are coming.',
    resolve: (event, _args, context) => summaryLoader(context).load(event.id),
  }),
}));
