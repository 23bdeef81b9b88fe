import { extname } from 'node:path';

const MAX_KEY_LENGTH = 512;
const SEGMENT = /^[A-Za-z0-9._-]+$/;

/**
 * Throws unless `key` is a relative path of [A-Za-z0-9._-] segments joined by '/'. Every driver calls this
 * first, so a key can never name a file outside the store (no '..', no absolute path, no empty segment).
 */
export function assertValidKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) {
    throw new Error(`Invalid storage key: must be 1 to ${MAX_KEY_LENGTH} characters.`);
  }
  for (const segment of key.split('/')) {
    // An empty segment also catches a leading or trailing '/' and '//'.
    if (!SEGMENT.test(segment) || segment === '.' || segment === '..') {
      throw new Error(`Invalid storage key: ${JSON.stringify(key)}.`);
    }
  }
}

/** Throws unless `prefix` is a valid key followed by '/' (so deletePrefix can never mean "everything"). */
export function assertValidPrefix(prefix: string): void {
  if (typeof prefix !== 'string' || !prefix.endsWith('/')) {
    throw new Error('Invalid storage prefix: it must end with "/".');
  }
  assertValidKey(prefix.slice(0, -1));
}

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.heic': 'image/heic',
  // Videos (issue 30): players pick their decoder by this type, and refuse to play a wrong one.
  '.mp4': 'video/mp4',
  '.mov': 'video/quicktime',
  '.webm': 'video/webm',
};

/** The type to serve a stored file with, decided by its extension (keys are ours, so the extension is too). */
export function contentTypeFromKey(key: string): string {
  return CONTENT_TYPES[extname(key).toLowerCase()] ?? 'application/octet-stream';
}
