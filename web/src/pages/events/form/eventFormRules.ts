import type { FieldErrors } from '../../../components/form/fieldErrors';
import { coordinatePairErrors } from '../../../components/map/coordinates';
import type { VisibilityValue } from '../../../../../common/visibility';

// What Create event and the event's Settings tab share: the fields both edit and the checks the
// server makes too (api/src/modules/events/event-input.ts), so most mistakes are caught before the
// round trip and both forms catch the same ones.

export type Visibility = VisibilityValue;

/** The fields of an event both forms edit, as the inputs hold them (datetime-local, coordinate strings). */
export type EventFormValues = {
  title: string;
  dateTime: string;
  venueName: string;
  address: string;
  description: string;
  coupleNames: string;
  latitude: string;
  longitude: string;
  isPinRequired: boolean;
  pinCode: string;
  visibility: Visibility;
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

/** SPEC §3: empty strings, no PIN, link-only visibility. */
export const EMPTY_EVENT_VALUES: EventFormValues = {
  title: '',
  dateTime: '',
  venueName: '',
  address: '',
  description: '',
  coupleNames: '',
  latitude: '',
  longitude: '',
  isPinRequired: false,
  pinCode: '',
  visibility: 'LINK',
};

/** The shared checks, in the order of the form, so the first message is the first field's. */
export function validateEventFields(values: EventFormValues): FieldErrors<EventFormValues> {
  const errors: FieldErrors<EventFormValues> = {};
  const title = values.title.trim();
  if (!title) errors.title = 'Title is required';
  else if (title.length > EVENT_MAX_LENGTH.title) {
    errors.title = `Title must be at most ${EVENT_MAX_LENGTH.title} characters`;
  }
  if (!values.dateTime) errors.dateTime = 'Date and time is required';
  else if (Number.isNaN(new Date(values.dateTime).getTime())) errors.dateTime = 'Please enter a valid date and time';
  Object.assign(errors, coordinatePairErrors(values.latitude, values.longitude));
  if (values.isPinRequired) {
    const pin = values.pinCode.trim();
    if (!pin) errors.pinCode = 'Please enter a PIN of 4 to 8 digits, or turn off Require PIN';
    else if (!PIN_PATTERN.test(pin)) errors.pinCode = 'PIN must be 4 to 8 digits';
  }
  return errors;
}

/**
 * Whether a datetime-local value lies before `now`: a new event on a past date is usually a typo (last
 * year), so Create event asks before making it; a past date is still allowed (a gallery after the day).
 */
export function isPastDateTime(value: string, now: Date = new Date()): boolean {
  const time = new Date(value).getTime();
  return !Number.isNaN(time) && time < now.getTime();
}
