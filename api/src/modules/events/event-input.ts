import { z } from 'zod';
import { GalleryMode, Visibility } from '../../generated/prisma/enums.ts';
import { normalizeSlug, slugProblem } from '../../../../common/slug.ts';
import { canonicalTimeZone, DEFAULT_TIME_ZONE, timeZoneProblem } from '../../../../common/time-zone.ts';
import { languageSchema } from '../../lib/language-input.ts';
import { message, type Message, type ServerMessageId } from '../../i18n/messages.ts';
import { optionalEmail, optionalText, says } from '../../lib/validation.ts';

// What hosts may write into an event, for create and update alike (SPEC §5 plus our own limits).

export const PIN_PATTERN = /^\d{4,8}$/;
export const PIN_MESSAGE = says('eventForm.pinInvalid');

/**
 * Trimmed and lower-cased, so 'Ayla-And-Can' and 'ayla-and-can' are one link. The rules and their messages
 * are the event form's own (common/slug.ts): the form says exactly what the server would.
 */
export const slugSchema = z.string({ error: says('eventRules.slugRequired') }).transform((value, ctx) => {
  const problem = slugProblem(value);
  if (problem === null) return normalizeSlug(value);
  ctx.addIssue({ code: 'custom', message: says(problem.id, problem.values) });
  return z.NEVER;
});

/** ISO strings from REST, Date objects from GraphQL's DateTime scalar; each field words its own problems. */
function dateTime(required: ServerMessageId, invalid: ServerMessageId) {
  return z.union([z.date(), z.string()], { error: says(required) }).transform((value, ctx) => {
    const date = value instanceof Date ? value : new Date(value.trim());
    if (Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: 'custom', message: says(invalid) });
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
  .string({ error: says('inputs.timeZoneNotText') })
  .transform((value, ctx) => {
    const canonical = canonicalTimeZone(value);
    if (canonical !== null) return canonical;
    // Not a zone, so timeZoneProblem names why (its null is only for a zone).
    const problem = timeZoneProblem(value) ?? { id: 'eventRules.timeZoneRequired' };
    ctx.addIssue({ code: 'custom', message: says(problem.id, problem.values) });
    return z.NEVER;
  })
  .nullish()
  .transform((value) => (value === null ? DEFAULT_TIME_ZONE : value));

/** Numbers, or numeric strings from forms; empty means "not set" (SPEC §5: empty coordinates are omitted). */
function coordinate(words: { notNumber: ServerMessageId; outOfRange: ServerMessageId }, limit: number) {
  return z
    .union([z.number(), z.string()], { error: says(words.notNumber) })
    .transform((value, ctx) => {
      if (typeof value === 'string' && value.trim() === '') return null;
      const number = typeof value === 'number' ? value : Number(value.trim());
      if (!Number.isFinite(number) || Math.abs(number) > limit) {
        ctx.addIssue({ code: 'custom', message: says(words.outOfRange, { limit }) });
        return z.NEVER;
      }
      return Math.round(number * 1e6) / 1e6;
    })
    .nullish();
}

const httpUrl = z
  .string({ error: says('inputs.coverUrlNotText') })
  .trim()
  .max(2000, says('inputs.coverUrlTooLong'))
  .transform((value, ctx) => {
    if (value === '') return null;
    let url: URL | undefined;
    try {
      url = new URL(value);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
      ctx.addIssue({ code: 'custom', message: says('inputs.coverUrlScheme') });
      return z.NEVER;
    }
    return url.toString();
  })
  .nullish();

/** A switch sent as something else than true or false, named in the reader's language. */
function trueOrFalse(label: Message): string {
  return says('inputs.trueOrFalse', { label });
}

/** Every field a host edits; all optional here, the create schema makes its three required. */
const eventFields = {
  title: z
    .string({ error: says('eventForm.titleRequired') })
    .trim()
    .min(1, says('eventForm.titleRequired'))
    .max(200, says('eventForm.titleTooLong', { max: 200 })),
  dateTime: dateTime('eventForm.dateRequired', 'eventForm.dateInvalid'),
  timeZone,
  venueName: optionalText(message('inputs.label.venueName'), 200),
  address: optionalText(message('inputs.label.address'), 500),
  latitude: coordinate({ notNumber: 'inputs.latitudeNotNumber', outOfRange: 'inputs.latitudeRange' }, 90),
  longitude: coordinate({ notNumber: 'inputs.longitudeNotNumber', outOfRange: 'inputs.longitudeRange' }, 180),
  description: optionalText(message('inputs.label.description'), 5000),
  coupleNames: optionalText(message('inputs.label.coupleNames'), 200),
  isPinRequired: z.boolean({ error: trueOrFalse(message('eventForm.requirePin')) }),
  pinCode: z
    .string({ error: PIN_MESSAGE })
    .trim()
    .transform((value) => value || null)
    .refine((value) => value === null || PIN_PATTERN.test(value), PIN_MESSAGE)
    .nullish(),
  visibility: z.enum(Visibility, { error: says('inputs.visibilityInvalid') }),
  rsvpEnabled: z.boolean({ error: trueOrFalse(message('inputs.label.rsvpEnabled')) }),
  rsvpDeadline: dateTime('inputs.rsvpDeadlineRequired', 'inputs.rsvpDeadlineInvalid').nullish(),
  autoApprove: z.boolean({ error: trueOrFalse(message('inputs.label.autoApprove')) }),
  slideshowTableLeader: z.boolean({ error: trueOrFalse(message('inputs.label.slideshowTableLeader')) }),
  allowVideos: z.boolean({ error: trueOrFalse(message('eventForm.allowVideos')) }),
  requireAlbum: z.boolean({ error: trueOrFalse(message('inputs.label.requireAlbum')) }),
  galleryMode: z.enum(GalleryMode, { error: says('inputs.galleryModeInvalid') }),
  /** With SHARED only (decision 052): EventsService refuses it with another mode. Null: no reveal. */
  revealAt: dateTime('inputs.revealAtRequired', 'inputs.revealAtInvalid').nullish(),
  /** Null or absent: on create the owner's language, on update unchanged (the column always has one). */
  language: languageSchema.nullish().transform((value) => value ?? undefined),
  contactName: optionalText(message('inputs.label.contactName'), 100),
  contactEmail: optionalEmail(message('inputs.label.contactEmail'), message('inputs.contactEmailInvalid')),
  contactPhone: optionalText(message('inputs.label.contactPhone'), 40),
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
export const REVEAL_NEEDS_SHARED = message('inputs.revealNeedsShared');
/** Reveal now on an event whose guests never see a shared gallery (OWN, UPLOAD_ONLY). */
export const ONLY_SHARED_REVEALS = message('inputs.onlySharedReveals');
