import { randomUUID } from 'node:crypto';
import { PassThrough, Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, signupUser, type Auth, type TestApp } from '../../../test/app.ts';
import { type SignedUpUser } from '../../../test/users.ts';
import { addCoHost, createEvent } from '../../../test/factories.ts';
import { phoneJpegWithGps, pngImage } from '../../../test/images.ts';
import { multipart, type Part } from '../../../test/multipart.ts';
import { photosProcessed } from '../../../test/photos.ts';
import { readZip } from '../../../test/zip.ts';
import type { StorageDriver } from '../../storage/storage.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { csvCell, entryName, safeText, UniqueNames, withTypeExtension } from './downloads.service.ts';
import { streamPhotoZip } from './zip-stream.ts';

let app: TestApp;
let owner: SignedUpUser;
let stranger: SignedUpUser;

beforeAll(async () => {
  app = await createTestApp();
  owner = await signupUser(app, { displayName: 'Ayla' });
  stranger = await signupUser(app, { displayName: 'Someone Else' });
});
afterAll(() => app.close());

let seed = 0;
/** A small JPEG with its own bytes (uploads of identical bytes are de-duplicated). */
async function distinctJpeg(): Promise<Buffer> {
  seed += 1;
  const second = String(seed % 60).padStart(2, '0');
  const minute = String(Math.floor(seed / 60) % 60).padStart(2, '0');
  return phoneJpegWithGps({ width: 240, height: 160, dateTimeOriginal: `2026:06:12 18:${minute}:${second}` });
}

