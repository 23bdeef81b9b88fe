import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '../../components/Spinner';
import { pageTitle } from '../../../../common/brand';
import { paths } from '../../../../common/paths';
import { translate } from '../../i18n/i18n';
import { T } from '../../i18n/Trans';
import { useT } from '../../i18n/useT';
import { messageOf } from '../../relay/resultMessage';
import { refreshSession } from '../../session/SessionStore';
import { useSession } from '../../session/useSession';
import { AuthCard } from './AuthCard';
import { useResendVerificationEmail } from '../../session/ResendVerificationEmailMutation';
import { useVerifyEmailMutation } from './VerifyEmailMutation';

type Verification =
  | { readonly kind: 'confirmed'; readonly email: string; readonly changed: boolean }
  | { readonly kind: 'refused'; readonly message: string };

/**
 * One attempt per token for the page's life. A link works once: React's development double effects (and
 * a remount) must not send it twice, or the second answer would say the link was used.
 */
const attempts = new Map<string, Promise<Verification>>();

/**
 * Where a mailed confirmation link lands (`/verify-email?token=…`, decision 054). It needs no sign-in
 * (the link is the proof); signed in, a refused link offers to send a new one.
 */
function VerifyEmailPage() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [verify] = useVerifyEmailMutation();
  const [verification, setVerification] = useState<Verification | null>(null);

  useEffect(() => {
    if (!token) return;
    let current = true;
    let attempt = attempts.get(token);
    if (!attempt) {
      attempt = verify({ variables: { input: { token } } }).then((outcome): Verification => {
        const verified = outcome.ok ? outcome.payload.verified : undefined;
        if (!verified) return { kind: 'refused', message: messageOf(outcome, translate('auth.verifyFailed')) };
        // The navbar's address (and the banner asking to confirm it) read the session again.
        refreshSession();
        return { kind: 'confirmed', email: verified.email, changed: verified.changed };
      });
      attempts.set(token, attempt);
    }
    void attempt.then((result) => {
      if (current) setVerification(result);
    });
    return () => {
      current = false;
    };
  }, [token, verify]);

  if (!token) {
    return <Refused message={t('auth.verifyIncomplete')} />;
  }
  if (!verification) {
    return (
      <>
        <title>{pageTitle(t('auth.confirming'))}</title>
        <Spinner label={t('auth.confirming')} fullPage />
      </>
    );
  }
  if (verification.kind === 'refused') return <Refused message={verification.message} />;
  return <Confirmed email={verification.email} changed={verification.changed} />;
}

function Confirmed({ email, changed }: { email: string; changed: boolean }) {
  const t = useT();
  const strong = { 0: <strong className="font-semibold text-stone-900" /> };
  const { viewer } = useSession();
  return (
    <AuthCard
      title={t('auth.confirmedTitle')}
      subtitle={
        <p role="status">
          {changed ? (
            <T id="auth.confirmedChanged" values={{ email }} components={strong} />
          ) : (
            <T id="auth.confirmedSame" values={{ email }} components={strong} />
          )}
        </p>
      }
      focusHeading
    >
      {viewer ? (
        <Link to={paths.dashboard.href()} className="btn-primary w-full">
          {t('auth.goToDashboard')}
        </Link>
      ) : (
        <Link to={paths.login.href()} className="btn-primary w-full">
          {t('auth.signInLink')}
        </Link>
      )}
    </AuthCard>
  );
}

function Refused({ message }: { message: string }) {
  const t = useT();
  const { viewer } = useSession();
  const [resend, isSending] = useResendVerificationEmail();
  const [sent, setSent] = useState<string | null>(null);

  return (
    <AuthCard title={t('auth.verifyDeadTitle')} subtitle={<p role="alert">{message}</p>} focusHeading>
      <div className="space-y-3">
        {sent && (
          <p role="status" className="rounded-lg bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800">
            {sent}
          </p>
        )}
        {viewer ? (
          <>
            <button
              type="button"
              className="btn-primary w-full"
              disabled={isSending}
              onClick={() => void resend().then(setSent)}
            >
              {isSending ? t('auth.sending') : t('auth.sendNewVerifyLink')}
            </button>
            <Link to={paths.dashboard.href()} className="btn-secondary w-full">
              {t('auth.goToDashboard')}
            </Link>
          </>
        ) : (
          <Link to={paths.login.href()} className="btn-primary w-full">
            {t('auth.signInToResend')}
          </Link>
        )}
      </div>
    </AuthCard>
  );
}

export { VerifyEmailPage as Component };
