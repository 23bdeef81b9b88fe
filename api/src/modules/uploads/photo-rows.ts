import type { Db, Transaction } from '../../db/client.ts';
import { Prisma, type Upload } from '../../generated/prisma/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { photoData, type WebhookOutbox } from '../webhooks/webhooks.service.ts';
import { enqueuePhotoDerivatives } from './photo-processing.ts';
import { enqueueVideoTranscodes } from './video-processing-job.ts';

/** The messages of one event that WebhookOutbox.enqueueAll writes. */
type WebhookMessages = Parameters<WebhookOutbox['enqueueAll']>[2][number][];

/** Who is told, in the transaction that stored them, that photos of some events now wait for review. */
export interface PendingReviews {
  photosWaiting(tx: Transaction, eventIds: readonly number[]): Promise<void>;
}

/** A stored photo's row as it is written. */
export type PhotoRow = Prisma.UploadCreateManyInput;

interface Waiting {
  row: PhotoRow;
  resolve(upload: Upload | null): void;
  reject(error: unknown): void;
}

/**
 * Records stored photos (and videos): each one's row, its derivatives job (a video's conversion job) and
 * its webhook deliveries, in one transaction with the photos stored meanwhile (group commit). The first
 * photo is written at once; photos that arrive while a transaction runs wait for it and go together in
 * the next. On the embedded database, which runs one session, a transaction per photo made 20 photos
 * arriving at once queue behind each other's statements (issue 14); the statements of a transaction do not
 * grow with its photos.
 */
export class PhotoRows {
  #waiting: Waiting[] = [];
  #writing = false;

  constructor(
    private readonly prisma: Db,
    private readonly jobs: Pick<JobQueue, 'enqueueAll' | 'wake'>,
    private readonly webhooks: WebhookOutbox,
    private readonly reviews?: PendingReviews,
  ) {}

  /**
   * Resolves with the row once it is committed, or with null when the event holds the same photo already
   * (a row with its bytes' digest); rejects when its transaction failed.
   */
  record(row: PhotoRow): Promise<Upload | null> {
    return new Promise((resolve, reject) => {
      this.#waiting.push({ row, resolve, reject });
      if (!this.#writing) void this.#writeWaiting();
    });
  }

  async #writeWaiting(): Promise<void> {
    this.#writing = true;
    try {
      while (this.#waiting.length > 0) await this.#commit(this.#waiting.splice(0));
    } finally {
      this.#writing = false;
    }
  }

  /** Writes a batch; when its transaction fails, each photo is tried alone, so one bad row undoes no other. */
  async #commit(batch: readonly Waiting[]): Promise<void> {
    let created: Upload[];
    try {
      created = await this.prisma.$transaction((tx) => this.#write(tx, batch));
    } catch (error) {
      if (batch.length === 1) batch[0]!.reject(error);
      else for (const waiting of batch) await this.#commit([waiting]);
      return;
    }
    this.jobs.wake();
    this.webhooks.wake();
    // Two photos of one batch with the same bytes: the first gets the row, the second is a duplicate.
    const unclaimed = new Map(created.map((upload) => [digestKey(upload), upload]));
    for (const waiting of batch) {
      const key = digestKey(waiting.row);
      waiting.resolve(unclaimed.get(key) ?? null);
      unclaimed.delete(key);
    }
  }

  async #write(tx: Transaction, batch: readonly Waiting[]): Promise<Upload[]> {
    // A photo the event already holds (same digest) is skipped, not an error that would undo the others.
    const rows = await withLiveAlbums(
      tx,
      await withLiveTables(
        tx,
        batch.map(({ row }) => row),
      ),
    );
    const created = await tx.upload.createManyAndReturn({ data: rows, skipDuplicates: true });
    // Each kind of media to its own job: photos' copies, videos' conversions (their own worker slots).
    const idsOf = (kind: Upload['mediaType']) =>
      created.filter(({ mediaType }) => mediaType === kind).map(({ id }) => id);
    await enqueuePhotoDerivatives(this.jobs, tx, idsOf('PHOTO'));
    await enqueueVideoTranscodes(this.jobs, tx, idsOf('VIDEO'));
    const messagesByEvent = new Map<number, WebhookMessages>();
    for (const upload of created) {
      const messages = messagesByEvent.get(upload.eventId) ?? [];
      messages.push({ topic: 'upload.created', data: photoData(upload) });
      if (upload.status === 'APPROVED') messages.push({ topic: 'upload.approved', data: photoData(upload) });
      messagesByEvent.set(upload.eventId, messages);
    }
    for (const [eventId, messages] of messagesByEvent) await this.webhooks.enqueueAll(tx, eventId, messages);
    const waiting = [...new Set(created.filter(({ status }) => status === 'PENDING').map(({ eventId }) => eventId))];
    if (waiting.length > 0) await this.reviews?.photosWaiting(tx, waiting);
    return created;
  }
}

/**
 * The rows, each keeping its table (decision 046) only if the table still exists in the row's event, and
 * holding those tables (FOR KEY SHARE) until the commit: a host deleting one meanwhile waits, and its SET
 * NULL then reaches these photos too. A table deleted before leaves the photo untagged, never refused: a
 * table only labels photos. Rows without a table (most) cost no statement.
 */
async function withLiveTables(tx: Transaction, rows: PhotoRow[]): Promise<PhotoRow[]> {
  const ids = [...new Set(rows.flatMap((row) => (typeof row.tableId === 'number' ? [row.tableId] : [])))];
  if (ids.length === 0) return rows;
  const live = await tx.$queryRaw<{ id: number; eventId: number }[]>`
    SELECT id, "eventId" FROM "EventTable" WHERE id IN (${Prisma.join(ids)}) FOR KEY SHARE`;
  const eventOf = new Map(live.map((table) => [table.id, table.eventId]));
  return rows.map((row) =>
    typeof row.tableId === 'number' && eventOf.get(row.tableId) !== row.eventId ? { ...row, tableId: null } : row,
  );
}

/**
 * The same for albums (decision 053): the upload's album was checked when it started (a foreign or missing
 * one is refused then), but a host may delete it while the bytes arrive; the photo then lands under no
 * album, as the album's other photos did, rather than failing on the foreign key.
 */
async function withLiveAlbums(tx: Transaction, rows: PhotoRow[]): Promise<PhotoRow[]> {
  const ids = [...new Set(rows.flatMap((row) => (typeof row.albumId === 'number' ? [row.albumId] : [])))];
  if (ids.length === 0) return rows;
  const live = await tx.$queryRaw<{ id: number; eventId: number }[]>`
    SELECT id, "eventId" FROM "Album" WHERE id IN (${Prisma.join(ids)}) FOR KEY SHARE`;
  const eventOf = new Map(live.map((album) => [album.id, album.eventId]));
  return rows.map((row) =>
    typeof row.albumId === 'number' && eventOf.get(row.albumId) !== row.eventId ? { ...row, albumId: null } : row,
  );
}

function digestKey(upload: { eventId: number; sha256: string }): string {
  return `${upload.eventId} ${upload.sha256}`;
}
