// Brotli and gzip copies of the built web app, written beside each file (`app.js.br`, `app.js.gz`), so the
// server sends compressed bytes without compressing on every request (@fastify/static `preCompressed`).
// Compressing once at build time affords the best settings (brotli 11, gzip 9) that would cost too much
// per request. node:zlib only: no native tool to install.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.map', '.webmanifest']);

/** Below about one network packet, compression saves no round trip and costs a header. */
export const MIN_PRECOMPRESS_BYTES = 1024;

/** Writes `file.br` and `file.gz` beside `file` when each is smaller; returns the encodings written. */
export async function precompressFile(file: string): Promise<string[]> {
  const source = await readFile(file);
  if (source.length < MIN_PRECOMPRESS_BYTES) return [];
  const [br, gzipped] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gz(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const written: string[] = [];
  for (const [encoding, extension, bytes] of [
    ['br', '.br', br],
    ['gzip', '.gz', gzipped],
  ] as const) {
    if (bytes.length >= source.length) continue;
    await writeFile(`${file}${extension}`, bytes);
    written.push(encoding);
  }
  return written;
}

/** Precompresses every compressible file under `dir`. */
export async function precompressDirectory(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.has(extname(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name));
  const results = await Promise.all(files.map(precompressFile));
  return results.filter((written) => written.length > 0).length;
}

/** The Vite plugin: runs once the build has written its files. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = config.build.outDir;
    },
    async writeBundle() {
      const count = await precompressDirectory(outDir);
      this.info(`precompressed ${count} files (brotli, gzip)`);
    },
  };
}
