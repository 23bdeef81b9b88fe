import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { GuestbookSectionMineQuery } from '../../../__generated__/GuestbookSectionMineQuery.graphql';
import type { GuestbookSectionPageQuery } from '../../../__generated__/GuestbookSectionPageQuery.graphql';
import { fetchGraphQL, graphql } from '../../../api/graphqlClient';
import type { GalleryAccessValue } from '../../../../../common/gallery-modes';
import { cardClass, headingClass } from '../styles';
import { GuestbookForm } from './GuestbookForm';
import { mergeMessages, type GuestbookMessage } from './guestbookMessages';
import { MessageCard } from './MessageCard';
import { useGuestbookUpdates } from './useGuestbookUpdates';
import { YourMessages } from './YourMessages';

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

type Page = { messages: GuestbookMessage[]; hasNextPage: boolean; endCursor: string | null };

async function loadPage(slug: string, pin: string | null, after: string | null): Promise<Page> {
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

/** What the list says while it holds no message, by how much of the event this guest sees (the server's word). */
const emptyText: Partial<Record<GalleryAccessValue, string>> & { ALL: string } = {
  ALL: 'No messages yet. Be the first to write one!',
  OWN: 'Your messages show here once the hosts approve them; only the hosts read everyone’s.',
  NONE: 'The hosts read every message; guests do not see each other’s here.',
};

type GuestbookSectionProps = {
  slug: string;
  pin: string | null;
  /** The name to sign with until the guest types another (their RSVP, or the name they upload with). */
  suggestedName: string;
  /** The event's time zone: times are the event's local ones. */
  timeZone: string;
  /** How much of the gallery the server lets this guest see now; a change (the reveal) loads the list again. */
  access: string;
};

/**
 * The guestbook on the guest page (issue 33): a form to leave a message, the approved messages newest
 * first (live on the open page), and the guest's own with where each stands and a way to delete it.
 * What is shown is what the server answers: the gallery mode's rules live there.
 */
export function GuestbookSection({ slug, pin, suggestedName, timeZone, access }: GuestbookSectionProps) {
  const headingId = useId();
  const listHeadingId = useId();
  const [messages, setMessages] = useState<GuestbookMessage[]>([]);
  const [next, setNext] = useState<{ hasNextPage: boolean; endCursor: string | null }>({
    hasNextPage: false,
    endCursor: null,
  });
  const [loaded, setLoaded] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [mine, setMine] = useState<GuestbookMessage[]>([]);

  // Answers can cross (a reload while a page is out): only the latest first-page answer is shown.
  const latestLoad = useRef(0);
  const reload = useCallback(() => {
    const request = ++latestLoad.current;
    loadPage(slug, pin, null).then(
      (page) => {
        if (request !== latestLoad.current) return;
        setMessages(page.messages);
        setNext({ hasNextPage: page.hasNextPage, endCursor: page.endCursor });
        setLoaded(true);
        setLoadFailed(false);
      },
      () => {
        if (request === latestLoad.current) setLoadFailed(true);
      },
    );
  }, [slug, pin]);

  const reloadMine = useCallback(() => {
    loadMine(slug, pin).then(setMine, () => undefined);
  }, [slug, pin]);

  useEffect(() => {
    reload();
  }, [reload, access]);
  useEffect(() => {
    reloadMine();
  }, [reloadMine]);

  useGuestbookUpdates(slug, pin, {
    update: ({ added, removedIds }) => {
      setMessages((shown) => mergeMessages(shown, added, removedIds));
      // The guest's own message approved: "Your messages" says so at once.
      const approved = new Set(added.map((message) => message.id));
      setMine((own) => own.map((message) => (approved.has(message.id) ? { ...message, status: 'APPROVED' } : message)));
      if (removedIds.some((id) => mine.some((message) => message.id === id))) reloadMine();
    },
    reconnected: () => {
      reload();
      reloadMine();
    },
  });

  const showMore = async () => {
    setLoadingMore(true);
    try {
      const page = await loadPage(slug, pin, next.endCursor);
      setMessages((shown) => mergeMessages(shown, page.messages));
      setNext({ hasNextPage: page.hasNextPage, endCursor: page.endCursor });
    } catch {
      setLoadFailed(true);
    } finally {
      setLoadingMore(false);
    }
  };

  const onSigned = (entry: GuestbookMessage) => {
    setMine((own) => mergeMessages(own, [entry]));
    // Approved at once: the list is read again, showing it if this guest may see it.
    if (entry.status === 'APPROVED') reload();
  };

  const onDeleted = (id: string) => {
    setMine((own) => own.filter((message) => message.id !== id));
    setMessages((shown) => shown.filter((message) => message.id !== id));
  };

  return (
    <section aria-labelledby={headingId} className={cardClass}>
      <h2 id={headingId} className={headingClass}>
        Guestbook
      </h2>
      <p className="mt-1 text-stone-600">Leave a few words for the couple.</p>

      <GuestbookForm slug={slug} pin={pin} suggestedName={suggestedName} onSigned={onSigned} />

      <YourMessages slug={slug} pin={pin} messages={mine} timeZone={timeZone} onDeleted={onDeleted} />

      <div className="mt-8 border-t border-stone-200 pt-6">
        <h3 id={listHeadingId} className="font-display text-xl font-semibold text-stone-900">
          Messages
        </h3>
        {loaded && messages.length === 0 && (
          <p className="mt-2 text-stone-600">{emptyText[access as GalleryAccessValue] ?? emptyText.ALL}</p>
        )}
        {loadFailed && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            The messages could not be loaded.{' '}
            <button type="button" className="min-h-11 font-semibold underline" onClick={reload}>
              Try again
            </button>
          </p>
        )}
        {messages.length > 0 && (
          <ul aria-labelledby={listHeadingId} className="mt-4 space-y-3">
            {messages.map((message) => (
              <li key={message.id}>
                <MessageCard message={message} timeZone={timeZone} />
              </li>
            ))}
          </ul>
        )}
        {next.hasNextPage && (
          <button
            type="button"
            className="btn-secondary mt-4 min-h-11 w-full sm:w-auto"
            disabled={loadingMore}
            onClick={() => void showMore()}
          >
            {loadingMore ? 'Loading…' : 'Show more'}
          </button>
        )}
      </div>
    </section>
  );
}
