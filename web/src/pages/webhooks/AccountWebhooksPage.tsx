import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { AccountWebhooksPageQuery } from '../../__generated__/AccountWebhooksPageQuery.graphql';
import { pageTitle } from '../../../../common/brand';
import { Spinner } from '../../components/Spinner';
import { AccountNav } from '../account/AccountNav';
import { WebhooksSection } from '../../components/webhooks/WebhooksSection';
import { T } from '../../i18n/Trans';
import { useT } from '../../i18n/useT';

const query = graphql`
  query AccountWebhooksPageQuery {
    myWebhooks {
      id
      ...WebhookCard_webhook
    }
  }
`;

/** /account/webhooks (was /dashboard/webhooks): the account's webhooks, told of every event the account hosts. */
function AccountWebhooksPage() {
  const t = useT();
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
      <title>{pageTitle(t('webhooks.title'))}</title>
      <AccountNav />
      <h1 className="mt-6 font-display text-3xl font-semibold text-stone-900">{t('webhooks.title')}</h1>
      <div className="mt-6">
        <Suspense fallback={<Spinner label={t('webhooks.loading')} />}>
          <AccountWebhookList />
        </Suspense>
      </div>
    </div>
  );
}

function AccountWebhookList() {
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<AccountWebhooksPageQuery>(query, {}, { fetchKey, fetchPolicy: 'store-and-network' });
  return (
    <WebhooksSection
      eventId={null}
      webhooks={data.myWebhooks}
      onChanged={() => setFetchKey((key) => key + 1)}
      intro={
        <p>
          <T id="webhooks.accountIntro" components={{ 0: <code /> }} />
        </p>
      }
    />
  );
}

export { AccountWebhooksPage as Component };