async function uploadPhotos(slug: string, uploaderName: string | null, files: { filename: string; data: Buffer }[]) {
  const parts: Part[] = [];
  if (uploaderName) parts.push({ name: 'uploaderName', value: uploaderName });
  for (const file of files) {
    const contentType = file.filename.toLowerCase().endsWith('.png') ? 'image/png' : 'image/jpeg';
    parts.push({ name: 'files', filename: file.filename, contentType, data: file.data });
  }
  const { payload, headers } = multipart(parts);
  const response = await app.server.inject({
    method: 'POST',
    url: `/api/events/${slug}/uploads/direct`,
    headers,
    remoteAddress: '203.0.113.77',
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  // The ZIP holds photos with their copies made, as guests see them.
  await photosProcessed(app);
  return response.json<{ uploads: { id: number }[] }>().uploads.map((upload) => upload.id);
}

function setStatus(ids: number[], status: 'APPROVED' | 'REJECTED' | 'PENDING') {
  return app.database.prisma.upload.updateMany({ where: { id: { in: ids } }, data: { status } });
}

function get(url: string, auth: Auth) {
  return app.server.inject({ method: 'GET', url, headers: authHeaders(auth) });
}

describe('GET /api/auth/events/{id}/download.zip', () => {
  let event: { id: number; slug: string };
  const originals = new Map<string, Buffer>();

  beforeAll(async () => {
    event = await createEvent(app, owner, { title: "Ayla & Can's Wedding" });
    const selin = [await distinctJpeg(), await distinctJpeg()];
    const selinIds = await uploadPhotos(event.slug, 'Aunt Selin', [
      { filename: 'IMG_0001.JPG', data: selin[0]! },
      // The same name from the same guest (two phones, two days): the second gets " (2)".
      { filename: 'IMG_0001.JPG', data: selin[1]! },
    ]);
    const png = await pngImage(200, 120);
    const cousin = await distinctJpeg();
    const cousinIds = await uploadPhotos(event.slug, 'Cousin/Mert\u0007', [
      { filename: 'party.png', data: png },
      { filename: 'dance.jpg', data: cousin },
    ]);
    const anonymous = await distinctJpeg();
    const anonymousIds = await uploadPhotos(event.slug, null, [{ filename: 'cake.jpg', data: anonymous }]);
    const pending = await uploadPhotos(event.slug, 'Pending Guest', [
      { filename: 'pending.jpg', data: await distinctJpeg() },
    ]);
    const rejected = await uploadPhotos(event.slug, 'Rejected Guest', [
      { filename: 'rejected.jpg', data: await distinctJpeg() },
    ]);
    await setStatus([...selinIds, ...cousinIds, ...anonymousIds], 'APPROVED');
    await setStatus(pending, 'PENDING');
    await setStatus(rejected, 'REJECTED');
    originals.set('Aunt Selin - IMG_0001.JPG', selin[0]!);
    originals.set('Aunt Selin - IMG_0001 (2).JPG', selin[1]!);
    originals.set('Cousin_Mert - party.png', png);
    originals.set('Cousin_Mert - dance.jpg', cousin);
    originals.set('cake.jpg', anonymous);
  });

  it('streams every approved original, byte for byte, stored, with unique names', async () => {
    const response = await get(`/api/auth/events/${event.id}/download.zip`, owner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Ayla & Can's Wedding.zip"; filename*=UTF-8''Ayla%20%26%20Can%27s%20Wedding.zip`,
    );
    const files = await readZip(response.rawPayload);
    expect(files).toHaveLength(5);
    expect(new Set(files.map((file) => file.name))).toEqual(new Set(originals.keys()));
    for (const file of files) {
      expect(file.method, file.name).toBe(0);
      expect(file.data.equals(originals.get(file.name)!), file.name).toBe(true);
    }
    const audit = await app.database.prisma.auditLog.findFirst({
      where: { action: 'event.download.zip', targetId: String(event.id) },
      orderBy: { id: 'desc' },
    });
    expect(audit).toMatchObject({ actorId: owner.id, targetType: 'Event', metadata: { count: 5 } });
  });

  it('skips an original missing from storage and keeps the archive valid', async () => {
    const other = await createEvent(app, owner, { title: 'Missing File' });
    const ids = await uploadPhotos(other.slug, 'Deniz', [
      { filename: 'a.jpg', data: await distinctJpeg() },
      { filename: 'b.jpg', data: await distinctJpeg() },
    ]);
    await setStatus(ids, 'APPROVED');
    await app.database.prisma.upload.update({
      where: { id: ids[0]! },
      data: { storageKey: `events/${other.id}/photos/${randomUUID()}/original.jpg` },
    });
    const response = await get(`/api/auth/events/${other.id}/download.zip`, owner);
    expect(response.statusCode).toBe(200);
    const files = await readZip(response.rawPayload);
    expect(files.map((file) => file.name)).toEqual(['Deniz - b.jpg']);
  });

  it("answers 404 'No approved photos or videos to download' when none is approved", async () => {
    const empty = await createEvent(app, owner);
    await setStatus(
      await uploadPhotos(empty.slug, 'X', [{ filename: 'p.jpg', data: await distinctJpeg() }]),
      'PENDING',
    );
    const response = await get(`/api/auth/events/${empty.id}/download.zip`, owner);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'No approved photos or videos to download' });
  });

  it('HEAD checks a download before the browser starts it: same answers, no archive read, no download recorded', async () => {
    const head = (url: string, auth: Auth) => app.server.inject({ method: 'HEAD', url, headers: authHeaders(auth) });
    const downloads = () =>
      app.database.prisma.auditLog.count({ where: { action: 'event.download.zip', targetId: String(event.id) } });
    const before = await downloads();
    const ready = await head(`/api/auth/events/${event.id}/download.zip`, owner);
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['content-type']).toBe('application/zip');
    expect(ready.headers['content-disposition']).toContain('Ayla & Can');
    expect(ready.rawPayload).toHaveLength(0);
    expect(await downloads()).toBe(before);

    expect((await head(`/api/auth/events/${event.id}/download.zip`, undefined)).statusCode).toBe(401);
    expect((await head(`/api/auth/events/${event.id}/download.zip`, stranger)).statusCode).toBe(404);
    const empty = await createEvent(app, owner);
    expect((await head(`/api/auth/events/${empty.id}/download.zip`, owner)).statusCode).toBe(404);
  });

  it('is for members only: anonymous 401, another host 404, a co-host 200', async () => {
    expect((await get(`/api/auth/events/${event.id}/download.zip`, undefined)).statusCode).toBe(401);
    const foreign = await get(`/api/auth/events/${event.id}/download.zip`, stranger);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ message: 'Event not found' });
    expect((await get(`/api/auth/events/not-a-number/download.zip`, owner)).statusCode).toBe(404);

    const cohost = await signupUser(app, { displayName: 'Co Host' });
    await addCoHost(app, owner, event.id, cohost);
    const response = await get(`/api/auth/events/${event.id}/download.zip`, cohost);
    expect(response.statusCode).toBe(200);
    expect(await readZip(response.rawPayload)).toHaveLength(5);
  });
});

