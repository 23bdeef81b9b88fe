import { message } from '../../i18n/messages.ts';
import { randomBytes } from 'node:crypto';
import { ACCESS_LINK_PARAM } from '../../../../common/access-link.ts';
import {
  cleanTableName,
  MAX_TABLES_PER_EVENT,
  newTablesProblem,
  TABLE_CODE_PATTERN,
  TABLE_LINK_PARAM,
  TABLE_NAMES_REQUIRED,
  tableNameKey,
  tableNameProblem,
  tableNameTakenMessage,
  tooManyTablesMessage,
} from '../../../../common/tables.ts';
import { normalizeSlug } from '../../../../common/slug.ts';
import type { Actor } from '../../access/actor.ts';
import { LIVE_EVENT, memberEventWhere, requireMember } from '../../access/event-access.ts';
import { guestVisiblePhotosWhere } from '../../access/guest-visibility.ts';
import { eventAudit, type AuditLog } from '../../audit/audit-log.ts';
import type { Db, Transaction } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Event, EventTable, Prisma } from '../../generated/prisma/client.ts';
import { ConflictError, fieldProblem, NotFoundError, ValidationError } from '../../lib/errors.ts';
import type { PhotoFeed } from '../../live/photo-feed.ts';
import type { GuestService } from '../guest/guest.service.ts';
import type { TableSeat } from './table-seat.ts';

export const TABLE_NOT_FOUND = message('refusals.tableNotFound');
export const TABLE_CARD_NOT_FOR_EVENT = message('refusals.tableCardNotForEvent');

/** A REST `position` that is no whole number: only an integrator's code sends one (GraphQL's is an Int). */
const POSITION_NOT_WHOLE = 'Position must be a whole number.';

/** The hosts' order, which the printed cards follow too. */
export const TABLE_ORDER = [{ position: 'asc' }, { id: 'asc' }] satisfies Prisma.EventTableOrderByWithRelationInput[];

/** A table guests see on the slideshow: its name and how many of the photos guests see came from it. */
export interface TableStanding {
  name: string;
  photoCount: number;
}

/**
 * Table passes (decision 046). The event's hosts (owner and co-hosts alike, as for its settings) name its
 * tables and print a card for each; a card's link remembers the table in the guest's browser
 * (`join`, table-seat.ts), and every upload path files the photos under it (`seatedTableId`). The
 * slideshow may celebrate the table whose guests shared the most photos (`leaders`).
 */
export class TablesService {
  constructor(
    private readonly prisma: Db,
    private readonly audit: AuditLog,
    private readonly feed: Pick<PhotoFeed, 'publish'>,
    private readonly passes: Pick<GuestService['passes'], 'linkToken'>,
  ) {}

  /**
   * A table card's link (`origin`: PUBLIC_URL or this server): the guest link with the table's code, and
   * with the access token when the event has a PIN (decision 043), so the card lets guests in without it.
   */
  cardLink(event: Pick<Event, 'id' | 'slug' | 'pinCode' | 'isPinRequired' | 'dateTime'>, code: string, origin: string) {
    const params = new URLSearchParams({ [TABLE_LINK_PARAM]: code });
    const token = this.passes.linkToken(event);
    if (token !== null) params.set(ACCESS_LINK_PARAM, token);
    return `${origin}/e/${event.slug}?${params}`;
  }

  /** An event's tables in the hosts' order, for its hosts (GraphQL reads them as Event.tables). */
  async list(actor: Pick<Actor, 'user'>, eventId: number): Promise<{ event: Event; tables: EventTable[] }> {
    const { event } = await requireMember(this.prisma, actor.user.id, eventId);
    return { event, tables: await this.prisma.eventTable.findMany({ where: { eventId }, orderBy: TABLE_ORDER }) };
  }

