import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { createGraphQLServer, registerGraphQLRoute } from './graphql/server.ts';
import { MemberAnswerCache } from './graphql/member-answer-cache.ts';
import { PublicAnswerCache } from './graphql/public-answer-cache.ts';
import { DEFAULT_SUBSCRIPTION_CAPS, type SubscriptionCaps } from './graphql/subscription-caps.ts';
import { attachGraphQLWebSocket, type LiveLimits } from './graphql/websocket.ts';
import { clientIpResolver, fromTrustedProxy, httpsResolver, type TrustProxy } from './http/client-ip.ts';
import { registerCompression } from './http/compression.ts';
import { registerConnectionClose } from './http/connection-close.ts';
import { registerRawJsonBody } from './http/raw-json-body.ts';
import { GRAPHQL_ROUTE } from './modules/api-tokens/api-token-scopes.ts';
import { registerCsrfProtection } from './http/csrf.ts';
import { registerPointsBudget } from './http/points-budget-hook.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerMetrics } from './http/metrics-route.ts';
import { requestLogger } from './http/request-logger.ts';
import { registerRequestIdHeader, requestIdGenerator } from './http/request-id.ts';
import { Metrics } from './metrics/metrics.ts';
import { serializeRequest } from './http/log-redaction.ts';
import { DEFAULT_HTTP_TIMEOUTS, registerMinimumBodyRate, type HttpTimeouts } from './http/slow-requests.ts';
import { registerRequestContext } from './http/request-context.ts';
import { eventPageAnswerTagFrom } from './http/event-page-answer.ts';
import { DEFAULT_WEB_ROOT, registerWebApp } from './http/web-app.ts';
import { registerAdminRoutes } from './modules/admin/admin.rest.ts';
import { registerContactRoutes } from './modules/contact/contact.rest.ts';
import { registerAuthRoutes } from './modules/auth/auth.rest.ts';
import { registerAccountRoutes } from './modules/auth/account.rest.ts';
import { registerNotificationRoutes } from './modules/notifications/notifications.rest.ts';
import { scheduleNotificationTicks } from './modules/notifications/notification-schedule.ts';
import { scheduleAccountPurge } from './modules/auth/account-deletion-schedule.ts';
import { registerDownloadRoutes } from './modules/downloads/downloads.rest.ts';
import { registerDataExportRoutes } from './modules/account-data/data-exports.rest.ts';
import { scheduleDataExportSweep } from './modules/account-data/data-export-schedule.ts';
import { registerCoverRoutes } from './modules/events/covers.rest.ts';
import { registerEventRoutes } from './modules/events/events.rest.ts';
import { registerHostRoutes } from './modules/events/hosts.rest.ts';
import { registerFileRoutes } from './modules/files/files.rest.ts';
import { registerGuestRoutes } from './modules/guest/guest.rest.ts';
import { registerModerationRoutes } from './modules/moderation/moderation.rest.ts';
import { registerRsvpRoutes } from './modules/rsvps/rsvps.rest.ts';
import { registerGuestbookRoutes } from './modules/guestbook/guestbook.rest.ts';
import { registerUploadRoutes } from './modules/uploads/uploads.rest.ts';
import { registerReactionRoutes } from './modules/reactions/reactions.rest.ts';
import { registerTableRoutes } from './modules/tables/tables.rest.ts';
import { registerAlbumRoutes } from './modules/albums/albums.rest.ts';
import { registerResumableUploadRoutes } from './modules/uploads/resumable.rest.ts';
import { MAX_DIRECT_VIDEO_BYTES, MAX_FILES_PER_REQUEST, MAX_IMAGE_BYTES } from '../../common/upload-limits.ts';
import { registerSystemRoutes } from './modules/system/system.rest.ts';
import { createPhotoFeed } from './live/photo-feed.ts';
import { createForgetBus } from './live/forget-bus.ts';
import { scheduleOrphanSweep } from './maintenance/orphan-sweep.ts';
import { scheduleEmbeddedMaintenance } from './db/embedded-maintenance.ts';
import { MediaPipeline } from './media/pipeline.ts';
import { uploadSpoolDirectory } from './media/spool.ts';
import { VideoPipeline, videoWorkDirectory } from './media/video/video-pipeline.ts';
import { videoTools } from './media/video/binaries.ts';
import { createMediaWorkers } from './jobs/media-workers.ts';
import type { JobWorkers } from './jobs/job-workers.ts';
import { createEmailWorkers, DEFAULT_EMAIL_WORKER_SETTINGS, type EmailWorkerSettings } from './jobs/email-workers.ts';
import { createDataExportWorkers } from './jobs/data-export-workers.ts';
import { smtpTransport } from './modules/email/mail-transport.ts';
import {
  createWebhookWorkers,
  DEFAULT_WEBHOOK_WORKER_SETTINGS,
  type WebhookWorkerSettings,
} from './jobs/webhook-workers.ts';
import { WebhookSecretBox } from './modules/webhooks/webhook-secrets.ts';
import { DiskSpaceGuard } from './storage/disk-space.ts';
import { createStorage } from './storage/index.ts';
import { registerLocalUploadRoute } from './storage/upload-route.ts';
import { UploadTickets } from './storage/upload-tickets.ts';
import { RedisRateLimitStore } from './limits/rate-limit-redis.ts';
import { MemoryRateLimitStore, RateLimiter } from './limits/rate-limiter.ts';
import { createServices, type RateLimits, type Services } from './services.ts';
import type { PointsBudgets } from './limits/points-budget.ts';

