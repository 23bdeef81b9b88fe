import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, signupUser, type TestApp } from '../../../test/app.ts';
import { startFakeGcsForApp, type FakeGcsForApp } from '../../../test/fake-gcs-server.ts';
import { createEvent, type CreatedEvent } from '../../../test/factories.ts';
import { photosProcessed, sendGuestPhoto } from '../../../test/photos.ts';
import { fileUrl } from '../../storage/file-keys.ts';

// Issue 35, item 6 (decision 063): on STORAGE_DRIVER=gcs an image request from a guest page is answered
// by a redirect to a short-lived signed bucket URL, so the bytes never pass through Node; every access rule
// runs first. The same attacks run on local disk, where Node sends the bytes itself.

const PIN = '582047';
let clockSkewMs = 0;

for (const driver of ['local', 'gcs'] as const) {
  describe(`STORAGE_DRIVER=${driver}`, () => {
    let gcs: FakeGcsForApp | undefined;
    let app: TestApp;
    let host: { cookie: string };

    beforeAll(async () => {
      if (driver === 'gcs') gcs = await startFakeGcsForApp({ now: () => new Date(Date.now() + clockSkewMs) });
      app = await createTestApp({ env: gcs?.env ?? {} });
      host = { cookie: (await signupUser(app)).cookie };
    });
    afterAll(async () => {
      await app.close();
      await gcs?.close();
    });

    async function eventWith(fields: Record<string, unknown>, settings: Record<string, unknown> = {}) {
      const event = await createEvent(app, host, { autoApprove: true, ...fields });
      if (Object.keys(settings).length) {
        await app.database.prisma.event.update({ where: { id: event.id }, data: settings });
      }
      return event;
    }

    /** A photo sent by one phone: its copies' addresses, its original's, and that phone's cookies. */
    async function photoOf(event: CreatedEvent, pin?: string) {
      const response = await sendGuestPhoto(app, event.slug, { pin });
      expect(response.statusCode).toBe(201);
      await photosProcessed(app);
      const id = response.json<{ uploads: { id: number }[] }>().uploads[0]!.id;
      const row = await app.database.prisma.upload.findUniqueOrThrow({ where: { id } });
      return {
        cookie: response.cookies.map(({ name, value }) => `${name}=${value}`).join('; '),
        thumbnail: fileUrl(row.thumbnailKey),
        display: fileUrl(row.displayKey),
        original: fileUrl(row.storageKey),
      };
    }

    /** What the browser ends up with: Node's bytes, or the bucket's after following the redirect. */
    async function load(response: LightMyRequestResponse, init: RequestInit = {}) {
      if (driver === 'local') {
        return { status: response.statusCode, type: response.headers['content-type'], bytes: response.rawPayload };
      }
      expect(response.statusCode, response.body).toBe(302);
      expect(response.rawPayload.length).toBe(0);
      const location = String(response.headers.location);
      expect(new URL(location).origin).toBe(gcs!.fake.url);
      expect(location).toContain('X-Goog-Signature=');
      expect(response.headers['cache-control']).toBe('private, max-age=60');
      const bucket = await fetch(location, init);
      return {
        status: bucket.status,
        type: bucket.headers.get('content-type'),
        bytes: Buffer.from(await bucket.arrayBuffer()),
        disposition: bucket.headers.get('content-disposition'),
      };
    }

    function refused(response: LightMyRequestResponse): void {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.headers.location).toBeUndefined();
      expect(response.headers['content-type']).toContain('application/json');
    }

    it('a guest of an open event gets the thumbnail (straight from the bucket on GCS)', async () => {
      const event = await eventWith({});
      await photoOf(event);
      const gallery = await app.server.inject({ url: `/api/events/${event.slug}/gallery` });
      const { thumbnailUrl } = gallery.json<{ uploads: { thumbnailUrl: string }[] }>().uploads[0]!;
      const got = await load(await app.server.inject({ url: thumbnailUrl }));
      expect([got.status, got.type, got.bytes.subarray(0, 2).toString('hex')]).toEqual([200, 'image/jpeg', 'ffd8']);
    });

    it('a PIN event: nothing without the PIN or with a wrong one; the gallery’s signed address opens it', async () => {
      const event = await eventWith({ isPinRequired: true, pinCode: PIN });
      const photo = await photoOf(event, PIN);
      refused(await app.server.inject({ url: photo.thumbnail }));
      refused(await app.server.inject({ url: `${photo.thumbnail}?pin=000000` }));
      refused(await app.server.inject({ url: `${photo.thumbnail}?access=9999999999.AAAAAAAAAAAAAAAAAAAAAA` }));
      const gallery = await app.server.inject({ url: `/api/events/${event.slug}/gallery?pin=${PIN}` });
      const { thumbnailUrl } = gallery.json<{ uploads: { thumbnailUrl: string }[] }>().uploads[0]!;
      expect((await load(await app.server.inject({ url: thumbnailUrl }))).status).toBe(200);
    });

    it("OWN mode: another guest's photo is not found; its sender's phone opens it", async () => {
      const event = await eventWith({}, { galleryMode: 'OWN' });
      const photo = await photoOf(event);
      for (const file of [photo.thumbnail, photo.display]) {
        refused(await app.server.inject({ url: file }));
        expect((await load(await app.server.inject({ url: file, headers: { cookie: photo.cookie } }))).status).toBe(
          200,
        );
      }
      refused(await app.server.inject({ url: photo.original, headers: { cookie: photo.cookie } }));
    });

    it('a photo awaiting review or rejected, and every photo of a deleted event, are not found for guests', async () => {
      const event = await eventWith({ autoApprove: false });
      const pending = await photoOf(event);
      refused(await app.server.inject({ url: pending.thumbnail }));
      const rejected = await photoOf(event);
      await app.database.prisma.upload.updateMany({
        where: { thumbnailKey: rejected.thumbnail.slice('/api/uploads/'.length) },
        data: { status: 'REJECTED' },
      });
      refused(await app.server.inject({ url: rejected.thumbnail }));

      const doomed = await eventWith({});
      const gone = await photoOf(doomed);
      await app.database.prisma.event.update({ where: { id: doomed.id }, data: { deletedAt: new Date() } });
      refused(await app.server.inject({ url: gone.display, headers: { cookie: gone.cookie } }));
    });

    it('hosts download the original under its name and type', async () => {
      const event = await eventWith({});
      const photo = await photoOf(event);
      const got = await load(
        await app.server.inject({ url: `${photo.original}?download=1`, headers: authHeaders(host) }),
      );
      expect([got.status, got.type, got.bytes.subarray(1, 4).toString()]).toEqual([200, 'image/png', 'PNG']);
      if (driver === 'gcs') expect(got.disposition).toMatch(/^attachment; filename="photo-\d+\.png"/);
    });

    if (driver === 'gcs') {
      it('a signed URL expires, names one object, and its signed answer headers cannot be changed', async () => {
        const event = await eventWith({});
        const photo = await photoOf(event);
        const other = await photoOf(await eventWith({}, { galleryMode: 'OWN' }));
        const location = String((await app.server.inject({ url: photo.thumbnail })).headers.location);
        expect((await fetch(location)).status).toBe(200);
        // A range through the redirect: the bucket answers it.
        const part = await fetch(location, { headers: { range: 'bytes=0-1' } });
        expect([part.status, Buffer.from(await part.arrayBuffer()).toString('hex')]).toEqual([206, 'ffd8']);

        // The same signature on another object (another event's photo in OWN mode): refused.
        const otherKey = other.thumbnail.slice('/api/uploads/'.length);
        const swapped = location.replace(photo.thumbnail.slice('/api/uploads/'.length), otherKey);
        expect(swapped).not.toBe(location);
        const stolen = await fetch(swapped);
        expect(stolen.status).toBe(403);
        expect(await stolen.text()).toContain('SignatureDoesNotMatch');
        // A changed answer type (to make the bucket send something as HTML) or a longer life: refused.
        const url = new URL(location);
        url.searchParams.set('response-content-type', 'text/html');
        expect((await fetch(url)).status).toBe(403);
        const longer = new URL(location);
        longer.searchParams.set('X-Goog-Expires', '604800');
        expect((await fetch(longer)).status).toBe(403);

        // Twenty minutes on, the URL handed out now has expired; a new request gets a new one.
        clockSkewMs = 21 * 60_000;
        try {
          const expired = await fetch(location);
          expect(expired.status).toBe(400);
          expect(await expired.text()).toContain('ExpiredToken');
        } finally {
          clockSkewMs = 0;
        }
      });

      it('the same redirect for every request in a window, so browsers reuse the bucket answer', async () => {
        const photo = await photoOf(await eventWith({}));
        const window = () => Math.floor(Date.now() / 300_000);
        const before = window();
        const first = await app.server.inject({ url: photo.thumbnail });
        const second = await app.server.inject({ url: photo.thumbnail });
        // (Unless the five-minute window turned meanwhile: then they may differ by their signing time.)
        if (window() === before) expect(second.headers.location).toBe(first.headers.location);
        expect(new URL(String(second.headers.location)).searchParams.get('X-Goog-Expires')).toBe('600');
        expect((await app.server.inject({ method: 'HEAD', url: photo.thumbnail })).statusCode).toBe(302);
      });
    }
  });
}
