import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, signupUser, uniqueEmail, type Auth, type TestApp } from '../../../test/app.ts';
import { createEvent } from '../../../test/factories.ts';
import { phoneJpegWithGps } from '../../../test/images.ts';
import { startMailServer } from '../../../test/mail-server.ts';
import { multipart } from '../../../test/multipart.ts';
import { photosProcessed } from '../../../test/photos.ts';
import { readZip } from '../../../test/zip.ts';
import { asUser, type SignedUpUser } from '../../../test/users.ts';
import { localFilesDirectory } from '../../storage/index.ts';

// The English words, as they always read (the catalogs hold them since issue 34).
const EXPORT_ALREADY_PREPARING = 'Your data is already being prepared. We will email you when it is ready to download.';
const EXPORT_NOT_FOUND = 'This download was not found or has expired. Please ask for your data again.';

// "Download my data" (issue 32) end to end: the request, the job that builds the ZIP into storage, the
// mail through a real SMTP server, the download, and the week after which the file goes.

const PUBLIC_URL = 'https://photos.example.com';
let mail: Awaited<ReturnType<typeof startMailServer>>;
let app: TestApp;

beforeAll(async () => {
  mail = await startMailServer();
  app = await createTestApp({
    env: { SMTP_URL: mail.url, PUBLIC_URL },
    email: { retryBaseMs: 100, retryMaxMs: 300, pollMs: 100 },
  });
});
afterAll(async () => {
  await app.close();
  await mail.close();
});

interface ExportJson {
  id: number;
  status: string;
  sizeBytes: number | null;
  readyAt: string | null;
  expiresAt: string | null;
  downloadUrl: string | null;
}

function request(method: 'GET' | 'POST', url: string, auth: Auth) {
  return app.server.inject({ method, url, headers: authHeaders(auth) });
}

async function requestExport(user: SignedUpUser): Promise<ExportJson> {
  const response = await request('POST', '/api/auth/data-exports', asUser(user));
  expect(response.statusCode, response.body).toBe(202);
  return response.json<{ dataExport: ExportJson }>().dataExport;
}

async function listExports(auth: Auth): Promise<ExportJson[]> {
  const response = await request('GET', '/api/auth/data-exports', auth);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ dataExports: ExportJson[] }>().dataExports;
}

/** A ready archive of a new account: requested, built by the workers. */
async function readyExport(user: SignedUpUser): Promise<ExportJson> {
  const asked = await requestExport(user);
  await app.dataExportWorkers.drain();
  const ready = (await listExports(asUser(user))).find((row) => row.id === asked.id)!;
  expect(ready.status).toBe('READY');
  return ready;
}

