import { hash, randomBytes } from 'node:crypto';

/** Every API token starts with this, so secret scanners (and people) recognise a leaked one. */
export const API_TOKEN_PREFIX = 'wp_';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const SECRET_BYTES = 32;
/** 62^43 > 2^256: 43 base62 digits hold 32 random bytes. */
const SECRET_DIGITS = 43;
/** How much of a secret its owner sees again in the list ("wp_" and 6 characters: 36 bits, no help to a guesser). */
const VISIBLE_PREFIX_LENGTH = API_TOKEN_PREFIX.length + 6;

/** The shape of a secret we issue; what scanners can match (`wp_[0-9A-Za-z]{43}`). */
export const API_TOKEN_PATTERN = /^wp_[0-9A-Za-z]{43}$/;

/**
 * A new secret: `wp_` and 32 random bytes in base62 (letters and digits only, so a double click selects
 * all of it and no URL or shell escapes it).
 */
export function newApiTokenSecret(): string {
  let value = BigInt(`0x${randomBytes(SECRET_BYTES).toString('hex')}`);
  let digits = '';
  for (let i = 0; i < SECRET_DIGITS; i += 1) {
    digits = BASE62[Number(value % 62n)]! + digits;
    value /= 62n;
  }
  return API_TOKEN_PREFIX + digits;
}

/**
 * What the database keeps of a secret. A fast hash is enough (no salt, no argon2): the secret is 256
 * random bits, not a password a dictionary could guess, and a lookup must stay cheap on every request.
 */
export function hashApiTokenSecret(secret: string): string {
  return hash('sha256', secret, 'hex');
}

/** The part of a secret shown in the list of tokens. */
export function visiblePrefixOf(secret: string): string {
  return secret.slice(0, VISIBLE_PREFIX_LENGTH);
}

/** Whether a Bearer credential is an API token (session JWTs never start with `wp_`). */
export function isApiTokenCredential(credential: string): boolean {
  return credential.startsWith(API_TOKEN_PREFIX);
}
