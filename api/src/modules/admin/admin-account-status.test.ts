import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, signupUser, type TestApp } from '../../../test/app.ts';
import { type SignedUpUser } from '../../../test/users.ts';

// Issue 28, items 7 and 16: blocking or deleting an account revokes its API tokens for good (audited),
// and a deleted account is final for the admin panel and its API.

type Account = SignedUpUser;

const CREATE_TOKEN = /* GraphQL */ `
  mutation ($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      ... on CreatedApiToken {
        secret
      }
    }
  }
`;
const SET_STATUS = /* GraphQL */ `
  mutation ($id: ID!, $status: UserStatus!) {
    adminSetUserStatus(id: $id, status: $status) {
      __typename
      ... on Error {
        message
      }
      ... on AdminSetUserStatusSuccess {
        user {
          status
        }
      }
    }
  }
`;

let app: TestApp;
let admin: Account;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signupUser(app, { displayName: 'Root Admin' });
  await app.database.prisma.user.update({ where: { id: admin.id }, data: { isAdmin: true } });
});
afterAll(() => app.close());

const globalId = (id: number) => Buffer.from(`User:${id}`).toString('base64');

async function tokenOf(account: Account): Promise<string> {
  const { body } = await app.graphql<{ createApiToken: { secret: string } }>(
    CREATE_TOKEN,
    { input: { name: 'Sync', scopes: ['READ', 'WRITE'] } },
    { cookie: account.cookie },
  );
  return body.data!.createApiToken.secret;
}

const me = (secret: string) =>
  app.server.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${secret}` } });

const setStatus = (userId: number, status: string) =>
  app.server.inject({
    method: 'PATCH',
    url: `/api/superadmin/users/${userId}`,
    headers: authHeaders({ cookie: admin.cookie }),
    payload: { status },
  });

async function auditOf(userId: number) {
  const answer = await app.server.inject({
    url: `/api/superadmin/audit-logs?targetType=User&targetId=${userId}`,
    headers: authHeaders({ cookie: admin.cookie }),
  });
  return answer.json<{ auditLogs: { action: string; metadata: Record<string, unknown> }[] }>().auditLogs;
}

describe('an account blocked or deleted', () => {
  it.each(['BLOCKED', 'DELETED'] as const)(
    'loses its API tokens when %s, and activating it again does not bring them back',
    async (status) => {
      const account = await signupUser(app);
      const first = await tokenOf(account);
      const second = await tokenOf(account);
      expect((await me(first)).statusCode).toBe(200);

      expect((await setStatus(account.id, status)).statusCode).toBe(200);
      expect((await me(first)).statusCode).toBe(401);

      if (status === 'BLOCKED') {
        expect((await setStatus(account.id, 'ACTIVE')).statusCode).toBe(200);
        // The account signs in again; its old tokens stay revoked.
        for (const secret of [first, second]) {
          const refused = await me(secret);
          expect(refused.statusCode).toBe(401);
          expect(refused.json()).toMatchObject({ message: 'This API token was revoked.' });
        }
      }

      const tokens = await app.database.prisma.apiToken.findMany({ where: { userId: account.id } });
      expect(tokens.map((token) => token.revokedAt)).toEqual([expect.any(Date), expect.any(Date)]);
      const action = status === 'BLOCKED' ? 'admin.user.block' : 'admin.user.delete';
      const entry = (await auditOf(account.id)).find((row) => row.action === action);
      expect(entry?.metadata).toMatchObject({ apiTokensRevoked: 2 });
    },
  );
});

describe('a deleted account', () => {
  it('is final: neither REST nor GraphQL activates or blocks it again, with a clear message', async () => {
    const account = await signupUser(app);
    expect((await setStatus(account.id, 'DELETED')).statusCode).toBe(200);
    for (const status of ['ACTIVE', 'BLOCKED']) {
      const refused = await setStatus(account.id, status);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        message: 'This account was deleted. A deleted account cannot be activated or blocked.',
        code: 'ForbiddenError',
      });
      const graphql = await app.graphql<{ adminSetUserStatus: { __typename: string; message?: string } }>(
        SET_STATUS,
        { id: globalId(account.id), status },
        { cookie: admin.cookie },
      );
      expect(graphql.body.data?.adminSetUserStatus).toEqual({
        __typename: 'ForbiddenError',
        message: 'This account was deleted. A deleted account cannot be activated or blocked.',
      });
    }
    // Nor is it made an admin: nobody could use the rights, and the admins' list would name it.
    const promoted = await app.server.inject({
      method: 'PATCH',
      url: `/api/superadmin/users/${account.id}`,
      headers: authHeaders({ cookie: admin.cookie }),
      payload: { isAdmin: true },
    });
    expect(promoted.statusCode).toBe(403);
    expect(promoted.json()).toEqual({
      message: 'This account was deleted. A deleted account cannot be made an admin.',
      code: 'ForbiddenError',
    });
    const row = await app.database.prisma.user.findUniqueOrThrow({ where: { id: account.id } });
    expect(row.status).toBe('DELETED');
    expect(row.isAdmin).toBe(false);
    const login = await app.server.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
    });
    expect(login.statusCode).toBe(401);
  });
});
