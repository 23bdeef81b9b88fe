import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.ts';
import { appWithHost, createEvent, type CreatedEvent } from '../../../test/factories.ts';
import { multipart } from '../../../test/multipart.ts';
import { hashGuestKey } from './guest-key.ts';

// Decision 040: a guest key is an identity only if this server issued it, for this event. A value planted
// in a guest's browser (from a sibling subdomain, say) must not become the key their photos are filed
// under, or whoever planted it sees those photos in "Your photos" and can delete them.

let app: TestApp;
let host: { cookie: string };

beforeAll(async () => {
  ({ app, host } = await appWithHost());
});
afterAll(() => app.close());

let shade = 0;
async function photo(): Promise<Buffer> {
  shade += 1;
  return sharp({ create: { width: 24, height: 16, channels: 3, background: { r: shade % 255, g: 90, b: 10 } } })
    .png()
    .toBuffer();
}

async function upload(event: CreatedEvent, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  const { payload, headers: form } = multipart([
    { name: 'files', filename: `p-${shade}.png`, contentType: 'image/png', data: await photo() },
  ]);
  const response = await app.server.inject({
    method: 'POST',
    url: `/api/events/${event.slug}/uploads/direct`,
    headers: { ...form, ...headers },
    payload,
  });
  expect(response.statusCode).toBe(201);
  return response;
}

const uploadedId = (response: LightMyRequestResponse) => response.json<{ uploads: { id: number }[] }>().uploads[0]!.id;
const guestCookie = (response: LightMyRequestResponse, event: CreatedEvent, prefix = '') =>
  response.cookies.find((cookie) => cookie.name === `${prefix}guest_${event.id}`);

function mine(event: CreatedEvent, cookie: string) {
  return app.server.inject({ url: `/api/events/${event.slug}/my-uploads`, headers: { cookie } });
}
const idsOf = (response: LightMyRequestResponse) =>
  response.json<{ uploads: { id: number }[] }>().uploads.map((upload) => upload.id);

function remove(event: CreatedEvent, id: number, cookie: string) {
  return app.server.inject({
    method: 'DELETE',
    url: `/api/events/${event.slug}/my-uploads/${id}`,
    headers: { cookie },
  });
}

describe('a guest key the server never issued', () => {
  it('planted in a guest’s browser, is not adopted: the attacker who planted it sees and deletes nothing', async () => {
    const event = await createEvent(app, host);
    const planted = randomUUID();
    const sent = await upload(event, { cookie: `guest_${event.id}=${planted}` });
    const issued = guestCookie(sent, event)!;
    expect(issued.value).not.toBe(planted);
    expect(issued.value).not.toContain(planted);
    const id = uploadedId(sent);

    const attacker = `guest_${event.id}=${planted}`;
    expect(idsOf(await mine(event, attacker))).toEqual([]);
    const refused = await remove(event, id, attacker);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: 'Photo not found', code: 'NotFoundError' });
    expect(await app.database.prisma.upload.findUnique({ where: { id } })).not.toBeNull();
    // The guest's own browser, holding the key the server set, still has its photo.
    expect(idsOf(await mine(event, `guest_${event.id}=${issued.value}`))).toEqual([id]);
  });

  it('forged from an issued one (its signature changed) is ignored, and a new key is issued', async () => {
    const event = await createEvent(app, host);
    const first = await upload(event);
    const real = guestCookie(first, event)!.value;
    const [key, signature] = real.split('.');
    const forged = `${key}.${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`;
    expect(idsOf(await mine(event, `guest_${event.id}=${forged}`))).toEqual([]);
    const again = await upload(event, { cookie: `guest_${event.id}=${forged}` });
    expect(guestCookie(again, event)!.value).not.toBe(forged);
    expect(guestCookie(again, event)!.value).not.toBe(real);
    expect(idsOf(await mine(event, `guest_${event.id}=${real}`))).toEqual([uploadedId(first)]);
  });

  it('malformed or oversized values are no key at all, never an error', async () => {
    const event = await createEvent(app, host);
    for (const value of ['x', '.', 'a.b.c', `${'a'.repeat(500)}.${'b'.repeat(43)}`, '%E0%A4%A']) {
      const response = await mine(event, `guest_${event.id}=${value}`);
      expect(response.statusCode).toBe(200);
      expect(idsOf(response)).toEqual([]);
    }
  });
});

describe('a key issued for one event', () => {
  it('is not accepted for another event', async () => {
    const a = await createEvent(app, host);
    const b = await createEvent(app, host);
    const inA = await upload(a);
    const keyOfA = guestCookie(inA, a)!.value;
    // The same browser value carried over to event B's cookie: B issues a key of its own.
    const inB = await upload(b, { cookie: `guest_${b.id}=${keyOfA}` });
    expect(guestCookie(inB, b)!.value).not.toBe(keyOfA);
    expect(idsOf(await mine(b, `guest_${b.id}=${keyOfA}`))).toEqual([]);
    const refused = await remove(b, uploadedId(inB), `guest_${b.id}=${keyOfA}`);
    expect(refused.statusCode).toBe(404);
  });
});