  /**
   * Adds tables at the end of the list, all or none: every name well formed, none twice, none taken
   * already (any letter case), and at most MAX_TABLES_PER_EVENT in all.
   */
  async create(actor: Actor, eventId: number, rawNames: unknown): Promise<{ event: Event; tables: EventTable[] }> {
    const { event } = await requireMember(this.prisma, actor.user.id, eventId);
    const names = namesOf(rawNames);
    try {
      const tables = await this.audit.audited(
        async (tx) => {
          await lockTablesOf(tx, event.id);
          const existing = await tx.eventTable.findMany({
            where: { eventId: event.id },
            select: { name: true, position: true },
          });
          const problem = newTablesProblem(
            names,
            existing.map((table) => table.name),
          );
          if (problem?.kind === 'taken') throw new ConflictError(problem.message);
          if (problem) throw new ValidationError(problem.message, [fieldProblem('names', problem.message)]);
          const first = Math.max(-1, ...existing.map((table) => table.position)) + 1;
          return tx.eventTable.createManyAndReturn({
            data: names.map((name, index) => ({
              eventId: event.id,
              name,
              nameKey: tableNameKey(name),
              position: first + index,
              code: newTableCode(),
            })),
          });
        },
        (created) => eventAudit(actor, 'event.table.create', event.id, { names: created.map((table) => table.name) }),
      );
      this.changed(event.id);
      return { event, tables: tables.sort((a, b) => a.position - b.position) };
    } catch (error) {
      // Another host added the same name at the same moment.
      if (isUniqueViolation(error)) throw new ConflictError(message('tables.justAdded'));
      throw error;
    }
  }

  /** A new name for a table; the card's link (its code) stays, so printed cards keep working. */
  async rename(
    actor: Actor,
    tableId: number,
    rawName: unknown,
    eventId?: number,
  ): Promise<{ event: Event; table: EventTable }> {
    const table = await this.findForHost(actor, tableId, eventId);
    const name = parseName(rawName, 'name');
    try {
      const renamed = await this.audit.audited(
        (tx) => tx.eventTable.update({ where: { id: table.id }, data: { name, nameKey: tableNameKey(name) } }),
        () => eventAudit(actor, 'event.table.rename', table.eventId, { tableId: table.id, from: table.name, to: name }),
      );
      this.changed(table.eventId);
      return { event: table.event, table: renamed };
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(tableNameTakenMessage(name));
      throw error;
    }
  }

  /** Deletes a table: its card stops tagging photos, and its photos stay, with no table. */
  async delete(actor: Actor, tableId: number, eventId?: number): Promise<{ event: Event; table: EventTable }> {
    const table = await this.findForHost(actor, tableId, eventId);
    await this.audit.audited(
      (tx) => tx.eventTable.delete({ where: { id: table.id } }),
      () => eventAudit(actor, 'event.table.delete', table.eventId, { tableId: table.id, name: table.name }),
    );
    this.changed(table.eventId);
    const { event, ...deleted } = table;
    return { event, table: deleted };
  }

  /** Moves a table to `position` (0 first) in the hosts' list; out-of-range positions go to either end. */
  async move(actor: Actor, tableId: number, position: unknown): Promise<Event> {
    if (typeof position !== 'number' || !Number.isSafeInteger(position)) {
      throw new ValidationError(POSITION_NOT_WHOLE, [fieldProblem('position', POSITION_NOT_WHOLE)]);
    }
    const table = await this.findForHost(actor, tableId);
    await this.audit.audited(
      async (tx) => {
        await lockTablesOf(tx, table.eventId);
        const tables = await tx.eventTable.findMany({
          where: { eventId: table.eventId },
          orderBy: TABLE_ORDER,
          select: { id: true, position: true },
        });
        const order = tables.filter((other) => other.id !== table.id);
        order.splice(Math.min(Math.max(position, 0), order.length), 0, { id: table.id, position: -1 });
        for (const [index, { id, position: was }] of order.entries()) {
          if (was !== index) await tx.eventTable.update({ where: { id }, data: { position: index } });
        }
      },
      () => eventAudit(actor, 'event.table.move', table.eventId, { tableId: table.id, position }),
    );
    this.changed(table.eventId);
    return table.event;
  }

  /**
   * A guest's browser joins the table of a card it opened: the code must be one of the event's tables.
   * It grants nothing (the guest gate ignores it), so it asks for no PIN: a guest who scanned a card
   * printed before a PIN change still gets their table once they type the new PIN.
   */
  async join(slug: string, code: unknown, seat: TableSeat): Promise<EventTable> {
    const table =
      typeof code === 'string' && TABLE_CODE_PATTERN.test(code)
        ? await this.prisma.eventTable.findFirst({
            where: { code, event: { slug: normalizeSlug(slug), ...LIVE_EVENT } },
          })
        : null;
    if (!table) throw new NotFoundError(TABLE_CARD_NOT_FOR_EVENT);
    seat.remember(table.eventId, table.code);
    return table;
  }

