import { getIntrospectionQuery, Kind, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signupUser, type TestApp } from '../../test/app.ts';
import { createEvent } from '../../test/factories.ts';
import { liveClient } from '../../test/live.ts';
import { MAX_OPERATION_NODES, operationNodeCount } from './operation-cost.ts';
import { persistedOperations } from './persisted-operations.ts';
import { schema } from './schema.ts';

// Issue 12, item 8: the cost of a query is counted from `first`/`last` whether they are literals or
// variables (a variable used to count as 1, so any query could be made cheap on paper).

let app: TestApp;
let cookie: string;
beforeAll(async () => {
  app = await createTestApp();
  const host = await signupUser(app);
  cookie = host.cookie;
  await createEvent(app, { cookie });
});
afterAll(() => app.close());

const EVENTS_WITH_PHOTOS = (first: string, photos: string) => `
  myEvents(first: ${first}) {
    edges { node { title photos(first: ${photos}) { edges { node { id } } } rsvps(first: ${photos}) { edges { node { id } } } } }
  }`;

describe('the number of objects an operation may return', () => {
  it('accepts what an integrator naturally asks for, with literals or variables alike', async () => {
    const literal = await app.graphql(`{ ${EVENTS_WITH_PHOTOS('10', '20')} }`, {}, { cookie });
    expect(literal.body.errors).toBeUndefined();
    const variables = await app.graphql(
      `query($n: Int!, $p: Int!) { ${EVENTS_WITH_PHOTOS('$n', '$p')} }`,
      { n: 10, p: 20 },
      { cookie },
    );
    expect(variables.body.errors).toBeUndefined();
    expect(variables.body.data).toEqual(literal.body.data);
  });

  it('refuses a deep query whether first is a literal or a variable, with the count in the message', async () => {
    const deep = (n: string) => `
      myEvents(first: ${n}) { edges { node {
        photos(first: ${n}) { edges { node { id } } }
        rsvps(first: ${n}) { edges { node { id } } }
        hosts { id }
      } } }`;
    const literal = await app.graphql(`{ a: ${deep('100')} b: ${deep('100')} c: ${deep('100')} }`, {}, { cookie });
    const variable = await app.graphql(
      `query($n: Int) { a: ${deep('$n')} b: ${deep('$n')} c: ${deep('$n')} }`,
      { n: 100 },
      { cookie },
    );
    for (const answer of [literal, variable]) {
      expect(answer.body.data).toBeUndefined();
      expect(answer.body.errors?.[0]?.message).toMatch(
        /^This operation could return up to 127,203 objects; the limit is 50,000\. Ask for fewer items/,
      );
    }
    expect(variable.body.errors?.[0]?.message).toBe(literal.body.errors?.[0]?.message);
  });

  it('refuses myEvents(first: 100) { photos(first: 100) } aliased 15 times', async () => {
    const aliases = Array.from(
      { length: 15 },
      (_, i) => `e${i}: myEvents(first: 100) { edges { node { photos(first: 100) { edges { node { id } } } } } }`,
    ).join(' ');
    const answer = await app.graphql(`{ ${aliases} }`, {}, { cookie });
    const error = answer.body.errors?.[0] as { message: string; extensions: { cost: unknown } } | undefined;
    expect(error?.message).toMatch(/^This operation could return up to 304,515 objects; the limit is 50,000\./);
    expect(error?.extensions.cost).toEqual({ requestedNodes: 304_515, maxNodes: MAX_OPERATION_NODES });
  });

  it('counts a page of 100 when first is larger, a default page of 20 when absent, and the ids of nodes()', () => {
    const count = (query: string, variableValues: Record<string, unknown> = {}) =>
      operationNodeCount({ schema, document: parse(query), variableValues });
    const events = (args: string) => `{ myEvents${args} { edges { node { id } } } }`;
    expect(count(events('(first: 3)'))).toBe(1 + 3 + 3);
    expect(count(events(''))).toBe(1 + 20 + 20);
    expect(count(events('(first: 1000)'))).toBe(1 + 100 + 100);
    expect(count('query($n: Int) { myEvents(last: $n) { edges { node { id } } } }', { n: 7 })).toBe(1 + 7 + 7);
    expect(count('{ nodes(ids: ["a", "b", "c"]) { id } }')).toBe(3);
    // A mutation's one result holds the photos it names: 5,000 approvals are 5,001 objects, not 105,000.
    const approve = `mutation($ids: [ID!]!) { moderateUploads(ids: $ids, action: APPROVED) {
      ... on ModerateUploadsSuccess { uploads { id status } } ... on Error { message } } }`;
    expect(count(approve, { ids: ['a', 'b', 'c'] })).toBe(1 + 3);
    expect(count(approve, { ids: Array.from({ length: 5000 }, (_, i) => `p${i}`) })).toBe(1 + 5000);
    // Fragments count where they are spread.
    expect(
      count('{ myEvents(first: 2) { ...E } } fragment E on QueryMyEventsConnection { edges { node { id } } }'),
    ).toBe(1 + 2 + 2);
  });

  it('lets every operation of our own web app through, with its page-size variables at their largest', () => {
    let operations = 0;
    for (const { name, text } of persistedOperations().all()) {
      const document = parse(text);
      const variableValues: Record<string, unknown> = {};
      for (const definition of document.definitions) {
        if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
        for (const variable of definition.variableDefinitions ?? []) variableValues[variable.variable.name.value] = 100;
      }
      expect(operationNodeCount({ schema, document, variableValues }), name).toBeLessThan(MAX_OPERATION_NODES / 10);
      operations += 1;
    }
    expect(operations).toBeGreaterThan(30);
  });

  it('lets introspection through (tools read the schema this way)', async () => {
    const answer = await app.graphql(getIntrospectionQuery(), {});
    expect(answer.body.errors).toBeUndefined();
  });

  it('applies over WebSockets too', async () => {
    const address = await app.start();
    const client = liveClient(address, { headers: { cookie } });
    try {
      const aliases = Array.from(
        { length: 15 },
        (_, i) => `e${i}: myEvents(first: 100) { edges { node { photos(first: 100) { edges { node { id } } } } } }`,
      ).join(' ');
      const result = await new Promise<unknown>((resolve) => {
        client.subscribe({ query: `{ ${aliases} }` }, { next: resolve, error: resolve, complete: () => undefined });
      });
      expect(JSON.stringify(result)).toContain('could return up to 304,515 objects');
    } finally {
      await client.dispose();
    }
  });
});
