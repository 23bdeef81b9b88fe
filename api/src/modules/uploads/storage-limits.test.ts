import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, RELAXED_RATE_LIMITS, signupUser, type TestApp } from '../../../test/app.ts';
import { createEvent } from '../../../test/factories.ts';
import { pngImage } from '../../../test/images.ts';
import { multipart } from '../../../test/multipart.ts';
import { DEFAULT_EVENT_RATE_LIMITS } from '../events/events.service.ts';

// Issue 12, item 3: nobody fills the disk or the bucket.

function directUpload(app: TestApp, slug: string, data: Buffer, filename = 'photo.png') {
  const { payload, headers } = multipart([{ name: 'files', filename, contentType: 'image/png', data }]);
  return app.server.inject({ method: 'POST', url: `/api/events/${slug}/uploads/direct`, headers, payload });
}

const presign = (app: TestApp, slug: string) =>
  app.server.inject({
    method: 'POST',
    url: `/api/events/${slug}/uploads/presign`,
    payload: { mimeType: 'image/png', originalFilename: 'a.png' },
  });

describe('a free-disk floor under DATA_DIR', () => {
  let app: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    // A floor far above any real disk's free space: the same as a disk filled to the floor.
    app = await createTestApp({
      env: { MIN_FREE_DISK_MB: String(1024 ** 4), LOG_LEVEL: 'info' },
      logStream: { write: (line) => void lines.push(line) },
    });
  });
  afterAll(() => app.close());

  it('refuses photos with 507 before writing a byte, logs it once, and keeps serving everything else', async () => {
    const host = await signupUser(app);
    const event = await createEvent(app, { cookie: host.cookie });
    const photo = await pngImage(64, 48);

    const refused = await directUpload(app, event.slug, photo);
    expect(refused.statusCode).toBe(507);
    expect(refused.json()).toEqual({
      message: 'The server is out of storage space right now. Please try again later.',
      code: 'InsufficientStorageError',
    });
    // The signed path: the URL is handed out, the PUT itself is refused.
    const ticket = (await presign(app, event.slug)).json<{ presignedUrl: string; headers: Record<string, string> }>();
    const put = await app.server.inject({
      method: 'PUT',
      url: ticket.presignedUrl,
      headers: ticket.headers,
      payload: photo,
    });
    expect(put.statusCode).toBe(507);
    expect((await directUpload(app, event.slug, photo)).statusCode).toBe(507);

    expect(await app.database.prisma.upload.count({ where: { eventId: event.id } })).toBe(0);
    const floorLines = lines.filter((line) => line.includes('free disk space is below the floor'));
    expect(floorLines).toHaveLength(1);
    // Reads and RSVPs (the database) carry on.
    expect((await app.server.inject({ method: 'GET', url: `/api/events/${event.slug}` })).statusCode).toBe(200);
    const rsvp = await app.server.inject({
      method: 'POST',
      url: `/api/events/${event.slug}/rsvp`,
      payload: { fullName: 'Deniz Kaya', email: 'deniz@example.com', status: 'YES', guestsCount: 1 },
    });
    expect(rsvp.statusCode).toBe(201);
  });
});

