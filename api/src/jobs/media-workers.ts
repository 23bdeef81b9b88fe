import type { Db } from '../db/client.ts';
import type { PhotoChange } from '../live/photo-feed.ts';
import { type DerivativeRenderer, PhotoProcessing } from '../modules/uploads/photo-processing.ts';
import type { Logger } from '../storage/delete-quietly.ts';
import type { StorageDriver } from '../storage/storage.ts';
import { JobQueue } from './job-queue.ts';
import { type JobWorkerOptions, JobWorkers } from './job-workers.ts';

export interface MediaWorkersOptions {
  prisma: Db;
  storage: StorageDriver;
  media: DerivativeRenderer;
  feed: { publish(change: PhotoChange): void };
  log: Logger & JobWorkerOptions['log'];
  concurrency: number;
}

/** The queue, the photo job and the workers that run it: the same in the server and in `npm run worker`. */
export function createMediaWorkers(options: MediaWorkersOptions) {
  const queue = new JobQueue(options.prisma);
  const processing = new PhotoProcessing(options.prisma, options.storage, options.media, options.feed, options.log);
  const workers = new JobWorkers(queue, [processing], { concurrency: options.concurrency, log: options.log });
  return {
    queue,
    workers,
    /**
     * Run at start, before relying on the queue. `ownsDatabase`: nobody else works on this database (the
     * embedded one), so claims left by the previous process are freed now instead of when their lease ends.
     */
    async recover(ownsDatabase: boolean, alsoLive: readonly string[] = []): Promise<void> {
      // `alsoLive`: other workers of this process on the same queue (webhooks), whose claims are current.
      if (ownsDatabase) await queue.releaseAllBut([workers.id, ...alsoLive]);
      await processing.requeueOrphans();
      queue.wake();
    },
  };
}

export type MediaWorkers = ReturnType<typeof createMediaWorkers>;
