import { beforeAll, describe, expect, it } from 'vitest';
import { readEnglish } from '../../../i18n/testing';
import {
  EMPTY_EVENT_VALUES,
  EVENT_MAX_LENGTH,
  eventInstant,
  isPastDateTime,
  revealInstant,
  validateEventFields,
} from './eventFormRules';

beforeAll(readEnglish);

const valid = { ...EMPTY_EVENT_VALUES, title: "Ayla & Can's Wedding", dateTime: '2031-05-04T18:00' };

describe('validateEventFields', () => {
  it('accepts a title and a date, everything else left empty', () => {
    expect(validateEventFields(valid)).toEqual({});
  });

  it('starts a new event taking videos, as the server does (issue 30), and accepts either choice', () => {
    expect(EMPTY_EVENT_VALUES.allowVideos).toBe(true);
    expect(validateEventFields({ ...valid, allowVideos: false })).toEqual({});
  });

  it('names the required fields, in the order of the form', () => {
    const errors = validateEventFields({ ...EMPTY_EVENT_VALUES, title: '   ' });
    expect(errors).toEqual({ title: 'Title is required', dateTime: 'Date and time is required' });
    expect(Object.keys(errors)).toEqual(['title', 'dateTime']);
  });

  it('refuses a date the browser could not read and a title over the server limit', () => {
    expect(validateEventFields({ ...valid, dateTime: 'soon', title: 'x'.repeat(201) })).toEqual({
      title: 'Title must be at most 200 characters',
      dateTime: 'Please enter a valid date and time',
    });
  });

  it("refuses a zone that is not one, with the server's message", () => {
    expect(validateEventFields({ ...valid, timeZone: 'Mars/Olympus_Mons' })).toEqual({
      timeZone:
        'Unknown time zone "Mars/Olympus_Mons": use an IANA name such as Europe/Istanbul, America/New_York or UTC',
    });
    expect(validateEventFields({ ...valid, timeZone: '' })).toEqual({ timeZone: 'Time zone is required' });
  });

  it('refuses a time the clocks skip at the place, naming the jump, instead of moving it', () => {
    // Summer time begins in Berlin at 02:00 on 29 March 2026: 02:30 never shows there.
    const spring = { ...valid, dateTime: '2026-03-29T02:30', timeZone: 'Europe/Berlin' };
    expect(validateEventFields(spring)).toEqual({
      dateTime:
        '02:30 does not exist on that day in Europe/Berlin: the clocks go forward from 02:00 to 03:00. Please choose another time.',
    });
    // The same time in Istanbul (no summer time) is an ordinary one.
    expect(validateEventFields({ ...spring, timeZone: 'Europe/Istanbul' })).toEqual({});
  });

  it('asks for a PIN of 4 to 8 digits only while one is required', () => {
    expect(validateEventFields({ ...valid, isPinRequired: false, pinCode: '12' })).toEqual({});
    expect(validateEventFields({ ...valid, isPinRequired: true, pinCode: '' }).pinCode).toBe(
      'Please enter a PIN of 4 to 8 digits, or turn off Require PIN',
    );
    expect(validateEventFields({ ...valid, isPinRequired: true, pinCode: '123' }).pinCode).toBe(
      'PIN must be 4 to 8 digits',
    );
    expect(validateEventFields({ ...valid, isPinRequired: true, pinCode: '123456' })).toEqual({});
  });

  it('wants both coordinates or neither', () => {
    expect(validateEventFields({ ...valid, latitude: '41.008200' })).toEqual({
      longitude: 'Please enter a longitude too, or clear the latitude',
    });
    expect(validateEventFields({ ...valid, latitude: '41.008200', longitude: '28.978400' })).toEqual({});
  });
});

// The API's own schema, loaded at run time (web/tsconfig.json does not compile api/, whose imports are
// Node-style), so a limit changed on one side only fails here.
const serverSchemaPath = '../../../../../api/src/modules/events/event-input.ts';
type ServerSchema = { safeParse: (input: unknown) => { success: boolean } };
const { UpdateEventInput } = (await import(/* @vite-ignore */ serverSchemaPath)) as { UpdateEventInput: ServerSchema };

