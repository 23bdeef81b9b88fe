import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, signupUser, type TestApp } from '../../../test/app.ts';
import { createEvent, type CreatedEvent } from '../../../test/factories.ts';
import type { UploadStatus } from '../../generated/prisma/client.ts';

// SPEC §7: GET /api/events/{slug}/gallery answers approved photos unless `status` asks otherwise,
// for the event's hosts too (they see the rest only when they ask for it).

let app: TestApp;
let host: { cookie: string };
let event: CreatedEvent;
const ids: Record<UploadStatus, number> = { PENDING: 0, APPROVED: 0, REJECTED: 0 };

beforeAll(async () => {
  app = await createTestApp();
  host = { cookie: (await signupUser(app)).cookie };
  event = await createEvent(app, host);
  // Rows straight in the database: this is about which rows the gallery answers, not about uploading.
  for (const status of ['PENDING', 'APPROVED', 'REJECTED'] as const) {
    const row = await app.database.prisma.upload.create({
      data: {
        eventId: event.id,
        originalFilename: `${status.toLowerCase()}.jpg`,
        mimeType: 'image/jpeg',
        bytes: 1000,
        sha256: `${status}-${event.id}`.padEnd(64, '0'),
        status,
        processingState: 'READY',
        storageKey: `events/${event.id}/originals/${status}.jpg`,
        displayKey: `events/${event.id}/display/${status}.jpg`,
        thumbnailKey: `events/${event.id}/thumbnails/${status}.jpg`,
      },
    });
    ids[status] = row.id;
  }
});
afterAll(() => app.close());

async function gallery(query: string, auth?: { cookie: string }) {
  const response = await app.server.inject({
    url: `/api/events/${event.slug}/gallery${query}`,
    headers: authHeaders(auth),
  });
  return { status: response.statusCode, body: response.json<{ uploads: { id: number; status: string }[] }>() };
}

describe('the REST gallery for a signed-in host', () => {
  it('answers approved photos when no status is given', async () => {
    const answer = await gallery('', host);
    expect(answer.status).toBe(200);
    expect(answer.body.uploads.map((upload) => upload.status)).toEqual(['APPROVED']);
    expect(answer.body.uploads.map((upload) => upload.id)).toEqual([ids.APPROVED]);
  });

  it('answers the status asked for, and every status for ALL', async () => {
    expect((await gallery('?status=PENDING', host)).body.uploads.map((upload) => upload.id)).toEqual([ids.PENDING]);
    expect((await gallery('?status=rejected', host)).body.uploads.map((upload) => upload.id)).toEqual([ids.REJECTED]);
    expect((await gallery('?status=ALL', host)).body.uploads.map((upload) => upload.id)).toEqual([
      ids.REJECTED,
      ids.APPROVED,
      ids.PENDING,
    ]);
  });

  it('refuses a status that does not exist with a clear message', async () => {
    const answer = await gallery('?status=LATEST', host);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: 'status must be one of ALL, PENDING, APPROVED or REJECTED.' });
  });

  it('gives guests the approved photos, whatever status they ask for', async () => {
    for (const query of ['', '?status=PENDING', '?status=ALL']) {
      const answer = await gallery(query);
      expect(answer.status, query).toBe(200);
      expect(
        answer.body.uploads.map((upload) => upload.id),
        query,
      ).toEqual([ids.APPROVED]);
    }
  });
});
