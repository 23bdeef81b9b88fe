import type { Db } from '../../db/client.ts';
import type { ClaimedJob } from '../../jobs/job-queue.ts';
import type { JobHandler } from '../../jobs/job-workers.ts';
import { deleteQuietly } from '../../storage/delete-quietly.ts';
import { dataExportKey } from '../../storage/file-keys.ts';
import type { StorageDriver } from '../../storage/storage.ts';
import type { EmailService } from '../email/email.service.ts';
import { streamPhotoZip, type ZipLogger } from '../downloads/downloads.service.ts';
import { dataExportEntries } from './data-export-contents.ts';

/** The job kind that builds one account's archive; its payload is `{ exportId }`. */
export const DATA_EXPORT_JOB = 'account.data-export';

/** How long a ready archive stays downloadable. */
export const DATA_EXPORT_TTL_MS = 7 * 24 * 60 * 60_000;

export const DATA_EXPORT_FAILED =
  'We could not prepare your data. Please try again; if it fails again, contact us and we will help.';

/**
 * Builds a "Download my data" ZIP (issue 32): streamed from storage into storage, one original open at a
 * time (zip-stream.ts), so memory stays flat whatever the account holds. The storage driver keeps a write
 * invisible until it is whole, so a failed try leaves nothing under the key; the queue retries it, and
 * after the last try the export is FAILED with words for the account (no mail: the page shows it).
 * When ready: READY for a week, and a mail in the same transaction.
 */
export class DataExportJob implements JobHandler {
  readonly kind = DATA_EXPORT_JOB;
  readonly maxAttempts = 3;

  constructor(
    private readonly prisma: Db,
    private readonly storage: StorageDriver,
    private readonly email: EmailService,
    private readonly log: ZipLogger,
  ) {}

  async run(job: ClaimedJob): Promise<void> {
    const exportId = exportIdOf(job);
    const row = await this.prisma.dataExport.findUnique({ where: { id: exportId }, include: { user: true } });
    // Deleted with its account, or already done by an earlier claim whose completion was lost.
    if (!row || row.status !== 'PREPARING') return;
    const key = dataExportKey(row.userId, row.id);
    const zip = streamPhotoZip(this.storage, await dataExportEntries(this.prisma, row.user, new Date()), this.log);
    let stored;
    try {
      stored = await this.storage.write(key, zip.stream, { contentType: 'application/zip' });
    } catch (error) {
      zip.abort();
      throw error;
    }
    const { aborted } = await zip.done;
    if (aborted) {
      await this.storage.delete(key);
      throw new Error('the archive was cut short');
    }
    const readyAt = new Date();
    const expiresAt = new Date(readyAt.getTime() + DATA_EXPORT_TTL_MS);
    const mail = await this.email.dataExportReady(row.user, expiresAt);
    const marked = await this.prisma.$transaction(async (tx) => {
      const { count } = await tx.dataExport.updateMany({
        where: { id: row.id, status: 'PREPARING' },
        data: { status: 'READY', storageKey: key, sizeBytes: BigInt(stored.bytes), readyAt, expiresAt, error: null },
      });
      if (count === 1) await this.email.queue(tx, mail);
      return count === 1;
    });
    if (marked) this.email.wake();
    // The account (or this export) went while the archive was written: its file goes too.
    else await deleteQuietly(this.log, () => this.storage.delete(key), key);
  }

  async giveUp(job: ClaimedJob): Promise<void> {
    await this.prisma.dataExport.updateMany({
      where: { id: exportIdOf(job), status: 'PREPARING' },
      data: { status: 'FAILED', error: DATA_EXPORT_FAILED },
    });
  }
}

function exportIdOf(job: ClaimedJob): number {
  const payload = job.payload as { exportId?: unknown } | null;
  const id = payload?.exportId;
  if (typeof id !== 'number') throw new Error(`data export job ${job.id} has no exportId`);
  return id;
}
