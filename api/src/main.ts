import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildApp } from './app.ts';
import { serveDumps } from './backup/dump-socket.ts';
import { ConfigError, loadConfig } from './config.ts';
import { SERVER_NODE_ARGS, SERVER_V8_FLAGS } from './lib/server-command.ts';
import { embeddedDirectoryFor, openDatabase } from './db/database.ts';
import { resolveJwtSecret } from './modules/auth/jwt-secret.ts';
import { DATA_DIR_TIGHTENED, preparePrivateDataDir } from './storage/data-dir.ts';
import { keepNewFilesPrivate } from './storage/private-mode.ts';

/** Time beyond the grace period for closing the server and the database. */
const SHUTDOWN_CLOSE_MARGIN_MS = 10_000;

async function main(): Promise<void> {
  // First of all: every file and directory this process creates is its user's alone.
  keepNewFilesPrivate();
  // A .env file in the working directory fills in variables the environment does not set.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const dataDir = resolve(config.dataDir);
  const tightened = await preparePrivateDataDir(dataDir);
  const jwtSecret = await resolveJwtSecret(config.jwtSecret, dataDir);
  const database = await openDatabase({
    url: config.databaseUrl,
    embeddedDirectory: embeddedDirectoryFor(dataDir),
    poolMax: config.databasePoolMax,
  });
  const app = await buildApp({ config, database, jwtSecret });
  if (tightened) app.server.log.warn({ dataDir, mode: tightened.openMode }, DATA_DIR_TIGHTENED);
  app.server.log.info(
    { database: database.kind === 'embedded' ? `embedded PGlite in ${embeddedDirectoryFor(dataDir)}` : 'server' },
    'database ready',
  );
  if (config.env === 'production' && (process.env.UV_THREADPOOL_SIZE === undefined || !startedAsNpmStart())) {
    app.server.log.warn(
      `started without npm start's arguments: run \`npm start\` (node ${SERVER_NODE_ARGS.join(' ')}), or uploads share 4 file threads and the heap collects fully every few seconds`,
    );
  }
  // `npm run backup` copies the embedded database from this process while it runs (decision 032). Without
  // the socket the server still serves; backups then need it stopped.
  const dumps = database.dump
    ? await serveDumps(dataDir, database.dump, (error) =>
        app.server.log.error({ err: error }, 'backup dump failed'),
      ).catch((error: unknown) => {
        app.server.log.warn({ err: error }, 'no backup socket: npm run backup needs the server stopped');
        return null;
      })
    : null;

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.server.log.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down');
    // A last resort if closing itself hangs (a stuck disk): the process must not linger forever.
    const timer = setTimeout(() => {
      app.server.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownGraceMs + SHUTDOWN_CLOSE_MARGIN_MS);
    timer.unref();
    let exitCode = 0;
    try {
      await app.stop();
    } catch (error) {
      app.server.log.error({ err: error }, 'stopping the server failed');
      exitCode = 1;
    }
    // Whatever happened above, the embedded database is closed: a PGlite directory left mid-write
    // is what a restart would have to recover.
    try {
      await dumps?.close();
      await database.close();
      app.server.log.info('database closed');
    } catch (error) {
      app.server.log.error({ err: error }, 'closing the database failed');
      exitCode = 1;
    }
    process.exit(exitCode);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.start();
  } catch (error) {
    app.server.log.error({ err: error }, 'could not start');
    await dumps?.close();
    await database.close();
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

/** Whether node was given `npm start`'s V8 flags (server-command.ts). */
function startedAsNpmStart(): boolean {
  return SERVER_V8_FLAGS.every((flag) => process.execArgv.includes(flag));
}
