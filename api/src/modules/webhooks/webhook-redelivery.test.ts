import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signupUser, type TestApp } from '../../../test/app.ts';
import { type SignedUpUser, asUser } from '../../../test/users.ts';
import { createEvent, type CreatedEvent } from '../../../test/factories.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/webhook-receiver.ts';
import {
  answerRsvp,
  createWebhook,
  deliveriesOf,
  mutate,
  PRIVATE_WEBHOOKS_ALLOWED,
  REDELIVER_WEBHOOK_DELIVERY,
} from '../../../test/webhooks.ts';
import { DEFAULT_WEBHOOK_RATE_LIMITS } from './webhooks.service.ts';

const MAX_REDELIVERIES_PER_WEBHOOK_HOUR = DEFAULT_WEBHOOK_RATE_LIMITS.webhookRedeliveries.limit;

// Issue 28 item 9: "Redeliver" makes our servers POST again; a host could use it to hammer a target with
// our address and leave no trace. Each redelivery is audited, and a webhook gets a bounded number an hour.

type User = SignedUpUser;
/** Redeliver, reading the wait a refusal names. */
const REDELIVER_OR_WAIT = /* GraphQL */ `
  mutation RedeliverOrWait($id: ID!) {
    redeliverWebhookDelivery(id: $id) {
      __typename
      ... on RateLimitError {
        message
        retryAfterSeconds
      }
    }
  }
`;

const rowId = (globalId: string) => Number(Buffer.from(globalId, 'base64').toString('utf8').split(':')[1]);

describe('redelivering a webhook delivery', () => {
  let app: TestApp;
  let receiver: WebhookReceiver;
  let owner: User;
  let coHost: User;
  let event: CreatedEvent;

  beforeAll(async () => {
    app = await createTestApp({ env: PRIVATE_WEBHOOKS_ALLOWED });
    receiver = await startWebhookReceiver();
    owner = await signupUser(app);
    coHost = await signupUser(app);
    event = await createEvent(app, asUser(owner));
    await app.database.prisma.eventMember.create({ data: { eventId: event.id, userId: coHost.id, role: 'CO_HOST' } });
  });
  afterAll(async () => {
    await app.close();
    await receiver.close();
  });

  /** A webhook of the event with one delivered message; answers the webhook's and the delivery's ids. */
  async function webhookWithDelivery() {
    const webhook = await createWebhook(app, asUser(owner), {
      eventId: event.globalId,
      url: receiver.url,
      topics: ['RSVP_CREATED'],
    });
    await answerRsvp(app, event.slug, 'Deniz Kaya');
    await app.webhookWorkers.drain();
    const [delivery] = await deliveriesOf(app, asUser(owner), webhook.id);
    return { webhookId: webhook.id, deliveryId: delivery!.id };
  }

  it('is audited: who, which webhook, which delivery was sent again and the new delivery', async () => {
    const { webhookId, deliveryId } = await webhookWithDelivery();
    const result = await mutate(app, REDELIVER_WEBHOOK_DELIVERY, { id: deliveryId }, asUser(coHost));
    expect(result.__typename).toBe('RedeliverWebhookDeliverySuccess');
    // This event's: other test files may share the database server.
    const audit = await app.database.prisma.auditLog.findMany({
      where: { action: 'webhook.redeliver', targetId: String(event.id) },
    });
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: coHost.id,
        targetType: 'Event',
        targetId: String(event.id),
        metadata: {
          webhookId: rowId(webhookId),
          redeliveredDeliveryId: rowId(deliveryId),
          deliveryId: rowId(result.delivery!.id),
        },
      }),
    ]);
  });

  it(`allows ${MAX_REDELIVERIES_PER_WEBHOOK_HOUR} an hour per webhook, then answers when to try again`, async () => {
    const { deliveryId } = await webhookWithDelivery();
    for (let i = 0; i < MAX_REDELIVERIES_PER_WEBHOOK_HOUR; i += 1) {
      const result = await mutate(app, REDELIVER_WEBHOOK_DELIVERY, { id: deliveryId }, asUser(i % 2 ? owner : coHost));
      expect(result.__typename, `redelivery ${i + 1}`).toBe('RedeliverWebhookDeliverySuccess');
    }
    const { body } = await app.graphql<{ redeliverWebhookDelivery: Record<string, unknown> }>(
      REDELIVER_OR_WAIT,
      { id: deliveryId },
      asUser(owner),
    );
    const refused = body.data?.redeliverWebhookDelivery ?? { errors: body.errors };
    expect(refused).toEqual({
      __typename: 'RateLimitError',
      retryAfterSeconds: expect.any(Number),
      message: expect.stringMatching(
        new RegExp(
          `^This webhook was sent again ${MAX_REDELIVERIES_PER_WEBHOOK_HOUR} times in the last hour, the most allowed\\. Try again in (60|[1-5]?[0-9]) minutes?\\.$`,
        ),
      ),
    });
    expect(refused.retryAfterSeconds).toBeGreaterThan(3000);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(3600);
    // Nothing was queued for the refused one, and the refusal is not audited as a redelivery.
    await app.webhookWorkers.drain();
    const webhookRow = await app.database.prisma.webhookDelivery.findUniqueOrThrow({
      where: { id: rowId(deliveryId) },
    });
    expect(await app.database.prisma.webhookDelivery.count({ where: { webhookId: webhookRow.webhookId } })).toBe(
      1 + MAX_REDELIVERIES_PER_WEBHOOK_HOUR,
    );

    // Another webhook's budget is its own.
    const other = await webhookWithDelivery();
    expect((await mutate(app, REDELIVER_WEBHOOK_DELIVERY, { id: other.deliveryId }, asUser(owner))).__typename).toBe(
      'RedeliverWebhookDeliverySuccess',
    );
  });
});
