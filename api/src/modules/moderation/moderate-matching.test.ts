import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, signupUser, type TestApp } from '../../../test/app.ts';
import { type SignedUpUser, asUser } from '../../../test/users.ts';
import { addCoHost, createEvent } from '../../../test/factories.ts';
import type { MediaType, UploadStatus } from '../../generated/prisma/client.ts';
import { MAX_MODERATION_BATCH } from './moderation.service.ts';
import { globalIdOf } from '../../graphql/ids.ts';

// "Select all N matching" in the uploads tab (issue 35): the server finds the photos by the tab's filter.

let app: TestApp;
let owner: SignedUpUser;
let coHost: SignedUpUser;
let stranger: SignedUpUser;

beforeAll(async () => {
  app = await createTestApp();
  [owner, coHost, stranger] = [await signupUser(app), await signupUser(app), await signupUser(app)];
});
afterAll(() => app.close());

const MODERATE_MATCHING = /* GraphQL */ `
  mutation ModerateMatching($eventId: ID!, $filter: PhotoFilter!, $action: UploadStatus!) {
    moderateMatchingUploads(eventId: $eventId, filter: $filter, action: $action) {
      __typename
      ... on ModerateMatchingUploadsSuccess {
        moderation {
          moderatedCount
          remainingCount
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

type Answer = {
  moderateMatchingUploads: {
    __typename: string;
    moderation?: { moderatedCount: number; remainingCount: number };
    message?: string;
  };
};

const moderateMatching = (
  auth: { cookie: string } | undefined,
  eventId: number,
  filter: Record<string, unknown>,
  action: UploadStatus,
) => app.graphql<Answer>(MODERATE_MATCHING, { eventId: globalIdOf('Event', eventId), filter, action }, auth);

let serial = 0;
type Row = { name?: string; status?: UploadStatus; mediaType?: MediaType; favourite?: boolean };

/** Stored photos of an event, written directly (thousands for the cap); their ids in order. */
async function addPhotos(eventId: number, rows: Row[]): Promise<number[]> {
  const created = await app.database.prisma.upload.createManyAndReturn({
    data: rows.map((row) => {
      serial += 1;
      return {
        eventId,
        originalFilename: row.name ?? `photo-${serial}.jpg`,
        mimeType: row.mediaType === 'VIDEO' ? 'video/mp4' : 'image/jpeg',
        mediaType: row.mediaType ?? 'PHOTO',
        bytes: 1000,
        sha256: String(serial).padStart(64, '0'),
        status: row.status ?? 'PENDING',
        favouritedAt: row.favourite ? new Date() : null,
        storageKey: `events/${eventId}/originals/m${serial}.jpg`,
        displayKey: `events/${eventId}/display/m${serial}.jpg`,
        thumbnailKey: `events/${eventId}/thumbnails/m${serial}.jpg`,
      };
    }),
    select: { id: true },
  });
  return created.map((row) => row.id).sort((a, b) => a - b);
}

async function statuses(ids: number[]): Promise<string[]> {
  const rows = await app.database.prisma.upload.findMany({ where: { id: { in: ids } }, orderBy: { id: 'asc' } });
  return rows.map((row) => row.status);
}

describe('moderateMatchingUploads', () => {
  it("approves every pending photo of the event in one live message, and not other statuses or events' photos", async () => {
    const event = await createEvent(app, asUser(owner));
    const other = await createEvent(app, asUser(owner));
    const pending = await addPhotos(event.id, [{}, {}, {}]);
    const decided = await addPhotos(event.id, [{ status: 'REJECTED' }, { status: 'APPROVED' }]);
    const elsewhere = await addPhotos(other.id, [{}, {}]);
    const publish = vi.spyOn(app.services.feed, 'publish');
    try {
      const answer = await moderateMatching(asUser(owner), event.id, { status: 'PENDING' }, 'APPROVED');
      expect(answer.body.data!.moderateMatchingUploads).toEqual({
        __typename: 'ModerateMatchingUploadsSuccess',
        moderation: { moderatedCount: 3, remainingCount: 0 },
      });
      const messages = publish.mock.calls.map(([change]) => change).filter((change) => change.kind === 'MODERATED');
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatchObject({ eventId: event.id });
      expect(messages[0]!.kind === 'MODERATED' && messages[0]!.photos.map((photo) => photo.id).sort()).toEqual(
        [...pending].sort(),
      );
    } finally {
      publish.mockRestore();
    }
    expect(await statuses(pending)).toEqual(['APPROVED', 'APPROVED', 'APPROVED']);
    expect(await statuses(decided)).toEqual(['REJECTED', 'APPROVED']);
    expect(await statuses(elsewhere)).toEqual(['PENDING', 'PENDING']);
    const audit = await app.database.prisma.auditLog.findMany({
      where: { targetType: 'Upload', targetId: { in: pending.map(String) } },
    });
    expect(audit.map((row) => [row.action, row.actorId])).toEqual(Array(3).fill(['upload.approved', owner.id]));
  });

  it('takes only the photos inside the filter: search, media type and starred', async () => {
    const event = await createEvent(app, asUser(owner));
    const [cake, cakeVideo, dance, starredCake] = await addPhotos(event.id, [
      { name: 'Cake-1.jpg' },
      { name: 'cake-film.mp4', mediaType: 'VIDEO' },
      { name: 'first-dance.jpg' },
      { name: 'cake-2.jpg', favourite: true },
    ]);
    const photos = await moderateMatching(
      asUser(owner),
      event.id,
      { status: 'PENDING', search: 'CAKE', mediaType: 'PHOTO' },
      'APPROVED',
    );
    expect(photos.body.data!.moderateMatchingUploads.moderation).toEqual({ moderatedCount: 2, remainingCount: 0 });
    expect(await statuses([cake!, cakeVideo!, dance!, starredCake!])).toEqual([
      'APPROVED',
      'PENDING',
      'PENDING',
      'APPROVED',
    ]);

    const starred = await moderateMatching(asUser(owner), event.id, { favourite: true }, 'REJECTED');
    expect(starred.body.data!.moderateMatchingUploads.moderation).toEqual({ moderatedCount: 1, remainingCount: 0 });
    expect(await statuses([cake!, cakeVideo!, dance!, starredCake!])).toEqual([
      'APPROVED',
      'PENDING',
      'PENDING',
      'REJECTED',
    ]);
  });

  it('lets a co-host, not a stranger or a guest, changing nothing for them', async () => {
    const event = await createEvent(app, asUser(owner));
    await addCoHost(app, asUser(owner), event.id, coHost);
    const ids = await addPhotos(event.id, [{}, {}]);

    const asStranger = await moderateMatching(asUser(stranger), event.id, {}, 'APPROVED');
    expect(asStranger.body.data!.moderateMatchingUploads).toEqual({
      __typename: 'NotFoundError',
      message: 'Event not found',
    });
    const asGuest = await moderateMatching(undefined, event.id, {}, 'APPROVED');
    expect(asGuest.body.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    expect(await statuses(ids)).toEqual(['PENDING', 'PENDING']);

    const asCoHost = await moderateMatching(asUser(coHost), event.id, {}, 'REJECTED');
    expect(asCoHost.body.data!.moderateMatchingUploads.moderation).toEqual({ moderatedCount: 2, remainingCount: 0 });
    expect(await statuses(ids)).toEqual(['REJECTED', 'REJECTED']);
  });

  it('decides on at most MAX_MODERATION_BATCH photos at once and says how many are left for a repeat', async () => {
    const event = await createEvent(app, asUser(owner));
    const ids = await addPhotos(
      event.id,
      Array.from({ length: MAX_MODERATION_BATCH + 2 }, () => ({})),
    );
    const first = await moderateMatching(asUser(owner), event.id, { status: 'PENDING' }, 'APPROVED');
    expect(first.body.data!.moderateMatchingUploads.moderation).toEqual({
      moderatedCount: MAX_MODERATION_BATCH,
      remainingCount: 2,
    });
    expect(await app.database.prisma.upload.count({ where: { eventId: event.id, status: 'APPROVED' } })).toBe(
      MAX_MODERATION_BATCH,
    );
    // The oldest first: the last two are left.
    expect(await statuses(ids.slice(-3))).toEqual(['APPROVED', 'PENDING', 'PENDING']);
    const again = await moderateMatching(asUser(owner), event.id, { status: 'PENDING' }, 'APPROVED');
    expect(again.body.data!.moderateMatchingUploads.moderation).toEqual({ moderatedCount: 2, remainingCount: 0 });
    expect(await app.database.prisma.upload.count({ where: { eventId: event.id, status: 'PENDING' } })).toBe(0);
  }, 60_000);
});
