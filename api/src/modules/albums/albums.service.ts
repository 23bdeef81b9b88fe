import {
  ALBUM_NAME_REQUIRED,
  ALBUM_NOT_FOUND,
  ALBUM_NOT_IN_EVENT,
  ALBUM_PHOTOS_REQUIRED,
  ALBUM_REQUIRED,
  albumNameKey,
  albumNameProblem,
  albumNameTakenMessage,
  cleanAlbumName,
  MAX_ALBUMS_PER_EVENT,
  NO_ALBUM,
  TOO_MANY_ALBUMS,
} from '../../../../common/albums.ts';
import type { Actor } from '../../access/actor.ts';
import { memberEventWhere, requireMember } from '../../access/event-access.ts';
import { guestGalleryWhere } from '../../access/guest-visibility.ts';
import { eventAudit, type AuditLog } from '../../audit/audit-log.ts';
import type { Db, Transaction } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Album, Event, Prisma } from '../../generated/prisma/client.ts';
import { parseRowId } from '../../../../common/row-id.ts';
import {
  ConflictError,
  fieldProblem,
  fieldRefusal,
  NotFoundError,
  ValidationError,
  type ErrorWords,
} from '../../lib/errors.ts';
import { message } from '../../i18n/messages.ts';
import type { PhotoFeed } from '../../live/photo-feed.ts';

/** The hosts' order, which the guests' tabs follow too. */
export const ALBUM_ORDER = [{ position: 'asc' }, { id: 'asc' }] satisfies Prisma.AlbumOrderByWithRelationInput[];

/**
 * The field an upload's album refusal names, REST `{message, code: 'ValidationError', field: 'albumId'}`
 * and GraphQL `ValidationError.fieldErrors[].field`: the stable signal clients read in any language. An
 * upload that named an album: it is not one of the event's (deleted meanwhile), choose again; one that
 * named none: the hosts require one.
 */
export const UPLOAD_ALBUM_FIELD = 'albumId';

/** A REST `position` that is no whole number: only an integrator's code sends one (GraphQL's is an Int). */
const POSITION_NOT_WHOLE = 'Position must be a whole number.';

/** Photos moved at most in one request: a large wedding's whole gallery, sorted in one go. */
export const MAX_PHOTOS_PER_MOVE = 5000;

/** An album as guests see it: its name, place and how many of the photos guests may see are in it. */
export interface GuestAlbum {
  id: number;
  name: string;
  position: number;
  photoCount: number;
}

/**
 * Albums (decision 053). The event's hosts (owner and co-hosts alike, as for its tables) create, rename,
 * order and delete albums and move photos between them; a guest's upload may name one (`albumForUpload`,
 * every upload path), which the hosts can require. Deleting an album keeps its photos: the foreign key's
 * ON DELETE SET NULL files them under no album.
 */
export class AlbumsService {
  constructor(
    private readonly prisma: Db,
    private readonly audit: AuditLog,
    private readonly feed: Pick<PhotoFeed, 'publish'>,
  ) {}

  /** An event's albums in the hosts' order, for its hosts. */
  async list(actor: Pick<Actor, 'user'>, eventId: number): Promise<{ event: Event; albums: Album[] }> {
    const { event } = await requireMember(this.prisma, actor.user.id, eventId);
    return { event, albums: await this.prisma.album.findMany({ where: { eventId }, orderBy: ALBUM_ORDER }) };
  }

  /** Photos in each album, whatever their status (the hosts' view); keyed by album id. */
  async photoCounts(eventId: number): Promise<Map<number, number>> {
    const rows = await this.prisma.upload.groupBy({
      by: ['albumId'],
      where: { eventId, albumId: { not: null } },
      _count: { _all: true },
    });
    return new Map(rows.map((row) => [row.albumId!, row._count._all]));
  }

  /**
   * The albums as one guest sees them (the gate was passed): every album, in the hosts' order, with how
   * many photos this guest may see in each under the event's gallery mode (decision 052: their own in OWN,
   * none in a drop box or before a reveal); an empty album is listed too (guests may file photos in it).
   * `guestKeyHash`: the guest's browser key for the event, null for none.
   */
  async guestAlbums(event: Event, guestKeyHash: string | null): Promise<GuestAlbum[]> {
    const [albums, counts] = await Promise.all([
      this.prisma.album.findMany({ where: { eventId: event.id }, orderBy: ALBUM_ORDER }),
      this.prisma.upload.groupBy({
        by: ['albumId'],
        where: { ...guestGalleryWhere(event, guestKeyHash), albumId: { not: null } },
        _count: { _all: true },
      }),
    ]);
    const countOf = new Map(counts.map((row) => [row.albumId!, row._count._all]));
    return albums.map(({ id, name, position }) => ({ id, name, position, photoCount: countOf.get(id) ?? 0 }));
  }

