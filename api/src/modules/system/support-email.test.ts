import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';

// The contact page's "Email support" card shows the deployment's address (SUPPORT_EMAIL).

let configured: TestApp;
let derived: TestApp;
let none: TestApp;

beforeAll(async () => {
  [configured, derived, none] = await Promise.all([
    createTestApp({ env: { SUPPORT_EMAIL: 'help@venue.example', PUBLIC_URL: 'https://photos.example.com' } }),
    createTestApp({ env: { PUBLIC_URL: 'https://photos.example.com' } }),
    createTestApp(),
  ]);
});
afterAll(() => Promise.all([configured.close(), derived.close(), none.close()]));

async function supportEmailOf(app: TestApp) {
  const { body } = await app.graphql<{ supportEmail: string | null }>('{ supportEmail }');
  expect(body.errors).toBeUndefined();
  const rest = await app.server.inject({ url: '/api/config' });
  expect(rest.json<{ supportEmail: string | null }>().supportEmail).toBe(body.data!.supportEmail);
  return body.data!.supportEmail;
}

describe('the support address', () => {
  it('is SUPPORT_EMAIL when set, over GraphQL and GET /api/config alike, to anyone', async () => {
    expect(await supportEmailOf(configured)).toBe('help@venue.example');
  });

  it("is support@ PUBLIC_URL's domain when unset, and none without a public address", async () => {
    expect(await supportEmailOf(derived)).toBe('support@photos.example.com');
    expect(await supportEmailOf(none)).toBeNull();
  });
});
