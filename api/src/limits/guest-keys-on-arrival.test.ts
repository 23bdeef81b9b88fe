import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_ANSWER_ID } from '../../../common/embedded-answer.ts';
import { RELAXED_RATE_LIMITS, type TestApp } from '../../test/app.ts';
import { appWithHost, createEvent } from '../../test/factories.ts';
import { webRootWithGuestPage } from '../../test/web-root.ts';
import { persistedOperations, persistedQueryExtension } from '../graphql/persisted-operations.ts';

// Decision 064 (issue 35, item 3): the venue's guests get their key when they open the page, so a keyless
// scraper that spent the address's points holds none of them; keyed guests' uploads are limited per key,
// under a ceiling per event and address. Every call goes over real HTTP, from one address (127.0.0.1).

const HOUR = 3_600_000;
const ARRIVAL_KEYS = 3;
const PER_KEY_UPLOADS = 3;
const KEYED_UPLOADS_CEILING = 5;
const KEYLESS_UPLOADS = 2;

const GUEST_HTML = `<!doctype html>
<html lang="en">
  <head><title>Wedding Photos</title></head>
  <body><div id="root"></div><script type="module" src="/assets/guest-1.js"></script></body>
</html>`;

let app: TestApp;
let webRoot: string;
let base: string;
let host: { cookie: string };

beforeAll(async () => {
  webRoot = await webRootWithGuestPage('web-arrival-', GUEST_HTML);
  ({ app, host } = await appWithHost({
    webRoot,
    pointsBudgets: {
      caller: { limit: 100_000, windowMs: HOUR },
      account: { limit: 100_000, windowMs: HOUR },
      anonymous: { limit: 40, windowMs: HOUR },
      guest: { limit: 2_000, windowMs: HOUR },
      event: { limit: 100_000, windowMs: HOUR },
      venue: { limit: 100_000, windowMs: HOUR },
    },
    rateLimits: {
      ...RELAXED_RATE_LIMITS,
      guestKeysOnArrival: { limit: ARRIVAL_KEYS, windowMs: HOUR },
      photoUploads: { limit: KEYLESS_UPLOADS, windowMs: HOUR },
      photoUploadsPerKey: { limit: PER_KEY_UPLOADS, windowMs: HOUR },
      keyedPhotoUploads: { limit: KEYED_UPLOADS_CEILING, windowMs: HOUR },
    },
  }));
  base = await app.start();
});
afterAll(async () => {
  await app.close();
  await rm(webRoot, { recursive: true, force: true });
});

const withCookie = (cookie: string | undefined): Record<string, string> => (cookie ? { cookie } : {});

/** The `name=value` of the guest key cookie an answer sets, or undefined. */
const keyCookieOf = (response: Response, eventId: number) =>
  response.headers
    .getSetCookie()
    .map((header) => header.split(';', 1)[0]!)
    .find((pair) => pair.startsWith(`guest_${eventId}=`));

/** Opens the guest page as a browser does. */
const openPage = (slug: string, cookie?: string, path = '') =>
  fetch(`${base}/e/${slug}${path}`, { headers: withCookie(cookie) });

/** A guest page read the public answer cache does not answer (it pays points). */
const read = (slug: string, cookie?: string) =>
  fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...withCookie(cookie) },
    body: JSON.stringify({
      query: 'query($slug: String!) { publicEvent(slug: $slug) { __typename } }',
      variables: { slug },
    }),
  });

