import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The generated session key's file in DATA_DIR (backups carry it, so restored sessions stay valid). */
export function jwtSecretFile(dataDir: string): string {
  return join(dataDir, 'jwt-secret');
}

/**
 * JWT_SECRET when set; otherwise a random secret generated once and kept in DATA_DIR, so sessions
 * survive restarts without any setup.
 */
export async function resolveJwtSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = jwtSecretFile(dataDir);
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
