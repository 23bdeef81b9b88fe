// Compile-time checks: a shape that must match another fails `tsc` when they drift, instead of a test
// that nobody thought to write. Use as `type _Check = Expect<Equal<A, B>>;`.

/** True when A and B are the same type (not merely assignable one way). */
export type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/** Fails to compile unless T is `true`. */
export type Expect<T extends true> = T;

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

/**
 * A GraphQL input type fits the zod schema its service parses with: the same field names, the same
 * required fields, and every non-null value GraphQL can hand over is of a type the schema accepts
 * (zod may accept more, such as numeric strings from REST forms). An explicit null for a field zod
 * does not allow null for stays a validation error, as before. Use `Omit` at the call site for fields
 * only one side has on purpose (a REST-only `slug`, the guest's `pin`).
 */
export type InputFits<GraphQLInput, ZodInput> =
  Equal<keyof GraphQLInput, keyof ZodInput> extends true
    ? Equal<RequiredKeys<GraphQLInput>, RequiredKeys<ZodInput>> extends true
      ? {
          [K in keyof GraphQLInput & keyof ZodInput]-?: NonNullable<GraphQLInput[K]> extends NonNullable<ZodInput[K]>
            ? true
            : false;
        }[keyof GraphQLInput & keyof ZodInput] extends true
        ? true
        : false
      : false
    : false;
