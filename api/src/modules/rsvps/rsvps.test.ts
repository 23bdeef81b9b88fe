import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashGuestKey } from '../guest/guest-key.ts';
import { authHeaders, type TestApp } from '../../../test/app.ts';
import { appWithHost, createEvent, inDays, switchOff } from '../../../test/factories.ts';

let app: TestApp;
let host: { cookie: string };

beforeAll(async () => {
  ({ app, host } = await appWithHost());
});
afterAll(() => app.close());

const ANSWER = {
  fullName: 'Deniz Kaya',
  email: 'Deniz@Example.com',
  phone: '+90 555 000 00 00',
  status: 'YES',
  guestsCount: 2,
  note: 'Vegetarian',
};

function rsvp(slug: string, body: Record<string, unknown>, options: { cookie?: string; pin?: string } = {}) {
  return app.server.inject({
    method: 'POST',
    url: `/api/events/${slug}/rsvp${options.pin ? `?pin=${options.pin}` : ''}`,
    headers: options.cookie ? { cookie: options.cookie } : {},
    payload: body,
  });
}

const SUBMIT = /* GraphQL */ `
  mutation Submit($input: SubmitRsvpInput!) {
    submitRsvp(input: $input) {
      __typename
      ... on SubmitRsvpSuccess {
        rsvp {
          fullName
          status
          guestsCount
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

describe('a guest answers', () => {
  it('records the answer and gives the browser a year-long HttpOnly guest key; the same browser changes it later', async () => {
    const event = await createEvent(app, host);
    const first = await rsvp(event.slug, ANSWER);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      message: 'RSVP Submitted!',
      rsvp: { fullName: 'Deniz Kaya', email: 'deniz@example.com', status: 'YES', guestsCount: 2, note: 'Vegetarian' },
    });
    const cookie = first.cookies.find((c) => c.name === `guest_${event.id}`)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 365 * 24 * 60 * 60 });

    const changed = await rsvp(
      event.slug,
      { ...ANSWER, status: 'NO', guestsCount: 1 },
      { cookie: `${cookie.name}=${cookie.value}` },
    );
    expect(changed.json().rsvp).toMatchObject({ status: 'NO', guestsCount: 1 });
    const another = await rsvp(event.slug, { fullName: 'Ece', status: 'MAYBE' });
    expect(another.json().rsvp).toMatchObject({ fullName: 'Ece', status: 'MAYBE', guestsCount: 1 });

    const rows = await app.database.prisma.rsvp.findMany({ where: { eventId: event.id }, orderBy: { id: 'asc' } });
    expect(rows.map((row) => [row.fullName, row.status])).toEqual([
      ['Deniz Kaya', 'NO'],
      ['Ece', 'MAYBE'],
    ]);
  });

  it('works over GraphQL, and publicEvent.viewerRsvp shows this browser its own answer', async () => {
    const event = await createEvent(app, host);
    const submitted = await app.graphql<{ submitRsvp: { __typename: string } }>(SUBMIT, {
      input: { slug: event.slug, fullName: 'Mert', status: 'MAYBE', guestsCount: 3 },
    });
    expect(submitted.body.data!.submitRsvp).toMatchObject({
      __typename: 'SubmitRsvpSuccess',
      rsvp: { fullName: 'Mert', status: 'MAYBE', guestsCount: 3 },
    });
    const cookie = submitted.raw.cookies.find((c) => c.name === `guest_${event.id}`)!;
    const query = `query($slug: String!) { publicEvent(slug: $slug) { ... on PublicEventSuccess { event { viewerRsvp { fullName status } } } } }`;
    const mine = await app.graphql<{ publicEvent: { event: { viewerRsvp: unknown } } }>(
      query,
      { slug: event.slug },
      {
        cookie: `${cookie.name}=${cookie.value}`,
      },
    );
    expect(mine.body.data!.publicEvent.event.viewerRsvp).toEqual({ fullName: 'Mert', status: 'MAYBE' });
    const stranger = await app.graphql<{ publicEvent: { event: { viewerRsvp: unknown } } }>(query, {
      slug: event.slug,
    });
    expect(stranger.body.data!.publicEvent.event.viewerRsvp).toBeNull();
  });

  it.each([
    [{ ...ANSWER, fullName: ' ' }, 'Full name is required'],
    [{ ...ANSWER, guestsCount: 0 }, 'Number of guests must be between 1 and 10'],
    [{ ...ANSWER, guestsCount: 11 }, 'Number of guests must be between 1 and 10'],
    [{ ...ANSWER, guestsCount: 'many' }, 'Number of guests must be between 1 and 10'],
    [{ ...ANSWER, status: 'PERHAPS' }, 'Please choose Yes, No or Maybe'],
    [{ ...ANSWER, email: 'not-an-email' }, 'Please enter a valid email address'],
  ])('refuses %j with a clear 400', async (body, message) => {
    const event = await createEvent(app, host);
    const response = await rsvp(event.slug, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: 'ValidationError' });
  });
});

describe('a browser that answered before guest keys (its rsvp_{event} cookie)', () => {
  it('still changes its own answer and sees it; the answer moves to the guest key cookie', async () => {
    const event = await createEvent(app, host);
    const oldKey = randomUUID();
    // As the guest-keys migration leaves an earlier answer: its key hashed by PostgreSQL itself.
    const [row] = await app.database.prisma.$queryRaw<{ hash: string }[]>`
      SELECT encode(sha256(convert_to(${oldKey}, 'UTF8')), 'hex') AS hash`;
    const hash = row!.hash;
    expect(hash).toBe(hashGuestKey(oldKey));
    await app.database.prisma.rsvp.create({
      data: { eventId: event.id, fullName: 'Early Bird', status: 'MAYBE', guestKeyHash: hash },
    });

    const changed = await rsvp(
      event.slug,
      { fullName: 'Early Bird', status: 'YES' },
      { cookie: `rsvp_${event.id}=${oldKey}` },
    );
    expect(changed.statusCode).toBe(201);
    // The same key, now with our signature (decision 040): the event knew it, so it was ours.
    expect(changed.cookies.find((c) => c.name === `guest_${event.id}`)?.value).toMatch(new RegExp(`^${oldKey}\\.`));
    const rows = await app.database.prisma.rsvp.findMany({ where: { eventId: event.id } });
    expect(rows.map((row) => [row.fullName, row.status])).toEqual([['Early Bird', 'YES']]);
    expect(JSON.stringify(rows)).not.toContain(oldKey);

    const query = `query($slug: String!) { publicEvent(slug: $slug) { ... on PublicEventSuccess { event { viewerRsvp { status } } } } }`;
    const mine = await app.graphql<{ publicEvent: { event: { viewerRsvp: unknown } } }>(
      query,
      { slug: event.slug },
      { cookie: `rsvp_${event.id}=${oldKey}` },
    );
    expect(mine.body.data!.publicEvent.event.viewerRsvp).toEqual({ status: 'YES' });
  });
});

describe('the server enforces', () => {
  it('rsvpEnabled and the deadline (409)', async () => {
    const off = await createEvent(app, host, { rsvpEnabled: false });
    const closed = await rsvp(off.slug, ANSWER);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({ message: 'RSVPs are closed for this event.', code: 'RsvpClosedError' });

    const late = await createEvent(app, host, { rsvpDeadline: inDays(-1).toISOString() });
    expect((await rsvp(late.slug, ANSWER)).json()).toEqual({
      message: 'The RSVP deadline has passed.',
      code: 'RsvpClosedError',
    });
    const graphql = await app.graphql<{ submitRsvp: unknown }>(SUBMIT, {
      input: { slug: late.slug, fullName: 'Mert', status: 'YES' },
    });
    expect(graphql.body.data!.submitRsvp).toEqual({
      __typename: 'RsvpClosedError',
      message: 'The RSVP deadline has passed.',
    });
    expect(await app.database.prisma.rsvp.count({ where: { eventId: { in: [off.id, late.id] } } })).toBe(0);
  });

  it('the PIN, inactive and deleted events', async () => {
    const locked = await createEvent(app, host, { isPinRequired: true, pinCode: '8642' });
    expect((await rsvp(locked.slug, ANSWER)).statusCode).toBe(403);
    expect((await rsvp(locked.slug, ANSWER, { pin: '1111' })).statusCode).toBe(403);
    expect((await rsvp(locked.slug, ANSWER, { pin: '8642' })).statusCode).toBe(201);

    const inactive = await createEvent(app, host);
    await switchOff(app, host, inactive.id);
    expect((await rsvp(inactive.slug, ANSWER)).statusCode).toBe(423);

    const deleted = await createEvent(app, host);
    await app.server.inject({ method: 'DELETE', url: `/api/auth/events/${deleted.id}`, headers: authHeaders(host) });
    expect((await rsvp(deleted.slug, ANSWER)).statusCode).toBe(404);
    expect(await app.database.prisma.rsvp.count({ where: { eventId: { in: [inactive.id, deleted.id] } } })).toBe(0);
  });
});