  /** Adds an album at the end of the list: a name well formed and not taken, at most MAX_ALBUMS_PER_EVENT. */
  async create(actor: Actor, eventId: number, rawName: unknown): Promise<{ event: Event; album: Album }> {
    const { event } = await requireMember(this.prisma, actor.user.id, eventId);
    const name = parseName(rawName);
    try {
      const album = await this.audit.audited(
        async (tx) => {
          await lockAlbumsOf(tx, event.id);
          const existing = await tx.album.findMany({
            where: { eventId: event.id },
            select: { nameKey: true, position: true },
          });
          if (existing.length >= MAX_ALBUMS_PER_EVENT) throw invalid(TOO_MANY_ALBUMS);
          if (existing.some((other) => other.nameKey === albumNameKey(name))) {
            throw new ConflictError(albumNameTakenMessage(name));
          }
          const position = Math.max(-1, ...existing.map((other) => other.position)) + 1;
          return tx.album.create({ data: { eventId: event.id, name, nameKey: albumNameKey(name), position } });
        },
        (created) => eventAudit(actor, 'event.album.create', event.id, { albumId: created.id, name: created.name }),
      );
      this.changed(event.id);
      return { event, album };
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(albumNameTakenMessage(name));
      throw error;
    }
  }

  /** A new name for an album; its photos stay in it. */
  async rename(actor: Actor, albumId: number, rawName: unknown, eventId?: number): Promise<Album> {
    const album = await this.findForHost(actor, albumId, eventId);
    const name = parseName(rawName);
    try {
      const renamed = await this.audit.audited(
        (tx) => tx.album.update({ where: { id: album.id }, data: { name, nameKey: albumNameKey(name) } }),
        () => eventAudit(actor, 'event.album.rename', album.eventId, { albumId: album.id, from: album.name, to: name }),
      );
      this.changed(album.eventId);
      return renamed;
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(albumNameTakenMessage(name));
      throw error;
    }
  }

  /** Moves an album to `position` (0 first) among the tabs; out-of-range positions go to either end. */
  async move(
    actor: Actor,
    albumId: number,
    position: unknown,
    eventId?: number,
  ): Promise<{ event: Event; album: Album }> {
    if (typeof position !== 'number' || !Number.isSafeInteger(position)) {
      throw new ValidationError(POSITION_NOT_WHOLE, [fieldProblem('position', POSITION_NOT_WHOLE)]);
    }
    const album = await this.findForHost(actor, albumId, eventId);
    await this.audit.audited(
      async (tx) => {
        await lockAlbumsOf(tx, album.eventId);
        const albums = await tx.album.findMany({
          where: { eventId: album.eventId },
          orderBy: ALBUM_ORDER,
          select: { id: true, position: true },
        });
        const order = albums.filter((other) => other.id !== album.id);
        order.splice(Math.min(Math.max(position, 0), order.length), 0, { id: album.id, position: -1 });
        for (const [index, { id, position: was }] of order.entries()) {
          if (was !== index) await tx.album.update({ where: { id }, data: { position: index } });
        }
      },
      () => eventAudit(actor, 'event.album.move', album.eventId, { albumId: album.id, position }),
    );
    this.changed(album.eventId);
    const { event } = album;
    return { event, album: await this.prisma.album.findUniqueOrThrow({ where: { id: album.id } }) };
  }

  /** Rename and/or move in one call (REST PATCH): the name first, then the place. */
  async update(
    actor: Actor,
    albumId: number,
    input: { name?: unknown; position?: unknown },
    eventId?: number,
  ): Promise<Album> {
    if (input.name === undefined && input.position === undefined) {
      // english-by-design: a REST PATCH with neither field, which only an integrator's code sends.
      throw invalid('Send a new name or position for the album.');
    }
    let album = input.name === undefined ? null : await this.rename(actor, albumId, input.name, eventId);
    if (input.position !== undefined) album = (await this.move(actor, albumId, input.position, eventId)).album;
    return album!;
  }

  /** Deletes an album: its photos stay, with no album (ON DELETE SET NULL). */
  async delete(actor: Actor, albumId: number, eventId?: number): Promise<{ event: Event; album: Album }> {
    const album = await this.findForHost(actor, albumId, eventId);
    await this.audit.audited(
      (tx) => tx.album.delete({ where: { id: album.id } }),
      () => eventAudit(actor, 'event.album.delete', album.eventId, { albumId: album.id, name: album.name }),
    );
    this.changed(album.eventId);
    const { event, ...deleted } = album;
    return { event, album: deleted };
  }

