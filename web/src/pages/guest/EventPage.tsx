import { use, useCallback, useState, useTransition, type ComponentType } from 'react';
import type { EventPageQuery, EventPageQuery$data } from '../../__generated__/EventPageQuery.graphql';
import { fetchGraphQL, graphql, startRequest } from '../../api/graphqlClient';
import { normalizeSlug } from '../../../../common/slug';
import { ACCESS_LINK_PARAM } from '../../../../common/access-link';
import { TABLE_LINK_PARAM } from '../../../../common/table-link';
import type { JoinEventTableMutation } from '../../__generated__/JoinEventTableMutation.graphql';
import { joinEventTableMutation } from './JoinEventTableMutation';
import { takeEmbeddedAnswer } from './embeddedAnswer';
import { EventView } from './EventView';
import type { GuestEvent } from './guestEvent';
import { GuestErrorBoundary } from './GuestErrorBoundary';
import { prefetchGallery } from './GallerySection';
import { PinGate } from './PinGate';
import { useT } from '../../i18n/useT';
import { languageHeaders } from '../../api/language';
import { InactiveScreen, LoadingScreen, UnavailableScreen } from './StatusScreens';

// One request answers everything above the gallery; the gallery has its own query (see
// GallerySection), since a wrong or missing PIN must still give this page its PIN gate.
export const eventPageQuery = graphql`
  query EventPageQuery($slug: String!, $pin: String) {
    publicEvent(slug: $slug, pin: $pin) {
      __typename
      ... on PublicEventSuccess {
        event {
          title
          coupleNames
          dateTime
          timeZone
          description
          photoCount
          galleryMode
          revealAt
          venueName
          address
          latitude
          longitude
          contactName
          contactEmail
          contactPhone
          heroImageUrl
          rsvpEnabled
          rsvpDeadline
          allowVideos
          requireAlbum
          hasHighlights
          albums {
            albumId
            databaseId
            name
            photoCount
            position
          }
          videoLimits {
            maxBytes
            maxSeconds
            slideshowSeconds
          }
          viewerTable {
            name
          }
          viewerRsvp {
            fullName
            email
            phone
            status
            guestsCount
            note
            notifyByEmail
          }
        }
      }
      ... on PinRequiredError {
        message
        pinGiven
        eventTitle
        eventCoupleNames
        eventDateTime
        eventTimeZone
      }
      ... on RateLimitError {
        message
        retryAfterSeconds
      }
      ... on EventInactiveError {
        message
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

/** A load of the page's query, started before rendering; the page reads it with `use()`. */
export type EventPageQueryRef = {
  variables: { slug: string; pin: string | null };
  response: Promise<EventPageQuery$data>;
};

function loadQuery(slug: string, pin: string | null): EventPageQueryRef {
  return { variables: { slug, pin }, response: startRequest<EventPageQuery>(eventPageQuery, { slug, pin }) };
}

/**
 * An answer already in hand, marked the way React's `use()` reads a settled promise (status and
 * value), so the first render shows it at once instead of suspending for a microtask.
 */
function answered(data: EventPageQuery$data): Promise<EventPageQuery$data> {
  return Object.assign(Promise.resolve(data), { status: 'fulfilled', value: data });
}

/**
 * What a table card's link carries (`/e/{slug}?k=…&t=…`): the access token (decision 043) and the table's
 * code (decision 046), both taken out of the address bar at once, so neither is bookmarked nor shared on
 * from here (a guest passing the page on must not seat the next guest at their table). Null for what the
 * link does not carry.
 */
function takeCardParams(): { key: string | null; table: string | null } {
  if (typeof window === 'undefined') return { key: null, table: null };
  const url = new URL(window.location.href);
  const key = url.searchParams.get(ACCESS_LINK_PARAM);
  const table = url.searchParams.get(TABLE_LINK_PARAM);
  if (key === null && table === null) return { key: null, table: null };
  url.searchParams.delete(ACCESS_LINK_PARAM);
  url.searchParams.delete(TABLE_LINK_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return { key: key || null, table: table || null };
}

/**
 * This browser takes the table of the card it opened: an HttpOnly cookie the server sets, which tags the
 * photos it sends. It needs no PIN and opens nothing; a code that is not the event's, or a failed request,
 * leaves the guest without a table, never without the event.
 */
function joinTable(slug: string, code: string): Promise<void> {
  return fetchGraphQL<JoinEventTableMutation>(joinEventTableMutation, { slug, code }).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Trades an access link's token for this browser's device pass (an HttpOnly cookie). A refused token
 * (the PIN changed since the card was printed) or a failed request leaves the PIN gate to ask.
 */
function enterWithKey(slug: string, key: string): Promise<void> {
  return fetch(`/api/events/${encodeURIComponent(slug)}/pass`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', ...languageHeaders() },
    body: JSON.stringify({ key }),
  }).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Starts loading the page of /e/{slug} before anything renders, with the first photos alongside. No
 * PIN is sent: a browser that entered it (or opened an access link) has its device pass, and the
 * event's hosts are let in as they are; anyone else gets the PIN gate, which costs no PIN try. The
 * answer the server sent with the page was made with the same cookies, so it is all the tab needs,
 * unless an access link's token is to be traded first.
 */
export function loadEventPage(slug: string): EventPageQueryRef {
  const { key, table } = takeCardParams();
  const embedded = takeEmbeddedAnswer<EventPageQuery$data>(slug);
  const enter = key !== null && embedded?.publicEvent.__typename !== 'PublicEventSuccess';
  // A table card's table is taken first: the answer then says which table this phone is at.
  if (enter || table !== null) {
    const variables = { slug, pin: null };
    const response = Promise.all([
      enter && key ? enterWithKey(slug, key) : null,
      table ? joinTable(slug, table) : null,
    ]).then(() => startRequest<EventPageQuery>(eventPageQuery, variables));
    return { variables, response };
  }
  const queryRef = embedded ? { variables: { slug, pin: null }, response: answered(embedded) } : loadQuery(slug, null);
  prefetchGallery(slug, null);
  return queryRef;
}

/** The guest pages: the event page /e/{slug} and its venue-screen slideshow /e/{slug}/live. */
export type GuestRoute = { slug: string; page: 'event' | 'live' };

export function guestRouteFromPath(pathname: string): GuestRoute | null {
  const match = /^\/e\/([^/]+)(\/live)?\/?$/.exec(pathname);
  const slug = match ? slugFromSegment(match[1]!) : null;
  return slug ? { slug, page: match?.[2] ? 'live' : 'event' } : null;
}

function slugFromSegment(segment: string): string | null {
  try {
    return normalizeSlug(decodeURIComponent(segment)) || null;
  } catch {
    return null;
  }
}

/** What shows once the event opened: the event page, or the slideshow. */
export type EventViewComponent = ComponentType<{
  event: GuestEvent;
  slug: string;
  pin: string | null;
  onRefresh: () => void;
}>;

type EventPageProps = { slug: string; initialQueryRef: EventPageQueryRef; view?: EventViewComponent };

/**
 * The public event page (SPEC §2): loading, PIN gate, inactive and unavailable states, the event.
 * The slideshow goes through the same states and PIN rules with its own view.
 */
export function EventPage({ slug, initialQueryRef, view = EventView }: EventPageProps) {
  const t = useT();
  const [queryRef, setQueryRef] = useState(initialQueryRef);
  // A PIN check runs as a transition: the gate stays on screen, saying 'Verifying...'.
  const [verifying, startTransition] = useTransition();

  const submitPin = useCallback((pin: string) => startTransition(() => setQueryRef(loadQuery(slug, pin))), [slug]);
  const [, startRefresh] = useTransition();
  const refresh = useCallback(
    () => startRefresh(() => setQueryRef(loadQuery(slug, queryRef.variables.pin))),
    [slug, queryRef],
  );
  const retry = useCallback(() => setQueryRef(loadQuery(slug, queryRef.variables.pin)), [slug, queryRef]);

  return (
    <GuestErrorBoundary
      onRetry={retry}
      fallback={(retryLoad) => <UnavailableScreen message={t('page.loadFailed')} onRetry={retryLoad} />}
      loading={<LoadingScreen />}
    >
      <EventPageContent
        queryRef={queryRef}
        view={view}
        verifying={verifying}
        onSubmitPin={submitPin}
        onRetry={retry}
        onRefresh={refresh}
      />
    </GuestErrorBoundary>
  );
}

type EventPageContentProps = {
  queryRef: EventPageQueryRef;
  view: EventViewComponent;
  verifying: boolean;
  onSubmitPin: (pin: string) => void;
  onRetry: () => void;
  onRefresh: () => void;
};

function EventPageContent({ queryRef, view: View, verifying, onSubmitPin, onRetry, onRefresh }: EventPageContentProps) {
  const t = useT();
  const { publicEvent: result } = use(queryRef.response);
  const { slug, pin } = queryRef.variables;

  switch (result.__typename) {
    case 'PublicEventSuccess':
      return <View event={result.event} slug={slug} pin={pin} onRefresh={onRefresh} />;
    case 'PinRequiredError':
      return (
        <PinGate
          key={slug}
          event={
            result.eventTitle && result.eventDateTime
              ? {
                  title: result.eventTitle,
                  coupleNames: result.eventCoupleNames ?? null,
                  dateTime: result.eventDateTime,
                  timeZone: result.eventTimeZone ?? null,
                }
              : null
          }
          error={result.pinGiven ? result.message : null}
          verifying={verifying}
          onSubmit={onSubmitPin}
        />
      );
    case 'RateLimitError':
      return (
        <PinGate
          key={slug}
          error={result.message}
          retryAfterSeconds={result.retryAfterSeconds}
          verifying={verifying}
          onSubmit={onSubmitPin}
        />
      );
    case 'EventInactiveError':
      return <InactiveScreen />;
    case 'NotFoundError':
      return <UnavailableScreen message={result.message} />;
    case '%other':
      // A kind of answer this page does not know yet.
      return <UnavailableScreen message={t('page.loadFailed')} onRetry={onRetry} />;
  }
}
