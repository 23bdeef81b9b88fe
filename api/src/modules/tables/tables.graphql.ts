import type DataLoader from 'dataloader';
import type { GraphQLResolveInfo } from 'graphql';
import { MAX_TABLES_PER_EVENT, TABLE_LINK_PARAM, TABLE_NAME_MAX_LENGTH } from '../../../../common/tables.ts';
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { executionLoader } from '../../graphql/execution-loader.ts';
import type { EventTable } from '../../generated/prisma/client.ts';
import { factFields, typeFields } from '../../graphql/fact-fields.ts';
import { rowIdFrom } from '../../graphql/ids.ts';
import { defineMutation } from '../../graphql/mutation.ts';
import { photoCountOf } from '../../graphql/photo-counts.ts';
import { hostsAndAdminsNode } from '../../graphql/private-node.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { actorOf, EventRef, eventId } from '../events/events.graphql.ts';
import { PublicEventRef } from '../guest/guest.graphql.ts';
import { PhotoRef } from '../moderation/moderation.graphql.ts';
import { TABLE_FACTS } from './table-fields.ts';
import { TABLE_ORDER, type TableStanding } from './tables.service.ts';

// Table passes (decision 046): the event's tables for its hosts, their cards' links, the table on each
// photo, the guest's own table and the slideshow's leading table.

/** A table of an event, for its hosts (and super-admins); `node(id:)` answers null to anyone else. */
export const EventTableRef = builder.prismaNode('EventTable', {
  name: 'EventTable',
  description:
    "A table at the venue, named by the event's hosts, with its own card: the card's link lets guests in and tags the photos they send with the table. Visible to the event's hosts only.",
  ...hostsAndAdminsNode,
  // The same facts as the REST answers (table-fields.ts).
  fields: (t) =>
    typeFields(TABLE_FACTS, ['databaseId', 'guestUrl', 'photoCount', 'approvedPhotoCount'], {
      databaseId: t.exposeInt('id', { description: "The numeric id, as a photo's REST `tableId`." }),
      ...factFields(t, TABLE_FACTS),
      guestUrl: t.string({
        description:
          "The link its card's QR code carries: the guest link with the table's code, and with the access token when the event has a PIN (it then lets guests in without typing it, until the PIN changes). Renaming the table keeps it.",
        select: { code: true, event: true },
        resolve: (table, _args, context) => context.services.tables.cardLink(table.event, table.code, context.origin),
      }),
      // Counted on the table's index, not with relationCount (graphql/photo-counts.ts says why).
      photoCount: t.int({
        description: 'Photos sent from browsers that opened its card, whatever their review status.',
        resolve: (table, _args, context) => photoCountOf(context, 'tableId', table.id),
      }),
      approvedPhotoCount: t.int({
        description: 'Of those, the photos approved (by a host, or on arrival).',
        resolve: (table, _args, context) => photoCountOf(context, 'tableId', table.id, 'APPROVED'),
      }),
    }),
});

builder.prismaObjectField(EventRef, 'tables', (t) =>
  t.relation('tables', {
    description: `The tables at the venue in the hosts' order (at most ${MAX_TABLES_PER_EVENT}), each with its own card.`,
    query: { orderBy: TABLE_ORDER },
  }),
);

/** Per execution (its root value, as the photo counts), the tables its photos name, read in one statement. */
const tableLoaders = new WeakMap<object, DataLoader<number, EventTable | null>>();

function tableById(context: GraphQLContext, info: GraphQLResolveInfo, id: number): Promise<EventTable | null> {
  const loader = executionLoader(tableLoaders, context, info, async (ids: readonly number[]) => {
    const rows = await context.prisma.eventTable.findMany({ where: { id: { in: [...ids] } } });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((tableId) => byId.get(tableId) ?? null);
  });
  return loader.load(id);
}

// Not a Prisma relation: that sends its statement even when every photo of the page has no table (most
// events have no table cards), one more round trip per uploads tab load (issue 35).
builder.prismaObjectField(PhotoRef, 'table', (t) =>
  t.field({
    type: EventTableRef,
    nullable: true,
    description:
      "The table whose card the guest's browser opened before sending it; null for none, or once that table is deleted.",
    select: { tableId: true },
    resolve: (photo, _args, context, info) => (photo.tableId === null ? null : tableById(context, info, photo.tableId)),
  }),
);

/** A table as guests see it: its name only. */
const GuestTableRef = builder.objectRef<{ name: string }>('GuestTable').implement({
  description: 'A table at the venue as its guests see it.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'As the hosts named it, e.g. "Table 7".' }),
  }),
});

const TableStandingRef = builder.objectRef<TableStanding>('TableStanding').implement({
  description: 'A table and how many of the photos guests see came from browsers that opened its card.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'As the hosts named it, e.g. "Table 7".' }),
    photoCount: t.exposeInt('photoCount', { description: 'Its approved photos that guests see.' }),
  }),
});

