import { z } from 'zod';
import { isLocale, LOCALES } from '../../../common/i18n/locales.ts';
import { says } from './validation.ts';

// A language a host or an account chooses (issue 34): one the product speaks (common/i18n/locales.ts), as
// the database's CHECK constraints hold it, with one clear refusal for any other.

export const LANGUAGE_MESSAGE = says('inputs.languageOneOf', { values: LOCALES.join(', ') });

/** Saved as its lower-case tag: 'TR' and 'tr' alike (GraphQL hands the tag, REST may send either). */
export const languageSchema = z.string({ error: LANGUAGE_MESSAGE }).transform((value, ctx) => {
  const tag = value.trim().toLowerCase();
  if (isLocale(tag)) return tag;
  ctx.addIssue({ code: 'custom', message: LANGUAGE_MESSAGE });
  return z.NEVER;
});
