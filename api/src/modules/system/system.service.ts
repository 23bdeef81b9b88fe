import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';

export interface Health {
  status: 'ok' | 'degraded';
  env: string;
  node: string;
  uptimeSec: number;
  latencyMs: number;
  timestamp: string;
  db: { status: 'up' | 'down'; latencyMs: number | null; error: string | null };
}

/** Health and public client configuration: what the status page and the web app read. */
export class SystemService {
  private readonly startedAt = Date.now();

  constructor(
    private readonly prisma: Db,
    private readonly config: Config,
  ) {}

  async health(): Promise<Health> {
    const started = performance.now();
    const db = await this.databaseHealth();
    return {
      status: db.status === 'up' ? 'ok' : 'degraded',
      env: this.config.env,
      node: process.version,
      uptimeSec: Math.floor((Date.now() - this.startedAt) / 1000),
      latencyMs: round(performance.now() - started),
      timestamp: new Date().toISOString(),
      db,
    };
  }

  clientConfig(): { googleMapsApiKey: string | null } {
    return { googleMapsApiKey: this.config.googleMapsApiKey ?? null };
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
