import { builder } from '../../graphql/builder.ts';
import { globalIdOf, rowIdFrom } from '../../graphql/ids.ts';
import { liveValue, openLive } from '../../graphql/live.ts';
import { EventRef } from '../events/events.graphql.ts';
import { GuestbookEntryRef } from './guestbook.graphql.ts';
import type { HostGuestbookUpdate } from './guestbook-host-live.ts';

// Hosts' open Guestbook tab follows the guestbook live (issue 33), authorised as moderationQueue.

const EventGuestbookUpdateRef = builder.objectRef<HostGuestbookUpdate>('EventGuestbookUpdate').implement({
  description: "A change of an event's guestbook, sent to its hosts' open Guestbook tabs: any status.",
  fields: (t) => ({
    entries: t.field({
      type: [GuestbookEntryRef],
      description: 'Messages guests wrote or a host decided, as they are now (any status).',
      resolve: (update) => update.entries,
    }),
    removedIds: t.idList({
      description: 'Ids (as GuestbookEntry.id) of messages deleted: drop them.',
      resolve: (update) => update.removedIds.map((id) => globalIdOf('GuestbookEntry', id)),
    }),
  }),
});

builder.subscriptionField('eventGuestbookUpdated', (t) =>
  t.field({
    type: EventGuestbookUpdateRef,
    authScopes: { loggedIn: true },
    description:
      "An event's guestbook as guests write and hosts decide, every status; members only, authorised as moderationQueue.",
    args: {
      eventId: t.arg.globalID({ required: true, for: EventRef, description: 'The event to follow (Event.id).' }),
    },
    subscribe: (_root, { eventId }, context) =>
      openLive(() => context.services.guestbookHostLive.follow(context.viewer!, rowIdFrom(eventId.id))),
    resolve: liveValue,
  }),
);
