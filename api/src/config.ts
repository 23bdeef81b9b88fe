import { ACCOUNT_BUDGET_IN_CALLERS, DEFAULT_POINTS_BUDGETS, type PointsBudgets } from './limits/points-budget.ts';
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { APP_NAME } from '../../common/brand.ts';
import {
  DEFAULT_MAX_VIDEO_BYTES,
  DEFAULT_MAX_VIDEO_SECONDS,
  DEFAULT_SLIDESHOW_VIDEO_SECONDS,
  GB,
  MB,
} from '../../common/upload-limits.ts';

/**
 * Four times the longest video allowed by default: conversion runs faster than real time (decision 048), so
 * this only ends a stuck ffmpeg or a machine far too slow.
 */
const DEFAULT_VIDEO_TRANSCODE_TIMEOUT_SECONDS = 1200;

/** Every setting the server reads, validated once at start (README lists them). */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  REDIS_NAMESPACE: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,64}$/, 'must be 1-64 letters, digits, dots, dashes or underscores')
    .default('wedding-photos'),
  STORAGE_DRIVER: z.enum(['local', 'gcs']).default('local'),
  GCS_BUCKET: z.string().min(1).optional(),
  GCS_PROJECT_ID: z.string().min(1).optional(),
  GOOGLE_APPLICATION_CREDENTIALS: z.string().min(1).optional(),
  STORAGE_EMULATOR_HOST: z.string().url().optional(),
  // Decision 063: with STORAGE_DRIVER=gcs, files are answered by a redirect to a short-lived signed bucket URL.
  GCS_SIGNED_READS: z.enum(['true', 'false'], { error: 'must be true or false' }).default('true'),
  PUBLIC_URL: z.string().url('must be an absolute URL such as https://photos.example.com').optional(),
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform(
      (value) =>
        value
          ?.split(',')
          .map((origin) => origin.trim())
          .filter(Boolean) ?? [],
    )
    .pipe(z.array(z.string().url('must be a comma-separated list of origins such as https://app.example.com'))),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  GOOGLE_MAPS_API_KEY: z.string().min(1).optional(),
  SUPPORT_EMAIL: z
    .string()
    .email('must be an email address such as support@example.com')
    .optional()
    .describe("The address the contact page offers; unset: support@ PUBLIC_URL's domain, or none"),
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .describe('Fastify trustProxy: true, false, a hop count, or a comma-separated list of addresses/CIDRs'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(300).default(10),
  MIN_FREE_DISK_MB: z.coerce.number().min(0).default(1024),
  EVENT_STORAGE_QUOTA_GB: z.coerce.number().positive().default(10),
  // One per core: libvips and the HEIC threads keep each photo's core busy (decision 020).
  MEDIA_WORKERS: z.coerce.number().int().min(0).max(64).default(availableParallelism()),
  POINTS_PER_HOUR: z.coerce.number().int().min(1).default(DEFAULT_POINTS_BUDGETS.caller.limit),
  ANONYMOUS_POINTS_PER_HOUR: z.coerce.number().int().min(1).default(DEFAULT_POINTS_BUDGETS.anonymous.limit),
  METRICS_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters')
    .optional()
    .describe('Bearer token a Prometheus scraper sends to GET /metrics; unset, /metrics does not exist'),
  // Webhook deliveries sent at once; they wait on the network, not the CPU (decision 026).
  WEBHOOK_WORKERS: z.coerce.number().int().min(0).max(64).default(4),
  // The SSRF guard is on unless this is exactly "true": development against a local receiver, and the
  // tests' receiver on 127.0.0.1. Never set it in a deployment (decision 026).
  ALLOW_PRIVATE_WEBHOOKS: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  // Videos (issue 30, decision 048). Unset paths: the binaries inside @ffmpeg-installer/ffmpeg and
  // @ffprobe-installer/ffprobe. A set path that does not work stops the start; it never falls back.
  FFMPEG_PATH: z
    .string()
    .min(1)
    .optional()
    .describe(
      'The ffmpeg to run (a path, or a name looked up on PATH); unset: the one inside @ffmpeg-installer/ffmpeg',
    ),
  FFPROBE_PATH: z
    .string()
    .min(1)
    .optional()
    .describe('The ffprobe to run; unset: the one inside @ffprobe-installer/ffprobe'),
  MAX_VIDEO_BYTES: z.coerce
    .number()
    .int('must be a whole number of bytes')
    .min(MB, 'must be at least 1048576 (1 MB)')
    .max(16 * GB, 'must be at most 17179869184 (16 GB)')
    .default(DEFAULT_MAX_VIDEO_BYTES),
  // An hour at most: a worker converts one video at a time, and a longer one would hold it for long.
  MAX_VIDEO_SECONDS: z.coerce
    .number()
    .int('must be a whole number of seconds')
    .min(1)
    .max(3600, 'must be at most 3600 (an hour)')
    .default(DEFAULT_MAX_VIDEO_SECONDS),
  SLIDESHOW_VIDEO_SECONDS: z.coerce
    .number()
    .int('must be a whole number of seconds')
    .min(1)
    .max(600)
    .default(DEFAULT_SLIDESHOW_VIDEO_SECONDS),
  VIDEO_TRANSCODE_TIMEOUT_SECONDS: z.coerce
    .number()
    .int('must be a whole number of seconds')
    .min(10)
    .max(86_400)
    .default(DEFAULT_VIDEO_TRANSCODE_TIMEOUT_SECONDS),
  // One: a conversion uses every core for minutes; photos must not queue behind several (decision 048).
  VIDEO_WORKERS: z.coerce.number().int().min(0).max(16).default(1),
  // Email (issue 32, decision 054). Unset SMTP_URL: messages are kept in the outbox and shown in the admin's
  // Emails tab (the embedded default), never lost and never sent.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]/, 'must be an smtp:// or smtps:// URL such as smtp://user:pass@mail.example.com:587')
    .optional()
    .describe('Where email is sent (nodemailer SMTP URL); unset: messages are kept for the admin Emails tab'),
  MAIL_FROM: z
    .string()
    .min(3)
    .max(200)
    .optional()
    .describe(
      'The From of every message, e.g. "Wedding Photos <hello@example.com>"; unset: no-reply@ PUBLIC_URL\'s domain',
    ),
  // Messages sent at once; they wait on the mail server, not the CPU.
  EMAIL_WORKERS: z.coerce.number().int().min(0).max(32).default(2),
});

