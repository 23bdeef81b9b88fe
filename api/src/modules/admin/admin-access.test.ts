import { getNamedType, isObjectType, type GraphQLField } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, signupUser, type Auth, type TestApp } from '../../../test/app.ts';
import { type SignedUpUser } from '../../../test/users.ts';
import { createEvent } from '../../../test/factories.ts';
import { uploadGuestPhoto } from '../../../test/photos.ts';
import { schema } from '../../graphql/schema.ts';
import { ADMIN_ROUTES } from './admin.rest.ts';

// Every admin field, mutation and route, walked from the schema and the route table (a new one that
// is not listed below fails this file): anonymous callers get 401 / UNAUTHENTICATED, signed-in
// non-admins 403 / FORBIDDEN, and nothing in the database changes.

let app: TestApp;
let host: SignedUpUser;
let victim: SignedUpUser;
let eventId: number;
let photoId: number;
let messageId: number;
let emailId: number;
let guestbookEntryId: number;

const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

beforeAll(async () => {
  app = await createTestApp();
  host = await signupUser(app);
  victim = await signupUser(app);
  const event = await createEvent(app, { cookie: victim.cookie });
  eventId = event.id;
  photoId = await uploadGuestPhoto(app, event.slug);
  guestbookEntryId = (
    await app.database.prisma.guestbookEntry.create({
      data: { eventId, guestKeyHash: 'a'.repeat(64), name: 'Deniz', message: 'Congratulations!', status: 'APPROVED' },
    })
  ).id;
  messageId = (
    await app.database.prisma.contactMessage.create({
      data: { name: 'Deniz', email: 'deniz@example.com', subject: 'Hello', message: 'A question about plans.' },
    })
  ).id;
  emailId = (
    await app.database.prisma.emailMessage.create({
      data: {
        kind: 'test',
        toAddress: 'deniz@example.com',
        subject: 'Hello',
        html: '<p>Hi</p>',
        text: 'Hi',
        status: 'FAILED',
      },
    })
  ).id;
});
afterAll(() => app.close());

/** Arguments that would succeed for an admin, so a refusal can only come from the access check. */
function mutationVariables(name: string): Record<string, unknown> {
  const samples: Record<string, Record<string, unknown>> = {
    adminCreateUser: { input: { email: 'made.by.stranger@example.com', displayName: 'X', password: 'long enough pw' } },
    adminSetUserStatus: { id: globalId('User', victim.id), status: 'BLOCKED' },
    adminSetUserAdmin: { id: globalId('User', victim.id), isAdmin: true },
    adminSetEventStatus: { id: globalId('AdminEvent', eventId), status: 'INACTIVE' },
    adminModerateUploads: { ids: [globalId('Photo', photoId)], action: 'REJECTED' },
    adminUpdateContactMessage: { id: globalId('ContactMessage', messageId), status: 'CLOSED' },
    adminDeleteContactMessage: { id: globalId('ContactMessage', messageId) },
    adminResendEmail: { id: globalId('EmailMessage', emailId) },
    adminTakeDownGuestbookEntry: { id: globalId('GuestbookEntry', guestbookEntryId) },
  };
  const variables = samples[name];
  if (!variables) throw new Error(`add sample arguments for the new admin mutation ${name} to this test`);
  return variables;
}

/** Required arguments of admin fields (ids exist only once beforeAll ran). */
const adminFieldArgs = (name: string): Record<string, unknown> =>
  name === 'event' ? { id: globalId('AdminEvent', eventId) } : {};

/** `name(arg: $arg …)` with variables declared from the schema's own argument types. */
function operation(
  kind: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
  variables: Record<string, unknown>,
) {
  const used = field.args.filter((arg) => arg.name in variables);
  const declared = used.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = used.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const call = `${field.name}${passed ? `(${passed})` : ''} { __typename }`;
  const body = kind === 'query' ? `admin { ${call} }` : call;
  return `${kind}${declared ? ` (${declared})` : ''} { ${body} }`;
}

async function snapshot() {
  const prisma = app.database.prisma;
  return {
    users: await prisma.user.findMany({
      select: { id: true, status: true, isAdmin: true, tokenVersion: true },
      orderBy: { id: 'asc' },
    }),
    events: await prisma.event.findMany({ select: { id: true, status: true }, orderBy: { id: 'asc' } }),
    uploads: await prisma.upload.findMany({ select: { id: true, status: true }, orderBy: { id: 'asc' } }),
    messages: await prisma.contactMessage.findMany({ orderBy: { id: 'asc' } }),
    emails: await prisma.emailMessage.findMany({ select: { id: true, status: true }, orderBy: { id: 'asc' } }),
    guestbook: await prisma.guestbookEntry.findMany({ select: { id: true, status: true }, orderBy: { id: 'asc' } }),
    jobs: await prisma.job.count(),
    auditRows: await prisma.auditLog.count(),
  };
}

