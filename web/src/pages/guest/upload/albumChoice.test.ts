import { describe, expect, it } from 'vitest';
import { albumToSend, currentAlbumChoice, initialAlbumChoice, NO_ALBUM_CHOICE } from './albumChoice';

const ceremony = { databaseId: 11, name: 'Ceremony' };
const reception = { databaseId: 12, name: 'Reception' };
const albums = [ceremony, reception];

describe('the album the uploader offers first', () => {
  it('is "No album" when the hosts allow it and nothing was chosen before', () => {
    expect(initialAlbumChoice(albums, false, null)).toBe(NO_ALBUM_CHOICE);
  });

  it('is nothing when the hosts require an album: the guest must choose', () => {
    expect(initialAlbumChoice(albums, true, null)).toBeNull();
  });

  it('is the album this browser chose last time, while it still exists', () => {
    expect(initialAlbumChoice(albums, false, 12)).toBe(12);
    expect(initialAlbumChoice(albums, true, 12)).toBe(12);
    // Deleted since: back to the default.
    expect(initialAlbumChoice(albums, false, 99)).toBe(NO_ALBUM_CHOICE);
    expect(initialAlbumChoice(albums, true, 99)).toBeNull();
  });
});

describe('the album choice as the event changes', () => {
  it('keeps an album that still exists', () => {
    expect(currentAlbumChoice(11, albums, true)).toBe(11);
  });

  it('drops an album deleted meanwhile, so the guest chooses again', () => {
    expect(currentAlbumChoice(11, [reception], false)).toBeNull();
  });

  it('drops "No album" once the hosts require one', () => {
    expect(currentAlbumChoice(NO_ALBUM_CHOICE, albums, false)).toBe(NO_ALBUM_CHOICE);
    expect(currentAlbumChoice(NO_ALBUM_CHOICE, albums, true)).toBeNull();
  });
});

describe('the album sent with the photos', () => {
  it('is the album\'s id, none for "No album", and not decided while nothing is chosen', () => {
    expect(albumToSend(12, albums)).toBe(12);
    expect(albumToSend(NO_ALBUM_CHOICE, albums)).toBeNull();
    expect(albumToSend(null, albums)).toBeUndefined();
  });

  it('is none for an event without albums', () => {
    expect(albumToSend(null, [])).toBeNull();
  });
});
