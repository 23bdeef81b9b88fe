import { describe, expect, it } from 'vitest';
import {
  arrivalPosition,
  connectionVariables,
  DEFAULT_FILTERS,
  hasActiveFilters,
  matchesFilters,
} from './uploadFilters';

const photo = { status: 'PENDING', mediaType: 'PHOTO', originalFilename: 'IMG_2041.JPG', uploaderName: 'Aunt Selin' };

describe('upload filters', () => {
  it('sends no status for ALL and no search for blanks', () => {
    expect(connectionVariables(DEFAULT_FILTERS)).toEqual({
      status: null,
      search: null,
      orderBy: 'UPLOADED_NEWEST',
      rsvp: null,
      table: null,
      mediaType: null,
      albumId: null,
      withoutAlbum: null,
      favourite: null,
    });
    expect(
      connectionVariables({
        status: 'APPROVED',
        search: '  img ',
        order: 'TAKEN_OLDEST',
        guest: 'UnN2cDo3',
        table: 'RXZlbnRUYWJsZToy',
        media: 'VIDEO',
        album: 'QWxidW06MQ==',
        starred: true,
      }),
    ).toEqual({
      status: 'APPROVED',
      search: 'img',
      orderBy: 'TAKEN_OLDEST',
      rsvp: 'UnN2cDo3',
      table: 'RXZlbnRUYWJsZToy',
      mediaType: 'VIDEO',
      albumId: 'QWxidW06MQ==',
      withoutAlbum: null,
      favourite: true,
    });
    expect(connectionVariables({ ...DEFAULT_FILTERS, media: 'PHOTO' }).mediaType).toBe('PHOTO');
    // "No album" asks for the photos in none, never for an album called 'none'.
    expect(connectionVariables({ ...DEFAULT_FILTERS, album: 'none' })).toMatchObject({
      albumId: null,
      withoutAlbum: true,
    });
  });

  it('counts search and status as filters, not the order', () => {
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, order: 'TAKEN_NEWEST' })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, search: '  ' })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, search: 'a' })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, status: 'PENDING' })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, guest: 'UnN2cDo3' })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, table: 'RXZlbnRUYWJsZToy' })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, media: 'VIDEO' })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, album: 'none' })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, starred: true })).toBe(true);
  });

  it('shows a photo arriving live under an album filter only when it is filed there (or in none for No album)', () => {
    const ceremony = { id: 'QWxidW06MQ==' };
    expect(matchesFilters({ ...photo, album: ceremony }, { ...DEFAULT_FILTERS, album: ceremony.id })).toBe(true);
    expect(matchesFilters({ ...photo, album: null }, { ...DEFAULT_FILTERS, album: ceremony.id })).toBe(false);
    expect(matchesFilters({ ...photo, album: null }, { ...DEFAULT_FILTERS, album: 'none' })).toBe(true);
    expect(matchesFilters({ ...photo, album: ceremony }, { ...DEFAULT_FILTERS, album: 'none' })).toBe(false);
    expect(matchesFilters({ ...photo, album: ceremony }, DEFAULT_FILTERS)).toBe(true);
  });

  it('shows only starred photos under Starred only (a new photo has no star yet)', () => {
    expect(matchesFilters({ ...photo, isFavourite: false }, { ...DEFAULT_FILTERS, starred: true })).toBe(false);
    expect(matchesFilters({ ...photo, isFavourite: true }, { ...DEFAULT_FILTERS, starred: true })).toBe(true);
    expect(matchesFilters({ ...photo, isFavourite: false }, DEFAULT_FILTERS)).toBe(true);
  });

  it('shows an upload arriving live under a type filter only when it is of that type', () => {
    const video = { ...photo, mediaType: 'VIDEO', originalFilename: 'vows.mov' };
    expect(matchesFilters(video, { ...DEFAULT_FILTERS, media: 'VIDEO' })).toBe(true);
    expect(matchesFilters(photo, { ...DEFAULT_FILTERS, media: 'VIDEO' })).toBe(false);
    expect(matchesFilters(photo, { ...DEFAULT_FILTERS, media: 'PHOTO' })).toBe(true);
    expect(matchesFilters(video, { ...DEFAULT_FILTERS, media: 'PHOTO' })).toBe(false);
    expect(matchesFilters(video, DEFAULT_FILTERS)).toBe(true);
    // With the other filters: a pending video under Pending + Videos, not under Approved + Videos.
    expect(matchesFilters(video, { ...DEFAULT_FILTERS, media: 'VIDEO', status: 'PENDING' })).toBe(true);
    expect(matchesFilters(video, { ...DEFAULT_FILTERS, media: 'VIDEO', status: 'APPROVED' })).toBe(false);
  });

  it("shows a photo arriving live under a table filter only when it came from that table's card", () => {
    const oaks = { id: 'RXZlbnRUYWJsZToy' };
    expect(matchesFilters({ ...photo, table: oaks }, { ...DEFAULT_FILTERS, table: oaks.id })).toBe(true);
    expect(matchesFilters({ ...photo, table: null }, { ...DEFAULT_FILTERS, table: oaks.id })).toBe(false);
    expect(matchesFilters({ ...photo, table: null }, DEFAULT_FILTERS)).toBe(true);
  });

  it('shows a photo arriving live under a guest filter only when that guest sent it', () => {
    const ayla = { id: 'UnN2cDo3' };
    expect(matchesFilters({ ...photo, rsvp: ayla }, { ...DEFAULT_FILTERS, guest: ayla.id })).toBe(true);
    expect(matchesFilters({ ...photo, rsvp: { id: 'other' } }, { ...DEFAULT_FILTERS, guest: ayla.id })).toBe(false);
    expect(matchesFilters({ ...photo, rsvp: null }, { ...DEFAULT_FILTERS, guest: ayla.id })).toBe(false);
    expect(matchesFilters({ ...photo, rsvp: null }, DEFAULT_FILTERS)).toBe(true);
  });

  it("matches like the server: status, then part of the file or uploader's name in any case", () => {
    expect(matchesFilters(photo, DEFAULT_FILTERS)).toBe(true);
    expect(matchesFilters(photo, { ...DEFAULT_FILTERS, status: 'APPROVED' })).toBe(false);
    expect(matchesFilters(photo, { ...DEFAULT_FILTERS, status: 'PENDING', search: 'img_20' })).toBe(true);
    expect(matchesFilters(photo, { ...DEFAULT_FILTERS, search: 'SELIN' })).toBe(true);
    expect(matchesFilters({ ...photo, uploaderName: null }, { ...DEFAULT_FILTERS, search: 'selin' })).toBe(false);
  });

  it('puts new photos first in newest-first lists and last in oldest-first ones', () => {
    expect(arrivalPosition('UPLOADED_NEWEST')).toBe('start');
    expect(arrivalPosition('TAKEN_NEWEST')).toBe('start');
    expect(arrivalPosition('UPLOADED_OLDEST')).toBe('end');
    expect(arrivalPosition('TAKEN_OLDEST')).toBe('end');
    expect(arrivalPosition('MOST_LOVED')).toBe('end');
  });
});
