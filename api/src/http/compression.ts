import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Text answers worth compressing on the fly: HTML, JSON (REST and GraphQL), CSV, XML, JS and CSS.
 * Left out on purpose: event streams (SSE subscriptions must reach the client as each event is written,
 * not when a compressor's block fills), images, ZIPs and `application/octet-stream` (compressed already:
 * a second pass costs CPU on the hot path and saves nothing).
 */
export const COMPRESSIBLE_TYPES = /^text\/(?!event-stream)|[/+](?:json|xml|javascript|csv)(?:;|$)/;

/**
 * Smallest answer compressed: below about one network packet compression saves no round trip, and
 * most API answers of a single field are that small.
 */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses dynamic answers (brotli or gzip, as the client accepts). Built files are compressed at
 * build time instead (scripts/build/precompress.ts) and sent as they are by @fastify/static, which sets
 * Content-Encoding itself, so this plugin leaves them alone. Registered before the routes: it attaches
 * itself to each route as it is added. Request bodies are not decompressed: no client of ours sends
 * compressed bodies, and accepting them would put a decompression bomb in front of every body limit.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE_TYPES,
    globalDecompression: false,
  });
}
