import { expect, it } from 'vitest';
import {
  coverKey,
  fileUrl,
  incomingKey,
  isIncomingKey,
  keyOfFileUrl,
  parseFileKey,
  photoKeys,
  uploadCopyKeys,
  uploadFileKeys,
  videoKeys,
} from './file-keys.ts';

it('names every stored file in one layout, and reads it back', () => {
  const photo = photoKeys(7, 'image/heic');
  expect(photo.original).toMatch(/^events\/7\/photos\/[0-9a-f-]{36}\/original\.heic$/);
  for (const key of Object.values(photo)) expect(parseFileKey(key)).toEqual({ kind: 'photo', eventId: 7 });
  const video = videoKeys(7, 'video/quicktime');
  expect(video.original).toMatch(/^events\/7\/videos\/[0-9a-f-]{36}\/original\.mov$/);
  for (const key of Object.values(video)) expect(parseFileKey(key)).toEqual({ kind: 'photo', eventId: 7 });
  expect(parseFileKey(video.video.replace('web.mp4', 'web.mov'))).toBeNull();
  expect(parseFileKey(coverKey(7))).toEqual({ kind: 'cover', eventId: 7 });
  expect(parseFileKey('events/7/photos/../../etc/passwd')).toBeNull();
  expect(parseFileKey('incoming/photos/7/x')).toBeNull();

  const incoming = incomingKey('photos', 7);
  expect(isIncomingKey('photos', 7, incoming)).toBe(true);
  expect(isIncomingKey('photos', 8, incoming)).toBe(false);
  expect(isIncomingKey('covers', 7, incoming)).toBe(false);
  expect(isIncomingKey('photos', 7, `${incoming}/../x`)).toBe(false);

  expect(fileUrl(photo.display)).toBe(`/api/uploads/${photo.display}`);
  expect(keyOfFileUrl(`${fileUrl(photo.display)}?access=1.x`)).toBe(photo.display);
  expect(keyOfFileUrl('https://example.com/cover.jpg')).toBeNull();
});

it("lists every file of an upload in one place: a photo's three, a video's four", () => {
  const photo = photoKeys(3, 'image/jpeg');
  const photoRow = { storageKey: photo.original, displayKey: photo.display, thumbnailKey: photo.thumbnail };
  expect(uploadFileKeys({ ...photoRow, videoKey: null })).toEqual([photo.original, photo.display, photo.thumbnail]);
  const video = videoKeys(3, 'video/mp4');
  const videoRow = { storageKey: video.original, displayKey: video.display, thumbnailKey: video.thumbnail };
  expect(uploadFileKeys({ ...videoRow, videoKey: video.video })).toEqual([
    video.original,
    video.display,
    video.thumbnail,
    video.video,
  ]);
  expect(uploadCopyKeys({ ...videoRow, videoKey: video.video })).not.toContain(video.original);
});
