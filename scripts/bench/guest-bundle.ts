import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Bench, Measurement } from './bench.ts';

/**
 * The JS a phone downloads before the guest page can render: guest.html's module script and the chunks it
 * preloads (static imports), gzip-compressed as a server would send them; the app entry's likewise, for
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
    const guest = firstLoadJs(outDir, 'guest.html');
    // For information: the entry of every other page, the landing page included (no Relay, decision 021).
    const app = firstLoadJs(outDir, 'index.html');
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

/** The module script of an HTML entry and the chunks it preloads, gzip-compressed. */
function firstLoadJs(outDir: string, page: string): { total: number; note: string } {
  const html = readFileSync(join(outDir, page), 'utf8');
  const files = [
    ...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((match) => match[1]!);
  const sizes = files.map((file) => ({
    file,
    gzip: gzipSync(readFileSync(join(outDir, file.replace(/^\//, '')))).length / 1000,
  }));
  return {
    total: sizes.reduce((sum, { gzip }) => sum + gzip, 0),
    note: sizes.map(({ file, gzip }) => `${file.split('/').pop()} ${gzip.toFixed(1)}`).join(', '),
  };
}
