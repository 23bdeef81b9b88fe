import type { BuilderTypes as Types } from '../../graphql/builder.ts';
import type { Event } from '../../generated/prisma/client.ts';
import { EventStatus, GalleryMode, Visibility } from '../../generated/prisma/enums.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { LanguageRef } from '../../graphql/language.ts';
import { DEFAULT_LOCALE, supportedLocale } from '../../../../common/i18n/locales.ts';
import type { Equal, Expect } from '../../lib/type-checks.ts';
import type { PublicEvent } from '../guest/public-event-json.ts';

/**
 * The field builder of either type: `PublicEvent` is a plain object type, `Event` a Prisma node. The
 * fields below take only options both kinds accept (no Prisma selections), so one builder type serves.
 */
type EventFieldBuilder = Omit<PothosSchemaTypes.RootFieldBuilder<Types, Event, 'Object'>, 'kind'> & {
  kind: 'Object' | 'PrismaObject';
};

/** Whose view: the hosts' `Event` (PIN and moderation settings too) or the guests' `PublicEvent`. */
export type EventView = 'host' | 'guest';

/**
 * The event's own fields, written once for both GraphQL views (Conventions 19): the guest view is the
 * host view without the PIN and moderation settings, and with a cover address guests can open. The
 * REST shapes follow the same split (publicEventJson, hostEventJson). Order is the printed schema's.
 */
