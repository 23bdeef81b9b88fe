import { TabBar } from '../../components/TabBar';
import { Suspense, type ReactNode } from 'react';
import { LoadBoundary } from '../../components/LoadBoundary';
import { graphql } from 'react-relay/hooks';
import { Link, useSearchParams } from 'react-router';
import type { ManageEventPageQuery } from '../../__generated__/ManageEventPageQuery.graphql';
import { pageTitle } from '../../../../common/brand';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../../../common/paths';
import { parseRowId } from '../../../../common/row-id';
import { createRouteQuery } from '../../relay/routeQuery';
import { EventHeader } from './manage/EventHeader';
import { GuestbookTab, useGuestbookTabBadge } from './manage/GuestbookTab';
import { HostsPanel } from './manage/HostsPanel';
import { OverviewTab } from './manage/OverviewTab';
import { RsvpsTab } from './manage/RsvpsTab';
import { SettingsTab } from './manage/SettingsTab';
import { UploadsTab } from './manage/UploadsTab';
import { MANAGE_TABS, type ManageTab } from './manage/tabs';
import { useT } from '../../i18n/useT';

const query = graphql`
  query ManageEventPageQuery($databaseId: Int!) {
    hostedEvent(databaseId: $databaseId) {
      title
      ...EventHeader_event
      ...OverviewTab_event
      ...SettingsTab_event
      ...RsvpsTab_event
      ...HostsPanel_event
      ...UploadsTab_event
      ...GuestbookTab_event
    }
  }
`;

// Ids in the URL are numeric; anything else can only be "not found" (0 matches no event).
const { loader, useRouteQuery } = createRouteQuery<ManageEventPageQuery>(
  query,
  ({ params }) => ({ databaseId: parseRowId(params.id) ?? 0 }),
  // Co-hosts and guests change the event too: show what we have, then refresh.
  { fetchPolicy: 'store-and-network' },
);

export { loader };

function ManageEventPage() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      {/* A failed load (network, server) shows SPEC §8's message with a way back, not the whole-page error. */}
      <LoadBoundary fallback={<LoadFailed />}>
        <Suspense fallback={<LoadingState />}>
          <ManageEvent />
        </Suspense>
      </LoadBoundary>
    </div>
  );
}

function LoadingState() {
  const t = useT();
  return (
    <div>
      <Spinner label={t('manage.loading')} />
      <p className="text-center text-stone-600" aria-hidden="true">
        {t('manage.loading')}
      </p>
    </div>
  );
}

function ManageEvent() {
  const t = useT();
  const { hostedEvent: event } = useRouteQuery();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: ManageTab = MANAGE_TABS.find((entry) => entry.id === requested)?.id ?? 'overview';
  const selectTab = (next: ManageTab) => setSearchParams(next === 'overview' ? {} : { tab: next }, { replace: true });

  if (!event) {
    return <StateMessage title={t('manage.notFound.title')}>{t('manage.notFound.body')}</StateMessage>;
  }

  return <ManagedEvent event={event} tab={tab} selectTab={selectTab} />;
}

type HostedEvent = NonNullable<ManageEventPageQuery['response']['hostedEvent']>;

function ManagedEvent({
  event,
  tab,
  selectTab,
}: {
  event: HostedEvent;
  tab: ManageTab;
  selectTab: (next: ManageTab) => void;
}) {
  // Messages waiting for review show on the Guestbook tab, as a count.
  const t = useT();
  const waiting = useGuestbookTabBadge(event);
  const tabs = MANAGE_TABS.map((tab) => ({
    id: tab.id,
    label: t(tab.label),
    ...(tab.id === 'guestbook' ? { badge: waiting } : {}),
  }));
  return (
    <>
      <title>{pageTitle(event.title)}</title>
      <EventHeader event={event} />
      <TabBar
        label={t('manage.tabs.label')}
        tabs={tabs}
        selected={tab}
        onSelect={selectTab}
        tabId={(id) => `tab-${id}`}
        panelId={(id) => `panel-${id}`}
        className="mt-8"
      />
      <section role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="pt-6">
        {tab === 'overview' && (
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <OverviewTab event={event} onSelectTab={selectTab} />
            </div>
            <HostsPanel event={event} />
          </div>
        )}
        {tab === 'uploads' && <UploadsTab event={event} />}
        {tab === 'rsvps' && <RsvpsTab event={event} />}
        {tab === 'guestbook' && <GuestbookTab event={event} />}
        {tab === 'settings' && <SettingsTab event={event} />}
      </section>
    </>
  );
}

function StateMessage({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  return (
    <div className="rounded-2xl border border-stone-200 bg-white px-6 py-16 text-center">
      <title>{pageTitle(title)}</title>
      <h1 className="font-display text-2xl font-semibold text-stone-900">{title}</h1>
      <p className="mx-auto mt-3 max-w-md text-stone-600">{children}</p>
      <Link to={paths.dashboard.href()} className="btn-secondary mt-8">
        {t('manage.backToDashboard')}
      </Link>
    </div>
  );
}

function LoadFailed() {
  const t = useT();
  return <StateMessage title={t('manage.loadFailed.title')}>{t('manage.loadFailed.body')}</StateMessage>;
}

export { ManageEventPage as Component };
