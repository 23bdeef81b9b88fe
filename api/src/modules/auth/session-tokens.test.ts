import { describe, expect, it } from 'vitest';
import { SessionTokens } from './session-tokens.ts';

describe('session tokens', () => {
  const tokens = new SessionTokens('a-test-secret-that-is-long-enough-for-hs256');

  it('answers a token checked before from memory, and still refuses it once it has expired', async () => {
    const token = await tokens.sign({ userId: 7, tokenVersion: 2 });
    const now = Date.now();
    expect(await tokens.verify(token, now)).toEqual({ userId: 7, tokenVersion: 2 });
    expect(await tokens.verify(token, now + 1_000)).toEqual({ userId: 7, tokenVersion: 2 });
    const expiry = now + 7 * 24 * 60 * 60 * 1000 + 2_000;
    expect(await tokens.verify(token, expiry)).toBeNull();
  });

  it('never remembers a token whose signature is wrong', async () => {
    const token = await tokens.sign({ userId: 7, tokenVersion: 2 });
    const forged = `${token.slice(0, -4)}AAAA`;
    expect(await tokens.verify(forged)).toBeNull();
    expect(await tokens.verify(forged)).toBeNull();
    const other = new SessionTokens('another-secret-entirely-for-this-test-run');
    expect(await other.verify(token)).toBeNull();
  });
});
