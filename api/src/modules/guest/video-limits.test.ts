import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, signupUser, type TestApp } from '../../../test/app.ts';
import { createEvent, type CreatedEvent } from '../../../test/factories.ts';
import { DEFAULT_VIDEO_LIMITS, MB } from '../../../../common/upload-limits.ts';

// Issue 30: guests' browsers learn the deployment's video limits with the event (PublicEvent.videoLimits,
// REST `videoLimits`), so the uploader checks and describes the limits in force, not the defaults.

let app: TestApp;
let withVideos: CreatedEvent;
let photosOnly: CreatedEvent;

const CONFIGURED = { maxBytes: 200 * MB, maxSeconds: 120, slideshowSeconds: 10 };

beforeAll(async () => {
  app = await createTestApp({
    env: {
      MAX_VIDEO_BYTES: String(CONFIGURED.maxBytes),
      MAX_VIDEO_SECONDS: String(CONFIGURED.maxSeconds),
      SLIDESHOW_VIDEO_SECONDS: String(CONFIGURED.slideshowSeconds),
      VIDEO_WORKERS: '0',
    },
  });
  const host = { cookie: (await signupUser(app)).cookie };
  withVideos = await createEvent(app, host);
  photosOnly = await createEvent(app, host, { allowVideos: false });
});
afterAll(() => app.close());

const PUBLIC_EVENT = `query ($slug: String!) {
  publicEvent(slug: $slug) {
    __typename
    ... on PublicEventSuccess { event { allowVideos videoLimits { maxBytes maxSeconds slideshowSeconds } } }
  }
}`;

type Answer = { publicEvent: { event: { allowVideos: boolean; videoLimits: typeof CONFIGURED | null } } };

async function restEvent(target: TestApp, slug: string, headers: Record<string, string> = {}) {
  return target.server.inject({ method: 'GET', url: `/api/events/${slug}`, headers });
}

describe('the video limits guests learn with the event', () => {
  it('are the configured ones, in GraphQL and REST alike', async () => {
    const { body } = await app.graphql<Answer>(PUBLIC_EVENT, { slug: withVideos.slug });
    expect(body.errors).toBeUndefined();
    expect(body.data!.publicEvent.event).toEqual({ allowVideos: true, videoLimits: CONFIGURED });

    const response = await restEvent(app, withVideos.slug);
    expect(response.statusCode).toBe(200);
    expect(response.json().event).toMatchObject({ allowVideos: true, videoLimits: CONFIGURED });
  });

  it('are null where the event takes photos only', async () => {
    const { body } = await app.graphql<Answer>(PUBLIC_EVENT, { slug: photosOnly.slug });
    expect(body.data!.publicEvent.event).toEqual({ allowVideos: false, videoLimits: null });
    const response = await restEvent(app, photosOnly.slug);
    expect(response.json().event).toMatchObject({ allowVideos: false, videoLimits: null });
  });

  it('follow the event when its hosts turn videos off', async () => {
    const host = { cookie: (await signupUser(app)).cookie };
    const event = await createEvent(app, host);
    const before = await restEvent(app, event.slug);
    expect(before.json().event.videoLimits).toEqual(CONFIGURED);
    const patched = await app.server.inject({
      method: 'PATCH',
      url: `/api/auth/events/${event.id}`,
      headers: authHeaders(host),
      payload: { allowVideos: false },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const after = await restEvent(app, event.slug, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json().event.videoLimits).toBeNull();
  });

  it("are part of the REST answer's validator: a server with other limits never answers 304 to the old one", async () => {
    // A second instance of the deployment on the same database, started with the default limits.
    const defaults = await createTestApp({ database: app.database, env: { VIDEO_WORKERS: '0' } });
    try {
      const configured = await restEvent(app, withVideos.slug);
      const etag = String(configured.headers.etag);
      expect((await restEvent(app, withVideos.slug, { 'if-none-match': etag })).statusCode).toBe(304);

      const other = await restEvent(defaults, withVideos.slug, { 'if-none-match': etag });
      expect(other.statusCode).toBe(200);
      expect(other.json().event.videoLimits).toEqual(DEFAULT_VIDEO_LIMITS);
      const { body } = await defaults.graphql<Answer>(PUBLIC_EVENT, { slug: withVideos.slug });
      expect(body.data!.publicEvent.event.videoLimits).toEqual(DEFAULT_VIDEO_LIMITS);
    } finally {
      await defaults.close();
    }
  });
});
