import { AuditLog } from './audit/audit-log.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { PhotoFeed } from './live/photo-feed.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import { RateLimiter } from './limits/rate-limiter.ts';
import { AdminService } from './modules/admin/admin.service.ts';
import { ApiTokensService } from './modules/api-tokens/api-tokens.service.ts';
import {
  ContactService,
  DEFAULT_CONTACT_RATE_LIMITS,
  type ContactRateLimits,
} from './modules/contact/contact.service.ts';
import { AuthService, DEFAULT_AUTH_RATE_LIMITS, type AuthRateLimits } from './modules/auth/auth.service.ts';
import { SessionTokens } from './modules/auth/session-tokens.ts';
import {
  DEFAULT_PASSWORD_RESET_RATE_LIMITS,
  PasswordResetService,
  type PasswordResetRateLimits,
} from './modules/auth/password-reset.service.ts';
import { EmailOutbox } from './modules/email/email-outbox.ts';
import {
  AccountSettingsService,
  DEFAULT_ACCOUNT_SETTINGS_RATE_LIMITS,
  type AccountSettingsRateLimits,
} from './modules/auth/account-settings.service.ts';
import { AccountDeletionService } from './modules/auth/account-deletion.service.ts';
import {
  DEFAULT_EMAIL_VERIFICATION_RATE_LIMITS,
  EmailVerificationService,
  type EmailVerificationRateLimits,
} from './modules/auth/email-verification.service.ts';
import { EmailService } from './modules/email/email.service.ts';
import { NotificationsService } from './modules/notifications/notifications.service.ts';
import { NotificationTicks } from './modules/notifications/notification-ticks.ts';
import { ReviewDigests } from './modules/notifications/review-digests.ts';
import { UnsubscribeLinks } from './modules/notifications/unsubscribe-links.ts';
import { REVIEW_DIGEST_DELAY_MS } from './modules/notifications/notification-kinds.ts';
import { CredentialCache } from './access/credential-cache.ts';
import { createForgetBus, type ForgetBus } from './live/forget-bus.ts';
import { DownloadsService } from './modules/downloads/downloads.service.ts';
import {
  DataExportsService,
  DEFAULT_DATA_EXPORT_RATE_LIMITS,
  type DataExportRateLimits,
} from './modules/account-data/data-exports.service.ts';
import { DataExportJob } from './modules/account-data/data-export-job.ts';
import { DEFAULT_EVENT_RATE_LIMITS, EventsService, type EventRateLimits } from './modules/events/events.service.ts';
import { CoversService } from './modules/events/covers.service.ts';
import {
  DEFAULT_INVITATION_RATE_LIMITS,
  HostsService,
  type InvitationRateLimits,
} from './modules/events/hosts.service.ts';
import { GuestPasses } from './modules/guest/guest-pass.ts';
import { FileAccessTokens } from './modules/guest/file-access.ts';
import { DEFAULT_GUEST_KEY_RATE_LIMITS, GuestKeys, type GuestKeyRateLimits } from './modules/guest/guest-key.ts';
import { guestKeyRowsOf } from './modules/guest/guest-key-rows.ts';
import { ModerationService } from './modules/moderation/moderation.service.ts';
import { DEFAULT_GUEST_RATE_LIMITS, GuestService, type GuestRateLimits } from './modules/guest/guest.service.ts';
import { PublicReadsService } from './modules/guest/public-reads.service.ts';
import {
  DEFAULT_REACTION_RATE_LIMITS,
  ReactionsService,
  type ReactionRateLimits,
} from './modules/reactions/reactions.service.ts';
import { ReactionBatcher } from './modules/reactions/reaction-batcher.ts';
import { MostLovedDownloads } from './modules/reactions/most-loved-zip.ts';
import { DEFAULT_RSVP_RATE_LIMITS, RsvpsService, type RsvpRateLimits } from './modules/rsvps/rsvps.service.ts';
import {
  DEFAULT_GUESTBOOK_RATE_LIMITS,
  GuestbookService,
  type GuestbookRateLimits,
} from './modules/guestbook/guestbook.service.ts';
import { GuestbookHostLive } from './modules/guestbook/guestbook-host-live.ts';
import { GuestbookLive } from './modules/guestbook/guestbook-live.ts';
import { ServiceHealth } from './modules/system/service-health.ts';
import { SystemService } from './modules/system/system.service.ts';
import { TablesService } from './modules/tables/tables.service.ts';
import { AlbumsService } from './modules/albums/albums.service.ts';
import { FavouritesService } from './modules/albums/favourites.service.ts';
import {
  DEFAULT_UPLOAD_RATE_LIMITS,
  UploadsService,
  type PhotoSpooler,
  type UploadRateLimits,
} from './modules/uploads/uploads.service.ts';
import { UploadProcessingService } from './modules/uploads/upload-processing.service.ts';
import type { StorageDriver } from './storage/storage.ts';
import { DEFAULT_POINTS_BUDGETS, PointsBudget, type PointsBudgets } from './limits/points-budget.ts';
// --- webhooks (decision 026) ---
import type { TargetPolicy } from './modules/webhooks/target-address.ts';
import { WebhookSecretBox } from './modules/webhooks/webhook-secrets.ts';
import type { VideoPipeline } from './media/video/video-pipeline.ts';
import {
  DEFAULT_WEBHOOK_RATE_LIMITS,
  WebhooksService,
  type WebhookRateLimits,
} from './modules/webhooks/webhooks.service.ts';
// --- end webhooks ---

