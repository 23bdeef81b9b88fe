// An entity's facts for one audience, written once (Conventions 19): each names its GraphQL type, says
// what it means and how it is read from the row. REST answers are built from the list (`factsJson`) and
// GraphQL types expose the same list (graphql/fact-fields.ts), so the two doors cannot tell an audience
// different things. The event's own fields follow the same rule by other means (event-fields.graphql.ts).

import type { LoadableLocale } from '../../../common/i18n/locales.ts';

/** Makes a file address openable by this audience (a guest's token for a PIN-protected event). */
export type Sign = (url: string) => string;

/** The same address: hosts open files with their session. */
export const unsigned: Sign = (url) => url;

interface ScalarValues {
  String: string;
  Int: number;
  Float: number;
  Boolean: boolean;
  DateTime: Date;
}

/** A GraphQL scalar by name, or an enum by the object Pothos registered it from (a Prisma enum). */
export type FactType = keyof ScalarValues | Readonly<Record<string, string>>;

type ValueOf<T extends FactType> = T extends keyof ScalarValues
  ? ScalarValues[T]
  : T extends Readonly<Record<string, infer V>>
    ? V
    : never;

export interface Fact<Row, Value = unknown> {
  type: FactType;
  nullable: boolean;
  /** The GraphQL description; REST documents its fields by the same names. */
  description: string;
  /**
   * The value as both doors hand it out; `locale`, the reader's language, for a fact a person reads (a
   * photo's processing failure): English when the door does not pass one.
   */
  value: (row: Row, sign: Sign, locale?: LoadableLocale) => Value;
  /** Its value is a file address the audience may need signed (GraphQL then loads the event to sign with). */
  signed: boolean;
}

export type Facts<Row> = Record<string, Fact<Row>>;

/** What `factsJson` answers for a list of facts: each fact's value under its name. */
export type FactsJson<F extends Facts<never>> = { [K in keyof F]: ReturnType<F[K]['value']> };

type Allowed<T extends FactType, Nullable extends boolean> = Nullable extends true ? ValueOf<T> | null : ValueOf<T>;

/** The row's columns whose values fit `Value`. */
type ColumnsOf<Row, Value> = { [K in keyof Row]-?: Row[K] extends Value ? K : never }[keyof Row];

/**
 * The fact builders of one row type. A value must be of the declared GraphQL type (null only where the
 * fact is nullable), so a list cannot promise GraphQL an Int and hand REST a string: `fact` for a
 * computed value, `column` for a column read as it is.
 */
export function factsOf<Row>() {
  function fact<T extends FactType, Nullable extends boolean = false>(spec: {
    type: T;
    nullable?: Nullable;
    description: string;
    value: (row: Row, sign: Sign, locale?: LoadableLocale) => Allowed<T, Nullable>;
    signed?: boolean;
  }): Fact<Row, Allowed<T, Nullable>> {
    return { ...spec, nullable: spec.nullable ?? false, signed: spec.signed ?? false };
  }
  function column<T extends FactType, Nullable extends boolean = false>(
    name: ColumnsOf<Row, Allowed<T, Nullable>>,
    type: T,
    description: string,
    options: { nullable?: Nullable } = {},
  ): Fact<Row, Allowed<T, Nullable>> {
    const value = (row: Row) => row[name] as Allowed<T, Nullable>;
    return { type, description, value, nullable: options.nullable ?? false, signed: false };
  }
  return { fact, column };
}

/** The row's facts as a REST answer: the list's names and values, in the list's order (`locale`: the reader's). */
export function factsJson<Row, F extends Facts<Row>>(
  facts: F,
  row: Row,
  sign: Sign = unsigned,
  locale?: LoadableLocale,
): FactsJson<F> {
  const json: Record<string, unknown> = {};
  for (const name in facts) json[name] = facts[name]!.value(row, sign, locale);
  return json as FactsJson<F>;
}
