import { lazy, Suspense } from 'react';
import type { GuestbookSectionMineQuery } from '../../../__generated__/GuestbookSectionMineQuery.graphql';
import type { GuestbookSectionPageQuery } from '../../../__generated__/GuestbookSectionPageQuery.graphql';
import { fetchGraphQL, graphql } from '../../../api/graphqlClient';
import { useT } from '../../../i18n/useT';
import { cardClass, headingClass } from '../styles';
import type { GuestbookSectionProps } from './GuestbookContent';
import type { GuestbookLoaders, GuestbookMessage, GuestbookPage } from './guestbookMessages';

// The guestbook sits below the fold: its form, lists and dialogs are code of their own, fetched once the
// page has rendered (the guest page's first load stays small; issue 34). The queries stay here, so their
// persisted ids do not move.
const GuestbookContent = lazy(() => import('./GuestbookContent'));

/** Messages per page ("Show more" asks for the next ones). */
const PAGE_SIZE = 10;

// The approved messages this guest may read, newest first, a page at a time (PublicEvent.guestbook).
const pageQuery = graphql`
  query GuestbookSectionPageQuery($slug: String!, $pin: String, $first: Int!, $after: String) {
    publicEvent(slug: $slug, pin: $pin) {
      __typename
      ... on PublicEventSuccess {
        event {
          guestbook(first: $first, after: $after) {
            edges {
              node {
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
            }
            pageInfo {
              hasNextPage
              endCursor
            }
          }
        }
      }
    }
  }
`;

// What this browser wrote, in any status ("Your messages").
const mineQuery = graphql`
  query GuestbookSectionMineQuery($slug: String!, $pin: String) {
    publicEvent(slug: $slug, pin: $pin) {
      __typename
      ... on PublicEventSuccess {
        event {
          myGuestbookEntries {
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
        }
      }
    }
  }
`;

async function loadPage(slug: string, pin: string | null, after: string | null): Promise<GuestbookPage> {
  const data = await fetchGraphQL<GuestbookSectionPageQuery>(pageQuery, { slug, pin, first: PAGE_SIZE, after });
  const answer = data.publicEvent;
  if (answer.__typename !== 'PublicEventSuccess') return { messages: [], hasNextPage: false, endCursor: null };
  const { edges, pageInfo } = answer.event.guestbook;
  return {
    messages: edges.map((edge) => edge.node),
    hasNextPage: pageInfo.hasNextPage,
    endCursor: pageInfo.endCursor ?? null,
  };
}

async function loadMine(slug: string, pin: string | null): Promise<GuestbookMessage[]> {
  const data = await fetchGraphQL<GuestbookSectionMineQuery>(mineQuery, { slug, pin });
  const answer = data.publicEvent;
  return answer.__typename === 'PublicEventSuccess' ? [...answer.event.myGuestbookEntries] : [];
}

const loaders: GuestbookLoaders = { loadPage, loadMine };

/**
 * The guestbook on the guest page (issue 33): GuestbookContent.tsx, with the section's title in place while
 * its code arrives.
 */
export function GuestbookSection(props: GuestbookSectionProps) {
  return (
    <Suspense fallback={<GuestbookPlaceholder />}>
      <GuestbookContent {...props} loaders={loaders} />
    </Suspense>
  );
}

function GuestbookPlaceholder() {
  const t = useT();
  return (
    <section aria-busy="true" className={cardClass}>
      <h2 className={headingClass}>{t('guestbook.title')}</h2>
      <p className="mt-1 text-stone-600">{t('guestbook.intro')}</p>
      <div className="mt-5 h-64 animate-pulse rounded-2xl bg-stone-100 motion-reduce:animate-none" />
    </section>
  );
}
