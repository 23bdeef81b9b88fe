import { buildSchema, getNamedType, isObjectType, isUnionType } from 'graphql';
import { describe, expect, it } from 'vitest';
import schemaSource from '../../../schema.graphql?raw';

// useUnionMutation compares the answer's __typename with a plain string: a typo there would turn every
// success into a failure with no type error. So every call's success name must be a member of the
// union its mutation field returns, in the schema the API serves.

// Every module of the app but the hooks themselves (useUnionMutation's comment shows a call, and
// useAuthMutation passes its own caller's names on) and tests. Login and signup call useAuthMutation
// with the same three arguments, so their calls are read alike.
const sources = import.meta.glob<string>(
  [
    '../**/*.{ts,tsx}',
    '!./useUnionMutation.ts',
    '!../pages/auth/useAuthMutation.ts',
    '!../**/*.test.ts',
    '!../__generated__/**',
  ],
  { query: '?raw', import: 'default', eager: true },
);

/** `useUnionMutation<T, 'field'>(mutation, 'field', 'Success')` (or useAuthMutation), over one or more lines. */
const CALL = /\buse(?:Union|Auth)Mutation\s*<[^>]*>\s*\(\s*\w+\s*,\s*'(\w+)'\s*,\s*'(\w+)'\s*,?\s*\)/g;
/** Any call, read or not. */
const ANY_CALL = /\buse(?:Union|Auth)Mutation\s*[<(]/g;

const calls = Object.entries(sources).map(([path, source]) => {
  const read = [...source.matchAll(CALL)].map(([, field = '', success = '']) => ({ path, field, success }));
  return { path, read, total: source.match(ANY_CALL)?.length ?? 0 };
});

const schema = buildSchema(schemaSource);
const mutationType = schema.getMutationType();

describe('useUnionMutation calls', () => {
  it('are all written so this test can read them (string literals for the field and the success type)', () => {
    const unread = calls.filter(({ read, total }) => read.length !== total).map(({ path }) => path);
    expect(unread).toEqual([]);
    expect(calls.flatMap(({ read }) => read).length).toBeGreaterThanOrEqual(20);
  });

  it.each(calls.flatMap(({ read }) => read))(
    '$path: $success is what $field answers on success',
    ({ field, success }) => {
      const returned = mutationType?.getFields()[field]?.type;
      expect(returned, `Mutation.${field} is not in schema.graphql`).toBeDefined();
      const union = returned && getNamedType(returned);
      expect(isObjectType(schema.getType(success)), `${success} is not an object type in schema.graphql`).toBe(true);
      expect(isUnionType(union) ? union.getTypes().map((type) => type.name) : []).toContain(success);
    },
  );
});
