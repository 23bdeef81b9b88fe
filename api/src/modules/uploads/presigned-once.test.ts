import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, signupUser, type TestApp } from '../../../test/app.ts';
import { createEvent } from '../../../test/factories.ts';
import { startFakeGcsForApp, type FakeGcsForApp } from '../../../test/fake-gcs-server.ts';

// Issue 28, item 3: one presigned upload ticket stored any number of photos. The photo budget is spent at
// presign, but the ticket's key was never used up: PUT + complete, again and again with new bytes, and
// every round became a photo. A ticket now stores one file: a second complete is refused, and so is a PUT
// after complete (on local storage, where the PUT is ours to refuse).

interface Ticket {
  presignedUrl: string;
  storageKey: string;
  headers: Record<string, string>;
}

let shade = 0;
/** A small JPEG, different from every other (an event keeps identical bytes once). */
function newJpeg(): Promise<Buffer> {
  shade += 1;
  return sharp({ create: { width: 16, height: 16, channels: 3, background: { r: shade % 256, g: 40, b: 90 } } })
    .jpeg()
    .toBuffer();
}

function suite(name: string, options: { gcs: boolean }) {
  describe(name, () => {
    let app: TestApp;
    let gcs: FakeGcsForApp | undefined;
    let host: { cookie: string };

    beforeAll(async () => {
      if (options.gcs) gcs = await startFakeGcsForApp();
      app = await createTestApp({ env: gcs?.env ?? {} });
      host = { cookie: (await signupUser(app)).cookie };
    });
    afterAll(async () => {
      await app.close();
      await gcs?.close();
    });

    async function presign(slug: string): Promise<Ticket> {
      const response = await app.server.inject({
        method: 'POST',
        url: `/api/events/${slug}/uploads/presign`,
        payload: { mimeType: 'image/jpeg' },
      });
      expect(response.statusCode).toBe(200);
      return response.json<Ticket>();
    }

    /** The PUT as the browser sends it: to our route on local storage, straight to "Google" on GCS. */
    async function put(ticket: Ticket, body: Buffer): Promise<{ status: number; message?: string }> {
      if (options.gcs) {
        const response = await fetch(ticket.presignedUrl, {
          method: 'PUT',
          headers: ticket.headers,
          body: new Uint8Array(body),
        });
        return { status: response.status };
      }
      const response = await app.server.inject({
        method: 'PUT',
        url: ticket.presignedUrl,
        headers: ticket.headers,
        payload: body,
      });
      return { status: response.statusCode, message: response.json<{ message?: string }>().message };
    }

    function complete(slug: string, ticket: Ticket, filename: string) {
      return app.server.inject({
        method: 'POST',
        url: `/api/events/${slug}/uploads/complete`,
        payload: { storageKey: ticket.storageKey, originalFilename: filename },
      });
    }

    /** Every photo of the event, as its host sees them. */
    async function photosOf(slug: string): Promise<string[]> {
      const response = await app.server.inject({
        url: `/api/events/${slug}/gallery?status=ALL`,
        headers: authHeaders(host),
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ uploads: { originalFilename: string }[] }>().uploads.map((u) => u.originalFilename);
    }

    it('one presign stores one photo: a second complete is refused', async () => {
      const { slug } = await createEvent(app, host);
      const ticket = await presign(slug);

      expect((await put(ticket, await newJpeg())).status).toBe(200);
      expect((await complete(slug, ticket, 'first.jpg')).statusCode).toBe(201);

      // The attack: the same ticket again, with new bytes, twice.
      for (const filename of ['second.jpg', 'third.jpg']) {
        const again = await put(ticket, await newJpeg());
        if (options.gcs) {
          // Google takes the PUT (its signed URL is good until it expires); complete is where we refuse.
          expect(again.status).toBe(200);
        } else {
          expect(again).toEqual({
            status: 409,
            message: 'This upload was already completed. Please start a new upload.',
          });
        }
        const refused = await complete(slug, ticket, filename);
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toEqual({
          message: 'This upload was already completed. Please start a new upload.',
          code: 'ConflictError',
        });
      }
      expect(await photosOf(slug)).toEqual(['first.jpg']);
    });

    it('two completes of one ticket at once store one photo', async () => {
      const { slug } = await createEvent(app, host);
      const ticket = await presign(slug);
      expect((await put(ticket, await newJpeg())).status).toBe(200);

      const answers = await Promise.all([complete(slug, ticket, 'a.jpg'), complete(slug, ticket, 'b.jpg')]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      expect(await photosOf(slug)).toHaveLength(1);
    });

    it('a complete before the PUT leaves the ticket usable', async () => {
      const { slug } = await createEvent(app, host);
      const ticket = await presign(slug);
      const early = await complete(slug, ticket, 'early.jpg');
      expect(early.statusCode).toBe(400);
      expect(early.json()).toEqual({
        message: 'The upload was not found. Please upload the file again.',
        code: 'ValidationError',
      });

      expect((await put(ticket, await newJpeg())).status).toBe(200);
      expect((await complete(slug, ticket, 'late.jpg')).statusCode).toBe(201);
      expect(await photosOf(slug)).toEqual(['late.jpg']);
    });

    it('a ticket of one event does not complete in another, nor a key we never handed out', async () => {
      const first = await createEvent(app, host);
      const second = await createEvent(app, host);
      const ticket = await presign(first.slug);
      expect((await put(ticket, await newJpeg())).status).toBe(200);
      const elsewhere = await complete(second.slug, ticket, 'x.jpg');
      expect(elsewhere.statusCode).toBe(400);
      expect(elsewhere.json()).toEqual({
        message: 'This upload does not belong to this event.',
        code: 'ValidationError',
      });

      const invented = { ...ticket, storageKey: ticket.storageKey.replace(/[0-9a-f]{12}$/, '000000000000') };
      const never = await complete(first.slug, invented, 'x.jpg');
      expect(never.statusCode).toBe(400);
      expect(await photosOf(second.slug)).toEqual([]);
    });

    it('a cover ticket sets the cover once', async () => {
      const event = await createEvent(app, host);
      const presigned = await app.server.inject({
        method: 'POST',
        url: `/api/auth/events/${event.id}/cover/presign`,
        headers: authHeaders(host),
        payload: { mimeType: 'image/jpeg' },
      });
      expect(presigned.statusCode).toBe(200);
      const ticket = presigned.json<Ticket>();
      const completeCover = () =>
        app.server.inject({
          method: 'POST',
          url: `/api/auth/events/${event.id}/cover/complete`,
          headers: authHeaders(host),
          payload: { storageKey: ticket.storageKey },
        });
      expect((await put(ticket, await newJpeg())).status).toBe(200);
      expect((await completeCover()).statusCode).toBe(200);
      const again = await put(ticket, await newJpeg());
      if (!options.gcs)
        expect(again).toEqual({
          status: 409,
          message: 'This upload was already completed. Please start a new upload.',
        });
      const refused = await completeCover();
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        message: 'This upload was already completed. Please start a new upload.',
        code: 'ConflictError',
      });
      const viaGraphql = await app.graphql<{ completeCoverUpload: { __typename: string; message?: string } }>(
        `mutation ($eventId: ID!, $storageKey: String!) {
          completeCoverUpload(eventId: $eventId, storageKey: $storageKey) { __typename ... on Error { message } }
        }`,
        { eventId: event.globalId, storageKey: ticket.storageKey },
        host,
      );
      expect(viaGraphql.body.data?.completeCoverUpload).toEqual({
        __typename: 'ConflictError',
        message: 'This upload was already completed. Please start a new upload.',
      });
    });
  });
}

suite('local storage', { gcs: false });
suite('Google Cloud Storage', { gcs: true });
