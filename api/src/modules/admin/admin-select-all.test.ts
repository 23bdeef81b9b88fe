import {
  getNamedType,
  isAbstractType,
  isEnumType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLObjectType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signupUser, type TestApp } from '../../../test/app.ts';
import { type SignedUpUser } from '../../../test/users.ts';
import { createEvent } from '../../../test/factories.ts';
import { uploadGuestPhoto } from '../../../test/photos.ts';
import { schema } from '../../graphql/schema.ts';

// What an admin's tools do: GraphiQL's "select all", or an integrator's generated query, asks for every
// field of what `admin` answers. Each must answer data, not an error that nulls the whole panel: a field
// that only some callers may read (another account's API tokens or webhooks) must not sit, non-null, on
// a type an admin reaches. The selections are walked from the schema, so a new such field fails here.

let app: TestApp;
let admin: SignedUpUser;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signupUser(app);
  await app.database.prisma.user.update({ where: { id: admin.id }, data: { isAdmin: true } });
  // Another account with what only it may read: a token, an account webhook, an event with a photo.
  const host = await signupUser(app);
  const event = await createEvent(app, { cookie: host.cookie });
  await uploadGuestPhoto(app, event.slug);
  await app.database.prisma.apiToken.create({
    data: { userId: host.id, name: 'Script', scopes: ['READ'], secretHash: 'f'.repeat(64), prefix: 'wp_abcdef' },
  });
  await app.database.prisma.webhook.create({
    data: { userId: host.id, url: 'https://hooks.example.com/in', secret: 'sealed', topics: ['photo.approved'] },
  });
}, 60_000);
afterAll(() => app.close());

/** A value for a required argument, by its type: enough for the field to answer. */
function sampleArgument(type: GraphQLNamedType): string {
  if (isEnumType(type)) return type.getValues()[0]!.name;
  switch (type.name) {
    case 'DateTime':
      return JSON.stringify(new Date().toISOString());
    case 'Int':
    case 'Float':
      return '1';
    case 'Boolean':
      return 'false';
    default:
      return '"x"';
  }
}

/** The arguments a field gets: every required one, and small pages so the answer stays small. */
function argumentsOf(field: GraphQLField<unknown, unknown>): string {
  const passed = field.args.flatMap((arg) => {
    if (arg.name === 'first') return ['first: 2'];
    if (!isNonNullType(arg.type) || arg.defaultValue !== undefined) return [];
    return [`${arg.name}: ${sampleArgument(getNamedType(arg.type))}`];
  });
  return passed.length > 0 ? `(${passed.join(', ')})` : '';
}

/**
 * Every field of `type`, and of the types below it. A type is spelled out the first time the walk
 * meets it (its fields were then selected once); later it is named by `__typename` only, which keeps
 * the document within the server's depth and size limits.
 */
function selectAll(type: GraphQLNamedType, seen: Set<string>, depth: number): string {
  if (isScalarType(type) || isEnumType(type)) return '';
  if (isAbstractType(type)) {
    const members = schema
      .getPossibleTypes(type)
      .map((member) => `... on ${member.name} ${selectAll(member, seen, depth)}`)
      .join(' ');
    return `{ __typename ${members} }`;
  }
  if (!isObjectType(type) || seen.has(type.name) || depth > 9) return '{ __typename }';
  seen.add(type.name);
  const fields = Object.values((type as GraphQLObjectType).getFields()).map(
    (field) => `${field.name}${argumentsOf(field)} ${selectAll(getNamedType(field.type), seen, depth + 1)}`,
  );
  return `{ __typename ${fields.join(' ')} }`;
}

/** Each error as 'path: message', so a failure names the field that threw. */
const errorsOf = (body: { errors?: { path?: readonly (string | number)[]; message: string }[] }) =>
  (body.errors ?? []).map((error) => `${(error.path ?? []).join('.')}: ${error.message}`);

const adminFields = (schema.getType('Admin') as GraphQLObjectType).getFields();

describe('an admin selecting every field', () => {
  it.each(['dashboard', 'users', 'events'])('of admin.%s gets data and no error', async (name) => {
    const field = adminFields[name]!;
    const query = `{ admin { ${name}${argumentsOf(field)} ${selectAll(getNamedType(field.type), new Set(), 0)} } }`;
    const { body } = await app.graphql(query, {}, { cookie: admin.cookie });
    expect(errorsOf(body)).toEqual([]);
    expect(body.data?.admin).toEqual({ [name]: expect.any(Object) });
  });

  it('of the account adminCreateUser answers gets the new account, and no error', async () => {
    const result = schema.getMutationType()!.getFields().adminCreateUser!;
    const query = `mutation ($input: AdminCreateUserInput!) { adminCreateUser(input: $input) ${selectAll(
      getNamedType(result.type),
      new Set(),
      0,
    )} }`;
    const input = { email: 'made.by.admin@example.com', displayName: 'Made', password: 'long enough pw' };
    const { body } = await app.graphql(query, { input }, { cookie: admin.cookie });
    expect(errorsOf(body)).toEqual([]);
    expect(body.data?.adminCreateUser).toMatchObject({
      __typename: 'AdminCreateUserSuccess',
      user: { email: 'made.by.admin@example.com', apiTokens: { edges: [] }, webhooks: [] },
    });
  });
});
