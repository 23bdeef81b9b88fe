import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPath } from '../../src/lib/build-layout.ts';
import { SERVER_NODE_ARGS } from '../../src/lib/server-command.ts';

/**
 * The production build (docs/decisions/031): the server compiled by tsconfig.build.json runs on plain
 * `node`, with no tsx to turn a stray `.ts` import, a worker-thread entry or a path read at run time into
 * something that works only from the sources. The build goes to a scratch checkout (links to this one's
 * package.json, migrations and node_modules, and a web build of its own) so the test never touches dist/.
 */

const PAGE_MARKER = 'production-build-test-page';
let checkout: string;
let dataDir: string;
let server: ChildProcess | undefined;

beforeAll(async () => {
  checkout = await mkdtemp(join(tmpdir(), 'wp-build-'));
  dataDir = join(checkout, 'data');
  // What the Docker image holds beside dist/ (its COPY lines): the server reads the persisted-operation
  // manifest from common/generated and the message catalogs from common/i18n/messages at run time.
  await mkdir(join(checkout, 'common', 'i18n'), { recursive: true });
  for (const shared of ['package.json', 'prisma', 'node_modules', 'common/generated', 'common/i18n/messages']) {
    await symlink(projectPath(shared), join(checkout, shared));
  }
  await mkdir(join(checkout, 'web', 'dist'), { recursive: true });
  for (const page of ['index.html', 'guest.html']) {
    const html = `<!doctype html><html><head><title>t</title></head><body>${PAGE_MARKER}</body></html>`;
    await writeFile(join(checkout, 'web', 'dist', page), html);
  }
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  await run(process.execPath, [tsc, '-p', projectPath('tsconfig.build.json'), '--outDir', join(checkout, 'dist')]);
}, 120_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await rm(checkout, { recursive: true, force: true });
});

describe('the production build', () => {
  it('serves the API on the embedded database, the web app and backups with plain node', async () => {
    const started = startBuiltServer(await startCommand(), dataDir);
    server = started.child;
    const base = await started.address;

    // The runtime preload ran before Node started its file threads (decision 038): the pool has the 64
    // threads an upload burst needs, not libuv's 4 (an `import` at the top of main.ts came too late).
    expect(readdirSync(`/proc/${server.pid}/task`).length).toBeGreaterThan(64);
    // Started as npm start starts it, the server finds its arguments (the heap's first size, decision 066).
    expect(started.log()).not.toContain("started without npm start's arguments");

    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    // The embedded database answers: its worker thread started from the compiled file and the
    // migrations were found beside the checkout.
    expect(await health.json()).toEqual({
      status: 'ok',
      services: { database: 'up', storage: 'up', liveUpdates: 'up' },
    });

    const landing = await fetch(`${base}/`);
    expect(landing.status).toBe(200);
    expect(await landing.text()).toContain(PAGE_MARKER);
    // The catalogs were found beside the build: a refusal reads in the caller's language.
    const missing = await fetch(`${base}/api/events/no-such-event-here`, { headers: { 'accept-language': 'de' } });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Event nicht gefunden', code: 'NotFoundError' });

    // `npm run backup` on the build, while the server runs: the server hands over its database.
    const archive = join(checkout, 'backup.tar.gz');
    const backup = join(checkout, 'dist', 'api', 'src', 'backup', 'cli.js');
    const said = await run(process.execPath, [backup, 'backup', archive], { DATA_DIR: dataDir });
    expect(said).toMatch(/\(running server\): \d+ rows, 0 files/);
    expect((await stat(archive)).size).toBeGreaterThan(0);

    // Restoring over it is refused: DATA_DIR has data (no --force), and a server runs on it (--force).
    await expect(run(process.execPath, [backup, 'restore', archive], { DATA_DIR: dataDir })).rejects.toThrow(
      /exited 1: .*is not empty.*--force/s,
    );
    await expect(run(process.execPath, [backup, 'restore', archive, '--force'], { DATA_DIR: dataDir })).rejects.toThrow(
      /exited 1: Error: Another server \(pid \d+\) is using this data directory/,
    );
    await expect(run(process.execPath, [backup, 'restore'], { DATA_DIR: dataDir })).rejects.toThrow(/exited 2: Usage/);
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  }, 120_000);

  it('decodes a HEIC photo in a worker thread started from the compiled file', async () => {
    const heic = join(checkout, 'dist', 'api', 'src', 'media', 'heic.js');
    const script = `
      import { HeicDecoderPool } from ${JSON.stringify(heic)};
      const pool = new HeicDecoderPool({ size: 1 });
      const image = await pool.decode(${JSON.stringify(projectPath('api', 'test', 'fixtures', 'photo.heic'))}, { maxPixels: 1e8 });
      console.log(JSON.stringify({ width: image.width, height: image.height }));
      await pool.close();`;
    // A file, not `-e`: threads inherit the process's flags, and `--input-type` is refused in a thread.
    const file = join(checkout, 'decode-heic.mjs');
    await writeFile(file, script);
    const output = await run(process.execPath, [file]);
    expect(JSON.parse(output)).toEqual({ width: 2400, height: 1600 });
  }, 60_000);
});

/** Runs a command to its end; answers its standard output, or fails with its standard error. */
function run(command: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
    delete childEnv.DATABASE_URL;
    const child = spawn(command, args, { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(stdout) : reject(new Error(`${command} ${args.join(' ')} exited ${code}: ${stderr}`)),
    );
  });
}

/** The arguments `npm start` gives node; the Docker image runs the same. */
async function startCommand(): Promise<string[]> {
  const scripts = (
    JSON.parse(await readFile(projectPath('package.json'), 'utf8')) as { scripts: Record<string, string> }
  ).scripts;
  const [node, ...args] = scripts.start!.split(' ');
  expect(node).toBe('node');
  const dockerfile = await readFile(projectPath('Dockerfile'), 'utf8');
  expect(dockerfile).toContain(`CMD ${JSON.stringify(['node', ...args]).replaceAll(',', ', ')}`);
  // The benches start it with the same list (server-command.ts): the heap's first size among them.
  expect(args).toEqual([...SERVER_NODE_ARGS]);
  return args;
}

/** The built server as `npm start` and the Dockerfile run it, on the embedded database (CI's DATABASE_URL left out). */
function startBuiltServer(
  args: string[],
  directory: string,
): { child: ChildProcess; address: Promise<string>; log: () => string } {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: directory,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const child = spawn(process.execPath, args, { cwd: checkout, env, stdio: ['ignore', 'pipe', 'inherit'] });
  let log = '';
  const address = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(log);
      if (listening) resolve(listening[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the built server exited with ${code}: ${log}`)));
  });
  return { child, address, log: () => log };
}
