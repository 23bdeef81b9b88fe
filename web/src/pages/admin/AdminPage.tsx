import { TabBar } from '../../components/TabBar';
import { Suspense, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { pageTitle } from '../../../../common/brand';
import { PageSpinner } from '../../components/Spinner';
import { AdminBannerProvider } from './adminBanner';
import { ADMIN_TABS, adminTabOf, type AdminTab } from './adminTabs';
import { createAdminLoader, type AdminView } from './adminQueries';
import { AdminAuditLogTab, auditLogView } from './AdminAuditLogTab';
import { AdminDashboardTab, dashboardView } from './AdminDashboardTab';
import { AdminEmailsTab, emailsView } from './AdminEmailsTab';
import { eventDetailView } from './AdminEventDetail';
import { AdminEventsTab, eventsView } from './AdminEventsTab';
import { AdminInboxTab, inboxView } from './AdminInboxTab';
import { messageDetailView } from './AdminMessageDetail';
import { AdminSystemTab, systemView } from './AdminSystemTab';
import { AdminUploadsTab, uploadsView } from './AdminUploadsTab';
import { AdminUsersTab, usersView } from './AdminUsersTab';
import { LoadErrorBoundary } from './LoadErrorBoundary';
import type { OperationType } from 'relay-runtime';
import { useT } from '../../i18n/useT';

const PANELS: Record<AdminTab, () => ReactNode> = {
  dashboard: () => <AdminDashboardTab />,
  users: () => <AdminUsersTab />,
  events: () => <AdminEventsTab />,
  inbox: () => <AdminInboxTab />,
  emails: () => <AdminEmailsTab />,
  uploads: () => <AdminUploadsTab />,
  audit: () => <AdminAuditLogTab />,
  system: () => <AdminSystemTab />,
};

const LISTS: Record<AdminTab, AdminView<OperationType>> = {
  dashboard: dashboardView,
  users: usersView,
  events: eventsView,
  inbox: inboxView,
  emails: emailsView,
  uploads: uploadsView,
  audit: auditLogView,
  system: systemView,
};

/**
 * Started by the router on every navigation of the panel (a tab, a filter, a page, a retry): the open
 * tab's query, or the event or message opened inside it, before any of it renders.
 */
export const loader = createAdminLoader((params) => {
  const tab = adminTabOf(params.get('tab')).id;
  if (tab === 'events' && params.get('event')) return { panel: null, detail: eventDetailView };
  if (tab === 'inbox' && params.get('message')) return { panel: null, detail: messageDetailView };
  return { panel: LISTS[tab], detail: null };
});

/** /wbadmin: the super-admin panel (the route guard lets only admins in). */
function AdminPage() {
  const [params, setParams] = useSearchParams();
  const t = useT();
  const tab = adminTabOf(params.get('tab'));
  // Each visit to a tab fetches anew (SPEC §2: data loads on tab switch).
  const [visit, setVisit] = useState(0);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <title>{pageTitle(t('admin.documentTitle', { tab: t(tab.label) }))}</title>
      <meta name="robots" content="noindex" />
      <h1 className="font-display text-3xl font-semibold tracking-tight text-stone-900">{t('admin.title')}</h1>
      <p className="mt-1 text-stone-600">{t('admin.intro')}</p>
      <AdminBannerProvider>
        {(banner) => (
          <>
            <TabBar
              label={t('admin.tabsLabel')}
              tabs={ADMIN_TABS.map(({ id, label }) => ({ id, label: t(label) }))}
              selected={tab.id}
              onSelect={(id) => {
                setVisit((count) => count + 1);
                setParams(id === 'dashboard' ? {} : { tab: id });
              }}
              tabId={(id) => `admin-tab-${id}`}
              panelId={() => 'admin-panel'}
              dense
              className="mt-6"
            />
            {banner && <div className="mt-4">{banner}</div>}
            <section role="tabpanel" id="admin-panel" aria-labelledby={`admin-tab-${tab.id}`} className="pt-6">
              <LoadErrorBoundary key={`${tab.id}-${visit}`} message={t(tab.loadError)}>
                <Suspense fallback={<PageSpinner />}>{PANELS[tab.id]()}</Suspense>
              </LoadErrorBoundary>
            </section>
          </>
        )}
      </AdminBannerProvider>
    </div>
  );
}

export { AdminPage as Component };
