import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, signupUser, type TestApp } from '../../../test/app.ts';
import { type SignedUpUser, asUser } from '../../../test/users.ts';
import { createEvent, type CreatedEvent } from '../../../test/factories.ts';
import { uploadGuestPhoto } from '../../../test/photos.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/webhook-receiver.ts';
import { createWebhook, mutate, PRIVATE_WEBHOOKS_ALLOWED, UPDATE_WEBHOOK } from '../../../test/webhooks.ts';

// Issue 28 item 5: a co-host who made a webhook and then left (or was removed) must not go on receiving
// the event's photos and answers through it. Their webhooks stop, and the owner sees why.

type User = SignedUpUser;

const REMOVE_CO_HOST = /* GraphQL */ `
  mutation Remove($hostId: ID!) {
    removeCoHost(hostId: $hostId) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

const EVENT_WEBHOOKS = /* GraphQL */ `
  query EventWebhooks($id: ID!) {
    node(id: $id) {
      ... on Event {
        webhooks {
          id
          url
          active
          createdBy
          disabled
          disabledAt
          disabledReason
        }
      }
    }
  }
`;

interface ListedWebhook {
  id: string;
  url: string;
  active: boolean;
  createdBy: string | null;
  disabled: boolean;
  disabledAt: string | null;
  disabledReason: string | null;
}

const DEPARTED = 'Its creator is no longer a host of this event.';

describe('webhooks of a co-host who leaves the event', () => {
  let app: TestApp;
  let receiver: WebhookReceiver;
  let owner: User;
  let coHost: User;
  let event: CreatedEvent;

  beforeAll(async () => {
    app = await createTestApp({ env: PRIVATE_WEBHOOKS_ALLOWED });
    receiver = await startWebhookReceiver();
    owner = await signupUser(app, { displayName: 'Olivia Owner' });
  });
  afterAll(async () => {
    await app.close();
    await receiver.close();
  });
  beforeEach(async () => {
    coHost = await signupUser(app, { displayName: 'Cem Cohost' });
    event = await createEvent(app, asUser(owner));
    await joinAsCoHost(coHost);
  });

  /** Makes `user` a co-host directly: how invitations get there is not what these tests are about. */
  async function joinAsCoHost(user: User): Promise<void> {
    await app.database.prisma.eventMember.create({ data: { eventId: event.id, userId: user.id, role: 'CO_HOST' } });
  }

  async function memberIdOf(user: User): Promise<string> {
    const member = await app.database.prisma.eventMember.findFirstOrThrow({
      where: { eventId: event.id, userId: user.id },
    });
    return Buffer.from(`EventHost:${member.id}`).toString('base64');
  }

  async function listedWebhooks(viewer: User): Promise<ListedWebhook[]> {
    const { body } = await app.graphql<{ node: { webhooks: ListedWebhook[] } | null }>(
      EVENT_WEBHOOKS,
      { id: event.globalId },
      asUser(viewer),
    );
    if (!body.data?.node) throw new Error(`no event: ${JSON.stringify(body.errors)}`);
    return body.data.node.webhooks;
  }

  /** A guest uploads a photo; resolves when every delivery it caused was attempted. */
  async function somethingHappens(): Promise<void> {
    await uploadGuestPhoto(app, event.slug);
    await app.webhookWorkers.drain();
  }

  it('stops when the owner removes the co-host, and the owner sees it disabled with the reason', async () => {
    const hook = await createWebhook(app, asUser(coHost), {
      eventId: event.globalId,
      url: receiver.url,
      topics: ['UPLOAD_CREATED'],
    });
    await somethingHappens();
    const heard = receiver.received.length;
    expect(heard).toBeGreaterThan(0);

    expect(await mutate(app, REMOVE_CO_HOST, { hostId: await memberIdOf(coHost) }, asUser(owner))).toMatchObject({
      __typename: 'RemoveCoHostSuccess',
    });
    await somethingHappens();
    expect(receiver.received.length).toBe(heard);

    const [listed] = await listedWebhooks(owner);
    expect(listed).toMatchObject({
      id: hook.id,
      active: false,
      disabled: true,
      disabledReason: DEPARTED,
      createdBy: 'Cem Cohost',
    });
    expect(listed!.disabledAt).not.toBeNull();
  });

  it('stops when the co-host leaves by themselves', async () => {
    await createWebhook(app, asUser(coHost), {
      eventId: event.globalId,
      url: receiver.url,
      topics: ['UPLOAD_CREATED'],
    });
    expect(await mutate(app, REMOVE_CO_HOST, { hostId: await memberIdOf(coHost) }, asUser(coHost))).toMatchObject({
      __typename: 'RemoveCoHostSuccess',
    });
    const before = receiver.received.length;
    await somethingHappens();
    expect(receiver.received.length).toBe(before);
    expect(await listedWebhooks(owner)).toEqual([
      expect.objectContaining({ disabled: true, disabledReason: DEPARTED, createdBy: 'Cem Cohost' }),
    ]);
  });

  it("leaves the owner's webhooks and the other hosts' alone", async () => {
    const staying = await signupUser(app, { displayName: 'Sam Stays' });
    await joinAsCoHost(staying);
    await createWebhook(app, asUser(owner), { eventId: event.globalId, url: receiver.url, topics: ['UPLOAD_CREATED'] });
    await createWebhook(app, asUser(staying), {
      eventId: event.globalId,
      url: receiver.url,
      topics: ['UPLOAD_CREATED'],
    });
    await mutate(app, REMOVE_CO_HOST, { hostId: await memberIdOf(coHost) }, asUser(owner));
    const before = receiver.received.length;
    await somethingHappens();
    expect(receiver.received.length).toBe(before + 2);
    expect((await listedWebhooks(owner)).map(({ createdBy, disabled }) => ({ createdBy, disabled }))).toEqual([
      { createdBy: 'Olivia Owner', disabled: false },
      { createdBy: 'Sam Stays', disabled: false },
    ]);
  });

  it('takes the co-host who points an existing webhook elsewhere as its creator', async () => {
    const hook = await createWebhook(app, asUser(owner), {
      eventId: event.globalId,
      url: receiver.url,
      topics: ['UPLOAD_CREATED'],
    });
    const elsewhere = await startWebhookReceiver();
    try {
      expect(await mutate(app, UPDATE_WEBHOOK, { id: hook.id, url: elsewhere.url }, asUser(coHost))).toMatchObject({
        __typename: 'UpdateWebhookSuccess',
      });
      await mutate(app, REMOVE_CO_HOST, { hostId: await memberIdOf(coHost) }, asUser(owner));
      await somethingHappens();
      expect(elsewhere.received).toHaveLength(0);
      expect(await listedWebhooks(owner)).toEqual([
        expect.objectContaining({ disabled: true, createdBy: 'Cem Cohost' }),
      ]);
    } finally {
      await elsewhere.close();
    }
  });

  it('is sent again once the owner re-enables it, and the owner answers for it from then on', async () => {
    const hook = await createWebhook(app, asUser(coHost), {
      eventId: event.globalId,
      url: receiver.url,
      topics: ['UPLOAD_CREATED'],
    });
    await mutate(app, REMOVE_CO_HOST, { hostId: await memberIdOf(coHost) }, asUser(owner));
    expect(await mutate(app, UPDATE_WEBHOOK, { id: hook.id, active: true }, asUser(owner))).toMatchObject({
      __typename: 'UpdateWebhookSuccess',
      webhook: { active: true },
    });
    expect(await listedWebhooks(owner)).toEqual([
      expect.objectContaining({
        disabled: false,
        disabledAt: null,
        disabledReason: null,
        createdBy: 'Olivia Owner',
      }),
    ]);
    const before = receiver.received.length;
    await somethingHappens();
    expect(receiver.received.length).toBe(before + 1);
  });

  it('sends nothing for a webhook whose creator was blocked, even before anyone disables it', async () => {
    await createWebhook(app, asUser(coHost), {
      eventId: event.globalId,
      url: receiver.url,
      topics: ['UPLOAD_CREATED'],
    });
    await app.database.prisma.user.update({ where: { id: coHost.id }, data: { status: 'BLOCKED' } });
    const before = receiver.received.length;
    await somethingHappens();
    expect(receiver.received.length).toBe(before);
  });
});
