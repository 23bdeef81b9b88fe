import { PassThrough, type Readable } from 'node:stream';
import { expect, it } from 'vitest';
import { openObject } from './open-object.ts';
import type { StorageDriver } from './storage.ts';

// Issue 12, item 12: a stream opened beside a failing or missing stat must not be left open.

function storageWith(stat: StorageDriver['stat']): { storage: StorageDriver; opened: PassThrough[] } {
  const opened: PassThrough[] = [];
  const storage = {
    read: () => {
      const stream = new PassThrough();
      opened.push(stream);
      return Promise.resolve(stream as Readable);
    },
    stat,
  } as unknown as StorageDriver;
  return { storage, opened };
}

it('destroys the opened stream when stat finds nothing or fails, and keeps it when both succeed', async () => {
  const missing = storageWith(() => Promise.resolve(null));
  await expect(openObject(missing.storage, 'a/b.jpg')).resolves.toBeNull();
  expect(missing.opened[0]!.destroyed).toBe(true);

  const failing = storageWith(() => Promise.reject(new Error('bucket unreachable')));
  await expect(openObject(failing.storage, 'a/b.jpg')).rejects.toThrow('bucket unreachable');
  expect(failing.opened[0]!.destroyed).toBe(true);

  const found = storageWith(() => Promise.resolve({ bytes: 3, contentType: 'image/jpeg', version: '1' }));
  const file = await openObject(found.storage, 'a/b.jpg');
  expect(file?.stat).toEqual({ bytes: 3, contentType: 'image/jpeg', version: '1' });
  expect(found.opened[0]!.destroyed).toBe(false);
  file?.stream.destroy();
});
