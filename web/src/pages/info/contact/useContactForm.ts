import { useState } from 'react';
import type {
  SendContactMessageInput,
  SendContactMessageMutation,
} from '../../../__generated__/SendContactMessageMutation.graphql';
import { messageOf } from '../../../relay/resultMessage';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';
import { CONTACT_MAX } from './contactOptions';
import { sendContactMessageMutation } from './SendContactMessageMutation';

const FAILED = 'Failed to send message. Please try again.';

export type ContactFormState = 'idle' | 'submitting' | 'sent';

/**
 * The contact and sales forms' sending (SPEC §4): idle → submitting ('Sending...') → sent, or back to
 * idle with the server's message (field problems beside their fields), else SPEC §8's fallback.
 */
export function useContactForm() {
  const [commit, submitting] = usePromiseMutation<SendContactMessageMutation>(sendContactMessageMutation);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const send = async (input: SendContactMessageInput): Promise<boolean> => {
    setError(null);
    setFieldErrors({});
    try {
      const { sendContactMessage: result } = await commit({ variables: { input } });
      if (result.__typename === 'SendContactMessageSuccess') {
        setSent(true);
        return true;
      }
      setFieldErrors(Object.fromEntries((result.fieldErrors ?? []).map((problem) => [problem.field, problem.message])));
      setError(messageOf(result, FAILED));
    } catch {
      setError(FAILED);
    }
    return false;
  };

  const state: ContactFormState = sent ? 'sent' : submitting ? 'submitting' : 'idle';
  return { state, error, fieldErrors, send, reset: () => setSent(false) };
}

/**
 * A form's text state and the props that tie one field to it: value, change handler, the server's
 * message for it, and its length cap.
 */
export function useContactFields<const F extends Record<string, string>>(
  empty: F,
  fieldErrors: Record<string, string>,
) {
  const [form, setForm] = useState<F>(empty);
  const bind = (field: keyof F & string) => ({
    value: form[field],
    onChange: (value: string) => setForm((current) => ({ ...current, [field]: value })),
    error: fieldErrors[field],
    maxLength: (CONTACT_MAX as Record<string, number>)[field] ?? 200,
  });
  return { form, bind, clear: () => setForm(empty) };
}