/** Every domain service, built once per app and shared by the GraphQL and REST faces. */
export interface Services {
  admin: AdminService;
  auth: AuthService;
  /** "Forgot password?": mailed one-hour links (decision 054). */
  passwordReset: PasswordResetService;
  /** The product's messages, queued through the outbox (decision 054). */
  email: EmailService;
  /** Confirming addresses and changing them (decision 054). */
  emailVerification: EmailVerificationService;
  /** The account's own name and password (issue 32 item 6). */
  accountSettings: AccountSettingsService;
  /** Deleting one's own account after a grace period, and the purge when it ends (issue 32 item 6). */
  accountDeletion: AccountDeletionService;
  /** Notifications by email: digests, summaries, reminders, guests' photo mail, unsubscribing (decision 055). */
  notifications: NotificationsService;
  contact: ContactService;
  events: EventsService;
  hosts: HostsService;
  covers: CoversService;
  guest: GuestService;
  /** Guests' hot reads (event answer, first gallery pages) from memory, behind the guest gate. */
  publicReads: PublicReadsService;
  /** Guests' hearts on photos, counted live (issue 33). */
  reactions: ReactionsService;
  /** The hosts' ZIP of the 50 most loved photos (issue 33). */
  mostLoved: MostLovedDownloads;
  rsvps: RsvpsService;
  /** The guestbook: guests' messages, moderated like photos (issue 33, decision 057). */
  guestbook: GuestbookService;
  /** The guestbook's live updates for open guest pages. */
  guestbookLive: GuestbookLive;
  guestbookHostLive: GuestbookHostLive;
  /** Guests' keys (decision 040): issued signed per event, and recognised only when we issued them. */
  guestKeys: GuestKeys;
  uploads: UploadsService;
  /** Hosts' say over processing: a FAILED photo or video processed again. */
  uploadProcessing: UploadProcessingService;
  downloads: DownloadsService;
  /** "Download my data": an account's archive, built in the background (issue 32). */
  dataExports: DataExportsService;
  moderation: ModerationService;
  system: SystemService;
  /** The event's tables and their cards (table passes, decision 046). */
  tables: TablesService;
  /** The event's albums and the photos filed in them (decision 053). */
  albums: AlbumsService;
  /** The hosts' starred photos: guests' highlights (decision 053). */
  favourites: FavouritesService;
  feed: PhotoFeed;
  /** Personal access tokens: issued, revoked, and checked on every request that brings one. */
  apiTokens: ApiTokensService;
  /** Every caller's hourly points, spent by GraphQL operations and REST calls alike. */
  pointsBudget: PointsBudget;
  /** Webhooks and their deliveries (decision 026). */
  webhooks: WebhooksService;
}