describe('streamPhotoZip', () => {
  it('reads one file at a time (the next one only opened ahead) and stops reading storage when aborted', async () => {
    let open = 0;
    let maxOpen = 0;
    let reads = 0;
    let flowing = 0;
    let maxFlowing = 0;
    const sources: PassThrough[] = [];
    const storage = {
      read: () => {
        reads += 1;
        open += 1;
        maxOpen = Math.max(maxOpen, open);
        const source = new PassThrough();
        source.on('close', () => (open -= 1));
        // Taken by the ZIP writer: its bytes flow (the next file may be open, but is not read yet).
        source.once('resume', () => {
          flowing += 1;
          maxFlowing = Math.max(maxFlowing, flowing);
        });
        source.once('end', () => (flowing -= 1));
        sources.push(source);
        // Data arrives later, as from a disk or a bucket.
        setTimeout(() => source.end(Buffer.alloc(64 * 1024, reads)), 5);
        return Promise.resolve(source);
      },
    } as unknown as StorageDriver;
    const entries = Array.from({ length: 20 }, (_, i) => ({ key: `k${i}`, name: `${i}.jpg`, date: new Date() }));
    const zip = streamPhotoZip(storage, entries, { warn() {} });
    let received = 0;
    await pipeline(
      zip.stream,
      new Writable({
        write(chunk: Buffer, _encoding, callback) {
          received += chunk.length;
          callback();
        },
      }),
    );
    expect(await zip.done).toEqual({ written: 20, skipped: 0, aborted: false });
    expect(maxOpen).toBe(2);
    expect(maxFlowing).toBe(1);
    expect(received).toBeGreaterThan(20 * 64 * 1024);

    // Aborted while an entry is being read: that stream and the one opened ahead are destroyed, and no
    // other one is opened.
    reads = 0;
    const opened: Readable[] = [];
    const slow = {
      read: () => {
        reads += 1;
        const source = new Readable({ read() {} });
        opened.push(source);
        return Promise.resolve(source);
      },
    } as unknown as StorageDriver;
    const stopped = streamPhotoZip(slow, entries, { warn() {} });
    stopped.stream.resume();
    await new Promise((resolve) => setTimeout(resolve, 20));
    stopped.abort();
    expect(await stopped.done).toMatchObject({ aborted: true });
    expect(reads).toBe(2);
    await new Promise((resolve) => setImmediate(resolve));
    expect(opened.every((source) => source.destroyed)).toBe(true);
    expect(stopped.stream.destroyed).toBe(true);
  });
});

