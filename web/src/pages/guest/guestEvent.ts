import type { EventPageQuery$data } from '../../__generated__/EventPageQuery.graphql';
import { DEFAULT_VIDEO_LIMITS, type VideoLimits } from '../../../../common/upload-limits';

// The page's event type lives apart from EventPage.tsx, which renders the components that take it:
// they import this module, not the page, so the page and its parts do not import each other.

/** The event as the page shows it (what PublicEventSuccess answers). */
export type GuestEvent = Extract<EventPageQuery$data['publicEvent'], { __typename: 'PublicEventSuccess' }>['event'];

/**
 * The server's video limits for this event (PublicEvent.videoLimits: MAX_VIDEO_BYTES, MAX_VIDEO_SECONDS,
 * SLIDESHOW_VIDEO_SECONDS), or the defaults where it sent none (an event that takes no videos).
 */
export function videoLimitsOf(event: { readonly videoLimits?: Readonly<VideoLimits> | null }): VideoLimits {
  return event.videoLimits ?? DEFAULT_VIDEO_LIMITS;
}
