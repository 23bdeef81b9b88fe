// `npm start` runs the compiled server in dist/ and serves web/dist: build each when it is missing or
// older than its sources, so a fresh clone needs only `npm install && npm start`, and a start with
// nothing changed costs one walk over the sources' modification times (docs/decisions/031).
// `--server` checks the server alone (`npm run worker` and the backup commands serve no pages).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const targets = [
  {
    name: 'the web app',
    // Both entries: the app and the guest page.
    outputs: ['web/dist/index.html', 'web/dist/guest.html'],
    sources: ['web/src', 'common', 'web/index.html', 'web/guest.html', 'web/public', 'vite.config.ts'],
    command: ['npm', 'run', 'build:web', '--', '--logLevel', 'warn'],
  },
  {
    name: 'the server',
    // tsc writes every file on each build, so the entries' times stand for the whole output.
    outputs: ['dist/api/src/lib/runtime.cjs', 'dist/api/src/main.js', 'dist/api/src/jobs/worker.js'],
    // The server imports the rules it shares with the web app from common/.
    sources: ['api/src', 'common', 'scripts/build', 'tsconfig.json', 'tsconfig.build.json'],
    command: ['npm', 'run', 'build:server'],
  },
];

/** Newest modification time under `path`; tests are not part of any build. */
function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return path.endsWith('.test.ts') ? 0 : stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function isStale({ outputs, sources }) {
  const present = sources.filter(existsSync);
  return outputs.some(
    (output) => !existsSync(output) || present.some((source) => newestMtime(source) > statSync(output).mtimeMs),
  );
}

const wanted = process.argv.includes('--server') ? targets.filter((target) => target.name === 'the server') : targets;
for (const target of wanted.filter(isStale)) {
  console.log(`Building ${target.name}…`);
  const [command, ...args] = target.command;
  const result = spawnSync(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
