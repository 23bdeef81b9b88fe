import { describe, expect, it } from 'vitest';
import { formErrorsOf } from './formErrors';

const values = { email: '', currentPassword: '' };
const refused = (message: string | null, fieldErrors: { field: string; message: string }[] = []) =>
  ({ ok: false, message, fieldErrors }) as const;

describe('formErrorsOf', () => {
  it('puts a wrong current password under its field, not again above the form', () => {
    const wrong = 'Your current password is not right.';
    expect(
      formErrorsOf(refused(wrong, [{ field: 'input.currentPassword', message: wrong }]), values, 'Failed'),
    ).toEqual({ fields: { currentPassword: wrong }, message: null });
  });

  it('keeps a message about something else above the form, beside the field errors', () => {
    const outcome = refused('Please check the form.', [{ field: 'email', message: 'Enter a valid address.' }]);
    expect(formErrorsOf(outcome, values, 'Failed')).toEqual({
      fields: { email: 'Enter a valid address.' },
      message: 'Please check the form.',
    });
  });

  it('says the fallback when no answer came', () => {
    expect(formErrorsOf(refused(null), values, 'Could not save. Please try again.')).toEqual({
      fields: {},
      message: 'Could not save. Please try again.',
    });
  });

  it('leaves errors about fields the form lacks to the message', () => {
    const outcome = refused('Too many attempts.', [{ field: 'ip', message: 'Blocked' }]);
    expect(formErrorsOf(outcome, values, 'Failed')).toEqual({ fields: {}, message: 'Too many attempts.' });
  });
});
