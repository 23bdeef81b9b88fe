import type { Db, Transaction } from '../db/client.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { Actor } from '../access/actor.ts';

/** A client inside or outside a transaction: audit rows are written with the change they describe. */
type Writer = Pick<Db, 'auditLog'>;

export interface AuditEntry {
  actorId: number | null;
  /** Dotted verb, e.g. 'event.create', 'event.cohost.add'. */
  action: string;
  targetType: 'Event' | 'User' | 'Upload' | 'ContactMessage' | 'ApiToken' | 'GuestbookEntry';
  targetId: number | string;
  /** What changed; never secrets (a PIN is recorded as changed, not by value). */
  metadata?: Prisma.InputJsonValue;
  ip?: string | undefined;
}

/** The row of a host's action on one of their events: who (from where), what, which event, what changed. */
export function eventAudit(
  actor: Actor,
  action: string,
  eventId: number,
  metadata?: Prisma.InputJsonValue,
): AuditEntry {
  return {
    actorId: actor.user.id,
    action,
    targetType: 'Event',
    targetId: eventId,
    ...(metadata === undefined ? {} : { metadata }),
    ip: actor.ip,
  };
}

/** Who did what to which object: every host and admin action writes one row. */
export class AuditLog {
  constructor(private readonly prisma: Db) {}

  /**
   * Makes `change` and writes its audit row in one transaction, so neither exists without the other.
   * `entry` sees what the change returned (an id it created, counts of what it removed); null when the
   * change turned out to change nothing (the same status again), which leaves no row.
   */
  async audited<T>(change: (tx: Transaction) => Promise<T>, entry: (result: T) => AuditEntry | null): Promise<T> {
    return this.prisma.$transaction(async (tx) => {
      const result = await change(tx);
      const row = entry(result);
      if (row) await this.record(row, tx);
      return result;
    });
  }

  async record(entry: AuditEntry, writer: Writer = this.prisma): Promise<void> {
    await writer.auditLog.create({
      data: {
        actorId: entry.actorId,
        action: entry.action,
        targetType: entry.targetType,
        targetId: String(entry.targetId),
        ...(entry.metadata === undefined ? {} : { metadata: entry.metadata }),
        ip: entry.ip ?? null,
      },
    });
  }
}