  /**
   * The table a photo is filed under: the browser's, when its code is one of this event's tables. Anything
   * else (no table, a deleted one, another event's) is none, never a refusal: a table only labels photos.
   */
  async seatedTableId(eventId: number, seat: TableSeat): Promise<number | null> {
    return (await this.seatedTable(eventId, seat))?.id ?? null;
  }

  /** The browser's table at this event, as its guest page shows it; null when it joined none (of this event). */
  async seatedTable(eventId: number, seat: TableSeat): Promise<Pick<EventTable, 'id' | 'name'> | null> {
    const code = seat.codeFor(eventId);
    if (code === null) return null;
    return this.prisma.eventTable.findFirst({ where: { code, eventId }, select: { id: true, name: true } });
  }

  /**
   * The slideshow's table moment: the table (or tables, on a tie, in the hosts' order) whose guests shared
   * the most photos guests can see (approved, copies made). Empty before any table has one; null unless
   * the hosts turned the moment on.
   */
  async leaders(event: Pick<Event, 'id' | 'slideshowTableLeader'>): Promise<TableStanding[] | null> {
    if (!event.slideshowTableLeader) return null;
    const counts = await this.prisma.upload.groupBy({
      by: ['tableId'],
      where: { ...guestVisiblePhotosWhere(event.id), tableId: { not: null } },
      _count: { _all: true },
    });
    const most = Math.max(0, ...counts.map((row) => row._count._all));
    if (most === 0) return [];
    const ids = counts.filter((row) => row._count._all === most).map((row) => row.tableId!);
    const tables = await this.prisma.eventTable.findMany({
      where: { id: { in: ids }, eventId: event.id },
      orderBy: TABLE_ORDER,
      select: { name: true },
    });
    return tables.map(({ name }) => ({ name, photoCount: most }));
  }

  /** A table of an event the actor hosts (of `eventId`, when a REST path names one); else not found. */
  private async findForHost(actor: Pick<Actor, 'user'>, tableId: number, eventId?: number) {
    const table = await this.prisma.eventTable.findFirst({
      where: {
        id: tableId,
        ...(eventId === undefined ? {} : { eventId }),
        event: memberEventWhere(actor.user.id),
      },
      include: { event: true },
    });
    if (!table) throw new NotFoundError(TABLE_NOT_FOUND);
    return table;
  }

  /** Guests' pages read tables (the slideshow's leader): open ones and the public caches learn of it. */
  private changed(eventId: number): void {
    this.feed.publish({ kind: 'EVENT_CHANGED', eventId });
  }
}

/** 128 random bits: a card's link cannot be guessed from another's. */
function newTableCode(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * Changes to one event's tables one at a time (two hosts adding at once): the cap and the positions are
 * read and written under the event row's lock.
 */
async function lockTablesOf(tx: Transaction, eventId: number): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "Event" WHERE id = ${eventId} FOR UPDATE`;
}

function parseName(raw: unknown, field: string): string {
  const name = typeof raw === 'string' ? cleanTableName(raw) : '';
  const problem = tableNameProblem(name);
  if (problem !== null) throw new ValidationError(problem, [fieldProblem(field, problem)]);
  return name;
}

/**
 * The new names, cleaned; their rules (common/tables.ts `newTablesProblem`) are checked with the event's
 * tables in hand. Anything but a list of text is refused here, and a list longer than any event may hold
 * before reading them.
 */
function namesOf(raw: unknown): string[] {
  if (!Array.isArray(raw) || raw.length === 0) {
    throw new ValidationError(TABLE_NAMES_REQUIRED, [fieldProblem('names', TABLE_NAMES_REQUIRED)]);
  }
  if (raw.length > MAX_TABLES_PER_EVENT) {
    throw new ValidationError(tooManyTablesMessage(0), [fieldProblem('names', tooManyTablesMessage(0))]);
  }
  return raw.map((name: unknown) => (typeof name === 'string' ? cleanTableName(name) : ''));
}
