import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { embeddedDirectoryFor, openDatabase } from './db/database.ts';
import { resolveJwtSecret } from './secrets.ts';

const SHUTDOWN_TIMEOUT_MS = 15_000;

async function main(): Promise<void> {
  // A .env file in the working directory fills in variables the environment does not set.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const dataDir = resolve(config.dataDir);
  const jwtSecret = await resolveJwtSecret(config.jwtSecret, dataDir);
  const database = await openDatabase({
    url: config.databaseUrl,
    embeddedDirectory: embeddedDirectoryFor(dataDir),
    poolMax: config.databasePoolMax,
  });
  const app = await buildApp({ config, database, jwtSecret });
  app.server.log.info(
    { database: database.kind === 'embedded' ? `embedded PGlite in ${embeddedDirectoryFor(dataDir)}` : 'server' },
    'database ready',
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.server.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.server.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      await app.stop();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.server.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.start();
  } catch (error) {
    app.server.log.error({ err: error }, 'could not start');
    await database.close();
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
