import { z } from 'zod';
import { GalleryMode, Visibility } from '../../generated/prisma/enums.ts';
import { normalizeSlug, slugProblem } from '../../../../common/slug.ts';
import { canonicalTimeZone, DEFAULT_TIME_ZONE, timeZoneProblem } from '../../../../common/time-zone.ts';
import { languageSchema } from '../../lib/language-input.ts';
import { optionalEmail, optionalText } from '../../lib/validation.ts';

// What hosts may write into an event, for create and update alike (SPEC §5 plus our own limits).

export const PIN_PATTERN = /^\d{4,8}$/;
export const PIN_MESSAGE = 'PIN must be 4 to 8 digits';

/**
 * Trimmed and lower-cased, so 'Ayla-And-Can' and 'ayla-and-can' are one link. The rules and their messages
 * are the event form's own (common/slug.ts): the form says exactly what the server would.
 */
export const slugSchema = z.string({ error: 'Event link is required' }).transform((value, ctx) => {
  const problem = slugProblem(value);
  if (problem === null) return normalizeSlug(value);
  ctx.addIssue({ code: 'custom', message: problem });
  return z.NEVER;
});

/** ISO strings from REST, Date objects from GraphQL's DateTime scalar. */
function dateTime(label: string) {
  return z.union([z.date(), z.string()], { error: `${label} is required` }).transform((value, ctx) => {
    const date = value instanceof Date ? value : new Date(value.trim());
    if (Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: 'custom', message: `Please enter a valid ${label.toLowerCase()}` });
      return z.NEVER;
    }
    return date;
  });
}

/**
 * An IANA zone name, saved as the engine spells it (common/time-zone.ts, the forms' rule too); null
 * means the default (UTC), as absent does on create (decision 047).
 */
const timeZone = z
  .string({ error: 'Time zone must be text, an IANA name such as Europe/Istanbul' })
  .transform((value, ctx) => {
    const canonical = canonicalTimeZone(value);
    if (canonical !== null) return canonical;
    ctx.addIssue({ code: 'custom', message: timeZoneProblem(value) ?? 'Unknown time zone' });
    return z.NEVER;
  })
  .nullish()
  .transform((value) => (value === null ? DEFAULT_TIME_ZONE : value));

/** Numbers, or numeric strings from forms; empty means "not set" (SPEC §5: empty coordinates are omitted). */
function coordinate(label: string, limit: number) {
  return z
    .union([z.number(), z.string()], { error: `${label} must be a number` })
    .transform((value, ctx) => {
      if (typeof value === 'string' && value.trim() === '') return null;
      const number = typeof value === 'number' ? value : Number(value.trim());
      if (!Number.isFinite(number) || Math.abs(number) > limit) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a number between -${limit} and ${limit}` });
        return z.NEVER;
      }
      return Math.round(number * 1e6) / 1e6;
    })
    .nullish();
}

const httpUrl = z
  .string({ error: 'Cover image URL must be text' })
  .trim()
  .max(2000, 'Cover image URL is too long')
  .transform((value, ctx) => {
    if (value === '') return null;
    let url: URL | undefined;
    try {
      url = new URL(value);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
      ctx.addIssue({ code: 'custom', message: 'Cover image URL must start with https:// or http://' });
      return z.NEVER;
    }
    return url.toString();
  })
  .nullish();

/** Every field a host edits; all optional here, the create schema makes its three required. */
const eventFields = {
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(200, 'Title must be at most 200 characters'),
  dateTime: dateTime('Date and time'),
  timeZone,
  venueName: optionalText('Venue name', 200),
  address: optionalText('Address', 500),
  latitude: coordinate('Latitude', 90),
  longitude: coordinate('Longitude', 180),
  description: optionalText('Description', 5000),
  coupleNames: optionalText('Couple names', 200),
  isPinRequired: z.boolean({ error: 'Require PIN must be true or false' }),
  pinCode: z
    .string({ error: PIN_MESSAGE })
    .trim()
    .transform((value) => value || null)
    .refine((value) => value === null || PIN_PATTERN.test(value), PIN_MESSAGE)
    .nullish(),
  visibility: z.enum(Visibility, { error: 'Visibility must be LINK or PUBLIC' }),
  rsvpEnabled: z.boolean({ error: 'RSVP enabled must be true or false' }),
  rsvpDeadline: dateTime('RSVP deadline').nullish(),
  autoApprove: z.boolean({ error: 'Auto-approve must be true or false' }),
  slideshowTableLeader: z.boolean({ error: 'Slideshow table leader must be true or false' }),
  allowVideos: z.boolean({ error: 'Allow videos must be true or false' }),
  requireAlbum: z.boolean({ error: 'Require album must be true or false' }),
  galleryMode: z.enum(GalleryMode, { error: 'Gallery mode must be SHARED, OWN or UPLOAD_ONLY' }),
  /** With SHARED only (decision 052): EventsService refuses it with another mode. Null: no reveal. */
  revealAt: dateTime('Reveal time').nullish(),
  /** Null or absent: on create the owner's language, on update unchanged (the column always has one). */
  language: languageSchema.nullish().transform((value) => value ?? undefined),
  contactName: optionalText('Contact name', 100),
  contactEmail: optionalEmail('Contact email', 'Please enter a valid contact email'),
  contactPhone: optionalText('Contact phone', 40),
};

export const CreateEventInput = z.object({
  ...eventFields,
  slug: slugSchema,
  timeZone: eventFields.timeZone.transform((value) => value ?? DEFAULT_TIME_ZONE),
  isPinRequired: eventFields.isPinRequired.default(false),
  visibility: eventFields.visibility.default('LINK'),
  rsvpEnabled: eventFields.rsvpEnabled.default(true),
  autoApprove: eventFields.autoApprove.default(false),
  slideshowTableLeader: eventFields.slideshowTableLeader.default(false),
  allowVideos: eventFields.allowVideos.default(true),
  requireAlbum: eventFields.requireAlbum.default(false),
  galleryMode: eventFields.galleryMode.default('SHARED'),
});

export const UpdateEventInput = z.object({
  ...eventFields,
  title: eventFields.title.optional(),
  dateTime: eventFields.dateTime.optional(),
  isPinRequired: eventFields.isPinRequired.optional(),
  visibility: eventFields.visibility.optional(),
  rsvpEnabled: eventFields.rsvpEnabled.optional(),
  autoApprove: eventFields.autoApprove.optional(),
  slideshowTableLeader: eventFields.slideshowTableLeader.optional(),
  allowVideos: eventFields.allowVideos.optional(),
  requireAlbum: eventFields.requireAlbum.optional(),
  galleryMode: eventFields.galleryMode.optional(),
  coverImageUrl: httpUrl,
  /** Accepted only when unchanged: links and printed QR codes depend on it (SPEC help centre). */
  slug: z.string().optional(),
});

export type CreateEventData = z.output<typeof CreateEventInput>;
export type UpdateEventData = z.output<typeof UpdateEventInput>;

/** A reveal time is a shared gallery's (decision 052): the same words for REST and GraphQL, create and update. */
export const REVEAL_NEEDS_SHARED = 'A reveal time works only with the shared gallery (gallery mode SHARED)';
/** Reveal now on an event whose guests never see a shared gallery (OWN, UPLOAD_ONLY). */
export const ONLY_SHARED_REVEALS = 'Only a shared gallery (gallery mode SHARED) can be revealed';
