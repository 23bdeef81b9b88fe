import type { FormEvent } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Checkbox, FormAlert, TextField, useFormValues } from '../../components/form';
import { paths } from '../../../../common/paths';
import { T } from '../../i18n/Trans';
import { useT } from '../../i18n/useT';
import { useSession } from '../../session/useSession';
import { AuthCard } from './AuthCard';
import { useAuthOutcome } from './useAuthOutcome';
import { useSignupMutation } from './SignupMutation';
import { MIN_PASSWORD_LENGTH, validateSignup, type SignupForm } from './signupRules';

function SignupPage() {
  const t = useT();
  const { viewer } = useSession();
  // Invitation mails link to /signup?email=… (decision 054): the invited address is typed in already.
  const [searchParams] = useSearchParams();
  const [signup, isInFlight] = useSignupMutation();
  const {
    values: form,
    set,
    text,
  } = useFormValues<SignupForm>({
    email: searchParams.get('email') ?? '',
    displayName: '',
    password: '',
    confirmPassword: '',
    acceptTerms: false,
  });
  const { error, setError, settle } = useAuthOutcome('auth.signupFailed');

  if (viewer) return <Navigate to={paths.dashboard.href()} replace />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateSignup(form);
    setError(problem && t(problem, { min: MIN_PASSWORD_LENGTH }));
    if (problem) return;
    await settle(
      await signup({
        email: form.email.trim(),
        displayName: form.displayName.trim(),
        password: form.password,
      }),
    );
  };

  return (
    <AuthCard
      title={t('auth.signupTitle')}
      subtitle={t('auth.signupSubtitle')}
      footer={<T id="auth.haveAccount" components={{ 0: <Link to={paths.login.href()} className="text-link" /> }} />}
    >
      <form className="space-y-4" onSubmit={(event) => void onSubmit(event)}>
        <FormAlert message={error} />
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          {...text('email')}
        />
        <TextField label={t('auth.fullName')} type="text" autoComplete="name" required {...text('displayName')} />
        <TextField
          label={t('auth.password')}
          type="password"
          autoComplete="new-password"
          required
          hint={t('auth.passwordHint', { min: MIN_PASSWORD_LENGTH })}
          {...text('password')}
        />
        <TextField
          label={t('auth.confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
          {...text('confirmPassword')}
        />
        <Checkbox
          name="acceptTerms"
          checked={form.acceptTerms}
          onCheckedChange={(checked) => set('acceptTerms', checked)}
          label={
            <T
              id="auth.agreeTerms"
              components={{
                0: <Link to={paths.terms.href()} className="text-link" target="_blank" />,
                1: <Link to={paths.privacy.href()} className="text-link" target="_blank" />,
              }}
            />
          }
        />
        <button type="submit" className="btn-primary w-full" disabled={isInFlight || !form.acceptTerms}>
          {isInFlight ? t('auth.creatingAccount') : t('auth.createAccount')}
        </button>
      </form>
    </AuthCard>
  );
}

export { SignupPage as Component };
