import { useEffect, useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay/hooks';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useGuestbookLiveSubscription } from '../../../../__generated__/useGuestbookLiveSubscription.graphql';

const subscription = graphql`
  subscription useGuestbookLiveSubscription($eventId: ID!) {
    eventGuestbookUpdated(eventId: $eventId) {
      removedIds
      entries {
        id
        status
        ...GuestbookEntryCard_entry
      }
    }
  }
`;

/**
 * Live guestbook for the hosts' open tab (issue 33): whenever guests write or a co-host decides or deletes,
 * `onChange` runs (the tab reads its list and waiting count again). Entries already shown update by
 * themselves: GuestbookEntry is a Node.
 */
export function useGuestbookLive(eventId: string, onChange: () => void): void {
  // The latest onChange, read when an update arrives (not a reason to subscribe again).
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  const config = useMemo<GraphQLSubscriptionConfig<useGuestbookLiveSubscription>>(
    () => ({
      subscription,
      variables: { eventId },
      onNext: () => latest.current(),
      // The tab works without live updates (the socket may be blocked): nothing to tell the host.
      onError: () => undefined,
    }),
    [eventId],
  );
  useSubscription(config);
}
