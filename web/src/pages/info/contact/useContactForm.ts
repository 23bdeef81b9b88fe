import { useState, type FormEvent } from 'react';
import type { SendContactMessageInput } from '../../../__generated__/SendContactMessageMutation.graphql';
import { fieldErrorsFrom, useFormValues, type FieldErrors, type TextKeys } from '../../../components/form';
import { translate } from '../../../i18n/i18n';
import { messageOf } from '../../../relay/resultMessage';
import { CONTACT_MAX } from './contactOptions';
import { useSendContactMessageMutation } from './SendContactMessageMutation';

type ContactFormState = 'idle' | 'submitting' | 'sent';

/**
 * The contact and sales forms (SPEC §4): their text fields, and the sending: idle → submitting
 * ('Sending...') → sent with the form cleared, or back to idle with the server's message (field
 * problems beside their fields), else SPEC §8's fallback. `toInput` turns the fields into the message.
 */
export function useContactForm<const F extends Record<string, string> & { website: string }>(
  empty: F,
  toInput: (values: F) => SendContactMessageInput,
) {
  const [commit, submitting] = useSendContactMessageMutation();
  const { values, text, reset: clear } = useFormValues<F>(empty);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<F>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setFieldErrors({});
    const outcome = await commit({ variables: { input: toInput(values) } });
    if (outcome.ok) {
      setSent(true);
      clear();
      return;
    }
    setFieldErrors(fieldErrorsFrom(outcome.fieldErrors, values));
    setError(messageOf(outcome, translate('contact.failed')));
  };

  /** The props that tie one kit field to the form: name, value, change handler, its error and length cap. */
  const bind = (field: keyof F & string) => ({
    // Every field of these forms is text.
    ...text(field as TextKeys<F>),
    error: fieldErrors[field],
    maxLength: (CONTACT_MAX as Record<string, number>)[field] ?? 200,
  });

  const state: ContactFormState = sent ? 'sent' : submitting ? 'submitting' : 'idle';
  // The honeypot (ContactFields' Honeypot): bound like the others, never shown.
  const trap = text('website' as TextKeys<F>);

  return { state, error, bind, trap, submit, reset: () => setSent(false) };
}

export type ContactFormApi = ReturnType<typeof useContactForm>;
