import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, signupUser, type TestApp } from '../../../test/app.ts';
import { type SignedUpUser, asUser } from '../../../test/users.ts';
import { addCoHost, createEvent } from '../../../test/factories.ts';
import { uploadGuestPhotos } from '../../../test/photos.ts';

let app: TestApp;
type Host = SignedUpUser;
let owner: Host;
let coHost: Host;
let stranger: Host;

beforeAll(async () => {
  app = await createTestApp();
  [owner, coHost, stranger] = [await signupUser(app), await signupUser(app), await signupUser(app)];
});
afterAll(() => app.close());

const guestPhotos = (slug: string, count: number) => uploadGuestPhotos(app, slug, count);

const bulk = (auth: { cookie: string } | undefined, ids: unknown, action: unknown) =>
  app.server.inject({
    method: 'POST',
    url: '/api/auth/uploads/bulk',
    headers: authHeaders(auth),
    payload: { ids, action },
  });

async function statuses(ids: number[]): Promise<string[]> {
  const rows = await app.database.prisma.upload.findMany({ where: { id: { in: ids } }, orderBy: { id: 'asc' } });
  return rows.map((row) => row.status);
}

const photoId = (id: number) => Buffer.from(`Photo:${id}`).toString('base64');
const MODERATE = /* GraphQL */ `
  mutation Moderate($ids: [ID!]!, $action: UploadStatus!) {
    moderateUploads(ids: $ids, action: $action) {
      __typename
      ... on ModerateUploadsSuccess {
        uploads {
          databaseId
          status
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

describe('moderation', () => {
  it('the owner approves in bulk with the SPEC message, and each change is audited', async () => {
    const event = await createEvent(app, asUser(owner));
    const ids = await guestPhotos(event.slug, 3);
    const response = await bulk(asUser(owner), ids.slice(0, 2), 'APPROVED');
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Successfully approved 2 photo(s)');
    expect(await statuses(ids)).toEqual(['APPROVED', 'APPROVED', 'PENDING']);
    const gallery = await app.server.inject({ url: `/api/events/${event.slug}/gallery` });
    expect(gallery.json<{ uploads: unknown[] }>().uploads).toHaveLength(2);

    const audit = await app.database.prisma.auditLog.findMany({
      where: { targetType: 'Upload', targetId: { in: ids.map(String) } },
    });
    expect(audit.map((row) => [row.action, row.actorId])).toEqual([
      ['upload.approved', owner.id],
      ['upload.approved', owner.id],
    ]);
  });

  it('a co-host moderates too, one photo at a time over REST and over GraphQL', async () => {
    const event = await createEvent(app, asUser(owner));
    await addCoHost(app, asUser(owner), event.id, coHost);
    const [first, second] = await guestPhotos(event.slug, 2);
    const single = await app.server.inject({
      method: 'POST',
      url: `/api/auth/uploads/${first}/approve`,
      headers: authHeaders(asUser(coHost)),
      payload: { action: 'REJECTED' },
    });
    expect(single.statusCode).toBe(200);
    expect(single.json().upload).toMatchObject({ id: first, status: 'REJECTED' });
    const graphql = await app.graphql<{ moderateUploads: unknown }>(
      MODERATE,
      { ids: [photoId(second!)], action: 'APPROVED' },
      asUser(coHost),
    );
    expect(graphql.body.data!.moderateUploads).toEqual({
      __typename: 'ModerateUploadsSuccess',
      uploads: [{ databaseId: second, status: 'APPROVED' }],
    });
  });

  it('refuses another host, guests and strangers, changing nothing', async () => {
    const event = await createEvent(app, asUser(owner));
    const ids = await guestPhotos(event.slug, 2);
    const asStranger = await bulk(asUser(stranger), ids, 'APPROVED');
    expect(asStranger.statusCode).toBe(404);
    expect((await bulk(undefined, ids, 'APPROVED')).statusCode).toBe(401);
    const single = await app.server.inject({
      method: 'POST',
      url: `/api/auth/uploads/${ids[0]}/approve`,
      headers: authHeaders(asUser(stranger)),
      payload: { action: 'APPROVED' },
    });
    expect(single.statusCode).toBe(404);
    const graphql = await app.graphql<{ moderateUploads: { __typename: string } }>(
      MODERATE,
      { ids: ids.map(photoId), action: 'APPROVED' },
      asUser(stranger),
    );
    expect(graphql.body.data!.moderateUploads.__typename).toBe('NotFoundError');
    const node = await app.graphql<{ node: unknown }>(
      `query($id: ID!) { node(id: $id) { id } }`,
      { id: photoId(ids[0]!) },
      asUser(stranger),
    );
    expect(node.body.data!.node).toBeNull();
    expect(await statuses(ids)).toEqual(['PENDING', 'PENDING']);
  });

  it('refuses a bulk request that mixes events, or holds an id not yours, as a whole', async () => {
    const mine = await createEvent(app, asUser(owner));
    const alsoMine = await createEvent(app, asUser(owner));
    const theirs = await createEvent(app, asUser(stranger));
    const [a] = await guestPhotos(mine.slug, 1);
    const [b] = await guestPhotos(alsoMine.slug, 1);
    const [c] = await guestPhotos(theirs.slug, 1);

    const mixed = await bulk(asUser(owner), [a, b], 'APPROVED');
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toEqual({ message: 'All photos must belong to the same event.', code: 'ValidationError' });
    const foreign = await bulk(asUser(owner), [a, c], 'APPROVED');
    expect(foreign.statusCode).toBe(404);
    expect(await statuses([a!, b!, c!])).toEqual(['PENDING', 'PENDING', 'PENDING']);
    expect(
      await app.database.prisma.auditLog.count({
        where: { targetType: 'Upload', targetId: { in: [a, b, c].map(String) } },
      }),
    ).toBe(0);
  });

  it('explains an empty selection and an unknown action', async () => {
    const event = await createEvent(app, asUser(owner));
    const [id] = await guestPhotos(event.slug, 1);
    const empty = await bulk(asUser(owner), [], 'APPROVED');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'Please select at least one photo', code: 'ValidationError' });
    const unknown = await bulk(asUser(owner), [id], 'DELETE');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      message: 'Action must be APPROVED, REJECTED or PENDING',
      code: 'ValidationError',
    });
  });
});