export type RateLimits = AuthRateLimits &
  PasswordResetRateLimits &
  EmailVerificationRateLimits &
  AccountSettingsRateLimits &
  EventRateLimits &
  InvitationRateLimits &
  ContactRateLimits &
  GuestRateLimits &
  GuestKeyRateLimits &
  RsvpRateLimits &
  ReactionRateLimits &
  GuestbookRateLimits &
  UploadRateLimits &
  DataExportRateLimits &
  WebhookRateLimits;

export interface ServiceDeps {
  config: Config;
  prisma: Db;
  jwtSecret: string;
  storage: StorageDriver;
  photos: PhotoSpooler;
  /** ffprobe's checks at upload time and the conversions media workers run (decision 048). */
  videos: VideoPipeline;
  /** Where uploads queue the making of their copies. */
  jobs: JobQueue;
  /** Where photo changes are published for live pages (subscriptions). */
  feed: PhotoFeed;
  log: { warn(object: object, message: string): void; error(object: object, message: string): void };
  rateLimits?: Partial<RateLimits> | undefined;
  /** Counters for every budget; in memory unless the app shares them through Redis. */
  limiter?: RateLimiter;
  pointsBudgets?: Partial<PointsBudgets> | undefined;
  /** Which webhook targets are allowed (public https only unless ALLOW_PRIVATE_WEBHOOKS=true). */
  webhookPolicy: TargetPolicy;
  /** Where caches of credentials are told to forget, on every instance (in memory unless Redis). */
  forgetBus?: ForgetBus;
  /** How long the first photo waiting for review waits for others before the hosts' digest (tests: short). */
  reviewDigestDelayMs?: number | undefined;
}

