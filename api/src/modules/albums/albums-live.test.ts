import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, signupUser, type Auth, type TestApp } from '../../../test/app.ts';
import { createEvent } from '../../../test/factories.ts';
import { follow, liveClient } from '../../../test/live.ts';
import { uploadGuestPhoto } from '../../../test/photos.ts';

// Album changes and stars reach open guest pages (decision 053): the live gallery says the event changed,
// and the page reads the event again for its tabs, counts and highlights.

let app: TestApp;
let address: string;
let host: Auth;

beforeAll(async () => {
  app = await createTestApp();
  address = await app.start();
  host = { cookie: (await signupUser(app)).cookie };
});
afterAll(() => app.close());

type Updated = { galleryUpdated: { added: { id: string }[]; removedIds: string[]; eventChanged: boolean } };

const call = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.server.inject({ method, url, headers: authHeaders(host), ...(payload ? { payload } : {}) });

describe('an open guest gallery', () => {
  it('is told when hosts add an album, file photos in it or star one', async () => {
    const event = await createEvent(app, host, { autoApprove: true });
    const photo = await uploadGuestPhoto(app, event.slug);
    const client = liveClient(address);
    const follower = follow<Updated>(
      client,
      'subscription($slug: String!) { galleryUpdated(slug: $slug) { added { id } removedIds eventChanged } }',
      { slug: event.slug },
    );
    try {
      // Subscribed before the changes: the first message is the snapshot.
      expect((await follower.next()).data?.galleryUpdated.eventChanged).toBe(false);
      const created = await call('POST', `/api/auth/events/${event.id}/albums`, { name: 'Ceremony' });
      expect(created.statusCode).toBe(201);
      expect((await follower.next()).data?.galleryUpdated).toEqual({ added: [], removedIds: [], eventChanged: true });

      const albumId = created.json<{ album: { id: number } }>().album.id;
      expect(
        (await call('POST', `/api/auth/events/${event.id}/albums/${albumId}/photos`, { ids: [photo] })).statusCode,
      ).toBe(200);
      expect((await follower.next()).data?.galleryUpdated.eventChanged).toBe(true);

      expect((await call('POST', `/api/auth/uploads/${photo}/favourite`, { favourite: true })).statusCode).toBe(200);
      expect((await follower.next()).data?.galleryUpdated.eventChanged).toBe(true);
    } finally {
      follower.stop();
      await client.dispose();
    }
  });
});
