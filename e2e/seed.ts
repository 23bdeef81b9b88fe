// Seeds the e2e server's fresh embedded database before it starts (run by playwright.config.ts):
// what no public page can create yet. The support inbox needs a message until the contact form lands.
import { resolve } from 'node:path';
import { embeddedDirectoryFor, openDatabase } from '../api/src/db/database.ts';

export const SEEDED_MESSAGE = {
  name: 'Selin Kaya',
  email: 'selin.kaya@e2e.test',
  company: 'Kaya Events',
  subject: 'Photos from our reception are missing',
  message:
    'Hello, about forty guests uploaded photos at our reception on Saturday, but the host view only shows twelve. Could you check what happened to the rest? The event link is /e/selin-and-deniz.',
  priority: 'HIGH',
} as const;

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required');
const database = await openDatabase({ embeddedDirectory: embeddedDirectoryFor(resolve(dataDir)), poolMax: 1 });
try {
  await database.prisma.contactMessage.create({ data: SEEDED_MESSAGE });
} finally {
  await database.close();
}