export interface AppOptions {
  config: Config;
  database: Database;
  jwtSecret: string;
  /** The built web app to serve; null serves none (API-only tests). Defaults to web/dist. */
  webRoot?: string | null;
  rateLimits?: Partial<RateLimits>;
  /** Hourly points per caller (tests set small ones); DEFAULT_POINTS_BUDGETS otherwise. */
  pointsBudgets?: Partial<PointsBudgets>;
  /** Keeps apps sharing one Redis apart (in-process tests); defaults to the configured REDIS_NAMESPACE. */
  liveNamespace?: string;
  /** Caps on open WebSockets and subscriptions (tests set small ones). */
  liveLimits?: Partial<LiveLimits>;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Open subscriptions per user, address and followed event, over any transport (tests set small ones). */
  subscriptionCaps?: Partial<SubscriptionCaps>;
  /** How long clients may take (tests set short ones). */
  httpTimeouts?: Partial<HttpTimeouts>;
  /** Told of every route as it is registered (the API reference's completeness test). */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
  /** Webhook sending and retries; `allowPrivate` defaults to ALLOW_PRIVATE_WEBHOOKS (off: public https only). */
  webhooks?: Partial<WebhookWorkerSettings>;
  /** Email retries (tests shorten the waits). */
  email?: Partial<EmailWorkerSettings>;
  /** Notification timings (tests shorten the digest's wait). */
  notifications?: { reviewDigestDelayMs?: number };
}

export interface App {
  server: FastifyInstance;
  services: Services;
  /** The media workers of this process (`drain()` waits for queued photos: tests). */
  mediaWorkers: JobWorkers;
  /** The video conversion workers of this process, VIDEO_WORKERS of them (`drain()`: tests). */
  videoWorkers: JobWorkers;
  /** The webhook delivery workers of this process (decision 026). */
  webhookWorkers: JobWorkers;
  /** The outbox's senders in this process (decision 054). */
  emailWorkers: JobWorkers;
  /** The "Download my data" archive builders of this process (`drain()`, `stop()`: tests). */
  dataExportWorkers: JobWorkers;
  /** Listens on the configured host and port; resolves to the address. */
  start(): Promise<string>;
  /**
   * Stops accepting and lets in-flight requests finish; after `graceMs` (default: the configured grace)
   * cuts whatever is still open (live sockets, SSE streams, downloads). The database stays open.
   */
  stop(graceMs?: number): Promise<void>;
}

const JSON_BODY_LIMIT = 1024 * 1024;
/** The largest file of a direct request (REST multipart, GraphQL multipart): a video's, or a photo's. */
const MAX_DIRECT_UPLOAD_BYTES = Math.max(MAX_IMAGE_BYTES, MAX_DIRECT_VIDEO_BYTES);

