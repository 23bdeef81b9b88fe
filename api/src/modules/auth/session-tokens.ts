import { jwtVerify, SignJWT } from 'jose';
import { LruMap } from '../../lib/lru-map.ts';

export const SESSION_COOKIE = 'session';

/**
 * The session cookie's name: over HTTPS `__Host-session`, which only this host can set (Secure, Path=/, no
 * Domain), so a sibling subdomain cannot plant a session of its choosing (decision 040).
 */
export function sessionCookieName(https: boolean): string {
  return https ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;
const ISSUER = 'wedding-photos';

export interface SessionClaims {
  userId: number;
  /** The user's tokenVersion when the token was issued; a bump revokes the token. */
  tokenVersion: number;
}

/** Tokens whose signature was checked, remembered: a browser sends the same one with every request. */
const MAX_VERIFIED_TOKENS = 10_000;

/** Signs and checks session JWTs (HS256). The same token travels as cookie or as a Bearer header. */
export class SessionTokens {
  private readonly key: Uint8Array;
  /**
   * A token's signature is right or wrong for good, so a checked one is not checked again: its claims
   * and expiry are kept (an HMAC through WebCrypto costs more than the rest of a cached answer). What a
   * token names is still looked up each time (the user's status and tokenVersion, auth.service.ts).
   */
  private readonly verified = new LruMap<string, { claims: SessionClaims; expiresAtMs: number }>(MAX_VERIFIED_TOKENS);

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: SessionClaims): Promise<string> {
    return new SignJWT({ ver: claims.tokenVersion })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${SESSION_TTL_SECONDS}s`)
      .sign(this.key);
  }

  /** Returns the claims of a valid, unexpired token, or null. */
  async verify(token: string, now = Date.now()): Promise<SessionClaims | null> {
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAtMs > now) return known.claims;
      this.verified.delete(token);
    }
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        currentDate: new Date(now),
      });
      const userId = Number(payload.sub);
      const tokenVersion = payload.ver;
      if (!Number.isSafeInteger(userId) || typeof tokenVersion !== 'number') return null;
      const claims = { userId, tokenVersion };
      if (payload.exp !== undefined) this.verified.set(token, { claims, expiresAtMs: payload.exp * 1000 });
      return claims;
    } catch {
      return null;
    }
  }
}
