import { beforeAll, describe, expect, it } from 'vitest';
import { readEnglish } from './i18n/testing';
import { photoSenderText } from './rsvpStatus';

beforeAll(readEnglish);

describe('who sent a photo', () => {
  it('names the RSVP with its answer and party size, else the typed name, else an anonymous guest', () => {
    expect(photoSenderText({ fullName: 'Ayla Demir', status: 'YES', guestsCount: 2 }, 'Ayla')).toBe(
      'Ayla Demir (RSVP: Coming, 2 guests)',
    );
    expect(photoSenderText({ fullName: 'Mert', status: 'MAYBE', guestsCount: 1 }, null)).toBe(
      'Mert (RSVP: Maybe, 1 guest)',
    );
    expect(photoSenderText(null, 'Aunt Selin')).toBe('Aunt Selin');
    expect(photoSenderText(null, null)).toBe('Anonymous guest');
  });
});
