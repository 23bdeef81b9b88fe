import { useEffect, type ReactNode } from 'react';
import { graphql } from 'react-relay/hooks';
import { Link, useLocation, useNavigate, useNavigation, useRouteError } from 'react-router';
import type { DashboardPageQuery } from '../../__generated__/DashboardPageQuery.graphql';
import { pageTitle } from '../../../../common/brand';
import { paths } from '../../../../common/paths';
import { createRouteQuery } from '../../relay/routeQuery';
import { AccountDeletionBanner } from '../../components/account/AccountDeletionBanner';
import { DashboardEvents } from './DashboardEvents';
import { DashboardGreeting } from './DashboardGreeting';
import { DashboardInvitations } from './DashboardInvitations';
import { DashboardPlan } from './DashboardPlan';
import { startOfToday } from './eventLists';
import { useT } from '../../i18n/useT';

const query = graphql`
  query DashboardPageQuery($count: Int!, $today: DateTime!) {
    viewer {
      ...DashboardGreeting_user
      ...DashboardPlan_user
      ...AccountDeletionBanner_viewer
    }
    ...DashboardAnalytics_query @arguments(from: $today)
    ...DashboardEvents_query @arguments(count: $count)
    ...DashboardInvitations_query
  }
`;

/** How many events the dashboard loads at once. */
const EVENTS_PAGE_SIZE = 100;

// Started by the router on navigation. On a cold load it runs beside the session query rather than
// after it, so the app shell and the guard's spinner show at once instead of a blank page.
// 'store-and-network': an event created or deleted elsewhere shows at once, then the list refreshes.
const { loader, useRouteQuery } = createRouteQuery<DashboardPageQuery>(
  query,
  () => ({ count: EVENTS_PAGE_SIZE, today: startOfToday(new Date()) }),
  { fetchPolicy: 'store-and-network' },
);

export { loader };

function DashboardHeader({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        {children}
        <p className="mt-2 text-stone-600">{t('dashboard.subtitle')}</p>
      </div>
      <nav aria-label={t('dashboard.title')} className="flex flex-wrap items-center gap-3 self-start sm:self-auto">
        <Link to={paths.createEvent.href()} className="btn-primary">
          <span aria-hidden="true">+</span> {t('dashboard.createEvent')}
        </Link>
      </nav>
    </div>
  );
}

function DashboardPage() {
  const t = useT();
  const data = useRouteQuery();
  // The route guard only renders this page for a signed-in viewer.
  if (!data.viewer) return null;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <title>{pageTitle(t('dashboard.title'))}</title>
      <DashboardHeader>
        <DashboardGreeting user={data.viewer} />
      </DashboardHeader>
      <div className="mt-8 space-y-8">
        {/* A planned deletion shows where the host lands first, not only in settings (decision 056). */}
        <AccountDeletionBanner viewer={data.viewer} />
        <DashboardInvitations query={data} />
        <DashboardPlan user={data.viewer} />
        <DashboardEvents query={data} analytics={data} />
      </div>
    </div>
  );
}

/** The events could not be loaded (network or server failure): say so and offer a retry. */
function DashboardError() {
  const t = useT();
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const retrying = navigation.state !== 'idle';
  useEffect(() => {
    console.error(error);
  }, [error]);

  // A fresh navigation to the same page (not a revalidation) runs the loader again and, being a new
  // location, also clears this error boundary.
  const retry = () => navigate(location.pathname + location.search, { replace: true });

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <title>{pageTitle(t('dashboard.title'))}</title>
      <DashboardHeader>
        <h1 className="font-display text-3xl font-semibold tracking-tight text-stone-900 sm:text-4xl">
          {t('dashboard.title')}
        </h1>
      </DashboardHeader>
      <div role="alert" className="mt-8 rounded-2xl border border-rose-200 bg-rose-50 px-6 py-10 text-center">
        <p className="font-display text-2xl font-semibold text-rose-900">{t('dashboard.loadFailed')}</p>
        <p className="mt-2 text-rose-800">{t('dashboard.checkConnection')}</p>
        <button type="button" className="btn-primary mt-6" disabled={retrying} onClick={() => void retry()}>
          {retrying ? t('dashboard.retrying') : t('dashboard.tryAgain')}
        </button>
      </div>
    </div>
  );
}

export { DashboardPage as Component, DashboardError as ErrorBoundary };
