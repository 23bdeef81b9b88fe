import { useState, type FormEvent } from 'react';
import { FormAlert, TextField, useFormValues } from '../../components/form';
import { Panel } from '../../components/Section';
import { adoptViewer } from '../../session/SessionStore';
import { MIN_PASSWORD_LENGTH } from '../auth/signupRules';
import { useChangePasswordMutation } from './ChangePasswordMutation';
import { formErrorsOf, NO_ERRORS, type FormErrors } from './formErrors';
import { FormStatus, useFocusFirstInvalid } from './settingsForm';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
type Values = typeof EMPTY;

const PASSWORD_CHANGED =
  'Your password was changed. You are still signed in here, and signed out on every other device.';

/** The signup rules, checked before anything is sent: each under the field it is about. */
function newPasswordProblems(values: Values): FormErrors<Values> {
  if (values.newPassword.length < MIN_PASSWORD_LENGTH) {
    return { fields: { newPassword: `Please use at least ${MIN_PASSWORD_LENGTH} characters.` }, message: null };
  }
  if (values.newPassword !== values.confirmPassword) {
    return { fields: { confirmPassword: 'The two new passwords are not the same.' }, message: null };
  }
  return NO_ERRORS;
}

/**
 * A new password, asked with the current one. The server signs this browser in again and every other
 * device out (a lost phone stops working): the form says so before, and after.
 */
export function PasswordSection() {
  const { values, text, reset } = useFormValues(EMPTY);
  const [errors, setErrors] = useState<FormErrors<Values>>(NO_ERRORS);
  const [status, setStatus] = useState<string | null>(null);
  const [commit, busy] = useChangePasswordMutation();
  const formRef = useFocusFirstInvalid(errors);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    const problems = newPasswordProblems(values);
    setErrors(problems);
    if (problems !== NO_ERRORS) return;
    const outcome = await commit({
      variables: { input: { currentPassword: values.currentPassword, newPassword: values.newPassword } },
    });
    if (!outcome.ok) {
      setErrors(formErrorsOf(outcome, values, 'Your password could not be changed. Please try again.'));
      return;
    }
    // The new session's viewer: the same account, signed in again.
    if (outcome.payload.viewer) adoptViewer(outcome.payload.viewer);
    reset();
    setStatus(PASSWORD_CHANGED);
  };

  return (
    <Panel id="password" title="Password">
      <p className="mt-1 text-sm text-stone-600">
        Changing it keeps you signed in here and signs you out on every other phone and computer.
      </p>
      <form ref={formRef} className="mt-4 grid gap-4" noValidate onSubmit={(event) => void submit(event)}>
        <FormAlert message={errors.message} />
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.fields.currentPassword}
          {...text('currentPassword')}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          error={errors.fields.newPassword}
          {...text('newPassword')}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.fields.confirmPassword}
          {...text('confirmPassword')}
        />
        <FormStatus message={status} />
        <div>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? 'Saving...' : 'Change password'}
          </button>
        </div>
      </form>
    </Panel>
  );
}
