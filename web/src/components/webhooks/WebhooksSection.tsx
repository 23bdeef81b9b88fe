import type { ReactNode } from 'react';
import type { WebhookCard_webhook$key } from '../../__generated__/WebhookCard_webhook.graphql';
import { CreateWebhookForm } from './CreateWebhookForm';
import { WebhookCard } from './WebhookCard';
import { useT } from '../../i18n/useT';

/** At most this many webhooks per event or account (the API refuses more with a message too). */
const MAX_WEBHOOKS = 10;

/** The list and the form, the same for an event's webhooks and an account's. */
export function WebhooksSection({
  eventId,
  webhooks,
  onChanged,
  intro,
}: {
  /** The event's global id; null for the account's webhooks. */
  eventId: string | null;
  webhooks: readonly (WebhookCard_webhook$key & { readonly id: string })[];
  onChanged: () => void;
  intro: ReactNode;
}) {
  const t = useT();
  return (
    <div className="space-y-6">
      <div className="text-sm text-stone-600">{intro}</div>
      {webhooks.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 p-4 text-sm text-stone-600">
          {t('webhooks.none')}
        </p>
      ) : (
        <ul className="space-y-4" aria-label={t('webhooks.title')}>
          {webhooks.map((webhook) => (
            <WebhookCard key={webhook.id} webhook={webhook} onChanged={onChanged} />
          ))}
        </ul>
      )}
      {webhooks.length < MAX_WEBHOOKS ? (
        <div className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
          <h3 className="mb-3 font-semibold text-stone-900">{t('webhooks.add')}</h3>
          <CreateWebhookForm eventId={eventId} onCreated={onChanged} />
        </div>
      ) : (
        <p className="text-sm text-stone-600">{t('webhooks.max')}</p>
      )}
    </div>
  );
}
