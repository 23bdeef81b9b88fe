import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { compileCatalog } from '../../../../../../common/i18n/catalogs';
import uploads from '../../../../../../common/i18n/messages/app/uploadsTab.en.json';
import albumWords from '../../../../../../common/i18n/messages/app/albums.en.json';
import { renderWords, type Words } from '../../../../../../common/i18n/words';
import { albumNameError, slideshowHref, zipHref } from './albumChoices';

const albums = [
  { id: 'QWxidW06MQ==', name: 'Ceremony' },
  { id: 'QWxidW06Mg==', name: 'Reception' },
];

/** The problem in English, as the form says it to an English reader (null: none). */
function english(words: Words | null): string | null {
  const i18n = setupI18n({ locale: 'en', messages: { en: compileCatalog(albumWords) } });
  return words && renderWords(words, (id, values) => i18n._(id, values));
}

describe('album choices', () => {
  it("says the API's name rules as the host types: required, too long, taken in any letter case", () => {
    expect(albumNameError('After party', albums)).toBeNull();
    expect(english(albumNameError('   ', albums))).toBe('Please give the album a name.');
    expect(english(albumNameError('x'.repeat(61), albums))).toBe('An album name can be at most 60 characters.');
    expect(albumNameError('x'.repeat(60), albums)).toBeNull();
    expect(english(albumNameError('  ceremony ', albums))).toBe('There is already an album called "ceremony".');
  });

  it('lets an album keep its own name or change only its letter case when renamed', () => {
    expect(albumNameError('CEREMONY', albums, 'QWxidW06MQ==')).toBeNull();
    expect(english(albumNameError('reception', albums, 'QWxidW06MQ=='))).toBe(
      'There is already an album called "reception".',
    );
  });

  it("gives the full ZIP, one album's or the photos in no album", () => {
    expect(zipHref(7, { kind: 'all' })).toBe('/api/auth/events/7/download.zip');
    expect(zipHref(7, { kind: 'album', databaseId: 12 })).toBe('/api/auth/events/7/download.zip?albumId=12');
    expect(zipHref(7, { kind: 'none' })).toBe('/api/auth/events/7/download.zip?albumId=none');
  });

  it('plays every photo, the highlights or one album on the slideshow', () => {
    const share = 'https://example.com/e/ayla-and-deniz';
    expect(slideshowHref(share, 'all')).toBe('https://example.com/e/ayla-and-deniz/live');
    expect(slideshowHref(share, 'highlights')).toBe('https://example.com/e/ayla-and-deniz/live?album=highlights');
    expect(slideshowHref(share, 12)).toBe('https://example.com/e/ayla-and-deniz/live?album=12');
  });

  it('plays the most loved first when asked', () => {
    const share = 'https://example.com/e/ayla-and-deniz';
    expect(slideshowHref(share, 'all', true)).toBe('https://example.com/e/ayla-and-deniz/live?order=loved');
    expect(slideshowHref(share, 12, true)).toBe('https://example.com/e/ayla-and-deniz/live?album=12&order=loved');
  });

  it('says what a bulk move did', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: compileCatalog(uploads) } });
    expect(i18n._('uploadsTab.moved', { count: 2, album: 'Ceremony' })).toBe('Moved 2 photos to Ceremony');
    expect(i18n._('uploadsTab.moved', { count: 1, album: 'Ceremony' })).toBe('Moved 1 photo to Ceremony');
    expect(i18n._('uploadsTab.movedOut', { count: 1 })).toBe('Took 1 photo out of its album');
    expect(i18n._('uploadsTab.movedOut', { count: 3 })).toBe('Took 3 photos out of their albums');
  });
});
