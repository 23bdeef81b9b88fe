import { graphql } from 'react-relay/hooks';
import type { AccountSettingsPageQuery } from '../../__generated__/AccountSettingsPageQuery.graphql';
import { pageTitle } from '../../../../common/brand';
import { createRouteQuery } from '../../relay/routeQuery';
import { AccountNav } from './AccountNav';
import { EmailSection } from './EmailSection';
import { NotificationsSection } from './NotificationsSection';

const query = graphql`
  query AccountSettingsPageQuery {
    mailEnabled
    viewer {
      ...EmailSection_viewer
      ...NotificationsSection_viewer
    }
  }
`;

// 'store-and-network': a mailed link opened in another tab confirms the address while this page is closed.
const { loader, useRouteQuery } = createRouteQuery<AccountSettingsPageQuery>(query, () => ({}), {
  fetchPolicy: 'store-and-network',
});

export { loader };

/**
 * The account's settings on one page (issue 32), each section its own form: name, email, password,
 * notification emails, the data download and, last, deleting the account.
 */
function AccountSettingsPage() {
  const { viewer, mailEnabled } = useRouteQuery();
  // The route guard only renders this page for a signed-in viewer.
  if (!viewer) return null;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <title>{pageTitle('Account settings')}</title>
      <AccountNav />
      <h1 className="mt-6 font-display text-3xl font-semibold tracking-tight text-stone-900 sm:text-4xl">
        Your account
      </h1>
      <p className="mt-2 text-stone-600">Your name, how you sign in, the emails you get, and your data.</p>
      <div className="mt-8 space-y-6">
        <EmailSection viewer={viewer} mailEnabled={mailEnabled} />
        <NotificationsSection viewer={viewer} mailEnabled={mailEnabled} />
      </div>
    </div>
  );
}

export { AccountSettingsPage as Component };
