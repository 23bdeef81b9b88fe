import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, RELAXED_RATE_LIMITS, signupUser, type TestApp } from '../../../test/app.ts';
import { addCoHost, createEvent, type CreatedEvent } from '../../../test/factories.ts';
import { follow, liveClient } from '../../../test/live.ts';
import type { SignedUpUser } from '../../../test/users.ts';

// Decision 043: nobody types the PIN twice. Access links (`/e/{slug}?k=…`) and device passes (an
// HttpOnly cookie per event) let guests in, signed by the server and bound to the event and its PIN;
// the event's hosts pass their own gate. Guests with neither still meet the PIN.

let app: TestApp;
let address: string;
let owner: SignedUpUser;
const clients: Client[] = [];

beforeAll(async () => {
  app = await createTestApp({ rateLimits: { ...RELAXED_RATE_LIMITS, pinTries: { limit: 5, windowMs: 60_000 } } });
  address = await app.start();
  owner = await signupUser(app);
});
afterAll(async () => {
  await Promise.all(clients.map(async (client) => client.dispose()));
  await app.close();
});

const PUBLIC_EVENT = /* GraphQL */ `
  query PublicEvent($slug: String!, $pin: String) {
    publicEvent(slug: $slug, pin: $pin) {
      __typename
      ... on PinRequiredError {
        pinGiven
        eventTitle
        eventCoupleNames
        eventDateTime
      }
      ... on Error {
        message
      }
    }
  }
`;
const ACCESS_URL = /* GraphQL */ `
  query AccessUrl($id: Int!) {
    hostedEvent(databaseId: $id) {
      shareUrl
      guestAccessUrl
    }
  }
`;
const GALLERY = /* GraphQL */ `
  subscription Gallery($slug: String!, $pin: String) {
    galleryUpdated(slug: $slug, pin: $pin) {
      photoCount
    }
  }
`;

const GUEST_IP = '203.0.113.40';

function guestGet(slug: string, options: { cookie?: string; pin?: string; ip?: string } = {}) {
  return app.server.inject({
    url: `/api/events/${slug}${options.pin ? `?pin=${options.pin}` : ''}`,
    headers: options.cookie ? { cookie: options.cookie } : {},
    remoteAddress: options.ip ?? GUEST_IP,
  });
}

async function publicEvent(slug: string, options: { cookie?: string; pin?: string } = {}) {
  const response = await app.server.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: GUEST_IP,
    headers: { 'content-type': 'application/json', ...(options.cookie ? { cookie: options.cookie } : {}) },
    payload: JSON.stringify({ query: PUBLIC_EVENT, variables: { slug, pin: options.pin } }),
  });
  return response.json<{ data: { publicEvent: Record<string, unknown> } }>().data.publicEvent;
}

function enter(slug: string, body: Record<string, string>, headers: Record<string, string> = {}) {
  return app.server.inject({
    method: 'POST',
    url: `/api/events/${slug}/pass`,
    payload: body,
    headers,
    remoteAddress: GUEST_IP,
  });
}

/** The `name=value` of the device pass a response set (and the Set-Cookie line itself). */
function passOf(response: { headers: Record<string, unknown> }, event: CreatedEvent) {
  const lines = ([] as string[]).concat((response.headers['set-cookie'] as string | string[] | undefined) ?? []);
  const line = lines.find((value) => value.startsWith(`guest_pass_${event.id}=`));
  if (!line) throw new Error(`no device pass was set: ${lines.join(' | ')}`);
  return { cookie: line.split(';')[0]!, line };
}

async function accessUrlOf(event: CreatedEvent): Promise<string | null> {
  const { body } = await app.graphql<{ hostedEvent: { guestAccessUrl: string | null } }>(
    ACCESS_URL,
    { id: event.id },
    { cookie: owner.cookie },
  );
  return body.data!.hostedEvent.guestAccessUrl;
}

async function changePin(event: CreatedEvent, pinCode: string) {
  const response = await app.server.inject({
    method: 'PATCH',
    url: `/api/auth/events/${event.id}`,
    headers: authHeaders({ cookie: owner.cookie }),
    payload: { isPinRequired: true, pinCode },
  });
  expect(response.statusCode).toBe(200);
}

/** The base64url character that decodes to the same bits as `last` but differs in its unused low bits. */
function respell(last: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  return alphabet[alphabet.indexOf(last) ^ 0b01]!;
}

const pinEvent = (pinCode = '482915') =>
  createEvent(app, { cookie: owner.cookie }, { isPinRequired: true, pinCode, coupleNames: 'Ayla & Can' });

