import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormAlert, TextField, useFormValues } from '../../components/form';
import { paths } from '../../../../common/paths';
import { useT } from '../../i18n/useT';
import { T } from '../../i18n/Trans';
import { messageOf } from '../../relay/resultMessage';
import { AuthCard } from './AuthCard';
import { useRequestPasswordResetMutation } from './RequestPasswordResetMutation';

/**
 * "Forgot password?": asks for the address and has the server mail a reset link (decision 054). The
 * server answers the same words for every address, so the page never tells whether an account exists.
 */
function ForgotPasswordPage() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const [request, isInFlight] = useRequestPasswordResetMutation();
  const { values, text } = useFormValues({ email: searchParams.get('email') ?? '' });
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const outcome = await request({ variables: { input: { email: values.email.trim() } } });
    if (outcome.ok) setSent(outcome.payload.message ?? '');
    else setError(messageOf(outcome, t('auth.forgotFailed')));
  };

  if (sent !== null) {
    return (
      <AuthCard title={t('auth.checkEmail')} subtitle={<p role="status">{sent}</p>} focusHeading>
        <p className="text-sm text-stone-600">{t('auth.checkSpam')}</p>
        <div className="mt-6 space-y-3">
          <Link to={paths.login.href()} className="btn-primary w-full">
            {t('auth.backToSignIn')}
          </Link>
          <button type="button" className="btn-secondary w-full" onClick={() => setSent(null)}>
            {t('auth.tryAnotherAddress')}
          </button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('auth.forgotTitle')}
      subtitle={t('auth.forgotSubtitle')}
      footer={<T id="auth.rememberedIt" components={{ 0: <Link to={paths.login.href()} className="text-link" /> }} />}
    >
      <form className="space-y-4" onSubmit={(event) => void onSubmit(event)}>
        <FormAlert message={error} />
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          autoFocus
          {...text('email')}
        />
        <button type="submit" className="btn-primary w-full" disabled={isInFlight}>
          {isInFlight ? t('auth.sending') : t('auth.sendResetLink')}
        </button>
      </form>
    </AuthCard>
  );
}

export { ForgotPasswordPage as Component };
