// `npm run relay`: relay-compiler, then the persisted-operation manifest made exact (docs/decisions/042).
// relay-compiler's local persisting (relay.config.js `persistConfig`) only ever adds to its file, and only
// for artifacts it rewrites: an operation that is edited leaves its old text behind, and an entry lost
// from the file is never written again. So after each run the manifest keeps exactly the operations
// whose ids the artifacts carry, and an artifact whose id is missing is made again (which persists it).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { config } = await import('../relay.config.js').then((module) => ({ config: module.default }));
const manifestPath = config.persistConfig.file;
const artifacts = config.artifactDirectory;
const compiler = require.resolve('relay-compiler/cli.js');

function compile() {
  const result = spawnSync(process.execPath, [compiler, ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, FORCE_NO_WATCHMAN: '1' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** The persisted id each operation artifact carries (reader-only fragments carry none). */
function idsOfArtifacts() {
  const ids = new Map();
  for (const file of readdirSync(artifacts)) {
    const id = /"id": "([0-9a-f]{64})"/.exec(readFileSync(join(artifacts, file), 'utf8'))?.[1];
    if (id) ids.set(id, file);
  }
  return ids;
}

// relay-compiler refuses to start when its file does not exist.
if (!existsSync(manifestPath)) writeFileSync(manifestPath, '{}\n');
compile();
let manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const missing = [...idsOfArtifacts()].filter(([id]) => !(id in manifest));
if (missing.length > 0) {
  for (const [, file] of missing) rmSync(join(artifacts, file));
  compile();
  manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
}
const ids = idsOfArtifacts();
const exact = Object.fromEntries(
  Object.keys(manifest)
    .filter((id) => ids.has(id))
    .sort()
    .map((id) => [id, manifest[id]]),
);
const stillMissing = [...ids.keys()].filter((id) => !(id in exact));
if (stillMissing.length > 0) {
  console.error(`persisted operations missing from ${manifestPath}: ${stillMissing.join(', ')}`);
  process.exit(1);
}
writeFileSync(manifestPath, `${JSON.stringify(exact, null, 2)}\n`);
