import type { ApiToken, User } from '../generated/prisma/client.ts';
import { LruMap } from '../lib/lru-map.ts';
import type { Forget, ForgetBus } from '../live/forget-bus.ts';

/**
 * How long a user or API token read for one request answers the next ones: a few seconds, so a client
 * sending many requests costs one database read per credential in that time, not one per request
 * (docs/decisions/042). Changes never wait for it: whatever ends or alters a credential forgets it
 * through the ForgetBus, on this instance at once and on the others as Redis delivers the message.
 */
export const CREDENTIAL_CACHE_TTL_MS = 5_000;

/** Distinct credentials kept at most (per kind): memory stays bounded whoever signs in. */
const MAX_CREDENTIALS = 10_000;

export type ApiTokenWithUser = ApiToken & { user: User };

interface Entry<V> {
  /** The read itself, kept from its start: concurrent requests share it, and a forget drops it in flight. */
  value: Promise<V>;
  expiresAt: number;
}

interface TokenEntry extends Entry<ApiTokenWithUser | null> {
  /** Known once the read ends: a forget before then drops the entry anyway. */
  tokenId?: number;
  userId?: number;
}

/**
 * The users behind session tokens (by id) and the API tokens behind secrets (by the secret's hash), as
 * the database had them at most CREDENTIAL_CACHE_TTL_MS ago. A read is stored while it runs, so a forget
 * that comes after a change is committed drops it too: no answer read before the change outlives it.
 */
export class CredentialCache {
  private readonly users = new LruMap<number, Entry<User | null>>(MAX_CREDENTIALS);
  private readonly tokens = new LruMap<string, TokenEntry>(MAX_CREDENTIALS);

  constructor(
    private readonly bus: ForgetBus,
    private readonly now: () => number = Date.now,
    private readonly ttlMs = CREDENTIAL_CACHE_TTL_MS,
  ) {
    bus.listen((forget) => this.drop(forget));
  }

  /** The user row with this id, from memory if read within the last seconds. */
  user(userId: number, read: () => Promise<User | null>): Promise<User | null> {
    return this.cached(this.users, userId, read);
  }

  /** The API token (with its user) whose secret has this hash, from memory if read within the last seconds. */
  apiToken(secretHash: string, read: () => Promise<ApiTokenWithUser | null>): Promise<ApiTokenWithUser | null> {
    return this.cached(this.tokens, secretHash, read, (entry, token) => {
      if (!token) return;
      entry.tokenId = token.id;
      entry.userId = token.userId;
    });
  }

  /** Forgets an account (and its tokens) here and on every instance; call after the change is committed. */
  forgetUser(userId: number): Promise<void> {
    return this.bus.publish({ kind: 'user', userId });
  }

  /** Forgets one API token here and on every instance; call after the change is committed. */
  forgetApiToken(tokenId: number): Promise<void> {
    return this.bus.publish({ kind: 'apiToken', tokenId });
  }

  private cached<K extends number | string, V, E extends Entry<V>>(
    map: LruMap<K, E>,
    key: K,
    read: () => Promise<V>,
    onRead?: (entry: E, value: V) => void,
  ): Promise<V> {
    const now = this.now();
    const hit = map.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    const value = read();
    const entry = { value, expiresAt: now + this.ttlMs } as E;
    map.set(key, entry);
    value.then(
      (result) => onRead?.(entry, result),
      // A failed read (the database away) is not remembered: the next request asks again.
      () => map.deleteIf(key, entry),
    );
    return value;
  }

  private drop(forget: Forget): void {
    if (forget.kind === 'user') {
      this.users.delete(forget.userId);
      this.tokens.deleteWhere((token) => token.userId === undefined || token.userId === forget.userId);
    } else if (forget.kind === 'apiToken') {
      this.tokens.deleteWhere((token) => token.tokenId === undefined || token.tokenId === forget.tokenId);
    }
    // `data` (any committed write) is not about credentials: their writers forget them by name.
  }
}
