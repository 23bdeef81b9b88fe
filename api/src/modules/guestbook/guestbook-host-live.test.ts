import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, RELAXED_RATE_LIMITS, signupUser, type TestApp } from '../../../test/app.ts';
import { createEvent, type CreatedEvent } from '../../../test/factories.ts';
import { follow, liveClient, untilReceived, type Follower } from '../../../test/live.ts';

// Hosts' open Guestbook tab follows the guestbook live (issue 33): every status, members only.

let app: TestApp;
let address: string;
let host: { cookie: string };

beforeAll(async () => {
  app = await createTestApp({
    rateLimits: {
      ...RELAXED_RATE_LIMITS,
      guestbookPerGuest: { limit: 1000, windowMs: 60_000 },
      guestbookPerAddress: { limit: 1000, windowMs: 60_000 },
    },
  });
  address = await app.start();
  host = { cookie: (await signupUser(app)).cookie };
});
afterAll(() => app.close());

type Update = {
  eventGuestbookUpdated: { entries: { id: string; name: string; status: string }[]; removedIds: string[] };
};
const SUBSCRIBE = /* GraphQL */ `
  subscription ($eventId: ID!) {
    eventGuestbookUpdated(eventId: $eventId) {
      entries {
        id
        name
        status
      }
      removedIds
    }
  }
`;

/** A guest (a fresh phone each time) signs the guestbook. */
async function sign(event: CreatedEvent, name: string): Promise<void> {
  const response = await app.server.inject({
    method: 'POST',
    url: `/api/events/${event.slug}/guestbook`,
    payload: { name, message: 'Congratulations!' },
  });
  expect(response.statusCode).toBe(201);
}

/** Opens the host's subscription and waits until it is live (a warm-up message arrives), then drops the rest. */
async function openTab(event: CreatedEvent): Promise<Follower<Update>> {
  const follower = follow<Update>(liveClient(address, { headers: { cookie: host.cookie } }), SUBSCRIBE, {
    eventId: event.globalId,
  });
  await untilReceived(follower, () => sign(event, 'Warm-up'));
  while (
    await follower.next(200).then(
      () => true,
      () => false,
    )
  ) {
    // Drop the other warm-ups' messages.
  }
  return follower;
}

/** The message naming `name`, within a second of now. */
async function arrival(follower: Follower<Update>, name: string) {
  const message = await follower.nextWhere(
    (next) =>
      next.errors !== undefined || next.data?.eventGuestbookUpdated.entries.some((e) => e.name === name) === true,
    1000,
  );
  expect(message.errors).toBeUndefined();
  return message.data!.eventGuestbookUpdated.entries.find((entry) => entry.name === name)!;
}

describe('eventGuestbookUpdated', () => {
  it('brings a message awaiting review to the hosts within a second', async () => {
    const event = await createEvent(app, host, { autoApprove: false });
    const tab = await openTab(event);
    try {
      await sign(event, 'Awaiting');
      expect(await arrival(tab, 'Awaiting')).toMatchObject({ status: 'PENDING' });
    } finally {
      tab.stop();
    }
  });

  it('brings an auto-approved message to the hosts within a second', async () => {
    const event = await createEvent(app, host, { autoApprove: true });
    const tab = await openTab(event);
    try {
      await sign(event, 'Shown at once');
      expect(await arrival(tab, 'Shown at once')).toMatchObject({ status: 'APPROVED' });
    } finally {
      tab.stop();
    }
  });

  it('refuses a non-member with the same error as moderationQueue', async () => {
    const event = await createEvent(app, host, { autoApprove: true });
    const stranger = await signupUser(app);
    const client = liveClient(address, { headers: { cookie: stranger.cookie } });
    const guestbook = follow<Update>(client, SUBSCRIBE, { eventId: event.globalId });
    const queue = follow(client, 'subscription ($id: ID!) { moderationQueue(eventId: $id) { kind } }', {
      id: event.globalId,
    });
    const sameAs = ({ message, extensions }: { message: string; extensions?: unknown }) => ({ message, extensions });
    const refused = (await guestbook.next()).errors?.map(sameAs);
    expect(refused).toEqual([expect.objectContaining({ message: 'Event not found' })]);
    expect(refused).toEqual((await queue.next()).errors?.map(sameAs));
    await expect(guestbook.ended).resolves.toBe('complete');
    // And no message of the event reaches them.
    await sign(event, 'Private');
    await expect(guestbook.next(300)).rejects.toThrow(/no message/);
  });
});
