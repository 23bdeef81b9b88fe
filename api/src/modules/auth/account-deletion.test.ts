import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authHeaders, createTestApp, signupUser, uniqueEmail, type TestApp } from '../../../test/app.ts';
import { addCoHost, createEvent } from '../../../test/factories.ts';
import { uploadGuestPhoto } from '../../../test/photos.ts';
import { asUser } from '../../../test/users.ts';
import { ACCOUNT_DELETION_GRACE_MS, DELETED_ACCOUNT_NAME, deletedAccountEmail } from './account-deletion.service.ts';

// The English words, as they always read (the catalogs hold them since issue 34).
const WRONG_CURRENT_PASSWORD = 'Your current password is not right.';
const LAST_ADMIN_CANNOT_DELETE =
  'You are the last active administrator, so your account cannot be deleted. Make another account an administrator first.';

// Deleting one's own account (issue 32 item 6): asked with the password, planned 14 days ahead, cancelled
// or purged by the tick once the date passed.

const ADMIN = { email: 'only.admin@example.com', password: 'admin-password' };
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  await app.services.auth.ensureAdmin(ADMIN);
});
afterAll(() => app.close());

const REQUEST = /* GraphQL */ `
  mutation RequestAccountDeletion($input: RequestAccountDeletionInput!) {
    requestAccountDeletion(input: $input) {
      __typename
      ... on RequestAccountDeletionSuccess {
        viewer {
          deletionScheduledAt
        }
      }
      ... on Error {
        message
      }
      ... on ValidationError {
        fieldErrors {
          field
          message
        }
      }
    }
  }
`;

const CANCEL = /* GraphQL */ `
  mutation CancelAccountDeletion {
    cancelAccountDeletion {
      __typename
      ... on CancelAccountDeletionSuccess {
        viewer {
          deletionScheduledAt
        }
      }
    }
  }
`;

function requestDeletion(cookie: string, password: string) {
  return app.server.inject({
    method: 'POST',
    url: '/api/auth/delete-account',
    headers: { cookie },
    payload: { password },
  });
}

function login(email: string, password: string) {
  return app.server.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
}

/** Moves the account's deletion date into the past, as if the grace period ran out. */
async function graceRunsOut(userId: number): Promise<void> {
  await app.database.prisma.user.update({
    where: { id: userId },
    data: { deletionScheduledAt: new Date(Date.now() - 60_000) },
  });
}

async function auditActions(userId: number): Promise<string[]> {
  const rows = await app.database.prisma.auditLog.findMany({
    where: { targetType: 'User', targetId: String(userId) },
    orderBy: { id: 'asc' },
  });
  return rows.map((row) => row.action);
}

