import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signupUser, type TestApp } from '../../../test/app.ts';
import { createEvent } from '../../../test/factories.ts';
import { JobQueue } from '../../jobs/job-queue.ts';
import { PHOTO_DERIVATIVES_JOB } from './photo-processing.ts';
import { PhotoRows, type PhotoRow } from './photo-rows.ts';

let app: TestApp;
let eventId: number;
let rows: PhotoRows;

beforeAll(async () => {
  // No workers: the jobs and deliveries written here stay in the queue to be counted.
  app = await createTestApp({ env: { MEDIA_WORKERS: '0', WEBHOOK_WORKERS: '0' } });
  const host = await signupUser(app);
  eventId = (await createEvent(app, host, { autoApprove: true })).id;
  await app.database.prisma.webhook.create({
    data: { eventId, url: 'https://hooks.example.com/photos', secret: 'sealed', topics: ['upload.created'] },
  });
  rows = new PhotoRows(app.database.prisma, new JobQueue(app.database.prisma), app.services.webhooks);
});
afterAll(() => app.close());

function row(sha256: string = randomUUID()): PhotoRow {
  const key = `events/${eventId}/photos/${randomUUID()}`;
  return {
    eventId,
    originalFilename: 'IMG_0001.jpg',
    mimeType: 'image/jpeg',
    bytes: 1000,
    sha256,
    status: 'APPROVED',
    processingState: 'PROCESSING',
    storageKey: `${key}.jpg`,
    displayKey: `${key}-display.webp`,
    thumbnailKey: `${key}-thumb.webp`,
  };
}

async function jobsFor(uploadIds: number[]) {
  const jobs = await app.database.prisma.job.findMany({ where: { kind: PHOTO_DERIVATIVES_JOB } });
  return jobs.filter((job) => uploadIds.includes((job.payload as { uploadId: number }).uploadId));
}

describe('photo rows written together (group commit)', () => {
  it('writes photos arriving while a transaction runs in the next one, each with its job and deliveries', async () => {
    const before = await app.database.prisma.upload.count();
    const written = await Promise.all(Array.from({ length: 10 }, () => rows.record(row())));
    expect(written.every((upload) => upload !== null)).toBe(true);
    const ids = written.map((upload) => upload!.id);
    expect(new Set(ids).size).toBe(10);
    expect(await app.database.prisma.upload.count()).toBe(before + 10);
    expect(await jobsFor(ids)).toHaveLength(10);
    const deliveries = await app.database.prisma.webhookDelivery.findMany({ where: { topic: 'upload.created' } });
    const told = deliveries.map(
      (delivery) => (delivery.payload as { data: { photoDatabaseId: number } }).data.photoDatabaseId,
    );
    expect(told.sort()).toEqual([...ids].sort());
    // Subscribed to upload.created only: nothing for upload.approved.
    expect(await app.database.prisma.webhookDelivery.count({ where: { topic: 'upload.approved' } })).toBe(0);
    // The first photo went alone, the nine that arrived meanwhile in one transaction (now() is its start).
    const created = written.map((upload) => upload!.uploadedAt.getTime());
    expect(new Set(created.slice(1)).size).toBe(1);
  });

  it('answers null for a photo the event holds already, and for the second of two equal ones in a batch', async () => {
    const first = await rows.record(row('same-bytes'));
    expect(first).not.toBeNull();
    const [again, other, twin, twinAgain] = await Promise.all([
      rows.record(row('same-bytes')),
      rows.record(row('other-bytes')),
      rows.record(row('twin-bytes')),
      rows.record(row('twin-bytes')),
    ]);
    expect(again).toBeNull();
    expect(other).not.toBeNull();
    expect(twin).not.toBeNull();
    expect(twinAgain).toBeNull();
    expect(await app.database.prisma.upload.count({ where: { eventId, sha256: 'twin-bytes' } })).toBe(1);
  });

  it("keeps a photo's table only while it exists in the photo's event: a table deleted meanwhile costs no photo", async () => {
    const table = (code: string, event = eventId) =>
      app.database.prisma.eventTable.create({
        data: { eventId: event, name: code, nameKey: code.toLowerCase(), position: 0, code },
      });
    const kept = await table('kept-table-code-000001');
    const gone = await table('gone-table-code-000001');
    const otherEvent = (await createEvent(app, await signupUser(app))).id;
    const foreign = await table('foreign-table-code-001', otherEvent);
    await app.database.prisma.eventTable.delete({ where: { id: gone.id } });
    const written = await Promise.all(
      [kept.id, gone.id, foreign.id].map((tableId) => rows.record({ ...row(), tableId })),
    );
    expect(written.map((upload) => upload?.tableId)).toEqual([kept.id, null, null]);
  });

  it('lets one bad row fail alone: the photos of its batch are written each on its own', async () => {
    const broken = { ...row(), eventId: 999_999 };
    const [first, bad, third] = await Promise.allSettled([rows.record(row()), rows.record(broken), rows.record(row())]);
    expect([first.status, bad.status, third.status]).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await rows.record(row())).not.toBeNull();
  });
});
