import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, signupUser, type TestApp } from '../../../test/app.ts';
import { createEvent, type CreatedEvent } from '../../../test/factories.ts';
import { sendGuestPhoto, photosProcessed, uploadGuestPhoto } from '../../../test/photos.ts';
import { fileUrl } from '../../storage/file-keys.ts';
import { coverFileAudience, PRIVATE_FILE_CACHE, SHARED_FILE_CACHE } from './file-cache.ts';

// Issue 12 said a photo taken down must not live on in a shared cache for a year; issue 35 (item 6,
// decision 063) lets a CDN keep for a year the copies that anyone holding the link sees alike: an open
// event's approved photos in a shared, revealed gallery. Everything else stays private to the browser and
// short: PIN events, OWN and drop-box modes, a gallery before its reveal, photos awaiting review or
// rejected, originals, and whatever hosts open.

let app: TestApp;
let host: { cookie: string };
beforeAll(async () => {
  app = await createTestApp();
  host = { cookie: (await signupUser(app)).cookie };
});
afterAll(() => app.close());

const PIN = '731946';

async function eventWith(fields: Record<string, unknown>, settings: Record<string, unknown> = {}) {
  const event = await createEvent(app, host, { autoApprove: true, ...fields });
  if (Object.keys(settings).length) await app.database.prisma.event.update({ where: { id: event.id }, data: settings });
  return event;
}

/** A photo sent by one phone, and that phone's cookies (its guest key: it may open its own photo's copies). */
async function ownPhoto(event: CreatedEvent, pin?: string): Promise<{ cookie: string; files: string[] }> {
  const response = await sendGuestPhoto(app, event.slug, { pin });
  expect(response.statusCode).toBe(201);
  await photosProcessed(app);
  const cookie = response.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  const id = response.json<{ uploads: { id: number }[] }>().uploads[0]!.id;
  const row = await app.database.prisma.upload.findUniqueOrThrow({ where: { id } });
  return { cookie, files: [fileUrl(row.thumbnailKey), fileUrl(row.displayKey)] };
}

function cacheOf(response: LightMyRequestResponse): string {
  expect(response.statusCode, response.body).toBe(200);
  return String(response.headers['cache-control']);
}

describe('an open event with a shared, revealed gallery', () => {
  it("its approved photos' copies may be kept by a CDN for a year; the ETag still answers 304", async () => {
    const event = await eventWith({});
    await uploadGuestPhoto(app, event.slug);
    const gallery = await app.server.inject({ url: `/api/events/${event.slug}/gallery` });
    const { thumbnailUrl, url } = gallery.json<{ uploads: { thumbnailUrl: string; url: string }[] }>().uploads[0]!;
    for (const file of [thumbnailUrl, url]) {
      const first = await app.server.inject({ url: file });
      expect(cacheOf(first)).toBe('public, max-age=31536000, immutable');
      const again = await app.server.inject({ url: file, headers: { 'if-none-match': String(first.headers.etag) } });
      expect(again.statusCode).toBe(304);
      expect(again.headers['cache-control']).toBe(SHARED_FILE_CACHE);
    }
    // The hosts' view of the same file stays private (they see files guests do not, at the same kind of address).
    const asHost = await app.server.inject({ url: thumbnailUrl, headers: authHeaders(host) });
    expect(cacheOf(asHost)).toBe(PRIVATE_FILE_CACHE);
  });

  it('a photo awaiting review or rejected stays private, even to the phone that sent it', async () => {
    const event = await eventWith({ autoApprove: false });
    const pending = await ownPhoto(event);
    for (const file of pending.files) {
      expect(cacheOf(await app.server.inject({ url: file, headers: { cookie: pending.cookie } }))).toBe(
        PRIVATE_FILE_CACHE,
      );
    }
    const rejected = await ownPhoto(event);
    await app.database.prisma.upload.updateMany({
      where: { eventId: event.id, thumbnailKey: rejected.files[0]!.slice('/api/uploads/'.length) },
      data: { status: 'REJECTED' },
    });
    const answer = await app.server.inject({ url: rejected.files[0]!, headers: { cookie: rejected.cookie } });
    expect(cacheOf(answer)).toBe(PRIVATE_FILE_CACHE);
  });

  it('originals stay private', async () => {
    const event = await eventWith({});
    const id = await uploadGuestPhoto(app, event.slug);
    const row = await app.database.prisma.upload.findUniqueOrThrow({ where: { id } });
    const original = await app.server.inject({ url: fileUrl(row.storageKey), headers: authHeaders(host) });
    expect(cacheOf(original)).toBe(PRIVATE_FILE_CACHE);
    expect((await app.server.inject({ url: fileUrl(row.storageKey) })).statusCode).toBe(404);
  });
});

describe('events whose photos not everyone with the link sees stay private', () => {
  it('a PIN event: the gallery’s signed addresses answer private', async () => {
    const event = await eventWith({ isPinRequired: true, pinCode: PIN });
    await uploadGuestPhoto(app, event.slug, { pin: PIN });
    const gallery = await app.server.inject({ url: `/api/events/${event.slug}/gallery?pin=${PIN}` });
    const { thumbnailUrl, url } = gallery.json<{ uploads: { thumbnailUrl: string; url: string }[] }>().uploads[0]!;
    for (const file of [thumbnailUrl, url]) {
      expect(file).toContain('access=');
      expect(cacheOf(await app.server.inject({ url: file }))).toBe(PRIVATE_FILE_CACHE);
    }
  });

  const modes: [string, Record<string, unknown>][] = [
    ['OWN', { galleryMode: 'OWN' }],
    ['UPLOAD_ONLY', { galleryMode: 'UPLOAD_ONLY' }],
    ['SHARED before its reveal', { galleryMode: 'SHARED', revealAt: new Date(Date.now() + 86_400_000) }],
  ];
  for (const [name, settings] of modes) {
    it(`${name}: the phone that sent an approved photo opens it privately`, async () => {
      const event = await eventWith({}, settings);
      const own = await ownPhoto(event);
      for (const file of own.files) {
        expect(cacheOf(await app.server.inject({ url: file, headers: { cookie: own.cookie } }))).toBe(
          PRIVATE_FILE_CACHE,
        );
        // Another phone gets nothing at all.
        expect((await app.server.inject({ url: file })).statusCode).toBe(404);
      }
    });
  }
});

it('a cover is shared for an open event, private behind a PIN, off or deleted, and for hosts', () => {
  const open = { deletedAt: null, status: 'ACTIVE', isPinRequired: false, galleryMode: 'OWN', revealAt: null } as const;
  expect(coverFileAudience(open, { isMember: false })).toBe('shared');
  expect(coverFileAudience(open, { isMember: true })).toBe('private');
  expect(coverFileAudience({ ...open, isPinRequired: true }, { isMember: false })).toBe('private');
  expect(coverFileAudience({ ...open, status: 'INACTIVE' }, { isMember: false })).toBe('private');
  expect(coverFileAudience({ ...open, deletedAt: new Date() }, { isMember: false })).toBe('private');
});
