import { z } from 'zod';
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

/** Optional text: trimmed; empty means "not set" (null); absent means "leave as is" (undefined). */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => value || null)
    .nullish();
}

/** An optional email address, stored lower-cased; empty means "not set". */
export function optionalEmail(label: string, invalidMessage: string) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(254, `${label} is too long`)
    .refine((value) => value === '' || z.email().safeParse(value).success, invalidMessage)
    .transform((value) => value.toLowerCase() || null)
    .nullish();
}
