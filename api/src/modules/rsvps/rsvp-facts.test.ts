import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, signupUser, type TestApp } from '../../../test/app.ts';
import { createEvent, type CreatedEvent } from '../../../test/factories.ts';

// REST and GraphQL tell the guest (their own answer) and the hosts (every answer) the same facts about
// an RSVP, with the same values.

let app: TestApp;
let host: { cookie: string };
let event: CreatedEvent;
let guestCookie: string;
let restAnswer: Record<string, unknown>;

const FACTS = [
  'fullName',
  'email',
  'phone',
  'status',
  'guestsCount',
  'note',
  'notifyByEmail',
  'createdAt',
  'updatedAt',
];

beforeAll(async () => {
  app = await createTestApp();
  host = { cookie: (await signupUser(app)).cookie };
  event = await createEvent(app, host);
  const response = await app.server.inject({
    method: 'POST',
    url: `/api/events/${event.slug}/rsvp`,
    payload: { fullName: 'Deniz Kaya', email: 'Deniz@Example.com', status: 'MAYBE', guestsCount: 2, note: 'Late' },
  });
  expect(response.statusCode).toBe(201);
  restAnswer = response.json<{ rsvp: Record<string, unknown> }>().rsvp;
  const cookie = response.cookies.find((candidate) => candidate.name.startsWith('guest_'))!;
  guestCookie = `${cookie.name}=${cookie.value}`;
});
afterAll(() => app.close());

describe("a guest's own answer", () => {
  it('carries the same facts over REST (as sent) and GraphQL (viewerRsvp), nothing more', async () => {
    expect(restAnswer).toEqual({
      fullName: 'Deniz Kaya',
      email: 'deniz@example.com',
      phone: null,
      status: 'MAYBE',
      guestsCount: 2,
      note: 'Late',
      notifyByEmail: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const raw = await app.server.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', cookie: guestCookie },
      payload: JSON.stringify({
        query: `query ($slug: String!) {
          publicEvent(slug: $slug) { ... on PublicEventSuccess { event { viewerRsvp { ${FACTS.join(' ')} } } } }
        }`,
        variables: { slug: event.slug },
      }),
    });
    const body = raw.json<{
      data: { publicEvent: { event: { viewerRsvp: Record<string, unknown> } } };
      errors?: unknown;
    }>();
    expect(body.errors).toBeUndefined();
    expect(body.data.publicEvent.event.viewerRsvp).toEqual(restAnswer);
  });
});

describe("the hosts' list of answers", () => {
  it('carries the same facts over REST and GraphQL, with the numeric id as databaseId', async () => {
    const rest = await app.server.inject({ url: `/api/auth/events/${event.id}/rsvps`, headers: authHeaders(host) });
    expect(rest.statusCode).toBe(200);
    const restRsvp = rest.json<{ rsvps: Record<string, unknown>[] }>().rsvps[0]!;
    expect(Object.keys(restRsvp).sort()).toEqual([...FACTS, 'id'].sort());

    const graphql = await app.graphql<{ hostedEvent: { rsvps: { edges: { node: Record<string, unknown> }[] } } }>(
      `query ($databaseId: Int!) {
        hostedEvent(databaseId: $databaseId) { rsvps(first: 5) { edges { node { databaseId ${FACTS.join(' ')} } } } }
      }`,
      { databaseId: event.id },
      host,
    );
    expect(graphql.body.errors).toBeUndefined();
    const { databaseId, ...graphqlFacts } = graphql.body.data!.hostedEvent.rsvps.edges[0]!.node;
    expect(databaseId).toBe(restRsvp.id);
    const { id: _id, ...restFacts } = restRsvp;
    expect(graphqlFacts).toEqual(restFacts);
    expect(restFacts).toEqual(restAnswer);
  });
});
