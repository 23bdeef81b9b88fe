import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signupUser, type Auth, type TestApp } from '../../../test/app.ts';
import { type SignedUpUser, asUser } from '../../../test/users.ts';
import { addCoHost, createEvent, type CreatedEvent } from '../../../test/factories.ts';
import { uploadGuestPhoto } from '../../../test/photos.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/webhook-receiver.ts';
import {
  answerRsvp,
  CREATE_WEBHOOK,
  createWebhook,
  DELETE_WEBHOOK as DELETE,
  deliveriesOf,
  mutate,
  PRIVATE_WEBHOOKS_ALLOWED,
  REDELIVER_WEBHOOK_DELIVERY as REDELIVER,
  UPDATE_WEBHOOK as UPDATE,
  webhookNode,
} from '../../../test/webhooks.ts';
import { isBlockedAddress, TARGET_REFUSED, webhookUrlProblem } from './target-address.ts';
import { WebhookSecretBox } from './webhook-secrets.ts';
import { DELIVERY_ERRORS, postWebhook } from './webhook-sender.ts';
import type { WebhookMessage } from './webhook-delivery.ts';

type User = SignedUpUser;
const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');
const parsed = (body: string) => JSON.parse(body) as WebhookMessage;
/** Retries come quickly in tests; production waits 30 s, 1 min, 2 min … */
const FAST_RETRIES = { retryBaseMs: 20, retryMaxMs: 40 };

const createWebhookError = (app: TestApp, auth: Auth, input: Record<string, unknown>) =>
  mutate(app, CREATE_WEBHOOK, input, auth);

/** The receiver's check, written from the documented format (not with our own helper). */
function expectSigned(secret: string, request: { headers: Record<string, unknown>; body: string }) {
  const timestamp = String(request.headers['x-webhook-timestamp']);
  expect(Math.abs(Date.now() / 1000 - Number(timestamp))).toBeLessThan(60);
  const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${request.body}`).digest('hex')}`;
  expect(request.headers['x-webhook-signature']).toBe(expected);
}

