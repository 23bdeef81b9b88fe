import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Bench, Measurement } from './bench.ts';

/**
 * The JS a phone downloads before the guest page can render: guest.html's module script, the chunks it
 * preloads (static imports) and its messages in English (the page renders once its language's catalog
 * chunk is in, decision 058), gzip-compressed as a server would send them; the app entry's likewise, for
 * information. Built into a temp directory.
 */
export const guestBundleBench: Bench = {
  name: 'Guest page bundle',
  run: () => Promise.resolve(measureGuestBundle()),
};

function measureGuestBundle(): Measurement[] {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-guest-dist-'));
  try {
    execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
      stdio: 'inherit',
    });
    const guest = firstLoadJs(outDir, 'guest.html', ['guest']);
    // For information: the entry of every other page, the landing page included (no Relay, decision 021).
    const app = firstLoadJs(outDir, 'index.html', ['guest', 'app']);
    return [
      {
        metric: '/e/{slug} first-load JS (gzip)',
        value: guest.total,
        unit: 'kB',
        budget: { atMost: 120 },
        note: guest.note,
      },
      { metric: '/ (app entry) first-load JS (gzip)', value: app.total, unit: 'kB', budget: null, note: app.note },
    ];
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * The module script of an HTML entry, the chunks it preloads, and the English catalog chunk of each
 * namespace it waits for (`virtual:catalog/<namespace>/en`, found in the build manifest), gzip-compressed.
 */
function firstLoadJs(outDir: string, page: string, namespaces: string[]): { total: number; note: string } {
  const html = readFileSync(join(outDir, page), 'utf8');
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; src?: string }
  >;
  const catalogs = namespaces.map((namespace) => {
    const chunk = Object.values(manifest).find((entry) => entry.src?.endsWith(`catalog:${namespace}:en`));
    if (!chunk) throw new Error(`No catalog chunk for virtual:catalog/${namespace}/en in the build manifest`);
    return `/${chunk.file}`;
  });
  const files = [
    ...new Set([
      ...[
        ...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g),
        ...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
      ].map((match) => match[1]!),
      ...catalogs,
    ]),
  ];
  const sizes = files.map((file) => ({
    file,
    gzip: gzipSync(readFileSync(join(outDir, file.replace(/^\//, '')))).length / 1000,
  }));
  return {
    total: sizes.reduce((sum, { gzip }) => sum + gzip, 0),
    note: sizes.map(({ file, gzip }) => `${file.split('/').pop()} ${gzip.toFixed(1)}`).join(', '),
  };
}