export function createServices({
  config,
  prisma,
  jwtSecret,
  storage,
  photos,
  videos,
  jobs,
  feed,
  log,
  rateLimits,
  limiter = new RateLimiter(),
  pointsBudgets,
  webhookPolicy,
  forgetBus = createForgetBus({ log }),
  reviewDigestDelayMs = REVIEW_DIGEST_DELAY_MS,
}: ServiceDeps): Services {
  const audit = new AuditLog(prisma);
  // Users and API tokens behind requests, shared by both ways in so forgetting an account ends both.
  const credentials = new CredentialCache(forgetBus);
  // Mail can reach people (SMTP_URL): addresses are then confirmed before what needs them (decision 054).
  const mailDelivers = Boolean(config.email.smtpUrl);
  const email = new EmailService(prisma, new EmailOutbox(jobs), config.email.linkBase, mailDelivers);
  const unsubscribeLinks = new UnsubscribeLinks(jwtSecret);
  const notifications = new NotificationsService(
    prisma,
    unsubscribeLinks,
    new ReviewDigests(prisma, jobs, email, unsubscribeLinks, reviewDigestDelayMs),
    new NotificationTicks(prisma, email, unsubscribeLinks),
    credentials,
  );
  const emailVerification = new EmailVerificationService(
    prisma,
    email,
    limiter,
    { ...DEFAULT_EMAIL_VERIFICATION_RATE_LIMITS, ...rateLimits },
    credentials,
    audit,
  );
  const webhooks = new WebhooksService(
    prisma,
    audit,
    jobs,
    new WebhookSecretBox(jwtSecret),
    webhookPolicy,
    limiter,
    { ...DEFAULT_WEBHOOK_RATE_LIMITS, ...rateLimits },
    mailDelivers,
  );
  const guest = new GuestService(
    prisma,
    limiter,
    { ...DEFAULT_GUEST_RATE_LIMITS, ...rateLimits },
    new FileAccessTokens(jwtSecret),
    new GuestPasses(jwtSecret),
  );
  const events = new EventsService(
    prisma,
    storage,
    audit,
    log,
    feed,
    webhooks,
    { ...DEFAULT_EVENT_RATE_LIMITS, ...rateLimits },
    (eventId) => {
      notifications
        .revealed(eventId)
        .catch((error: unknown) => log.warn({ err: error }, 'telling guests of a reveal failed; the next tick will'));
    },
  );
  const auth = new AuthService(
    prisma,
    new SessionTokens(jwtSecret),
    limiter,
    { ...DEFAULT_AUTH_RATE_LIMITS, ...rateLimits },
    credentials,
    emailVerification,
  );
  const passwordReset = new PasswordResetService(
    prisma,
    email,
    new SessionTokens(jwtSecret),
    limiter,
    { ...DEFAULT_PASSWORD_RESET_RATE_LIMITS, ...rateLimits },
    credentials,
    audit,
    log,
  );
  const moderation = new ModerationService(prisma, audit, feed, events, webhooks, storage, log);
  const accountSettingsLimits = { ...DEFAULT_ACCOUNT_SETTINGS_RATE_LIMITS, ...rateLimits };
  const accountSettings = new AccountSettingsService(
    prisma,
    email,
    new SessionTokens(jwtSecret),
    limiter,
    accountSettingsLimits,
    credentials,
    audit,
  );
  const dataExports = new DataExportsService(
    prisma,
    storage,
    jobs,
    limiter,
    { ...DEFAULT_DATA_EXPORT_RATE_LIMITS, ...rateLimits },
    audit,
    log,
    new DataExportJob(prisma, storage, email, log),
  );
  const accountDeletion = new AccountDeletionService(
    prisma,
    email,
    events,
    dataExports,
    limiter,
    accountSettingsLimits,
    credentials,
    audit,
    feed,
    log,
  );
  const system = new SystemService(prisma, config, new ServiceHealth(storage, feed));
  const uploads = new UploadsService(
    prisma,
    storage,
    guest,
    photos,
    videos,
    jobs,
    limiter,
    { ...DEFAULT_UPLOAD_RATE_LIMITS, ...rateLimits },
    feed,
    config.eventStorageQuotaBytes,
    webhooks,
    notifications,
  );
  const publicReads = new PublicReadsService(guest, uploads, feed, config.video);
  return {
    admin: new AdminService(prisma, audit, auth, moderation, system, feed),
    auth,
    passwordReset,
    email,
    emailVerification,
    accountSettings,
    accountDeletion,
    notifications,
    contact: new ContactService(prisma, limiter, { ...DEFAULT_CONTACT_RATE_LIMITS, ...rateLimits }),
    events,
    hosts: new HostsService(prisma, audit, feed, limiter, { ...DEFAULT_INVITATION_RATE_LIMITS, ...rateLimits }, email),
    covers: new CoversService(prisma, storage, audit, guest, feed, log),
    guest,
    publicReads,
    reactions: new ReactionsService(
      prisma,
      publicReads,
      limiter,
      { ...DEFAULT_REACTION_RATE_LIMITS, ...rateLimits },
      new ReactionBatcher(feed),
      (eventId) => publicReads.forgetPhotos(eventId),
    ),
    mostLoved: new MostLovedDownloads(prisma, events, audit),
    rsvps: new RsvpsService(prisma, guest, limiter, { ...DEFAULT_RSVP_RATE_LIMITS, ...rateLimits }, webhooks),
    guestbook: new GuestbookService(
      prisma,
      guest,
      limiter,
      { ...DEFAULT_GUESTBOOK_RATE_LIMITS, ...rateLimits },
      webhooks,
      feed,
    ),
    guestbookLive: new GuestbookLive(prisma, guest, feed),
    guestbookHostLive: new GuestbookHostLive(prisma, events, moderation, feed),
    guestKeys: new GuestKeys(jwtSecret, guestKeyRowsOf(prisma), {
      limiter,
      limits: { ...DEFAULT_GUEST_KEY_RATE_LIMITS, ...rateLimits },
    }),
    uploads,
    uploadProcessing: new UploadProcessingService(prisma, storage, jobs, feed),
    moderation,
    downloads: new DownloadsService(prisma, storage, events, audit, log),
    dataExports,
    system,
    tables: new TablesService(prisma, audit, feed, guest.passes),
    albums: new AlbumsService(prisma, audit, feed),
    favourites: new FavouritesService(prisma, audit, feed),
    feed,
    apiTokens: new ApiTokensService(prisma, audit, credentials, mailDelivers),
    pointsBudget: new PointsBudget(limiter, { ...DEFAULT_POINTS_BUDGETS, ...pointsBudgets }),
    webhooks,
  };
}
