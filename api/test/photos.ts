import sharp from 'sharp';
import type { TestApp } from './app.ts';
import { multipart } from './multipart.ts';

let shade = 0;

export interface GuestPhotoOptions {
  pin?: string;
  uploaderName?: string | null;
  filename?: string;
}

/** Uploads one small photo (different from every other) as a guest of `slug`; returns its id. */
export async function uploadGuestPhoto(app: TestApp, slug: string, options: GuestPhotoOptions = {}): Promise<number> {
  const response = await sendGuestPhoto(app, slug, options);
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  // A photo as guests and tests mostly know it: with its thumbnail and display copy made.
  await photosProcessed(app);
  return response.json<{ uploads: { id: number }[] }>().uploads[0]!.id;
}

/** Sends one small photo (different from every other) as a guest of `slug`, and gives back the answer as it came. */
export async function sendGuestPhoto(app: TestApp, slug: string, options: GuestPhotoOptions = {}) {
  shade += 1;
  const data = await sharp({
    create: { width: 32, height: 24, channels: 3, background: { r: shade % 255, g: (shade >> 8) % 255, b: 99 } },
  })
    .png()
    .toBuffer();
  const { payload, headers } = multipart([
    ...(options.uploaderName ? [{ name: 'uploaderName', value: options.uploaderName }] : []),
    { name: 'files', filename: options.filename ?? `photo-${shade}.png`, contentType: 'image/png', data },
  ]);
  const query = options.pin ? `?pin=${encodeURIComponent(options.pin)}` : '';
  return app.server.inject({ method: 'POST', url: `/api/events/${slug}/uploads/direct${query}`, headers, payload });
}

/**
 * Waits until the media workers made the copies of every photo uploaded so far (uploads are answered
 * before: decision 020).
 */
export function photosProcessed(app: Pick<TestApp, 'mediaWorkers'>): Promise<void> {
  return app.mediaWorkers.drain();
}

/** Uploads `count` photos as a guest; returns their ids (PENDING unless the event auto-approves). */
export async function uploadGuestPhotos(
  app: TestApp,
  slug: string,
  count: number,
  options: Omit<GuestPhotoOptions, 'filename'> = {},
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) ids.push(await uploadGuestPhoto(app, slug, options));
  return ids;
}

/** What a presign answers: where the browser PUTs the file, and the key it completes the upload with. */
export interface PresignTicket {
  presignedUrl: string;
  storageKey: string;
}

/**
 * Ends a presigned guest upload as the browser does: PUTs the JPEG to the ticket's address (which must take
 * it), then asks the event to complete it. Gives back the complete answer as it came.
 */
export async function putAndComplete(
  app: TestApp,
  slug: string,
  ticket: PresignTicket,
  jpeg: Buffer,
  fields: { originalFilename?: string; uploaderName?: string } = {},
) {
  const put = await app.server.inject({
    method: 'PUT',
    url: ticket.presignedUrl,
    headers: { 'content-type': 'image/jpeg' },
    payload: jpeg,
  });
  if (put.statusCode !== 200) throw new Error(`PUT failed: ${put.statusCode} ${put.body}`);
  return app.server.inject({
    method: 'POST',
    url: `/api/events/${slug}/uploads/complete`,
    payload: { storageKey: ticket.storageKey, ...fields },
  });
}

let rowBatches = 0;

/**
 * `count` photo rows of event `eventId` as the media workers leave them (READY, their copies' keys set, no
 * files behind them), written in one statement: for tests of what thousands of photos do to a bulk path or
 * a live feed, where uploading each would take minutes. Their ids, oldest first.
 */
export async function insertPhotoRows(
  app: Pick<TestApp, 'database'>,
  eventId: number,
  count: number,
  options: { status?: 'PENDING' | 'APPROVED'; guestKeyHash?: string | null } = {},
): Promise<number[]> {
  rowBatches += 1;
  const stamp = `rows${rowBatches}-`;
  const rows = await app.database.prisma.upload.createManyAndReturn({
    data: Array.from({ length: count }, (_, i) => {
      const key = `events/${eventId}/photo-${stamp}${i}`;
      return {
        eventId,
        originalFilename: `${stamp}${i}.jpg`,
        mimeType: 'image/jpeg',
        bytes: 1000,
        sha256: `${stamp}${i}-`.padEnd(64, 'x'),
        storageKey: `${key}.jpg`,
        displayKey: `${key}-display.jpg`,
        thumbnailKey: `${key}-thumb.jpg`,
        status: options.status ?? 'PENDING',
        processingState: 'READY' as const,
        guestKeyHash: options.guestKeyHash ?? null,
      };
    }),
    select: { id: true },
  });
  return rows.map((row) => row.id).sort((a, b) => a - b);
}
