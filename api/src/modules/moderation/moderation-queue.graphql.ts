import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.ts';
import { describedSchemaEnum } from '../../graphql/described-enum.ts';
import { rowIdFrom } from '../../graphql/ids.ts';
import { liveValue, openLive } from '../../graphql/live.ts';
import { EventRef } from '../events/events.graphql.ts';
import { PhotoRef } from './moderation.graphql.ts';
import type { QueueUpdate } from './moderation.service.ts';

const ModerationQueueChange = describedSchemaEnum('ModerationQueueChange', {
  description: "What changed in an event's moderation queue.",
  values: {
    ADDED: 'Guests sent new photos (their copies may still be processing).',
    MODERATED: 'A host decided.',
    PROCESSED: "A photo's thumbnail and display copy are ready, or processing it failed.",
    REMOVED: 'The guest who sent photos deleted them: drop removedIds.',
  },
});

const ModerationQueueUpdateRef = builder.objectRef<QueueUpdate>('ModerationQueueUpdate').implement({
  description: "A change of an event's photos, sent to its hosts' open moderation screens.",
  fields: (t) => ({
    kind: t.field({ type: ModerationQueueChange, description: 'What happened.', resolve: (update) => update.kind }),
    photos: t.field({
      type: [PhotoRef],
      description: 'The photos as they are now (empty for REMOVED).',
      resolve: (update) => update.photos,
    }),
    removedIds: t.idList({
      description: 'Ids (as Photo.id) of photos their guest deleted (REMOVED); empty otherwise.',
      resolve: (update) => update.removedIds.map((id) => encodeGlobalID('Photo', id)),
    }),
    startOver: t.boolean({
      description:
        'True when the change held more photos than one message carries (a bulk approval of thousands): photos ' +
        "and removedIds are then empty, and the client loads its list of the event's photos and their counts again.",
      resolve: (update) => update.startOver === true,
    }),
  }),
});

builder.subscriptionField('moderationQueue', (t) =>
  t.field({
    type: ModerationQueueUpdateRef,
    authScopes: { loggedIn: true },
    description: "An event's photos as they arrive and as any of its hosts decides; members only.",
    args: {
      eventId: t.arg.globalID({ required: true, for: EventRef, description: 'The event to follow (Event.id).' }),
    },
    subscribe: (_root, { eventId }, context) =>
      openLive(() => context.services.moderation.followQueue(context.viewer!, rowIdFrom(eventId.id))),
    resolve: liveValue,
  }),
);
