import type { ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedEmbeddedDataDir } from '../../../test/database.ts';
import { createEventOn, json, signUpOn, startServer } from '../../../test/server-process.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/webhook-receiver.ts';

describe('a server killed between a change and its webhook delivery', () => {
  let dataDir: string;
  let receiver: WebhookReceiver;
  const running: ChildProcess[] = [];
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'wp-webhook-crash-'));
    // A migrated database already there: the first start is not what this test is about.
    await seedEmbeddedDataDir(dataDir);
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    for (const child of running) child.kill('SIGKILL');
    await receiver.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('sends the delivery after a restart: the outbox row was committed with the change', async () => {
    // No webhook workers: the answer is committed, its delivery is never sent by this process.
    // The receiver is on 127.0.0.1: the SSRF guard must let it through.
    const first = startServer(dataDir, { WEBHOOK_WORKERS: '0', ALLOW_PRIVATE_WEBHOOKS: 'true' });
    running.push(first.child);
    const base = await first.address;
    const token = await signUpOn(base, 'hooks@example.com');
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const event = await createEventOn(base, auth, { slug: 'hook-crash' });
    const created = await json<{ data: { createWebhook: { secret: string } } }>(
      await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({
          query: `mutation($eventId: ID, $url: String!) {
            createWebhook(eventId: $eventId, url: $url, topics: [RSVP_CREATED]) {
              ... on CreateWebhookSuccess { secret }
            }
          }`,
          variables: { eventId: Buffer.from(`Event:${event.id}`).toString('base64'), url: receiver.url },
        }),
      }),
    );
    const { secret } = created.data.createWebhook;
    const answered = await fetch(`${base}/api/events/${event.slug}/rsvp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fullName: 'Deniz Kaya', status: 'YES' }),
    });
    expect(answered.status).toBe(201);

    const killed = new Promise((resolve) => first.child.once('exit', resolve));
    first.child.kill('SIGKILL');
    await killed;
    expect(receiver.received).toHaveLength(0);

    const second = startServer(dataDir, { WEBHOOK_WORKERS: '1', ALLOW_PRIVATE_WEBHOOKS: 'true' });
    running.push(second.child);
    await second.address;
    const [request] = await receiver.waitFor(1, 30_000);
    const timestamp = String(request!.headers['x-webhook-timestamp']);
    expect(request!.headers['x-webhook-signature']).toBe(
      `sha256=${createHmac('sha256', secret).update(`${timestamp}.${request!.body}`).digest('hex')}`,
    );
    expect(JSON.parse(request!.body)).toMatchObject({ topic: 'rsvp.created', data: { eventDatabaseId: event.id } });
  }, 120_000);
});
