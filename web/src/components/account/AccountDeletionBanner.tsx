import { useEffect, useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { AccountDeletionBanner_viewer$key } from '../../__generated__/AccountDeletionBanner_viewer.graphql';
import { FormAlert } from '../form';
import { useToast } from '../Toast';
import { formatLongDay } from '../../format';
import { useCancelAccountDeletionMutation } from './CancelAccountDeletionMutation';
import { useT } from '../../i18n/useT';

const fragment = graphql`
  fragment AccountDeletionBanner_viewer on User {
    deletionScheduledAt
  }
`;

/**
 * While the account's deletion is planned (User.deletionScheduledAt, 14 days after it was asked): the
 * date, what goes with it, and "Keep my account". Nothing when none is planned. `takeFocus`: its heading
 * takes the focus once shown (just after the request, so the person hears what happens next).
 */
export function AccountDeletionBanner({
  viewer,
  takeFocus = false,
  onKept,
}: {
  viewer: AccountDeletionBanner_viewer$key;
  takeFocus?: boolean;
  /** After "Keep my account" worked and the banner went: where the page puts the focus. */
  onKept?: () => void;
}) {
  const t = useT();
  const { deletionScheduledAt } = useFragment(fragment, viewer);
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [cancel, busy] = useCancelAccountDeletionMutation();
  const [error, setError] = useState<string | null>(null);
  const showToast = useToast();
  const shown = deletionScheduledAt !== null;

  useEffect(() => {
    if (takeFocus && shown) headingRef.current?.focus();
  }, [takeFocus, shown]);

  if (!deletionScheduledAt) return null;

  const keep = async () => {
    setError(null);
    const outcome = await cancel({ variables: {} });
    if (!outcome.ok) {
      setError(t('components.keepFailed'));
      return;
    }
    showToast({ text: t('components.accountKept'), ms: 6_000 });
    onKept?.();
  };

  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-red-200 bg-red-50 p-5">
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className="font-semibold text-red-900">
        {t('components.deletionTitle', { date: formatLongDay(deletionScheduledAt) })}
      </h2>
      <p className="mt-1 text-sm text-red-900">{t('components.deletionText')}</p>
      <div className="mt-3 grid gap-3">
        <FormAlert message={error} />
        <div>
          <button type="button" className="btn-primary" disabled={busy} onClick={() => void keep()}>
            {busy ? t('components.keeping') : t('components.keepAccount')}
          </button>
        </div>
      </div>
    </section>
  );
}
