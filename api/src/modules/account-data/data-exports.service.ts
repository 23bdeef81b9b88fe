import { message } from '../../i18n/messages.ts';
import type { Readable } from 'node:stream';
import type { Actor } from '../../access/actor.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { DataExport, User } from '../../generated/prisma/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import type { RateLimiter, RateLimitPolicy } from '../../limits/rate-limiter.ts';
import type { Logger } from '../../storage/delete-quietly.ts';
import { accountFilesPrefix } from '../../storage/file-keys.ts';
import type { StorageDriver } from '../../storage/storage.ts';
import { DATA_EXPORT_JOB, type DataExportJob } from './data-export-job.ts';

export const EXPORT_ALREADY_PREPARING = message('inputs.exportPreparing');
export const EXPORT_NOT_FOUND = message('inputs.exportNotFound');

/** The account page lists this many, newest first. */
export const LISTED_DATA_EXPORTS = 5;

export interface DataExportRateLimits {
  /** Archives one account asks for (each reads every original it owns). */
  dataExportsPerAccount: RateLimitPolicy;
}

export const DEFAULT_DATA_EXPORT_RATE_LIMITS: DataExportRateLimits = {
  dataExportsPerAccount: { limit: 3, windowMs: 24 * 60 * 60_000 },
};

/** A ready archive, opened for download. */
export interface DataExportDownload {
  filename: string;
  bytes: number;
  stream: Readable;
}

/** Where a ready archive is downloaded (the owner's session or token only). */
export function dataExportDownloadPath(id: number): string {
  return `/api/auth/data-exports/${id}/download`;
}

/** Whether the archive can be downloaded now (READY and not past its week, even before the sweep ran). */
export function isDownloadable(row: Pick<DataExport, 'status' | 'expiresAt'>, now = new Date()): boolean {
  return row.status === 'READY' && row.expiresAt !== null && row.expiresAt > now;
}

/** The archive as the REST calls answer it (sizes as numbers: JSON has no BigInt). */
export function dataExportJson(row: DataExport) {
  return {
    id: row.id,
    status: row.status,
    requestedAt: row.requestedAt,
    readyAt: row.readyAt,
    expiresAt: row.expiresAt,
    sizeBytes: row.sizeBytes === null ? null : Number(row.sizeBytes),
    error: row.error,
    downloadUrl: isDownloadable(row) ? dataExportDownloadPath(row.id) : null,
  };
}

/**
 * "Download my data" (issue 32): an account asks, a job builds the ZIP (data-export-job.ts) and mails
 * when it is ready, the owner downloads it for a week, then a sweep deletes it. Files live under the
 * account's own prefix (storage/file-keys.ts), so deleting the account removes them with it.
 */
export class DataExportsService {
  constructor(
    private readonly prisma: Db,
    private readonly storage: StorageDriver,
    private readonly jobs: JobQueue,
    private readonly limiter: RateLimiter,
    private readonly limits: DataExportRateLimits,
    private readonly audit: AuditLog,
    private readonly log: Logger,
    /** The `account.data-export` job's handler, which the data export workers run. */
    readonly job: DataExportJob,
  ) {}

  /**
   * Starts an archive: the row and its job in one transaction. One at a time per account (ConflictError
   * while one is PREPARING, checked again by a unique index when two requests race), at most 3 a day.
   */
  async requestExport(actor: Actor): Promise<DataExport> {
    const { user, ip } = actor;
    const preparing = await this.prisma.dataExport.findFirst({ where: { userId: user.id, status: 'PREPARING' } });
    if (preparing) throw new ConflictError(EXPORT_ALREADY_PREPARING);
    const policy = this.limits.dataExportsPerAccount;
    await this.limiter.consume('data-export', String(user.id), policy, (wait) =>
      message('rates.dataExports', { limit: policy.limit, wait }),
    );
    let created: DataExport;
    try {
      created = await this.prisma.$transaction(async (tx) => {
        const row = await tx.dataExport.create({ data: { userId: user.id } });
        await this.jobs.enqueue(tx, DATA_EXPORT_JOB, { exportId: row.id });
        await this.audit.record(
          { actorId: user.id, action: 'account.data-export.request', targetType: 'User', targetId: user.id, ip },
          tx,
        );
        return row;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(EXPORT_ALREADY_PREPARING);
      throw error;
    }
    this.jobs.wake();
    return created;
  }

  /** The account's latest archives, newest first. */
  listOwn(userId: number): Promise<DataExport[]> {
    return this.prisma.dataExport.findMany({
      where: { userId },
      orderBy: [{ requestedAt: 'desc' }, { id: 'desc' }],
      take: LISTED_DATA_EXPORTS,
    });
  }

  /**
   * Opens a ready archive of `user`'s for download. Another account's, one not ready, expired or whose
   * file is gone: NotFoundError alike, so ids cannot be probed.
   */
  async openDownload(user: User, id: number): Promise<DataExportDownload> {
    const row = await this.prisma.dataExport.findFirst({ where: { id, userId: user.id } });
    if (!row || !isDownloadable(row) || !row.storageKey) throw new NotFoundError(EXPORT_NOT_FOUND);
    const info = await this.storage.stat(row.storageKey);
    const stream = info ? await this.storage.read(row.storageKey) : null;
    if (!info || !stream) throw new NotFoundError(EXPORT_NOT_FOUND);
    const day = (row.readyAt ?? row.requestedAt).toISOString().slice(0, 10);
    return { filename: `wedding-data-${day}.zip`, bytes: info.bytes, stream };
  }

  /**
   * Removes every archive of an account, files and rows: for the account's deletion, which keeps the user
   * row (anonymised) and so does not cascade. Files first: a row left by a failure is retried, a file
   * left without its row never would be.
   */
  async removeAll(userId: number): Promise<void> {
    await this.storage.deletePrefix(accountFilesPrefix(userId));
    await this.prisma.dataExport.deleteMany({ where: { userId } });
  }

  /** Deletes the files of archives past their week and marks them EXPIRED; answers how many. */
  async expireDue(now = new Date()): Promise<number> {
    const due = await this.prisma.dataExport.findMany({
      where: { status: 'READY', expiresAt: { lte: now } },
      select: { id: true, storageKey: true },
      take: 500,
    });
    let expired = 0;
    for (const row of due) {
      try {
        if (row.storageKey) await this.storage.delete(row.storageKey);
      } catch (error) {
        // Still READY (and past its week, so never served): the next sweep tries again.
        this.log.warn({ err: error, key: row.storageKey }, 'could not delete an expired data export; trying later');
        continue;
      }
      const { count } = await this.prisma.dataExport.updateMany({
        where: { id: row.id, status: 'READY' },
        data: { status: 'EXPIRED', storageKey: null },
      });
      expired += count;
    }
    return expired;
  }
}
