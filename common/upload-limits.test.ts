import { describe, expect, it } from 'vitest';
import {
  acceptedFormats,
  invalidTypeMessage,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_SIZE,
  ONLY_ACCEPTED_FORMATS,
  tooLargeMessage,
} from './upload-limits.ts';

// The texts are the SPEC's (§5), written out here on purpose: a test built from the same constants
// could not notice a changed limit or a reworded message.
describe('upload limits and their messages', () => {
  it('says what SPEC §5 says for a file too large and one of another type', () => {
    expect(tooLargeMessage('IMG_0042.HEIC')).toBe('IMG_0042.HEIC is too large. Maximum file size is 25MB.');
    expect(invalidTypeMessage('notes.pdf')).toBe(
      'notes.pdf is an invalid file type. Only JPEG, PNG, HEIC and WebP files are accepted.',
    );
    expect(ONLY_ACCEPTED_FORMATS).toBe('Only JPEG, PNG, HEIC and WebP files are accepted.');
  });

  it('names the limit and the formats in prose', () => {
    expect(MAX_IMAGE_BYTES).toBe(26_214_400);
    expect(MAX_IMAGE_SIZE).toBe('25 MB');
    expect(acceptedFormats()).toBe('JPEG, PNG, HEIC and WebP');
    expect(acceptedFormats('or')).toBe('JPEG, PNG, HEIC or WebP');
  });
});
