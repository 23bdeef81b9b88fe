import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signupUser, type TestApp } from '../../../test/app.ts';
import { type SignedUpUser, asUser } from '../../../test/users.ts';
import { appWithHost, createEvent, type CreatedEvent } from '../../../test/factories.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/webhook-receiver.ts';
import {
  answerRsvp,
  CREATE_WEBHOOK,
  createWebhook,
  deliveriesOf,
  mutate,
  PRIVATE_WEBHOOKS_ALLOWED,
  UPDATE_WEBHOOK,
} from '../../../test/webhooks.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { resolveTarget, TARGET_REFUSED, type TargetLookup } from './target-address.ts';
import { DELIVERY_ERRORS, postWebhook } from './webhook-sender.ts';

// Issue 28 item 10: the SSRF guard is on everywhere unless ALLOW_PRIVATE_WEBHOOKS=true, refuses every
// range that reaches inside (fec0::/10 and ::/96 included), at creation and again at each delivery, and a
// failed delivery tells the host nothing about what answers inside our network.

type User = SignedUpUser;

/** One address of every range a webhook may never reach, and the range it stands for. */
const BLOCKED_ADDRESSES = [
  ['0.1.2.3', '0.0.0.0/8 this network'],
  ['10.0.0.5', '10.0.0.0/8 private'],
  ['100.64.0.1', '100.64.0.0/10 carrier-grade NAT'],
  ['127.0.0.2', '127.0.0.0/8 loopback'],
  ['169.254.169.254', '169.254.0.0/16 link-local (cloud metadata)'],
  ['172.16.5.4', '172.16.0.0/12 private'],
  ['192.0.0.8', '192.0.0.0/24 IETF protocol assignments'],
  ['192.0.2.1', '192.0.2.0/24 documentation'],
  ['192.88.99.1', '192.88.99.0/24 6to4 relay'],
  ['192.168.1.1', '192.168.0.0/16 private'],
  ['198.18.0.1', '198.18.0.0/15 benchmarking'],
  ['198.51.100.1', '198.51.100.0/24 documentation'],
  ['203.0.113.1', '203.0.113.0/24 documentation'],
  ['224.0.0.1', '224.0.0.0/4 multicast'],
  ['240.0.0.1', '240.0.0.0/4 reserved'],
  ['255.255.255.255', 'broadcast'],
  ['::', ':: unspecified'],
  ['::1', '::1 loopback'],
  ['::a00:5', '::/96 IPv4-compatible (::10.0.0.5)'],
  ['::8.8.8.8', '::/96 IPv4-compatible, even of a public address'],
  ['::ffff:10.0.0.5', '::ffff:0:0/96 IPv4-mapped private'],
  ['::ffff:7f00:1', '::ffff:0:0/96 IPv4-mapped loopback, hex form'],
  ['64:ff9b::a00:5', '64:ff9b::/96 NAT64 of a private address'],
  ['64:ff9b:1::a00:5', '64:ff9b:1::/48 local-use NAT64'],
  ['100::1', '100::/64 discard-only'],
  ['2001::1', '2001::/32 Teredo'],
  ['2001:db8::1', '2001:db8::/32 documentation'],
  ['2002:a00:5::1', '2002::/16 6to4'],
  ['fc00::1', 'fc00::/7 unique-local'],
  ['fd12:3456::1', 'fc00::/7 unique-local'],
  ['fe80::1', 'fe80::/10 link-local'],
  ['fec0::1', 'fec0::/10 site-local (deprecated)'],
  ['fed0::5', 'fec0::/10 site-local (deprecated)'],
  ['ff02::1', 'ff00::/8 multicast'],
] as const;

const PUBLIC_ADDRESSES = ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8', '2a00:1450::1'];

const urlOf = (address: string) => `https://${address.includes(':') ? `[${address}]` : address}/hook`;

/** A DNS that answers `addresses` for every name (what a rebinding attacker's name server does). */
const answering =
  (...addresses: string[]): TargetLookup =>
  () =>
    Promise.resolve(addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));

describe('the SSRF guard is on by default', () => {
  it('refuses http://127.0.0.1 and private targets on a test and on a development server', async () => {
    const environments: Record<string, string>[] = [
      {},
      { NODE_ENV: 'development' },
      { ALLOW_PRIVATE_WEBHOOKS: 'false' },
    ];
    for (const env of environments) {
      const app = await createTestApp({ env });
      try {
        const owner = await signupUser(app);
        for (const url of ['http://127.0.0.1:8080/hooks', 'https://10.0.0.5/hook', 'https://localhost/hook']) {
          const refused = await mutate(app, CREATE_WEBHOOK, { url, topics: ['RSVP_CREATED'] }, asUser(owner));
          expect(refused, `${JSON.stringify(env)} ${url}`).toMatchObject({ __typename: 'ValidationError' });
        }
      } finally {
        await app.close();
      }
    }
  }, 120_000);

  it('allows them only with an explicit ALLOW_PRIVATE_WEBHOOKS=true', async () => {
    const app = await createTestApp({ env: PRIVATE_WEBHOOKS_ALLOWED });
    try {
      const owner = await signupUser(app);
      await createWebhook(app, asUser(owner), { url: 'http://127.0.0.1:8080/hooks', topics: ['RSVP_CREATED'] });
      await createWebhook(app, asUser(owner), { url: 'https://10.0.0.5/hook', topics: ['RSVP_CREATED'] });
    } finally {
      await app.close();
    }
    expect(() => loadConfig({ ALLOW_PRIVATE_WEBHOOKS: 'yes' })).toThrow(ConfigError);
  }, 60_000);
});

