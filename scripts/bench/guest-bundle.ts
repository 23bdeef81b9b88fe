import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Bench, Measurement } from './bench.ts';

/**
 * The JS a phone downloads before the guest page can render: guest.html's module script and the chunks it
 * preloads (static imports), gzip-compressed as a server would send them. Built into a temp directory.
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
    const html = readFileSync(join(outDir, 'guest.html'), 'utf8');
    const files = [
      ...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g),
      ...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
    ].map((match) => match[1]!);
    const sizes = files.map((file) => ({
      file,
      gzip: gzipSync(readFileSync(join(outDir, file.replace(/^\//, '')))).length / 1000,
    }));
    const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
    return [
      {
        metric: '/e/{slug} first-load JS (gzip)',
        value: total,
        unit: 'kB',
        budget: { atMost: 120 },
        note: sizes.map(({ file, gzip }) => `${file.split('/').pop()} ${gzip.toFixed(1)}`).join(', '),
      },
    ];
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
