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
  UNPLAYABLE_WHY,
  acceptedVideoFormats,
  directVideoTooLargeMessage,
  invalidMediaTypeMessage,
  ONLY_ACCEPTED_MEDIA,
  photoPickerHint,
  photosOnlyMessage,
  storageFullMessage,
  tooManyFilesMessage,
  videoPickerHint,
  videoUploadHint,
  type LimitWords,
} from './upload-limits.ts';
import { setupI18n } from '@lingui/core';
import { compileCatalog } from './i18n/catalogs.ts';
import { readCatalog } from './i18n/read-catalogs.ts';
import { renderWords } from './i18n/words.ts';

/** The words in `locale`, from the guest catalogs both the server and the web app read. */
function render(locale: string, words: LimitWords): string {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, messages: compileCatalog(readCatalog('guest', locale)) });
  return renderWords(words, (id, values) => i18n._(id, values));
}

/** The words in English, as the server writes them without Accept-Language (and the web app in English). */
const english = (words: LimitWords) => render('en', words);

// The texts are the SPEC's (§5), written out here on purpose: a test built from the same constants
// could not notice a changed limit or a reworded message.
describe('upload limits and their messages', () => {
  it('says what SPEC §5 says for a file too large and one of another type', () => {
    expect(english(tooLargeMessage('IMG_0042.HEIC'))).toBe('IMG_0042.HEIC is too large. Maximum file size is 25MB.');
    expect(english(invalidTypeMessage('notes.pdf'))).toBe(
      'notes.pdf is an invalid file type. Only JPEG, PNG, HEIC and WebP files are accepted.',
    );
    expect(english(ONLY_ACCEPTED_FORMATS)).toBe('Only JPEG, PNG, HEIC and WebP files are accepted.');
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
    expect(english(videoTooLongMessage('IMG_0042.MOV', 360, 300))).toBe(
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
    expect(english(videoTooLargeMessage('wedding.mp4'))).toBe('wedding.mp4 is too large. Maximum video size is 1GB.');
    expect(english(videoTooLargeMessage('wedding.mp4', 500 * 1024 ** 2))).toBe(
      'wedding.mp4 is too large. Maximum video size is 500MB.',
    );
    expect(english(videoResolutionMessage('drone.mp4', 5472, 3078))).toBe(
      'drone.mp4 is 5472 × 3078 pixels: videos can be at most 4096 × 2160 (4K). Please share a smaller copy.',
    );
    expect(english(unreadableVideoMessage('speech.mp4'))).toBe('speech.mp4 could not be read as a video.');
    expect(english(unplayableVideoMessage('a.mov', UNPLAYABLE_WHY.noPicture()))).toBe(
      'a.mov is not a video we can play: it has no picture.',
    );
  });
});

// The words moved into the guest catalogs (decision 058): English says exactly what it said when the
// sentences were built here, and the formats the catalogs write out are the ones this module accepts.
describe('the limits in the catalogs', () => {
  it('writes out the accepted formats as ACCEPTED_FORMATS and ACCEPTED_VIDEO_FORMATS name them', () => {
    expect(english(ONLY_ACCEPTED_FORMATS)).toBe(`Only ${acceptedFormats()} files are accepted.`);
    expect(english(ONLY_ACCEPTED_MEDIA)).toBe(
      `Only ${acceptedFormats()} photos and ${acceptedVideoFormats()} videos are accepted.`,
    );
    expect(english(invalidMediaTypeMessage('x.gif'))).toBe(
      `x.gif is an invalid file type. ${english(ONLY_ACCEPTED_MEDIA)}`,
    );
  });

  it('keeps the English of every other refusal and hint', () => {
    expect(english(photosOnlyMessage('clip.mov'))).toBe('clip.mov is a video. This event takes photos only.');
    expect(english(directVideoTooLargeMessage('clip.mov'))).toBe(
      'clip.mov is too large to send in one request (videos up to 100MB). Use the resumable upload (tus) for ' +
        'larger videos; our apps do it for you.',
    );
    expect(english(storageFullMessage(50 * 1024 ** 3))).toBe(
      "This event's storage for photos and videos is full (50 GB). The hosts can make room by deleting some.",
    );
    expect(english(unplayableVideoMessage('a.mov', UNPLAYABLE_WHY.severalTracks(2)))).toBe(
      'a.mov is not a video we can play: it has 2 video tracks, and we take videos with one.',
    );
    expect(english(unplayableVideoMessage('a.mov', UNPLAYABLE_WHY.codec('ProRes')))).toBe(
      'a.mov is not a video we can play: its ProRes video is not supported.',
    );
    expect(english(tooManyFilesMessage(20, false))).toBe('You can upload up to 20 photos at a time.');
    expect(english(tooManyFilesMessage(20, true))).toBe('You can upload up to 20 photos and videos at a time.');
    expect(english(photoPickerHint())).toBe('JPEG, PNG, HEIC or WebP, up to 25 MB each, 20 at a time.');
    expect(english(videoPickerHint())).toBe(videoUploadHint());
    expect(english(videoPickerHint(200 * 1024 ** 2, 90))).toBe(videoUploadHint(200 * 1024 ** 2, 90));
    expect(english(videoTooLongMessage('a.mp4', 90, 60))).toBe(
      'a.mp4 is 1 minute 30 seconds long. Videos can be up to 1 minute long.',
    );
  });

  it('says the same in the reader’s language, the file and the numbers in place', () => {
    expect(render('de', tooLargeMessage('IMG_0042.HEIC'))).toBe(
      'IMG_0042.HEIC ist zu groß. Eine Datei darf höchstens 25 MB groß sein.',
    );
    expect(render('es', videoTooLongMessage('a.mp4', 360, 300))).toBe(
      'a.mp4 dura 6 minutos. Los videos pueden durar hasta 5 minutos.',
    );
    expect(render('tr', invalidTypeMessage('notlar.pdf'))).toBe(
      'notlar.pdf desteklenmeyen bir dosya türünde. Yalnızca JPEG, PNG, HEIC ve WebP dosyaları kabul edilir.',
    );
  });
});
