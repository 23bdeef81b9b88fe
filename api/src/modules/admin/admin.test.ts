import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, signupUser, uniqueEmail, type TestApp } from '../../../test/app.ts';
import { type SignedUpUser } from '../../../test/users.ts';
import { createEvent } from '../../../test/factories.ts';
import { follow, hasErrors, liveClient, queueMessage, untilReceived } from '../../../test/live.ts';
import { uploadGuestPhoto } from '../../../test/photos.ts';

let app: TestApp;
let address: string;
type Account = SignedUpUser;
type AuditRows = { auditLogs: { action: string }[] };
type UsersPage = {
  admin: {
    users: {
      totalCount: number;
      pageNumber: number;
      pageCount: number;
      pageInfo: { endCursor: string; hasNextPage: boolean };
      edges: { node: { id: string } }[];
    };
  };
};
let admin: Account;

const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');
const asAdmin = () => ({ cookie: admin.cookie });

async function makeAdmin(account: Account): Promise<void> {
  await app.database.prisma.user.update({ where: { id: account.id }, data: { isAdmin: true } });
}

function rest(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, cookie = admin.cookie) {
  return app.server.inject({
    method,
    url,
    headers: authHeaders({ cookie }),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const setStatus = (userId: number, status: string, cookie = admin.cookie) =>
  rest('PATCH', `/api/superadmin/users/${userId}`, { status }, cookie);

async function auditActions(targetType: string, targetId: number | string): Promise<string[]> {
  const rows = await app.database.prisma.auditLog.findMany({
    where: { targetType, targetId: String(targetId) },
    orderBy: { id: 'asc' },
  });
  return rows.map((row) => row.action);
}

beforeAll(async () => {
  app = await createTestApp();
  address = await app.start();
  admin = await signupUser(app, { displayName: 'Root Admin' });
  await makeAdmin(admin);
});
afterAll(() => app.close());

describe('blocking a user', () => {
  it('ends their sessions at once: REST 401, viewer null, their live queue ends, login says blocked', async () => {
    const host = await signupUser(app);
    const event = await createEvent(app, { cookie: host.cookie });
    const client = liveClient(address, { headers: { cookie: host.cookie } });
    const queue = follow<{ moderationQueue: { kind: string } }>(
      client,
      'subscription ($id: ID!) { moderationQueue(eventId: $id) { kind } }',
      {
        id: event.globalId,
      },
    );
    // The queue is open: a guest's upload reaches it.
    const upload = () => uploadGuestPhoto(app, event.slug);
    expect((await untilReceived(queue, upload, 5000, queueMessage('ADDED'))).data).toEqual({
      moderationQueue: { kind: 'ADDED' },
    });
    // Then its thumbnail, made once the upload was answered.
    expect((await queue.nextWhere(queueMessage('PROCESSED'), 10_000)).data).toEqual({
      moderationQueue: { kind: 'PROCESSED' },
    });

    const blocked = await setStatus(host.id, 'BLOCKED');
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().user).toMatchObject({ id: host.id, status: 'BLOCKED' });

    // No further change of the event is needed: the block itself ends the open queue (after the copies of
    // an upload the queue was not yet listening for, if its first try came too early).
    expect((await queue.nextWhere(hasErrors)).errors?.[0]?.message).toBe('Please sign in to continue.');
    await expect(queue.ended).resolves.toBe('complete');
    expect((await rest('GET', '/api/auth/my/events', undefined, host.cookie)).statusCode).toBe(401);
    expect((await app.graphql('{ viewer { id } }', {}, { cookie: host.cookie })).body.data).toEqual({ viewer: null });
    expect((await app.graphql('{ viewer { id } }', {}, { token: host.token })).body.data).toEqual({ viewer: null });
    const login = await app.server.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: host.email, password: host.password },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json().message).toBe('Your account has been blocked. Please contact support.');
    expect(await auditActions('User', host.id)).toEqual(['admin.user.block']);
    await client.dispose();

    // Activated again, they sign in; their old session stays ended.
    expect((await setStatus(host.id, 'ACTIVE')).json().user.status).toBe('ACTIVE');
    expect((await rest('GET', '/api/auth/me', undefined, host.cookie)).statusCode).toBe(401);
    const again = await app.server.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: host.email, password: host.password },
    });
    expect(again.statusCode).toBe(200);
    expect(await auditActions('User', host.id)).toEqual(['admin.user.block', 'admin.user.activate']);
  });

  it('deleting (soft) switches their events off; admins still list them, guests get the inactive page', async () => {
    const host = await signupUser(app);
    const event = await createEvent(app, { cookie: host.cookie });
    const { body } = await app.graphql(
      'mutation ($id: ID!) { adminSetUserStatus(id: $id, status: DELETED) { __typename ... on AdminSetUserStatusSuccess { user { status ownedEventCount } } } }',
      { id: globalId('User', host.id) },
      asAdmin(),
    );
    expect(body.data?.adminSetUserStatus).toEqual({
      __typename: 'AdminSetUserStatusSuccess',
      user: { status: 'DELETED', ownedEventCount: 1 },
    });
    expect((await app.server.inject({ url: `/api/events/${event.slug}` })).statusCode).toBe(423);
    const listed = await rest('GET', `/api/superadmin/events?search=${event.slug}`);
    expect(listed.json().events).toEqual([expect.objectContaining({ id: event.id, status: 'INACTIVE' })]);
    expect((await rest('GET', '/api/auth/me', undefined, host.cookie)).statusCode).toBe(401);
    const audit = await app.database.prisma.auditLog.findFirstOrThrow({
      where: { targetType: 'User', targetId: String(host.id), action: 'admin.user.delete' },
    });
    expect(audit.metadata).toEqual({ from: 'ACTIVE', to: 'DELETED', eventsSwitchedOff: 1 });
  });

  it('an admin cannot block, delete or demote themselves', async () => {
    for (const status of ['BLOCKED', 'DELETED']) {
      const response = await setStatus(admin.id, status);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('You cannot block or delete your own account.');
    }
    const demote = await rest('PATCH', `/api/superadmin/users/${admin.id}`, { isAdmin: false });
    expect(demote.statusCode).toBe(403);
    const { body } = await app.graphql(
      'mutation ($id: ID!) { adminSetUserStatus(id: $id, status: BLOCKED) { __typename ... on Error { message } } }',
      { id: globalId('User', admin.id) },
      asAdmin(),
    );
    expect(body.data?.adminSetUserStatus).toEqual({
      __typename: 'ForbiddenError',
      message: 'You cannot block or delete your own account.',
    });
    const me = await app.database.prisma.user.findUniqueOrThrow({ where: { id: admin.id } });
    expect(me).toMatchObject({ status: 'ACTIVE', isAdmin: true });
  });

  it('an admin grants and withdraws admin rights; each change is audited and takes effect on the next request', async () => {
    const user = await signupUser(app);
    const promote = await rest('PATCH', `/api/superadmin/users/${user.id}`, { isAdmin: true });
    expect(promote.json().user.isAdmin).toBe(true);
    expect((await rest('GET', '/api/superadmin/dashboard', undefined, user.cookie)).statusCode).toBe(200);
    const { body } = await app.graphql(
      'mutation ($id: ID!) { adminSetUserAdmin(id: $id, isAdmin: false) { __typename ... on AdminSetUserAdminSuccess { user { isAdmin } } } }',
      { id: globalId('User', user.id) },
      asAdmin(),
    );
    expect(body.data?.adminSetUserAdmin).toEqual({ __typename: 'AdminSetUserAdminSuccess', user: { isAdmin: false } });
    expect((await rest('GET', '/api/superadmin/dashboard', undefined, user.cookie)).statusCode).toBe(403);
    expect(await auditActions('User', user.id)).toEqual(['admin.user.promote', 'admin.user.demote']);
    expect((await rest('PATCH', `/api/superadmin/users/${user.id}`, { isAdmin: 'yes' })).statusCode).toBe(400);
  });

  it('the last active admin cannot be blocked, even when two admins block each other at once', async () => {
    // Make these two the only active admins for the moment.
    const [first, second] = [await signupUser(app), await signupUser(app)];
    await makeAdmin(first);
    await makeAdmin(second);
    await app.database.prisma.user.update({ where: { id: admin.id }, data: { isAdmin: false } });
    try {
      const answers = await Promise.all([
        setStatus(second.id, 'BLOCKED', first.cookie),
        setStatus(first.id, 'BLOCKED', second.cookie),
      ]);
      const codes = answers.map((answer) => answer.statusCode).sort();
      // One block lands; the other is refused: by the session check (its admin was just blocked)
      // or by the last-admin rule, whichever the race reaches first.
      expect(codes[0]).toBe(200);
      expect([401, 403]).toContain(codes[1]);
      expect(await app.database.prisma.user.count({ where: { isAdmin: true, status: 'ACTIVE' } })).toBe(1);
    } finally {
      await app.database.prisma.user.update({ where: { id: admin.id }, data: { isAdmin: true } });
    }
  });

  it('the rule itself: a change that would leave no active admin is rolled back', async () => {
    const prisma = app.database.prisma;
    const other = await signupUser(app);
    await makeAdmin(other);
    // For this test `other` is the only active admin in the database; `admin` acts with a stale
    // view of itself (as a request that loaded its session just before its rights were withdrawn).
    const admins = await prisma.user.findMany({
      where: { isAdmin: true, id: { not: other.id } },
      select: { id: true },
    });
    await prisma.user.updateMany({ where: { id: { in: admins.map((a) => a.id) } }, data: { isAdmin: false } });
    try {
      const stale = { ...(await prisma.user.findUniqueOrThrow({ where: { id: admin.id } })), isAdmin: true };
      await expect(
        app.services.admin.setUserStatus({ user: stale, ip: '127.0.0.1' }, other.id, 'BLOCKED'),
      ).rejects.toThrow('The last active admin cannot be blocked, deleted or demoted.');
      expect(await prisma.user.findUniqueOrThrow({ where: { id: other.id } })).toMatchObject({ status: 'ACTIVE' });
      expect(await auditActions('User', other.id)).toEqual([]);
    } finally {
      await prisma.user.updateMany({ where: { id: { in: admins.map((a) => a.id) } }, data: { isAdmin: true } });
      await prisma.user.update({ where: { id: other.id }, data: { isAdmin: false } });
    }
  });
});