builder.objectField(PublicEventRef, 'viewerTable', (t) =>
  t.field({
    type: GuestTableRef,
    nullable: true,
    description:
      'The table whose card this browser opened (joinEventTable; kept in an HttpOnly cookie): its photos are tagged with it. Null when it opened none, or that table is gone.',
    resolve: (event, _args, context) => context.services.tables.seatedTable(event.id, context.tableSeat),
  }),
);

builder.objectField(PublicEventRef, 'tableLeaders', (t) =>
  t.field({
    type: [TableStandingRef],
    nullable: true,
    description:
      "For the slideshow: the table whose guests shared the most photos guests see (every table on a tie, in the hosts' order); empty until a table has one. Null unless the hosts turned on Event.slideshowTableLeader.",
    resolve: (event, _args, context) => context.services.tables.leaders(event),
  }),
);

defineMutation(
  'createEventTables',
  {
    errors: [ValidationError, NotFoundError, ConflictError],
    dataField: 'event',
    dataDescription: 'The event, the new tables at the end of its tables.',
  },
  (t, common) =>
    t.field({
      ...common,
      type: EventRef,
      description: `Hosts add tables, all or none: names of 1 to ${TABLE_NAME_MAX_LENGTH} characters (trimmed, spaces collapsed), none twice or already taken in any letter case (ConflictError), at most ${MAX_TABLES_PER_EVENT} tables per event.`,
      args: {
        eventId: t.arg.globalID({ required: true, for: EventRef, description: 'The event (Event.id); you host it.' }),
        names: t.arg.stringList({ required: true, description: "The new tables' names, in the order they come." }),
      },
      resolve: async (_root, args, context) =>
        (await context.services.tables.create(actorOf(context), eventId(args.eventId), args.names)).event,
    }),
);

defineMutation(
  'renameEventTable',
  {
    errors: [ValidationError, NotFoundError, ConflictError],
    dataField: 'table',
    dataDescription: 'The table with its new name.',
  },
  (t, common) =>
    t.field({
      ...common,
      type: EventTableRef,
      description: 'Hosts rename a table; its card keeps its link, so printed cards keep working.',
      args: {
        tableId: t.arg.globalID({ required: true, for: EventTableRef, description: 'The table (EventTable.id).' }),
        name: t.arg.string({ required: true, description: 'The new name (same rules as createEventTables).' }),
      },
      resolve: async (_root, args, context) =>
        (await context.services.tables.rename(actorOf(context), rowIdFrom(args.tableId.id), args.name)).table,
    }),
);

defineMutation(
  'deleteEventTable',
  { errors: [NotFoundError], dataField: 'event', dataDescription: 'The event without that table.' },
  (t, common) =>
    t.field({
      ...common,
      type: EventRef,
      description:
        "Hosts delete a table: its card's link stops tagging photos (it still opens the event), and its photos stay, with no table.",
      args: {
        tableId: t.arg.globalID({ required: true, for: EventTableRef, description: 'The table (EventTable.id).' }),
      },
      resolve: async (_root, args, context) =>
        (await context.services.tables.delete(actorOf(context), rowIdFrom(args.tableId.id))).event,
    }),
);

defineMutation(
  'moveEventTable',
  { errors: [ValidationError, NotFoundError], dataField: 'event', dataDescription: 'The event, its tables reordered.' },
  (t, common) =>
    t.field({
      ...common,
      type: EventRef,
      description: "Hosts move a table in their list (and the printed cards' order).",
      args: {
        tableId: t.arg.globalID({ required: true, for: EventTableRef, description: 'The table (EventTable.id).' }),
        position: t.arg.int({
          required: true,
          description: 'Its new place, 0 first; past either end it goes to that end.',
        }),
      },
      resolve: (_root, args, context) =>
        context.services.tables.move(actorOf(context), rowIdFrom(args.tableId.id), args.position),
    }),
);

defineMutation(
  'joinEventTable',
  {
    scope: 'anyone',
    errors: [NotFoundError],
    dataField: 'table',
    dataDescription: 'The table this browser now sits at.',
  },
  (t, common) =>
    t.field({
      ...common,
      type: GuestTableRef,
      description:
        "A guest's browser takes the table of the card it opened: an HttpOnly cookie for the event, so every photo it sends is tagged with the table (another card's link changes it). It lets nobody past a PIN, and needs none. A code that is not one of the event's tables is NotFoundError.",
      args: {
        slug: t.arg.string({ required: true, description: 'The slug of the guest link, any letter case.' }),
        code: t.arg.string({ required: true, description: `The card link's \`${TABLE_LINK_PARAM}\` parameter.` }),
      },
      resolve: (_root, { slug, code }, context) => context.services.tables.join(slug, code, context.tableSeat),
    }),
);
