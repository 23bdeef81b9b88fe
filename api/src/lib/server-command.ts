/**
 * How the server is started: `node` with these arguments, in `npm start` (package.json), the Docker image's
 * CMD and the benches (scripts/bench/app-process.ts); the load test's instances, which run the sources
 * through tsx, take its V8 flags (scripts/load/two-instances.ts). One list for all: production-build.test.ts
 * checks that package.json and the Dockerfile, which cannot import it, carry it word for word.
 */

/**
 * The old generation's first size, in MB (decision 066). V8 starts a full collection when the old space
 * reaches its limit, and its first limits are small: this server's requests promote ~20 MB a second, so
 * under steady traffic it marked and compacted its whole heap every ~3 s, on one of the two cores the
 * requests and the embedded database share. Every uploads-tab read that met one took 40-100 ms instead of
 * ~25 (issue 35's p99 < 50 ms). From 256 MB a full collection comes about half as often, and the tab's
 * tails went under the budget. The cost is garbage kept longer: the heap reaches ~300 MB under sustained
 * requests instead of ~180. It is set on the command line because V8 sizes its heap before any script
 * runs (the preload cannot) and NODE_OPTIONS refuses this flag.
 */
export const INITIAL_OLD_SPACE_MB = 256;

/** V8's flags for the server, which only its command line can give (above). */
export const SERVER_V8_FLAGS = [`--initial-old-space-size=${INITIAL_OLD_SPACE_MB}`] as const;

/** `node`'s arguments for the server: V8's flags, the runtime preload (decision 038), the entry. */
export const SERVER_NODE_ARGS = [
  ...SERVER_V8_FLAGS,
  '--require',
  './dist/api/src/lib/runtime.cjs',
  'dist/api/src/main.js',
] as const;
