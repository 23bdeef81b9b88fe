import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { AccountWebhooksPageQuery } from '../../__generated__/AccountWebhooksPageQuery.graphql';
import { pageTitle } from '../../../../common/brand';
import { Spinner } from '../../components/Spinner';
import { AccountNav } from '../account/AccountNav';
import { WebhooksSection } from '../../components/webhooks/WebhooksSection';

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
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
      <title>{pageTitle('Webhooks')}</title>
      <AccountNav />
      <h1 className="mt-6 font-display text-3xl font-semibold text-stone-900">Webhooks</h1>
      <div className="mt-6">
        <Suspense fallback={<Spinner label="Loading webhooks..." />}>
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
          These webhooks hear of every event you host, as owner or co-host. For one event only, add a webhook in that
          event&apos;s settings. Each message is a JSON POST signed with the webhook&apos;s secret: the
          X-Webhook-Signature header is <code>sha256=</code> and the HMAC-SHA256 of the X-Webhook-Timestamp, a dot and
          the body.
        </p>
      }
    />
  );
}

export { AccountWebhooksPage as Component };
