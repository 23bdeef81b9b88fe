import { useEffect, useEffectEvent, useState } from 'react';
import type { useLiveGallerySubscription } from '../../__generated__/useLiveGallerySubscription.graphql';
import { graphql } from '../../api/graphqlClient';
import { subscribeLive } from '../../api/liveClient';
import { applyGalleryUpdate, NOTHING_YET, type LiveGallery } from './liveGalleryState';

export type { LiveGallery } from './liveGalleryState';

/** Also followed by the slideshow, which reacts to each change rather than to the sum. */
export const galleryUpdatedSubscription = graphql`
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
      }
      removedIds
      photoCount
    }
  }
`;

/**
 * Follows the event's approved photos while the page is open (SPEC: guests watching the live
 * gallery). `onClosed` runs when the server ends it (event switched off, PIN changed): the page then
 * loads again and shows why; `onReconnected` when changes may have been missed during a drop.
 */
export function useLiveGallery(
  slug: string,
  pin: string | null,
  callbacks: { onClosed: () => void; onReconnected: () => void },
): LiveGallery {
  const [live, setLive] = useState<{ key: string; gallery: LiveGallery }>({ key: '', gallery: NOTHING_YET });
  const key = JSON.stringify([slug, pin]);
  const onClosed = useEffectEvent(callbacks.onClosed);
  const onReconnected = useEffectEvent(callbacks.onReconnected);

  useEffect(
    () =>
      subscribeLive<useLiveGallerySubscription>(
        galleryUpdatedSubscription,
        { slug, pin },
        {
          next: ({ galleryUpdated }) =>
            setLive((current) => ({
              key,
              gallery: applyGalleryUpdate(current.key === key ? current.gallery : NOTHING_YET, galleryUpdated),
            })),
          closed: () => onClosed(),
          reconnected: () => onReconnected(),
        },
      ),
    [slug, pin, key],
  );

  return live.key === key ? live.gallery : NOTHING_YET;
}
