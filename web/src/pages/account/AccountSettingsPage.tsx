import { useEffect, useRef, useState } from 'react';
import { graphql } from 'react-relay/hooks';
import { useLocation } from 'react-router';
import type { AccountSettingsPageQuery } from '../../__generated__/AccountSettingsPageQuery.graphql';
import { pageTitle } from '../../../../common/brand';
import { createRouteQuery } from '../../relay/routeQuery';
import { AccountDeletionBanner } from '../../components/account/AccountDeletionBanner';
import { AccountNav } from './AccountNav';
import { DeleteAccountSection } from './DeleteAccountSection';
import { EmailSection } from './EmailSection';
import { NotificationsSection } from './NotificationsSection';
import { PasswordSection } from './PasswordSection';
import { LanguageSection } from './LanguageSection';
import { ProfileSection } from './ProfileSection';
import { YourDataSection } from './YourDataSection';
import { useT } from '../../i18n/useT';

const query = graphql`
  query AccountSettingsPageQuery {
    mailEnabled
    viewer {
      ...AccountDeletionBanner_viewer
      ...ProfileSection_viewer
      ...LanguageSection_viewer
      ...EmailSection_viewer
      ...NotificationsSection_viewer
      ...YourDataSection_viewer
      ...DeleteAccountSection_viewer
    }
  }
`;

// 'store-and-network': a mailed link opened in another tab, or a download made ready, changes what the
// page shows while it is closed.
const { loader, useRouteQuery } = createRouteQuery<AccountSettingsPageQuery>(query, () => ({}), {
  fetchPolicy: 'store-and-network',
});

export { loader };

/**
 * The account's settings on one page (issue 32), each section its own form: name, email, password,
 * notification emails, the data download and, last, deleting the account (with its banner on top while a
 * deletion is planned).
 */
function AccountSettingsPage() {
  const t = useT();
  const { viewer, mailEnabled } = useRouteQuery();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [deletionJustAsked, setDeletionJustAsked] = useState(false);
  useScrollToHash();
  // The route guard only renders this page for a signed-in viewer.
  if (!viewer) return null;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <title>{pageTitle(t('account.pageTitle'))}</title>
      <AccountNav />
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="mt-6 font-display text-3xl font-semibold tracking-tight text-stone-900 sm:text-4xl"
      >
        {t('account.heading')}
      </h1>
      <p className="mt-2 text-stone-600">{t('account.intro')}</p>
      <div className="mt-8 space-y-6">
        <AccountDeletionBanner
          viewer={viewer}
          takeFocus={deletionJustAsked}
          onKept={() => {
            setDeletionJustAsked(false);
            headingRef.current?.focus();
          }}
        />
        <ProfileSection viewer={viewer} />
        <LanguageSection viewer={viewer} />
        <EmailSection viewer={viewer} mailEnabled={mailEnabled} />
        <PasswordSection />
        <NotificationsSection viewer={viewer} mailEnabled={mailEnabled} />
        <YourDataSection viewer={viewer} mailEnabled={mailEnabled} />
        <DeleteAccountSection viewer={viewer} onRequested={() => setDeletionJustAsked(true)} />
      </div>
    </div>
  );
}

/**
 * A link to a section (`/account#your-data`, as the ready email sends) scrolls to it once the page is
 * there: the browser looked for the id before the page had loaded it.
 */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
}

export { AccountSettingsPage as Component };
