import { fieldErrorsFrom, type FieldErrors } from '../../components/form';
import type { MutationOutcome } from '../../relay/useUnionMutation';

/** What a refused settings form shows: each problem under its field, and any other in the form's alert. */
export type FormErrors<V> = { readonly fields: FieldErrors<V>; readonly message: string | null };

export const NO_ERRORS = { fields: {}, message: null } as const;

/**
 * A refusal as the form shows it. The server's message goes under the field it names (a wrong current
 * password under that field) and is not repeated above the form; a refusal of no field of this form, or
 * no answer at all, goes in the alert (`fallback` when the server said nothing).
 */
export function formErrorsOf<V extends object>(
  outcome: Extract<MutationOutcome<unknown>, { ok: false }>,
  values: V,
  fallback: string,
): FormErrors<V> {
  const fields = fieldErrorsFrom(outcome.fieldErrors, values);
  const shown = Object.values(fields) as string[];
  if (outcome.message) return { fields, message: shown.includes(outcome.message) ? null : outcome.message };
  return { fields, message: shown.length > 0 ? null : fallback };
}
