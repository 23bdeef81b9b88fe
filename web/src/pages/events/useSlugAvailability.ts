import { useEffect, useState } from 'react';
import { fetchQuery, graphql } from 'react-relay/hooks';
import type { useSlugAvailabilityQuery } from '../../__generated__/useSlugAvailabilityQuery.graphql';
import { environment } from '../../relay/environment';
import { SLUG_MIN_LENGTH, normalizeSlug } from '../../../../common/slug';

const query = graphql`
  query useSlugAvailabilityQuery($slug: String!) {
    checkSlug(slug: $slug) {
      slug
      available
      message
    }
  }
`;

/** How long typing must pause before the server is asked. */
export const SLUG_CHECK_DELAY_MS = 400;

export type SlugAvailability =
  /** Too short to ask about (fewer than 3 characters). */
  | { readonly status: 'idle' }
  | { readonly status: 'checking' }
  | { readonly status: 'available' }
  /** Taken, or not a valid link; `message` says which. */
  | { readonly status: 'unavailable'; readonly message: string | null }
  /** The check itself failed; the server checks again on submit. */
  | { readonly status: 'unknown' };

type Answer = { readonly slug: string; readonly round: number; readonly availability: SlugAvailability };

/**
 * Whether `slug` can be used for a new event (SPEC §5): asked once the slug has 3 characters and the
 * typing has paused; answers for a slug that has changed since are dropped. `recheck` asks again
 * (after the server said the slug was taken after all).
 */
export function useSlugAvailability(slug: string): { availability: SlugAvailability; recheck: () => void } {
  const normalized = normalizeSlug(slug);
  const [round, setRound] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const shouldCheck = normalized.length >= SLUG_MIN_LENGTH;

  useEffect(() => {
    if (!shouldCheck) return;
    let current = true;
    const timer = window.setTimeout(() => {
      void fetchQuery<useSlugAvailabilityQuery>(
        environment,
        query,
        { slug: normalized },
        { fetchPolicy: 'network-only' },
      )
        .toPromise()
        .then(
          (data): SlugAvailability =>
            !data
              ? { status: 'unknown' }
              : data.checkSlug.available
                ? { status: 'available' }
                : { status: 'unavailable', message: data.checkSlug.message ?? null },
          (): SlugAvailability => ({ status: 'unknown' }),
        )
        .then((availability) => {
          if (current) setAnswer({ slug: normalized, round, availability });
        });
    }, SLUG_CHECK_DELAY_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [normalized, round, shouldCheck]);

  let availability: SlugAvailability;
  if (!shouldCheck) availability = { status: 'idle' };
  else if (answer && answer.slug === normalized && answer.round === round) availability = answer.availability;
  else availability = { status: 'checking' };

  return { availability, recheck: () => setRound((value) => value + 1) };
}
