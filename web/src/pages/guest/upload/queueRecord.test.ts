import { describe, expect, it } from 'vitest';
import { queuedPhotoFrom, type StoredQueuedPhoto } from './queueRecord';

// A record as a browser kept it before albums existed (issue 31): no albumId at all.
const before: StoredQueuedPhoto = {
  id: 'photo-1',
  slug: 'garden-wedding',
  blob: new Blob(['x']),
  name: 'toast.jpg',
  type: 'image/jpeg',
  size: 1,
  uploaderName: 'Ece',
  uploadUrl: null,
  state: 'waiting',
  error: null,
  addedAt: 1_000,
};

describe('a kept upload record', () => {
  it('from before albums loads as a photo in no album, the rest as it was', () => {
    expect(queuedPhotoFrom(before)).toEqual({ ...before, albumId: null });
  });

  it('keeps its album', () => {
    expect(queuedPhotoFrom({ ...before, albumId: 12 }).albumId).toBe(12);
  });

  it('with an album no album could have goes in none', () => {
    for (const albumId of ['12', 0, -3, 1.5, {}]) expect(queuedPhotoFrom({ ...before, albumId }).albumId).toBeNull();
  });
});
