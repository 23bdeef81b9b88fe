import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
type Parent = FastifyBaseLogger & { isLevelEnabled?(level: string): boolean };

/**
 * A request's logger (`request.log`), bound to its request id like Fastify's own, but made only when the
 * request first writes a line at an enabled level. At the usual levels most requests write none, and a
 * pino child for each of them (its bindings serialized, its methods set up) was a measurable part of a
 * cached guest read (issue 14).
 */
class RequestLogger implements FastifyBaseLogger {
  #logger: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: Parent,
    private readonly bindings: Bindings,
  ) {}

  get level(): string {
    return this.#logger?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.#own().level = level;
  }

  fatal(...args: unknown[]): void {
    this.#write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.#write('error', args);
  }
  warn(...args: unknown[]): void {
    this.#write('warn', args);
  }
  info(...args: unknown[]): void {
    this.#write('info', args);
  }
  debug(...args: unknown[]): void {
    this.#write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.#write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#own().child(bindings, options);
  }

  #write(level: Level, args: unknown[]): void {
    // Before the child exists its level is the parent's: a line the parent would drop makes no child.
    if (!this.#logger && this.parent.isLevelEnabled?.(level) === false) return;
    const logger = this.#own();
    Reflect.apply(logger[level], logger, args);
  }

  #own(): FastifyBaseLogger {
    this.#logger ??= this.parent.child(this.bindings);
    return this.#logger;
  }
}

/**
 * Fastify's `childLoggerFactory`. A route with a log level or serializers of its own (the options Fastify
 * passes) gets its child at once.
 */
export function requestLogger(
  this: FastifyInstance,
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
  _request: IncomingMessage,
): FastifyBaseLogger {
  if (options.level !== undefined || options.serializers !== undefined) return logger.child(bindings, options);
  return new RequestLogger(logger, bindings);
}
