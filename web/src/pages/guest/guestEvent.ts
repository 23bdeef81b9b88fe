import type { EventPageQuery$data } from '../../__generated__/EventPageQuery.graphql';

// The page's event type lives apart from EventPage.tsx, which renders the components that take it:
// they import this module, not the page, so the page and its parts do not import each other.

/** The event as the page shows it (what PublicEventSuccess answers). */
export type GuestEvent = Extract<EventPageQuery$data['publicEvent'], { __typename: 'PublicEventSuccess' }>['event'];
