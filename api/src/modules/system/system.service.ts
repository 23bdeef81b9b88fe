import { readFileSync } from 'node:fs';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { projectPath } from '../../lib/build-layout.ts';
import type { ServiceHealth, ServicesHealth } from './service-health.ts';

export interface Health {
  /** 'degraded' when any part is down; what the status page, /api/health and the admin's System tab say. */
  status: 'ok' | 'degraded';
  /** Each part people rely on, up or down (the public status page's words). */
  services: ServicesHealth;
  env: string;
  node: string;
  uptimeSec: number;
  latencyMs: number;
  timestamp: string;
  db: { status: 'up' | 'down'; latencyMs: number | null; error: string | null };
}

export interface SystemReport {
  health: Health;
  version: string;
  database: { kind: 'embedded' | 'server'; sizeBytes: number | null };
  /** Every photo held, by the size of its original; display copies and thumbnails are not counted. */
  storage: { driver: 'local' | 'gcs'; photoCount: number; originalBytes: number };
  redis: { enabled: boolean };
  process: { uptimeSec: number; rssBytes: number; heapUsedBytes: number; pid: number };
}

/** The running release: package.json's version, read once. */
export const APP_VERSION = (JSON.parse(readFileSync(projectPath('package.json'), 'utf8')) as { version: string })
  .version;

/** Health and public client configuration: what the status page and the web app read. */
export class SystemService {
  private readonly startedAt = Date.now();

  constructor(
    private readonly prisma: Db,
    private readonly config: Config,
    /** Storage and live updates, asked beside the database: one answer for every place that shows health. */
    private readonly parts: Pick<ServiceHealth, 'check'>,
  ) {}

  async health(): Promise<Health> {
    const started = performance.now();
    const db = await this.databaseHealth();
    const services = await this.parts.check(db.status);
    return {
      status: Object.values(services).every((state) => state === 'up') ? 'ok' : 'degraded',
      services,
      env: this.config.env,
      node: process.version,
      uptimeSec: Math.floor((Date.now() - this.startedAt) / 1000),
      latencyMs: round(performance.now() - started),
      timestamp: new Date().toISOString(),
      db,
    };
  }

  /** What the super-admin's System tab shows: health plus what this deployment runs on and holds. */
  async report(): Promise<SystemReport> {
    const [health, databaseBytes, stored] = await Promise.all([
      this.health(),
      this.databaseBytes(),
      this.prisma.upload.aggregate({ _sum: { bytes: true }, _count: { _all: true } }),
    ]);
    const memory = process.memoryUsage();
    return {
      health,
      version: APP_VERSION,
      database: { kind: this.config.databaseUrl ? 'server' : 'embedded', sizeBytes: databaseBytes },
      storage: {
        driver: this.config.storage.driver,
        photoCount: stored._count._all,
        originalBytes: stored._sum.bytes ?? 0,
      },
      redis: { enabled: Boolean(this.config.redisUrl) },
      process: { uptimeSec: health.uptimeSec, rssBytes: memory.rss, heapUsedBytes: memory.heapUsed, pid: process.pid },
    };
  }

  /** What the web app may know of this deployment's settings: nothing secret. */
  clientConfig(): { googleMapsApiKey: string | null; supportEmail: string | null } {
    return { googleMapsApiKey: this.config.googleMapsApiKey ?? null, supportEmail: this.config.supportEmail };
  }

  /** On-disk size of the database (embedded or server); null when the server will not say. */
  private async databaseBytes(): Promise<number | null> {
    try {
      const [row] = await this.prisma.$queryRaw<
        { bytes: bigint }[]
      >`SELECT pg_database_size(current_database()) AS bytes`;
      return row ? Number(row.bytes) : null;
    } catch {
      return null;
    }
  }

  private async databaseHealth(): Promise<Health['db']> {
    const started = performance.now();
    try {
      await this.prisma.$queryRaw`SELECT 1`;
      return { status: 'up', latencyMs: round(performance.now() - started), error: null };
    } catch {
      // The driver's message can name hosts and users: the status page only says what a visitor needs.
      return { status: 'down', latencyMs: null, error: 'The database is not reachable' };
    }
  }
}

function round(ms: number): number {
  return Math.round(ms * 100) / 100;
}