describe('webhooks', () => {
  let app: TestApp;
  let receiver: WebhookReceiver;
  let owner: User;
  let coHost: User;
  let stranger: User;
  let event: CreatedEvent;

  beforeAll(async () => {
    app = await createTestApp({ env: PRIVATE_WEBHOOKS_ALLOWED, webhooks: FAST_RETRIES });
    receiver = await startWebhookReceiver();
    [owner, coHost, stranger] = [await signupUser(app), await signupUser(app), await signupUser(app)];
    event = await createEvent(app, asUser(owner));
    await addCoHost(app, asUser(owner), event.id, coHost);
  });
  afterAll(async () => {
    await app.close();
    await receiver.close();
  });

  it('POSTs a signed JSON message to the target when a guest answers, and logs the delivery', async () => {
    const { id, secret } = await createWebhook(app, asUser(owner), {
      eventId: event.globalId,
      url: receiver.url,
      topics: ['RSVP_CREATED', 'RSVP_UPDATED'],
    });
    expect(secret).toMatch(/^whsec_[\w-]{20,}$/);
    const before = receiver.received.length;
    const cookie = await answerRsvp(app, event.slug, 'Deniz Kaya');
    await app.webhookWorkers.drain();
    const request = receiver.received[before]!;
    expect(request.headers['content-type']).toBe('application/json');
    expectSigned(secret, request);
    const message = parsed(request.body);
    expect(Object.keys(message)).toEqual(['id', 'topic', 'createdAt', 'data']);
    expect(request.headers['x-webhook-id']).toBe(message.id);
    const rsvp = await app.database.prisma.rsvp.findFirstOrThrow({ where: { eventId: event.id } });
    expect(message).toMatchObject({
      topic: 'rsvp.created',
      data: {
        eventId: event.globalId,
        eventDatabaseId: event.id,
        rsvpId: globalId('Rsvp', rsvp.id),
        rsvpDatabaseId: rsvp.id,
        status: 'YES',
      },
    });

    // The same browser changes its answer: rsvp.updated.
    await answerRsvp(app, event.slug, 'Deniz Kaya', cookie);
    await app.webhookWorkers.drain();
    expect(parsed(receiver.received[before + 1]!.body).topic).toBe('rsvp.updated');

    const log = await deliveriesOf(app, asUser(owner), id);
    expect(log.map((delivery) => delivery.topic)).toEqual(['RSVP_UPDATED', 'RSVP_CREATED']);
    expect(log[1]).toMatchObject({ state: 'DELIVERED', attempts: 1, lastStatusCode: 200, error: null });
    expect(log[1]!.durationMs).toBeGreaterThanOrEqual(0);
    expect(parsed(log[1]!.body)).toEqual(message);
  });

  it('sends each topic only to webhooks subscribed to it (event and account webhooks)', async () => {
    const other = await createEvent(app, asUser(owner));
    const photos = await startWebhookReceiver();
    const settings = await startWebhookReceiver();
    let accountWebhookId: string | undefined;
    try {
      await createWebhook(app, asUser(owner), { eventId: other.globalId, url: photos.url, topics: ['UPLOAD_CREATED'] });
      // The owner's account webhook hears of every event the owner hosts.
      const account = await createWebhook(app, asUser(owner), { url: settings.url, topics: ['EVENT_UPDATED'] });
      accountWebhookId = account.id;
      const photoId = await uploadGuestPhoto(app, other.slug);
      await answerRsvp(app, other.slug, 'Nobody listens');
      const patched = await app.server.inject({
        method: 'PATCH',
        url: `/api/auth/events/${other.id}`,
        headers: { cookie: owner.cookie },
        payload: { title: 'Renamed' },
      });
      expect(patched.statusCode).toBe(200);
      await app.webhookWorkers.drain();

      expect(photos.received.map((request) => parsed(request.body).topic)).toEqual(['upload.created']);
      expect(parsed(photos.received[0]!.body).data).toMatchObject({
        photoId: globalId('Photo', photoId),
        photoDatabaseId: photoId,
        status: 'PENDING',
        mediaType: 'PHOTO',
        durationSeconds: null,
      });
      expect(settings.received.map((request) => parsed(request.body))).toEqual([
        expect.objectContaining({ topic: 'event.updated', data: expect.objectContaining({ eventId: other.globalId }) }),
      ]);
      expect((await deliveriesOf(app, asUser(owner), account.id)).length).toBe(1);
    } finally {
      // Later tests change the owner's events: this account webhook must not hear of them.
      if (accountWebhookId) await app.graphql(DELETE, { id: accountWebhookId }, asUser(owner));
      await photos.close();
      await settings.close();
    }
  });

  it('tells of approvals and rejections by the hosts', async () => {
    const moderated = await createEvent(app, asUser(owner));
    await addCoHost(app, asUser(owner), moderated.id, coHost);
    const target = await startWebhookReceiver();
    try {
      await createWebhook(app, asUser(owner), {
        eventId: moderated.globalId,
        url: target.url,
        topics: ['UPLOAD_APPROVED', 'UPLOAD_REJECTED'],
      });
      const approved = await uploadGuestPhoto(app, moderated.slug);
      const rejected = await uploadGuestPhoto(app, moderated.slug);
      for (const [id, action] of [
        [approved, 'APPROVED'],
        [rejected, 'REJECTED'],
      ] as const) {
        const response = await app.server.inject({
          method: 'POST',
          url: `/api/auth/uploads/${id}/approve`,
          headers: { cookie: coHost.cookie },
          payload: { action },
        });
        expect(response.statusCode).toBe(200);
      }
      await app.webhookWorkers.drain();
      expect(target.received.map((request) => parsed(request.body))).toEqual([
        expect.objectContaining({
          topic: 'upload.approved',
          data: expect.objectContaining({ photoDatabaseId: approved }),
        }),
        expect.objectContaining({
          topic: 'upload.rejected',
          data: expect.objectContaining({ photoDatabaseId: rejected }),
        }),
      ]);
    } finally {
      await target.close();
    }
  });

  it('retries after a 500 until the target answers 2xx, with the same message id', async () => {
    const flaky = await startWebhookReceiver([500, 503]);
    try {
      const retried = await createEvent(app, asUser(owner));
      const { id, secret } = await createWebhook(app, asUser(owner), {
        eventId: retried.globalId,
        url: flaky.url,
        topics: ['RSVP_CREATED'],
      });
      await answerRsvp(app, retried.slug, 'Patient Guest');
      await flaky.waitFor(3);
      await app.webhookWorkers.drain();
      expect(flaky.received).toHaveLength(3);
      expect(new Set(flaky.received.map((request) => request.headers['x-webhook-id'])).size).toBe(1);
      for (const request of flaky.received) expectSigned(secret, request);
      const [delivery] = await deliveriesOf(app, asUser(owner), id);
      expect(delivery).toMatchObject({ state: 'DELIVERED', attempts: 3, lastStatusCode: 200, error: null });
    } finally {
      await flaky.close();
    }
  });

  it('creates at most 10 webhooks per event', async () => {
    const crowded = await createEvent(app, asUser(owner));
    for (let i = 0; i < 10; i += 1) {
      await createWebhook(app, asUser(owner), {
        eventId: crowded.globalId,
        url: receiver.url,
        topics: ['RSVP_CREATED'],
      });
    }
    const refused = await createWebhookError(app, asUser(owner), {
      eventId: crowded.globalId,
      url: receiver.url,
      topics: ['RSVP_CREATED'],
    });
    expect(refused).toEqual({ __typename: 'ConflictError', message: expect.stringContaining('At most 10') });
  });

  it('keeps the secret encrypted at rest and audits creation and deletion', async () => {
    const { id, secret } = await createWebhook(app, asUser(owner), { url: receiver.url, topics: ['RSVP_CREATED'] });
    const row = await app.database.prisma.webhook.findFirstOrThrow({
      where: { userId: owner.id },
      orderBy: { id: 'desc' },
    });
    expect(row.secret).not.toContain(secret.slice(6));
    expect((await mutate(app, DELETE, { id }, asUser(owner))).__typename).toBe('DeleteWebhookSuccess');
    const audit = await app.database.prisma.auditLog.findMany({
      where: { actorId: owner.id, action: { startsWith: 'webhook.' } },
      orderBy: { id: 'asc' },
    });
    expect(
      audit.filter((entry) => (entry.metadata as { webhookId?: number }).webhookId === row.id).map((e) => e.action),
    ).toEqual(['webhook.create', 'webhook.delete']);
  });

  describe('who may manage an event webhook', () => {
    let webhookId: string;
    let deliveryId: string;

    beforeAll(async () => {
      webhookId = (
        await createWebhook(app, asUser(coHost), {
          eventId: event.globalId,
          url: receiver.url,
          topics: ['EVENT_UPDATED'],
        })
      ).id;
      await app.server.inject({
        method: 'PATCH',
        url: `/api/auth/events/${event.id}`,
        headers: { cookie: owner.cookie },
        payload: { description: 'Dinner at eight' },
      });
      await app.webhookWorkers.drain();
      deliveryId = (await deliveriesOf(app, asUser(coHost), webhookId))[0]!.id;
    });

    it('lets the co-host and the owner update it and see its log', async () => {
      expect(await mutate(app, UPDATE, { id: webhookId, active: false }, asUser(owner))).toEqual({
        __typename: 'UpdateWebhookSuccess',
        webhook: { active: false, topics: ['EVENT_UPDATED'] },
      });
      const again = await mutate(app, UPDATE, { id: webhookId, active: true }, asUser(coHost));
      expect(again.webhook?.active).toBe(true);
      expect(await deliveriesOf(app, asUser(owner), webhookId)).toHaveLength(1);
    });

    it('is "not found" for another user and for guests: no reading, changing, redelivering or deleting', async () => {
      expect(await deliveriesOf(app, asUser(stranger), webhookId)).toEqual([]);
      expect(await webhookNode(app, asUser(stranger), webhookId)).toBeNull();
      for (const [query, variables] of [
        [UPDATE, { id: webhookId, active: false }],
        [DELETE, { id: webhookId }],
        [REDELIVER, { id: deliveryId }],
      ] as const) {
        expect(await mutate(app, query, variables, asUser(stranger))).toMatchObject({ __typename: 'NotFoundError' });
      }
      // Creating one on somebody else's event.
      expect(
        await createWebhookError(app, asUser(stranger), {
          eventId: event.globalId,
          url: receiver.url,
          topics: ['RSVP_CREATED'],
        }),
      ).toMatchObject({ __typename: 'NotFoundError' });
      // Signed out.
      const anonymous = await app.graphql(DELETE, { id: webhookId }, undefined);
      expect(anonymous.raw.json<{ errors: { extensions: { code: string } }[] }>().errors[0]!.extensions.code).toBe(
        'UNAUTHENTICATED',
      );
      const still = await app.database.prisma.webhook.findUniqueOrThrow({ where: { id: Number(atobId(webhookId)) } });
      expect(still.active).toBe(true);
    });

    it('does not show an account webhook to anyone but its account', async () => {
      const mine = await createWebhook(app, asUser(stranger), { url: receiver.url, topics: ['RSVP_CREATED'] });
      expect(await webhookNode(app, asUser(owner), mine.id)).toBeNull();
      expect((await webhookNode(app, asUser(stranger), mine.id))?.url).toBe(receiver.url);
    });

    it('redelivers a delivery as a new one with the same message', async () => {
      const before = receiver.received.length;
      expect((await mutate(app, REDELIVER, { id: deliveryId }, asUser(coHost))).__typename).toBe(
        'RedeliverWebhookDeliverySuccess',
      );
      await app.webhookWorkers.drain();
      const log = await deliveriesOf(app, asUser(coHost), webhookId);
      expect(log).toHaveLength(2);
      expect(log.every((delivery) => delivery.state === 'DELIVERED')).toBe(true);
      expect(parsed(log[0]!.body).id).toBe(parsed(log[1]!.body).id);
      expect(receiver.received.length).toBe(before + 1);
    });
  });

  describe('URLs', () => {
    it('must be https (http only for localhost outside production), well formed and not too long', async () => {
      for (const [url, message] of [
        ['http://example.com/hook', 'The URL must start with https://.'],
        ['ftp://example.com/hook', 'The URL must start with https://.'],
        ['not a url', 'Enter a full URL starting with https://.'],
        ['https://user:pass@example.com/hook', 'The URL may not contain a user name or password.'],
        [`https://example.com/${'a'.repeat(2100)}`, 'The URL may have at most 2048 characters.'],
      ]) {
        expect(await createWebhookError(app, asUser(owner), { url, topics: ['RSVP_CREATED'] })).toMatchObject({
          __typename: 'ValidationError',
          message,
        });
      }
      expect(await createWebhookError(app, asUser(owner), { url: receiver.url, topics: [] })).toMatchObject({
        __typename: 'ValidationError',
        message: 'Choose at least one topic.',
      });
    });
  });
});

