import { use, useCallback, useEffect, useState, useTransition, type ComponentType } from 'react';
import type { EventPageQuery, EventPageQuery$data } from '../../__generated__/EventPageQuery.graphql';
import { graphql, startRequest } from '../../api/graphqlClient';
import { normalizeSlug } from '../../../../common/slug';
import { takeEmbeddedAnswer } from './embeddedAnswer';
import { EventView } from './EventView';
import type { GuestEvent } from './guestEvent';
import { GuestErrorBoundary } from './GuestErrorBoundary';
import { readStoredPin, storePin } from './guestStorage';
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
 * Starts loading the page of /e/{slug} before anything renders: with the PIN this tab had accepted,
 * and the first photos alongside. (Without a PIN, a protected event just answers "PIN required",
 * which costs no PIN try; a remembered PIN was right a moment ago.) The answer the server sent with
 * the page (without a PIN) is used when it is all the tab needs: no PIN remembered, or an event
 * that opened without one.
 */
export function loadEventPage(slug: string): EventPageQueryRef {
  const pin = readStoredPin(slug);
  const embedded = takeEmbeddedAnswer<EventPageQuery$data>(slug);
  const queryRef =
    embedded && (pin === null || embedded.publicEvent.__typename === 'PublicEventSuccess')
      ? { variables: { slug, pin: null }, response: answered(embedded) }
      : loadQuery(slug, pin);
  prefetchGallery(slug, queryRef.variables.pin);
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

  // Remember a PIN once it opened the event; forget one that no longer does.
  const outcome = result.__typename;
  const wrongPin = outcome === 'PinRequiredError' && result.pinGiven;
  useEffect(() => {
    if (outcome === 'PublicEventSuccess' && pin) storePin(slug, pin);
    if (wrongPin) storePin(slug, null);
  }, [outcome, wrongPin, slug, pin]);

  switch (result.__typename) {
    case 'PublicEventSuccess':
      return <View event={result.event} slug={slug} pin={pin} onRefresh={onRefresh} />;
    case 'PinRequiredError':
      return (
        <PinGate
          key={slug}
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
