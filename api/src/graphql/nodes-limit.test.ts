import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

// Issue 12, item 8: one request cannot make the server look up an unbounded list of ids.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const ids = (count: number) =>
  Array.from({ length: count }, (_, i) => Buffer.from(`Event:${i + 1}`).toString('base64'));

it('nodes(ids) takes at most 100 ids', async () => {
  const query = 'query ($ids: [ID!]!) { nodes(ids: $ids) { id } }';
  const ok = await app.graphql<{ nodes: unknown[] }>(query, { ids: ids(100) });
  expect(ok.body.errors).toBeUndefined();
  expect(ok.body.data?.nodes).toHaveLength(100);
  const tooMany = await app.graphql(query, { ids: ids(5000) });
  expect(tooMany.body.data ?? null).toBeNull();
  expect(tooMany.body.errors?.[0]?.message).toBe('Ask for at most 100 ids at a time.');
});
