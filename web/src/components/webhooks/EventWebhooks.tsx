import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { EventWebhooksQuery } from '../../__generated__/EventWebhooksQuery.graphql';
import { Section } from '../form';
import { Spinner } from '../Spinner';
import { paths } from '../../../../common/paths';
import { WebhooksSection } from './WebhooksSection';

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
  return (
    <Section title="Webhooks">
      <Suspense fallback={<Spinner label="Loading webhooks..." />}>
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
          Tell another system (a spreadsheet, a photo frame, your own app) when guests upload, answer or when settings
          change. Every message is a signed JSON POST. Webhooks on your{' '}
          <Link className="font-semibold text-rose-700 hover:underline" to={paths.accountWebhooks.href()}>
            account
          </Link>{' '}
          hear of all your events.
        </p>
      }
    />
  );
}