/** A value of the field's kind, `length` characters long. */
function valueOfLength(field: keyof typeof EVENT_MAX_LENGTH, length: number): string {
  if (field === 'coverImageUrl') return `https://example.com/${'a'.repeat(length - 'https://example.com/'.length)}`;
  if (field === 'contactEmail') {
    // Labels of at most 63 characters, as the address format wants.
    const domain = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`;
    return `${'a'.repeat(length - domain.length - 1)}@${domain}`;
  }
  return 'x'.repeat(length);
}

describe('EVENT_MAX_LENGTH', () => {
  it.each(Object.entries(EVENT_MAX_LENGTH) as [keyof typeof EVENT_MAX_LENGTH, number][])(
    "is the server's limit for %s (%i)",
    (field, max) => {
      expect(UpdateEventInput.safeParse({ [field]: valueOfLength(field, max) }).success).toBe(true);
      expect(UpdateEventInput.safeParse({ [field]: valueOfLength(field, max + 1) }).success).toBe(false);
    },
  );
});

describe('eventInstant', () => {
  it("reads the typed time on the clock of the event's place, not the browser's", () => {
    // A host in London planning a wedding in Istanbul types 16:00: guests there see 16:00.
    expect(eventInstant('2027-06-12T16:00', 'Europe/Istanbul')).toBe('2027-06-12T13:00:00.000Z');
    expect(eventInstant('2027-06-12T16:00', 'Europe/London')).toBe('2027-06-12T15:00:00.000Z');
    expect(eventInstant('2027-06-12T16:00', 'europe/istanbul')).toBe('2027-06-12T13:00:00.000Z');
  });

  it('has no instant for no date, a zone that is not one, or a skipped time', () => {
    expect(eventInstant('', 'UTC')).toBeNull();
    expect(eventInstant('2027-06-12T16:00', 'Mars/Olympus_Mons')).toBeNull();
    expect(eventInstant('2026-03-29T02:30', 'Europe/Berlin')).toBeNull();
  });
});

describe('isPastDateTime', () => {
  const now = new Date('2030-06-01T12:00:00.000Z');
  it('is true before now and false from now on, and for a date it cannot read', () => {
    expect(isPastDateTime('2030-06-01T11:59', 'UTC', now)).toBe(true);
    expect(isPastDateTime('2029-06-01T12:00', 'UTC', now)).toBe(true);
    expect(isPastDateTime('2030-06-01T12:00', 'UTC', now)).toBe(false);
    expect(isPastDateTime('2031-01-01T00:00', 'UTC', now)).toBe(false);
    expect(isPastDateTime('soon', 'UTC', now)).toBe(false);
  });

  it("reads the time at the event's place", () => {
    // 14:00 in Istanbul is 11:00 UTC: already gone at 12:00 UTC; 14:00 in New York is still to come.
    expect(isPastDateTime('2030-06-01T14:00', 'Europe/Istanbul', now)).toBe(true);
    expect(isPastDateTime('2030-06-01T14:00', 'America/New_York', now)).toBe(false);
  });
});

describe('gallery mode and reveal time (issue 31)', () => {
  const valid = { ...EMPTY_EVENT_VALUES, title: 'Reveal', dateTime: '2031-05-04T18:00', timeZone: 'Europe/Istanbul' };

  it('a shared gallery sends its reveal time at the event’s place; another mode sends none', () => {
    expect(EMPTY_EVENT_VALUES.galleryMode).toBe('SHARED');
    expect(revealInstant({ ...valid, revealAt: '2031-05-04T23:00' })).toBe('2031-05-04T20:00:00.000Z');
    expect(revealInstant({ ...valid, revealAt: '' })).toBeNull();
    expect(revealInstant({ ...valid, galleryMode: 'OWN', revealAt: '2031-05-04T23:00' })).toBeNull();
  });

  it('a reveal time the clocks skip is refused; with another mode it is not checked', () => {
    const skipped = { ...valid, timeZone: 'Europe/Berlin', revealAt: '2026-03-29T02:30' };
    expect(validateEventFields(skipped).revealAt).toMatch(/does not exist/);
    expect(validateEventFields({ ...skipped, galleryMode: 'UPLOAD_ONLY' }).revealAt).toBeUndefined();
  });
});
