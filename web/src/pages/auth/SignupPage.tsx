import type { FormEvent } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Checkbox, FormAlert, TextField, useFormValues } from '../../components/form';
import { paths } from '../../../../common/paths';
import { useSession } from '../../session/useSession';
import { AuthCard } from './AuthCard';
import { useAuthOutcome } from './useAuthOutcome';
import { useSignupMutation } from './SignupMutation';
import { MIN_PASSWORD_LENGTH, validateSignup, type SignupForm } from './signupRules';

function SignupPage() {
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
  const { error, setError, settle } = useAuthOutcome('Signup failed');

  if (viewer) return <Navigate to={paths.dashboard.href()} replace />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateSignup(form);
    setError(problem);
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
        <FormAlert message={error} />
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" required {...text('email')} />
        <TextField label="Full Name" type="text" autoComplete="name" required {...text('displayName')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          {...text('password')}
        />
        <TextField
          label="Confirm Password"
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
            <>
              I agree to the{' '}
              <Link to={paths.terms.href()} className="text-link" target="_blank">
                Terms of Service
              </Link>{' '}
              and{' '}
              <Link to={paths.privacy.href()} className="text-link" target="_blank">
                Privacy Policy
              </Link>
            </>
          }
        />
        <button type="submit" className="btn-primary w-full" disabled={isInFlight || !form.acceptTerms}>
          {isInFlight ? 'Creating account...' : 'Create Account'}
        </button>
      </form>
    </AuthCard>
  );
}

export { SignupPage as Component };
