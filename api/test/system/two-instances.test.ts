import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerDatabase } from '../database.ts';
import { quadrantPixels } from '../images.ts';
import { follow, liveClient, untilReceived } from '../live.ts';
import { multipart } from '../multipart.ts';
import { createEventOn, json, photosProcessedOn, signUpOn, startServer, stopServer } from '../server-process.ts';
import {
  assertSharedServicesReachable,
  SERVER_DATABASE_URL,
  SHARED_REDIS_URL,
  testRedisNamespace,
} from '../shared-services.ts';

// Issue 17, item 2: two `npm start` processes behind a load balancer, sharing one PostgreSQL database, one
// Redis and one storage directory, as a deployment runs them. Everything is asked over HTTP and graphql-ws.

const GALLERY = `subscription ($slug: String!) { galleryUpdated(slug: $slug) { added { id } removedIds photoCount } }`;
const QUEUE = `subscription ($eventId: ID!) { moderationQueue(eventId: $eventId) { kind photos { databaseId } } }`;
const galleryId = (id: number) => Buffer.from(`GalleryPhoto:${id}`).toString('base64');
const eventGlobalId = (id: number) => Buffer.from(`Event:${id}`).toString('base64');

let a: string;
let b: string;
let dataDir: string;
let database: { url: string; drop(): Promise<void> };
const running: ChildProcess[] = [];
const clients: Client[] = [];

