import sharp from 'sharp';

/**
 * libvips' settings for a long-running server on a small machine (issue 35: self-hosters run it in 1–2 GB),
 * set once for the whole process when the media code is first imported; the settings are process-wide.
 *
 * - No operation cache. libvips keeps the results of recent operations (by default up to 50 MB, 20 open
 *   files and 100 operations) to reuse them when the same image is asked for again. Every photo here is
 *   a file of its own, decoded once, so the cache never hits: it only keeps a burst's last images in memory.
 * - One libvips thread per image. Photos are made side by side (MEDIA_WORKERS, the decode budget), which
 *   already keeps every core busy; more threads per image would each hold buffers of their own. sharp picks
 *   1 itself on glibc without jemalloc (to limit fragmentation), but the cores' count elsewhere (musl,
 *   macOS, jemalloc): the same figure everywhere keeps memory predictable.
 */
export const LIBVIPS_THREADS_PER_IMAGE = 1;

sharp.cache(false);
sharp.concurrency(LIBVIPS_THREADS_PER_IMAGE);
