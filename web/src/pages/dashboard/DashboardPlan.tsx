import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { DashboardPlan_user$key } from '../../__generated__/DashboardPlan_user.graphql';
import { isSelfServePlan, PLAN_NAMES, type PlanId } from '../../../../common/plans';
import { paths } from '../../../../common/paths';
import { messageOf } from '../../relay/resultMessage';
import { useChoosePlanMutation } from './ChoosePlanMutation';
import type { MessageId } from '../../i18n/i18n';
import { T } from '../../i18n/Trans';
import { useT } from '../../i18n/useT';

const fragment = graphql`
  fragment DashboardPlan_user on User {
    plan
  }
`;

/** What each plan is for, one line under its name (plan names are product names, the same everywhere). */
const PLAN_LINES: Record<PlanId, MessageId> = {
  STARTER: 'dashboard.planStarter',
  PREMIUM: 'dashboard.planPremium',
  PROFESSIONAL: 'dashboard.planProfessional',
  ENTERPRISE: 'dashboard.planEnterprise',
};

/**
 * The account's plan (issue 36): a couple switches between Starter and Premium here; business plans
 * are arranged with sales, so their card only says so.
 */
export function DashboardPlan({ user }: { user: DashboardPlan_user$key }) {
  const { plan } = useFragment(fragment, user);
  const t = useT();
  const [choose, choosing] = useChoosePlanMutation();
  const [error, setError] = useState<string | null>(null);
  const current = plan as PlanId;
  const other: PlanId = current === 'PREMIUM' ? 'STARTER' : 'PREMIUM';

  async function switchPlan() {
    setError(null);
    const outcome = await choose({ variables: { plan: other } });
    if (!outcome.ok) setError(messageOf(outcome, t('dashboard.planFailed')));
  }

  return (
    <section
      aria-labelledby="plan-heading"
      className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0">
        <h2 id="plan-heading" className="font-semibold text-stone-900">
          <T
            id="dashboard.yourPlan"
            values={{ plan: PLAN_NAMES[current] }}
            components={{ 0: <span data-testid="current-plan" /> }}
          />
        </h2>
        <p className="mt-1 text-sm text-stone-600">{t(PLAN_LINES[current])}</p>
        {isSelfServePlan(current) && <p className="mt-1 text-sm text-stone-600">{t('dashboard.noPaymentYet')}</p>}
        {error && (
          <p role="alert" className="mt-2 text-sm text-rose-700">
            {error}
          </p>
        )}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Link to={paths.pricing.href()} className="btn-secondary">
          {t('dashboard.comparePlans')}
        </Link>
        {isSelfServePlan(current) && (
          <button
            type="button"
            className={other === 'PREMIUM' ? 'btn-primary' : 'btn-secondary'}
            disabled={choosing}
            onClick={() => void switchPlan()}
          >
            {other === 'PREMIUM' ? t('dashboard.choosePremium') : t('dashboard.backToStarter')}
          </button>
        )}
      </div>
    </section>
  );
}
