import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signupUser, uniqueEmail, type TestApp } from '../../test/app.ts';
import { createEvent } from '../../test/factories.ts';
import { uploadGuestPhotos } from '../../test/photos.ts';
import { CREATE_WEBHOOK } from '../../test/webhooks.ts';

// Issue 34: the refusals of the admin, API token, webhook and moderation calls and of the GraphQL
// plumbing (operation size, points budget) come in the caller's language (Accept-Language); the codes
// a client tells them apart by (REST `code`, GraphQL `__typename`, `extensions.code`, `fieldErrors[].field`)
// never change with it. No Accept-Language: English, word for word as before.

let app: TestApp;
let admin: { id: number; cookie: string };
let host: { id: number; cookie: string };

beforeAll(async () => {
  app = await createTestApp();
  admin = await signupUser(app, { displayName: 'Root Admin' });
  await app.database.prisma.user.update({ where: { id: admin.id }, data: { isAdmin: true } });
  host = await signupUser(app);
});
afterAll(() => app.close());

type Answer = { message: string; code: string };
const userId = (id: number) => Buffer.from(`User:${id}`).toString('base64');

function rest(method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, language?: string, payload?: unknown) {
  return app.server.inject({
    method,
    url,
    headers: { cookie, ...(language ? { 'accept-language': language } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function graphql<T>(query: string, variables: Record<string, unknown>, cookie: string, language?: string) {
  const response = await app.server.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', cookie, ...(language ? { 'accept-language': language } : {}) },
    payload: JSON.stringify({ query, variables }),
  });
  return response.json<{ data?: T; errors?: { message: string; extensions?: { code?: string } }[] }>();
}

describe('admin refusals', () => {
  const SET_STATUS = `mutation ($id: ID!) { adminSetUserStatus(id: $id, status: BLOCKED) {
    __typename ... on Error { message } } }`;

  it('a user created with a bad isAdmin: German words, the same status and code', async () => {
    const input = { email: uniqueEmail('bad-admin'), displayName: 'Bad', password: 'long password', isAdmin: 'yes' };
    const english = await rest('POST', '/api/superadmin/users', admin.cookie, undefined, input);
    const german = await rest('POST', '/api/superadmin/users', admin.cookie, 'de-DE', input);
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({ message: 'isAdmin must be true or false', code: 'ValidationError' });
    expect(german.statusCode).toBe(400);
    expect(german.json()).toEqual({ message: 'isAdmin muss true oder false sein', code: 'ValidationError' });
  });

  it('a user created: the success message in Turkish, English as before', async () => {
    const input = { email: uniqueEmail('created'), displayName: 'Created', password: 'long password' };
    const created = await rest('POST', '/api/superadmin/users', admin.cookie, 'tr', input);
    expect(created.statusCode).toBe(201);
    expect(created.json<Answer>().message).toBe('Kullanıcı oluşturuldu');
    const english = await rest('POST', '/api/superadmin/users', admin.cookie, undefined, {
      ...input,
      email: uniqueEmail('created'),
    });
    expect(english.json<Answer>().message).toBe('User created');
  });

  it('a user that does not exist: not found in Spanish, NotFoundError everywhere', async () => {
    const english = await rest('PATCH', '/api/superadmin/users/99999999', admin.cookie, undefined, {
      status: 'BLOCKED',
    });
    const spanish = await rest('PATCH', '/api/superadmin/users/99999999', admin.cookie, 'es', { status: 'BLOCKED' });
    const bySpelling = await rest('PATCH', '/api/superadmin/users/abc', admin.cookie, 'es', { status: 'BLOCKED' });
    expect(english.json()).toEqual({ message: 'User not found', code: 'NotFoundError' });
    expect(spanish.statusCode).toBe(404);
    expect(spanish.json()).toEqual({ message: 'Usuario no encontrado', code: 'NotFoundError' });
    expect(bySpelling.json()).toEqual({ message: 'Usuario no encontrado', code: 'NotFoundError' });

    const overGraphql = await graphql<{ adminSetUserStatus: unknown }>(
      SET_STATUS,
      { id: userId(99999999) },
      admin.cookie,
      'es',
    );
    expect(overGraphql.data?.adminSetUserStatus).toEqual({
      __typename: 'NotFoundError',
      message: 'Usuario no encontrado',
    });
  });

  it('blocking oneself: ForbiddenError in German over GraphQL', async () => {
    const answer = await graphql<{ adminSetUserStatus: unknown }>(
      SET_STATUS,
      { id: userId(admin.id) },
      admin.cookie,
      'de',
    );
    expect(answer.data?.adminSetUserStatus).toEqual({
      __typename: 'ForbiddenError',
      message: 'Du kannst dein eigenes Konto nicht sperren oder löschen.',
    });
  });

  it("a list's bad status filter and page: the allowed values stay codes inside Turkish words", async () => {
    const english = await rest('GET', '/api/superadmin/users?status=SLEEPING', admin.cookie);
    const turkish = await rest('GET', '/api/superadmin/users?status=SLEEPING', admin.cookie, 'tr');
    expect(english.json()).toEqual({
      message: 'Status must be one of ALL, ACTIVE, BLOCKED, DELETED',
      code: 'ValidationError',
    });
    expect(turkish.json()).toEqual({
      message: 'Durum şunlardan biri olmalıdır: ALL, ACTIVE, BLOCKED, DELETED',
      code: 'ValidationError',
    });
    const page = await rest('GET', '/api/superadmin/users?page=0', admin.cookie, 'de');
    expect(page.json()).toEqual({ message: 'page muss eine ganze Zahl ab 1 sein', code: 'ValidationError' });
  });

  it('an inbox change with neither status nor priority: the refine message in Spanish', async () => {
    const english = await rest('PATCH', '/api/superadmin/contact-messages/99999999', admin.cookie, undefined, {});
    const spanish = await rest('PATCH', '/api/superadmin/contact-messages/99999999', admin.cookie, 'es', {});
    expect(english.json()).toEqual({ message: 'Send a status or a priority', code: 'ValidationError' });
    expect(spanish.json()).toEqual({ message: 'Envía un estado o una prioridad', code: 'ValidationError' });
  });
});

describe('API token refusals', () => {
  const CREATE = `mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) {
    __typename ... on Error { message } ... on ValidationError { fieldErrors { field message } } } }`;
  const REVOKE = `mutation ($id: ID!) { revokeApiToken(id: $id) { __typename ... on Error { message } } }`;

  it('a token without a name: German, the same __typename and field', async () => {
    const english = await graphql<{ createApiToken: unknown }>(
      CREATE,
      { input: { name: ' ', scopes: [] } },
      host.cookie,
    );
    const german = await graphql<{ createApiToken: unknown }>(
      CREATE,
      { input: { name: ' ', scopes: [] } },
      host.cookie,
      'de',
    );
    expect(english.data?.createApiToken).toEqual({
      __typename: 'ValidationError',
      message: 'Name is required',
      fieldErrors: [{ field: 'name', message: 'Name is required' }],
    });
    expect(german.data?.createApiToken).toEqual({
      __typename: 'ValidationError',
      message: 'Name ist erforderlich',
      fieldErrors: [{ field: 'name', message: 'Name ist erforderlich' }],
    });
  });

  it('the admin scope asked by a host: refused in Turkish', async () => {
    const answer = await graphql<{ createApiToken: unknown }>(
      CREATE,
      { input: { name: 'Sync', scopes: ['ADMIN'] } },
      host.cookie,
      'tr',
    );
    expect(answer.data?.createApiToken).toEqual({
      __typename: 'ForbiddenError',
      message: 'Yönetici kapsamlı anahtarları yalnızca yöneticiler oluşturabilir.',
    });
  });

  it('a malformed id is refused in Spanish; a well-formed one of no token is not found', async () => {
    const malformed = (language?: string) =>
      graphql<{ revokeApiToken: unknown }>(REVOKE, { id: 'not-a-global-id' }, host.cookie, language);
    expect((await malformed()).errors?.[0]?.message).toBe('Invalid global ID: not-a-global-id');
    expect((await malformed('es')).errors?.[0]?.message).toBe('ID global no válido: not-a-global-id');
    const unknown = Buffer.from('ApiToken:99999999').toString('base64');
    const answer = await graphql<{ revokeApiToken: unknown }>(REVOKE, { id: unknown }, host.cookie, 'es');
    expect(answer.data?.revokeApiToken).toEqual({ __typename: 'NotFoundError', message: 'Token de API no encontrado' });
  });

  it("a read-only token's write is refused in the caller's language, with the same extensions.code", async () => {
    const created = await graphql<{ createApiToken: { secret: string } }>(
      `
        mutation ($input: CreateApiTokenInput!) {
          createApiToken(input: $input) {
            ... on CreatedApiToken {
              secret
            }
          }
        }
      `,
      { input: { name: 'Reader', scopes: [] } },
      host.cookie,
    );
    const secret = created.data!.createApiToken.secret;
    const write = (language?: string) =>
      app.server.inject({
        method: 'POST',
        url: '/api/auth/events',
        headers: { authorization: `Bearer ${secret}`, ...(language ? { 'accept-language': language } : {}) },
        payload: { title: 'Nope' },
      });
    expect((await write()).json()).toEqual({
      message: 'This API token is read-only: changes need a token with the write scope.',
      code: 'INSUFFICIENT_SCOPE',
    });
    expect((await write('de')).json()).toEqual({
      message: 'Dieser API-Token darf nur lesen: Für Änderungen brauchst du einen Token mit Schreibberechtigung.',
      code: 'INSUFFICIENT_SCOPE',
    });
  });
});

describe('webhook refusals', () => {
  it('a webhook without topics: Spanish words, ValidationError and the field as in English', async () => {
    const input = { url: 'https://hooks.example.com/in', topics: [] };
    const english = await graphql<{ createWebhook: unknown }>(CREATE_WEBHOOK, input, host.cookie);
    const spanish = await graphql<{ createWebhook: unknown }>(CREATE_WEBHOOK, input, host.cookie, 'es');
    expect(english.data?.createWebhook).toEqual({
      __typename: 'ValidationError',
      message: 'Choose at least one topic.',
    });
    expect(spanish.data?.createWebhook).toEqual({ __typename: 'ValidationError', message: 'Elige al menos un tema.' });
  });

  it('a URL that is not https: German', async () => {
    const input = { url: 'ftp://hooks.example.com/in', topics: ['RSVP_CREATED'] };
    const german = await graphql<{ createWebhook: unknown }>(CREATE_WEBHOOK, input, host.cookie, 'de');
    expect(german.data?.createWebhook).toEqual({
      __typename: 'ValidationError',
      message: 'Die URL muss mit https:// beginnen.',
    });
  });
});

describe('moderation refusals and answers', () => {
  it('a bad action and a bad status filter over REST: Turkish and German, ValidationError', async () => {
    const english = await rest('POST', '/api/auth/uploads/bulk', host.cookie, undefined, { ids: [1], action: 'HIDE' });
    const turkish = await rest('POST', '/api/auth/uploads/bulk', host.cookie, 'tr', { ids: [1], action: 'HIDE' });
    expect(english.json()).toEqual({
      message: 'Action must be APPROVED, REJECTED or PENDING',
      code: 'ValidationError',
    });
    expect(turkish.statusCode).toBe(400);
    expect(turkish.json()).toEqual({
      message: 'İşlem APPROVED, REJECTED veya PENDING olmalıdır',
      code: 'ValidationError',
    });

    const event = await createEvent(app, host);
    const german = await rest('GET', `/api/auth/events/${event.id}/uploads?status=HIDDEN`, host.cookie, 'de');
    expect(german.json()).toEqual({
      message: 'Der Status muss ALL, PENDING, APPROVED oder REJECTED sein',
      code: 'ValidationError',
    });
  });

  it('a batch approved: one plural message per status, English as before', async () => {
    const event = await createEvent(app, host, { autoApprove: false });
    const ids = await uploadGuestPhotos(app, event.slug, 2);
    const english = await rest('POST', '/api/auth/uploads/bulk', host.cookie, undefined, { ids, action: 'APPROVED' });
    expect(english.json<Answer>().message).toBe('Successfully approved 2 photo(s)');
    const spanish = await rest('POST', '/api/auth/uploads/bulk', host.cookie, 'es', {
      ids: [ids[0]],
      action: 'REJECTED',
    });
    expect(spanish.json<Answer>().message).toBe('1 foto rechazada');
    const german = await rest('POST', '/api/auth/uploads/bulk', host.cookie, 'de', { ids, action: 'PENDING' });
    expect(german.json<Answer>().message).toBe('2 Fotos warten wieder auf Freigabe');
  });
});

describe('GraphQL plumbing', () => {
  it('an operation too large: Turkish words with grouped numbers, the same extensions', async () => {
    const deep = `myEvents(first: 100) { edges { node { photos(first: 100) { edges { node { id } } } } } }`;
    const query = `{ ${Array.from({ length: 15 }, (_, i) => `e${i}: ${deep}`).join(' ')} }`;
    const english = await graphql(query, {}, host.cookie);
    const turkish = await graphql(query, {}, host.cookie, 'tr');
    expect(english.errors?.[0]?.message).toMatch(
      /^This operation could return up to 304,515 objects; the limit is 50,000\./,
    );
    expect(turkish.errors?.[0]?.message).toBe(
      'Bu işlem en fazla 304.515 nesne döndürebilir; sınır 50.000. Daha az öğe isteyin (first/last) veya işlemi birkaç isteğe bölün.',
    );
    expect(turkish.errors?.[0]?.extensions?.code).toBe(english.errors?.[0]?.extensions?.code);
  });
});

describe('the points budget', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({
      pointsBudgets: { caller: { limit: 100, windowMs: 3_600_000 }, anonymous: { limit: 1, windowMs: 3_600_000 } },
    });
  });
  afterAll(() => small.close());

  it('over budget: refused in German over REST, in Spanish over GraphQL, RATE_LIMITED as ever', async () => {
    const get = (language: string) =>
      small.server.inject({
        url: '/api/config',
        headers: { 'accept-language': language },
        remoteAddress: '192.0.2.61',
      });
    expect((await get('de')).statusCode).toBe(200);
    const refused = await get('de');
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(
      /^Diese Anfrage braucht 1 Punkte, und von deinen 1 Punkten für diese Stunde sind noch 0 übrig\. Das Budget wird zurückgesetzt: \d{4}-/,
    );
    const overGraphql = await small.server.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'accept-language': 'es' },
      remoteAddress: '192.0.2.61',
      payload: JSON.stringify({ query: '{ __typename }' }),
    });
    const error = overGraphql.json<{ errors: { message: string; extensions: { code: string } }[] }>().errors[0]!;
    expect(error.extensions.code).toBe('RATE_LIMITED');
    expect(error.message).toMatch(/^Esta solicitud necesita 1 puntos y te quedan 0 de tus 1 puntos de esta hora\./);
  });
});