describe('a storage quota per event', () => {
  let app: TestApp;
  let first: Buffer;
  let second: Buffer;
  beforeAll(async () => {
    first = await pngImage(300, 200);
    second = await pngImage(320, 240);
    // Room for the first photo, not for both.
    const quotaBytes = first.length + second.length - 1;
    app = await createTestApp({ env: { EVENT_STORAGE_QUOTA_GB: String(quotaBytes / 1024 ** 3) } });
  });
  afterAll(() => app.close());

  it('refuses the photo that would pass the quota (413 with the reason), in that event only', async () => {
    const host = await signupUser(app);
    const event = await createEvent(app, { cookie: host.cookie });
    expect((await directUpload(app, event.slug, first)).statusCode).toBe(201);

    const refused = await directUpload(app, event.slug, second);
    expect(refused.statusCode).toBe(413);
    expect(refused.json<{ message: string }>().message).toMatch(
      /^This event's storage for photos and videos is full \(.+ GB\)\. The hosts can make room by deleting some\.$/,
    );
    expect(await app.database.prisma.upload.count({ where: { eventId: event.id } })).toBe(1);

    const other = await createEvent(app, { cookie: host.cookie });
    expect((await directUpload(app, other.slug, second)).statusCode).toBe(201);
  });

  it('refuses new upload URLs once the event is full', async () => {
    const host = await signupUser(app);
    const event = await createEvent(app, { cookie: host.cookie });
    expect((await directUpload(app, event.slug, first)).statusCode).toBe(201);
    expect((await presign(app, event.slug)).statusCode).toBe(200);
    // The stored photo now counts for more than the whole quota.
    await app.database.prisma.upload.updateMany({ where: { eventId: event.id }, data: { bytes: 10 ** 9 } });
    const refused = await presign(app, event.slug);
    expect(refused.statusCode).toBe(413);
    expect(refused.json<{ message: string }>().message).toContain('storage for photos and videos is full');
  });
});

describe('signed uploads', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('checks the size again at complete: an object over 25 MB is refused and removed', async () => {
    const host = await signupUser(app);
    const event = await createEvent(app, { cookie: host.cookie });
    const ticket = (await presign(app, event.slug)).json<{ storageKey: string }>();
    // As a bucket without a size range would let it through.
    const storage = app.services.uploads['storage'];
    await storage.write(ticket.storageKey, Readable.from([Buffer.alloc(25 * 1024 * 1024 + 1)]), {
      contentType: 'image/png',
    });
    const complete = await app.server.inject({
      method: 'POST',
      url: `/api/events/${event.slug}/uploads/complete`,
      payload: { storageKey: ticket.storageKey, originalFilename: 'huge.png' },
    });
    expect(complete.statusCode).toBe(413);
    expect(complete.json()).toEqual({
      message: 'huge.png is too large. Maximum file size is 25MB.',
      code: 'PayloadTooLargeError',
    });
    expect(await storage.stat(ticket.storageKey)).toBeNull();
  });
});

describe('events per new account', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({
      rateLimits: { ...RELAXED_RATE_LIMITS, newAccountEvents: DEFAULT_EVENT_RATE_LIMITS.newAccountEvents },
    });
  });
  afterAll(() => app.close());

  it('lets an account create 5 events in its first week, then answers 429 with the date; older accounts are not limited', async () => {
    const host = await signupUser(app);
    for (let i = 0; i < 5; i += 1) await createEvent(app, { cookie: host.cookie });
    const refused = await app.server.inject({
      method: 'POST',
      url: '/api/auth/events',
      headers: { cookie: host.cookie },
      payload: { title: 'Sixth', dateTime: new Date(Date.now() + 864e5).toISOString(), slug: `sixth-${host.id}` },
    });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(6 * 24 * 3600);
    expect(refused.json<{ message: string }>().message).toMatch(
      /^New accounts can create 5 events in their first week\. You can create more from \d{1,2} \w+, or write to us if you need them sooner\.$/,
    );
    const viaGraphql = await app.graphql<{ createEvent: { __typename: string } }>(
      `mutation { createEvent(input: { title: "Sixth", dateTime: "2027-01-01T10:00:00.000Z", slug: "sixth-gql-${host.id}" }) { __typename } }`,
      {},
      { cookie: host.cookie },
    );
    expect(viaGraphql.body.data?.createEvent.__typename).toBe('RateLimitError');
    expect(await app.database.prisma.event.count({ where: { ownerId: host.id } })).toBe(5);

    await app.database.prisma.user.update({
      where: { id: host.id },
      data: { createdAt: new Date(Date.now() - 8 * 24 * 3600 * 1000) },
    });
    // A week passes: the row is moved back rather than the clock forward, so the cache that read it is told.
    await app.services.auth.forgetUser(host.id);
    await createEvent(app, { cookie: host.cookie });
    expect(await app.database.prisma.event.count({ where: { ownerId: host.id } })).toBe(6);
  });
});
