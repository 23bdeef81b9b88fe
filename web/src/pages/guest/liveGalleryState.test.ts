import { describe, expect, it } from 'vitest';
import { applyGalleryUpdate, NOTHING_YET, type LivePhoto } from './liveGalleryState';

const photo = (id: string): LivePhoto => ({
  id,
  url: `/api/uploads/${id}/display.jpg`,
  thumbnailUrl: `/api/uploads/${id}/thumb.jpg`,
  width: 800,
  height: 600,
  uploaderName: null,
  takenAt: null,
  mediaType: 'PHOTO',
  videoUrl: null,
  durationSeconds: null,
  albumId: null,
  reactionCount: 0,
  viewerReacted: false,
});

describe('applyGalleryUpdate', () => {
  it('puts newly approved photos first and keeps the server’s count', () => {
    const first = applyGalleryUpdate(NOTHING_YET, {
      added: [photo('a')],
      removedIds: [],
      photoCount: 4,
      access: 'ALL',
    });
    const second = applyGalleryUpdate(first, { added: [photo('b')], removedIds: [], photoCount: 5, access: 'ALL' });
    expect(second.added.map((p) => p.id)).toEqual(['b', 'a']);
    expect(second.photoCount).toBe(5);
  });

  it('takes down a rejected photo, and shows it once again when approved again', () => {
    const shown = applyGalleryUpdate(NOTHING_YET, {
      added: [photo('a')],
      removedIds: [],
      photoCount: 1,
      access: 'ALL',
    });
    const down = applyGalleryUpdate(shown, { added: [], removedIds: ['a', 'old'], photoCount: 0, access: 'ALL' });
    expect(down.added).toEqual([]);
    expect([...down.removedIds].sort()).toEqual(['a', 'old']);
    const back = applyGalleryUpdate(down, { added: [photo('old')], removedIds: [], photoCount: 1, access: 'ALL' });
    expect(back.added.map((p) => p.id)).toEqual(['old']);
    expect([...back.removedIds]).toEqual(['a']);
  });

  it('the count-only first message changes no photo', () => {
    const snapshot = applyGalleryUpdate(NOTHING_YET, { added: [], removedIds: [], photoCount: 12, access: 'ALL' });
    expect(snapshot).toEqual({
      added: [],
      removedIds: new Set(),
      photoCount: 12,
      access: 'ALL',
      reactionCounts: new Map(),
    });
  });

  it('a reveal (access NONE, then ALL) shows the first page it brings in place of what was shown', () => {
    const before = applyGalleryUpdate(NOTHING_YET, {
      added: [photo('mine')],
      removedIds: [],
      photoCount: 3,
      access: 'NONE',
    });
    const revealed = applyGalleryUpdate(before, {
      added: [photo('a'), photo('b')],
      removedIds: [],
      photoCount: 3,
      access: 'ALL',
    });
    expect(revealed.added.map((p) => p.id)).toEqual(['a', 'b']);
    expect(revealed.access).toBe('ALL');
  });

  it('a large change (startOver, same access) shows the first page it brings in place of what was shown', () => {
    const shown = applyGalleryUpdate(NOTHING_YET, {
      added: [photo('a')],
      removedIds: ['x'],
      photoCount: 9,
      access: 'ALL',
    });
    // A bulk approval of thousands sends the gallery's first page as it is now (issue 35).
    const bulk = applyGalleryUpdate(shown, {
      added: [photo('y'), photo('x')],
      removedIds: [],
      photoCount: 5009,
      access: 'ALL',
      startOver: true,
    });
    expect(bulk.added.map((p) => p.id)).toEqual(['y', 'x']);
    // A photo taken down before and approved again in the large change shows again.
    expect([...bulk.removedIds]).toEqual([]);
    expect(bulk.photoCount).toBe(5009);
  });

  it('keeps the latest heart count of each photo, newer than what came before', () => {
    const first = applyGalleryUpdate(NOTHING_YET, {
      added: [],
      removedIds: [],
      photoCount: 2,
      access: 'ALL',
      reactionCounts: [{ photoId: 'a', count: 1 }],
    });
    const second = applyGalleryUpdate(first, {
      added: [],
      removedIds: [],
      photoCount: 2,
      access: 'ALL',
      reactionCounts: [
        { photoId: 'a', count: 3 },
        { photoId: 'b', count: 1 },
      ],
    });
    expect(second.reactionCounts.get('a')?.count).toBe(3);
    expect(second.reactionCounts.get('b')?.count).toBe(1);
    expect(second.reactionCounts.get('a')!.stamp).toBeGreaterThan(first.reactionCounts.get('a')!.stamp);
  });
});
