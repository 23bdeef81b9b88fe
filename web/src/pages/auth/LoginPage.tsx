import type { FormEvent } from 'react';
import { Link, Navigate } from 'react-router';
import { FormAlert, TextField, useFormValues } from '../../components/form';
import { paths } from '../../../../common/paths';
import { useSession } from '../../session/useSession';
import { AuthCard } from './AuthCard';
import { useAuthOutcome } from './useAuthOutcome';
import { useLoginMutation } from './LoginMutation';

function LoginPage() {
  const { viewer } = useSession();
  const [login, isInFlight] = useLoginMutation();
  const { values, text } = useFormValues({ email: '', password: '' });
  const { error, setError, settle } = useAuthOutcome('Login failed');

  if (viewer) return <Navigate to={paths.dashboard.href()} replace />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    await settle(await login({ email: values.email.trim(), password: values.password }));
  };

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in to manage your events, photos and RSVPs."
      footer={
        <>
          New here?{' '}
          <Link to={paths.signup.href()} className="text-link">
            Create an account
          </Link>
        </>
      }
    >
      <form className="space-y-4" onSubmit={(event) => void onSubmit(event)}>
        <FormAlert message={error} />
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" required {...text('email')} />
        <TextField label="Password" type="password" autoComplete="current-password" required {...text('password')} />
        <button type="submit" className="btn-primary w-full" disabled={isInFlight}>
          {isInFlight ? 'Signing in...' : 'Sign In'}
        </button>
      </form>
    </AuthCard>
  );
}

export { LoginPage as Component };
