import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signupUser, type TestApp } from '../../../test/app.ts';
import { addCoHost, createEvent, type CreatedEvent } from '../../../test/factories.ts';
import { follow, followSse, liveClient, untilReceived, type Follower, type SseFollower } from '../../../test/live.ts';
import { insertPhotoRows } from '../../../test/photos.ts';
import type { SignedUpUser } from '../../../test/users.ts';
import { LIVE_PHOTOS_PER_MESSAGE } from '../uploads/uploads.service.ts';
import { globalIdOf } from '../../graphql/ids.ts';

// Issue 35: a host approving thousands of photos in one action sent every open host screen one MODERATED
// message carrying every photo, resolved and serialized per screen. A change of more photos than
// LIVE_PHOTOS_PER_MESSAGE now sends the hosts' queue one short message, `startOver`, and each screen loads
// its list and counts again (over graphql-ws and server-sent events alike); small changes still carry photos.

const QUEUE = `subscription ($eventId: ID!) {
  moderationQueue(eventId: $eventId) { kind removedIds startOver photos { databaseId status } }
}`;
type QueueMessage = {
  moderationQueue: {
    kind: string;
    removedIds: string[];
    startOver: boolean;
    photos: { databaseId: number; status: string }[];
  };
};

const MODERATE = `mutation ($ids: [ID!]!, $action: UploadStatus!) {
  moderateUploads(ids: $ids, action: $action) { __typename ... on Error { message } }
}`;
const MODERATE_MATCHING = `mutation ($eventId: ID!, $filter: PhotoFilter!, $action: UploadStatus!) {
  moderateMatchingUploads(eventId: $eventId, filter: $filter, action: $action) {
    __typename ... on ModerateMatchingUploadsSuccess { moderation { moderatedCount } }
  }
}`;

let app: TestApp;
let address: string;
let owner: SignedUpUser;
let coHost: SignedUpUser;
const clients: Client[] = [];

beforeAll(async () => {
  app = await createTestApp();
  address = await app.start();
  [owner, coHost] = [await signupUser(app), await signupUser(app)];
});
afterAll(async () => {
  await Promise.all(clients.map(async (client) => client.dispose()));
  await app.close();
});

async function moderate(ids: number[], action: 'APPROVED' | 'REJECTED'): Promise<void> {
  const answer = await app.graphql<{ moderateUploads: { __typename: string } }>(
    MODERATE,
    { ids: ids.map((id) => globalIdOf('Photo', id)), action },
    { cookie: coHost.cookie },
  );
  expect(answer.body.errors).toBeUndefined();
  expect(answer.body.data?.moderateUploads.__typename).toBe('ModerateUploadsSuccess');
}

function hostQueue(event: CreatedEvent): Follower<QueueMessage> {
  const client = liveClient(address, { headers: { cookie: owner.cookie } });
  clients.push(client);
  return follow<QueueMessage>(client, QUEUE, { eventId: event.globalId });
}

/** The queue open over server-sent events: every `next` event's data as it came, raw. */
function sseQueue(event: CreatedEvent): SseFollower {
  return followSse(address, QUEUE, { eventId: event.globalId }, { cookie: owner.cookie });
}

/**
 * Until the queue is live on the server (no message says so): small changes, one photo each, until one
 * comes through (and through `sse` too), then whatever such change was still on its way is dropped.
 */
async function ready(queue: Follower<QueueMessage>, event: CreatedEvent, sse?: { raw: string[] }): Promise<void> {
  const deadline = Date.now() + 10_000;
  const probe = async () => {
    const [id] = await insertPhotoRows(app, event.id, 1);
    await moderate([id!], 'REJECTED');
  };
  const first = await untilReceived(queue, probe, 10_000);
  expect(first.data?.moderationQueue).toMatchObject({ kind: 'MODERATED', startOver: false, photos: [{}] });
  while (sse && sse.raw.length === 0) {
    if (Date.now() > deadline) throw new Error('the SSE queue never opened');
    await probe();
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  for (;;) {
    try {
      await queue.next(300);
    } catch {
      return;
    }
  }
}

describe("a change of more photos than a message holds reaches the hosts' queue as one short message", () => {
  it('approving 1,000 photos in one action: startOver and no photos, over graphql-ws and SSE', async () => {
    const event = await createEvent(app, owner);
    await addCoHost(app, owner, event.id, coHost);
    const pending = await insertPhotoRows(app, event.id, 1000);
    const ws = hostQueue(event);
    const sse = sseQueue(event);
    try {
      await ready(ws, event, sse);
      const before = sse.raw.length;

      await moderate(pending, 'APPROVED');

      const message = await ws.next(10_000);
      expect(message.data?.moderationQueue).toEqual({ kind: 'MODERATED', removedIds: [], startOver: true, photos: [] });
      expect(JSON.stringify(message).length).toBeLessThan(500);
      await expect(ws.next(500)).rejects.toThrow();

      await sse.received(before + 1, 10_000);
      expect(sse.raw).toHaveLength(before + 1);
      expect((JSON.parse(sse.raw.at(-1)!) as { data: QueueMessage }).data).toEqual(message.data);

      // What the screen then loads again shows them approved.
      const approved = await app.database.prisma.upload.count({ where: { eventId: event.id, status: 'APPROVED' } });
      expect(approved).toBe(1000);
    } finally {
      await sse.close();
      ws.stop();
    }
  });

  it('"approve all matching" of 1,000 photos sends startOver; a change of at most a message still carries its photos', async () => {
    const event = await createEvent(app, owner);
    await addCoHost(app, owner, event.id, coHost);
    const pending = await insertPhotoRows(app, event.id, 1000);
    const ws = hostQueue(event);
    try {
      await ready(ws, event);

      const answer = await app.graphql<{ moderateMatchingUploads: { moderation?: { moderatedCount: number } } }>(
        MODERATE_MATCHING,
        { eventId: event.globalId, filter: { status: 'PENDING' }, action: 'APPROVED' },
        { cookie: coHost.cookie },
      );
      expect(answer.body.data?.moderateMatchingUploads.moderation?.moderatedCount).toBe(1000);
      expect((await ws.next(10_000)).data?.moderationQueue).toMatchObject({ startOver: true, photos: [] });

      // Exactly as many photos as a message holds: they come as they are now.
      const few = pending.slice(0, LIVE_PHOTOS_PER_MESSAGE);
      await moderate(few, 'REJECTED');
      const small = (await ws.next(5000)).data!.moderationQueue;
      expect(small.startOver).toBe(false);
      expect(small.photos.map((photo) => photo.databaseId).sort((a, b) => a - b)).toEqual(few);
      expect(small.photos.every((photo) => photo.status === 'REJECTED')).toBe(true);
    } finally {
      ws.stop();
    }
  });
});