function atobId(id: string): string {
  return Buffer.from(id, 'base64').toString('utf8').split(':')[1]!;
}

describe('SSRF guard', () => {
  it('refuses private, loopback, link-local, unique-local, CGNAT and unspecified addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::',
      '::1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:a00:1',
    ]) {
      expect(isBlockedAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
      expect(isBlockedAddress(address), address).toBe(false);
    }
  });

  it('refuses literal private addresses and localhost when a webhook is created', () => {
    const guarded = { allowPrivate: false };
    expect(webhookUrlProblem('https://10.0.0.5/hook', guarded)).toBe(TARGET_REFUSED);
    expect(webhookUrlProblem('https://[::1]/hook', guarded)).toBe(TARGET_REFUSED);
    expect(webhookUrlProblem('https://169.254.169.254/latest/meta-data', guarded)).toBe(TARGET_REFUSED);
    expect(webhookUrlProblem('https://localhost/hook', guarded)).toBe(TARGET_REFUSED);
    expect(webhookUrlProblem('http://127.0.0.1:8080/hook', guarded)).toBe('The URL must start with https://.');
    expect(webhookUrlProblem('https://hooks.example.com/in', guarded)).toBeNull();
    expect(webhookUrlProblem('http://127.0.0.1:8080/hook', { allowPrivate: true })).toBeNull();
  });

  it('refuses at send time a name that resolves to a loopback address', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const port = new URL(receiver.url).port;
      const outcome = await postWebhook(`http://localhost:${port}/hooks`, {}, '{}', {
        allowPrivate: false,
        timeoutMs: 2000,
      });
      expect(outcome).toMatchObject({ statusCode: null, error: DELIVERY_ERRORS.unreachable });
      expect(outcome.detail).toContain(TARGET_REFUSED);
      expect(receiver.received).toHaveLength(0);
    } finally {
      await receiver.close();
    }
  });

  it('refuses through the API: creation of a private target, and delivery to one that resolves privately', async () => {
    // The guard is on by default: no ALLOW_PRIVATE_WEBHOOKS here.
    const app = await createTestApp({ webhooks: { giveUpAfterMs: 0 } });
    const receiver = await startWebhookReceiver();
    try {
      const owner = await signupUser(app);
      const event = await createEvent(app, asUser(owner));
      expect(
        await createWebhookError(app, asUser(owner), {
          eventId: event.globalId,
          url: 'https://10.20.30.40/hook',
          topics: ['RSVP_CREATED'],
        }),
      ).toMatchObject({ __typename: 'ValidationError', message: TARGET_REFUSED });
      // A name that was public when the webhook was made and now points inside (DNS rebinding): written
      // straight to the table, as the API would refuse it.
      const webhook = await app.database.prisma.webhook.create({
        data: {
          eventId: event.id,
          url: receiver.url,
          topics: ['rsvp.created'],
          secret: new WebhookSecretBox('test-secret-that-is-long-enough-for-hs256-signing').seal('whsec_test'),
        },
      });
      await answerRsvp(app, event.slug, 'Guest');
      await app.webhookWorkers.drain();
      expect(receiver.received).toHaveLength(0);
      const [delivery] = await deliveriesOf(app, asUser(owner), globalId('Webhook', webhook.id));
      expect(delivery).toMatchObject({ state: 'FAILED', error: DELIVERY_ERRORS.unreachable, lastStatusCode: null });
    } finally {
      await app.close();
      await receiver.close();
    }
  });
});

