import { afterAll, beforeAll, expect, it } from 'vitest';
import { authHeaders, createTestApp, signupUser, type TestApp } from '../../../test/app.ts';
import { createEvent } from '../../../test/factories.ts';
import { uploadGuestPhoto } from '../../../test/photos.ts';

// Issue 12, item 12: a photo taken down (or an event deleted) must not live on in a shared cache for
// a year; files are private to the browser and short-lived in it.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

it('photo files of an event without a PIN are never public or immutable in caches', async () => {
  const host = await signupUser(app);
  const event = await createEvent(app, { cookie: host.cookie }, { autoApprove: true });
  await uploadGuestPhoto(app, event.slug);
  const gallery = await app.server.inject({ url: `/api/events/${event.slug}/gallery` });
  const { thumbnailUrl, url } = gallery.json<{ uploads: { thumbnailUrl: string; url: string }[] }>().uploads[0]!;
  for (const file of [thumbnailUrl, url]) {
    const response = await app.server.inject({ url: file });
    expect(response.statusCode).toBe(200);
    const cache = String(response.headers['cache-control']);
    expect(cache).toMatch(/^private, max-age=\d+$/);
    expect(Number(/max-age=(\d+)/.exec(cache)![1])).toBeLessThanOrEqual(600);
  }
  const asHost = await app.server.inject({ url: thumbnailUrl, headers: authHeaders({ cookie: host.cookie }) });
  expect(String(asHost.headers['cache-control'])).not.toContain('public');
});
