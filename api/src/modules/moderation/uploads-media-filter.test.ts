import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, signupUser, type TestApp } from '../../../test/app.ts';
import { createEvent, type CreatedEvent } from '../../../test/factories.ts';
import { multipart } from '../../../test/multipart.ts';
import { uploadGuestPhoto } from '../../../test/photos.ts';
import { makeClip } from '../../../test/videos.ts';

// Issue 30: hosts filter their uploads by type (Photos / Videos), over REST (?mediaType=) and GraphQL
// (Event.photos(mediaType:), and the admins' AdminEvent.photos). VIDEO_WORKERS=0: videos stay PROCESSING,
// which the filter does not care about.

let app: TestApp;
let host: { cookie: string };
let admin: { cookie: string };
let event: CreatedEvent;
let clips: string;
const photoIds: number[] = [];
const videoIds: number[] = [];

async function uploadGuestVideo(slug: string, filename: string, data: Buffer): Promise<number> {
  const { payload, headers } = multipart([{ name: 'files', filename, contentType: 'video/mp4', data }]);
  const response = await app.server.inject({
    method: 'POST',
    url: `/api/events/${slug}/uploads/direct`,
    headers,
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ uploads: { id: number }[] }>().uploads[0]!.id;
}

beforeAll(async () => {
  clips = await mkdtemp(join(tmpdir(), 'wp-media-filter-'));
  const clip = (name: string, seconds: number) =>
    makeClip(clips, name, { seconds, width: 32, height: 32, fps: 5, still: true, audio: false }).then((path) =>
      readFile(path),
    );
  const [vows, speech] = await Promise.all([clip('vows.mp4', 1), clip('speech.mp4', 2)]);
  app = await createTestApp({ env: { VIDEO_WORKERS: '0' } });
  const owner = await signupUser(app);
  host = { cookie: owner.cookie };
  const root = await signupUser(app);
  await app.database.prisma.user.update({ where: { id: root.id }, data: { isAdmin: true } });
  admin = { cookie: root.cookie };
  event = await createEvent(app, host);
  photoIds.push(await uploadGuestPhoto(app, event.slug, { filename: 'cake.png' }));
  videoIds.push(await uploadGuestVideo(event.slug, 'vows.mp4', vows));
  photoIds.push(await uploadGuestPhoto(app, event.slug, { filename: 'toast.png' }));
  videoIds.push(await uploadGuestVideo(event.slug, 'speech.mp4', speech));
  // Another event's video never shows in this one's list.
  const other = await createEvent(app, host);
  await uploadGuestVideo(other.slug, 'other.mp4', vows);
});
afterAll(async () => {
  await app.close();
  await rm(clips, { recursive: true, force: true });
});

const newestFirst = (ids: number[]) => [...ids].sort((a, b) => b - a);

function listUploads(query: string) {
  return app.server.inject({
    method: 'GET',
    url: `/api/auth/events/${event.id}/uploads${query}`,
    headers: authHeaders(host),
  });
}

describe('REST GET /api/auth/events/{id}/uploads?mediaType=', () => {
  it('lists only videos, only photos, or both', async () => {
    const listed = async (query: string) => {
      const response = await listUploads(query);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ uploads: { id: number; mediaType: string }[] }>().uploads;
    };
    const videos = await listed('?mediaType=VIDEO');
    expect(videos.map((upload) => upload.id)).toEqual(newestFirst(videoIds));
    expect(videos.every((upload) => upload.mediaType === 'VIDEO')).toBe(true);

    const photos = await listed('?mediaType=photo');
    expect(photos.map((upload) => upload.id)).toEqual(newestFirst(photoIds));
    expect(photos.every((upload) => upload.mediaType === 'PHOTO')).toBe(true);

    const both = newestFirst([...photoIds, ...videoIds]);
    expect((await listed('')).map((upload) => upload.id)).toEqual(both);
    expect((await listed('?mediaType=ALL')).map((upload) => upload.id)).toEqual(both);
    // With the other filters: the pending videos, oldest first.
    expect((await listed('?mediaType=VIDEO&status=PENDING&sort=UPLOADED_OLDEST')).map((upload) => upload.id)).toEqual(
      [...videoIds].sort((a, b) => a - b),
    );
  });

  it('refuses a type it does not know with 400 and says which it takes', async () => {
    for (const value of ['GIF', 'videos', 'PHOTO,VIDEO']) {
      const response = await listUploads(`?mediaType=${encodeURIComponent(value)}`);
      expect(response.statusCode, value).toBe(400);
      expect(response.json<{ message: string }>().message).toBe('Media type must be ALL, PHOTO or VIDEO');
    }
  });
});

describe('GraphQL Event.photos(mediaType:) and AdminEvent.photos(mediaType:)', () => {
  const HOSTED = `query ($databaseId: Int!, $mediaType: MediaType) {
    hostedEvent(databaseId: $databaseId) {
      photos(first: 20, mediaType: $mediaType) { totalCount edges { node { databaseId mediaType } } }
    }
  }`;
  type Photos = { totalCount: number; edges: { node: { databaseId: number; mediaType: string } }[] };

  it('gives hosts only videos, only photos, or both', async () => {
    const photos = async (mediaType: string | null) => {
      const { body } = await app.graphql<{ hostedEvent: { photos: Photos } }>(
        HOSTED,
        { databaseId: event.id, mediaType },
        host,
      );
      expect(body.errors).toBeUndefined();
      return body.data!.hostedEvent.photos;
    };
    const ids = (list: Photos) => list.edges.map((edge) => edge.node.databaseId);

    const videos = await photos('VIDEO');
    expect(ids(videos)).toEqual(newestFirst(videoIds));
    expect(videos.totalCount).toBe(2);
    expect(videos.edges.every((edge) => edge.node.mediaType === 'VIDEO')).toBe(true);
    expect(ids(await photos('PHOTO'))).toEqual(newestFirst(photoIds));
    const both = await photos(null);
    expect(ids(both)).toEqual(newestFirst([...photoIds, ...videoIds]));
    expect(both.totalCount).toBe(4);
  });

  it('refuses a value that is no MediaType as a GraphQL error, not a server error', async () => {
    const { status, body } = await app.graphql(HOSTED, { databaseId: event.id, mediaType: 'GIF' }, host);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toMatch(/MediaType/);
  });

  it('gives admins the same filter on an event', async () => {
    const id = Buffer.from(`AdminEvent:${event.id}`).toString('base64');
    const { body } = await app.graphql<{ admin: { event: { photos: Photos } } }>(
      `query ($id: ID!) { admin { event(id: $id) { photos(first: 20, mediaType: VIDEO) { totalCount edges { node { databaseId mediaType } } } } } }`,
      { id },
      admin,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.admin.event.photos.edges.map((edge) => edge.node.databaseId)).toEqual(newestFirst(videoIds));
  });
});
