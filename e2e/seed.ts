// Seeds the e2e server's fresh embedded database before it starts (run by playwright.config.ts):
// one support message with a known text, so the admin inbox test has a NEW message from the start.
import { resolve } from 'node:path';
import { embeddedDirectoryFor, openDatabase } from '../api/src/db/database.ts';
import { SEEDED_MESSAGE } from './seed-data.ts';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required');
const database = await openDatabase({ embeddedDirectory: embeddedDirectoryFor(resolve(dataDir)), poolMax: 1 });
try {
  await database.prisma.contactMessage.create({ data: SEEDED_MESSAGE });
} finally {
  await database.close();
}