const rsvpOverRest = (slug: string, cookie?: string) =>
  fetch(`${base}/api/events/${slug}/rsvp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...withCookie(cookie) },
    body: JSON.stringify({ fullName: 'Deniz', status: 'YES', guestsCount: 1 }),
  });

const rsvpOverGraphQL = (slug: string, cookie?: string) =>
  fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...withCookie(cookie) },
    body: JSON.stringify({
      query: `mutation($input: SubmitRsvpInput!) { submitRsvp(input: $input) { __typename } }`,
      variables: { input: { slug, fullName: 'Ece', status: 'YES', guestsCount: 1 } },
    }),
  });

let shade = 0;
const upload = async (slug: string, cookie?: string) => {
  shade += 1;
  const png = await sharp({
    create: { width: 16, height: 12, channels: 3, background: { r: shade % 255, g: 9, b: 90 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(png)], { type: 'image/png' }), `venue-${shade}.png`);
  return fetch(`${base}/api/events/${slug}/uploads/direct`, {
    method: 'POST',
    headers: withCookie(cookie),
    body: form,
  });
};

/** A key cookie as the server issues it on a write. */
const issuedKey = async (eventId: number) => {
  let cookie = '';
  await app.services.guestKeys
    .of({ get: () => undefined, https: false, set: (name, value) => (cookie = `${name}=${value}`) })
    .keep(eventId);
  return cookie;
};

/** A keyless scraper reads until the address's points are spent. */
async function spendAddressBudget(slug: string) {
  let status = 200;
  for (let reads = 0; status !== 429 && reads < 100; reads += 1) status = (await read(slug)).status;
  expect(status).toBe(429);
}

describe('a guest key handed on arrival', () => {
  // First: the address's points are whole, so the GraphQL read (a miss of the public cache) is answered.
  it('is never set on the public answers a shared cache may keep', async () => {
    const event = await createEvent(app, host);
    const answers = await Promise.all([
      fetch(`${base}/api/events/${event.slug}`),
      fetch(`${base}/api/events/${event.slug}/gallery`),
      fetch(
        `${base}/graphql?${new URLSearchParams({
          variables: JSON.stringify({ slug: event.slug, pin: null }),
          extensions: JSON.stringify(persistedQueryExtension(persistedOperations().named('EventPageQuery').id)),
        })}`,
      ),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers.getSetCookie()).toEqual([]);
    }
    // The guest page's own query by its persisted id: an answer shared caches keep.
    expect(answers[2].headers.get('cache-control')).toMatch(/^public/);
  });

  it('lets a new guest read, answer and upload after a keyless scraper spent the address’s points', async () => {
    const event = await createEvent(app, host);
    await spendAddressBudget(event.slug);

    const page = await openPage(event.slug);
    expect(page.status).toBe(200);
    const key = keyCookieOf(page, event.id);
    expect(key).toBeDefined();
    // The page's first answer was paid by the new key, not refused with the address.
    expect(await page.text()).toContain(`id="${EMBEDDED_ANSWER_ID}"`);
    expect(page.headers.get('cache-control')).toBe('private, no-cache');

    expect((await read(event.slug, key)).status).toBe(200);
    expect((await rsvpOverRest(event.slug, key)).status).toBe(201);
    expect((await upload(event.slug, key)).status).toBe(201);
    // The scraper is still limited.
    expect((await read(event.slug)).status).toBe(429);
  });

  it('still lets a guest without one (the page came from elsewhere) get one by answering or uploading', async () => {
    const event = await createEvent(app, host);
    await spendAddressBudget(event.slug);

    const overRest = await rsvpOverRest(event.slug);
    expect(overRest.status).toBe(201);
    expect(keyCookieOf(overRest, event.id)).toBeDefined();
    const overGraphQL = await rsvpOverGraphQL(event.slug);
    expect(await overGraphQL.json()).toMatchObject({ data: { submitRsvp: { __typename: 'SubmitRsvpSuccess' } } });
    const key = keyCookieOf(overGraphQL, event.id);
    expect(key).toBeDefined();
    expect((await read(event.slug, key)).status).toBe(200);

    // Only an operation that does nothing but issue a key passes: anything else in it pays the address.
    const withMore = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `mutation($input: SubmitRsvpInput!) { submitRsvp(input: $input) { __typename } __typename }`,
        variables: { input: { slug: event.slug, fullName: 'Ece', status: 'YES' } },
      }),
    });
    expect(withMore.status).toBe(429);

    const uploaded = await upload(event.slug);
    expect(uploaded.status).toBe(201);
    expect(keyCookieOf(uploaded, event.id)).toBeDefined();
    // Reads without a key still pay the spent address.
    expect((await read(event.slug)).status).toBe(429);
  });

  it('is handed at most so many times per event and address an hour; past it the page still loads', async () => {
    const event = await createEvent(app, host);
    const statuses: number[] = [];
    const keys: (string | undefined)[] = [];
    for (let i = 0; i < ARRIVAL_KEYS + 2; i += 1) {
      const page = await openPage(event.slug);
      statuses.push(page.status);
      keys.push(keyCookieOf(page, event.id));
    }
    expect(statuses).toEqual(Array(ARRIVAL_KEYS + 2).fill(200));
    expect(keys.filter(Boolean)).toHaveLength(ARRIVAL_KEYS);
    expect(new Set(keys.filter(Boolean)).size).toBe(ARRIVAL_KEYS);
    expect(keys.slice(ARRIVAL_KEYS)).toEqual([undefined, undefined]);
  });

  it('is never set again on a browser that holds a valid key, on any guest page', async () => {
    const event = await createEvent(app, host);
    const key = await issuedKey(event.id);
    for (const path of ['', '/photos']) {
      const page = await openPage(event.slug, key, path);
      expect(page.status).toBe(200);
      expect(page.headers.getSetCookie()).toEqual([]);
    }
  });

  it('makes nothing of made-up or altered keys: they pay the address, and the page hands a real one', async () => {
    const event = await createEvent(app, host);
    await spendAddressBudget(event.slug);
    const madeUp = `guest_${event.id}=${randomBytes(16).toString('base64url')}.${randomBytes(32).toString('base64url')}`;
    const real = await issuedKey(event.id);
    const altered = `${real.slice(0, -3)}${real.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    expect((await read(event.slug, madeUp)).status).toBe(429);
    expect((await read(event.slug, altered)).status).toBe(429);
    const page = await openPage(event.slug, madeUp);
    const handed = keyCookieOf(page, event.id);
    expect(handed).toBeDefined();
    expect(handed).not.toBe(madeUp);
    expect((await read(event.slug, handed)).status).toBe(200);
  });
});

