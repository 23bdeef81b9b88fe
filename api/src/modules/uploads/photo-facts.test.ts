import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, signupUser, type TestApp } from '../../../test/app.ts';
import { createEvent, type CreatedEvent } from '../../../test/factories.ts';
import { uploadGuestPhoto } from '../../../test/photos.ts';

// REST and GraphQL tell each audience the same facts about a photo, with the same values: an integrator
// switching doors (or the web app, which reads GraphQL) sees no fact appear, vanish or change.

let app: TestApp;
let host: { cookie: string };
let event: CreatedEvent;
let photoId: number;
const PIN = '4826';

beforeAll(async () => {
  app = await createTestApp();
  host = { cookie: (await signupUser(app)).cookie };
  // A PIN-protected event: guests' image addresses carry a file token on both doors.
  event = await createEvent(app, host, { isPinRequired: true, pinCode: PIN, autoApprove: true });
  photoId = await uploadGuestPhoto(app, event.slug, { pin: PIN, uploaderName: 'Leyla', filename: 'first-dance.png' });
});
afterAll(() => app.close());

/** The hourly file token may roll over between two requests; that it is there is what matters. */
function sameToken(value: unknown): unknown {
  return typeof value === 'string' ? value.replace(/access=[\w.-]+/, 'access=TOKEN') : value;
}
const comparable = (facts: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(facts).map(([name, value]) => [name, sameToken(value)]));

const GUEST_FACTS = [
  'originalFilename',
  'status',
  'url',
  'thumbnailUrl',
  'width',
  'height',
  'bytes',
  'uploaderName',
  'takenAt',
  'uploadedAt',
  'mediaType',
  'videoUrl',
  'posterUrl',
  'durationSeconds',
  'albumId',
  'reactionCount',
];
const HOST_FACTS = [
  ...GUEST_FACTS,
  'processingState',
  'processingError',
  'originalUrl',
  'mimeType',
  'moderatedAt',
  'tableId',
  'favouritedAt',
];

describe('a photo in the guest gallery', () => {
  it('carries the same facts over REST and GraphQL, including its file name and size', async () => {
    const rest = await app.server.inject({ url: `/api/events/${event.slug}/gallery?pin=${PIN}` });
    expect(rest.statusCode).toBe(200);
    const restPhoto = rest.json<{ uploads: Record<string, unknown>[] }>().uploads[0]!;

    const graphql = await app.graphql<{ eventGallery: { edges: { node: Record<string, unknown> }[] } }>(
      `query ($slug: String!, $pin: String) {
        eventGallery(slug: $slug, pin: $pin, first: 5) { edges { node { id ${GUEST_FACTS.join(' ')} } } }
      }`,
      { slug: event.slug, pin: PIN },
    );
    expect(graphql.body.errors).toBeUndefined();
    const { id, ...graphqlFacts } = graphql.body.data!.eventGallery.edges[0]!.node;

    expect(restPhoto.id).toBe(photoId);
    expect(Buffer.from(String(id), 'base64').toString()).toBe(`GalleryPhoto:${photoId}`);
    expect(restPhoto).toMatchObject({ originalFilename: 'first-dance.png', status: 'APPROVED', uploaderName: 'Leyla' });
    expect(restPhoto.bytes).toBeGreaterThan(0);
    expect(restPhoto.url).toMatch(/^\/api\/uploads\/events\/.+\?access=/);
    // What REST alone names: the numeric id and the SPEC's storagePath (the key inside url); and this
    // browser's own heart (GalleryPhoto.viewerReacted, not a fact of the photo).
    expect(Object.keys(restPhoto).sort()).toEqual([...GUEST_FACTS, 'id', 'storagePath', 'viewerReacted'].sort());
    expect(comparable(graphqlFacts)).toEqual(comparable(pick(restPhoto, GUEST_FACTS)));
  });
});

describe("a photo in the hosts' list", () => {
  it('carries the same facts over REST and GraphQL, the original and moderation included', async () => {
    const rest = await app.server.inject({
      url: `/api/auth/events/${event.id}/uploads`,
      headers: authHeaders(host),
    });
    expect(rest.statusCode).toBe(200);
    const restPhoto = rest.json<{ uploads: Record<string, unknown>[] }>().uploads[0]!;

    const graphql = await app.graphql<{
      hostedEvent: { photos: { edges: { node: Record<string, unknown> }[] } };
    }>(
      `query ($databaseId: Int!) {
        hostedEvent(databaseId: $databaseId) { photos(first: 5) { edges { node { databaseId ${HOST_FACTS.join(' ')} } } } }
      }`,
      { databaseId: event.id },
      host,
    );
    expect(graphql.body.errors).toBeUndefined();
    const { databaseId, ...graphqlFacts } = graphql.body.data!.hostedEvent.photos.edges[0]!.node;

    expect(databaseId).toBe(photoId);
    expect(restPhoto).toMatchObject({
      id: photoId,
      originalFilename: 'first-dance.png',
      mimeType: 'image/png',
      processingState: 'READY',
      moderatedAt: null,
    });
    expect(restPhoto.originalUrl).toBe(`/api/uploads/${String(restPhoto.storageKey)}`);
    expect(Object.keys(restPhoto).sort()).toEqual([...HOST_FACTS, 'id', 'storagePath', 'storageKey'].sort());
    expect(graphqlFacts).toEqual(pick(restPhoto, HOST_FACTS));
  });
});

function pick(object: Record<string, unknown>, names: string[]): Record<string, unknown> {
  return Object.fromEntries(names.map((name) => [name, object[name]]));
}
