import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { authHeaders, createTestApp, signupUser, type TestApp } from '../../../test/app.ts';
import { createEvent } from '../../../test/factories.ts';
import { follow, liveClient, queueMessage, untilReceived } from '../../../test/live.ts';
import { photosProcessed, uploadGuestPhotos } from '../../../test/photos.ts';
import { TOKEN_ENDED_CLOSE } from '../../graphql/websocket.ts';

// API tokens on open graphql-ws subscriptions: a revoked token or a blocked account ends them.

const QUEUE = /* GraphQL */ `
  subscription Queue($eventId: ID!) {
    moderationQueue(eventId: $eventId) {
      kind
    }
  }
`;
type QueueMessage = { moderationQueue: { kind: string } };

let app: TestApp;
let address: string;
const clients: Client[] = [];

beforeAll(async () => {
  // A long re-check interval: what ends these subscriptions is the check before each message.
  app = await createTestApp({ liveLimits: { tokenRecheckMs: 60_000 } });
  address = await app.start();
});
afterAll(async () => {
  await Promise.all(clients.map(async (client) => client.dispose()));
  await app.close();
});

/** A graphql-ws client that authenticates as browsers' scripts must: with `connectionParams.authToken`. */
function tokenClient(target: string, authToken: string, owned = clients): Client {
  const client = createClient({
    url: `${target.replace('http', 'ws')}/graphql`,
    lazy: true,
    retryAttempts: 0,
    connectionParams: { authToken },
    webSocketImpl: WebSocket,
  });
  owned.push(client);
  return client;
}

async function tokenFor(
  target: TestApp,
  cookie: string,
  scopes: string[] = ['READ'],
): Promise<{ secret: string; id: string }> {
  const { body } = await target.graphql<{ createApiToken: { secret: string; apiToken: { id: string } } }>(
    `mutation($input: CreateApiTokenInput!) {
      createApiToken(input: $input) { ... on CreatedApiToken { secret apiToken { id } } }
    }`,
    { input: { name: 'live', scopes } },
    { cookie },
  );
  return { secret: body.data!.createApiToken.secret, id: body.data!.createApiToken.apiToken.id };
}

describe('subscriptions made with an API token', () => {
  it('run as the token’s user (connectionParams or a Bearer header) and end when it is revoked', async () => {
    const host = await signupUser(app);
    const event = await createEvent(app, { cookie: host.cookie });
    const { secret, id } = await tokenFor(app, host.cookie);

    const byHeader = liveClient(address, { headers: { authorization: `Bearer ${secret}` } });
    clients.push(byHeader);
    const viaHeader = follow<QueueMessage>(byHeader, QUEUE, { eventId: event.globalId });
    const tab = follow<QueueMessage>(tokenClient(address, secret), QUEUE, { eventId: event.globalId });
    const upload = () => uploadGuestPhotos(app, event.slug, 1);
    // A new photo reaches both (the workers' PROCESSED of an earlier try may come first: not asserted on).
    expect((await untilReceived(tab, upload, 20_000, queueMessage('ADDED'))).errors).toBeUndefined();
    expect((await untilReceived(viaHeader, upload, 20_000, queueMessage('ADDED'))).errors).toBeUndefined();
    await photosProcessed(app);

    await app.graphql(`mutation($id: ID!) { revokeApiToken(id: $id) { __typename } }`, { id }, { cookie: host.cookie });
    // Drop what arrived before the revocation; nothing may come after it.
    while (
      await tab.next(200).then(
        () => true,
        () => false,
      )
    );
    await upload();
    // The socket closes instead of delivering the new photo.
    await expect(tab.ended).resolves.toMatchObject({ code: TOKEN_ENDED_CLOSE.code, reason: TOKEN_ENDED_CLOSE.reason });
    await expect(viaHeader.ended).resolves.toMatchObject({ code: TOKEN_ENDED_CLOSE.code });
    await expect(tab.next(500)).rejects.toThrow(/no message/);

    // A new subscription with it is refused with a clear error.
    const again = follow<QueueMessage>(tokenClient(address, secret), QUEUE, { eventId: event.globalId });
    await expect(again.ended).resolves.toEqual([
      expect.objectContaining({
        message: 'This API token was revoked.',
        extensions: expect.objectContaining({ code: 'UNAUTHENTICATED' }),
      }),
    ]);
  }, 60_000);

  it('a read token runs no mutation over the socket either', async () => {
    const host = await signupUser(app);
    const { secret } = await tokenFor(app, host.cookie);
    const attempt = follow<{ createEvent: unknown }>(
      tokenClient(address, secret),
      `mutation { createEvent(input: { slug: "ws-refused", title: "No", dateTime: "2030-01-01T00:00:00Z" }) { __typename } }`,
      {},
    );
    expect((await attempt.next(10_000)).errors?.[0]).toMatchObject({ extensions: { code: 'INSUFFICIENT_SCOPE' } });
  });
});

describe('an idle subscription', () => {
  it('ends within the re-check interval when an admin blocks the account, with no event needed', async () => {
    const quick = await createTestApp({ liveLimits: { tokenRecheckMs: 200 } });
    const quickClients: Client[] = [];
    try {
      const quickAddress = await quick.start();
      const admin = await signupUser(quick);
      await quick.database.prisma.user.update({ where: { id: admin.id }, data: { isAdmin: true } });
      const host = await signupUser(quick);
      const event = await createEvent(quick, { cookie: host.cookie });
      const { secret } = await tokenFor(quick, host.cookie);
      const tab = follow<QueueMessage>(tokenClient(quickAddress, secret, quickClients), QUEUE, {
        eventId: event.globalId,
      });
      await untilReceived(tab, () => uploadGuestPhotos(quick, event.slug, 1), 20_000);
      await photosProcessed(quick);

      // Another instance would see the same: the block is in the database, which the re-check reads.
      await quick.database.prisma.user.update({ where: { id: host.id }, data: { status: 'BLOCKED' } });
      await expect(tab.ended).resolves.toMatchObject({ code: TOKEN_ENDED_CLOSE.code });

      // Through the admin call too (it also ends session-made feeds).
      const other = await signupUser(quick);
      const otherEvent = await createEvent(quick, { cookie: other.cookie });
      const otherToken = await tokenFor(quick, other.cookie);
      const otherTab = follow<QueueMessage>(tokenClient(quickAddress, otherToken.secret, quickClients), QUEUE, {
        eventId: otherEvent.globalId,
      });
      await untilReceived(otherTab, () => uploadGuestPhotos(quick, otherEvent.slug, 1), 20_000);
      await photosProcessed(quick);
      const blocked = await quick.server.inject({
        method: 'PATCH',
        url: `/api/superadmin/users/${other.id}`,
        headers: authHeaders({ cookie: admin.cookie }),
        payload: { status: 'BLOCKED' },
      });
      expect(blocked.statusCode).toBe(200);
      await expect(otherTab.ended).resolves.toBeDefined();
    } finally {
      await Promise.all(quickClients.map(async (client) => client.dispose()));
      // Let the ended streams finish the reads they had started before the database closes.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await quick.close();
    }
  }, 120_000);
});