describe('keyed guests’ uploads', () => {
  it('are limited per key (another key on the address goes on), under a ceiling per event and address', async () => {
    const event = await createEvent(app, host);
    const [first, second, third] = await Promise.all([issuedKey(event.id), issuedKey(event.id), issuedKey(event.id)]);
    const firstKeys: number[] = [];
    for (let i = 0; i < PER_KEY_UPLOADS; i += 1) firstKeys.push((await upload(event.slug, first)).status);
    expect(firstKeys).toEqual(Array(PER_KEY_UPLOADS).fill(201));
    const flood = await upload(event.slug, first);
    expect(flood.status).toBe(429);
    const floodWords = ((await flood.json()) as { message: string }).message;

    // The flood refused by its key spent nothing of the ceiling: the second key has the rest of it.
    const secondKeys: number[] = [];
    for (let i = PER_KEY_UPLOADS; i < KEYED_UPLOADS_CEILING; i += 1) {
      secondKeys.push((await upload(event.slug, second)).status);
    }
    expect(secondKeys).toEqual(Array(KEYED_UPLOADS_CEILING - PER_KEY_UPLOADS).fill(201));
    expect((await upload(event.slug, third)).status).toBe(429);

    // Callers without a key keep the event and address's own limit, refused in the same words.
    const keyless: number[] = [];
    for (let i = 0; i <= KEYLESS_UPLOADS; i += 1) keyless.push((await upload(event.slug)).status);
    expect(keyless).toEqual([...Array(KEYLESS_UPLOADS).fill(201), 429]);
    const refusal = await upload(event.slug);
    expect(((await refusal.json()) as { message: string }).message).toBe(floodWords);
  }, 30_000);
});
