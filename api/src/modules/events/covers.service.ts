import { message } from '../../i18n/messages.ts';
import { Readable } from 'node:stream';
import { eventAudit, type AuditLog } from '../../audit/audit-log.ts';
import type { Db } from '../../db/client.ts';
import {
  fieldProblem,
  NotFoundError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '../../lib/errors.ts';
import type { Event, User } from '../../generated/prisma/client.ts';
import { COVER_TYPE_MESSAGE, COVER_TYPES, renderCover } from '../../media/cover.ts';
import { deleteQuietly, type Logger } from '../../storage/delete-quietly.ts';
import { coverKey, fileUrl, incomingKey, isIncomingKey, parseFileKey } from '../../storage/file-keys.ts';
import type { PhotoFeed } from '../../live/photo-feed.ts';
import type { StorageDriver, StoredObject } from '../../storage/storage.ts';
import { UploadTickets } from '../../storage/upload-tickets.ts';
import { EventInactiveError } from '../guest/errors.ts';
import type { GuestAccess, GuestService } from '../guest/guest.service.ts';
import type { FileToServe } from '../../storage/file-to-serve.ts';
import { coverFileAudience } from '../files/index.ts';
import { LIVE_EVENT, requireMember, rolesOf } from '../../access/event-access.ts';
import type { Actor } from '../../access/actor.ts';
import { MAX_IMAGE_BYTES, MAX_IMAGE_SIZE } from '../../../../common/upload-limits.ts';

const COVER_TOO_LARGE = message('inputs.coverTooLarge', { size: MAX_IMAGE_SIZE });

const COVER_UPLOAD_TTL_SECONDS = 15 * 60;
const COVER_UPLOAD_NOT_FOUND = message('inputs.coverUploadNotFound');

/**
 * An event's cover picture: any host uploads it straight to storage (a presigned PUT, local or GCS),
 * then the server re-encodes it for guests; whoever may see the event may open it.
 */
export class CoversService {
  /** Presigned links, each good for one cover. */
  private readonly tickets: UploadTickets;

  constructor(
    private readonly prisma: Db,
    private readonly storage: StorageDriver,
    private readonly audit: AuditLog,
    private readonly guest: GuestService,
    private readonly feed: Pick<PhotoFeed, 'publish'>,
    private readonly log: Logger,
  ) {
    this.tickets = new UploadTickets(prisma, storage);
  }

  /** Step 1 of a cover upload: a short-lived URL the browser PUTs the file to (local or GCS). */
  async prepare(actor: Actor, eventId: number, input: { mimeType?: unknown; originalFilename?: unknown }) {
    const { event } = await requireMember(this.prisma, actor.user.id, eventId);
    const mimeType = typeof input.mimeType === 'string' ? normaliseMimeType(input.mimeType) : '';
    if (!(COVER_TYPES as readonly string[]).includes(mimeType)) throw new UnsupportedMediaTypeError(COVER_TYPE_MESSAGE);
    const storageKey = incomingKey('covers', event.id);
    const signed = await this.tickets.issue(event.id, storageKey, {
      contentType: mimeType,
      maxBytes: MAX_IMAGE_BYTES,
      expiresInSeconds: COVER_UPLOAD_TTL_SECONDS,
    });
    return {
      presignedUrl: signed.url,
      headers: signed.headers,
      storageKey,
      contentType: mimeType,
      expiresInSeconds: COVER_UPLOAD_TTL_SECONDS,
    };
  }

  /**
   * Step 3: the uploaded file becomes the cover. Guests get a re-encoded copy (upright, resized,
   * metadata and GPS stripped), never the uploaded bytes; the previous cover file is removed.
   */
  async complete(actor: Actor, eventId: number, storageKey: unknown): Promise<Event> {
    const { event } = await requireMember(this.prisma, actor.user.id, eventId);
    if (!isIncomingKey('covers', event.id, storageKey)) {
      const notThisEvent = message('inputs.coverNotThisEvent');
      throw new ValidationError(notThisEvent, [fieldProblem('storageKey', notThisEvent)]);
    }
    // One presign, one cover: a second complete of the link is refused (409).
    const uploaded = await this.tickets.takeStored(event.id, storageKey, COVER_UPLOAD_NOT_FOUND);
    let cover: Buffer;
    try {
      if (uploaded.bytes > MAX_IMAGE_BYTES) throw new PayloadTooLargeError(COVER_TOO_LARGE);
      cover = await renderCover(await this.readWhole(storageKey, uploaded));
    } finally {
      await deleteQuietly(this.log, () => this.storage.delete(storageKey), storageKey);
    }
    const newCoverKey = coverKey(event.id);
    await this.storage.write(newCoverKey, Readable.from([cover]), { contentType: 'image/jpeg' });
    const updated = await this.audit.audited(
      (tx) =>
        tx.event.update({
          where: { id: event.id },
          data: { coverStorageKey: newCoverKey, coverImageUrl: fileUrl(newCoverKey) },
        }),
      () => eventAudit(actor, 'event.cover.set', event.id, { bytes: cover.length }),
    );
    // Guests' pages (and the public read cache) show the new cover at once.
    this.feed.publish({ kind: 'EVENT_CHANGED', eventId: event.id });
    const previous = event.coverStorageKey;
    if (previous) await deleteQuietly(this.log, () => this.storage.delete(previous), previous);
    return updated;
  }

  /**
   * A cover file for whoever may see the event: members always; guests while the event is active,
   * with its PIN when it has one. Anything else is 'not found' or 'protected' like the page itself.
   * The route then serves it (ranges, HEAD, 304).
   */
  async coverToServe(key: string, viewer: User | null, guest: Omit<GuestAccess, 'isMember'>): Promise<FileToServe> {
    const parsed = parseFileKey(key);
    const event =
      parsed?.kind === 'cover'
        ? await this.prisma.event.findFirst({ where: { id: parsed.eventId, coverStorageKey: key, ...LIVE_EVENT } })
        : null;
    if (!event) throw new NotFoundError(message('uploads.fileNotFound'));
    const isMember = viewer ? (await rolesOf(this.prisma, viewer.id, [event.id])).has(event.id) : false;
    try {
      await this.guest.assertCanView(event, { ...guest, isMember });
    } catch (error) {
      // A closed event's files do not exist for guests; PIN and rate-limit answers stay as they are.
      if (error instanceof EventInactiveError) throw new NotFoundError(message('uploads.fileNotFound'));
      throw error;
    }
    return {
      key,
      downloadName: key.slice(key.lastIndexOf('/') + 1),
      audience: coverFileAudience(event, { isMember }),
    };
  }

  private async readWhole(key: string, stat: StoredObject): Promise<Buffer> {
    const stream = await this.storage.read(key);
    if (!stream) throw new ValidationError(COVER_UPLOAD_NOT_FOUND);
    const chunks: Buffer[] = [];
    let total = 0;
    for await (const chunk of stream as AsyncIterable<Buffer> & Readable) {
      total += chunk.length;
      if (total > Math.max(stat.bytes, MAX_IMAGE_BYTES)) {
        stream.destroy();
        throw new PayloadTooLargeError(COVER_TOO_LARGE);
      }
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  }
}

function normaliseMimeType(value: string): string {
  const type = value.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'image/jpg' ? 'image/jpeg' : type;
}
