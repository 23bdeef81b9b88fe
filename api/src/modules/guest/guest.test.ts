import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, RELAXED_RATE_LIMITS, signupUser, type TestApp } from '../../../test/app.ts';
import { createEvent } from '../../../test/factories.ts';

// The guest's door to an event: GET /api/events/{slug} and publicEvent. Deleted events are gone,
// inactive ones closed, PIN-protected ones need the PIN, with wrong tries limited per event and client.

let app: TestApp;
let host: { cookie: string };
/** Every guest response body, to prove none carries the PIN or other private fields. */
const guestBodies: string[] = [];

beforeAll(async () => {
  app = await createTestApp({
    rateLimits: { ...RELAXED_RATE_LIMITS, pinTries: { limit: 3, windowMs: 60_000 } },
    configure: (server) =>
      server.addHook('onSend', async (request, _reply, payload) => {
        if (request.url.startsWith('/api/events/') && typeof payload === 'string') guestBodies.push(payload);
        return payload;
      }),
  });
  host = { cookie: (await signupUser(app)).cookie };
});
afterAll(() => app.close());

const guestGet = (slug: string, options: { pin?: string; header?: string; ip?: string } = {}) =>
  app.server.inject({
    url: `/api/events/${slug}${options.pin === undefined ? '' : `?pin=${options.pin}`}`,
    headers: options.header ? { 'x-event-pin': options.header } : {},
    remoteAddress: options.ip ?? '203.0.113.10',
  });

const PUBLIC_EVENT = /* GraphQL */ `
  query PublicEvent($slug: String!, $pin: String) {
    publicEvent(slug: $slug, pin: $pin) {
      __typename
      ... on PublicEventSuccess {
        event {
          slug
          title
          isPinRequired
        }
      }
      ... on PinRequiredError {
        pinGiven
      }
      ... on Error {
        message
      }
    }
  }
`;

describe('an open event', () => {
  it('shows guests its public fields only, by slug in any letter case', async () => {
    const event = await createEvent(app, host, { title: 'Ayla & Can', venueName: 'Garden', contactName: 'Deniz' });
    const response = await guestGet(event.slug.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const body = response.json<{ event: Record<string, unknown> }>();
    expect(body.event).toMatchObject({ slug: event.slug, title: 'Ayla & Can', venueName: 'Garden', status: 'ACTIVE' });
    for (const field of ['id', 'pinCode', 'ownerId', 'autoApprove', 'coverStorageKey', 'deletedAt', 'userRole']) {
      expect(body.event, field).not.toHaveProperty(field);
    }
  });

  it('answers 404 for an unknown slug', async () => {
    const response = await guestGet('no-such-event-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Event not found', code: 'NotFoundError' });
  });
});

describe('what hosts do reaches guests at once', () => {
  it('a deleted event is gone (404 on REST, NotFoundError on GraphQL)', async () => {
    const event = await createEvent(app, host);
    expect((await guestGet(event.slug)).statusCode).toBe(200);
    await app.server.inject({ method: 'DELETE', url: `/api/auth/events/${event.id}`, headers: authHeaders(host) });
    const response = await guestGet(event.slug);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Event not found', code: 'NotFoundError' });
    const graphql = await app.graphql<{ publicEvent: { __typename: string } }>(PUBLIC_EVENT, { slug: event.slug });
    expect(graphql.body.data!.publicEvent.__typename).toBe('NotFoundError');
  });

  it('a deactivated event is closed with the SPEC message (423), and open again once activated', async () => {
    const event = await createEvent(app, host);
    const setStatus = (status: string) =>
      app.server.inject({
        method: 'PATCH',
        url: `/api/auth/events/${event.id}/status`,
        headers: authHeaders(host),
        payload: { status },
      });
    await setStatus('INACTIVE');
    const closed = await guestGet(event.slug);
    expect(closed.statusCode).toBe(423);
    expect(closed.json()).toEqual({
      message: 'This event is currently inactive and not accessible to guests.',
      code: 'EventInactiveError',
    });
    const graphql = await app.graphql<{ publicEvent: { __typename: string; message: string } }>(PUBLIC_EVENT, {
      slug: event.slug,
    });
    expect(graphql.body.data!.publicEvent).toEqual({
      __typename: 'EventInactiveError',
      message: 'This event is currently inactive and not accessible to guests.',
    });
    await setStatus('ACTIVE');
    expect((await guestGet(event.slug)).statusCode).toBe(200);
  });
});