describe('keys issued before keys were signed (plain UUIDs)', () => {
  async function legacyUpload(event: CreatedEvent, key: string): Promise<number> {
    const row = await app.database.prisma.upload.findUniqueOrThrow({
      where: { id: uploadedId(await upload(event)) },
    });
    // As the earlier server left it: the row filed under the plain key's hash.
    await app.database.prisma.upload.update({ where: { id: row.id }, data: { guestKeyHash: hashGuestKey(key) } });
    return row.id;
  }

  it('are kept where the event knows them: the same photos, and the cookie comes back signed', async () => {
    const event = await createEvent(app, host);
    const legacy = randomUUID();
    const earlier = await legacyUpload(event, legacy);
    const cookie = `guest_${event.id}=${legacy}`;
    expect(idsOf(await mine(event, cookie))).toEqual([earlier]);

    const sent = await upload(event, { cookie });
    const reissued = guestCookie(sent, event)!.value;
    expect(reissued).toMatch(new RegExp(`^${legacy}\\.`));
    expect(idsOf(await mine(event, `guest_${event.id}=${reissued}`))).toEqual([uploadedId(sent), earlier]);
  });

  it('known to another event only are not adopted here', async () => {
    const a = await createEvent(app, host);
    const b = await createEvent(app, host);
    const legacy = randomUUID();
    await legacyUpload(a, legacy);
    const sent = await upload(b, { cookie: `guest_${b.id}=${legacy}` });
    expect(guestCookie(sent, b)!.value).not.toContain(legacy);
  });
});

describe('behind HTTPS', () => {
  const https = { 'x-forwarded-proto': 'https' };

  it('the key is a __Host- cookie: Secure, Path=/, no Domain', async () => {
    const event = await createEvent(app, host);
    const sent = await upload(event, https);
    expect(guestCookie(sent, event)).toBeUndefined();
    const issued = guestCookie(sent, event, '__Host-')!;
    expect(issued).toMatchObject({ secure: true, path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(issued.domain).toBeUndefined();
    const own = await app.server.inject({
      url: `/api/events/${event.slug}/my-uploads`,
      headers: { ...https, cookie: `__Host-guest_${event.id}=${issued.value}` },
    });
    expect(idsOf(own)).toEqual([uploadedId(sent)]);
  });

  it('every path that issues a key names it __Host- (RSVP, GraphQL, a resumable upload written past Fastify)', async () => {
    const event = await createEvent(app, host);
    const answered = await app.server.inject({
      method: 'POST',
      url: `/api/events/${event.slug}/rsvp`,
      headers: https,
      payload: { fullName: 'Ayla Demir', status: 'YES' },
    });
    const graphql = await app.server.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...https, 'content-type': 'application/json' },
      payload: JSON.stringify({
        query: `mutation($input: SubmitRsvpInput!) { submitRsvp(input: $input) { __typename } }`,
        variables: { input: { slug: event.slug, fullName: 'Mert Can', status: 'NO' } },
      }),
    });
    expect(graphql.json().data).toEqual({ submitRsvp: { __typename: 'SubmitRsvpSuccess' } });
    const resumable = await app.server.inject({
      method: 'POST',
      url: `/api/events/${event.slug}/tus`,
      headers: { ...https, 'tus-resumable': '1.0.0', 'upload-length': '1000' },
    });
    expect(resumable.statusCode).toBe(201);
    for (const response of [answered, graphql, resumable]) {
      expect(guestCookie(response, event)).toBeUndefined();
      const issued = guestCookie(response, event, '__Host-')!;
      expect(issued).toMatchObject({ secure: true, path: '/', httpOnly: true });
      expect(issued.domain).toBeUndefined();
    }
  });

  it('a plain-named cookie (one a sibling subdomain can plant) is not taken, even one the server signed', async () => {
    const event = await createEvent(app, host);
    // The attacker's own issued key, planted under the plain name in the victim's browser.
    const attackerSent = await upload(event, https);
    const attackerKey = guestCookie(attackerSent, event, '__Host-')!.value;
    const victimSent = await upload(event, { ...https, cookie: `guest_${event.id}=${attackerKey}` });
    const victimKey = guestCookie(victimSent, event, '__Host-')!.value;
    expect(victimKey).not.toBe(attackerKey);
    const attackersView = await app.server.inject({
      url: `/api/events/${event.slug}/my-uploads`,
      headers: { ...https, cookie: `__Host-guest_${event.id}=${attackerKey}` },
    });
    expect(idsOf(attackersView)).toEqual([uploadedId(attackerSent)]);

    // With both, the __Host- one counts, wherever the planted one sits in the header.
    const both = await app.server.inject({
      url: `/api/events/${event.slug}/my-uploads`,
      headers: { ...https, cookie: `guest_${event.id}=${attackerKey}; __Host-guest_${event.id}=${victimKey}` },
    });
    expect(idsOf(both)).toEqual([uploadedId(victimSent)]);
  });
});
