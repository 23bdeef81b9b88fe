import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { RouteTallies, LATENCY_BUCKETS } from './route-tallies.ts';

/** Seconds a photo takes in a media worker: a small PNG to a 50 MP HEIC. */
const MEDIA_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 16, 32];

/** Operation names are the client's to choose: past this many, new ones are counted as "other". */
const MAX_OPERATION_NAMES = 200;
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** What a gauge reads when scraped: the live value, where it lives (sockets, the queue, the pool). */
export interface MetricsSources {
  openWebSockets(): number;
  /** Jobs waiting or running, by kind. */
  queueDepth(): Promise<Record<string, number>>;
  poolUse(): { total: number; idle: number; waiting: number };
}

/**
 * The process's Prometheus metrics (served at GET /metrics when METRICS_TOKEN is set). One registry per
 * app, so apps of one process (tests) never count into each other. Label values are bounded: routes
 * are Fastify's patterns, never raw URLs; operation names are capped.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly #operationNames = new Set<string>();
  #sources: MetricsSources | undefined;

  /** HTTP answers, counted outside prom-client (see RouteTallies); scraped with the registry. */
  readonly httpAnswers = new RouteTallies();

  readonly graphqlOperations = new Counter({
    name: 'graphql_operations_total',
    help: 'GraphQL operations executed (HTTP and WebSocket), by type, name and outcome.',
    labelNames: ['type', 'name', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly graphqlDuration = new Histogram({
    name: 'graphql_operation_duration_seconds',
    help: 'Execution time of GraphQL queries and mutations, by type and name.',
    labelNames: ['type', 'name'] as const,
    buckets: [...LATENCY_BUCKETS],
    registers: [this.registry],
  });

  readonly openSubscriptions = new Gauge({
    name: 'graphql_subscriptions_open',
    help: 'GraphQL subscriptions open now (graphql-ws and server-sent events).',
    registers: [this.registry],
  });

  readonly uploadBytes = new Counter({
    name: 'upload_bytes_total',
    help: 'Bytes of photos received and accepted (type and size checked), before processing.',
    registers: [this.registry],
  });

  readonly mediaDuration = new Histogram({
    name: 'media_processing_duration_seconds',
    help: 'Time a media worker took to make the copies of one photo, by outcome.',
    labelNames: ['outcome'] as const,
    buckets: MEDIA_BUCKETS,
    registers: [this.registry],
  });

  readonly rateLimitRefusals = new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Requests refused because a budget was spent, by budget.',
    labelNames: ['bucket'] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    // Gauges read their sources when scraped; arrow functions keep `this` the Metrics.
    const sources = () => this.#sources;
    new Gauge({
      name: 'websocket_connections_open',
      help: 'graphql-ws connections open now.',
      registers: [this.registry],
      collect() {
        this.set(sources()?.openWebSockets() ?? 0);
      },
    });
    new Gauge({
      name: 'job_queue_depth',
      help: 'Jobs not done yet (waiting or running), by kind.',
      labelNames: ['kind'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const [kind, count] of Object.entries((await sources()?.queueDepth()) ?? {})) this.set({ kind }, count);
      },
    });
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database connections of this process, by state (idle, busy) and callers waiting for one.',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const use = sources()?.poolUse();
        if (!use) return;
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'busy' }, use.total - use.idle);
        this.set({ state: 'waiting' }, use.waiting);
      },
    });
  }

  /** Every series in Prometheus' text format: the registry's, then the HTTP answers. */
  async exposition(): Promise<string> {
    return `${await this.registry.metrics()}\n${this.httpAnswers.exposition()}`;
  }

  /** Where the gauges read from; set once the app's parts exist. */
  readFrom(sources: MetricsSources): void {
    this.#sources = sources;
  }

  /** The label for a client-chosen operation name: itself while names stay few and well-formed. */
  operationLabel(name: string | null | undefined): string {
    if (!name) return 'anonymous';
    if (this.#operationNames.has(name)) return name;
    if (!OPERATION_NAME.test(name) || this.#operationNames.size >= MAX_OPERATION_NAMES) return 'other';
    this.#operationNames.add(name);
    return name;
  }
}
