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
