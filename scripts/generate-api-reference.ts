// Writes web/src/content/generated/apiReference.json, the reference /docs shows: the REST routes
// from api/src/http/route-docs.ts (checked against the live route table by a test) and every GraphQL
// operation and type from schema.graphql (printed from the Pothos schema), each operation with an
// example request built from its argument types; the operation limits, hourly points and error codes too. `npm run check:generated` fails when it is stale.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
} from 'graphql';
import { ROUTE_DOCS } from '../api/src/http/route-docs.ts';
import { ERROR_CODES } from '../api/src/graphql/error-codes.ts';
import { OPERATION_LIMITS } from '../api/src/graphql/operation-limits.ts';
import { DEFAULT_POINTS_BUDGETS } from '../api/src/limits/points-budget.ts';

const ROOT = new URL('../', import.meta.url);
export const API_REFERENCE_FILE = new URL('web/src/content/generated/apiReference.json', ROOT).pathname;

interface Argument {
  name: string;
  type: string;
  description: string | null;
}

interface Operation {
  name: string;
  description: string | null;
  type: string;
  args: Argument[];
  example: { query: string; variables: Record<string, unknown> };
}

interface TypeDoc {
  name: string;
  kind: 'object' | 'input' | 'enum' | 'interface' | 'union' | 'scalar';
  description: string | null;
  fields: Argument[];
}

/** A value an argument of this type accepts, for the examples. */
function sampleValue(type: GraphQLInputType, name: string): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType, name);
  if (isListType(type)) return [sampleValue(type.ofType, name)];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, sampleValue(field.type, field.name)]),
    );
  }
  switch (type.name) {
    case 'ID':
      return `<${name} from an earlier answer>`;
    case 'Int':
      return name === 'first' || name === 'last' ? 20 : 1;
    case 'Float':
      return 1.5;
    case 'Boolean':
      return true;
    case 'DateTime':
      return '2027-06-12T16:00:00.000Z';
    default:
      return name === 'slug' ? 'ayla-and-can' : name === 'email' ? 'ayla@example.com' : 'text';
  }
}

/** A small selection of a result type: its typename and a few plain fields (union members too). */
function selection(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (isScalarType(named) || isEnumType(named)) return '';
  if (isUnionType(named)) {
    const members = named
      .getTypes()
      .map((member) => `... on ${member.name} ${selection(member, depth + 1)}`)
      .join(' ');
    return `{ __typename ${members} }`;
  }
  if (!isObjectType(named) && !isInterfaceType(named)) return '';
  const scalars = Object.values(named.getFields())
    .filter((field) => {
      const inner = getNamedType(field.type);
      return (isScalarType(inner) || isEnumType(inner)) && field.args.every((arg) => !isNonNullType(arg.type));
    })
    .slice(0, depth > 0 ? 2 : 4)
    .map((field) => field.name);
  return `{ ${['__typename', ...scalars].join(' ')} }`;
}

function operation(kind: 'query' | 'mutation' | 'subscription', field: GraphQLField<unknown, unknown>): Operation {
  const required = field.args.filter((arg: GraphQLArgument) => isNonNullType(arg.type));
  const declared = required.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = required.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const name = `${field.name.charAt(0).toUpperCase()}${field.name.slice(1)}`;
  return {
    name: field.name,
    description: field.description ?? null,
    type: String(field.type),
    args: field.args.map((arg) => ({ name: arg.name, type: String(arg.type), description: arg.description ?? null })),
    example: {
      query: `${kind} ${name}${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''} ${selection(field.type)} }`,
      variables: Object.fromEntries(required.map((arg) => [arg.name, sampleValue(arg.type, arg.name)])),
    },
  };
}

function typeDoc(type: GraphQLNamedType): TypeDoc | null {
  if (type.name.startsWith('__')) return null;
  const base = { name: type.name, description: type.description ?? null };
  if (isEnumType(type)) {
    return {
      ...base,
      kind: 'enum',
      fields: type.getValues().map((value) => ({ name: value.name, type: '', description: value.description ?? null })),
    };
  }
  if (isUnionType(type)) {
    return {
      ...base,
      kind: 'union',
      fields: type.getTypes().map((member) => ({ name: member.name, type: '', description: null })),
    };
  }
  if (isScalarType(type)) return { ...base, kind: 'scalar', fields: [] };
  const kind = isInputObjectType(type) ? 'input' : isInterfaceType(type) ? 'interface' : 'object';
  if (!isObjectType(type) && !isInputObjectType(type) && !isInterfaceType(type)) return null;
  const fieldMap: Record<string, { name: string; type: unknown; description?: string | null | undefined }> =
    type.getFields();
  const fields = Object.values(fieldMap).map((field) => ({
    name: field.name,
    type: String(field.type),
    description: field.description ?? null,
  }));
  return { ...base, kind, fields };
}

export function apiReference(schemaText: string) {
  const schema = buildSchema(schemaText);
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
    ['subscription', schema.getSubscriptionType()],
  ] as const;
  const rootNames = new Set(roots.map(([, type]) => type?.name));
  return {
    rest: ROUTE_DOCS,
    // The numbers "Build on the API" quotes, from the code that enforces them.
    limits: {
      operation: OPERATION_LIMITS,
      pointsPerHour: {
        caller: DEFAULT_POINTS_BUDGETS.caller.limit,
        account: DEFAULT_POINTS_BUDGETS.account.limit,
        anonymous: DEFAULT_POINTS_BUDGETS.anonymous.limit,
      },
    },
    errorCodes: Object.entries(ERROR_CODES).map(([code, meaning]) => ({ code, meaning })),
    graphql: {
      operations: Object.fromEntries(
        roots.map(([kind, type]) => [
          kind,
          type ? Object.values(type.getFields()).map((field) => operation(kind, field)) : [],
        ]),
      ),
      types: Object.values(schema.getTypeMap())
        .filter((type) => !rootNames.has(type.name))
        .map(typeDoc)
        .filter((doc): doc is TypeDoc => doc !== null)
        .sort((a, b) => a.name.localeCompare(b.name)),
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const reference = apiReference(readFileSync(new URL('schema.graphql', ROOT), 'utf8'));
  mkdirSync(dirname(API_REFERENCE_FILE), { recursive: true });
  writeFileSync(API_REFERENCE_FILE, `${JSON.stringify(reference, null, 1)}\n`);
  console.log(`wrote ${API_REFERENCE_FILE}`);
}
