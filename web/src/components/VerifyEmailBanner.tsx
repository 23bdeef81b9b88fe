import { useEffect, useState } from 'react';
import { fetchGraphQL, graphql } from '../api/graphqlClient';
import type { VerifyEmailBannerQuery } from '../__generated__/VerifyEmailBannerQuery.graphql';
import { useToast } from './Toast';
import { useSession } from '../session/useSession';
import { useResendVerificationEmail } from '../session/ResendVerificationEmailMutation';
import { T } from '../i18n/Trans';
import { useT } from '../i18n/useT';

// Asked apart from the session query: only signed-in pages show the banner, and the answer changes
// when a mailed link is opened, which the navbar need not wait for.
const query = graphql`
  query VerifyEmailBannerQuery {
    viewer {
      id
      email
      mustVerifyEmail
    }
  }
`;

/** Closed for this browser tab's session, per account (a reload keeps it closed, a new tab asks again). */
const dismissedKey = (viewerId: string) => `verify-email-banner-dismissed:${viewerId}`;

function wasDismissed(viewerId: string): boolean {
  try {
    return sessionStorage.getItem(dismissedKey(viewerId)) === '1';
  } catch {
    return false;
  }
}

/**
 * Asks a signed-in account whose address is still to confirm (User.mustVerifyEmail, decision 054) to
 * open the mailed link, and offers to send it again. Mounted by the signed-in pages' layout; API tokens,
 * webhooks and co-host invitations wait for the address.
 */
export function VerifyEmailBanner() {
  const { viewer } = useSession();
  const viewerId = viewer?.id;
  const viewerEmail = viewer?.email;
  /** The server's answer, for the viewer it was asked for (a different one signing in asks again). */
  const [answer, setAnswer] = useState<{ id: string; email: string; mustVerify: boolean } | null>(null);
  const [dismissedNow, setDismissedNow] = useState(false);
  const [resend, isSending] = useResendVerificationEmail();
  const showToast = useToast();
  const t = useT();

  useEffect(() => {
    if (!viewerId) return;
    let current = true;
    fetchGraphQL<VerifyEmailBannerQuery>(query, {}).then(
      ({ viewer: asked }) => {
        if (current && asked) setAnswer({ id: asked.id, email: asked.email, mustVerify: asked.mustVerifyEmail });
      },
      // Not knowing is not worth an error on every page: the banner simply stays away.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [viewerId, viewerEmail]);

  const unconfirmed = answer && answer.id === viewerId && answer.mustVerify ? answer : null;
  if (!unconfirmed || dismissedNow || wasDismissed(unconfirmed.id)) return null;

  const dismiss = () => {
    setDismissedNow(true);
    try {
      sessionStorage.setItem(dismissedKey(unconfirmed.id), '1');
    } catch {
      // Private modes may refuse storage: closed for this page's life then.
    }
  };

  return (
    <section aria-label={t('components.verifyReminder')} className="border-b border-amber-200 bg-amber-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:gap-4 sm:px-6">
        <p className="flex-1 text-sm text-amber-900">
          <T
            id="components.verifyText"
            values={{ email: unconfirmed.email }}
            components={{ 0: <strong className="font-semibold break-all" /> }}
          />
        </p>
        <div className="flex items-center gap-2">
          <button
            type="button"
            className="btn-secondary min-h-11 text-sm"
            disabled={isSending}
            onClick={() => void resend().then((message) => showToast({ text: message, ms: 5_000 }))}
          >
            {isSending ? t('components.verifySending') : t('components.verifySendAgain')}
          </button>
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full text-amber-900 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-amber-700"
            aria-label={t('components.verifyDismiss')}
            onClick={dismiss}
          >
            <span aria-hidden="true" className="text-xl leading-none">
              ×
            </span>
          </button>
        </div>
      </div>
    </section>
  );
}