describe('two instances on one database', () => {
  it('send every delivery exactly once', async () => {
    const first = await createTestApp({ env: PRIVATE_WEBHOOKS_ALLOWED });
    const second = await createTestApp({
      env: PRIVATE_WEBHOOKS_ALLOWED,
      database: first.database,
      dataDir: first.dataDir,
    });
    const receiver = await startWebhookReceiver();
    try {
      const owner = await signupUser(first);
      const event = await createEvent(first, asUser(owner));
      await createWebhook(first, asUser(owner), {
        eventId: event.globalId,
        url: receiver.url,
        topics: ['RSVP_CREATED'],
      });
      // Answers arrive through both instances; both instances' workers claim from the same table.
      const ANSWERS = 20;
      await Promise.all(
        Array.from({ length: ANSWERS }, (_, i) => answerRsvp(i % 2 ? second : first, event.slug, `Guest ${i}`)),
      );
      await Promise.all([first.webhookWorkers.drain(), second.webhookWorkers.drain()]);
      await receiver.waitFor(ANSWERS);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const ids = receiver.received.map((request) => request.headers['x-webhook-id']);
      expect(ids).toHaveLength(ANSWERS);
      expect(new Set(ids).size).toBe(ANSWERS);
    } finally {
      await second.close();
      await first.close();
      await receiver.close();
    }
  }, 60_000);
});
