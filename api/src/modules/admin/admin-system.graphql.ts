import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';

type SystemReport = Awaited<ReturnType<GraphQLContext['services']['admin']['systemReport']>>;

/** The System tab: what this deployment runs on, and its health. */
export const SystemRef = builder.objectRef<SystemReport>('AdminSystem').implement({
  description: 'What this deployment runs on, as the System tab shows it. Byte counts are Floats (they pass 2^31).',
  fields: (t) => ({
    status: t.string({ description: "'ok' or 'degraded' (as /api/health).", resolve: (r) => r.health.status }),
    environment: t.string({
      description: "The server's NODE_ENV, e.g. 'production'.",
      resolve: (r) => r.health.env,
    }),
    version: t.exposeString('version', { description: 'The running release (package.json version).' }),
    nodeVersion: t.string({ description: "The Node.js version, e.g. 'v22.11.0'.", resolve: (r) => r.health.node }),
    uptimeSec: t.int({
      description: 'Seconds since this server process started.',
      resolve: (r) => r.process.uptimeSec,
    }),
    checkedAt: t.field({
      type: 'DateTime',
      description: 'When this report was made.',
      resolve: (r) => new Date(r.health.timestamp),
    }),
    databaseStatus: t.string({ description: "'up' or 'down'.", resolve: (r) => r.health.db.status }),
    databaseLatencyMs: t.float({
      nullable: true,
      description: 'How long a trivial query took, in milliseconds; null when the database is down.',
      resolve: (r) => r.health.db.latencyMs,
    }),
    databaseError: t.string({
      nullable: true,
      description: 'Why the database is down; null when it is up.',
      resolve: (r) => r.health.db.error,
    }),
    databaseKind: t.string({ description: "'embedded' (PGlite) or 'server'.", resolve: (r) => r.database.kind }),
    databaseSizeBytes: t.float({
      nullable: true,
      description: "The database's size in bytes; null when it cannot be measured.",
      resolve: (r) => r.database.sizeBytes,
    }),
    storageDriver: t.string({ description: "'local' or 'gcs'.", resolve: (r) => r.storage.driver }),
    photoCount: t.int({ description: 'Photos held, of any event and status.', resolve: (r) => r.storage.photoCount }),
    photoBytes: t.float({ description: 'Sum of the originals held.', resolve: (r) => r.storage.originalBytes }),
    redisEnabled: t.boolean({ description: 'Live updates shared across instances.', resolve: (r) => r.redis.enabled }),
    memoryRssBytes: t.float({
      description: "This server process's resident memory, in bytes.",
      resolve: (r) => r.process.rssBytes,
    }),
    memoryHeapUsedBytes: t.float({
      description: "This server process's JavaScript heap in use, in bytes.",
      resolve: (r) => r.process.heapUsedBytes,
    }),
  }),
});
