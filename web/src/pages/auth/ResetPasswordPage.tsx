import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormAlert, TextField, useFormValues } from '../../components/form';
import { useToast } from '../../components/Toast';
import { paths } from '../../../../common/paths';
import { adoptViewer, clearSession, getSession } from '../../session/SessionStore';
import { translate } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';
import { useSession } from '../../session/useSession';
import { AuthCard } from './AuthCard';
import { useResetPasswordMutation } from './ResetPasswordMutation';
import { MIN_PASSWORD_LENGTH, validateNewPassword } from './signupRules';

/**
 * Where a mailed reset link lands (`/reset-password?token=…`, decision 054): a new password, twice, by
 * the same rules as signing up. It signs in and every other session of the account ends. A link that no
 * longer works shows the server's words and the way to ask for a new one.
 */
function ResetPasswordPage() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const showToast = useToast();
  const { viewer: viewerBefore } = useSession();
  const [reset, isInFlight] = useResetPasswordMutation();
  const { values, text } = useFormValues({ password: '', confirmPassword: '' });
  const [error, setError] = useState<string | null>(null);
  /** The server refused the link itself (used, expired, superseded): the form is of no use any more. */
  const [deadLink, setDeadLink] = useState<string | null>(null);

  if (!token) {
    return (
      <AuthCard title={t('auth.resetIncompleteTitle')} subtitle={t('auth.resetIncompleteText')} focusHeading>
        <AskForNewLink />
      </AuthCard>
    );
  }

  if (deadLink) {
    return (
      <AuthCard title={t('auth.resetDeadTitle')} subtitle={<p role="alert">{deadLink}</p>} focusHeading>
        <AskForNewLink />
      </AuthCard>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateNewPassword(values.password, values.confirmPassword);
    setError(problem && t(problem, { min: MIN_PASSWORD_LENGTH }));
    if (problem) return;
    const result = await reset({ token, password: values.password });
    switch (result.kind) {
      case 'success': {
        // The link may be another account's than the one signed in here: what was cached for the person
        // leaving goes, as at sign-out, before the new account's pages load.
        const adopted = getSession().viewer;
        if (viewerBefore && adopted && viewerBefore.id !== adopted.id) {
          clearSession();
          adoptViewer(adopted);
        }
        showToast({ text: translate('auth.passwordChanged'), ms: 6_000 });
        await navigate(paths.dashboard.href(), { replace: true });
        return;
      }
      case 'rejected':
        // The server's words about the link itself (used, expired, superseded, incomplete: a validation
        // error about no field but the token) end the form; others (a password it refuses, too many
        // attempts) are shown above it. Told by the answer's kind, not its words, which are the reader's.
        if (result.typename === 'ValidationError' && result.fields.every((field) => field === 'token')) {
          setDeadLink(result.message);
        } else setError(result.message);
        return;
      case 'failed':
        setError(t('auth.resetFailed'));
        return;
    }
  };

  return (
    <AuthCard
      title={t('auth.resetTitle')}
      subtitle={t('auth.resetSubtitle')}
      footer={
        <Link to={paths.login.href()} className="text-link">
          {t('auth.backToSignIn')}
        </Link>
      }
    >
      <form className="space-y-4" onSubmit={(event) => void onSubmit(event)}>
        <FormAlert message={error} />
        <TextField
          label={t('auth.newPassword')}
          type="password"
          autoComplete="new-password"
          required
          autoFocus
          hint={t('auth.passwordHint', { min: MIN_PASSWORD_LENGTH })}
          {...text('password')}
        />
        <TextField
          label={t('auth.confirmNewPassword')}
          type="password"
          autoComplete="new-password"
          required
          {...text('confirmPassword')}
        />
        <button type="submit" className="btn-primary w-full" disabled={isInFlight}>
          {isInFlight ? t('auth.saving') : t('auth.setNewPassword')}
        </button>
      </form>
    </AuthCard>
  );
}

function AskForNewLink() {
  const t = useT();
  return (
    <div className="space-y-3">
      <Link to={paths.forgotPassword.href()} className="btn-primary w-full">
        {t('auth.sendNewLink')}
      </Link>
      <Link to={paths.login.href()} className="btn-secondary w-full">
        {t('auth.backToSignIn')}
      </Link>
    </div>
  );
}

export { ResetPasswordPage as Component };
