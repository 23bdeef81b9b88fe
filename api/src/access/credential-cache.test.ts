import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authHeaders, signupUser, type Auth, type TestApp } from '../../test/app.ts';
import { createTwoInstances, type TwoInstances } from '../../test/instances.ts';
import { addCoHost, createEvent } from '../../test/factories.ts';
import type { User } from '../generated/prisma/client.ts';
import { createForgetBus } from '../live/forget-bus.ts';
import { CREDENTIAL_CACHE_TTL_MS, CredentialCache } from './credential-cache.ts';

// Sessions and API tokens are read from memory for a few seconds (docs/decisions/042), and nothing that
// ends or narrows a credential may wait for that: a revoked token, a signed-out or blocked account and a
// removed co-host are refused on this instance's very next request, and on another instance (Redis)
// within a second, well under the cache's lifetime.

const OTHER_INSTANCE_MS = 1_000;
const silent = { warn: () => undefined };

describe('the credential cache', () => {
  const user = { id: 7 } as User;

  it('reads a user once within its lifetime, and again after it', async () => {
    let now = 0;
    const cache = new CredentialCache(createForgetBus({ log: silent }), () => now);
    const read = vi.fn(() => Promise.resolve(user));
    await Promise.all([cache.user(7, read), cache.user(7, read)]);
    now = CREDENTIAL_CACHE_TTL_MS - 1;
    await cache.user(7, read);
    expect(read).toHaveBeenCalledTimes(1);
    now = CREDENTIAL_CACHE_TTL_MS;
    await cache.user(7, read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('drops a read still running when told to forget: what it brings may predate the change', async () => {
    const cache = new CredentialCache(createForgetBus({ log: silent }));
    let finish!: (value: User) => void;
    const slow = cache.user(7, () => new Promise<User>((resolve) => (finish = resolve)));
    await cache.forgetUser(7);
    finish(user);
    await slow;
    const fresh = vi.fn(() => Promise.resolve(user));
    await cache.user(7, fresh);
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it('does not remember a failed read', async () => {
    const cache = new CredentialCache(createForgetBus({ log: silent }));
    await expect(cache.user(7, () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    const retry = vi.fn(() => Promise.resolve(user));
    await cache.user(7, retry);
    expect(retry).toHaveBeenCalledTimes(1);
  });
});

describe('credentials end at once, on this instance and another', () => {
  let first: TestApp;
  let second: TestApp;
  let instances: TwoInstances;

  beforeAll(async () => {
    instances = await createTwoInstances('credentials');
    ({ first, second } = instances);
  });
  afterAll(async () => {
    await instances.close();
  });

  /** Who `auth` is on `app` (null: anonymous), and the HTTP status that answered. */
  async function whoAmI(app: TestApp, auth: Auth) {
    const answer = await app.graphql<{ viewer: { email: string } | null }>('{ viewer { email } }', {}, auth);
    return { status: answer.status, email: answer.body.data?.viewer?.email ?? null };
  }

  /** Asks on both instances (so both cache the credential), changes it on the first, and checks both. */
  async function expectEnded(auth: Auth, email: string, end: () => Promise<unknown>, ended: { status: number }) {
    for (const app of [first, second]) expect(await whoAmI(app, auth)).toEqual({ status: 200, email });
    await end();
    expect(await whoAmI(first, auth)).toMatchObject({ ...ended, email: null });
    await vi.waitFor(async () => expect(await whoAmI(second, auth)).toMatchObject({ ...ended, email: null }), {
      timeout: OTHER_INSTANCE_MS,
      interval: 10,
    });
  }

  async function apiTokenOf(account: { cookie: string }): Promise<{ id: string; secret: string }> {
    const created = await first.graphql<{ createApiToken: { secret: string; apiToken: { id: string } } }>(
      `mutation { createApiToken(input: { name: "cache", scopes: [READ] }) {
        ... on CreatedApiToken { secret apiToken { id } } } }`,
      {},
      account,
    );
    const { secret, apiToken } = created.body.data!.createApiToken;
    return { secret, id: apiToken.id };
  }

  it('a revoked API token', async () => {
    const account = await signupUser(first);
    const token = await apiTokenOf(account);
    await expectEnded(
      { token: token.secret },
      account.email,
      () =>
        first.graphql(
          'mutation($id: ID!) { revokeApiToken(id: $id) { __typename } }',
          { id: token.id },
          { cookie: account.cookie },
        ),
      { status: 401 },
    );
  });

  it('a session that signed out', async () => {
    const account = await signupUser(first);
    await expectEnded(
      { cookie: account.cookie },
      account.email,
      () => first.graphql('mutation { logout }', {}, { cookie: account.cookie }),
      { status: 200 },
    );
  });

  it("a blocked account's sessions and API tokens", async () => {
    const admin = await signupUser(first);
    await first.database.prisma.user.update({ where: { id: admin.id }, data: { isAdmin: true } });
    const account = await signupUser(first);
    const token = await apiTokenOf(account);
    const block = () =>
      first.server.inject({
        method: 'PATCH',
        url: `/api/superadmin/users/${account.id}`,
        headers: authHeaders({ cookie: admin.cookie }),
        payload: { status: 'BLOCKED' },
      });
    // Both credentials warmed on both instances before the block, then both refused after it.
    for (const app of [first, second])
      expect(await whoAmI(app, { token: token.secret })).toMatchObject({ status: 200 });
    await expectEnded({ cookie: account.cookie }, account.email, block, { status: 200 });
    expect(await whoAmI(first, { token: token.secret })).toMatchObject({ status: 401 });
    expect(await whoAmI(second, { token: token.secret })).toMatchObject({ status: 401 });
  });

  it('a removed co-host', async () => {
    const owner = await signupUser(first);
    const coHost = await signupUser(first);
    const event = await createEvent(first, owner);
    await addCoHost(first, owner, event.id, coHost);
    const hosted = async (app: TestApp) =>
      (
        await app.graphql<{ hostedEvent: { title: string } | null }>(
          'query($id: Int!) { hostedEvent(databaseId: $id) { title } }',
          { id: event.id },
          { cookie: coHost.cookie },
        )
      ).body.data?.hostedEvent ?? null;
    for (const app of [first, second]) expect(await hosted(app)).not.toBeNull();
    const member = await first.database.prisma.eventMember.findFirstOrThrow({
      where: { eventId: event.id, userId: coHost.id },
    });
    const removed = await first.server.inject({
      method: 'DELETE',
      url: `/api/auth/events/${event.id}/hosts/${member.id}`,
      headers: authHeaders(owner),
    });
    expect(removed.statusCode).toBe(200);
    expect(await hosted(first)).toBeNull();
    expect(await hosted(second)).toBeNull();
  });
});
