import { createHmac } from 'node:crypto';
import { isSameSignature } from '../../lib/signed-text.ts';
import { isNotificationKind, type NotificationKind } from './notification-kinds.ts';

/** Whose choice an unsubscribe link changes: an account's (hosts) or an RSVP's (a guest who opted in). */
export type Subscriber = { kind: 'user'; id: number } | { kind: 'rsvp'; id: number };

export interface Unsubscribe {
  subscriber: Subscriber;
  notification: NotificationKind;
}

/**
 * Signed one-click unsubscribe links (decision 055, RFC 8058): `u12.review-digest.<mac>`. Stateless, so
 * every message carries one without a row, and no sign-in is needed: a mail app's one-click POST has none.
 * The MAC covers whose choice and which message; a changed token is refused (compared as text).
 */
export class UnsubscribeLinks {
  readonly #key: Buffer;

  constructor(secret: string) {
    this.#key = createHmac('sha256', secret).update('unsubscribe-v1').digest();
  }

  token({ subscriber, notification }: Unsubscribe): string {
    const payload = `${subscriber.kind === 'user' ? 'u' : 'r'}${subscriber.id}.${notification}`;
    return `${payload}.${this.#mac(payload)}`;
  }

  /** The path of the one-click link (GET shows a confirmation page; POST, the mail app's, unsubscribes). */
  path(unsubscribe: Unsubscribe): string {
    return `/api/email/unsubscribe?token=${encodeURIComponent(this.token(unsubscribe))}`;
  }

  /** What a token stands for, or null when it is not one we signed. */
  read(token: unknown): Unsubscribe | null {
    if (typeof token !== 'string' || token.length > 200) return null;
    const match = /^([ur])([1-9]\d{0,9})\.([a-z-]{1,40})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return null;
    const [, who, id, notification, mac] = match as unknown as [string, string, string, string, string];
    if (!isNotificationKind(notification)) return null;
    if (!isSameSignature(mac, this.#mac(`${who}${id}.${notification}`))) return null;
    return { subscriber: { kind: who === 'u' ? 'user' : 'rsvp', id: Number(id) }, notification };
  }

  #mac(payload: string): string {
    return createHmac('sha256', this.#key).update(payload).digest('base64url');
  }
}