describe('blocked ranges', () => {
  let app: TestApp;
  let owner: User;

  beforeAll(async () => {
    ({ app, host: owner } = await appWithHost());
  });
  afterAll(() => app.close());

  it('are refused when a webhook is created and when its URL is changed', async () => {
    const kept = await createWebhook(app, asUser(owner), {
      url: 'https://hooks.example.com/in',
      topics: ['RSVP_CREATED'],
    });
    for (const [address, range] of BLOCKED_ADDRESSES) {
      const url = urlOf(address);
      expect(await mutate(app, CREATE_WEBHOOK, { url, topics: ['RSVP_CREATED'] }, asUser(owner)), range).toEqual({
        __typename: 'ValidationError',
        message: TARGET_REFUSED,
      });
      expect(await mutate(app, UPDATE_WEBHOOK, { id: kept.id, url }, asUser(owner)), range).toEqual({
        __typename: 'ValidationError',
        message: TARGET_REFUSED,
      });
    }
    for (const address of PUBLIC_ADDRESSES) {
      expect(
        await mutate(app, UPDATE_WEBHOOK, { id: kept.id, url: urlOf(address) }, asUser(owner)),
        address,
      ).toMatchObject({ __typename: 'UpdateWebhookSuccess' });
    }
  });

  it('are refused at delivery, when a name resolves into one of them then (DNS rebinding)', async () => {
    const url = new URL('https://rebinding.example/hook');
    for (const [address, range] of BLOCKED_ADDRESSES) {
      await expect(resolveTarget(url, { allowPrivate: false, lookup: answering(address) }), range).rejects.toThrow(
        TARGET_REFUSED,
      );
      // One inside address among public ones is enough to refuse.
      await expect(
        resolveTarget(url, { allowPrivate: false, lookup: answering('93.184.216.34', address) }),
        range,
      ).rejects.toThrow(TARGET_REFUSED);
    }
    for (const address of PUBLIC_ADDRESSES) {
      await expect(resolveTarget(url, { allowPrivate: false, lookup: answering(address) })).resolves.toMatchObject({
        address,
      });
    }
  });
});

describe('a failed delivery as its host sees it', () => {
  let receiver: WebhookReceiver;
  let closedPort: number;
  let silent: Server;
  let silentUrl: string;

  beforeAll(async () => {
    receiver = await startWebhookReceiver([500]);
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    closedPort = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    // Accepts and never answers.
    silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/hooks`;
  });
  afterAll(async () => {
    await receiver.close();
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('says the same "could not connect" for a closed port, an unknown name and an inside address', async () => {
    const allowed = { allowPrivate: true, timeoutMs: 2000 };
    const outcomes = [
      await postWebhook(`http://127.0.0.1:${closedPort}/hooks`, {}, '{}', allowed),
      await postWebhook('https://no-such-host.invalid/hook', {}, '{}', {
        ...allowed,
        lookup: () => Promise.reject(Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' })),
      }),
      await postWebhook('https://internal.example/hook', {}, '{}', {
        allowPrivate: false,
        timeoutMs: 2000,
        lookup: answering('10.0.0.5'),
      }),
    ];
    for (const outcome of outcomes) {
      expect(outcome).toMatchObject({ statusCode: null, error: DELIVERY_ERRORS.unreachable });
      expect(outcome.error).not.toMatch(/ECONN|ENOTFOUND|EAI_|getaddrinfo|127\.0\.0\.1|10\.0\.0\.5|private|\d{4,5}/);
    }
  });

  it('says only "timed out" when the target never answers, and the status when it answers one', async () => {
    expect(await postWebhook(silentUrl, {}, '{}', { allowPrivate: true, timeoutMs: 300 })).toMatchObject({
      statusCode: null,
      error: DELIVERY_ERRORS.timedOut(300),
    });
    expect(await postWebhook(receiver.url, {}, '{}', { allowPrivate: true, timeoutMs: 2000 })).toMatchObject({
      statusCode: 500,
      error: null,
    });
  });

  it('shows the generic text in the delivery log and keeps the details in the server log', async () => {
    const lines: string[] = [];
    const app = await createTestApp({
      env: { ...PRIVATE_WEBHOOKS_ALLOWED, LOG_LEVEL: 'warn' },
      logStream: { write: (line) => void lines.push(line) },
      webhooks: { giveUpAfterMs: 0 },
    });
    try {
      const owner = await signupUser(app);
      const event: CreatedEvent = await createEvent(app, asUser(owner));
      const hook = await createWebhook(app, asUser(owner), {
        eventId: event.globalId,
        url: `http://127.0.0.1:${closedPort}/hooks`,
        topics: ['RSVP_CREATED'],
      });
      await answerRsvp(app, event.slug, 'Deniz Kaya');
      await app.webhookWorkers.drain();
      const [delivery] = await deliveriesOf(app, asUser(owner), hook.id);
      expect(delivery).toMatchObject({ state: 'FAILED', error: DELIVERY_ERRORS.unreachable, lastStatusCode: null });
      expect(lines.join('\n')).toContain(`ECONNREFUSED 127.0.0.1:${closedPort}`);
    } finally {
      await app.close();
    }
  });
});
