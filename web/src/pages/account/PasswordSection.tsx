import { useState, type FormEvent } from 'react';
import { FormAlert, TextField, useFormValues } from '../../components/form';
import { Panel } from '../../components/Section';
import { adoptViewer } from '../../session/SessionStore';
import { MIN_PASSWORD_LENGTH } from '../auth/signupRules';
import { useChangePasswordMutation } from './ChangePasswordMutation';
import { formErrorsOf, NO_ERRORS, type FormErrors } from './formErrors';
import { FormStatus, useFocusFirstInvalid } from './settingsForm';
import { translate } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
type Values = typeof EMPTY;

/** The signup rules, checked before anything is sent: each under the field it is about. */
function newPasswordProblems(values: Values): FormErrors<Values> {
  if (values.newPassword.length < MIN_PASSWORD_LENGTH) {
    return {
      fields: { newPassword: translate('account.passwordTooShort', { min: MIN_PASSWORD_LENGTH }) },
      message: null,
    };
  }
  if (values.newPassword !== values.confirmPassword) {
    return { fields: { confirmPassword: translate('account.passwordMismatch') }, message: null };
  }
  return NO_ERRORS;
}

/**
 * A new password, asked with the current one. The server signs this browser in again and every other
 * device out (a lost phone stops working): the form says so before, and after.
 */
export function PasswordSection() {
  const t = useT();
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
      setErrors(formErrorsOf(outcome, values, t('account.passwordChangeFailed')));
      return;
    }
    // The new session's viewer: the same account, signed in again.
    if (outcome.payload.viewer) adoptViewer(outcome.payload.viewer);
    reset();
    setStatus(t('account.passwordChanged'));
  };

  return (
    <Panel id="password" title={t('account.passwordTitle')}>
      <p className="mt-1 text-sm text-stone-600">{t('account.passwordIntro')}</p>
      <form ref={formRef} className="mt-4 grid gap-4" noValidate onSubmit={(event) => void submit(event)}>
        <FormAlert message={errors.message} />
        <TextField
          label={t('account.currentPassword')}
          type="password"
          autoComplete="current-password"
          required
          error={errors.fields.currentPassword}
          {...text('currentPassword')}
        />
        <TextField
          label={t('account.newPassword')}
          type="password"
          autoComplete="new-password"
          required
          hint={t('account.newPasswordHint', { min: MIN_PASSWORD_LENGTH })}
          error={errors.fields.newPassword}
          {...text('newPassword')}
        />
        <TextField
          label={t('account.confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
          error={errors.fields.confirmPassword}
          {...text('confirmPassword')}
        />
        <FormStatus message={status} />
        <div>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? t('account.saving') : t('account.changePassword')}
          </button>
        </div>
      </form>
    </Panel>
  );
}
