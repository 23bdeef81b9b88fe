import { unsigned, type Facts, type Sign } from '../lib/entity-facts.ts';
import type { Equal } from '../lib/type-checks.ts';
import type { GraphQLContext } from './context.ts';

/** How a guest audience's file addresses are signed: what the row must load, and the signer it makes. */
export interface FactSigning<Row> {
  /** The Prisma selection signing needs (the photo's event), added to the fields whose value is signed. */
  select: object;
  sign: (row: Row, context: GraphQLContext) => Sign;
}

type RowOf<F extends Facts<never>> = Parameters<F[keyof F]['value']>[0];

/**
 * A GraphQL field for each fact of the list, with its type, nullability and description, resolved by
 * the same function REST answers with (lib/entity-facts.ts). Spread it into `typeFields` beside what
 * only GraphQL has (global ids, relations).
 *
 * `t` is any Pothos field builder (plain or Prisma object): the facts' values are typed where they are
 * declared, so each field is built through one untyped call here rather than typed twice.
 */
export function factFields<F extends Facts<never>, Ref>(
  t: { field: (options: never) => Ref },
  facts: F,
  signing?: FactSigning<RowOf<F>>,
): { [K in keyof F]: Ref } {
  const fields: Record<string, Ref> = {};
  for (const name in facts) {
    const fact = facts[name]!;
    const signs = fact.signed && signing !== undefined;
    fields[name] = t.field({
      type: fact.type,
      nullable: fact.nullable,
      description: fact.description,
      ...(signs ? { select: signing.select } : {}),
      resolve: (row: RowOf<F>, _args: unknown, context: GraphQLContext) =>
        fact.value(row, signs ? signing.sign(row, context) : unsigned, context.locale),
    } as never);
  }
  return fields as { [K in keyof F]: Ref };
}

type KeysAre<Fields, Keys> =
  Equal<keyof Fields, Keys> extends true
    ? unknown
    : { 'Fields beyond the facts must be named in graphqlOnly': Exclude<keyof Fields, Keys> };

/**
 * A type's fields: every fact of the list, and besides them exactly the fields named in `graphqlOnly`
 * (global ids, relations, counts). tsc fails when a field is added by hand without being named, so a
 * fact one audience should get from both doors cannot quietly become GraphQL's alone.
 */
export function typeFields<F extends Facts<never>, const Only extends string, Fields extends object>(
  _facts: F,
  _graphqlOnly: readonly Only[],
  fields: Fields & KeysAre<Fields, keyof F | Only>,
): Fields {
  return fields;
}
