import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { TextField } from '../../components/TextField';
import { paths } from '../../paths';
import { useSession } from '../../session/useSession';
import { AuthCard, FormError } from './AuthCard';
import { useSignupMutation } from './SignupMutation';
import { MIN_PASSWORD_LENGTH, validateSignup, type SignupForm } from './signupRules';

function SignupPage() {
  const { viewer } = useSession();
  const navigate = useNavigate();
  const [signup, isInFlight] = useSignupMutation();
  const [form, setForm] = useState<SignupForm>({
    email: '',
    displayName: '',
    password: '',
    confirmPassword: '',
    acceptTerms: false,
  });
  const [error, setError] = useState<string | null>(null);

  if (viewer) return <Navigate to={paths.dashboard.href()} replace />;

  const update = <K extends keyof SignupForm>(key: K, value: SignupForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateSignup(form);
    setError(problem);
    if (problem) return;
    const result = await signup({
      email: form.email.trim(),
      displayName: form.displayName.trim(),
      password: form.password,
    });
    switch (result.kind) {
      case 'success':
        await navigate(paths.dashboard.href(), { replace: true });
        return;
      case 'rejected':
        setError(result.message);
        return;
      case 'failed':
        setError('Signup failed');
        return;
    }
  };

  return (
    <AuthCard
      title="Create your account"
      subtitle="Set up your first event page in minutes. Free to start."
      footer={
        <>
          Already have an account?{' '}
          <Link to={paths.login.href()} className="text-link">
            Sign in
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
          value={form.email}
          onValueChange={(value) => update('email', value)}
        />
        <TextField
          label="Full Name"
          name="displayName"
          type="text"
          autoComplete="name"
          required
          value={form.displayName}
          onValueChange={(value) => update('displayName', value)}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          value={form.password}
          onValueChange={(value) => update('password', value)}
        />
        <TextField
          label="Confirm Password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          value={form.confirmPassword}
          onValueChange={(value) => update('confirmPassword', value)}
        />
        <div className="flex items-start gap-3">
          <input
            id="signup-accept-terms"
            name="acceptTerms"
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 rounded border-stone-300 accent-rose-600"
            checked={form.acceptTerms}
            onChange={(event) => update('acceptTerms', event.target.checked)}
          />
          <label htmlFor="signup-accept-terms" className="text-sm text-stone-700">
            I agree to the{' '}
            <Link to={paths.terms.href()} className="text-link" target="_blank">
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link to={paths.privacy.href()} className="text-link" target="_blank">
              Privacy Policy
            </Link>
          </label>
        </div>
        <button type="submit" className="btn-primary w-full" disabled={isInFlight || !form.acceptTerms}>
          {isInFlight ? 'Creating account...' : 'Create Account'}
        </button>
      </form>
    </AuthCard>
  );
}

export { SignupPage as Component };
