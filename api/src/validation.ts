import type { z } from 'zod';
import { ValidationError } from './errors.ts';

/** Parses service input; throws a ValidationError whose message is the first problem found. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors = result.error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || 'input',
    message: issue.message,
  }));
  throw new ValidationError(fieldErrors[0]?.message ?? 'Invalid input.', fieldErrors);
}
