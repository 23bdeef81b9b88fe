import { afterAll, beforeAll, expect, it } from 'vitest';
import { authHeaders, createTestApp, RELAXED_RATE_LIMITS, signupUser, type TestApp } from '../../test/app.ts';
import { createEvent } from '../../test/factories.ts';
import { follow, liveClient } from '../../test/live.ts';

// Issue 12, item 5: a venue full of phones with the gallery open must not use up the PIN budget
// when the host changes the PIN (each open stream re-checks with the old PIN).

let app: TestApp;
let address: string;

beforeAll(async () => {
  app = await createTestApp({ rateLimits: { ...RELAXED_RATE_LIMITS, pinTries: { limit: 3, windowMs: 60_000 } } });
  address = await app.start();
});
afterAll(() => app.close());

const GALLERY = 'subscription ($slug: String!, $pin: String) { galleryUpdated(slug: $slug, pin: $pin) { photoCount } }';

it('a PIN change closes open galleries without spending wrong tries: the new PIN works at once', async () => {
  const host = await signupUser(app);
  const event = await createEvent(app, { cookie: host.cookie }, { isPinRequired: true, pinCode: '1111' });
  const clients = Array.from({ length: 6 }, () => liveClient(address));
  const phones = clients.map((client) => follow(client, GALLERY, { slug: event.slug, pin: '1111' }));
  for (const phone of phones) expect((await phone.next()).data).toEqual({ galleryUpdated: { photoCount: 0 } });

  const changed = await app.server.inject({
    method: 'PATCH',
    url: `/api/auth/events/${event.id}`,
    headers: authHeaders({ cookie: host.cookie }),
    payload: { isPinRequired: true, pinCode: '2222' },
  });
  expect(changed.statusCode).toBe(200);
  for (const phone of phones) {
    expect((await phone.next()).errors?.[0]).toMatchObject({ message: 'Incorrect PIN. Please try again.' });
  }

  // Six open phones re-checked with the old PIN; the budget is 3 wrong tries, and it is untouched.
  const withNewPin = await app.server.inject({ url: `/api/events/${event.slug}?pin=2222` });
  expect(withNewPin.statusCode).toBe(200);
  for (const client of clients) void client.dispose();
});