  /**
   * Files the event's photos `ids` in the album (null: under no album). Ids of other events' photos, or of
   * none, are skipped (as moderation's bulk actions do); the number moved is returned.
   */
  async movePhotos(
    actor: Actor,
    eventId: number,
    albumId: number | null,
    rawIds: unknown,
  ): Promise<{ event: Event; album: Album | null; ids: number[] }> {
    const { event } = await requireMember(this.prisma, actor.user.id, eventId);
    const ids = photoIdsOf(rawIds);
    const album = albumId === null ? null : await this.findForHost(actor, albumId, event.id);
    const moved = await this.audit.audited(
      async (tx) => {
        const photos = await tx.upload.findMany({
          where: { id: { in: ids }, eventId: event.id },
          select: { id: true },
        });
        const found = photos.map((photo) => photo.id);
        await tx.upload.updateMany({ where: { id: { in: found } }, data: { albumId: album?.id ?? null } });
        return found;
      },
      (found) => eventAudit(actor, 'event.album.photos', event.id, { albumId: album?.id ?? null, count: found.length }),
    );
    this.changed(event.id);
    return { event, album: album && stripEvent(album), ids: moved };
  }

  /**
   * The album a guest's upload is filed in: `raw` (a REST field, Upload-Metadata, a GraphQL argument's row
   * id) must name one of this event's albums; none is fine unless the hosts require one while the event
   * has albums (after its last album is deleted there is nothing to choose, and guests' photos must still
   * go through). Checked before a byte of the files is read, so a refusal costs the guest nothing.
   */
  async albumForUpload(event: Pick<Event, 'id' | 'requireAlbum'>, raw: unknown): Promise<number | null> {
    const given = raw === undefined || raw === null || raw === '' || raw === NO_ALBUM ? null : raw;
    if (given === null) {
      if (event.requireAlbum && (await this.prisma.album.count({ where: { eventId: event.id } })) > 0) {
        throw fieldRefusal(UPLOAD_ALBUM_FIELD, ALBUM_REQUIRED);
      }
      return null;
    }
    const id = parseRowId(given);
    const album =
      id === null
        ? null
        : await this.prisma.album.findFirst({ where: { id, eventId: event.id }, select: { id: true } });
    if (!album) throw fieldRefusal(UPLOAD_ALBUM_FIELD, ALBUM_NOT_IN_EVENT);
    return album.id;
  }

  /** An album of an event the actor hosts (of `eventId`, when a REST path names one); else not found. */
  async findForHost(actor: Pick<Actor, 'user'>, albumId: number, eventId?: number) {
    const album = await this.prisma.album.findFirst({
      where: { id: albumId, ...(eventId === undefined ? {} : { eventId }), event: memberEventWhere(actor.user.id) },
      include: { event: true },
    });
    if (!album) throw new NotFoundError(ALBUM_NOT_FOUND);
    return album;
  }

  /** Guests' pages show the albums as tabs: open ones and the public caches learn of the change. */
  private changed(eventId: number): void {
    this.feed.publish({ kind: 'EVENT_CHANGED', eventId });
  }
}

function stripEvent(album: Album & { event: Event }): Album {
  const { event: _event, ...rest } = album;
  return rest;
}

function invalid(words: ErrorWords, field = 'name'): ValidationError {
  return new ValidationError(words, [fieldProblem(field, words)]);
}

/**
 * Changes to one event's albums one at a time (two hosts adding at once): the cap and the positions are
 * read and written under the event row's lock.
 */
async function lockAlbumsOf(tx: Transaction, eventId: number): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "Event" WHERE id = ${eventId} FOR UPDATE`;
}

function parseName(raw: unknown): string {
  const name = typeof raw === 'string' ? cleanAlbumName(raw) : '';
  const problem = typeof raw === 'string' ? albumNameProblem(name) : ALBUM_NAME_REQUIRED;
  if (problem !== null) throw invalid(problem);
  return name;
}

/** The photos to move: a list of numeric ids (numbers or their text), at least one, at most MAX_PHOTOS_PER_MOVE. */
function photoIdsOf(raw: unknown): number[] {
  if (!Array.isArray(raw) || raw.length === 0) throw invalid(ALBUM_PHOTOS_REQUIRED, 'ids');
  if (raw.length > MAX_PHOTOS_PER_MOVE) {
    throw invalid(message('albums.tooManyPhotos', { max: MAX_PHOTOS_PER_MOVE }), 'ids');
  }
  const ids = raw.map(parseRowId);
  // english-by-design: the hosts' page sends the ids it lists; only an integrator's code sends others.
  if (ids.some((id) => id === null)) throw invalid('Photo ids must be whole numbers.', 'ids');
  return [...new Set(ids as number[])];
}
