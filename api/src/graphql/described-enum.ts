import type { BaseEnum } from '@pothos/core';
import { builder } from './builder.ts';

// Every enum of the schema describes itself and each of its values (schema-descriptions.test.ts): one way
// to declare them, so a module writes each value with its sentence and nothing else.

/** The sentence the schema shows for each value of an enum, keyed by the value. */
export type ValueDescriptions<Value extends string> = Record<Value, string>;

function valuesConfig<Value extends string>(values: ValueDescriptions<Value>): Record<Value, { description: string }> {
  return Object.fromEntries(
    Object.entries<string>(values).map(([value, description]) => [value, { description }]),
  ) as Record<Value, { description: string }>;
}

/**
 * A database (Prisma) enum in the schema. `values` must name exactly the enum's values, so one added to the
 * database cannot reach the schema without its description.
 */
export function describedEnum<const E extends BaseEnum & Record<string, string>>(
  enumObject: E,
  options: { name: string; description: string; values: ValueDescriptions<keyof E & string> },
) {
  // Pothos types these options by a condition on `E` that stays open inside a generic function; the
  // signature above already holds them to the enum's values.
  return builder.enumType(enumObject, { ...options, values: valuesConfig(options.values) } as never);
}

/** An enum only the schema has: its values are the keys of `values`. */
export function describedSchemaEnum<const Value extends string>(
  name: string,
  options: { description: string; values: ValueDescriptions<Value> },
) {
  return builder.enumType(name, { description: options.description, values: valuesConfig(options.values) });
}
