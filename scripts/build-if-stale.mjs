// `npm start` serves web/dist: build it when it is missing or older than the web sources, so a fresh
// clone needs only `npm install && npm start`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

// Both entries: the app and the guest page.
const builtPages = ['web/dist/index.html', 'web/dist/guest.html'];

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const sources = ['web/src', 'web/index.html', 'web/guest.html', 'web/public', 'vite.config.ts'].filter(existsSync);
const stale = builtPages.some(
  (built) => !existsSync(built) || sources.some((source) => newestMtime(source) > statSync(built).mtimeMs),
);
if (stale) {
  console.log('Building the web app…');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
