import type { FormEvent } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { FormAlert, TextField, useFormValues } from '../../components/form';
import { paths } from '../../../../common/paths';
import { T } from '../../i18n/Trans';
import { useT } from '../../i18n/useT';
import { useSession } from '../../session/useSession';
import { AuthCard } from './AuthCard';
import { useAuthOutcome } from './useAuthOutcome';
import { useLoginMutation } from './LoginMutation';

function LoginPage() {
  const t = useT();
  const { viewer } = useSession();
  const [login, isInFlight] = useLoginMutation();
  // Invitation mails link to /login?email=… (decision 054): the address is typed in already.
  const [searchParams] = useSearchParams();
  const { values, text } = useFormValues({ email: searchParams.get('email') ?? '', password: '' });
  const { error, setError, settle } = useAuthOutcome('auth.loginFailed');

  if (viewer) return <Navigate to={paths.dashboard.href()} replace />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    await settle(await login({ email: values.email.trim(), password: values.password }));
  };

  return (
    <AuthCard
      title={t('auth.loginTitle')}
      subtitle={t('auth.loginSubtitle')}
      footer={<T id="auth.newHere" components={{ 0: <Link to={paths.signup.href()} className="text-link" /> }} />}
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
        <div>
          <TextField
            label={t('auth.password')}
            type="password"
            autoComplete="current-password"
            required
            {...text('password')}
          />
          <div className="mt-1 flex justify-end">
            {/* The address typed so far goes along, so the next page need not ask for it again. */}
            <Link
              to={paths.forgotPassword.href() + emailQuery(values.email)}
              className="text-link inline-flex min-h-11 items-center text-sm"
            >
              {t('auth.forgotPassword')}
            </Link>
          </div>
        </div>
        <button type="submit" className="btn-primary w-full" disabled={isInFlight}>
          {isInFlight ? t('auth.signingIn') : t('auth.signIn')}
        </button>
      </form>
    </AuthCard>
  );
}

function emailQuery(email: string): string {
  const address = email.trim();
  return address ? `?${new URLSearchParams({ email: address })}` : '';
}

export { LoginPage as Component };