export async function buildApp(options: AppOptions): Promise<App> {
  const { config, database } = options;
  const trustProxy = trustProxyOption(config.trustProxy);
  const timeouts = { ...DEFAULT_HTTP_TIMEOUTS, ...options.httpTimeouts };
  const server = Fastify({
    connectionTimeout: timeouts.idleMs,
    requestTimeout: timeouts.requestMs,
    logger: {
      level: config.logLevel,
      serializers: { req: serializeRequest },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy,
    genReqId: requestIdGenerator(fromTrustedProxy(trustProxy)),
    childLoggerFactory: requestLogger,
    bodyLimit: JSON_BODY_LIMIT,
    // Idle keep-alive sockets close at once on shutdown; busy ones finish their request first.
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
  });
  const { onRoute } = options;
  if (onRoute) server.addHook('onRoute', (route) => onRoute(route));
  const metrics = new Metrics();
  const diskSpace = new DiskSpaceGuard(config.dataDir, config.minFreeDiskBytes, server.log);
  const { storage, uploadSigner, resumableStore } = createStorage({
    driver: config.storage.driver,
    dataDir: config.dataDir,
    diskSpace,
    secret: options.jwtSecret,
    gcs: {
      bucket: config.storage.gcsBucket,
      projectId: config.storage.gcsProjectId,
      keyFilename: config.storage.gcsCredentialsFile,
      emulatorHost: config.storage.gcsEmulatorHost,
      signedReads: config.storage.gcsSignedReads,
    },
  });
  const media = new MediaPipeline({ tempDir: uploadSpoolDirectory(config.dataDir), diskSpace, metrics });
  // ffmpeg and ffprobe are checked now: a missing or broken binary stops the start with its way out
  // (decision 048), never the first guest's video.
  const videoWorkDir = videoWorkDirectory(config.dataDir);
  const videos = new VideoPipeline({
    tools: await videoTools({ ffmpegPath: config.video.ffmpegPath, ffprobePath: config.video.ffprobePath }),
    limits: { maxBytes: config.video.maxBytes, maxSeconds: config.video.maxSeconds },
    workDir: videoWorkDir,
    // VIDEO_WORKERS=0: this process converts none (`npm run worker` processes do), but still probes uploads.
    workers: Math.max(1, config.video.workers),
    transcodeTimeoutMs: config.video.transcodeTimeoutMs,
  });
  const redisNamespace = options.liveNamespace ?? config.redisNamespace;
  const feed = createPhotoFeed({ redisUrl: config.redisUrl, namespace: redisNamespace, log: server.log });
  // Caches of credentials are told to forget on every instance through it (docs/decisions/042).
  const forgetBus = createForgetBus({ redisUrl: config.redisUrl, namespace: redisNamespace, log: server.log });
  // Budgets are shared by every instance (and survive restarts) when Redis is configured.
  const limiter = new RateLimiter(
    config.redisUrl ? new RedisRateLimitStore(config.redisUrl, redisNamespace, server.log) : new MemoryRateLimitStore(),
    server.log,
    Date.now,
    (bucket) => metrics.rateLimitRefusals.inc({ bucket }),
  );
  const mediaJobs = createMediaWorkers({
    prisma: database.prisma,
    storage,
    media,
    feed,
    log: server.log,
    concurrency: config.mediaWorkers,
    // Slots of their own (VIDEO_WORKERS): photos never wait behind a conversion.
    video: {
      converter: videos,
      concurrency: config.video.workers,
      workDir: videoWorkDir,
      transcodeTimeoutMs: config.video.transcodeTimeoutMs,
    },
  });
  // Running from the start, so an app that is only injected into (tests) processes its photos too.
  mediaJobs.start();
  const webhookSettings: WebhookWorkerSettings = {
    ...DEFAULT_WEBHOOK_WORKER_SETTINGS,
    allowPrivate: config.allowPrivateWebhooks,
    ...options.webhooks,
  };
  // Same queue (one wake-up), own slots: deliveries never wait behind photos.
  const webhookWorkers = createWebhookWorkers({
    prisma: database.prisma,
    queue: mediaJobs.queue,
    secrets: new WebhookSecretBox(options.jwtSecret),
    settings: webhookSettings,
    concurrency: config.webhookWorkers,
    log: server.log,
  });
  webhookWorkers.start();
  if (webhookSettings.allowPrivate) {
    server.log.warn('ALLOW_PRIVATE_WEBHOOKS: webhooks may reach private addresses (development and tests only)');
  }
  const services = createServices({
    limiter,
    config,
    prisma: database.prisma,
    jwtSecret: options.jwtSecret,
    storage,
    photos: media,
    videos,
    jobs: mediaJobs.queue,
    feed,
    log: server.log,
    rateLimits: options.rateLimits,
    pointsBudgets: { ...config.pointsBudgets, ...options.pointsBudgets },
    webhookPolicy: { allowPrivate: webhookSettings.allowPrivate },
    forgetBus,
    reviewDigestDelayMs: options.notifications?.reviewDigestDelayMs,
  });
  // The outbox (decision 054): its own slots too, so a reset link never waits behind photos.
  const mailTransport = config.email.smtpUrl ? smtpTransport(config.email.smtpUrl, config.email.from) : null;
  const emailWorkers = createEmailWorkers({
    prisma: database.prisma,
    queue: mediaJobs.queue,
    transport: mailTransport,
    settings: { ...DEFAULT_EMAIL_WORKER_SETTINGS, ...options.email },
    concurrency: config.email.workers,
    logBodies: config.env === 'development',
    log: server.log,
    // Digests of photos waiting for review are email too: the same slots.
    handlers: [services.notifications.digests],
  });
  emailWorkers.start();
  // "Download my data" (issue 32): a slot of its own, so an archive never holds up photos or mail.
  const dataExportWorkers = createDataExportWorkers({
    queue: mediaJobs.queue,
    handler: services.dataExports.job,
    log: server.log,
  });
  dataExportWorkers.start();
  // Pages of these origins (besides the server's own host) may call the API with the visitor's cookie.
  const ownOrigins = new Set([...(config.publicUrl ? [new URL(config.publicUrl).origin] : []), ...config.corsOrigins]);

  registerSecurityHeaders(server, { contentSecurityPolicy: { directives: contentSecurityPolicy(config) } });
  await registerCompression(server);
  await server.register(fastifyCookie);
  await server.register(fastifyMultipart, {
    // Files stream through the media pipeline, which holds photos to 25 MB (the SPEC message) and videos to
    // MAX_DIRECT_VIDEO_BYTES in one request, each as soon as its first bytes tell which it is; busboy's own
    // cap sits one byte above the larger so the pipeline sees the overflow first.
    limits: {
      fileSize: MAX_DIRECT_UPLOAD_BYTES + 1,
      files: MAX_FILES_PER_REQUEST,
      fields: 10,
      fieldSize: 1024,
      parts: 40,
    },
  });
  // The GraphQL route parses its body when it runs an operation, not when it answers from a cache.
  registerRawJsonBody(server, new Set([GRAPHQL_ROUTE]));
  registerRequestIdHeader(server);
  registerMetrics(server, metrics, config.metricsToken);
  registerErrorHandler(server);
  registerMinimumBodyRate(server, timeouts, server.log);
  registerRequestContext(server, services);
  registerCsrfProtection(server, ownOrigins);
  registerPointsBudget(server);

  // Every committed write ends every kept member answer, on every instance (docs/decisions/042).
  const stopWatchingWrites = database.watchWrites(() => void forgetBus.publish({ kind: 'data' }));
  const memberAnswers = new MemberAnswerCache(forgetBus, services.pointsBudget);
  const yoga = createGraphQLServer(
    database.prisma,
    services,
    server.log,
    config.publicUrl,
    ownOrigins,
    {
      ...DEFAULT_SUBSCRIPTION_CAPS,
      ...options.subscriptionCaps,
    },
    metrics,
    memberAnswers,
  );
  registerGraphQLRoute(
    server,
    yoga,
    { maxFileSize: MAX_DIRECT_UPLOAD_BYTES + 1, maxFiles: MAX_FILES_PER_REQUEST },
    config.publicUrl,
    { public: new PublicAnswerCache(feed), member: memberAnswers },
  );
  registerAuthRoutes(server);
  registerAccountRoutes(server);
  registerNotificationRoutes(server);
  registerEventRoutes(server, config.publicUrl);
  registerHostRoutes(server);
  registerCoverRoutes(server);
  registerDownloadRoutes(server);
  registerDataExportRoutes(server);
  registerFileRoutes(server, storage);
  registerGuestRoutes(server);
  registerRsvpRoutes(server);
  registerUploadRoutes(server);
  registerReactionRoutes(server);
  registerGuestbookRoutes(server);
  registerResumableUploadRoutes(server, {
    store: resumableStore,
    storage,
    ownOrigins,
    log: server.log,
    maxVideoBytes: config.video.maxBytes,
  });
  registerModerationRoutes(server);
  registerTableRoutes(server, config.publicUrl);
  registerAlbumRoutes(server);
  if (storage.kind === 'local') {
    registerLocalUploadRoute(server, storage, uploadSigner, new UploadTickets(database.prisma, storage));
  }
  registerSystemRoutes(server, { metricsToken: config.metricsToken });
  registerAdminRoutes(server);
  registerContactRoutes(server);
  await registerWebApp(
    server,
    options.webRoot === undefined ? DEFAULT_WEB_ROOT : options.webRoot,
    config.publicUrl,
    eventPageAnswerTagFrom(yoga),
  );

  const websocket = attachGraphQLWebSocket(server, yoga, {
    prisma: database.prisma,
    services,
    ownOrigins,
    publicOrigin: config.publicUrl,
    clientIp: clientIpResolver(trustProxy),
    isHttps: httpsResolver(trustProxy),
    limits: options.liveLimits,
    log: server.log,
  });

  metrics.readFrom({
    openWebSockets: () => websocket.openConnections(),
    queueDepth: () => mediaJobs.queue.depthByKind(),
    poolUse: () => database.poolUse(),
  });

  let sweeper: { stop(): void } | undefined;
  let notificationTicks: { stop(): void } | undefined;
  let dataExportSweep: { stop(): void } | undefined;
  let accountPurge: { stop(): void } | undefined;
  let embeddedMaintenance: { stop(): void } | undefined;

  let stopping = false;
  registerConnectionClose(server, () => stopping);

  return {
    server,
    services,
    mediaWorkers: mediaJobs.workers,
    videoWorkers: mediaJobs.videoWorkers,
    webhookWorkers,
    emailWorkers,
    dataExportWorkers,
    async start() {
      // Photos and videos a stopped or killed process left half done are picked up again (decision 020), and
      // so are webhook deliveries (this process's own webhook claims are kept: they are live).
      await mediaJobs.recover(database.kind === 'embedded', [webhookWorkers.id, emailWorkers.id, dataExportWorkers.id]);
      sweeper = scheduleOrphanSweep({ storage, prisma: database.prisma, spoolDir: media.tempDir, log: server.log });
      notificationTicks = scheduleNotificationTicks(services.notifications, server.log);
      dataExportSweep = scheduleDataExportSweep(services.dataExports, server.log);
      accountPurge = scheduleAccountPurge(services.accountDeletion, server.log);
      if (database.kind === 'embedded') embeddedMaintenance = scheduleEmbeddedMaintenance(database.prisma, server.log);
      if (config.admin && (await services.auth.ensureAdmin(config.admin)) === 'created') {
        server.log.info({ email: config.admin.email }, 'created the super-admin from ADMIN_EMAIL');
      }
      return server.listen({ port: config.port, host: config.host });
    },
    async stop(graceMs = config.shutdownGraceMs) {
      stopping = true;
      sweeper?.stop();
      notificationTicks?.stop();
      dataExportSweep?.stop();
      accountPurge?.stop();
      embeddedMaintenance?.stop();
      // Long-lived answers (SSE subscriptions, ZIP downloads) would hold close() forever: after the
      // grace period every connection is cut, so shutdown always reaches the database.
      const cutAfterGrace = setTimeout(() => {
        server.log.warn('shutdown grace period over: closing the connections still open');
        server.server.closeAllConnections();
      }, graceMs);
      try {
        // Photos being processed finish within the grace too; any left are taken up again after a restart,
        // and so are conversions still running at its end (stopped just before it, their jobs handed back).
        await Promise.all([
          websocket.close(graceMs),
          server.close(),
          mediaJobs.stop(graceMs),
          webhookWorkers.stop(graceMs),
          emailWorkers.stop(graceMs),
          dataExportWorkers.stop(graceMs),
        ]);
      } finally {
        clearTimeout(cutAfterGrace);
        videos.close();
        mailTransport?.close();
        await media.close();
        services.publicReads.close();
        stopWatchingWrites();
        await feed.close();
        await forgetBus.close();
        await limiter.close();
      }
    },
  };
}

/** A hop count trusts that many proxies in front of us. */
function trustProxyOption(value: Config['trustProxy']): TrustProxy {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

function contentSecurityPolicy(config: Config) {
  const maps = config.googleMapsApiKey ? ['https://maps.googleapis.com', 'https://maps.gstatic.com'] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...maps],
    // React style attributes (progress bars, map sizes) need inline styles; scripts stay strict.
    styleSrc: ["'self'", "'unsafe-inline'", ...(maps.length ? ['https://fonts.googleapis.com'] : [])],
    // Covers may be any https image the host links to; uploads are served from our own origin.
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:', ...(maps.length ? ['https://fonts.gstatic.com'] : [])],
    connectSrc: ["'self'", ...maps],
    frameSrc: ['https://www.google.com', 'https://maps.google.com'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    // Plain-http local installs would otherwise have every asset rewritten to https.
    upgradeInsecureRequests: null,
  };
}