describe('the access link', () => {
  it('lets a guest in without typing, only into its own event, and stops working after a PIN change', async () => {
    const event = await pinEvent();
    const other = await pinEvent();
    const url = await accessUrlOf(event);
    expect(url).toMatch(new RegExp(`/e/${event.slug}\\?k=[A-Za-z0-9_-]{32}$`));
    expect(url).not.toContain('482915');
    const key = new URL(url!).searchParams.get('k')!;

    // Its own event: in, with a device pass set.
    const entered = await enter(event.slug, { key });
    expect(entered.statusCode).toBe(204);
    const { cookie } = passOf(entered, event);
    expect((await guestGet(event.slug, { cookie })).statusCode).toBe(200);

    // Another event's link is no key to this one.
    const wrong = await enter(other.slug, { key });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({
      message: 'This access link no longer works. Please enter the PIN instead.',
      code: 'PinRequiredError',
    });
    expect(wrong.headers['set-cookie']).toBeUndefined();

    // A new PIN: the printed link and the pass it gave stop working; the new link works.
    await changePin(event, '771204');
    expect((await enter(event.slug, { key })).statusCode).toBe(403);
    expect((await guestGet(event.slug, { cookie })).statusCode).toBe(403);
    const newUrl = await accessUrlOf(event);
    expect(newUrl).not.toBe(url);
    expect((await enter(event.slug, { key: new URL(newUrl!).searchParams.get('k')! })).statusCode).toBe(204);
  });

  it('is null for an event without a PIN, and hosts alone can read it', async () => {
    const open = await createEvent(app, { cookie: owner.cookie });
    expect(await accessUrlOf(open)).toBeNull();
    const event = await pinEvent();
    const stranger = await signupUser(app);
    const { body } = await app.graphql<{ hostedEvent: unknown }>(
      ACCESS_URL,
      { id: event.id },
      { cookie: stranger.cookie },
    );
    expect(body.data!.hostedEvent).toBeNull();
  });
});

describe('the device pass', () => {
  it('is set by the right PIN as an HttpOnly, SameSite=Lax cookie without the PIN, and lets the device in everywhere', async () => {
    const event = await pinEvent('639027');
    const opened = await guestGet(event.slug, { pin: '639027' });
    expect(opened.statusCode).toBe(200);
    const { cookie, line } = passOf(opened, event);
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Lax/);
    expect(line).toMatch(/; Path=\//);
    expect(line).toMatch(/; Max-Age=\d+/);
    expect(line).not.toContain('639027');

    // Another tab, a reload, another path: no PIN asked.
    expect((await guestGet(event.slug, { cookie })).statusCode).toBe(200);
    expect(await publicEvent(event.slug, { cookie })).toMatchObject({ __typename: 'PublicEventSuccess' });
    const gallery = await app.server.inject({ url: `/api/events/${event.slug}/gallery`, headers: { cookie } });
    expect(gallery.statusCode).toBe(200);
    const rsvp = await app.server.inject({
      method: 'POST',
      url: `/api/events/${event.slug}/rsvp`,
      headers: { cookie },
      payload: { fullName: 'Deniz Kaya', email: 'deniz@example.com', status: 'MAYBE', guestsCount: 1 },
    });
    expect(rsvp.statusCode).toBe(201);
  });

  it('is set when the PIN is entered on the GraphQL page too', async () => {
    const event = await pinEvent('550127');
    const response = await app.server.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: GUEST_IP,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: PUBLIC_EVENT, variables: { slug: event.slug, pin: '550127' } }),
    });
    const { cookie } = passOf(response, event);
    expect(await publicEvent(event.slug, { cookie })).toMatchObject({ __typename: 'PublicEventSuccess' });
  });

  it('refuses a tampered pass, one made for another event, and every pass after a PIN change', async () => {
    const event = await pinEvent('204816');
    const other = await pinEvent('204816');
    const { cookie } = passOf(await guestGet(event.slug, { pin: '204816' }), event);
    const [name, value] = cookie.split('=') as [string, string];
    const [expires, signature] = value.split('.') as [string, string];

    // A later expiry, or one flipped letter of the signature: not ours.
    const later = `${name}=${Number(expires) + 86_400}.${signature}`;
    const flipped = `${name}=${expires}.${signature.slice(0, 5)}${signature[5] === 'A' ? 'B' : 'A'}${signature.slice(6)}`;
    // The last character's two unused bits set: the same bytes once decoded, but not the pass we wrote.
    const respelled = `${name}=${expires}.${signature.slice(0, -1)}${respell(signature.at(-1)!)}`;
    for (const forged of [later, flipped, respelled]) {
      const refused = await guestGet(event.slug, { cookie: forged });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: 'This event is protected', code: 'PinRequiredError' });
    }
    // The same value under the other event's name: bound to its event, so refused there.
    const moved = `guest_pass_${other.id}=${value}`;
    expect((await guestGet(other.slug, { cookie: moved })).statusCode).toBe(403);
    expect(await publicEvent(other.slug, { cookie: moved })).toMatchObject({ __typename: 'PinRequiredError' });

    await changePin(event, '918273');
    expect((await guestGet(event.slug, { cookie })).statusCode).toBe(403);
    expect(await publicEvent(event.slug, { cookie })).toMatchObject({
      __typename: 'PinRequiredError',
      pinGiven: false,
    });
  });

  it('over HTTPS is a Secure __Host- cookie', async () => {
    const event = await pinEvent('310586');
    const response = await app.server.inject({
      url: `/api/events/${event.slug}?pin=310586`,
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: '127.0.0.1',
    });
    expect(response.statusCode).toBe(200);
    const line = ([] as string[])
      .concat(response.headers['set-cookie'] ?? [])
      .find((value) => value.startsWith('__Host-guest_pass_'));
    expect(line).toMatch(new RegExp(`^__Host-guest_pass_${event.id}=.*; Secure`));
  });
});

