import { useEffect, useEffectEvent } from 'react';
import type { useGuestbookUpdatesSubscription } from '../../../__generated__/useGuestbookUpdatesSubscription.graphql';
import { graphql } from '../../../api/graphqlClient';
import { subscribeLive } from '../../../api/liveClient';

/** Messages the hosts approved (as far as the gallery mode lets this guest see them), and ones taken down. */
const guestbookUpdatedSubscription = graphql`
  subscription useGuestbookUpdatesSubscription($slug: String!, $pin: String) {
    guestbookUpdated(slug: $slug, pin: $pin) {
      added {
        id
        name
        message
        createdAt
        status
        mine
        photo {
          id
          thumbnailUrl
        }
      }
      removedIds
    }
  }
`;

export type GuestbookUpdate = useGuestbookUpdatesSubscription['response']['guestbookUpdated'];

/**
 * Follows the event's guestbook while mounted, on the page's one live connection (the gallery's).
 * `reconnected` runs after a drop, when messages may have been missed. An ended subscription (event
 * switched off, PIN changed) needs nothing here: the gallery's own ends too and reloads the page.
 */
export function useGuestbookUpdates(
  slug: string,
  pin: string | null,
  handlers: { update: (update: GuestbookUpdate) => void; reconnected: () => void },
): void {
  const update = useEffectEvent(handlers.update);
  const reconnected = useEffectEvent(handlers.reconnected);
  useEffect(
    () =>
      subscribeLive<useGuestbookUpdatesSubscription>(
        guestbookUpdatedSubscription,
        { slug, pin },
        {
          next: ({ guestbookUpdated }) => update(guestbookUpdated),
          closed: () => undefined,
          reconnected: () => reconnected(),
        },
      ),
    [slug, pin],
  );
}