beforeAll(async () => {
  await assertSharedServicesReachable();
  database = await createServerDatabase(SERVER_DATABASE_URL);
  dataDir = await mkdtemp(join(tmpdir(), 'wp-two-instances-'));
  const shared = { databaseUrl: database.url, redis: { url: SHARED_REDIS_URL, namespace: testRedisNamespace('two') } };
  // Started together on an empty data directory, as a fresh deployment starts (they must agree on a secret).
  const servers = [0, 1].map(() => startServer(dataDir, { MEDIA_WORKERS: '1' }, shared));
  running.push(...servers.map((server) => server.child));
  const addresses = await Promise.all(servers.map((server) => server.address));
  a = addresses[0]!;
  b = addresses[1]!;
}, 120_000);
afterAll(async () => {
  await Promise.all(clients.map(async (client) => client.dispose()));
  await Promise.all(running.map((child) => stopServer(child)));
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

let emails = 0;
/** A host signed up on `base`: its session token and an event of theirs created there. */
async function hostWithEvent(base: string, fields: Record<string, unknown> = {}) {
  emails += 1;
  const token = await signUpOn(base, `host-${emails}-${Date.now()}@example.com`);
  const auth = { authorization: `Bearer ${token}` };
  const event = await createEventOn(base, auth, { slug: `two-${emails}-${Date.now().toString(36)}`, ...fields });
  return { token, auth, event };
}

async function uploadPhoto(base: string, slug: string, seed: number): Promise<{ id: number; bytes: Buffer }> {
  const bytes = await quadrantPixels(320 + seed, 240)
    .jpeg()
    .toBuffer();
  const { payload, headers } = multipart([
    { name: 'files', filename: `hall-${seed}.jpg`, contentType: 'image/jpeg', data: bytes },
  ]);
  const answer = await fetch(`${base}/api/events/${slug}/uploads/direct`, {
    method: 'POST',
    headers,
    body: new Uint8Array(payload),
  });
  expect(answer.status).toBe(201);
  const { uploads } = (await answer.json()) as { uploads: { id: number }[] };
  return { id: uploads[0]!.id, bytes };
}

describe('two instances on one PostgreSQL database, one Redis and one storage directory', () => {
  it('accepts on B a session made on A: its token and its cookie', async () => {
    const signup = await fetch(`${a}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'session@example.com', password: 'a long enough password', displayName: 'Ada' }),
    });
    expect(signup.status).toBe(201);
    const { token } = (await signup.json()) as { token: string };
    const cookie = signup.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    expect(cookie).not.toBe('');
    const credentials: Record<string, string>[] = [{ authorization: `Bearer ${token}` }, { cookie }];
    for (const headers of credentials) {
      const me = await fetch(`${b}/api/auth/me`, { headers });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { user: { email: string } }).user.email).toBe('session@example.com');
    }
  });

  it('counts wrong PINs on both: after the budget is spent on A, B refuses the same guest (429)', async () => {
    const { event } = await hostWithEvent(a, { isPinRequired: true, pinCode: '4821' });
    const guest = { 'x-forwarded-for': '203.0.113.40' };
    const open = (base: string, pin: string, headers: Record<string, string> = guest) =>
      fetch(`${base}/api/events/${event.slug}?pin=${pin}`, { headers });
    // The default budget: 10 wrong PINs per address and event in 15 minutes.
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await open(a, '0000')).status).toBe(403);
    const refused = await open(b, '4821');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another guest on B is not refused: the count is this guest's, not B's.
    expect((await open(b, '4821', { 'x-forwarded-for': '203.0.113.41' })).status).toBe(200);
  });

  it('serves from B a photo uploaded through A (the original, byte for byte, and its copies)', async () => {
    const { auth, event } = await hostWithEvent(a);
    const { id, bytes } = await uploadPhoto(a, event.slug, 1);
    const photos = await photosProcessedOn(b, auth, event.id);
    const photo = photos.find((listed) => listed.id === id) as (typeof photos)[number] & { originalUrl: string };
    expect(photo.processingState).toBe('READY');
    const original = await fetch(`${b}${photo.originalUrl}`, { headers: auth });
    expect(original.status).toBe(200);
    expect(Buffer.from(await original.arrayBuffer()).equals(bytes)).toBe(true);
    const thumbnail = await fetch(`${b}${photo.thumbnailUrl}`, { headers: auth });
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toBe('image/jpeg');
  });

  it('brings a moderation made on A to a guest’s live gallery on B', async () => {
    const { auth, event } = await hostWithEvent(a);
    const { id } = await uploadPhoto(a, event.slug, 2);
    // Guests see photos whose copies are made.
    await photosProcessedOn(a, auth, event.id);
    const client = liveClient(b);
    clients.push(client);
    const guest = follow<{ galleryUpdated: { added: { id: string }[]; photoCount: number } }>(client, GALLERY, {
      slug: event.slug,
    });
    // The first message says B listens (on Redis too): no later change is missed.
    expect((await guest.next(10_000)).data?.galleryUpdated.photoCount).toBe(0);
    const approved = await fetch(`${a}/api/auth/uploads/bulk`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ ids: [id], action: 'APPROVED' }),
    });
    expect(approved.status).toBe(200);
    const message = await guest.next(5000);
    expect(message.data?.galleryUpdated).toMatchObject({ added: [{ id: galleryId(id) }], photoCount: 1 });
  });

  it('ends on A the moderation queue of a co-host removed on B, without waiting for another photo', async () => {
    const owner = await hostWithEvent(a);
    const coHostEmail = `cohost-${Date.now()}@example.com`;
    const coHostToken = await signUpOn(a, coHostEmail);
    const { invitation } = await json<{ invitation: { id: number } }>(
      await fetch(`${a}/api/auth/events/${owner.event.id}/hosts`, {
        method: 'POST',
        headers: { ...owner.auth, 'content-type': 'application/json' },
        body: JSON.stringify({ email: coHostEmail }),
      }),
    );
    await json(
      await fetch(`${a}/api/auth/invitations/${invitation.id}/accept`, {
        method: 'POST',
        headers: { authorization: `Bearer ${coHostToken}` },
      }),
    );
    const client = liveClient(a, { headers: { authorization: `Bearer ${coHostToken}` } });
    clients.push(client);
    const tab = follow<{ moderationQueue: { kind: string } }>(client, QUEUE, {
      eventId: eventGlobalId(owner.event.id),
    });
    // Live once a new upload reaches it (a queue sends no first message).
    let seed = 10;
    const first = await untilReceived(tab, () => uploadPhoto(b, owner.event.slug, (seed += 1)), 10_000);
    expect(first.errors).toBeUndefined();
    // Every photo's copies made and their messages read: from here on, nothing changes in the event's photos.
    await photosProcessedOn(b, owner.auth, owner.event.id);
    for (let read = 0; read < 20; read += 1) {
      const pending = await tab.next(1000).catch(() => null);
      if (!pending) break;
      expect(pending.errors).toBeUndefined();
    }

    const { event } = await json<{ event: { hosts: { id: number; role: string }[] } }>(
      await fetch(`${b}/api/auth/events/${owner.event.id}`, { headers: owner.auth }),
    );
    const coHostRow = event.hosts.find((host) => host.role === 'CO_HOST')!;
    const removed = await fetch(`${b}/api/auth/events/${owner.event.id}/hosts/${coHostRow.id}`, {
      method: 'DELETE',
      headers: owner.auth,
    });
    expect(removed.status).toBe(200);
    expect((await tab.next(5000)).errors?.[0]?.message).toBe('Event not found');
    await expect(tab.ended).resolves.toBe('complete');
  });
});
