import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authHeaders, createTestApp, signupUser, type Auth, type TestApp } from '../../../test/app.ts';
import { createTwoInstances, type TwoInstances } from '../../../test/instances.ts';
import { createEvent } from '../../../test/factories.ts';
import { uploadGuestPhoto } from '../../../test/photos.ts';
import { createCountingDatabase, type CountingDatabase } from '../../../test/statements.ts';

// Issue 30, item 4 (decision 049): a video player asks for one file range after range; the rows its rules are
// judged on come from memory, and every change guests can see reaches the very next range on this instance,
// and on another within a second (Redis), as the public reads do (decision 019).

/** Well under the rows' 5 s safety lifetime: only the invalidation can explain a change seen this soon. */
const OTHER_INSTANCE_MS = 1_000;
const PIN = '482913';

const range = { range: 'bytes=0-9' };

describe('rows behind served files', () => {
  let counting: CountingDatabase;
  let app: TestApp;
  let owner: Auth;
  beforeAll(async () => {
    counting = await createCountingDatabase();
    app = await createTestApp({ database: counting.database });
    owner = { cookie: (await signupUser(app)).cookie };
  });
  afterAll(async () => {
    await app.close();
    await counting.database.close();
  });

  it('a guest’s ranges of a file guests may see run no SQL statement once one was read', async () => {
    const event = await createEvent(app, owner, { autoApprove: true });
    await uploadGuestPhoto(app, event.slug);
    const gallery = await app.server.inject({ url: `/api/events/${event.slug}/gallery` });
    const { url } = gallery.json<{ uploads: { url: string }[] }>().uploads[0]!;
    expect((await app.server.inject({ url, headers: range })).statusCode).toBe(206);
    const { result, statements } = await counting.measure(() =>
      Promise.all(['bytes=0-9', 'bytes=10-', 'bytes=-5'].map((r) => app.server.inject({ url, headers: { range: r } }))),
    );
    expect(result.map((answer) => answer.statusCode)).toEqual([206, 206, 206]);
    expect(statements).toBe(0);
  });

  it('a photo awaiting review is read from the database each time (its rules are not everyone’s)', async () => {
    const event = await createEvent(app, owner);
    const id = await uploadGuestPhoto(app, event.slug);
    const { displayKey } = await app.database.prisma.upload.findUniqueOrThrow({ where: { id } });
    const asOwner = { ...authHeaders(owner), ...range };
    expect((await app.server.inject({ url: `/api/uploads/${displayKey}`, headers: asOwner })).statusCode).toBe(206);
    const { result, statements } = await counting.measure(() =>
      app.server.inject({ url: `/api/uploads/${displayKey}`, headers: asOwner }),
    );
    expect(result.statusCode).toBe(206);
    expect(statements).toBeGreaterThan(0);
  });
});

describe('rows behind served files forget each change guests can see, on this instance and another', () => {
  let instances: TwoInstances;
  let first: TestApp;
  let second: TestApp;
  let owner: Auth;
  let admin: Auth;
  beforeAll(async () => {
    instances = await createTwoInstances('served-file-rows');
    ({ first, second } = instances);
    owner = { cookie: (await signupUser(first)).cookie };
    const adminAccount = await signupUser(first);
    await first.database.prisma.user.update({ where: { id: adminAccount.id }, data: { isAdmin: true } });
    admin = { cookie: adminAccount.cookie };
  });
  afterAll(() => instances.close());

  const call = (method: 'POST' | 'PATCH' | 'DELETE', url: string, auth: Auth, payload?: object) =>
    first.server
      .inject({ method, url, headers: authHeaders(auth), ...(payload ? { payload } : {}) })
      .then((response) => expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300));

  /**
   * Warms both instances on `url` (a guest's range answered `before`), makes the change on the first, then
   * expects the first's very next range and the second's within a second to be answered `after`.
   */
  async function expectSeen(url: string, before: number, change: () => Promise<unknown>, after: number) {
    const status = async (app: TestApp) => (await app.server.inject({ url, headers: range })).statusCode;
    for (const app of [first, second]) expect(await status(app)).toBe(before);
    await change();
    expect(await status(first)).toBe(after);
    await vi.waitFor(async () => expect(await status(second)).toBe(after), {
      timeout: OTHER_INSTANCE_MS,
      interval: 10,
    });
  }

  it('moderation, an admin takedown, a PIN, the event switched off and deleted', async () => {
    const event = await createEvent(first, owner, { autoApprove: true });
    const id = await uploadGuestPhoto(first, event.slug);
    const { displayKey } = await first.database.prisma.upload.findUniqueOrThrow({ where: { id } });
    const url = `/api/uploads/${displayKey}`;
    const moderate = (action: string) => call('POST', `/api/auth/uploads/${id}/approve`, owner, { action });
    const takedown = (action: string) => call('POST', '/api/superadmin/uploads/moderate', admin, { ids: [id], action });
    const settings = `/api/auth/events/${event.id}`;

    await expectSeen(url, 206, () => moderate('REJECTED'), 404);
    await expectSeen(url, 404, () => moderate('APPROVED'), 206);
    await expectSeen(url, 206, () => takedown('REJECTED'), 404);
    await expectSeen(url, 404, () => takedown('APPROVED'), 206);
    await expectSeen(url, 206, () => call('PATCH', settings, owner, { isPinRequired: true, pinCode: PIN }), 403);
    await expectSeen(url, 403, () => call('PATCH', settings, owner, { isPinRequired: false }), 206);
    await expectSeen(url, 206, () => call('PATCH', `${settings}/status`, owner, { status: 'INACTIVE' }), 423);
    await expectSeen(url, 423, () => call('PATCH', `${settings}/status`, owner, { status: 'ACTIVE' }), 206);
    await expectSeen(url, 206, () => call('DELETE', settings, owner), 404);
  }, 60_000);
});
