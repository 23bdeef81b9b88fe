import { beforeAll, describe, expect, it } from 'vitest';
import messages from 'virtual:catalog/guest/en';
import { compileCatalog } from '../../../../common/i18n/catalogs';
import formatTr from '../../../../common/i18n/messages/guest/format.tr.json';
import uiTr from '../../../../common/i18n/messages/guest/ui.tr.json';
import { i18n } from '../../i18n/i18n';
import { countMedia, isVideo, mediaName } from './media';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages }));

describe('media names', () => {
  it('says which is a video and how long, in words a screen reader says well', () => {
    expect(mediaName({ mediaType: 'PHOTO' }, 3)).toBe('Photo 3');
    expect(mediaName({ mediaType: 'VIDEO', durationSeconds: 42.4 }, 2)).toBe('Video 2, 42 seconds');
    expect(mediaName({ mediaType: 'VIDEO', durationSeconds: 90 }, 1, true)).toBe('Your video 1, 1 minute 30 seconds');
    expect(mediaName({ mediaType: 'VIDEO', durationSeconds: null }, 4)).toBe('Video 4');
    // An answer without the field (older server) is a photo.
    expect(mediaName({}, 5, true)).toBe('Your photo 5');
    expect(mediaName({}, 6, 'Your ')).toBe('Your photo 6');
    expect(isVideo({ mediaType: undefined })).toBe(false);
  });

  it('counts photos and videos the way a sentence says them', () => {
    expect(countMedia(1, 0)).toBe('1 photo');
    expect(countMedia(3, 0)).toBe('3 photos');
    expect(countMedia(0, 1)).toBe('1 video');
    expect(countMedia(2, 1)).toBe('2 photos and 1 video');
    expect(countMedia(1, 2, true)).toBe('1 Photo and 2 Videos');
    expect(countMedia(0, 0)).toBe('0 photos');
  });

  it('speaks the page’s language', () => {
    const turkish = { ...uiTr, ...formatTr };
    i18n.loadAndActivate({ locale: 'tr', messages: compileCatalog(turkish) });
    try {
      expect(countMedia(2, 1)).toBe('2 fotoğraf ve 1 video');
      expect(mediaName({ mediaType: 'VIDEO', durationSeconds: 90 }, 1)).toBe('Video 1, 1 dakika 30 saniye');
    } finally {
      i18n.loadAndActivate({ locale: 'en', messages });
    }
  });
});