describe('GET /api/auth/events/{id}/rsvps.csv', () => {
  let event: { id: number; slug: string };

  async function rsvp(body: Record<string, unknown>, headers: Record<string, string> = {}) {
    const response = await app.server.inject({
      method: 'POST',
      url: `/api/events/${event.slug}/rsvp`,
      remoteAddress: '203.0.113.78',
      headers,
      payload: body,
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
  }

  beforeAll(async () => {
    event = await createEvent(app, owner, { title: 'Çırağan Gala' });
    await rsvp({ fullName: 'Deniz Kaya', email: 'deniz@example.com', status: 'YES', guestsCount: 2 });
    await rsvp({ fullName: 'Ece', status: 'NO', note: 'Sorry, "we" are away,\nsee you soon' });
    await rsvp({ fullName: '=HYPERLINK("http://evil.example","click")', status: 'MAYBE', phone: '+90 555 000 0000' });
    // Answered on a page in Turkish: the language column says so; the others named none.
    await rsvp({ fullName: 'Şükrü Çırağan', status: 'YES', guestsCount: 3 }, { 'accept-language': 'tr' });
  });

  it('exports one RFC 4180 row per RSVP, with a BOM, CRLF, labels and formula neutralisation', async () => {
    const response = await get(`/api/auth/events/${event.id}/rsvps.csv`, owner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Ciragan Gala RSVPs.csv"; filename*=UTF-8''${encodeURIComponent('Çırağan Gala RSVPs.csv')}`,
    );
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('Full Name,Email,Phone,Status,Guests,Note,Submitted At,Updated At,Language');

    const rows = parseCsv(text);
    expect(rows).toHaveLength(1 + 4);
    const rsvps = await app.database.prisma.rsvp.findMany({
      where: { eventId: event.id },
      orderBy: { createdAt: 'asc' },
    });
    expect(rows.slice(1).map((row) => row[6])).toEqual(rsvps.map((r) => r.createdAt.toISOString()));
    expect(rows[1]).toEqual([
      'Deniz Kaya',
      'deniz@example.com',
      '',
      'Coming',
      '2',
      '',
      rsvps[0]!.createdAt.toISOString(),
      rsvps[0]!.updatedAt.toISOString(),
      '',
    ]);
    expect(rows[2]!.slice(0, 6)).toEqual(['Ece', '', '', 'Not Coming', '1', 'Sorry, "we" are away,\nsee you soon']);
    expect(text).toContain('"Sorry, ""we"" are away,\nsee you soon"');
    expect(rows[3]!.slice(0, 4)).toEqual([
      `'=HYPERLINK("http://evil.example","click")`,
      '',
      "'+90 555 000 0000",
      'Maybe',
    ]);
    expect(rows[4]!.slice(0, 5)).toEqual(['Şükrü Çırağan', '', '', 'Coming', '3']);
    expect(rows.slice(1).map((row) => row[8])).toEqual(['', '', '', 'Turkish']);

    const audit = await app.database.prisma.auditLog.findFirst({
      where: { action: 'event.download.rsvps', targetId: String(event.id) },
    });
    expect(audit).toMatchObject({ actorId: owner.id, metadata: { count: 4 } });
  });

  it('writes headers, statuses and the file name in the language of the host who asked (decision 058)', async () => {
    // A Turkish account reads Turkish whatever the browser asks; without a setting, the browser's language.
    const setLanguage = (language: string | null) =>
      app.server.inject({ method: 'PATCH', url: '/api/auth/me', headers: authHeaders(owner), payload: { language } });
    expect((await setLanguage('tr')).statusCode).toBe(200);
    try {
      const turkish = await app.server.inject({
        method: 'GET',
        url: `/api/auth/events/${event.id}/rsvps.csv`,
        headers: { ...authHeaders(owner), 'accept-language': 'de' },
      });
      expect(turkish.statusCode).toBe(200);
      const rows = parseCsv(turkish.rawPayload.subarray(3).toString('utf8'));
      expect(rows[0]).toEqual([
        'Ad Soyad',
        'E-posta',
        'Telefon',
        'Durum',
        'Kişi Sayısı',
        'Not',
        'Gönderilme Zamanı',
        'Güncellenme Zamanı',
        'Dil',
      ]);
      expect(rows.slice(1).map((row) => row[3])).toEqual(['Geliyor', 'Gelmiyor', 'Belki', 'Geliyor']);
      expect(rows[4]![8]).toBe('Türkçe');
      expect(turkish.headers['content-disposition']).toContain(encodeURIComponent('Çırağan Gala LCV.csv'));
      // The guests' own words stay as they wrote them.
      expect(rows[2]![5]).toBe('Sorry, "we" are away,\nsee you soon');

      expect((await setLanguage(null)).statusCode).toBe(200);
      const german = await app.server.inject({
        method: 'GET',
        url: `/api/auth/events/${event.id}/rsvps.csv`,
        headers: { ...authHeaders(owner), 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' },
      });
      expect(parseCsv(german.rawPayload.subarray(3).toString('utf8'))[0]![0]).toBe('Vollständiger Name');
    } finally {
      await setLanguage(null);
    }
  });

  it('exports only the header for an event without RSVPs', async () => {
    const empty = await createEvent(app, owner, { title: 'Quiet' });
    const response = await get(`/api/auth/events/${empty.id}/rsvps.csv`, owner);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('\uFEFFFull Name,Email,Phone,Status,Guests,Note,Submitted At,Updated At,Language\r\n');
  });

  it('is for members only: anonymous 401, another host 404, a co-host 200', async () => {
    expect((await get(`/api/auth/events/${event.id}/rsvps.csv`, undefined)).statusCode).toBe(401);
    expect((await get(`/api/auth/events/${event.id}/rsvps.csv`, stranger)).statusCode).toBe(404);
    const cohost = await signupUser(app);
    await addCoHost(app, owner, event.id, cohost);
    expect((await get(`/api/auth/events/${event.id}/rsvps.csv`, cohost)).statusCode).toBe(200);
  });
});

describe('download names and cells', () => {
  it('builds safe, unique entry names', () => {
    expect(entryName('Aunt Selin', 'IMG_0001.JPG')).toBe('Aunt Selin - IMG_0001.JPG');
    expect(entryName(null, '../../etc/passwd')).toBe('_.._etc_passwd');
    expect(entryName('  \u0000Bob\r\n ', 'a\\b.jpg')).toBe('Bob - a_b.jpg');
    expect([...entryName('x'.repeat(300), 'y.jpeg')].length).toBe(180);
    expect(entryName('x'.repeat(300), 'y.jpeg').endsWith('.jpeg')).toBe(true);
    const names = new UniqueNames();
    expect(['a.jpg', 'A.JPG', 'a.jpg', 'noext', 'noext'].map((name) => names.take(name))).toEqual([
      'a.jpg',
      'A (2).JPG',
      'a (3).jpg',
      'noext',
      'noext (2)',
    ]);
  });

  it("ends each name with its type's extension, keeping names that already say it", () => {
    expect(withTypeExtension('IMG_0042.MOV', 'video/quicktime')).toBe('IMG_0042.MOV');
    expect(withTypeExtension('clip.m4v', 'video/mp4')).toBe('clip.m4v');
    expect(withTypeExtension('clip', 'video/mp4')).toBe('clip.mp4');
    expect(withTypeExtension('recording.webm', 'video/webm')).toBe('recording.webm');
    expect(withTypeExtension('IMG_0042.JPG', 'video/quicktime')).toBe('IMG_0042.JPG.mov');
    expect(withTypeExtension('photo.jpeg', 'image/jpeg')).toBe('photo.jpeg');
    expect(withTypeExtension('photo', 'image/heic')).toBe('photo.heic');
  });

  it('quotes and neutralises cells', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('a\rb')).toBe('"a\rb"');
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(safeText(`${start}1`)).toBe(`'${start}1`);
    expect(safeText('Ayla')).toBe('Ayla');
  });

  it('writes a Content-Disposition with an ASCII fallback', () => {
    expect(contentDisposition('Düğün "2026"; a\\b.zip')).toBe(
      `attachment; filename="Dugun _2026__ a_b.zip"; filename*=UTF-8''D%C3%BC%C4%9F%C3%BCn%20%222026%22%3B%20a%5Cb.zip`,
    );
  });
});

/** A strict RFC 4180 reader (quoted fields may hold commas, quotes and newlines). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || row.length > 0) throw new Error('CSV does not end with CRLF');
  return rows;
}
