import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signupUser, type TestApp } from '../../../test/app.ts';
import { createEvent } from '../../../test/factories.ts';
import { NOT_AN_IMAGE, phoneJpegWithGps } from '../../../test/images.ts';
import { putAndComplete, type PresignTicket } from '../../../test/photos.ts';
import { sweepOrphans } from '../../maintenance/orphan-sweep.ts';
import { createStorage } from '../../storage/index.ts';
import { MAX_IMAGE_BYTES } from '../../../../common/upload-limits.ts';

let app: TestApp;
let address: string;
let host: { cookie: string };
let jpeg: Buffer;

beforeAll(async () => {
  app = await createTestApp();
  address = await app.start();
  host = { cookie: (await signupUser(app)).cookie };
  // Noise makes it big enough to split (a plain gradient compresses to a few kB).
  jpeg = await phoneJpegWithGps({ width: 1600, height: 1200 });
});
afterAll(() => app.close());

const TUS = { 'tus-resumable': '1.0.0' };

function metadataHeader(pairs: Record<string, string>): string {
  return Object.entries(pairs)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

/** A guest browser: it keeps the cookies the server sets, as a phone does. */
class Browser {
  private readonly cookies = new Map<string, string>();

  get cookie(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  keep(response: { cookies: { name: string; value: string }[] }): void {
    for (const { name, value } of response.cookies) this.cookies.set(name, value);
  }

  headers(extra: Record<string, string> = {}): Record<string, string> {
    return { ...TUS, ...(this.cookies.size ? { cookie: this.cookie } : {}), ...extra };
  }

  async create(slug: string, length: number, options: { pin?: string; filename?: string; deferred?: boolean } = {}) {
    const response = await app.server.inject({
      method: 'POST',
      url: `/api/events/${slug}/tus${options.pin ? `?pin=${options.pin}` : ''}`,
      headers: this.headers({
        ...(options.deferred ? { 'upload-defer-length': '1' } : { 'upload-length': String(length) }),
        'upload-metadata': metadataHeader({
          filename: options.filename ?? 'IMG_2001.jpg',
          filetype: 'image/jpeg',
          uploaderName: 'Ayla Demir',
        }),
      }),
    });
    this.keep(response);
    return response;
  }

  patch(location: string, offset: number, bytes: Buffer) {
    return app.server.inject({
      method: 'PATCH',
      url: location,
      headers: this.headers({
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      }),
      payload: bytes,
    });
  }

  head(location: string) {
    return app.server.inject({ method: 'HEAD', url: location, headers: this.headers() });
  }
}

/** Sends `first` over a real socket as the start of a longer PATCH, then answers what the server said, if anything. */
function patchOverSocket(
  browser: Browser,
  location: string,
  offset: number,
  first: Buffer,
  options: { declaredLength?: number; then: 'drop' | 'wait' | 'stream'; more?: () => Buffer | null },
): Promise<{ status: number | null; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(location, address);
    const req = httpRequest(url, {
      method: 'PATCH',
      headers: {
        ...browser.headers({ 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }),
        ...(options.declaredLength === undefined ? {} : { 'content-length': String(options.declaredLength) }),
      },
    });
    req.on('response', (response: IncomingMessage) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? null, body: Buffer.concat(chunks).toString() });
        req.destroy();
      });
    });
    req.on('error', (error) => {
      if (options.then === 'drop') resolve({ status: null, body: '' });
      else reject(error);
    });
    req.write(first, () => {
      if (options.then === 'drop') setTimeout(() => req.destroy(), 300);
      if (options.then === 'stream') {
        // Bounded: the caller's `more` returns null when it has sent everything it means to.
        const pump = () => {
          const chunk = options.more?.();
          if (!chunk) return void req.end();
          if (req.destroyed) return;
          if (req.write(chunk)) setImmediate(pump);
          else req.once('drain', pump);
        };
        pump();
      }
    });
  });
}

/** The stored files of the upload at `location` (its bytes, and its details on local disk). */
async function filesOf(location: string): Promise<string[]> {
  const id = location.split('/').pop()!;
  const names = await readdir(join(app.dataDir, 'files', 'incoming', 'resumable')).catch(() => []);
  return names.filter((name) => name.startsWith(id));
}

