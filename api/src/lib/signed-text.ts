import { timingSafeEqual } from 'node:crypto';

/**
 * Whether a signature a client sent is exactly the one we wrote, in constant time. Compared as text, never
 * decoded first: base64url's last character carries unused bits (and decoders skip characters outside the
 * alphabet), so several spellings decode to the same MAC, and a changed token must never be the same token.
 */
export function isSameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
