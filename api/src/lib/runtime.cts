// Preloaded before anything else by every entry: `node --require ./dist/api/src/lib/runtime.cjs …` in `npm start`,
// `npm run worker`, the backup commands and the Docker image (decisions 034 and 038). CommonJS on purpose:
// Node reads an ES module entry's files through libuv's thread pool, so by the time an `import` at the top of
// main.ts ran, the pool had started with its default 4 threads; a `--require` preload runs before that.

import { setFlagsFromString } from 'node:v8';

/**
 * Threads for blocking file work: at least as many as uploads a busy venue sends at once. Every file write,
 * fsync, rename and image header read of an upload waits in that pool, and an fsync holds its thread for
 * milliseconds. An operator's own value wins.
 */
export const DEFAULT_THREAD_POOL_SIZE = 64;

/**
 * How far V8 lets the old generation grow past what the last full collection kept, in percent. V8's own
 * choice for this server (about 13%, some 8 MB over a 60 MB heap) started a full collection every 8 MB
 * promoted, and 20 photos arriving at once ran two or three of them, marking the whole heap each time.
 */
export const HEAP_GROWING_PERCENT = 100;

/**
 * glibc's malloc arenas for the processes this server starts (ffmpeg): 2 rather than 8 per core, so memory
 * freed by one thread is reused by the next instead of kept per thread. The server's own allocator read its
 * environment before this line could run: `npm start` gets it from the operator (docs/scaling.md "Memory"),
 * the Docker image sets it.
 */
export const MALLOC_ARENAS = 2;

process.env.UV_THREADPOOL_SIZE ??= String(DEFAULT_THREAD_POOL_SIZE);
process.env.MALLOC_ARENA_MAX ??= String(MALLOC_ARENAS);
setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
