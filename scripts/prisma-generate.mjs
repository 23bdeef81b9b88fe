// Runs `prisma generate` without network access.
// The Prisma CLI insists on a schema-engine binary before generating, and downloads one when none is
// installed; generation itself never uses it. Pointing PRISMA_SCHEMA_ENGINE_BINARY at any existing
// file skips the download. Migrations do not use the CLI at all (api/src/db/migrate.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join, resolve } from 'node:path';

const require = createRequire(import.meta.url);
const enginesDir = dirname(require.resolve('@prisma/engines/package.json'));
const hasEngine = readdirSync(enginesDir).some((name) => name.startsWith('schema-engine'));
// The pothos generator is found on PATH, as under `npm run`.
const binDir = resolve('node_modules', '.bin');
const env = {
  ...process.env,
  PATH: `${binDir}${delimiter}${process.env.PATH ?? ''}`,
  PRISMA_HIDE_UPDATE_MESSAGE: '1',
};
if (!hasEngine && !env.PRISMA_SCHEMA_ENGINE_BINARY) env.PRISMA_SCHEMA_ENGINE_BINARY = process.execPath;

const cli = join(dirname(require.resolve('prisma/package.json')), 'build', 'index.js');
if (!existsSync(cli)) throw new Error(`Prisma CLI not found at ${cli}`);
const result = spawnSync(process.execPath, [cli, 'generate'], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
