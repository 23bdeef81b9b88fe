import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormAlert, TextField, useFormValues } from '../../components/form';
import { paths } from '../../../../common/paths';
import { messageOf } from '../../relay/resultMessage';
import { AuthCard } from './AuthCard';
import { useRequestPasswordResetMutation } from './RequestPasswordResetMutation';

const FAILED = 'We could not send the link. Please check your connection and try again.';

/**
 * "Forgot password?": asks for the address and has the server mail a reset link (decision 054). The
 * server answers the same words for every address, so the page never tells whether an account exists.
 */
function ForgotPasswordPage() {
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
    else setError(messageOf(outcome, FAILED));
  };

  const backToSignIn = (
    <Link to={paths.login.href()} className="text-link">
      Back to sign in
    </Link>
  );

  if (sent !== null) {
    return (
      <AuthCard title="Check your email" subtitle={<p role="status">{sent}</p>} focusHeading>
        <p className="text-sm text-stone-600">Nothing there after a few minutes? Look in your spam folder.</p>
        <div className="mt-6 space-y-3">
          <Link to={paths.login.href()} className="btn-primary w-full">
            Back to sign in
          </Link>
          <button type="button" className="btn-secondary w-full" onClick={() => setSent(null)}>
            Try another address
          </button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the address you sign in with and we will email you a link to choose a new password."
      footer={<>Remembered it? {backToSignIn}</>}
    >
      <form className="space-y-4" onSubmit={(event) => void onSubmit(event)}>
        <FormAlert message={error} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          autoFocus
          {...text('email')}
        />
        <button type="submit" className="btn-primary w-full" disabled={isInFlight}>
          {isInFlight ? 'Sending...' : 'Send reset link'}
        </button>
      </form>
    </AuthCard>
  );
}

export { ForgotPasswordPage as Component };