describe('the PIN gate', () => {
  it('still stops a guest without PIN or pass, and names the event it guards', async () => {
    const event = await pinEvent('845120');
    const none = await guestGet(event.slug);
    expect(none.statusCode).toBe(403);
    expect(none.json()).toEqual({ message: 'This event is protected', code: 'PinRequiredError' });
    expect(none.headers['set-cookie']).toBeUndefined();
    const gate = await publicEvent(event.slug);
    expect(gate).toMatchObject({
      __typename: 'PinRequiredError',
      pinGiven: false,
      eventTitle: 'Ayla & Can',
      eventCoupleNames: 'Ayla & Can',
    });
    expect(typeof gate.eventDateTime).toBe('string');
    const gallery = await app.server.inject({ url: `/api/events/${event.slug}/gallery`, remoteAddress: GUEST_IP });
    expect(gallery.statusCode).toBe(403);
  });

  it('lets the owner and a co-host in without the PIN, on REST and GraphQL reads', async () => {
    const event = await pinEvent('662901');
    const coHost = await signupUser(app);
    await addCoHost(app, { cookie: owner.cookie }, event.id, coHost);
    const stranger = await signupUser(app);
    for (const host of [owner, coHost]) {
      expect((await guestGet(event.slug, { cookie: host.cookie })).statusCode).toBe(200);
      expect(await publicEvent(event.slug, { cookie: host.cookie })).toMatchObject({
        __typename: 'PublicEventSuccess',
      });
      const gallery = await app.server.inject({
        url: `/api/events/${event.slug}/gallery`,
        headers: { cookie: host.cookie },
      });
      expect(gallery.statusCode).toBe(200);
    }
    // Signed in is not enough: someone else's event still asks for its PIN.
    expect((await guestGet(event.slug, { cookie: stranger.cookie })).statusCode).toBe(403);
    expect(await publicEvent(event.slug, { cookie: stranger.cookie })).toMatchObject({
      __typename: 'PinRequiredError',
    });
  });

  it("lets the owner's slideshow subscribe without the PIN; a guest's subscription is refused", async () => {
    const event = await pinEvent('190733');
    const hostClient = liveClient(address, { headers: { cookie: owner.cookie } });
    const guestClient = liveClient(address);
    clients.push(hostClient, guestClient);
    const host = follow<{ galleryUpdated: { photoCount: number } }>(hostClient, GALLERY, { slug: event.slug });
    const first = await host.next();
    expect(first.errors).toBeUndefined();
    expect(first.data?.galleryUpdated.photoCount).toBe(0);
    host.stop();
    const guest = follow(guestClient, GALLERY, { slug: event.slug });
    expect((await guest.next()).errors?.[0]?.message).toBe('This event is protected');
  });

  it('lets a device pass subscribe without the PIN', async () => {
    const event = await pinEvent('447120');
    const { cookie } = passOf(await guestGet(event.slug, { pin: '447120' }), event);
    const client = liveClient(address, { headers: { cookie } });
    clients.push(client);
    const guest = follow<{ galleryUpdated: { photoCount: number } }>(client, GALLERY, { slug: event.slug });
    const first = await guest.next();
    expect(first.errors).toBeUndefined();
    guest.stop();
  });
});
