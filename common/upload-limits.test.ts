import { describe, expect, it } from 'vitest';
import {
  acceptedFormats,
  byteLimitText,
  durationText,
  unplayableVideoMessage,
  unreadableVideoMessage,
  videoLengthRule,
  videoResolutionMessage,
  videoTooLargeMessage,
  videoTooLongMessage,
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

// Issue 30: the video limits come from configuration, so each message is checked at the defaults and at
// another value.
describe('video limits and their messages', () => {
  it("says 'Videos can be up to 5 minutes long.' at the default, and follows the configured length", () => {
    expect(videoLengthRule()).toBe('Videos can be up to 5 minutes long.');
    expect(videoLengthRule(300)).toBe('Videos can be up to 5 minutes long.');
    expect(videoLengthRule(90)).toBe('Videos can be up to 1 minute 30 seconds long.');
    expect(videoTooLongMessage('IMG_0042.MOV', 360, 300)).toBe(
      'IMG_0042.MOV is 6 minutes long. Videos can be up to 5 minutes long.',
    );
  });

  it('writes lengths and byte limits in words', () => {
    expect(durationText(1)).toBe('1 second');
    expect(durationText(45.2)).toBe('45 seconds');
    expect(durationText(60)).toBe('1 minute');
    expect(durationText(3601)).toBe('60 minutes 1 second');
    expect(byteLimitText(1024 ** 3)).toBe('1GB');
    expect(byteLimitText(2 * 1024 ** 3)).toBe('2GB');
    expect(byteLimitText(500 * 1024 ** 2)).toBe('500MB');
  });

  it('too large, over 4K, unreadable and unplayable, with the file named as photo messages do', () => {
    expect(videoTooLargeMessage('wedding.mp4')).toBe('wedding.mp4 is too large. Maximum video size is 1GB.');
    expect(videoTooLargeMessage('wedding.mp4', 500 * 1024 ** 2)).toBe(
      'wedding.mp4 is too large. Maximum video size is 500MB.',
    );
    expect(videoResolutionMessage('drone.mp4', 5472, 3078)).toBe(
      'drone.mp4 is 5472 × 3078 pixels: videos can be at most 4096 × 2160 (4K). Please share a smaller copy.',
    );
    expect(unreadableVideoMessage('speech.mp4')).toBe('speech.mp4 could not be read as a video.');
    expect(unplayableVideoMessage('a.mov', 'it has no picture')).toBe(
      'a.mov is not a video we can play: it has no picture.',
    );
  });
});
