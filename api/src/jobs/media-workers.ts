import type { Db } from '../db/client.ts';
import type { PhotoChange } from '../live/photo-feed.ts';
import { type DerivativeRenderer, PhotoProcessing } from '../modules/uploads/photo-processing.ts';
import { removeStaleVideoWork, type VideoConverter, VideoProcessing } from '../modules/uploads/video-processing.ts';
import type { Logger } from '../storage/delete-quietly.ts';
import type { StorageDriver } from '../storage/storage.ts';
import { JobQueue } from './job-queue.ts';
import { type JobWorkerOptions, JobWorkers } from './job-workers.ts';

export interface VideoWorkerOptions {
  /** The app's VideoPipeline (or one of a worker process). */
  converter: VideoConverter;
  /** VIDEO_WORKERS: conversions at once in this process; 0 runs none here (other processes do). */
  concurrency: number;
  /** Where originals are copied for ffmpeg and web copies are made (videoWorkDirectory). */
  workDir: string;
  /** VIDEO_TRANSCODE_TIMEOUT_SECONDS in ms: a work file older than twice this was left by a crash. */
  transcodeTimeoutMs: number;
}

export interface MediaWorkersOptions {
  prisma: Db;
  storage: StorageDriver;
  media: DerivativeRenderer;
  feed: { publish(change: PhotoChange): void };
  log: Logger & JobWorkerOptions['log'];
  concurrency: number;
  /** Videos' conversions; without it no video is converted in this process (photo-only tests). */
  video?: VideoWorkerOptions;
}

const HOUR_MS = 60 * 60_000;

/**
 * The queue, the photo and video jobs and the workers that run them: the same in the server and in
 * `npm run worker`. Photos and videos have a job kind and slots each (decision 048): photo workers never
 * claim a conversion, so a photo never waits behind minutes of ffmpeg, and a burst of photos never holds
 * up videos either.
 */
export function createMediaWorkers(options: MediaWorkersOptions) {
  const queue = new JobQueue(options.prisma);
  const processing = new PhotoProcessing(options.prisma, options.storage, options.media, options.feed, options.log);
  const workers = new JobWorkers(queue, [processing], { concurrency: options.concurrency, log: options.log });
  const { video } = options;
  const videoProcessing = video
    ? new VideoProcessing(options.prisma, options.storage, video.converter, options.feed, options.log, video.workDir)
    : null;
  const videoWorkers = new JobWorkers(queue, videoProcessing ? [videoProcessing] : [], {
    concurrency: video?.concurrency ?? 0,
    log: options.log,
  });
  return {
    queue,
    /** Photo workers (`drain()` waits for queued photos: tests). */
    workers,
    /** Video workers (`drain()` waits for queued conversions: tests). */
    videoWorkers,
    start(): void {
      workers.start();
      videoWorkers.start();
    },
    /**
     * Run at start, before relying on the queue. `ownsDatabase`: nobody else works on this database (the
     * embedded one), so claims left by the previous process are freed now instead of when their lease ends.
     */
    async recover(ownsDatabase: boolean, alsoLive: readonly string[] = []): Promise<void> {
      // `alsoLive`: other workers of this process on the same queue (webhooks), whose claims are current.
      if (ownsDatabase) await queue.releaseAllBut([workers.id, videoWorkers.id, ...alsoLive]);
      await processing.requeueOrphans();
      if (video && videoProcessing) {
        await videoProcessing.requeueOrphans();
        const removed = await removeStaleVideoWork(video.workDir, Math.max(HOUR_MS, 2 * video.transcodeTimeoutMs));
        if (removed > 0) options.log.warn({ removed }, 'removed video work files a stopped process left behind');
      }
      queue.wake();
    },
    /**
     * Claims no more and lets running jobs finish within `graceMs`. Conversions take minutes: those still
     * running near the end of the grace are stopped, so their jobs are handed back to the queue (to run again
     * after a restart or on another worker) rather than held until their lease runs out.
     */
    async stop(graceMs: number): Promise<void> {
      const abortAt = Math.max(0, graceMs - Math.min(2_000, graceMs / 2));
      const abort = setTimeout(() => videoProcessing?.abortRunning(), abortAt);
      try {
        await Promise.all([workers.stop(graceMs), videoWorkers.stop(graceMs)]);
      } finally {
        clearTimeout(abort);
      }
    },
  };
}

export type MediaWorkers = ReturnType<typeof createMediaWorkers>;
