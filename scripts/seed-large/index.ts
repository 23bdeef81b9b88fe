/**
 * `npm run seed:large -- --photos 20000 --rsvps 3000`: fills one large event (seed-large.ts) in the data
 * directory and database the server would use (DATA_DIR, DATABASE_URL, STORAGE_DRIVER and the GCS settings,
 * read as the server reads them; embedded PGlite in DATA_DIR when DATABASE_URL is unset), so a benchmark can
 * start the server on it. Progress goes to stderr; the last line of stdout is
 * {"slug": …, "eventId": …, "ownerEmail": …, "ownerPassword": …}.
 * Options: --photos N (default 20000), --rsvps N (default 3000), --seed N, --rows-only (no derivative files:
 * for benchmarks of reads that never open one), and --owner-email with --owner-password to give the event to
 * an existing host instead of a new account. Stop the server first
 * when it uses the embedded database (one process may open its directory).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../api/src/config.ts';
import { embeddedDirectoryFor, openDatabase } from '../../api/src/db/database.ts';
import { keepNewFilesPrivate } from '../../api/src/storage/private-mode.ts';
import { preparePrivateDataDir } from '../../api/src/storage/data-dir.ts';
import { createStorage } from '../../api/src/storage/index.ts';
import { seedLargeEvent } from './seed-large.ts';

const { values } = parseArgs({
  options: {
    photos: { type: 'string', default: '20000' },
    rsvps: { type: 'string', default: '3000' },
    seed: { type: 'string', default: '35' },
    'rows-only': { type: 'boolean', default: false },
    'owner-email': { type: 'string' },
    'owner-password': { type: 'string' },
  },
});
const count = (name: 'photos' | 'rsvps' | 'seed') => {
  const value = Number(values[name]);
  if (!Number.isSafeInteger(value) || value < 0)
    throw new Error(`--${name} must be a whole number, got ${values[name]}`);
  return value;
};
if (Boolean(values['owner-email']) !== Boolean(values['owner-password'])) {
  throw new Error('--owner-email and --owner-password go together');
}

keepNewFilesPrivate();
if (existsSync('.env')) process.loadEnvFile('.env');
const config = loadConfig();
const dataDir = resolve(config.dataDir);
await preparePrivateDataDir(dataDir);
const database = await openDatabase({
  url: config.databaseUrl,
  embeddedDirectory: embeddedDirectoryFor(dataDir),
  poolMax: config.databasePoolMax,
});
const { storage } = createStorage({
  driver: config.storage.driver,
  dataDir,
  // Signs upload links only, which the fixture never hands out.
  secret: 'seed-large-signs-no-upload-links-at-all',
  gcs: {
    bucket: config.storage.gcsBucket,
    projectId: config.storage.gcsProjectId,
    keyFilename: config.storage.gcsCredentialsFile,
    emulatorHost: config.storage.gcsEmulatorHost,
  },
});
try {
  const log = (line: string) => process.stderr.write(`${line}\n`);
  log(`seed:large into ${database.kind === 'embedded' ? embeddedDirectoryFor(dataDir) : 'the DATABASE_URL server'}`);
  const seeded = await seedLargeEvent({
    prisma: database.prisma,
    storage,
    photos: count('photos'),
    rsvps: count('rsvps'),
    seed: count('seed'),
    writeFiles: !values['rows-only'],
    owner: values['owner-email'] ? { email: values['owner-email'], password: values['owner-password']! } : undefined,
    log,
  });
  log(`timings (ms): ${JSON.stringify(seeded.timings)}`);
  const { slug, eventId, ownerEmail, ownerPassword } = seeded;
  process.stdout.write(`${JSON.stringify({ slug, eventId, ownerEmail, ownerPassword })}\n`);
} finally {
  await database.close();
}
