import { jwtVerify, SignJWT } from 'jose';

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

/** Signs and checks session JWTs (HS256). The same token travels as cookie or as a Bearer header. */
export class SessionTokens {
  private readonly key: Uint8Array;

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
  async verify(token: string): Promise<SessionClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      const tokenVersion = payload.ver;
      if (!Number.isSafeInteger(userId) || typeof tokenVersion !== 'number') return null;
      return { userId, tokenVersion };
    } catch {
      return null;
    }
  }
}
