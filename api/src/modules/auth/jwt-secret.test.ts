import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { resolveJwtSecret } from './jwt-secret.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'wp-secret-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

it('gives instances starting together on one empty DATA_DIR the same secret, kept in the directory', async () => {
  const secrets = await Promise.all(Array.from({ length: 8 }, () => resolveJwtSecret(undefined, dataDir)));
  expect(new Set(secrets).size).toBe(1);
  expect(secrets[0]!.length).toBeGreaterThanOrEqual(32);
  expect((await readFile(join(dataDir, 'jwt-secret'), 'utf8')).trim()).toBe(secrets[0]);
  // No candidate file is left beside it.
  expect(await readdir(dataDir)).toEqual(['jwt-secret']);
  await expect(resolveJwtSecret(undefined, dataDir)).resolves.toBe(secrets[0]);
});

it('uses JWT_SECRET when set, and replaces a kept secret too short to sign with', async () => {
  await expect(resolveJwtSecret('x'.repeat(40), dataDir)).resolves.toBe('x'.repeat(40));
  await writeFile(join(dataDir, 'jwt-secret'), 'short\n');
  const secret = await resolveJwtSecret(undefined, dataDir);
  expect(secret.length).toBeGreaterThanOrEqual(32);
  expect((await readFile(join(dataDir, 'jwt-secret'), 'utf8')).trim()).toBe(secret);
});
