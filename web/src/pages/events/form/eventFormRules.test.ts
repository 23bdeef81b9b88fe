import { describe, expect, it } from 'vitest';
import { EMPTY_EVENT_VALUES, EVENT_MAX_LENGTH, isPastDateTime, validateEventFields } from './eventFormRules';

const valid = { ...EMPTY_EVENT_VALUES, title: "Ayla & Can's Wedding", dateTime: '2031-05-04T18:00' };

describe('validateEventFields', () => {
  it('accepts a title and a date, everything else left empty', () => {
    expect(validateEventFields(valid)).toEqual({});
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

describe('isPastDateTime', () => {
  const now = new Date('2030-06-01T12:00');
  it('is true before now and false from now on, and for a date it cannot read', () => {
    expect(isPastDateTime('2030-06-01T11:59', now)).toBe(true);
    expect(isPastDateTime('2029-06-01T12:00', now)).toBe(true);
    expect(isPastDateTime('2030-06-01T12:00', now)).toBe(false);
    expect(isPastDateTime('2031-01-01T00:00', now)).toBe(false);
    expect(isPastDateTime('soon', now)).toBe(false);
  });
});
