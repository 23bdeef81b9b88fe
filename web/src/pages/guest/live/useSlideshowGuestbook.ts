import { useCallback, useEffect, useState } from 'react';
import type { useSlideshowGuestbookQuery } from '../../../__generated__/useSlideshowGuestbookQuery.graphql';
import { fetchGraphQL, graphql } from '../../../api/graphqlClient';
import { useGuestbookUpdates } from '../guestbook/useGuestbookUpdates';
import {
  addMessages,
  loadMessages,
  nextSlide,
  removeMessages,
  startGuestbookSlides,
  type GuestbookSlides,
} from './guestbookSlides';

/** The most recent approved messages the screen cycles through. */
const ROTATION_SIZE = 50;

const messagesQuery = graphql`
  query useSlideshowGuestbookQuery($slug: String!, $pin: String, $first: Int!) {
    publicEvent(slug: $slug, pin: $pin) {
      __typename
      ... on PublicEventSuccess {
        event {
          guestbook(first: $first) {
            edges {
              node {
                id
                name
                message
              }
            }
          }
        }
      }
    }
  }
`;

/**
 * The guestbook's messages on the slideshow (issue 33): what the server lets this screen see (a guest's
 * view, so the gallery mode's rules hold), and the messages approved while it runs. `next` is called at
 * the end of each slide's turn; `hasPhotos` says whether a photo can show.
 */
export function useSlideshowGuestbook(
  slug: string,
  pin: string | null,
): [state: GuestbookSlides, next: (hasPhotos: boolean) => void] {
  const [state, setState] = useState(() => startGuestbookSlides([]));

  const load = useCallback(() => {
    fetchGraphQL<useSlideshowGuestbookQuery>(messagesQuery, { slug, pin, first: ROTATION_SIZE }).then(
      ({ publicEvent: answer }) => {
        if (answer.__typename !== 'PublicEventSuccess') return;
        const loaded = answer.event.guestbook.edges.map(({ node }) => node);
        setState((current) => loadMessages(current, loaded));
      },
      // The slideshow plays its photos without the messages.
      () => undefined,
    );
  }, [slug, pin]);
  useEffect(load, [load]);

  useGuestbookUpdates(slug, pin, {
    update: ({ added, removedIds }) => setState((current) => removeMessages(addMessages(current, added), removedIds)),
    reconnected: load,
  });

  const next = useCallback((hasPhotos: boolean) => setState((current) => nextSlide(current, hasPhotos)), []);
  return [state, next];
}