const callers: [string, () => Auth, number, string][] = [
  ['anonymous', () => undefined, 401, 'UNAUTHENTICATED'],
  ['a signed-in host', () => ({ cookie: host.cookie }), 403, 'FORBIDDEN'],
  ['a host with a Bearer token', () => ({ token: host.token }), 403, 'FORBIDDEN'],
];

const adminType = schema.getType('Admin');
if (!isObjectType(adminType)) throw new Error('the schema has no Admin type');
const adminFields = Object.values(adminType.getFields());
const adminMutations = Object.values(schema.getMutationType()!.getFields()).filter((field) =>
  field.name.startsWith('admin'),
);

describe.each(callers)('as %s', (_who, auth, status, code) => {
  it('the schema has the admin surface this walks', () => {
    expect(adminFields.map((field) => field.name)).toEqual(
      expect.arrayContaining([
        'dashboard',
        'users',
        'events',
        'event',
        'contactMessages',
        'uploads',
        'auditLogs',
        'system',
      ]),
    );
    expect(adminMutations.length).toBeGreaterThanOrEqual(7);
  });

  it.each(adminFields.map((field) => [field.name, field] as const))('admin.%s is refused', async (_name, field) => {
    const { body } = await app.graphql(
      operation('query', field, adminFieldArgs(field.name)),
      adminFieldArgs(field.name),
      auth(),
    );
    expect(body.data?.admin ?? null).toBeNull();
    expect(body.errors?.[0]).toMatchObject({ extensions: { code } });
  });

  it.each(adminMutations.map((field) => [field.name, field] as const))(
    '%s is refused and changes nothing',
    async (name, field) => {
      const before = await snapshot();
      const variables = mutationVariables(name);
      const { body } = await app.graphql(operation('mutation', field, variables), variables, auth());
      expect(body.data?.[name] ?? null).toBeNull();
      expect(body.errors?.[0]).toMatchObject({ extensions: { code } });
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each(ADMIN_ROUTES.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s is refused and changes nothing',
    async (_name, route) => {
      const before = await snapshot();
      const url = route.url.replace(
        ':id',
        String(
          route.url.includes('/users/')
            ? victim.id
            : route.url.includes('/events/')
              ? eventId
              : route.url.includes('/emails/')
                ? emailId
                : route.url.includes('/guestbook/')
                  ? guestbookEntryId
                  : messageId,
        ),
      );
      const payload =
        route.method === 'GET' || route.method === 'DELETE'
          ? undefined
          : {
              email: 'made.by.stranger@example.com',
              displayName: 'X',
              password: 'long enough pw',
              status: 'BLOCKED',
              ids: [photoId],
              action: 'REJECTED',
            };
      const response = await app.server.inject({
        method: route.method,
        url,
        headers: authHeaders(auth()),
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({
        message: expect.any(String),
        code: status === 401 ? 'UnauthenticatedError' : 'ForbiddenError',
      });
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each(['ContactMessage', 'AuditLogEntry', 'AdminEvent', 'EmailMessage'])(
    'node(id:) of a %s answers null',
    async (type) => {
      const auditId = (await app.database.prisma.auditLog.findFirstOrThrow()).id;
      const ids: Record<string, number> = {
        ContactMessage: messageId,
        AuditLogEntry: auditId,
        AdminEvent: eventId,
        EmailMessage: emailId,
      };
      const id = ids[type]!;
      const { body } = await app.graphql(
        'query ($id: ID!) { node(id: $id) { id } }',
        { id: globalId(type, id) },
        auth(),
      );
      expect(body.data?.node ?? null).toBeNull();
    },
  );
});

describe('the walk covers the surface', () => {
  it('every route of the table is registered', () => {
    expect(ADMIN_ROUTES.length).toBeGreaterThanOrEqual(14);
    for (const route of ADMIN_ROUTES) expect(app.server.hasRoute({ method: route.method, url: route.url })).toBe(true);
  });

  it('an admin gets through the same sample calls (the refusals above were about access)', async () => {
    const admin = await signupUser(app);
    await app.database.prisma.user.update({ where: { id: admin.id }, data: { isAdmin: true } });
    for (const field of adminFields) {
      const { body } = await app.graphql(
        operation('query', field, adminFieldArgs(field.name)),
        adminFieldArgs(field.name),
        { cookie: admin.cookie },
      );
      expect(body.errors, field.name).toBeUndefined();
      expect(body.data?.admin, field.name).toEqual({ [field.name]: { __typename: getNamedType(field.type).name } });
    }
    for (const field of adminMutations) {
      const variables = mutationVariables(field.name);
      const { body } = await app.graphql(operation('mutation', field, variables), variables, {
        cookie: admin.cookie,
      });
      expect(body.data?.[field.name], field.name).toMatchObject({ __typename: expect.stringMatching(/Success$/) });
    }
    const response = await app.server.inject({
      url: '/api/superadmin/dashboard',
      headers: authHeaders({ cookie: admin.cookie }),
    });
    expect(response.statusCode).toBe(200);
  });
});
