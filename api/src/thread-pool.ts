// Imported first by the entries (main.ts, worker.ts): libuv sizes its thread pool once, on first use, from
// UV_THREADPOOL_SIZE, so it must be set before any module touches the file system (decision 034).
//
// Every file write, fsync, rename and image header read of an upload waits in that pool, and an fsync holds
// its thread for milliseconds. With libuv's default of 4 threads, 20 guests uploading at once queued behind
// each other's fsyncs: answers came at 0.47 of a bare receiver's speed, 0.64 with 16 threads, 0.77 with 64.
// An operator's own value wins.

/** Threads for blocking file work: at least as many as uploads a busy venue sends at once. */
export const DEFAULT_THREAD_POOL_SIZE = 64;

process.env.UV_THREADPOOL_SIZE ??= String(DEFAULT_THREAD_POOL_SIZE);
