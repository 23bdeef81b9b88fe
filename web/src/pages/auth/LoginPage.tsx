import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { TextField } from '../../components/TextField';
import { paths } from '../../paths';
import { useSession } from '../../session/useSession';
import { AuthCard, FormError } from './AuthCard';
import { useLoginMutation } from './LoginMutation';

function LoginPage() {
  const { viewer } = useSession();
  const navigate = useNavigate();
  const [login, isInFlight] = useLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (viewer) return <Navigate to={paths.dashboard.href()} replace />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const result = await login({ email: email.trim(), password });
    switch (result.kind) {
      case 'success':
        await navigate(paths.dashboard.href(), { replace: true });
        return;
      case 'rejected':
        setError(result.message);
        return;
      case 'failed':
        setError('Login failed');
        return;
    }
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
        <FormError message={error} />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onValueChange={setEmail}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onValueChange={setPassword}
        />
        <button type="submit" className="btn-primary w-full" disabled={isInFlight}>
          {isInFlight ? 'Signing in...' : 'Sign In'}
        </button>
      </form>
    </AuthCard>
  );
}

export { LoginPage as Component };