describe('asking for deletion', () => {
  it('REST: refuses a wrong password, plans the date 14 days ahead, mails it, and can be cancelled', async () => {
    const user = await signupUser(app, { email: uniqueEmail('delete-rest') });
    const wrong = await requestDeletion(user.cookie, 'not my password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(WRONG_CURRENT_PASSWORD);
    expect(
      (await app.database.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).deletionScheduledAt,
    ).toBeNull();

    const before = Date.now();
    const asked = await requestDeletion(user.cookie, user.password);
    expect(asked.statusCode).toBe(200);
    const planned = new Date(asked.json().user.deletionScheduledAt as string).getTime();
    expect(planned).toBeGreaterThanOrEqual(before + ACCOUNT_DELETION_GRACE_MS);
    expect(planned).toBeLessThan(Date.now() + ACCOUNT_DELETION_GRACE_MS + 1000);
    const me = await app.server.inject({ url: '/api/auth/me', headers: { cookie: user.cookie } });
    expect(me.json().user.deletionScheduledAt).toBe(asked.json().user.deletionScheduledAt);

    const notice = await app.database.prisma.emailMessage.findFirstOrThrow({
      where: { userId: user.id, kind: 'account-deletion' },
    });
    const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(planned);
    expect(notice.subject).toBe(`Your account will be deleted on ${day}`);
    expect(notice.text).toContain('Keep my account');
    expect(notice.headers).toEqual({});

    // The grace period: it still signs in, and its events stay online.
    expect((await login(user.email, user.password)).statusCode).toBe(200);

    const cancelled = await app.server.inject({
      method: 'POST',
      url: '/api/auth/delete-account/cancel',
      headers: { cookie: user.cookie },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().user.deletionScheduledAt).toBeNull();
    expect(await auditActions(user.id)).toEqual(
      expect.arrayContaining(['user.deletion.request', 'user.deletion.cancel']),
    );
    // Nothing left to purge.
    await app.services.accountDeletion.purgeDue(new Date(Date.now() + 2 * ACCOUNT_DELETION_GRACE_MS));
    expect((await app.database.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).status).toBe('ACTIVE');
  });

  it('GraphQL: answers the password’s field error, the planned date, and cancelling', async () => {
    const user = await signupUser(app);
    const wrong = await app.graphql(REQUEST, { input: { password: 'wrong one' } }, { cookie: user.cookie });
    expect(wrong.body.data?.requestAccountDeletion).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'password', message: WRONG_CURRENT_PASSWORD }],
    });
    const asked = await app.graphql<{ requestAccountDeletion: { viewer: { deletionScheduledAt: string } } }>(
      REQUEST,
      { input: { password: user.password } },
      { cookie: user.cookie },
    );
    expect(asked.body.data?.requestAccountDeletion).toMatchObject({ __typename: 'RequestAccountDeletionSuccess' });
    const planned = new Date(asked.body.data!.requestAccountDeletion.viewer.deletionScheduledAt).getTime();
    expect(Math.abs(planned - (Date.now() + ACCOUNT_DELETION_GRACE_MS))).toBeLessThan(60_000);

    const cancelled = await app.graphql(CANCEL, {}, { cookie: user.cookie });
    expect(cancelled.body.data?.cancelAccountDeletion).toEqual({
      __typename: 'CancelAccountDeletionSuccess',
      viewer: { deletionScheduledAt: null },
    });
  });

  it('refuses the last active admin, and shows admins whose accounts are to be deleted', async () => {
    const admin = await login(ADMIN.email, ADMIN.password);
    const adminCookie = `session=${admin.cookies.find((cookie) => cookie.name === 'session')!.value}`;
    const refused = await requestDeletion(adminCookie, ADMIN.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(LAST_ADMIN_CANNOT_DELETE);

    const user = await signupUser(app, { email: uniqueEmail('pending') });
    const planned = (await requestDeletion(user.cookie, user.password)).json().user.deletionScheduledAt as string;
    const rest = await app.server.inject({
      url: `/api/superadmin/users?search=${encodeURIComponent(user.email)}`,
      headers: { cookie: adminCookie },
    });
    expect(rest.json().users[0]).toMatchObject({ email: user.email, deletionScheduledAt: planned });
    const graphql = await app.graphql<{ admin: { users: { edges: { node: { deletionScheduledAt: string } }[] } } }>(
      `query ($search: String) { admin { users(search: $search, first: 5, page: 1) { edges { node { deletionScheduledAt } } } } }`,
      { search: user.email },
      { cookie: adminCookie },
    );
    expect(graphql.body.data?.admin.users.edges[0]?.node.deletionScheduledAt).toBe(planned);
  });
});

