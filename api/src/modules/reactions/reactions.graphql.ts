import DataLoader from 'dataloader';
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { defineMutation } from '../../graphql/mutation.ts';
import { NotFoundError, RateLimitError } from '../../lib/errors.ts';
import type { ReactionCount } from '../../live/photo-feed.ts';
import { EventInactiveError, PinRequiredError } from '../guest/errors.ts';
import { guestAccessOf, guestGateArgs } from '../guest/guest-gate.graphql.ts';
import { GalleryPhotoRef, GalleryUpdateRef, galleryPhotoId, galleryPhotoRowId } from '../uploads/uploads.graphql.ts';
import type { ReactionState } from './reactions.service.ts';

// Guests' hearts (issue 33): the gallery photo's own heart, the toggle, and the live counts.

/**
 * Which photos of an event the caller's browser hearted, batched per tick: a gallery page of 30 photos
 * asks once. Never cached: a subscription keeps its context for hours, and hearts change.
 */
const reactedLoaders = new WeakMap<GraphQLContext, Map<number, DataLoader<number, boolean>>>();

function viewerReacted(context: GraphQLContext, eventId: number, uploadId: number): Promise<boolean> | boolean {
  const guestKeyHash = context.guestKeys.hashFor(eventId);
  if (guestKeyHash === null) return false;
  let byEvent = reactedLoaders.get(context);
  if (!byEvent) reactedLoaders.set(context, (byEvent = new Map<number, DataLoader<number, boolean>>()));
  let loader = byEvent.get(eventId);
  if (!loader) {
    loader = new DataLoader(
      async (ids) => {
        const reacted = await context.services.reactions.reactedAmong(eventId, guestKeyHash, ids);
        return ids.map((id) => reacted.has(id));
      },
      { cache: false },
    );
    byEvent.set(eventId, loader);
  }
  return loader.load(uploadId);
}

builder.prismaObjectField(GalleryPhotoRef, 'viewerReacted', (t) =>
  t.boolean({
    description:
      "Whether this browser's heart is on the photo (its guest key); toggleReaction puts it on or takes it back.",
    resolve: (upload, _args, context) => viewerReacted(context, upload.eventId, upload.id),
  }),
);

const ReactionCountRef = builder.objectRef<ReactionCount>('ReactionCount').implement({
  description: "A photo's heart count as it is now (GalleryUpdate.reactionCounts).",
  fields: (t) => ({
    photoId: t.id({
      description: 'The photo (GalleryPhoto.id).',
      resolve: (reaction) => galleryPhotoId(reaction.photoId),
    }),
    count: t.exposeInt('count', { description: "Guests' hearts on it now (GalleryPhoto.reactionCount)." }),
  }),
});

builder.objectField(GalleryUpdateRef, 'reactionCounts', (t) =>
  t.field({
    type: [ReactionCountRef],
    description:
      'Heart counts that changed, gathered over a moment (a few hundred milliseconds) so a burst of taps is ' +
      'one message; only of photos this guest sees. Set GalleryPhoto.reactionCount of each; `added` and ' +
      '`removedIds` are then empty. Empty in every other update.',
    resolve: (update) => update.reactionCounts ?? [],
  }),
);

const PhotoReactionRef = builder.objectRef<ReactionState>('PhotoReaction').implement({
  description: "This browser's heart on a photo after toggleReaction, and the photo's count.",
  fields: (t) => ({
    photoId: t.id({
      description: 'The photo (GalleryPhoto.id).',
      resolve: (state) => galleryPhotoId(state.photoId),
    }),
    reacted: t.exposeBoolean('reacted', { description: "Whether this browser's heart is on the photo now." }),
    count: t.exposeInt('count', { description: "Guests' hearts on the photo now, this one included." }),
  }),
});

defineMutation(
  'toggleReaction',
  {
    scope: 'anyone',
    errors: [NotFoundError, EventInactiveError, PinRequiredError, RateLimitError],
    dataField: 'reaction',
    dataDescription: "This browser's heart and the photo's count after the toggle.",
  },
  (t, common) =>
    t.field({
      ...common,
      type: PhotoReactionRef,
      description:
        "A guest puts this browser's heart on a photo of the gallery, or takes it back (one per browser and " +
        "photo). A photo the guest's gallery does not show (awaiting review, another guest's in OWN, before a " +
        'reveal) is not found. Open galleries receive the new count in GalleryUpdate.reactionCounts.',
      args: {
        ...guestGateArgs(t.arg),
        photoId: t.arg.id({ required: true, description: 'GalleryPhoto.id of the photo.' }),
      },
      resolve: (_root, { slug, pin, photoId }, context) =>
        context.services.reactions.toggle(
          slug,
          guestAccessOf({ pin }, context),
          context.guestKeys,
          galleryPhotoRowId(String(photoId)),
        ),
    }),
);