describe('the PIN', () => {
  it('is required, checked, accepted as query or header, and never sent back', async () => {
    const event = await createEvent(app, host, { isPinRequired: true, pinCode: '482915' });
    const none = await guestGet(event.slug);
    expect(none.statusCode).toBe(403);
    expect(none.json()).toEqual({ message: 'This event is protected', code: 'PinRequiredError' });
    const wrong = await guestGet(event.slug, { pin: '000000', ip: '203.0.113.20' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ message: 'Incorrect PIN. Please try again.', code: 'PinRequiredError' });
    expect((await guestGet(event.slug, { pin: '482915' })).statusCode).toBe(200);
    expect((await guestGet(event.slug, { header: '482915' })).statusCode).toBe(200);

    const graphql = await app.graphql<{ publicEvent: Record<string, unknown> }>(PUBLIC_EVENT, {
      slug: event.slug,
      pin: '1',
    });
    expect(graphql.body.data!.publicEvent).toEqual({
      __typename: 'PinRequiredError',
      pinGiven: true,
      message: 'Incorrect PIN. Please try again.',
    });
    const open = await app.graphql<{ publicEvent: Record<string, unknown> }>(PUBLIC_EVENT, {
      slug: event.slug,
      pin: '482915',
    });
    expect(open.body.data!.publicEvent).toMatchObject({ __typename: 'PublicEventSuccess' });
    expect(JSON.stringify(open.body)).not.toContain('482915');
    expect(guestBodies.some((body) => body.includes('482915'))).toBe(false);
  });

  it('allows a few wrong tries per event and client, then answers 429 even to the right PIN', async () => {
    const event = await createEvent(app, host, { isPinRequired: true, pinCode: '7391' });
    const other = await createEvent(app, host, { isPinRequired: true, pinCode: '7391' });
    const attacker = '198.51.100.7';
    for (let i = 0; i < 3; i += 1) {
      expect((await guestGet(event.slug, { pin: `000${i}`, ip: attacker })).statusCode).toBe(403);
    }
    const blocked = await guestGet(event.slug, { pin: '7391', ip: attacker });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const graphqlBlocked = await app.server.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: attacker,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: PUBLIC_EVENT, variables: { slug: event.slug, pin: '7391' } }),
    });
    expect(graphqlBlocked.json().data.publicEvent.__typename).toBe('RateLimitError');

    // Guests at the same venue on another address, and the same client on another event, are unaffected.
    expect((await guestGet(event.slug, { pin: '7391', ip: '198.51.100.8' })).statusCode).toBe(200);
    expect((await guestGet(other.slug, { pin: '7391', ip: attacker })).statusCode).toBe(200);
  });

  it('guards the cover files too: wrong tries there count against the same budget', async () => {
    const event = await createEvent(app, host, { isPinRequired: true, pinCode: '5555' });
    const attacker = '198.51.100.9';
    const coverKey = `events/${event.id}/cover/00000000-0000-4000-8000-000000000000.jpg`;
    await app.database.prisma.event.update({
      where: { id: event.id },
      data: { coverStorageKey: coverKey, coverImageUrl: `/api/uploads/${coverKey}` },
    });
    for (let i = 0; i < 3; i += 1) {
      const response = await app.server.inject({
        url: `/api/uploads/${coverKey}?pin=123${i}`,
        remoteAddress: attacker,
      });
      expect(response.statusCode).toBe(403);
    }
    expect((await guestGet(event.slug, { pin: '5555', ip: attacker })).statusCode).toBe(429);
  });
});