export function eventFields(t: EventFieldBuilder, view: EventView) {
  const host = view === 'host';
  const hostOnly = <T>(fields: T): T | Record<string, never> => (host ? fields : {});
  return {
    slug: t.string({
      description: host ? 'Fixed at creation; the guest page is /e/{slug}.' : 'The guest page is /e/{slug}.',
      resolve: (event) => event.slug,
    }),
    title: t.string({ description: "The event's name (at most 200 characters).", resolve: (event) => event.title }),
    dateTime: t.field({
      type: 'DateTime',
      description: 'When the event takes place: an instant; show it on the clock of timeZone.',
      resolve: (event) => event.dateTime,
    }),
    timeZone: t.string({
      description:
        "The IANA time zone of the event's place (e.g. Europe/Istanbul): its date and time read on that clock, " +
        'and its day (the guest page before, on and after it) follows that calendar. UTC for events made ' +
        'before zones were kept, and for those created without one.',
      resolve: (event) => event.timeZone,
    }),
    venueName: t.string({
      nullable: true,
      description: "The venue's name; null if not given.",
      resolve: (event) => event.venueName,
    }),
    address: t.string({
      nullable: true,
      description: "The venue's address; null if not given.",
      resolve: (event) => event.address,
    }),
    latitude: t.float({
      nullable: true,
      description: "The venue's latitude in degrees (-90 to 90, 6 decimals), for the map; null if not set.",
      resolve: (event) => event.latitude,
    }),
    longitude: t.float({
      nullable: true,
      description: "The venue's longitude in degrees (-180 to 180, 6 decimals), for the map; null if not set.",
      resolve: (event) => event.longitude,
    }),
    description: t.string({
      nullable: true,
      description: "The hosts' text about the event; null if none.",
      resolve: (event) => event.description,
    }),
    coverImageUrl: host
      ? t.string({
          nullable: true,
          description:
            'The cover picture: an uploaded cover on this server, or an http(s) URL a host set; null if none.',
          resolve: (event) => event.coverImageUrl,
        })
      : t.string({
          nullable: true,
          description: 'For a PIN-protected event, carries a token that opens it without the PIN for a day.',
          resolve: (event, _args, context: GraphQLContext) =>
            context.services.guest.files.sign(event.coverImageUrl, event),
        }),
    coupleNames: t.string({
      nullable: true,
      description: 'The names of the couple (or whoever celebrates); null if not given.',
      resolve: (event) => event.coupleNames,
    }),
    isPinRequired: t.boolean({
      description: 'Guests must give the PIN to open the page, its gallery, RSVP form and uploads.',
      resolve: (event) => event.isPinRequired,
    }),
    ...hostOnly({
      pinCode: t.string({
        nullable: true,
        description: 'The PIN guests enter (4 to 8 digits); null when no PIN is required.',
        resolve: (event) => event.pinCode,
      }),
    }),
    visibility: t.field({
      type: Visibility,
      description: 'Whether search engines may list the page.',
      resolve: (event) => event.visibility,
    }),
    status: t.field({
      type: EventStatus,
      description: host
        ? 'INACTIVE: switched off; guests see only that it is disabled, and cannot answer or upload.'
        : 'Always ACTIVE here: a switched-off event answers EventInactiveError instead.',
      resolve: (event) => event.status,
    }),
    rsvpEnabled: t.boolean({
      description: 'Whether guests may answer (submitRsvp), until rsvpDeadline if one is set.',
      resolve: (event) => event.rsvpEnabled,
    }),
    rsvpDeadline: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'Answers are refused after this instant; null: no deadline.',
      resolve: (event) => event.rsvpDeadline,
    }),
    ...hostOnly({
      autoApprove: t.boolean({
        description: "Guests' photos are APPROVED on arrival instead of waiting PENDING for review.",
        resolve: (event) => event.autoApprove,
      }),
      slideshowTableLeader: t.boolean({
        description:
          'The slideshow names the table whose guests shared the most approved photos (PublicEvent.tableLeaders; table passes).',
        resolve: (event) => event.slideshowTableLeader,
      }),
    }),
    allowVideos: t.boolean({
      description: host
        ? 'Guests may share videos as well as photos (on by default); off, every upload path refuses videos (415).'
        : 'Whether the event takes videos as well as photos: offer them in the upload dialog only when true.',
      resolve: (event) => event.allowVideos,
    }),
    requireAlbum: t.boolean({
      description: host
        ? 'Guests must pick one of the albums for every upload (every upload path refuses one without: ValidationError, 400).'
        : 'Whether the uploader must pick one of PublicEvent.albums: offer "no album" only when false.',
      resolve: (event) => event.requireAlbum,
    }),
    galleryMode: t.field({
      type: GalleryMode,
      description: host
        ? "What guests see of the gallery (decision 052): everyone's photos, only their own, or none; hosts see all."
        : "What guests see of the gallery: SHARED (everyone's photos, from revealAt if set), OWN (only the " +
          'photos this browser sent) or UPLOAD_ONLY (none: My photos lists their own).',
      resolve: (event) => event.galleryMode,
    }),
    revealAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: host
        ? 'With SHARED: guests see counts and their own photos only until this instant (revealEvent opens it now); null: no reveal.'
        : 'With SHARED: the gallery opens to guests at this instant (before it, photoCount and their own photos ' +
          'only; galleryUpdated brings the photos at the time); null: no reveal.',
      resolve: (event) => event.revealAt,
    }),
    language: t.field({
      type: LanguageRef,
      description: host
        ? "The guest page's and link preview's language for guests whose browser asks for none the product " +
          "speaks (a guest's own choice and browser languages come first). New events take the owner's " +
          'User.language, else EN.'
        : "The event's language, set by its hosts: the guest page speaks it to guests whose browser asks for " +
          'none the product speaks, unless they choose another.',
      resolve: (event) => supportedLocale(event.language) ?? DEFAULT_LOCALE,
    }),
    contactName: t.string({
      nullable: true,
      description: 'Whom guests may ask about the event; null if not given.',
      resolve: (event) => event.contactName,
    }),
    contactEmail: t.string({
      nullable: true,
      description: "The contact's email address (lower case); null if not given.",
      resolve: (event) => event.contactEmail,
    }),
    contactPhone: t.string({
      nullable: true,
      description: "The contact's phone number, as the hosts typed it; null if not given.",
      resolve: (event) => event.contactPhone,
    }),
  };
}

// Guests' GraphQL fields are exactly the REST guest JSON's (publicEventJson): tsc fails if one gains a
// field the other lacks. (Keys common to both views are the guest view: host-only fields may be absent.)
type _GuestViewIsPublicJson = Expect<Equal<keyof ReturnType<typeof eventFields>, keyof PublicEvent>>;
