import { z } from 'zod';
import { message, type Message, type MessageValues, type ServerMessageId } from '../i18n/messages.ts';
import { fieldProblem, ValidationError, type ErrorWords } from './errors.ts';

// Zod's messages are strings, but a person reads them in their own language (decision 058). `says()`
// packs catalog words into the string zod carries; parseInput unpacks them into the error's words, so
// each reader gets them rendered in theirs. A plain string stays plain English (integrators' refusals).
const WORDS_MARK = '\u0000words:';

/** Catalog words as a zod message: `.min(1, says('inputs.nameRequired'))`. */
export function says(id: ServerMessageId, values?: MessageValues): string {
  return WORDS_MARK + JSON.stringify(message(id, values));
}

/** A zod issue's message back as words: the catalog words `says()` packed, else the plain string. */
export function wordsOfIssue(text: string): ErrorWords {
  return text.startsWith(WORDS_MARK) ? (JSON.parse(text.slice(WORDS_MARK.length)) as ErrorWords) : text;
}

/** Parses service input; throws a ValidationError whose message is the first problem found. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors = result.error.issues.map((issue) =>
    fieldProblem(issue.path.map(String).join('.') || 'input', wordsOfIssue(issue.message)),
  );
  const first = result.error.issues[0];
  // A failed parse always has an issue; the fallback only satisfies the types.
  throw new ValidationError(first ? wordsOfIssue(first.message) : message('errors.badRequest'), fieldErrors);
}

// The label is catalog words too (`message('inputs.label.venueName')`): each language names the field.

/** Optional text: trimmed; empty means "not set" (null); absent means "leave as is" (undefined). */
export function optionalText(label: Message, max: number) {
  return z
    .string({ error: says('inputs.mustBeText', { label }) })
    .trim()
    .max(max, says('inputs.tooLong', { label, max }))
    .transform((value) => value || null)
    .nullish();
}

/** An optional email address, stored lower-cased; empty means "not set". */
export function optionalEmail(label: Message, invalid: Message) {
  return z
    .string({ error: says('inputs.mustBeText', { label }) })
    .trim()
    .max(254, says('inputs.fieldTooLong', { label }))
    .refine((value) => value === '' || z.email().safeParse(value).success, says(invalid.id, invalid.values))
    .transform((value) => value.toLowerCase() || null)
    .nullish();
}
