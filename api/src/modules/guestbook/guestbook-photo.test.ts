import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, RELAXED_RATE_LIMITS, signupUser, type TestApp } from '../../../test/app.ts';
import { createEvent, type CreatedEvent } from '../../../test/factories.ts';
import { multipart } from '../../../test/multipart.ts';
import { photosProcessed } from '../../../test/photos.ts';

// A guestbook message with a photo attached (issue 33): other guests see the photo only as they would
// see it in the gallery (approved, ready, and within the gallery mode), over REST and GraphQL alike.

let app: TestApp;
let host: { cookie: string };

beforeAll(async () => {
  app = await createTestApp({ rateLimits: RELAXED_RATE_LIMITS });
  host = { cookie: (await signupUser(app)).cookie };
});
afterAll(() => app.close());

let shade = 0;

/** A guest's phone: it keeps the cookies the server sets (its guest key). */
class Phone {
  readonly cookies = new Map<string, string>();

  keep(response: LightMyRequestResponse): LightMyRequestResponse {
    for (const { name, value } of response.cookies) this.cookies.set(name, value);
    return response;
  }

  headers(): Record<string, string> {
    return this.cookies.size ? { cookie: [...this.cookies].map(([n, v]) => `${n}=${v}`).join('; ') } : {};
  }

  async upload(event: CreatedEvent): Promise<number> {
    shade += 1;
    const data = await sharp({ create: { width: 30, height: 20, channels: 3, background: { r: shade, g: 9, b: 2 } } })
      .png()
      .toBuffer();
    const { payload, headers } = multipart([
      { name: 'files', filename: `p-${shade}.png`, contentType: 'image/png', data },
    ]);
    const response = this.keep(
      await app.server.inject({
        method: 'POST',
        url: `/api/events/${event.slug}/uploads/direct`,
        headers: { ...headers, ...this.headers() },
        payload,
      }),
    );
    expect(response.statusCode).toBe(201);
    await photosProcessed(app);
    return response.json<{ uploads: { id: number }[] }>().uploads[0]!.id;
  }

  async sign(event: CreatedEvent, body: Record<string, unknown>) {
    return this.keep(
      await app.server.inject({
        method: 'POST',
        url: `/api/events/${event.slug}/guestbook`,
        headers: this.headers(),
        payload: body,
      }),
    );
  }

  /** The REST guestbook's messages: name and the attached photo's id and thumbnail (or null). */
  async restPhotos(event: CreatedEvent) {
    const response = await app.server.inject({
      method: 'GET',
      url: `/api/events/${event.slug}/guestbook`,
      headers: this.headers(),
    });
    expect(response.statusCode).toBe(200);
    return response
      .json<{ entries: { name: string; photo: { id: number; thumbnailUrl: string } | null }[] }>()
      .entries.map((entry) => ({
        name: entry.name,
        photoId: entry.photo?.id ?? null,
        thumb: entry.photo?.thumbnailUrl,
      }));
  }

  /** The GraphQL guestbook's messages: name and the attached photo (GalleryPhoto) or null. */
  async graphqlPhotos(event: CreatedEvent) {
    const query = `query ($slug: String!) { publicEvent(slug: $slug) { ... on PublicEventSuccess { event {
      guestbook(first: 20) { edges { node { name photo { id thumbnailUrl } } } } } } } }`;
    const response = await app.server.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...this.headers() },
      payload: JSON.stringify({ query, variables: { slug: event.slug } }),
    });
    const body = response.json<{
      data: {
        publicEvent: {
          event: {
            guestbook: { edges: { node: { name: string; photo: { id: string; thumbnailUrl: string } | null } }[] };
          };
        };
      };
    }>();
    return body.data.publicEvent.event.guestbook.edges.map(({ node }) => node);
  }
}

const galleryPhotoId = (id: number) => Buffer.from(`GalleryPhoto:${id}`).toString('base64');

async function approvePhoto(photoId: number) {
  const response = await app.server.inject({
    method: 'POST',
    url: `/api/auth/uploads/${photoId}/approve`,
    headers: authHeaders(host),
    payload: { action: 'APPROVED' },
  });
  expect(response.statusCode).toBe(200);
}

describe('a guestbook message with a photo', () => {
  it('shows others the photo once the hosts approve it, and nothing while it waits', async () => {
    const event = await createEvent(app, host);
    const sender = new Phone();
    const photoId = await sender.upload(event);
    const signed = await sender.sign(event, { name: 'Mert', message: 'Look!', uploadId: photoId });
    expect(signed.statusCode).toBe(201);
    // The hosts approve the message, not (yet) the photo.
    const approved = await app.server.inject({
      method: 'POST',
      url: `/api/auth/events/${event.id}/guestbook/moderate`,
      headers: authHeaders(host),
      payload: { ids: [signed.json<{ entry: { id: number } }>().entry.id], action: 'APPROVE' },
    });
    expect(approved.statusCode).toBe(200);
    const other = new Phone();
    expect(await other.restPhotos(event)).toEqual([{ name: 'Mert', photoId: null, thumb: undefined }]);
    expect(await other.graphqlPhotos(event)).toEqual([{ name: 'Mert', photo: null }]);

    await approvePhoto(photoId);
    const [rest] = await other.restPhotos(event);
    expect(rest).toMatchObject({ name: 'Mert', photoId });
    expect(rest!.thumb).toMatch(/^\/|^https?:/);
    const [node] = await other.graphqlPhotos(event);
    expect(node!.photo).toEqual({ id: galleryPhotoId(photoId), thumbnailUrl: rest!.thumb });
  });

  it('in OWN, others see no photo of the writer; the writer sees their own', async () => {
    const event = await createEvent(app, host, { autoApprove: true, galleryMode: 'OWN' });
    const sender = new Phone();
    const photoId = await sender.upload(event);
    expect((await sender.sign(event, { name: 'Ada', message: 'Ours', uploadId: photoId })).statusCode).toBe(201);
    expect(await sender.restPhotos(event)).toMatchObject([{ name: 'Ada', photoId }]);
    expect((await sender.graphqlPhotos(event))[0]!.photo).toMatchObject({ id: galleryPhotoId(photoId) });
    // Another guest does not see the message at all in OWN, so also not its photo.
    expect(await new Phone().restPhotos(event)).toEqual([]);
  });

  it("refuses another guest's photo (400) and a photo of a message stays out of sight once hidden", async () => {
    const event = await createEvent(app, host, { autoApprove: true });
    const sender = new Phone();
    const photoId = await sender.upload(event);
    const stranger = new Phone();
    expect((await stranger.sign(event, { name: 'Eve', message: 'Mine now', uploadId: photoId })).statusCode).toBe(400);
    await sender.sign(event, { name: 'Mert', message: 'Look!', uploadId: photoId });
    expect(await stranger.restPhotos(event)).toMatchObject([{ name: 'Mert', photoId }]);
    const hidden = await app.server.inject({
      method: 'POST',
      url: `/api/auth/uploads/${photoId}/approve`,
      headers: authHeaders(host),
      payload: { action: 'REJECTED' },
    });
    expect(hidden.statusCode).toBe(200);
    expect(await stranger.restPhotos(event)).toEqual([{ name: 'Mert', photoId: null, thumb: undefined }]);
    expect(await stranger.graphqlPhotos(event)).toEqual([{ name: 'Mert', photo: null }]);
  });
});
