import type { FieldErrors } from '../../../components/form/fieldErrors';
import { coordinatePairErrors } from '../../../components/map/coordinates';
import type { VisibilityValue } from '../../../../../common/visibility';
import type { GalleryModeValue } from '../../../../../common/gallery-modes';
import { canonicalTimeZone, DEFAULT_TIME_ZONE, timeZoneProblem } from '../../../../../common/time-zone';
import { fromZonedInputValue } from '../../../../../common/zoned-time';
import { translate } from '../../../i18n/i18n';
import { say } from '../../../i18n/words';

// What Create event and the event's Settings tab share: the fields both edit and the checks the
// server makes too (api/src/modules/events/event-input.ts), so most mistakes are caught before the
// round trip and both forms catch the same ones.

export type Visibility = VisibilityValue;

/**
 * The fields of an event both forms edit, as the inputs hold them (datetime-local, coordinate strings).
 * `dateTime` is the clock of the event's place, `timeZone` (decision 047), never the browser's.
 */
export type EventFormValues = {
  title: string;
  dateTime: string;
  timeZone: string;
  venueName: string;
  address: string;
  description: string;
  coupleNames: string;
  latitude: string;
  longitude: string;
  isPinRequired: boolean;
  pinCode: string;
  visibility: Visibility;
  /** Guests may share videos as well as photos (issue 30; on unless the hosts turn it off). */
  allowVideos: boolean;
  /** Who sees the photos (issue 31, decision 052): SHARED unless the hosts choose otherwise. */
  galleryMode: GalleryModeValue;
  /** With SHARED: when the gallery opens to guests, on the clock of the event's place; '' for no reveal. */
  revealAt: string;
};

/**
 * The server's limits (api/src/modules/events/event-input.ts, checked by eventFormRules.test.ts), so the
 * browser stops typing there.
 */
export const EVENT_MAX_LENGTH = {
  title: 200,
  venueName: 200,
  address: 500,
  description: 5000,
  coupleNames: 200,
  coverImageUrl: 2000,
  contactName: 100,
  contactEmail: 254,
  contactPhone: 40,
} as const;

const PIN_PATTERN = /^\d{4,8}$/;

/** SPEC §3: empty strings, no PIN, link-only visibility; videos taken (issue 30). */
export const EMPTY_EVENT_VALUES: EventFormValues = {
  title: '',
  dateTime: '',
  timeZone: DEFAULT_TIME_ZONE,
  venueName: '',
  address: '',
  description: '',
  coupleNames: '',
  latitude: '',
  longitude: '',
  isPinRequired: false,
  pinCode: '',
  visibility: 'LINK',
  allowVideos: true,
  galleryMode: 'SHARED',
  revealAt: '',
};

/** The shared checks, in the order of the form, so the first message is the first field's. */
export function validateEventFields(values: EventFormValues): FieldErrors<EventFormValues> {
  const errors: FieldErrors<EventFormValues> = {};
  const title = values.title.trim();
  if (!title) errors.title = translate('eventForm.titleRequired');
  else if (title.length > EVENT_MAX_LENGTH.title) {
    errors.title = translate('eventForm.titleTooLong', { max: EVENT_MAX_LENGTH.title });
  }
  const dateTime = dateTimeProblem(values.dateTime, values.timeZone);
  if (dateTime) errors.dateTime = dateTime;
  const timeZone = timeZoneProblem(values.timeZone);
  if (timeZone) errors.timeZone = say(timeZone);
  Object.assign(errors, coordinatePairErrors(values.latitude, values.longitude));
  if (values.isPinRequired) {
    const pin = values.pinCode.trim();
    if (!pin) errors.pinCode = translate('eventForm.pinMissing');
    else if (!PIN_PATTERN.test(pin)) errors.pinCode = translate('eventForm.pinInvalid');
  }
  // The reveal time is optional and only with a shared gallery (the other modes send none).
  if (values.galleryMode === 'SHARED' && values.revealAt) {
    const reveal = dateTimeProblem(values.revealAt, values.timeZone);
    if (reveal) errors.revealAt = reveal;
  }
  return errors;
}

/** The device's own zone, as the server would save it: what a new event's zone starts as. */
export function deviceTimeZone(): string {
  return canonicalTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone) ?? DEFAULT_TIME_ZONE;
}

/**
 * The instant (ISO) a datetime-local value means at the event's place; null when it is empty, not a
 * date, in a zone not known, or a time the clocks skip there (validateEventFields says which).
 */
export function eventInstant(value: string, timeZone: string): string | null {
  const zone = canonicalTimeZone(timeZone);
  if (!value || zone === null) return null;
  const read = fromZonedInputValue(value, zone);
  return read.kind === 'instant' ? read.instant.toISOString() : null;
}

/**
 * Why the date and time would not do at the event's place: missing, not a date, or skipped by the
 * clocks there (summer time begins: 02:30 never shows in Berlin on 29 March 2026). A skipped time is
 * refused, not moved an hour on without a word (decision 047). A zone that is not one is the zone
 * field's problem, not this one's.
 */
export function dateTimeProblem(value: string, timeZone: string): string | null {
  if (!value) return translate('eventForm.dateRequired');
  const read = fromZonedInputValue(value, canonicalTimeZone(timeZone) ?? DEFAULT_TIME_ZONE);
  if (read.kind === 'invalid') return translate('eventForm.dateInvalid');
  if (read.kind === 'skipped') {
    return translate('eventForm.dateSkipped', {
      time: value.slice(11, 16),
      zone: timeZone,
      from: read.jumpFrom,
      to: read.jumpTo,
    });
  }
  return null;
}

/**
 * Whether a datetime-local value, read at the event's place, lies before `now`: a new event on a past
 * date is usually a typo (last year), so Create event asks before making it; a past date is still
 * allowed (a gallery after the day).
 */
export function isPastDateTime(value: string, timeZone: string, now: Date = new Date()): boolean {
  const instant = eventInstant(value, timeZone);
  return instant !== null && new Date(instant).getTime() < now.getTime();
}

/** The reveal time to send: an instant with SHARED, null otherwise or when empty (the server refuses one with OWN). */
export function revealInstant(values: Pick<EventFormValues, 'galleryMode' | 'revealAt' | 'timeZone'>): string | null {
  return values.galleryMode === 'SHARED' ? eventInstant(values.revealAt, values.timeZone) : null;
}