const json = <T>(response: LightMyRequestResponse) => response.json<T>();
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe('creating a resumable upload runs the guest gate', () => {
  it('refuses without the PIN, with the wrong one, on an inactive event and over 25 MB; nothing is stored', async () => {
    const event = await createEvent(app, host, { isPinRequired: true, pinCode: '2468' });
    const guest = new Browser();
    const noPin = await guest.create(event.slug, jpeg.length);
    expect(noPin.statusCode).toBe(403);
    expect(json(noPin)).toEqual({ message: 'This event is protected', code: 'PinRequiredError' });
    const wrongPin = await guest.create(event.slug, jpeg.length, { pin: '1111' });
    expect(json(wrongPin)).toEqual({ message: 'Incorrect PIN. Please try again.', code: 'PinRequiredError' });

    const tooBig = await guest.create(event.slug, MAX_IMAGE_BYTES + 1, { pin: '2468', filename: 'huge.jpg' });
    expect(tooBig.statusCode).toBe(413);
    expect(json(tooBig)).toEqual({
      message: 'huge.jpg is too large. Maximum file size is 25MB.',
      code: 'PayloadTooLargeError',
    });

    const inactive = await createEvent(app, host);
    await app.database.prisma.event.update({ where: { id: inactive.id }, data: { status: 'INACTIVE' } });
    const closed = await guest.create(inactive.slug, jpeg.length);
    expect(closed.statusCode).toBe(423);
    expect(json(closed)).toEqual({
      message: 'This event is currently inactive and not accessible to guests.',
      code: 'EventInactiveError',
    });
    expect([noPin, wrongPin, tooBig, closed].map((response) => response.headers.location)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('spends the photo budget like any upload: over it, 429 with Retry-After', async () => {
    const limited = await createTestApp({ rateLimits: { photoUploads: { limit: 1, windowMs: 60_000 } } });
    try {
      const owner = { cookie: (await signupUser(limited)).cookie };
      const event = await createEvent(limited, owner);
      const create = () =>
        limited.server.inject({
          method: 'POST',
          url: `/api/events/${event.slug}/tus`,
          headers: { ...TUS, 'upload-length': '1000' },
        });
      expect((await create()).statusCode).toBe(201);
      const refused = await create();
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(json<{ message: string }>(refused).message).toMatch(/Too many/);
    } finally {
      await limited.close();
    }
  });

  it('refuses a creation sent by another site’s page (CSRF), and takes one from our own', async () => {
    const event = await createEvent(app, host);
    const inject = (origin: string) =>
      app.server.inject({
        method: 'POST',
        url: `/api/events/${event.slug}/tus`,
        headers: { ...TUS, 'upload-length': '1000', origin, host: 'photos.example' },
      });
    const foreign = await inject('https://evil.example');
    expect(foreign.statusCode).toBe(403);
    const own = await inject('http://photos.example');
    expect(own.statusCode).toBe(201);
    // Tus headers are not offered to other sites' scripts.
    expect(own.headers['access-control-allow-origin']).toBeUndefined();
    expect(own.headers.location).toMatch(new RegExp(`^/api/events/${event.slug}/tus/[0-9a-f-]{36}$`));
    expect(own.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the bytes are checked as they arrive', () => {
  it('refuses a file that is not a photo after its first chunk, and removes it', async () => {
    const event = await createEvent(app, host);
    const guest = new Browser();
    const length = 5 * 1024 * 1024;
    const created = await guest.create(event.slug, length, { filename: 'notes.jpg' });
    const location = created.headers.location as string;
    // One 64 kB chunk of a 5 MB body: the answer comes before the rest is sent.
    const answer = await patchOverSocket(guest, location, 0, NOT_AN_IMAGE.subarray(0, 64 * 1024), {
      declaredLength: length,
      then: 'wait',
    });
    expect(answer.status).toBe(415);
    expect(JSON.parse(answer.body)).toEqual({
      message:
        'notes.jpg is an invalid file type. Only JPEG, PNG, HEIC and WebP photos and MP4, MOV and WebM videos are accepted.',
      code: 'UnsupportedMediaTypeError',
    });
    expect((await guest.head(location)).statusCode).toBe(404);
    expect(await filesOf(location)).toEqual([]);
  });

  it('refuses an upload of undeclared length at the byte that passes 25 MB, and removes it', async () => {
    const event = await createEvent(app, host);
    const guest = new Browser();
    const created = await guest.create(event.slug, 0, { deferred: true });
    expect(created.statusCode).toBe(201);
    const location = created.headers.location as string;
    const chunk = Buffer.alloc(256 * 1024);
    let sent = jpeg.length;
    // Bounded: at most 30 MB are offered (chunked: no Content-Length to refuse up front).
    const answer = await patchOverSocket(guest, location, 0, jpeg, {
      then: 'stream',
      more: () => {
        if (sent >= 30 * 1024 * 1024) return null;
        sent += chunk.length;
        return chunk;
      },
    });
    expect(answer.status).toBe(413);
    // A photo by its first bytes: held to a photo's limit, though the upload could have been a larger video.
    expect(JSON.parse(answer.body)).toEqual({
      message: 'IMG_2001.jpg is too large. Maximum file size is 25MB.',
      code: 'PayloadTooLargeError',
    });
    expect((await guest.head(location)).statusCode).toBe(404);
    expect(await filesOf(location)).toEqual([]);
    expect(await app.database.prisma.upload.count({ where: { eventId: event.id } })).toBe(0);
  });
});

describe('a dropped connection', () => {
  it('resumes from the last byte stored: HEAD, PATCH the rest, one photo with the bytes sent', async () => {
    const event = await createEvent(app, host);
    const guest = new Browser();
    const created = await guest.create(event.slug, jpeg.length);
    expect(created.statusCode).toBe(201);
    expect(created.cookies.find((cookie) => cookie.name === `guest_${event.id}`)).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      // The key with our signature for the event (decision 040).
      value: expect.stringMatching(/^[\w-]{22}\.[\w-]{43}$/),
    });
    const location = created.headers.location as string;

    const half = Math.floor(jpeg.length / 2);
    const dropped = await patchOverSocket(guest, location, 0, jpeg.subarray(0, half), {
      declaredLength: jpeg.length,
      then: 'drop',
    });
    expect(dropped.status).toBeNull();
    // The server notices the drop a moment later; then the offset stands still.
    let offset = -1;
    for (let tries = 0; tries < 50; tries += 1) {
      const head = await guest.head(location);
      expect(head.statusCode).toBe(200);
      const now = Number(head.headers['upload-offset']);
      if (now === offset && now > 0) break;
      offset = now;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(half);

    const rest = await guest.patch(location, offset, jpeg.subarray(offset));
    expect(rest.statusCode).toBe(200);
    expect(json(rest)).toEqual({
      success: true,
      message: '1 photo(s) uploaded',
      uploads: [
        {
          id: expect.any(Number),
          originalFilename: 'IMG_2001.jpg',
          status: 'PENDING',
          duplicate: false,
          mediaType: 'PHOTO',
          processingState: 'PROCESSING',
          durationSeconds: null,
        },
      ],
    });
    const rows = await app.database.prisma.upload.findMany({ where: { eventId: event.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ sha256: sha256(jpeg), bytes: jpeg.length, uploaderName: 'Ayla Demir' });
    expect(await filesOf(location)).toEqual([]);
    // The photo is the guest's: My photos lists it.
    const mine = await app.server.inject({
      url: `/api/events/${event.slug}/my-uploads`,
      headers: { cookie: guest.cookie },
    });
    expect(json<{ uploads: { id: number }[] }>(mine).uploads.map((upload) => upload.id)).toEqual([rows[0]!.id]);
  });

  it('only the browser that created an upload may resume, read or abandon it; another event’s address is not found', async () => {
    const event = await createEvent(app, host);
    const other = await createEvent(app, host);
    const owner = new Browser();
    const location = (await owner.create(event.slug, jpeg.length)).headers.location as string;
    const stranger = new Browser();
    await stranger.create(event.slug, jpeg.length);
    expect((await stranger.head(location)).statusCode).toBe(404);
    expect((await stranger.patch(location, 0, jpeg)).statusCode).toBe(404);
    const anonymous = await app.server.inject({ method: 'DELETE', url: location, headers: TUS });
    expect(anonymous.statusCode).toBe(404);
    const elsewhere = location.replace(event.slug, other.slug);
    expect((await owner.head(elsewhere)).statusCode).toBe(404);
    // Untouched by all that: the owner finishes it.
    expect((await owner.head(location)).headers['upload-offset']).toBe('0');
    expect((await owner.patch(location, 0, jpeg)).statusCode).toBe(200);
  });
});

describe('abandoning an upload', () => {
  it('DELETE by the browser that created it removes its bytes', async () => {
    const event = await createEvent(app, host);
    const guest = new Browser();
    const location = (await guest.create(event.slug, jpeg.length)).headers.location as string;
    expect((await guest.patch(location, 0, jpeg.subarray(0, 4096))).statusCode).toBe(204);
    expect(await filesOf(location)).toHaveLength(2);
    const deleted = await app.server.inject({ method: 'DELETE', url: location, headers: guest.headers() });
    expect(deleted.statusCode).toBe(204);
    expect(await filesOf(location)).toEqual([]);
    expect((await guest.head(location)).statusCode).toBe(404);
  });
});

describe('a PIN-protected event', () => {
  it('checks the PIN on every request of the upload (X-Event-Pin), not only on creation', async () => {
    const event = await createEvent(app, host, { isPinRequired: true, pinCode: '9753' });
    const guest = new Browser();
    const created = await guest.create(event.slug, jpeg.length, { pin: '9753' });
    expect(created.statusCode).toBe(201);
    const location = created.headers.location as string;
    // The PIN never rides in the upload's address.
    expect(location).not.toContain('9753');
    const withoutPin = await guest.patch(location, 0, jpeg);
    expect(withoutPin.statusCode).toBe(403);
    expect(json(withoutPin)).toEqual({ message: 'This event is protected', code: 'PinRequiredError' });
    const withPin = await app.server.inject({
      method: 'PATCH',
      url: location,
      headers: guest.headers({
        'x-event-pin': '9753',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      }),
      payload: jpeg,
    });
    expect(withPin.statusCode).toBe(200);
  });
});

describe('duplicates and abandoned uploads', () => {
  it('two phones sending the same photo give one photo; both are told it was uploaded', async () => {
    const event = await createEvent(app, host);
    const answers = [];
    const locations: string[] = [];
    for (const phone of [new Browser(), new Browser()]) {
      const location = (await phone.create(event.slug, jpeg.length)).headers.location as string;
      locations.push(location);
      answers.push(json<{ uploads: { duplicate: boolean; status: string }[] }>(await phone.patch(location, 0, jpeg)));
    }
    expect(answers.map((answer) => answer.uploads[0]!.duplicate)).toEqual([false, true]);
    expect(await app.database.prisma.upload.count({ where: { eventId: event.id } })).toBe(1);
    for (const location of locations) expect(await filesOf(location)).toEqual([]);
  });

  it('the orphan sweep removes a partial upload nobody came back for', async () => {
    const event = await createEvent(app, host);
    const guest = new Browser();
    const location = (await guest.create(event.slug, jpeg.length)).headers.location as string;
    expect((await guest.patch(location, 0, jpeg.subarray(0, 1000))).statusCode).toBe(204);
    expect(await filesOf(location)).toHaveLength(2);
    const { storage } = createStorage({ driver: 'local', dataDir: app.dataDir, secret: 'unused', gcs: {} });
    const removed = await sweepOrphans(
      { storage, prisma: app.database.prisma, spoolDir: join(app.dataDir, 'tmp', 'uploads'), log: console },
      Date.now() + 2 * 24 * 60 * 60_000,
    );
    expect(removed.incoming).toBeGreaterThanOrEqual(2);
    expect(await filesOf(location)).toEqual([]);
    expect((await guest.head(location)).statusCode).toBe(404);
  });
});

describe('the other upload paths keep working and record the guest key', () => {
  it('direct and presigned uploads of one browser are its own photos', async () => {
    const event = await createEvent(app, host);
    const guest = new Browser();
    const presigned = await app.server.inject({
      method: 'POST',
      url: `/api/events/${event.slug}/uploads/presign`,
      payload: { mimeType: 'image/jpeg' },
    });
    const ticket = json<PresignTicket>(presigned);
    const completed = await putAndComplete(app, event.slug, ticket, jpeg, { originalFilename: 'signed.jpg' });
    expect(completed.statusCode).toBe(201);
    guest.keep(completed);
    const mine = await app.server.inject({
      url: `/api/events/${event.slug}/my-uploads`,
      headers: { cookie: guest.cookie },
    });
    expect(json<{ uploads: { status: string }[] }>(mine).uploads).toHaveLength(1);
  });
});