describe('Download my data', () => {
  it('builds the ZIP in the background, mails the link, and downloads the account, RSVPs and originals', async () => {
    const owner = await signupUser(app, { email: uniqueEmail('export'), displayName: 'Ayla' });
    const event = await createEvent(app, owner, { title: 'Ayla & Can' });
    // An event the account co-hosts: named in account.json, its files are its owner's to download.
    const other = await signupUser(app, { displayName: 'Deniz' });
    const coHosted = await createEvent(app, other, { title: 'Deniz & Ece' });
    await app.database.prisma.eventMember.create({ data: { eventId: coHosted.id, userId: owner.id, role: 'CO_HOST' } });

    const rsvp = await app.server.inject({
      method: 'POST',
      url: `/api/events/${event.slug}/rsvp`,
      payload: {
        fullName: '=HYPERLINK("http://evil.example","Aunt Selin")',
        email: 'selin@example.com',
        status: 'YES',
      },
    });
    expect(rsvp.statusCode, rsvp.body).toBeLessThan(300);

    // Two guestbook messages: one the hosts approve, one still waiting (formula-looking, for the CSV guard).
    const signed = [];
    for (const [name, message] of [
      ['Aunt Selin', 'So happy for you both!\nSee you at the dance floor.'],
      ['Cousin Mert', '=1+2 what a night'],
    ]) {
      const entry = await app.server.inject({
        method: 'POST',
        url: `/api/events/${event.slug}/guestbook`,
        payload: { name, message },
      });
      expect(entry.statusCode, entry.body).toBe(201);
      signed.push(entry.json<{ entry: { id: number } }>().entry.id);
    }
    const approved = await app.server.inject({
      method: 'POST',
      url: `/api/auth/events/${event.id}/guestbook/moderate`,
      headers: authHeaders(asUser(owner)),
      payload: { ids: [signed[0]], action: 'APPROVE' },
    });
    expect(approved.statusCode, approved.body).toBe(200);

    const photo = await phoneJpegWithGps({ width: 200, height: 150, dateTimeOriginal: '2026:06:12 18:00:01' });
    const { payload, headers } = multipart([
      { name: 'uploaderName', value: 'Cousin Mert' },
      { name: 'files', filename: 'IMG_0042.JPG', contentType: 'image/jpeg', data: photo },
    ]);
    const upload = await app.server.inject({
      method: 'POST',
      url: `/api/events/${event.slug}/uploads/direct`,
      headers,
      payload,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    await photosProcessed(app);

    const asked = await requestExport(owner);
    expect(asked).toMatchObject({ status: 'PREPARING', downloadUrl: null, sizeBytes: null });
    await app.dataExportWorkers.drain();

    const [ready] = await listExports(asUser(owner));
    expect(ready).toMatchObject({
      id: asked.id,
      status: 'READY',
      downloadUrl: `/api/auth/data-exports/${asked.id}/download`,
    });
    const week = new Date(ready!.expiresAt!).getTime() - new Date(ready!.readyAt!).getTime();
    expect(week).toBe(7 * 24 * 60 * 60_000);

    const letter = await mail.waitFor(owner.email, 1, { subject: 'Your data is ready to download' });
    expect(letter.text).toContain(`${PUBLIC_URL}/account#your-data`);
    // Essential: no unsubscribing from it.
    expect(letter.headers.get('list-unsubscribe')).toBeUndefined();

    const download = await request('GET', ready!.downloadUrl!, asUser(owner));
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    const day = ready!.readyAt!.slice(0, 10);
    expect(download.headers['content-disposition']).toContain(`attachment; filename="wedding-data-${day}.zip"`);
    expect(Number(download.headers['content-length'])).toBe(download.rawPayload.length);
    expect(ready!.sizeBytes).toBe(download.rawPayload.length);

    const files = new Map((await readZip(download.rawPayload)).map((file) => [file.name, file.data]));
    const folder = `events/${event.slug}/`;
    expect([...files.keys()].sort()).toEqual(
      [
        'README.txt',
        'account.json',
        `${folder}event.json`,
        `${folder}rsvps.csv`,
        `${folder}guestbook.txt`,
        `${folder}guestbook.csv`,
        `${folder}photos.csv`,
        `${folder}photos/IMG_0042.JPG`,
      ].sort(),
    );
    expect(files.get('README.txt')!.toString()).toContain('rsvps.csv');

    const account = JSON.parse(files.get('account.json')!.toString());
    expect(account).toMatchObject({
      email: owner.email,
      displayName: 'Ayla',
      plan: 'STARTER',
      notifications: { reviewDigest: true, dailySummary: true, eventReminder: true },
      coHostedEvents: [{ title: 'Deniz & Ece', slug: coHosted.slug }],
    });
    expect(JSON.parse(files.get(`${folder}event.json`)!.toString())).toMatchObject({
      id: event.id,
      slug: event.slug,
      title: 'Ayla & Can',
      userRole: 'OWNER',
    });

    const rsvps = files.get(`${folder}rsvps.csv`)!.toString();
    // The RSVP download's CSV: the formula-looking name starts with an apostrophe, so it stays text.
    expect(rsvps).toContain(`"'=HYPERLINK(""http://evil.example"",""Aunt Selin"")"`);
    expect(rsvps).toContain('selin@example.com');

    // The guestbook: the approved message to read, every message in the spreadsheet, guarded.
    const book = files.get(`${folder}guestbook.txt`)!.toString();
    expect(book).toMatch(
      /^Aunt Selin\r\n\d{1,2} \w+ \d{4}, \d\d:\d\d\r\nSo happy for you both!\r\nSee you at the dance floor\.\r\n/,
    );
    expect(book).not.toContain('Cousin Mert');
    const guestbookCsv = files.get(`${folder}guestbook.csv`)!.toString();
    expect(guestbookCsv).toContain('Aunt Selin');
    expect(guestbookCsv).toContain("Cousin Mert,'=1+2 what a night,Waiting,");

    const photos = files.get(`${folder}photos.csv`)!.toString().split('\r\n');
    expect(photos[0]).toBe('\uFEFFFile,Guest,Type,Status,Album,Uploaded At');
    expect(photos[1]).toMatch(/^photos\/IMG_0042\.JPG,Cousin Mert,Photo,PENDING,,\d{4}-/);
    // The original exactly as the guest sent it, even while it waits for review.
    expect(files.get(`${folder}photos/IMG_0042.JPG`)!.equals(photo)).toBe(true);
  });

  it('prepares one at a time: a second request while one is preparing is refused', async () => {
    const user = await signupUser(app, { email: uniqueEmail('twice') });
    await app.dataExportWorkers.stop(0);
    try {
      await requestExport(user);
      const again = await request('POST', '/api/auth/data-exports', asUser(user));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ message: EXPORT_ALREADY_PREPARING });
      const viaGraphql = await app.graphql<{ requestDataExport: { __typename: string; message: string } }>(
        'mutation { requestDataExport { __typename ... on ConflictError { message } } }',
        {},
        asUser(user),
      );
      expect(viaGraphql.body.data?.requestDataExport).toEqual({
        __typename: 'ConflictError',
        message: EXPORT_ALREADY_PREPARING,
      });
    } finally {
      app.dataExportWorkers.start();
    }
    await app.dataExportWorkers.drain();
    expect((await listExports(asUser(user))).map((row) => row.status)).toEqual(['READY']);
  });

  it('allows three a day', async () => {
    const user = await signupUser(app, { email: uniqueEmail('thrice') });
    for (let i = 0; i < 3; i += 1) await readyExport(user);
    const fourth = await request('POST', '/api/auth/data-exports', asUser(user));
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toContain('3 times a day');
  });

  it("is the owner's alone: another account can neither download nor see it", async () => {
    const owner = await signupUser(app, { email: uniqueEmail('mine') });
    const stranger = await signupUser(app, { email: uniqueEmail('stranger') });
    const ready = await readyExport(owner);

    for (const auth of [asUser(stranger), { token: stranger.token }]) {
      const refused = await request('GET', ready.downloadUrl!, auth);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ message: EXPORT_NOT_FOUND });
    }
    expect((await request('GET', ready.downloadUrl!, undefined)).statusCode).toBe(401);
    expect(await listExports(asUser(stranger))).toEqual([]);
    // The owner's API token downloads it, as their session does.
    expect((await request('GET', ready.downloadUrl!, { token: owner.token })).statusCode).toBe(200);

    const globalId = Buffer.from(`DataExport:${ready.id}`).toString('base64');
    const query = `query($id: ID!) { node(id: $id) { id } viewer { dataExports { id } } }`;
    const seen = await app.graphql<{ node: unknown; viewer: { dataExports: { id: string }[] } }>(
      query,
      { id: globalId },
      asUser(stranger),
    );
    expect(seen.body.data).toEqual({ node: null, viewer: { dataExports: [] } });
    const own = await app.graphql<{ node: { id: string } | null }>(query, { id: globalId }, asUser(owner));
    expect(own.body.data?.node).toEqual({ id: globalId });

    // Ids that name nothing are not found either, never a server error.
    expect((await request('GET', '/api/auth/data-exports/999999999/download', asUser(owner))).statusCode).toBe(404);
    expect((await request('GET', '/api/auth/data-exports/abc/download', asUser(owner))).statusCode).toBe(404);
  });

  it('stops downloading after its week, and the sweep deletes the file', async () => {
    const user = await signupUser(app, { email: uniqueEmail('expiring') });
    const ready = await readyExport(user);
    const row = await app.database.prisma.dataExport.findUniqueOrThrow({ where: { id: ready.id } });
    const file = join(localFilesDirectory(app.dataDir), row.storageKey!);
    expect(row.storageKey).toBe(`accounts/${user.id}/exports/${ready.id}.zip`);
    expect(existsSync(file)).toBe(true);

    await app.database.prisma.dataExport.update({
      where: { id: ready.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await request('GET', ready.downloadUrl!, asUser(user))).statusCode).toBe(404);
    expect((await listExports(asUser(user)))[0]).toMatchObject({ status: 'READY', downloadUrl: null });

    expect(await app.services.dataExports.expireDue()).toBeGreaterThanOrEqual(1);
    expect(existsSync(file)).toBe(false);
    expect((await listExports(asUser(user)))[0]).toMatchObject({ status: 'EXPIRED', downloadUrl: null });
    expect((await request('GET', ready.downloadUrl!, asUser(user))).statusCode).toBe(404);
  });

  it("goes with the account: removeAll deletes the account's archives and their files", async () => {
    const user = await signupUser(app, { email: uniqueEmail('leaving') });
    const ready = await readyExport(user);
    const row = await app.database.prisma.dataExport.findUniqueOrThrow({ where: { id: ready.id } });
    const file = join(localFilesDirectory(app.dataDir), row.storageKey!);
    await app.services.dataExports.removeAll(user.id);
    expect(existsSync(file)).toBe(false);
    expect(await listExports(asUser(user))).toEqual([]);
  });

  it('is asked for and listed over GraphQL', async () => {
    const user = await signupUser(app, { email: uniqueEmail('graphql') });
    const asked = await app.graphql<{
      requestDataExport: { __typename: string; dataExport: { id: string; status: string; downloadUrl: string | null } };
    }>(
      'mutation { requestDataExport { __typename ... on RequestDataExportSuccess { dataExport { id status downloadUrl } } } }',
      {},
      asUser(user),
    );
    expect(asked.body.data?.requestDataExport).toMatchObject({
      __typename: 'RequestDataExportSuccess',
      dataExport: { status: 'PREPARING', downloadUrl: null },
    });
    await app.dataExportWorkers.drain();

    const listed = await app.graphql<{
      viewer: {
        dataExports: {
          id: string;
          status: string;
          requestedAt: string;
          readyAt: string | null;
          expiresAt: string | null;
          sizeBytes: number | null;
          downloadUrl: string | null;
        }[];
      };
    }>(
      '{ viewer { dataExports { id status requestedAt readyAt expiresAt sizeBytes downloadUrl } } }',
      {},
      asUser(user),
    );
    const [only] = listed.body.data!.viewer.dataExports;
    expect(only).toMatchObject({ id: asked.body.data!.requestDataExport.dataExport.id, status: 'READY' });
    expect(only!.sizeBytes).toBeGreaterThan(0);
    const zip = await request('GET', only!.downloadUrl!, asUser(user));
    expect(zip.statusCode).toBe(200);
    const names = (await readZip(zip.rawPayload)).map((file) => file.name);
    // No events owned: the account and the README only.
    expect(names).toEqual(['README.txt', 'account.json']);
  });

  it('marks an export FAILED with words for the account once its tries run out', async () => {
    const user = await signupUser(app, { email: uniqueEmail('failing') });
    const row = await app.database.prisma.dataExport.create({ data: { userId: user.id } });
    await app.services.dataExports.job.giveUp({
      id: 0,
      kind: 'account.data-export',
      payload: { exportId: row.id },
      attempts: 3,
    });
    const [failed] = await listExports(asUser(user));
    expect(failed).toMatchObject({ status: 'FAILED', downloadUrl: null });
    expect((failed as ExportJson & { error: string }).error).toContain('We could not prepare your data');
    // No longer preparing: the account may ask again.
    await requestExport(user);
    await app.dataExportWorkers.drain();
  });
});
