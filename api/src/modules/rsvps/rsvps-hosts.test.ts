import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, signupUser, type Auth, type TestApp } from '../../../test/app.ts';
import { type SignedUpUser, asUser } from '../../../test/users.ts';
import { addCoHost, createEvent, type CreatedEvent } from '../../../test/factories.ts';

let app: TestApp;
type Host = SignedUpUser;
let owner: Host;
let coHost: Host;
let stranger: Host;
/** One event with four answers (see beforeAll), owned by `owner`, co-hosted by `coHost`. */
let event: CreatedEvent;
/** The cookie of the browser that sent the first answer. */
let guestCookie: string;
let answerIds: number[];

const rsvpId = (id: number) => Buffer.from(`Rsvp:${id}`).toString('base64');

async function answer(slug: string, body: Record<string, unknown>): Promise<string> {
  const response = await app.server.inject({ method: 'POST', url: `/api/events/${slug}/rsvp`, payload: body });
  if (response.statusCode !== 201) throw new Error(`RSVP failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((c) => c.name.startsWith('guest_'))!;
  return `${cookie.name}=${cookie.value}`;
}

const list = (eventId: number, auth: Auth) =>
  app.server.inject({ method: 'GET', url: `/api/auth/events/${eventId}/rsvps`, headers: authHeaders(auth) });

/** The first answer, with every field a guest may give: the hosts read it back as sent. */
const DENIZ = {
  fullName: 'Deniz Kaya',
  email: 'deniz@example.com',
  phone: '+90 555 000 00 00',
  status: 'YES',
  guestsCount: 3,
  note: 'Vegetarian',
  notifyByEmail: true,
};

beforeAll(async () => {
  app = await createTestApp();
  [owner, coHost, stranger] = [await signupUser(app), await signupUser(app), await signupUser(app)];
  event = await createEvent(app, asUser(owner));
  await addCoHost(app, asUser(owner), event.id, coHost);
  guestCookie = await answer(event.slug, DENIZ);
  await answer(event.slug, { fullName: 'Ece Demir', status: 'NO', guestsCount: 4 });
  await answer(event.slug, { fullName: 'Mert Aydın', status: 'MAYBE', guestsCount: 2 });
  await answer(event.slug, { fullName: 'Selin Ak', status: 'YES' });
  const rows = await app.database.prisma.rsvp.findMany({ where: { eventId: event.id }, orderBy: { id: 'asc' } });
  answerIds = rows.map((row) => row.id);
});
afterAll(() => app.close());

const SUMMARY = { coming: 2, notComing: 1, maybe: 1, headcount: 4 };

const HOSTED = /* GraphQL */ `
  query Hosted($databaseId: Int!, $first: Int, $after: String) {
    hostedEvent(databaseId: $databaseId) {
      rsvpSummary {
        coming
        notComing
        maybe
        headcount
      }
      rsvps(first: $first, after: $after) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            id
            databaseId
            fullName
            email
            phone
            status
            guestsCount
            note
            createdAt
          }
        }
      }
    }
  }
`;

type Hosted = {
  hostedEvent: {
    rsvpSummary: typeof SUMMARY;
    rsvps: {
      totalCount: number;
      pageInfo: { hasNextPage: boolean; endCursor: string };
      edges: { node: { id: string; fullName: string; status: string; guestsCount: number } }[];
    };
  } | null;
};

const NODE = /* GraphQL */ `
  query Node($id: ID!) {
    node(id: $id) {
      id
      ... on Rsvp {
        fullName
      }
    }
  }