describe('creating users', () => {
  it('applies the signup rules, keeps emails unique in any case, never echoes the password; the user signs in', async () => {
    const email = uniqueEmail('created');
    const short = await rest('POST', '/api/superadmin/users', { email, displayName: 'Nur', password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 8 characters long');
    const badEmail = await rest('POST', '/api/superadmin/users', {
      email: 'nope',
      displayName: 'Nur',
      password: 'long enough',
    });
    expect(badEmail.json().message).toBe('Please enter a valid email address');

    const created = await rest('POST', '/api/superadmin/users', {
      email: email.toUpperCase(),
      displayName: 'Nur Yılmaz',
      password: 'a fine password',
      isAdmin: false,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().user).toMatchObject({ email, displayName: 'Nur Yılmaz', isAdmin: false, status: 'ACTIVE' });
    expect(created.body).not.toContain('a fine password');
    expect(created.body).not.toMatch(/passwordHash|argon2/);

    const again = await rest('POST', '/api/superadmin/users', {
      email,
      displayName: 'Other',
      password: 'another password',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('An account with this email already exists');

    const login = await app.server.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'a fine password' },
    });
    expect(login.statusCode).toBe(200);
    const id = created.json().user.id as number;
    expect(await auditActions('User', id)).toEqual(['admin.user.create']);
    const audit = await app.database.prisma.auditLog.findFirstOrThrow({
      where: { targetType: 'User', targetId: String(id) },
    });
    expect(JSON.stringify(audit.metadata)).not.toContain('password');
  });

  it('over GraphQL, an admin may create another admin', async () => {
    const email = uniqueEmail('second-admin');
    const { body } = await app.graphql(
      'mutation ($input: AdminCreateUserInput!) { adminCreateUser(input: $input) { __typename ... on AdminCreateUserSuccess { user { email isAdmin } } ... on ValidationError { fieldErrors { field message } } } }',
      { input: { email, displayName: 'Second', password: 'long password', isAdmin: true } },
      asAdmin(),
    );
    expect(body.data?.adminCreateUser).toEqual({
      __typename: 'AdminCreateUserSuccess',
      user: { email, isAdmin: true },
    });
  });
});

describe('lists', () => {
  it('pages through 45 users with limit 20: each exactly once, totalPages 3, over REST and GraphQL', async () => {
    const tag = `pager${process.pid}x`;
    for (let i = 0; i < 45; i += 1) await signupUser(app, { email: uniqueEmail(tag), displayName: `Pager ${i}` });
    const seen: number[] = [];
    for (const page of [1, 2, 3]) {
      const response = await rest('GET', `/api/superadmin/users?search=${tag}&limit=20&page=${page}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().pagination).toEqual({ page, limit: 20, total: 45, totalPages: 3 });
      seen.push(...response.json<{ users: { id: number }[] }>().users.map((user) => user.id));
    }
    expect(seen).toHaveLength(45);
    expect(new Set(seen).size).toBe(45);

    const viaCursors: string[] = [];
    let after: string | null = null;
    for (let page = 1; page <= 3; page += 1) {
      const response: { body: { data?: UsersPage } } = await app.graphql<UsersPage>(
        'query ($search: String, $after: String) { admin { users(search: $search, first: 20, after: $after) { totalCount pageNumber pageCount pageInfo { endCursor hasNextPage } edges { node { id } } } } }',
        { search: tag, after },
        asAdmin(),
      );
      const users = response.body.data!.admin.users;
      expect(users).toMatchObject({ totalCount: 45, pageNumber: page, pageCount: 3 });
      expect(users.pageInfo.hasNextPage).toBe(page < 3);
      viaCursors.push(...users.edges.map((edge) => edge.node.id));
      after = users.pageInfo.endCursor;
    }
    expect(new Set(viaCursors).size).toBe(45);
    const { body } = await app.graphql<{ admin: { users: { pageNumber: number; edges: { node: { id: string } }[] } } }>(
      'query ($search: String) { admin { users(search: $search, first: 20, page: 3) { pageNumber edges { node { id } } } } }',
      { search: tag },
      asAdmin(),
    );
    expect(body.data!.admin.users.pageNumber).toBe(3);
    expect(body.data!.admin.users.edges.map((edge) => edge.node.id)).toEqual(viaCursors.slice(40));
  });

  it('search is case-insensitive and takes % and _ literally', async () => {
    const tag = `srch${process.pid}`;
    await signupUser(app, { email: uniqueEmail(tag), displayName: `Ann_Smith ${tag}` });
    await signupUser(app, { email: uniqueEmail(tag), displayName: `AnnXSmith ${tag}` });
    await signupUser(app, { email: uniqueEmail(tag), displayName: `Sale 50% ${tag}` });
    await signupUser(app, { email: uniqueEmail(tag), displayName: `Sale 500 ${tag}` });
    const names = async (search: string) =>
      (await rest('GET', `/api/superadmin/users?search=${encodeURIComponent(search)}`))
        .json<{ users: { displayName: string }[] }>()
        .users.map((user) => user.displayName.replace(` ${tag}`, ''));
    expect((await names(`ANN`)).filter((name) => name.startsWith('Ann')).sort()).toEqual(['AnnXSmith', 'Ann_Smith']);
    expect(await names('ann_smith')).toEqual(['Ann_Smith']);
    expect(await names('50%')).toEqual(['Sale 50%']);
  });

  it('bad paging and filters are 400 with a message; a large limit is capped at 100', async () => {
    expect((await rest('GET', '/api/superadmin/users?page=0')).json()).toEqual({
      message: 'page must be a whole number from 1',
      code: 'ValidationError',
    });
    expect((await rest('GET', '/api/superadmin/users?page=abc')).statusCode).toBe(400);
    expect((await rest('GET', '/api/superadmin/users?limit=0')).statusCode).toBe(400);
    expect((await rest('GET', '/api/superadmin/users?status=SLEEPING')).json().message).toBe(
      'Status must be one of ALL, ACTIVE, BLOCKED, DELETED',
    );
    expect((await rest('GET', '/api/superadmin/users?status=all')).statusCode).toBe(200);
    expect((await rest('GET', '/api/superadmin/users?limit=500')).json().pagination.limit).toBe(100);
    expect((await rest('GET', '/api/superadmin/events/abc')).statusCode).toBe(404);
    expect((await rest('GET', '/api/superadmin/events/999999')).json()).toEqual({
      message: 'Event not found',
      code: 'NotFoundError',
    });
  });

  it('events: owner, counts, filters; the detail has photos and RSVPs; never the PIN', async () => {
    const host = await signupUser(app, { displayName: 'Ela Host' });
    const event = await createEvent(app, { cookie: host.cookie }, { isPinRequired: true, pinCode: '4321' });
    await uploadGuestPhoto(app, event.slug, { pin: '4321' });
    await app.server.inject({
      method: 'POST',
      url: `/api/events/${event.slug}/rsvp?pin=4321`,
      payload: { fullName: 'Guest One', status: 'YES', guestsCount: 2 },
    });
    const list = await rest(
      'GET',
      `/api/superadmin/events?search=${encodeURIComponent(host.email.toUpperCase())}&status=ACTIVE`,
    );
    expect(list.json().events).toEqual([
      expect.objectContaining({
        id: event.id,
        owner: { id: host.id, displayName: 'Ela Host', email: host.email },
        _count: { uploads: 1, rsvps: 1 },
      }),
    ]);
    const detail = await rest('GET', `/api/superadmin/events/${event.id}`);
    expect(detail.json().event.uploads).toHaveLength(1);
    expect(detail.json().event.rsvps).toEqual([expect.objectContaining({ fullName: 'Guest One', guestsCount: 2 })]);
    expect(detail.body).not.toContain('4321');
    expect((await rest('GET', `/api/superadmin/events?search=${event.slug}&status=INACTIVE`)).json().events).toEqual(
      [],
    );

    const { body } = await app.graphql(
      'query ($id: ID!) { admin { event(id: $id) { title owner { email } photoCount rsvpCount photos(first: 5) { totalCount edges { node { status thumbnailUrl } } } rsvps(first: 5) { edges { node { fullName } } } } } }',
      { id: globalId('AdminEvent', event.id) },
      asAdmin(),
    );
    expect(body.data?.admin).toMatchObject({
      event: { owner: { email: host.email }, photoCount: 1, rsvpCount: 1, photos: { totalCount: 1 } },
    });
    // The panel shows thumbnails of photos still pending: the file route lets admins read them.
    const thumbnail = (body.data as { admin: { event: { photos: { edges: { node: { thumbnailUrl: string } }[] } } } })
      .admin.event.photos.edges[0]!.node.thumbnailUrl;
    expect((await rest('GET', thumbnail)).statusCode).toBe(200);
    const stranger = await signupUser(app);
    expect((await rest('GET', thumbnail, undefined, stranger.cookie)).statusCode).toBe(404);
  });
});

describe('events and photos', () => {
  it('an admin switches an event off and on: guests see it at once, each change audited', async () => {
    const host = await signupUser(app);
    const event = await createEvent(app, { cookie: host.cookie });
    const off = await rest('PATCH', `/api/superadmin/events/${event.id}`, { status: 'INACTIVE' });
    expect(off.json()).toMatchObject({ message: 'Event deactivated successfully', event: { status: 'INACTIVE' } });
    expect((await app.server.inject({ url: `/api/events/${event.slug}` })).statusCode).toBe(423);
    const { body } = await app.graphql(
      'mutation ($id: ID!) { adminSetEventStatus(id: $id, status: ACTIVE) { __typename ... on AdminSetEventStatusSuccess { event { status } } } }',
      { id: globalId('AdminEvent', event.id) },
      asAdmin(),
    );
    expect(body.data?.adminSetEventStatus).toEqual({
      __typename: 'AdminSetEventStatusSuccess',
      event: { status: 'ACTIVE' },
    });
    expect((await app.server.inject({ url: `/api/events/${event.slug}` })).statusCode).toBe(200);
    expect(await auditActions('Event', event.id)).toEqual([
      'event.create',
      'admin.event.deactivate',
      'admin.event.activate',
    ]);
    expect((await rest('PATCH', `/api/superadmin/events/${event.id}`, { status: 'GONE' })).statusCode).toBe(400);
  });

  it('a takedown leaves the guest gallery at once; uploads list across events with filters', async () => {
    const host = await signupUser(app);
    const event = await createEvent(app, { cookie: host.cookie }, { autoApprove: true });
    const photo = await uploadGuestPhoto(app, event.slug);
    const gallery = async () =>
      (await app.server.inject({ url: `/api/events/${event.slug}/gallery` }))
        .json<{ uploads: { id: number }[] }>()
        .uploads.map((upload) => upload.id);
    expect(await gallery()).toEqual([photo]);

    const listed = await rest('GET', `/api/superadmin/uploads?eventId=${event.id}&status=APPROVED`);
    expect(listed.json()).toMatchObject({
      uploads: [{ id: photo, status: 'APPROVED', event: { id: event.id, slug: event.slug } }],
      pagination: { total: 1 },
    });
    const { body } = await app.graphql(
      'mutation ($ids: [ID!]!) { adminModerateUploads(ids: $ids, action: REJECTED) { __typename ... on AdminModerateUploadsSuccess { uploads { status } } } }',
      { ids: [globalId('Photo', photo)] },
      asAdmin(),
    );
    expect(body.data?.adminModerateUploads).toEqual({
      __typename: 'AdminModerateUploadsSuccess',
      uploads: [{ status: 'REJECTED' }],
    });
    expect(await gallery()).toEqual([]);
    expect(await auditActions('Upload', photo)).toEqual(['admin.upload.rejected']);
    const restore = await rest('POST', '/api/superadmin/uploads/moderate', { ids: [photo], action: 'APPROVED' });
    expect(restore.statusCode).toBe(200);
    expect(await gallery()).toEqual([photo]);
  });
});

describe('inbox', () => {
  it('filters, marks read, replied, closed, deletes; each change audited; unknown ids are 404', async () => {
    const prisma = app.database.prisma;
    const urgent = await prisma.contactMessage.create({
      data: {
        name: 'Mert',
        email: 'mert@example.com',
        subject: 'Our gallery is down tonight',
        message: 'x'.repeat(300),
        priority: 'URGENT',
      },
    });
    await prisma.contactMessage.create({
      data: {
        name: 'Lale',
        email: 'lale@example.com',
        subject: 'Pricing',
        message: 'Do you offer discounts?',
        priority: 'LOW',
      },
    });
    const urgentOnly = await rest('GET', '/api/superadmin/contact-messages?priority=URGENT&status=NEW');
    expect(urgentOnly.json().messages).toEqual([expect.objectContaining({ id: urgent.id, preview: 'x'.repeat(100) })]);
    expect((await rest('GET', '/api/superadmin/contact-messages?search=DISCOUNT')).json().pagination.total).toBe(1);

    for (const status of ['READ', 'REPLIED', 'CLOSED']) {
      const updated = await rest('PATCH', `/api/superadmin/contact-messages/${urgent.id}`, { status });
      expect(updated.json().contactMessage.status).toBe(status);
    }
    expect((await rest('PATCH', `/api/superadmin/contact-messages/${urgent.id}`, { status: 'LOST' })).statusCode).toBe(
      400,
    );
    expect((await rest('DELETE', `/api/superadmin/contact-messages/${urgent.id}`)).json()).toMatchObject({
      success: true,
    });
    expect(await prisma.contactMessage.findUnique({ where: { id: urgent.id } })).toBeNull();
    expect((await rest('DELETE', `/api/superadmin/contact-messages/${urgent.id}`)).statusCode).toBe(404);
    expect((await rest('PATCH', `/api/superadmin/contact-messages/${urgent.id}`, { status: 'READ' })).statusCode).toBe(
      404,
    );
    expect(await auditActions('ContactMessage', urgent.id)).toEqual([
      'admin.contact.update',
      'admin.contact.update',
      'admin.contact.update',
      'admin.contact.delete',
    ]);
  });
});

describe('audit log and system', () => {
  it('the audit log lists host and admin actions newest first, filtered by actor, action and target', async () => {
    const host = await signupUser(app, { displayName: 'Audit Host' });
    const event = await createEvent(app, { cookie: host.cookie });
    await rest('PATCH', `/api/superadmin/events/${event.id}`, { status: 'INACTIVE' });
    const byTarget = await rest('GET', `/api/superadmin/audit-logs?targetType=Event&targetId=${event.id}`);
    expect(byTarget.json<AuditRows>().auditLogs.map((row) => row.action)).toEqual([
      'admin.event.deactivate',
      'event.create',
    ]);
    const byActor = await rest('GET', `/api/superadmin/audit-logs?actor=${encodeURIComponent(host.email)}`);
    expect(byActor.json().auditLogs).toEqual([
      expect.objectContaining({
        action: 'event.create',
        actor: { id: host.id, email: host.email, displayName: 'Audit Host' },
      }),
    ]);
    const adminOnly = await rest('GET', '/api/superadmin/audit-logs?action=admin.event');
    expect(adminOnly.json<AuditRows>().auditLogs.every((row) => row.action.startsWith('admin.event.'))).toBe(true);
  });

  it('system reports health, version, database, storage, Redis and memory', async () => {
    const response = await rest('GET', '/api/superadmin/system');
    expect(response.json()).toMatchObject({
      health: { status: 'ok', db: { status: 'up' } },
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      database: { kind: expect.stringMatching(/^(embedded|server)$/), sizeBytes: expect.any(Number) },
      storage: { driver: 'local', photoCount: expect.any(Number), originalBytes: expect.any(Number) },
      redis: { enabled: false },
      process: { rssBytes: expect.any(Number) },
    });
  });

  it('the dashboard counts users, events, photos, RSVPs and new messages, with the newest users and events', async () => {
    const response = await rest('GET', '/api/superadmin/dashboard');
    const { stats, recentUsers, recentEvents } = response.json();
    const prisma = app.database.prisma;
    expect(stats.users).toEqual({
      total: await prisma.user.count({ where: { status: { not: 'DELETED' } } }),
      active: await prisma.user.count({ where: { status: 'ACTIVE' } }),
    });
    expect(stats.events.total).toBe(await prisma.event.count({ where: { deletedAt: null } }));
    expect(recentUsers).toHaveLength(5);
    expect(recentUsers[0]).not.toHaveProperty('passwordHash');
    expect(recentEvents[0]).toEqual(expect.objectContaining({ owner: expect.any(Object), _count: expect.any(Object) }));
    expect(recentEvents[0]).not.toHaveProperty('pinCode');
  });
});
