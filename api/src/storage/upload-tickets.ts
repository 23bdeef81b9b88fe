import { message } from '../i18n/messages.ts';
import type { Db } from '../db/client.ts';
import { ConflictError, ForbiddenError, ValidationError, type ErrorWords } from '../lib/errors.ts';
import type { SignedUpload, StorageDriver, StoredObject } from './storage.ts';
import { INVALID_UPLOAD_LINK } from './upload-tokens.ts';

/** What a second complete of one presigned upload, or a PUT after its complete, is told. */
export const UPLOAD_ALREADY_COMPLETED = message('uploads.alreadyCompleted');

/**
 * Presigned upload links (guest photos, covers) as tickets good for one file (issue 28). A link's storage key
 * is recorded when it is handed out and taken by the one complete that stores its file; a second complete,
 * at once or later, is refused, and so is a PUT through our own upload route after it. On GCS the PUT goes
 * to Google, which takes it until the link expires, so there only complete can refuse: each ticket has its
 * own key, and what is PUT after its complete stays under incoming/ for the orphan sweep, which also removes
 * tickets a day after they expire.
 */
export class UploadTickets {
  constructor(
    private readonly prisma: Db,
    private readonly storage: StorageDriver,
  ) {}

  /** A signed upload link for `key` (a fresh incoming key of the event), recorded as an open ticket. */
  async issue(
    eventId: number,
    key: string,
    options: { contentType: string; maxBytes: number; expiresInSeconds: number },
  ): Promise<SignedUpload> {
    // Signed first: the driver refuses a bad key before anything is recorded.
    const signed = await this.storage.signedUploadUrl(key, options);
    await this.prisma.uploadTicket.create({
      data: { storageKey: key, eventId, expiresAt: new Date(Date.now() + options.expiresInSeconds * 1000) },
    });
    return signed;
  }

  /** For the local upload route, before a byte is read: the link was handed out and is not completed. */
  async assertWritable(key: string): Promise<void> {
    const ticket = await this.prisma.uploadTicket.findUnique({
      where: { storageKey: key },
      select: { completedAt: true },
    });
    if (!ticket) throw new ForbiddenError(INVALID_UPLOAD_LINK);
    if (ticket.completedAt) throw new ConflictError(UPLOAD_ALREADY_COMPLETED);
  }

  /**
   * Complete's first step: takes the ticket and answers what was stored under it. A complete sent before its
   * PUT ended finds no file: the ticket is given back (the complete after the PUT may take it), with
   * `notFound` (400), as for a key never handed out for this event.
   */
  async takeStored(eventId: number, key: string, notFound: ErrorWords): Promise<StoredObject> {
    await this.take(eventId, key, notFound);
    const stored = await this.storage.stat(key);
    if (stored) return stored;
    await this.release(eventId, key);
    throw new ValidationError(notFound);
  }

  /**
   * Takes the ticket: one statement, so of two completes at once exactly one gets it. The other, and any
   * later one, is refused with 409; a key never handed out for this event with `notFound` (400).
   */
  private async take(eventId: number, key: string, notFound: ErrorWords): Promise<void> {
    const { count } = await this.prisma.uploadTicket.updateMany({
      where: { storageKey: key, eventId, completedAt: null },
      data: { completedAt: new Date() },
    });
    if (count === 1) return;
    const ticket = await this.prisma.uploadTicket.findUnique({
      where: { storageKey: key },
      select: { eventId: true, completedAt: true },
    });
    if (ticket?.eventId === eventId && ticket.completedAt) throw new ConflictError(UPLOAD_ALREADY_COMPLETED);
    throw new ValidationError(notFound);
  }

  /** Gives a taken ticket back when its complete found no file yet (called before the PUT ended). */
  private async release(eventId: number, key: string): Promise<void> {
    await this.prisma.uploadTicket.updateMany({ where: { storageKey: key, eventId }, data: { completedAt: null } });
  }

  /** Removes tickets that expired before `cutoff` (their files are the orphan sweep's); returns how many. */
  async removeExpired(cutoff: Date): Promise<number> {
    const { count } = await this.prisma.uploadTicket.deleteMany({ where: { expiresAt: { lt: cutoff } } });
    return count;
  }
}
