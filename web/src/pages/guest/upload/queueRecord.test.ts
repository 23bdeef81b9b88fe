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
    expect(queuedPhotoFrom(before)).toEqual({ ...before, albumId: null, refusedField: null });
  });

  it('keeps its album', () => {
    expect(queuedPhotoFrom({ ...before, albumId: 12 }).albumId).toBe(12);
  });

  it('with an album no album could have goes in none', () => {
    for (const albumId of ['12', 0, -3, 1.5, {}]) expect(queuedPhotoFrom({ ...before, albumId }).albumId).toBeNull();
  });

  it('keeps the field its refusal named', () => {
    const refused = { ...before, albumId: 12, state: 'failed' as const, error: 'Bitte wähle ein Album.' };
    expect(queuedPhotoFrom({ ...refused, refusedField: 'albumId' }).refusedField).toBe('albumId');
    expect(queuedPhotoFrom(refused).refusedField).toBeNull();
  });

  it('from before refusals named their field: the English album refusals still ask to choose again', () => {
    const refused = { ...before, state: 'failed' as const };
    const gone = 'This album is not one of this event’s albums. Please choose another.';
    expect(queuedPhotoFrom({ ...refused, error: gone }).refusedField).toBe('albumId');
    expect(queuedPhotoFrom({ ...refused, error: 'Please choose an album.' }).refusedField).toBe('albumId');
    expect(queuedPhotoFrom({ ...refused, error: 'Upload failed' }).refusedField).toBeNull();
  });
});