describe('the purge when the date passed', () => {
  it('deletes the owned events’ photos, RSVPs and files, anonymises the account and ends its sessions', async () => {
    const owner = await signupUser(app, { email: uniqueEmail('purged') });
    const coHost = await signupUser(app, { email: uniqueEmail('cohost') });
    const other = await signupUser(app, { email: uniqueEmail('other-owner') });
    const event = await createEvent(app, asUser(owner), { autoApprove: true });
    const othersEvent = await createEvent(app, asUser(other));
    await addCoHost(app, asUser(owner), event.id, coHost);
    await addCoHost(app, asUser(other), othersEvent.id, owner);
    const uploadId = await uploadGuestPhoto(app, event.slug);
    const rsvp = await app.server.inject({
      method: 'POST',
      url: `/api/events/${event.slug}/rsvp`,
      payload: { fullName: 'Guest One', status: 'YES', guestsCount: 2 },
    });
    expect(rsvp.statusCode).toBe(201);
    const upload = await app.database.prisma.upload.findUniqueOrThrow({ where: { id: uploadId } });
    const original = join(app.dataDir, 'files', upload.storageKey);
    expect(existsSync(original)).toBe(true);
    const otherDevice = (await login(owner.email, owner.password)).json<{ token: string }>().token;
    // A "Download my data" archive: every original photo, under the account's own prefix.
    const exported = await app.server.inject({
      method: 'POST',
      url: '/api/auth/data-exports',
      headers: { cookie: owner.cookie },
    });
    expect(exported.statusCode).toBe(202);
    await app.dataExportWorkers.drain();
    const archive = await app.database.prisma.dataExport.findFirstOrThrow({ where: { userId: owner.id } });
    const archiveFile = join(app.dataDir, 'files', archive.storageKey!);
    expect(existsSync(archiveFile)).toBe(true);

    expect((await requestDeletion(owner.cookie, owner.password)).statusCode).toBe(200);
    // Not yet due: nothing happens, the guest page stays.
    expect(await app.services.accountDeletion.purgeDue()).toBe(0);
    expect((await app.server.inject({ url: `/api/events/${event.slug}` })).statusCode).toBe(200);

    await graceRunsOut(owner.id);
    // Two instances' ticks at once: one of them purges.
    const second = await createTestApp({ database: app.database, dataDir: app.dataDir });
    try {
      const purged = await Promise.all([
        app.services.accountDeletion.purgeDue(),
        second.services.accountDeletion.purgeDue(),
      ]);
      expect(purged.reduce((sum, count) => sum + count, 0)).toBe(1);
    } finally {
      await second.stop();
    }

    // Whichever instance purged, this one's cached guest page goes as the deletion reaches it (over Redis
    // when a server database is shared, so not necessarily before the next line).
    await vi.waitFor(
      async () => expect((await app.server.inject({ url: `/api/events/${event.slug}` })).statusCode).toBe(404),
      { timeout: 5_000, interval: 50 },
    );
    expect(await app.database.prisma.upload.count({ where: { eventId: event.id } })).toBe(0);
    expect(await app.database.prisma.rsvp.count({ where: { eventId: event.id } })).toBe(0);
    expect(existsSync(original)).toBe(false);
    // The other owner's event keeps going, without this co-host.
    expect((await app.server.inject({ url: `/api/events/${othersEvent.slug}` })).statusCode).toBe(200);
    expect(await app.database.prisma.eventMember.count({ where: { userId: owner.id, role: 'CO_HOST' } })).toBe(0);

    const user = await app.database.prisma.user.findUniqueOrThrow({ where: { id: owner.id } });
    expect(user).toMatchObject({
      status: 'DELETED',
      email: deletedAccountEmail(owner.id),
      displayName: DELETED_ACCOUNT_NAME,
      deletionScheduledAt: null,
    });
    expect(await app.database.prisma.emailMessage.count({ where: { userId: owner.id } })).toBe(0);
    expect(await app.database.prisma.accountToken.count({ where: { userId: owner.id } })).toBe(0);
    expect(await app.database.prisma.dataExport.count({ where: { userId: owner.id } })).toBe(0);
    expect(existsSync(archiveFile)).toBe(false);

    // Signed out everywhere, and never in again.
    expect((await app.server.inject({ url: '/api/auth/me', headers: { cookie: owner.cookie } })).statusCode).toBe(401);
    const token = await app.server.inject({ url: '/api/auth/me', headers: authHeaders({ token: otherDevice }) });
    expect(token.statusCode).toBe(401);
    expect((await login(owner.email, owner.password)).statusCode).toBe(401);
    expect((await login(deletedAccountEmail(owner.id), owner.password)).statusCode).toBe(401);

    const audit = await app.database.prisma.auditLog.findFirstOrThrow({
      where: { action: 'user.delete', targetId: String(owner.id) },
    });
    expect(audit.metadata).toMatchObject({ eventsDeleted: 1, uploadsDeleted: 1, rsvpsDeleted: 1, coHostingEnded: 1 });
    expect(JSON.stringify(audit)).not.toContain(owner.password);
    expect(
      await app.database.prisma.auditLog.count({ where: { action: 'event.delete', targetId: String(event.id) } }),
    ).toBe(1);

    // Ticks later find nothing more to do.
    expect(await app.services.accountDeletion.purgeDue()).toBe(0);
    expect(
      await app.database.prisma.auditLog.count({ where: { action: 'user.delete', targetId: String(owner.id) } }),
    ).toBe(1);
  });
});
