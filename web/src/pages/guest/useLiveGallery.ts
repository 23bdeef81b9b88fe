import { useEffect, useEffectEvent, useState } from 'react';
import type { useLiveGallerySubscription } from '../../__generated__/useLiveGallerySubscription.graphql';
import { graphql } from '../../api/graphqlClient';
import { subscribeLive } from '../../api/liveClient';
import { applyGalleryUpdate, NOTHING_YET, type LiveGallery } from './liveGalleryState';

export type { LiveGallery } from './liveGalleryState';

/** The approved photos' changes, followed through useGalleryUpdates (the gallery and the slideshow). */
const galleryUpdatedSubscription = graphql`
  subscription useLiveGallerySubscription($slug: String!, $pin: String) {
    galleryUpdated(slug: $slug, pin: $pin) {
      added {
        id
        url
        thumbnailUrl
        width
        height
        uploaderName
        takenAt
        mediaType
        videoUrl
        durationSeconds
        albumId
        reactionCount
        viewerReacted
      }
      removedIds
      reactionCounts {
        photoId
        count
      }
      photoCount
      access
      eventChanged
      startOver
    }
  }
`;

export type GalleryUpdate = useLiveGallerySubscription['response']['galleryUpdated'];

type GalleryUpdateHandlers = {
  update: (update: GalleryUpdate) => void;
  /** The server ended the subscription (event switched off, PIN changed). */
  closed: () => void;
  /** The connection came back after a drop: changes may have been missed meanwhile. */
  reconnected?: () => void;
};

/** Follows the changes to the event's approved photos while mounted (the gallery and the slideshow). */
export function useGalleryUpdates(slug: string, pin: string | null, handlers: GalleryUpdateHandlers): void {
  const update = useEffectEvent(handlers.update);
  const closed = useEffectEvent(handlers.closed);
  const reconnected = useEffectEvent(() => handlers.reconnected?.());
  useEffect(
    () =>
      subscribeLive<useLiveGallerySubscription>(
        galleryUpdatedSubscription,
        { slug, pin },
        {
          next: ({ galleryUpdated }) => update(galleryUpdated),
          closed: () => closed(),
          reconnected: () => reconnected(),
        },
      ),
    [slug, pin],
  );
}

/**
 * The approved photos added and removed since the page loaded (SPEC: guests watching the live
 * gallery). `onClosed` runs when the server ends it (event switched off, PIN changed): the page then
 * loads again and shows why; `onReconnected` when changes may have been missed during a drop;
 * `onEventChanged` when the hosts changed the event's albums, stars or details; `onStartOver` when a
 * message brought the first page in place of what was shown (a reveal, or a change larger than a page).
 */
export function useLiveGallery(
  slug: string,
  pin: string | null,
  callbacks: { onClosed: () => void; onReconnected: () => void; onEventChanged: () => void; onStartOver: () => void },
): LiveGallery {
  const [live, setLive] = useState<{ key: string; gallery: LiveGallery }>({ key: '', gallery: NOTHING_YET });
  const key = JSON.stringify([slug, pin]);
  useGalleryUpdates(slug, pin, {
    update: (update) => {
      setLive((current) => ({
        key,
        gallery: applyGalleryUpdate(current.key === key ? current.gallery : NOTHING_YET, update),
      }));
      // Hosts changed albums or stars (decision 053): the event is read again for its tabs and counts.
      if (update.eventChanged) callbacks.onEventChanged();
      // The first page in place of a large change (a bulk approval): the next pages and counts load again.
      // (A new access loads them on its own: EventView.)
      const access = live.key === key ? live.gallery.access : null;
      if (update.startOver && access === update.access) callbacks.onStartOver();
    },
    closed: callbacks.onClosed,
    reconnected: callbacks.onReconnected,
  });
  return live.key === key ? live.gallery : NOTHING_YET;
}
