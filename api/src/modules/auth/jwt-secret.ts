import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The generated session key's file in DATA_DIR (backups carry it, so restored sessions stay valid). */
export function jwtSecretFile(dataDir: string): string {
  return join(dataDir, 'jwt-secret');
}

/**
 * JWT_SECRET when set; otherwise a random secret generated once and kept in DATA_DIR, so sessions
 * survive restarts without any setup. Instances sharing DATA_DIR that start together agree on one secret.
 */
export async function resolveJwtSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = jwtSecretFile(dataDir);
  const existing = await readSecret(file);
  if (existing.secret) return existing.secret;
  await mkdir(dataDir, { recursive: true });
  // Written whole under a name of its own, then linked into place: link() fails when the file exists, so
  // of two instances starting at once only one secret is kept, and neither ever reads a half-written one.
  const candidate = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  await writeFile(candidate, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600 });
  if (existing.unusable) {
    // Too short to sign with (an empty file an old version could leave): replaced, as before.
    await rename(candidate, file);
  } else {
    try {
      await link(candidate, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      await unlink(candidate);
    }
  }
  const { secret } = await readSecret(file);
  if (!secret) throw new Error(`${file} holds no usable secret`);
  return secret;
}

/** The secret kept in `file`, or whether the file exists but holds under 32 characters. */
async function readSecret(file: string): Promise<{ secret?: string; unusable?: true }> {
  try {
    const secret = (await readFile(file, 'utf8')).trim();
    return secret.length >= 32 ? { secret } : { unusable: true };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return {};
  }
}
