import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { createMediaWorkers } from './media-workers.ts';
import { createForgetBus } from '../live/forget-bus.ts';
import { createPhotoFeed } from '../live/photo-feed.ts';
import { MediaPipeline } from '../media/pipeline.ts';
import { videoTools } from '../media/video/binaries.ts';
import { VideoPipeline, videoWorkDirectory } from '../media/video/video-pipeline.ts';
import { DATA_DIR_TIGHTENED, preparePrivateDataDir } from '../storage/data-dir.ts';
import { createStorage } from '../storage/index.ts';
import { keepNewFilesPrivate } from '../storage/private-mode.ts';

/**
 * `npm run worker`: media workers only, no HTTP, for deployments that process photos and convert videos on
 * machines of their own (decisions 020 and 048). They share the queue through DATABASE_URL, the files through
 * the storage driver, and tell live pages through Redis. Run the web servers with MEDIA_WORKERS=0 (and
 * VIDEO_WORKERS=0) to leave the work to these.
 */
async function main(): Promise<void> {
  keepNewFilesPrivate();
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new ConfigError([
      'DATABASE_URL: is required by npm run worker (the embedded database belongs to the server process, whose own media workers process its photos)',
    ]);
  }
  const log = jsonLog(config.logLevel === 'silent');
  if (!config.redisUrl) log.warn({}, 'REDIS_URL is not set: hosts see processed photos only when they reload');
  const dataDir = resolve(config.dataDir);
  const tightened = await preparePrivateDataDir(dataDir);
  if (tightened) log.warn({ dataDir, mode: tightened.openMode }, DATA_DIR_TIGHTENED);
  const database = await openDatabase({ url: config.databaseUrl, poolMax: config.databasePoolMax });
  const { storage } = createStorage({
    driver: config.storage.driver,
    dataDir,
    // Only signs upload links, which workers never hand out.
    secret: randomBytes(32).toString('hex'),
    gcs: {
      bucket: config.storage.gcsBucket,
      projectId: config.storage.gcsProjectId,
      keyFilename: config.storage.gcsCredentialsFile,
      emulatorHost: config.storage.gcsEmulatorHost,
    },
  });
  const media = new MediaPipeline({ tempDir: join(dataDir, 'tmp', 'media-worker') });
  // ffmpeg and ffprobe are checked now, as the server does: a broken binary stops the start, not a video.
  const videoWorkers = Math.max(1, config.video.workers);
  const videoWorkDir = videoWorkDirectory(dataDir);
  const videos = new VideoPipeline({
    tools: await videoTools({ ffmpegPath: config.video.ffmpegPath, ffprobePath: config.video.ffprobePath }),
    limits: { maxBytes: config.video.maxBytes, maxSeconds: config.video.maxSeconds },
    workDir: videoWorkDir,
    workers: videoWorkers,
    transcodeTimeoutMs: config.video.transcodeTimeoutMs,
  });
  const feed = createPhotoFeed({ redisUrl: config.redisUrl, namespace: config.redisNamespace, log });
  // The servers' member answer caches forget on every write made here too (docs/decisions/042).
  const forgetBus = createForgetBus({ redisUrl: config.redisUrl, namespace: config.redisNamespace, log });
  const stopWatchingWrites = database.watchWrites(() => void forgetBus.publish({ kind: 'data' }));
  const jobs = createMediaWorkers({
    prisma: database.prisma,
    storage,
    media,
    feed,
    log,
    concurrency: Math.max(1, config.mediaWorkers),
    // At least one here, as for photos: the web servers may run with VIDEO_WORKERS=0 and leave videos to us.
    video: {
      converter: videos,
      concurrency: videoWorkers,
      workDir: videoWorkDir,
      transcodeTimeoutMs: config.video.transcodeTimeoutMs,
    },
  });
  await jobs.recover(false);
  jobs.start();
  log.info(
    { workers: jobs.workers.concurrency, videoWorkers: jobs.videoWorkers.concurrency, id: jobs.workers.id },
    'media workers started',
  );

  const shutdown = async (signal: string) => {
    log.info({ signal }, 'stopping media workers');
    await jobs.stop(config.shutdownGraceMs);
    videos.close();
    await media.close();
    await feed.close();
    stopWatchingWrites();
    await forgetBus.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

/** One JSON line per message, like the server's log. */
function jsonLog(silent: boolean) {
  const write = (level: string) => (object: object, message: string) => {
    if (!silent) console.log(JSON.stringify({ level, time: Date.now(), ...object, msg: message }));
  };
  return { info: write('info'), warn: write('warn'), error: write('error') };
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
