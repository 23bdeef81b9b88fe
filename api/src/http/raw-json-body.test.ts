import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signupUser, type TestApp } from '../../test/app.ts';

// The GraphQL route parses its JSON body itself, after the member answer cache (raw-json-body.ts): a body
// that is not JSON is refused exactly as on every other route, with or without a session.
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('JSON bodies of the GraphQL route', () => {
  it.each([
    ['not JSON', '{"query": '],
    ['empty', ''],
    ['a poisoned prototype', '{"query": "{ supportEmail }", "__proto__": { "admin": true }}'],
  ])('refuses a body that is %s with 400, as REST routes do', async (_what, payload) => {
    const member = await signupUser(app);
    for (const headers of [{}, { cookie: member.cookie }]) {
      const graphql = await app.server.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', ...headers },
        payload,
      });
      const rest = await app.server.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json', ...headers },
        payload,
      });
      expect(graphql.statusCode).toBe(400);
      expect(graphql.statusCode).toBe(rest.statusCode);
    }
  });

  it('answers a well-formed body, asked twice by a member, with the same data', async () => {
    const member = await signupUser(app);
    const ask = () => app.graphql<{ viewer: { email: string } }>('{ viewer { email } }', {}, member);
    const [first, second] = [await ask(), await ask()];
    expect(first.body.data?.viewer.email).toBe(member.email);
    expect(second.body.data).toEqual(first.body.data);
  });
});
