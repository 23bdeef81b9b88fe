// Seeds the e2e server's fresh embedded database before it starts (run by playwright.config.ts):
// - one support message with a known text, so the admin inbox test has a NEW message from the start;
// - the super-admin of ADMIN_EMAIL, with a confirmed address. The e2e server sends mail (to
//   e2e/mail-catcher.ts), so unconfirmed accounts may not create API tokens or webhooks (decision 054);
//   the server would create this account itself at start (ensureAdmin) but leave its address unconfirmed.
import { resolve } from 'node:path';
import { embeddedDirectoryFor, openDatabase } from '../api/src/db/database.ts';
import { hashPassword } from '../api/src/modules/auth/password.ts';
import { SEEDED_MESSAGE } from './seed-data.ts';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required');
const database = await openDatabase({ embeddedDirectory: embeddedDirectoryFor(resolve(dataDir)), poolMax: 1 });
try {
  await database.prisma.contactMessage.create({ data: SEEDED_MESSAGE });
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = process.env;
  if (ADMIN_EMAIL && ADMIN_PASSWORD) {
    await database.prisma.user.create({
      data: {
        email: ADMIN_EMAIL.trim().toLowerCase(),
        displayName: 'Administrator',
        passwordHash: await hashPassword(ADMIN_PASSWORD),
        isAdmin: true,
        emailVerifiedAt: new Date(),
      },
    });
  }
} finally {
  await database.close();
}