`;

describe('the hosts of an event read its RSVPs', () => {
  it('over REST: every answer, newest first, with totals; headcount counts only the guests coming', async () => {
    const response = await list(event.id, asUser(owner));
    expect(response.statusCode).toBe(200);
    const body = response.json<{ rsvps: Record<string, unknown>[]; summary: unknown }>();
    expect(body.summary).toEqual(SUMMARY);
    expect(body.rsvps.map((rsvp) => rsvp.fullName)).toEqual(['Selin Ak', 'Mert Aydın', 'Ece Demir', 'Deniz Kaya']);
    expect(body.rsvps[3]).toEqual({
      id: answerIds[0],
      ...DENIZ,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(response.body).not.toContain('respondentKey');
    expect(response.body).not.toContain('guestKey');
    expect(response.body).not.toContain(guestCookie.split('=')[1]);
  });

  it('over GraphQL: the same totals, and a connection that pages newest first', async () => {
    const first = await app.graphql<Hosted>(HOSTED, { databaseId: event.id, first: 3 }, asUser(owner));
    expect(first.body.errors).toBeUndefined();
    const hosted = first.body.data!.hostedEvent!;
    expect(hosted.rsvpSummary).toEqual(SUMMARY);
    expect(hosted.rsvps.totalCount).toBe(4);
    expect(hosted.rsvps.pageInfo.hasNextPage).toBe(true);
    expect(hosted.rsvps.edges.map((edge) => edge.node.fullName)).toEqual(['Selin Ak', 'Mert Aydın', 'Ece Demir']);
    expect(hosted.rsvps.edges[0]!.node).toMatchObject({ status: 'YES', guestsCount: 1, email: null, note: null });

    const rest = await app.graphql<Hosted>(
      HOSTED,
      { databaseId: event.id, first: 3, after: hosted.rsvps.pageInfo.endCursor },
      asUser(owner),
    );
    const next = rest.body.data!.hostedEvent!.rsvps;
    expect(next.edges.map((edge) => edge.node.fullName)).toEqual(['Deniz Kaya']);
    expect(next.pageInfo.hasNextPage).toBe(false);

    // A node of the list loads again by its id, for its hosts.
    const node = await app.graphql<{ node: unknown }>(NODE, { id: rsvpId(answerIds[0]!) }, asUser(owner));
    expect(node.body.data!.node).toEqual({ id: rsvpId(answerIds[0]!), fullName: 'Deniz Kaya' });
  });

  it('a co-host reads them too', async () => {
    const response = await list(event.id, asUser(coHost));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ summary: SUMMARY });
    const hosted = await app.graphql<Hosted>(HOSTED, { databaseId: event.id }, asUser(coHost));
    expect(hosted.body.data!.hostedEvent!.rsvps.totalCount).toBe(4);
    const node = await app.graphql<{ node: unknown }>(NODE, { id: rsvpId(answerIds[1]!) }, asUser(coHost));
    expect(node.body.data!.node).toEqual({ id: rsvpId(answerIds[1]!), fullName: 'Ece Demir' });
  });

  it('an event without answers shows zero totals and an empty list', async () => {
    const empty = await createEvent(app, asUser(owner));
    expect((await list(empty.id, asUser(owner))).json()).toEqual({
      rsvps: [],
      summary: { coming: 0, notComing: 0, maybe: 0, headcount: 0 },
    });
    const hosted = await app.graphql<Hosted>(HOSTED, { databaseId: empty.id }, asUser(owner));
    expect(hosted.body.data!.hostedEvent).toMatchObject({
      rsvpSummary: { coming: 0, notComing: 0, maybe: 0, headcount: 0 },
      rsvps: { totalCount: 0, edges: [] },
    });
  });

  it('a changed answer moves between the totals instead of counting twice', async () => {
    const changing = await createEvent(app, asUser(owner));
    const cookie = await answer(changing.slug, { fullName: 'Can', status: 'YES', guestsCount: 5 });
    await app.server.inject({
      method: 'POST',
      url: `/api/events/${changing.slug}/rsvp`,
      headers: { cookie },
      payload: { fullName: 'Can', status: 'NO', guestsCount: 5 },
    });
    expect((await list(changing.id, asUser(owner))).json().summary).toEqual({
      coming: 0,
      notComing: 1,
      maybe: 0,
      headcount: 0,
    });
  });
});

describe('nobody else reads them', () => {
  it('another host: 404 over REST, null through hostedEvent and node(id)', async () => {
    const response = await list(event.id, asUser(stranger));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Event not found', code: 'NotFoundError' });
    const hosted = await app.graphql<Hosted>(HOSTED, { databaseId: event.id }, asUser(stranger));
    expect(hosted.body).toEqual({ data: { hostedEvent: null }, extensions: { cost: expect.any(Object) } });
    for (const id of answerIds) {
      const node = await app.graphql<{ node: unknown }>(NODE, { id: rsvpId(id) }, asUser(stranger));
      expect(node.body).toEqual({ data: { node: null }, extensions: { cost: expect.any(Object) } });
    }
    const nodes = await app.graphql<{ nodes: unknown[] }>(
      `query($ids: [ID!]!) { nodes(ids: $ids) { id } }`,
      { ids: answerIds.map(rsvpId) },
      asUser(stranger),
    );
    expect(nodes.body.data!.nodes).toEqual(answerIds.map(() => null));
  });

  it('an unknown or malformed event id is the same 404', async () => {
    expect((await list(999_999_999, asUser(owner))).statusCode).toBe(404);
    const malformed = await app.server.inject({
      method: 'GET',
      url: '/api/auth/events/abc/rsvps',
      headers: authHeaders(asUser(owner)),
    });
    expect(malformed.statusCode).toBe(404);
  });

  it('signed out: 401 over REST, UNAUTHENTICATED for hostedEvent, null for node(id)', async () => {
    const response = await list(event.id, undefined);
    expect(response.statusCode).toBe(401);
    const hosted = await app.graphql<Hosted>(HOSTED, { databaseId: event.id });
    expect(hosted.body.data?.hostedEvent ?? null).toBeNull();
    expect(hosted.body.errors).toMatchObject([{ extensions: { code: 'UNAUTHENTICATED' } }]);
    const node = await app.graphql<{ node: unknown }>(NODE, { id: rsvpId(answerIds[0]!) });
    expect(node.body).toEqual({ data: { node: null }, extensions: { cost: expect.any(Object) } });
  });

  it("a guest who answered sees only their own answer, never other guests'", async () => {
    const auth = { cookie: guestCookie };
    expect((await list(event.id, auth)).statusCode).toBe(401);
    for (const id of answerIds) {
      const node = await app.graphql<{ node: unknown }>(NODE, { id: rsvpId(id) }, auth);
      expect(node.body).toEqual({ data: { node: null }, extensions: { cost: expect.any(Object) } });
    }
    const page = await app.graphql<{ publicEvent: { event: { viewerRsvp: unknown } } }>(
      `query($slug: String!) { publicEvent(slug: $slug) { ... on PublicEventSuccess { event { viewerRsvp { fullName } } } } }`,
      { slug: event.slug },
      auth,
    );
    expect(page.body.data!.publicEvent.event.viewerRsvp).toEqual({ fullName: 'Deniz Kaya' });
    // The guest page's event type has no list of answers at all.
    const probe = await app.graphql(
      `query($slug: String!) { publicEvent(slug: $slug) { ... on PublicEventSuccess { event { rsvps { totalCount } } } } }`,
      { slug: event.slug },
      auth,
    );
    expect(probe.body.data).toBeUndefined();
    expect(probe.body.errors).toHaveLength(1);
  });

  it('answers of a deleted event are gone for its hosts too', async () => {
    const doomed = await createEvent(app, asUser(owner));
    await answer(doomed.slug, { fullName: 'Zeynep', status: 'YES' });
    const row = await app.database.prisma.rsvp.findFirstOrThrow({ where: { eventId: doomed.id } });
    await app.server.inject({
      method: 'DELETE',
      url: `/api/auth/events/${doomed.id}`,
      headers: authHeaders(asUser(owner)),
    });
    expect((await list(doomed.id, asUser(owner))).statusCode).toBe(404);
    const node = await app.graphql<{ node: unknown }>(NODE, { id: rsvpId(row.id) }, asUser(owner));
    expect(node.body.data!.node).toBeNull();
  });

  it.each(['respondentKey', 'guestKeyHash'])(
    'the browser key that lets a guest change an answer is not part of the Rsvp type (%s)',
    async (field) => {
      const probe = await app.graphql(
        `query($id: ID!) { node(id: $id) { ... on Rsvp { ${field} } } }`,
        { id: rsvpId(answerIds[0]!) },
        asUser(owner),
      );
      expect(probe.body.errors?.[0]?.message).toMatch(new RegExp(field));
    },
  );
});
