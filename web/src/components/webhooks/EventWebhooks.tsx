import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { EventWebhooksQuery } from '../../__generated__/EventWebhooksQuery.graphql';
import { Section } from '../form';
import { Spinner } from '../Spinner';
import { paths } from '../../../../common/paths';
import { WebhooksSection } from './WebhooksSection';
import { T } from '../../i18n/Trans';
import { useT } from '../../i18n/useT';

const query = graphql`
  query EventWebhooksQuery($eventId: ID!) {
    node(id: $eventId) {
      ... on Event {
        webhooks {
          id
          ...WebhookCard_webhook
        }
      }
    }
  }
`;

/** The event's webhooks, in its settings: any host (owner or co-host) manages them. */
export function EventWebhooks({ eventId }: { eventId: string }) {
  const t = useT();
  return (
    <Section title={t('webhooks.title')}>
      <Suspense fallback={<Spinner label={t('webhooks.loading')} />}>
        <EventWebhookList eventId={eventId} />
      </Suspense>
    </Section>
  );
}

function EventWebhookList({ eventId }: { eventId: string }) {
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<EventWebhooksQuery>(
    query,
    { eventId },
    // Refetches keep showing the list (no spinner) and the new secret on screen.
    { fetchKey, fetchPolicy: 'store-and-network' },
  );
  return (
    <WebhooksSection
      eventId={eventId}
      webhooks={data.node?.webhooks ?? []}
      onChanged={() => setFetchKey((key) => key + 1)}
      intro={
        <p>
          <T
            id="webhooks.eventIntro"
            components={{
              0: <Link className="font-semibold text-rose-700 hover:underline" to={paths.accountWebhooks.href()} />,
            }}
          />
        </p>
      }
    />
  );
}
