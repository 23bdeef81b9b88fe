import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, RELAXED_RATE_LIMITS, signupUser, type TestApp } from '../../../test/app.ts';
import { createEvent } from '../../../test/factories.ts';
import { putAndComplete, type PresignTicket } from '../../../test/photos.ts';

// Issue 12, item 3: a presigned upload spends the same photo budget as a direct upload, at presign
// time, so nobody can collect upload URLs without limit and fill the disk through them.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ rateLimits: { ...RELAXED_RATE_LIMITS, photoUploads: { limit: 3, windowMs: 60_000 } } });
});
afterAll(() => app.close());

const presign = (slug: string) =>
  app.server.inject({
    method: 'POST',
    url: `/api/events/${slug}/uploads/presign`,
    payload: { mimeType: 'image/jpeg', originalFilename: 'a.jpg' },
  });

it('presigning spends the photo budget; completing a presigned photo does not spend it twice', async () => {
  const host = await signupUser(app);
  const event = await createEvent(app, { cookie: host.cookie });
  const ticket = (await presign(event.slug)).json<PresignTicket>();
  const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#c33' } })
    .jpeg()
    .toBuffer();
  const complete = await putAndComplete(app, event.slug, ticket, jpeg, { originalFilename: 'a.jpg' });
  expect(complete.statusCode).toBe(201);

  expect((await presign(event.slug)).statusCode).toBe(200);
  expect((await presign(event.slug)).statusCode).toBe(200);
  const refused = await presign(event.slug);
  expect(refused.statusCode).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
});
