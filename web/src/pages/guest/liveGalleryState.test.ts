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
});

describe('applyGalleryUpdate', () => {
  it('puts newly approved photos first and keeps the server’s count', () => {
    const first = applyGalleryUpdate(NOTHING_YET, { added: [photo('a')], removedIds: [], photoCount: 4 });
    const second = applyGalleryUpdate(first, { added: [photo('b')], removedIds: [], photoCount: 5 });
    expect(second.added.map((p) => p.id)).toEqual(['b', 'a']);
    expect(second.photoCount).toBe(5);
  });

  it('takes down a rejected photo, and shows it once again when approved again', () => {
    const shown = applyGalleryUpdate(NOTHING_YET, { added: [photo('a')], removedIds: [], photoCount: 1 });
    const down = applyGalleryUpdate(shown, { added: [], removedIds: ['a', 'old'], photoCount: 0 });
    expect(down.added).toEqual([]);
    expect([...down.removedIds].sort()).toEqual(['a', 'old']);
    const back = applyGalleryUpdate(down, { added: [photo('old')], removedIds: [], photoCount: 1 });
    expect(back.added.map((p) => p.id)).toEqual(['old']);
    expect([...back.removedIds]).toEqual(['a']);
  });

  it('the count-only first message changes no photo', () => {
    const snapshot = applyGalleryUpdate(NOTHING_YET, { added: [], removedIds: [], photoCount: 12 });
    expect(snapshot).toEqual({ added: [], removedIds: new Set(), photoCount: 12 });
  });
});
