import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { authHeaders, createTestApp, signupUser, type TestApp } from '../../../test/app.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { createEvent } from '../../../test/factories.ts';
import { follow, liveClient } from '../../../test/live.ts';
import { uploadGuestPhotos } from '../../../test/photos.ts';
import type { Database } from '../../db/database.ts';

// Issue 35: at 1,000 guests uploading, nearly every change of the event was a photo awaiting review. Open
// galleries read the database for each one (to find nothing to show) and waited in turn behind the pool's
// queue, until every gallery fell 256 changes behind and was closed. They now pass such changes by.

const GALLERY = 'subscription ($slug: String!) { galleryUpdated(slug: $slug) { added { id } photoCount } }';
type GalleryMessage = { galleryUpdated: { added: { id: string }[]; photoCount: number } };

let database: Database;
let app: TestApp;
let address: string;
const clients: Client[] = [];
let statements = 0;
let counting = false;

beforeAll(async () => {
  // The job queue's workers poll it in the background; their claims are not the galleries'.
  database = await createTestDatabase({
    onQuery: (sql) => void (counting && !/\bFROM "Job"/.test(sql) && (statements += 1)),
  });
  app = await createTestApp({ database });
  address = await app.start();
});
afterAll(async () => {
  await Promise.all(clients.map(async (client) => client.dispose()));
  await app.close();
  await database.close();
});

async function statementsWhile(work: () => Promise<unknown>): Promise<number> {
  statements = 0;
  counting = true;
  try {
    await work();
    // Whatever the galleries do with the last change, they do now.
    await new Promise((resolve) => setTimeout(resolve, 300));
  } finally {
    counting = false;
  }
  return statements;
}

it('photos awaiting review cost open galleries no database read; the approval still reaches them all', async () => {
  const host = await signupUser(app);
  const event = await createEvent(app, { cookie: host.cookie });
  // Caches warm first, so both counts below are of the same work.
  await uploadGuestPhotos(app, event.slug, 1);
  const alone = await statementsWhile(() => uploadGuestPhotos(app, event.slug, 3));

  const galleries = Array.from({ length: 3 }, () => {
    const client = liveClient(address);
    clients.push(client);
    return follow<GalleryMessage>(client, GALLERY, { slug: event.slug });
  });
  for (const gallery of galleries) expect((await gallery.next()).data?.galleryUpdated.photoCount).toBe(0);
  // Each upload is two changes (stored, copies made): six changes no guest may see, which cost at least
  // one read each while galleries looked. A statement or so moves from run to run (a cache's expiry).
  const watched = await statementsWhile(() => uploadGuestPhotos(app, event.slug, 3));
  expect(watched - alone, `${alone} statements alone, ${watched} with three galleries open`).toBeLessThan(3);

  const pending = await database.prisma.upload.findMany({ where: { eventId: event.id }, select: { id: true } });
  const approved = await app.server.inject({
    method: 'POST',
    url: '/api/auth/uploads/bulk',
    headers: authHeaders({ cookie: host.cookie }),
    payload: { ids: pending.map((photo) => photo.id), action: 'APPROVED' },
  });
  expect(approved.statusCode).toBe(200);
  for (const gallery of galleries) {
    const shown = await gallery.next(5_000);
    expect(shown.data?.galleryUpdated.photoCount).toBe(7);
    expect(shown.data?.galleryUpdated.added).toHaveLength(7);
    gallery.stop();
  }
});