/** Secrets that were published (docker-compose.yml shipped the first): anyone could sign sessions. */
const SAMPLE_SECRET = /change-?me|changeme|example|sample|secret-of-32/i;
const COMMON_PASSWORDS = new Set([
  'password',
  'passw0rd',
  'admin',
  'administrator',
  'letmein',
  'welcome',
  'qwerty',
  '123456',
]);
export const PRODUCTION_ADMIN_PASSWORD_MIN = 12;

/** Why an admin password is too weak for production, or null. */
function weakAdminPassword(password: string): string | null {
  const bare = password.toLowerCase().replace(/[^a-z]/g, '');
  if (password.length < PRODUCTION_ADMIN_PASSWORD_MIN)
    return `shorter than ${PRODUCTION_ADMIN_PASSWORD_MIN} characters`;
  if (SAMPLE_SECRET.test(password)) return 'a published sample';
  if ([...COMMON_PASSWORDS].some((common) => bare === common || bare.replace(/(.+?)\1+$/, '$1') === common)) {
    return 'a common password';
  }
  if (new Set(password).size < 5) return 'too few different characters';
  return null;
}

/** Rules across variables, checked on the raw values so they are reported with every other problem. */
function crossVariableProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if (env.NODE_ENV === 'production') {
    if (env.JWT_SECRET && SAMPLE_SECRET.test(env.JWT_SECRET)) {
      problems.push(
        'JWT_SECRET: is a published sample; unset it (one is generated and kept in DATA_DIR) or use a random value',
      );
    }
    const weak = env.ADMIN_PASSWORD ? weakAdminPassword(env.ADMIN_PASSWORD) : null;
    if (weak) problems.push(`ADMIN_PASSWORD: is too weak for production (${weak})`);
  }
  if (env.STORAGE_DRIVER === 'gcs' && !env.GCS_BUCKET) problems.push('GCS_BUCKET: is required when STORAGE_DRIVER=gcs');
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    problems.push(`${env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'}: ADMIN_EMAIL and ADMIN_PASSWORD go together`);
  }
  // A mailed link must lead to this site: it comes from PUBLIC_URL, never from a request's Host header (a
  // forged Host would otherwise put an attacker's site in a victim's password reset link).
  if (env.SMTP_URL && !env.PUBLIC_URL) problems.push('PUBLIC_URL: is required with SMTP_URL (mailed links lead to it)');
  const timeout = Number(env.VIDEO_TRANSCODE_TIMEOUT_SECONDS ?? DEFAULT_VIDEO_TRANSCODE_TIMEOUT_SECONDS);
  const longest = Number(env.MAX_VIDEO_SECONDS ?? DEFAULT_MAX_VIDEO_SECONDS);
  if (Number.isFinite(timeout) && Number.isFinite(longest) && timeout < longest) {
    problems.push(
      `VIDEO_TRANSCODE_TIMEOUT_SECONDS: must be at least MAX_VIDEO_SECONDS (${longest}), or the longest videos allowed fail`,
    );
  }
  return problems;
}

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolMax: number;
  redisUrl: string | undefined;
  /** Prefix of every Redis key and channel: deployments (or test runs) sharing one Redis stay apart. */
  redisNamespace: string;
  storage: {
    driver: Env['STORAGE_DRIVER'];
    gcsBucket: string | undefined;
    gcsProjectId: string | undefined;
    gcsCredentialsFile: string | undefined;
    gcsEmulatorHost: string | undefined;
    /** Answer file requests with a redirect to a signed bucket URL (decision 063), instead of the bytes. */
    gcsSignedReads: boolean;
  };
  publicUrl: string | undefined;
  /** Other sites' origins allowed to call the API from a browser, with credentials (CORS). */
  corsOrigins: string[];
  jwtSecret: string | undefined;
  admin: { email: string; password: string } | undefined;
  googleMapsApiKey: string | undefined;
  /** The address the contact page offers (SUPPORT_EMAIL, else support@ PUBLIC_URL's domain); null: none. */
  supportEmail: string | null;
  trustProxy: boolean | number | string[];
  logLevel: Env['LOG_LEVEL'];
  /** Files are refused (507) while DATA_DIR's disk has less free space than this. */
  minFreeDiskBytes: number;
  /** Photos an event may hold, in bytes of originals. */
  eventStorageQuotaBytes: number;
  /** On SIGTERM, how long open requests, streams and sockets may finish before they are cut. */
  shutdownGraceMs: number;
  /** Photos processed at once in this process (0: none here, `npm run worker` processes do it). */
  mediaWorkers: number;
  /** Hourly API points of each token or signed-in user, and of each address without either (decision 027). */
  pointsBudgets: PointsBudgets;
  /** What a scraper must send to read GET /metrics; undefined: no metrics endpoint. */
  metricsToken: string | undefined;
  /** Webhook deliveries sent at once in this process (0: none here). */
  webhookWorkers: number;
  /** Private and loopback webhook targets (and http://localhost) allowed: development and tests only. */
  allowPrivateWebhooks: boolean;
  /** Email (decision 054). */
  email: {
    /** Where messages go; undefined: kept in the outbox for the admin's Emails tab (the embedded default). */
    smtpUrl: string | undefined;
    /** The From of every message. */
    from: string;
    /** The start of every mailed link: PUBLIC_URL, or this server on localhost in development. */
    linkBase: string;
    /** Messages sent at once in this process (0: none here). */
    workers: number;
  };
  /** Videos (decision 048). */
  video: {
    /** FFMPEG_PATH / FFPROBE_PATH; undefined: the packaged binaries (api/src/media/video/binaries.ts). */
    ffmpegPath: string | undefined;
    ffprobePath: string | undefined;
    /** Largest original accepted, in bytes (413 past it). */
    maxBytes: number;
    /** Longest video accepted, in seconds (413 past it, with 'Videos can be up to 5 minutes long.'). */
    maxSeconds: number;
    /** How long the live slideshow plays a video (muted) before moving on. */
    slideshowSeconds: number;
    /** A conversion still running after this is killed and the video marked failed. */
    transcodeTimeoutMs: number;
    /** Videos converted at once in this process (0: none here). */
    workers: number;
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function parseTrustProxy(value: string): Config['trustProxy'] {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * support@ the public address's domain name, so a deployment with a PUBLIC_URL shows an address without
 * more setup; none for an IP address or a name without a dot (localhost), where no mail can arrive.
 */
function defaultSupportEmail(publicUrl: string | undefined): string | null {
  if (!publicUrl) return null;
  const { hostname } = new URL(publicUrl);
  return /^([a-z0-9-]+\.)+[a-z]{2,}$/i.test(hostname) ? `support@${hostname}` : null;
}

/** The brand at no-reply@ the public address's domain (or localhost, where nothing is sent anyway). */
function defaultMailFrom(publicUrl: string | undefined): string {
  const host = publicUrl ? new URL(publicUrl).hostname : 'localhost';
  return `"${APP_NAME}" <no-reply@${host}>`;
}

/** Reads the environment once; throws a ConfigError naming every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings count as unset, as they do in most .env files.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  const problems = [
    ...(parsed.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? []),
    ...crossVariableProblems(cleaned),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    databasePoolMax: env.DATABASE_POOL_MAX,
    redisUrl: env.REDIS_URL,
    redisNamespace: env.REDIS_NAMESPACE,
    storage: {
      driver: env.STORAGE_DRIVER,
      gcsBucket: env.GCS_BUCKET,
      gcsProjectId: env.GCS_PROJECT_ID,
      gcsCredentialsFile: env.GOOGLE_APPLICATION_CREDENTIALS,
      gcsEmulatorHost: env.STORAGE_EMULATOR_HOST,
      gcsSignedReads: env.GCS_SIGNED_READS === 'true',
    },
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, ''),
    corsOrigins: env.CORS_ORIGINS.map((origin) => new URL(origin).origin),
    jwtSecret: env.JWT_SECRET,
    admin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : undefined,
    googleMapsApiKey: env.GOOGLE_MAPS_API_KEY,
    supportEmail: env.SUPPORT_EMAIL ?? defaultSupportEmail(env.PUBLIC_URL),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL,
    shutdownGraceMs: env.SHUTDOWN_GRACE_SECONDS * 1000,
    minFreeDiskBytes: env.MIN_FREE_DISK_MB * 1024 * 1024,
    eventStorageQuotaBytes: Math.round(env.EVENT_STORAGE_QUOTA_GB * 1024 ** 3),
    mediaWorkers: env.MEDIA_WORKERS,
    pointsBudgets: {
      // Guests' key, event and venue budgets (decision 061) are not configurable: they are sized by arithmetic.
      ...DEFAULT_POINTS_BUDGETS,
      caller: { ...DEFAULT_POINTS_BUDGETS.caller, limit: env.POINTS_PER_HOUR },
      account: { ...DEFAULT_POINTS_BUDGETS.account, limit: ACCOUNT_BUDGET_IN_CALLERS * env.POINTS_PER_HOUR },
      anonymous: { ...DEFAULT_POINTS_BUDGETS.anonymous, limit: env.ANONYMOUS_POINTS_PER_HOUR },
    },
    metricsToken: env.METRICS_TOKEN,
    webhookWorkers: env.WEBHOOK_WORKERS,
    allowPrivateWebhooks: env.ALLOW_PRIVATE_WEBHOOKS === 'true',
    email: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? defaultMailFrom(env.PUBLIC_URL),
      linkBase: env.PUBLIC_URL?.replace(/\/+$/, '') ?? `http://localhost:${env.PORT}`,
      workers: env.EMAIL_WORKERS,
    },
    video: {
      ffmpegPath: env.FFMPEG_PATH,
      ffprobePath: env.FFPROBE_PATH,
      maxBytes: env.MAX_VIDEO_BYTES,
      maxSeconds: env.MAX_VIDEO_SECONDS,
      slideshowSeconds: env.SLIDESHOW_VIDEO_SECONDS,
      transcodeTimeoutMs: env.VIDEO_TRANSCODE_TIMEOUT_SECONDS * 1000,
      workers: env.VIDEO_WORKERS,
    },
  };
}
