import { use, useCallback, useState, useTransition, type ComponentType } from 'react';
import type { EventPageQuery, EventPageQuery$data } from '../../__generated__/EventPageQuery.graphql';
import { graphql, startRequest } from '../../api/graphqlClient';
import { normalizeSlug } from '../../../../common/slug';
import { ACCESS_LINK_PARAM } from '../../../../common/access-link';
import { takeEmbeddedAnswer } from './embeddedAnswer';
import { EventView } from './EventView';
import type { GuestEvent } from './guestEvent';
import { GuestErrorBoundary } from './GuestErrorBoundary';
import { prefetchGallery } from './GallerySection';
import { PinGate } from './PinGate';
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
          venueName
          address
          latitude
          longitude
          contactName
          contactEmail
          contactPhone
          coverImageUrl
          rsvpEnabled
          rsvpDeadline
          viewerRsvp {
            fullName
            email
            phone
            status
            guestsCount
            note
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
 * The access token of a table card's link (`/e/{slug}?k=…`), taken out of the address bar at once, so
 * it is neither bookmarked nor shared on from here (decision 043). Null when the link has none.
 */
function takeAccessKey(): string | null {
  if (typeof window === 'undefined') return null;
  const url = new URL(window.location.href);
  const key = url.searchParams.get(ACCESS_LINK_PARAM);
  if (key === null) return null;
  url.searchParams.delete(ACCESS_LINK_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return key || null;
}

/**
 * Trades an access link's token for this browser's device pass (an HttpOnly cookie). A refused token
 * (the PIN changed since the card was printed) or a failed request leaves the PIN gate to ask.
 */
function enterWithKey(slug: string, key: string): Promise<void> {
  return fetch(`/api/events/${encodeURIComponent(slug)}/pass`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
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
  const key = takeAccessKey();
  const embedded = takeEmbeddedAnswer<EventPageQuery$data>(slug);
  if (key !== null && embedded?.publicEvent.__typename !== 'PublicEventSuccess') {
    const variables = { slug, pin: null };
    const response = enterWithKey(slug, key).then(() => startRequest<EventPageQuery>(eventPageQuery, variables));
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
      fallback={(retryLoad) => <UnavailableScreen message="Failed to load event" onRetry={retryLoad} />}
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
      return <UnavailableScreen message="Failed to load event" onRetry={onRetry} />;
  }
}
