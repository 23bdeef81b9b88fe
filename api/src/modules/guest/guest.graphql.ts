import { builder } from '../../graphql/builder.ts';
import { ErrorInterface } from '../../graphql/common.ts';
import { NotFoundError, RateLimitError } from '../../lib/errors.ts';
import { EventInactiveError, PinRequiredError } from './errors.ts';
import type { Event } from '../../generated/prisma/client.ts';
import {
  byteSizeText,
  DEFAULT_MAX_VIDEO_BYTES,
  DEFAULT_MAX_VIDEO_SECONDS,
  DEFAULT_SLIDESHOW_VIDEO_SECONDS,
  VIDEO_DURATION_TOLERANCE_SECONDS,
  videoLengthRule,
  type VideoLimits,
} from '../../../../common/upload-limits.ts';
import { eventFields } from '../events/event-fields.graphql.ts';
import { EventRef } from '../events/events.graphql.ts';
import { guestAccessOf, guestGateArgs } from './guest-gate.graphql.ts';

builder.objectType(EventInactiveError, {
  name: 'EventInactiveError',
  description: 'The hosts switched the event off; guests see "Event Temporarily Disabled".',
  interfaces: [ErrorInterface],
});

builder.objectType(PinRequiredError, {
  name: 'PinRequiredError',
  description: 'The event needs its PIN: none was given, or the one given is wrong.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    pinGiven: t.exposeBoolean('pinGiven', {
      description: 'A PIN was given but is wrong (false: none was given, so ask for it).',
    }),
    eventTitle: t.string({
      nullable: true,
      description: "The event's title, so the PIN screen names the event it guards (null if not known).",
      resolve: (error) => error.event?.title ?? null,
    }),
    eventCoupleNames: t.string({
      nullable: true,
      description: "The couple's names as the hosts wrote them, for the PIN screen (null when none).",
      resolve: (error) => error.event?.coupleNames ?? null,
    }),
    eventDateTime: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the event takes place, for the PIN screen (null if not known).',
      resolve: (error) => error.event?.dateTime ?? null,
    }),
    eventTimeZone: t.string({
      nullable: true,
      description: "The event's IANA time zone: show eventDateTime's day on that calendar (null if not known).",
      resolve: (error) => error.event?.timeZone ?? null,
    }),
  }),
});

/** The deployment's video limits, as guests' browsers hold videos to them (common/upload-limits.ts). */
const VideoLimitsRef = builder.objectRef<VideoLimits>('VideoLimits').implement({
  description:
    "This server's limits for guests' videos (MAX_VIDEO_BYTES, MAX_VIDEO_SECONDS, SLIDESHOW_VIDEO_SECONDS): the uploader checks a clip against them before sending it, and the server refuses one past them.",
  fields: (t) => ({
    maxBytes: t.exposeFloat('maxBytes', {
      description: `The largest video accepted, in bytes (413 past it). ${byteSizeText(DEFAULT_MAX_VIDEO_BYTES)} unless the server sets another.`,
    }),
    maxSeconds: t.exposeInt('maxSeconds', {
      description:
        `The longest video accepted, in seconds (a clip up to ${VIDEO_DURATION_TOLERANCE_SECONDS} s over still passes; ` +
        `413 past it, e.g. '${videoLengthRule()}'). ${DEFAULT_MAX_VIDEO_SECONDS} unless the server sets another.`,
    }),
    slideshowSeconds: t.exposeInt('slideshowSeconds', {
      description: `How long the live slideshow plays a video (muted) before moving on, in seconds. ${DEFAULT_SLIDESHOW_VIDEO_SECONDS} unless the server sets another.`,
    }),
  }),
});

/**
 * An event as guests see it: exactly the fields of publicEventJson (no PIN, owner or moderation
 * settings). Backed by the row so other modules can add guest fields (photos, the viewer's RSVP).
 */
export const PublicEventRef = builder.objectRef<Event>('PublicEvent').implement({
  description: 'An event as guests see it on /e/{slug}: no PIN, owner or moderation settings.',
  fields: (t) => ({
    ...eventFields(t, 'guest'),
    photoCount: t.int({
      description:
        "Approved photos of the event, everyone's: what a shared gallery shows, and before a reveal or in OWN and " +
        "UPLOAD_ONLY the count of photos that arrived ('43 photos so far'; decision 052).",
      resolve: (event, _args, context) => context.services.publicReads.photoCount(event),
    }),
    videoLimits: t.field({
      type: VideoLimitsRef,
      nullable: true,
      description:
        "The limits guests' videos are held to, for the upload dialog's checks and help text and the slideshow; null when the event takes no videos (allowVideos false).",
      resolve: (event, _args, context) => context.services.publicReads.videoLimitsOf(event),
    }),
    viewerHostedEvent: t.field({
      type: EventRef,
      nullable: true,
      description:
        'The same event as its hosts see it, when the signed-in viewer hosts it (the slideshow shows them its access link); null for guests.',
      resolve: async (event, _args, context) => ((await context.loaders.eventRole.load(event.id)) ? event : null),
    }),
  }),
});

builder.queryField('publicEvent', (t) =>
  t.field({
    type: PublicEventRef,
    description: 'The guest page of /e/{slug}; the PIN is needed when the event has one.',
    args: {
      ...guestGateArgs(t.arg),
    },
    errors: {
      types: [NotFoundError, EventInactiveError, PinRequiredError, RateLimitError],
      union: {
        name: 'PublicEventResult',
        description: 'What `publicEvent` answers: the event, or why guests cannot open it now.',
      },
      result: {
        name: 'PublicEventSuccess',
        description: 'What `publicEvent` answers when the guest may see the event.',
      },
      dataField: { name: 'event', description: 'The event as guests see it.' },
    },
    resolve: async (_root, { slug, pin }, context) => {
      return context.services.publicReads.openEvent(slug, guestAccessOf({ pin }, context));
    },
  }),
);
