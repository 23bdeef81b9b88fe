import { describe, expect, it } from 'vitest';
import { ForbiddenError } from './errors.ts';
import { GuestKeys, guestKeyCookieName, type RequestCookies } from '../modules/guest/guest-key.ts';
import { GuestPasses } from '../modules/guest/guest-pass.ts';
import { UploadTokenSigner } from '../storage/upload-tokens.ts';
import { isSameSignature } from './signed-text.ts';

// A 32-byte MAC in base64url is 43 characters whose last one carries two unused bits: four spellings
// decode to the same bytes. Each signed value we hand out is accepted only as we wrote it.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** `signed` with its last character's unused low bit flipped: the same bytes once decoded. */
function respelled(signed: string): string {
  const last = signed.at(-1)!;
  const other = ALPHABET[ALPHABET.indexOf(last) ^ 0b01]!;
  expect(Buffer.from(signed.slice(-43), 'base64url')).toEqual(
    Buffer.from(`${signed.slice(-43, -1)}${other}`, 'base64url'),
  );
  return `${signed.slice(0, -1)}${other}`;
}

function cookieJar(values: Record<string, string>): RequestCookies & { written: Record<string, string> } {
  const written: Record<string, string> = {};
  return { https: false, get: (name) => values[name], set: (name, value) => void (written[name] = value), written };
}

describe('signed values are taken only as written', () => {
  it('compares in constant time and by text', () => {
    expect(isSameSignature('abc', 'abc')).toBe(true);
    expect(isSameSignature('abd', 'abc')).toBe(false);
    expect(isSameSignature('ab', 'abc')).toBe(false);
  });

  it('refuses a respelled upload link', () => {
    const signer = new UploadTokenSigner('a-secret');
    const grant = {
      key: 'incoming/photos/1/x',
      contentType: 'image/png',
      maxBytes: 10,
      expiresAt: new Date(Date.now() + 60_000),
    };
    const token = signer.sign(grant);
    expect(signer.verify(token).key).toBe(grant.key);
    expect(() => signer.verify(respelled(token))).toThrow(ForbiddenError);
  });

  it('refuses a respelled device pass', () => {
    const passes = new GuestPasses('a-secret');
    const event = { id: 7, pinCode: '4826', isPinRequired: true, dateTime: new Date(Date.now() + 86_400_000) };
    const { value } = passes.issueDevicePass(event);
    expect(passes.verifyDevicePass(event, value)).toBe(true);
    expect(passes.verifyDevicePass(event, respelled(value))).toBe(false);
  });

  it('reads a respelled guest key cookie as no key of ours', async () => {
    const keys = new GuestKeys('a-secret', () => Promise.resolve(false));
    const first = cookieJar({});
    const hash = await keys.of(first).keep(7);
    const name = guestKeyCookieName(7, false);
    const signed = first.written[name]!;
    expect(keys.of(cookieJar({ [name]: signed })).hashFor(7)).toBe(hash);
    expect(keys.of(cookieJar({ [name]: respelled(signed) })).hashFor(7)).not.toBe(hash);
  });
});
