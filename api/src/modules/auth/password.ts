import { hash, verify } from '@node-rs/argon2';

// argon2id (Algorithm.Argon2id is a const enum, which isolated modules cannot inline), m=19 MiB, t=2:
// OWASP's first recommended configuration.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}

// Verified against when the email is unknown, so a miss costs as long as a wrong password.
let decoyHash: Promise<string> | undefined;
export async function verifyDecoy(password: string): Promise<void> {
  decoyHash ??= hashPassword('decoy password that matches nothing');
  await verifyPassword(await decoyHash, password);
}
