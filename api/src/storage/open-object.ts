import type { Readable } from 'node:stream';
import type { StorageDriver, StoredObjectInfo } from './storage.ts';

/**
 * Opens an object for serving together with its size and type, or answers null when either is missing.
 * Both are asked at once (one round trip to the bucket); if one fails, a stream already opened beside it is
 * destroyed, so a missing or failing `stat` never leaks a file descriptor or a bucket connection.
 */
export async function openObject(
  storage: StorageDriver,
  key: string,
): Promise<{ stream: Readable; stat: StoredObjectInfo } | null> {
  const [stream, stat] = await Promise.allSettled([storage.read(key), storage.stat(key)]);
  const opened = stream.status === 'fulfilled' ? stream.value : null;
  if (opened && stat.status === 'fulfilled' && stat.value) return { stream: opened, stat: stat.value };
  opened?.destroy();
  if (stream.status === 'rejected') throw stream.reason;
  if (stat.status === 'rejected') throw stat.reason;
  return null;
}
