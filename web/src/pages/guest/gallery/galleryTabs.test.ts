import { describe, expect, it } from 'vitest';
import {
  albumOf,
  albumsWithLive,
  galleryFilterOf,
  galleryTabs,
  liveForTab,
  openTab,
  searchWithTab,
  tabFromSearch,
  type TabAlbum,
} from './galleryTabs';

const ceremony: TabAlbum = { albumId: 'QWxidW06MTI=', databaseId: 12, name: 'Ceremony', photoCount: 3, position: 1 };
const reception: TabAlbum = { albumId: 'QWxidW06NDA=', databaseId: 40, name: 'Reception', photoCount: 0, position: 0 };

describe('tabFromSearch', () => {
  it('reads an album, the highlights, or the whole gallery from the address', () => {
    expect(tabFromSearch('?album=12')).toBe(12);
    expect(tabFromSearch('?album=Highlights')).toBe('highlights');
    expect(tabFromSearch('')).toBe('all');
    expect(tabFromSearch('?album=')).toBe('all');
  });

  it('treats anything that is not an album id as the whole gallery', () => {
    for (const value of ['abc', '0', '-3', '1.5', '12abc', '99999999999']) {
      expect(tabFromSearch(`?album=${value}`)).toBe('all');
    }
  });
});

describe('searchWithTab', () => {
  it('sets and clears the album, keeping the other parameters', () => {
    expect(searchWithTab('?utm=card', 12)).toBe('?utm=card&album=12');
    expect(searchWithTab('?album=12&utm=card', 'highlights')).toBe('?album=highlights&utm=card');
    expect(searchWithTab('?album=12', 'all')).toBe('');
    expect(searchWithTab('', 'all')).toBe('');
  });

  it('round-trips with tabFromSearch', () => {
    for (const tab of ['all', 'highlights', 40] as const) expect(tabFromSearch(searchWithTab('?x=1', tab))).toBe(tab);
  });
});

describe('galleryTabs', () => {
  it('shows no tabs for an event without albums or highlights', () => {
    expect(galleryTabs([], false)).toEqual([]);
  });

  it('lists All, Highlights, then the albums in the hosts’ order with their counts', () => {
    expect(galleryTabs([ceremony, reception], true)).toEqual([
      { key: 'all', label: 'All', count: null },
      { key: 'highlights', label: 'Highlights', count: null },
      { key: 40, label: 'Reception', count: 0 },
      { key: 12, label: 'Ceremony', count: 3 },
    ]);
  });

  it('offers Highlights alone when there are stars but no albums, and no Highlights without stars', () => {
    expect(galleryTabs([], true).map((tab) => tab.key)).toEqual(['all', 'highlights']);
    expect(galleryTabs([ceremony], false).map((tab) => tab.key)).toEqual(['all', 12]);
  });
});

describe('openTab', () => {
  it('opens the tab asked for when the event has it, else the whole gallery', () => {
    expect(openTab(12, [ceremony], false)).toBe(12);
    expect(openTab(99, [ceremony], false)).toBe('all');
    expect(openTab('highlights', [ceremony], true)).toBe('highlights');
    expect(openTab('highlights', [ceremony], false)).toBe('all');
  });
});

describe('galleryFilterOf', () => {
  it('asks the server for the album by its global id, or for the highlights', () => {
    expect(galleryFilterOf(12, [ceremony, reception])).toEqual({ albumId: 'QWxidW06MTI=', highlights: null });
    expect(galleryFilterOf('highlights', [ceremony])).toEqual({ albumId: null, highlights: true });
    expect(galleryFilterOf('all', [ceremony])).toEqual({ albumId: null, highlights: null });
  });
});

describe('liveForTab', () => {
  const photos = [
    { id: 'a', albumId: 12 },
    { id: 'b', albumId: null },
    { id: 'c', albumId: 40 },
  ];

  it('adds every new photo to All, only the album’s to an album tab, none to Highlights', () => {
    expect(liveForTab(photos, 'all').map((photo) => photo.id)).toEqual(['a', 'b', 'c']);
    expect(liveForTab(photos, 12).map((photo) => photo.id)).toEqual(['a']);
    expect(liveForTab(photos, 'highlights')).toEqual([]);
  });
});

describe('albumOf', () => {
  it('names the album a tab shows', () => {
    expect(albumOf(40, [ceremony, reception])?.name).toBe('Reception');
    expect(albumOf('all', [ceremony])).toBeNull();
  });
});

describe('albumsWithLive', () => {
  it('counts photos approved into an album since the event was read, once', () => {
    const added = [
      { id: 'new', albumId: 12 },
      { id: 'known', albumId: 12 },
      { id: 'loose', albumId: null },
    ];
    const albums = albumsWithLive([ceremony, reception], added, new Set(['known']));
    expect(albums.map((album) => [album.name, album.photoCount])).toEqual([
      ['Ceremony', 4],
      ['Reception', 0],
    ]);
  });

  it('gives the same albums back when nothing new was filed', () => {
    const albums = [ceremony];
    expect(albumsWithLive(albums, [{ id: 'loose', albumId: null }], new Set())).toBe(albums);
  });
});
