import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { WebhookCard_webhook$key } from '../../__generated__/WebhookCard_webhook.graphql';
import { ConfirmDialog } from '../ConfirmDialog';
import { FlashMessage, useFlashMessage } from '../FlashMessage';
import { formatLongDayAndTime } from '../../format';
import { messageOf } from '../../relay/resultMessage';
import { useDeleteWebhookMutation } from './DeleteWebhookMutation';
import { useRedeliverWebhookDeliveryMutation } from './RedeliverWebhookDeliveryMutation';
import { useUpdateWebhookMutation } from './UpdateWebhookMutation';
import { topicName } from './topics';
import type { MessageId } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';

const fragment = graphql`
  fragment WebhookCard_webhook on Webhook {
    id
    url
    topics
    active
    createdBy
    disabled
    disabledReason
    deliveries(first: 20) {
      totalCount
      edges {
        node {
          id
          topic
          state
          attempts
          lastStatusCode
          durationMs
          error
          createdAt
          lastAttemptAt
        }
      }
    }
  }
`;

const STATE_LABEL: Record<string, MessageId> = {
  PENDING: 'webhooks.statePending',
  DELIVERED: 'webhooks.stateDelivered',
  FAILED: 'webhooks.stateFailed',
};
const STATE_CLASS = {
  PENDING: 'bg-amber-50 text-amber-800',
  DELIVERED: 'bg-emerald-50 text-emerald-800',
  FAILED: 'bg-red-50 text-red-800',
} as const;

/**
 * One webhook: its URL and topics, who answers for it, on/off (or why it was disabled, and Re-enable),
 * delete, and its delivery log with Redeliver.
 */
export function WebhookCard({
  webhook: webhookKey,
  onChanged,
}: {
  webhook: WebhookCard_webhook$key;
  /** Fetches the list again (after a delete or a redelivery, or to see new deliveries). */
  onChanged: () => void;
}) {
  const t = useT();
  const webhook = useFragment(fragment, webhookKey);
  const headingId = useId();
  const [flash, setFlash] = useFlashMessage(4000);
  const [confirming, setConfirming] = useState(false);
  const [update, updating] = useUpdateWebhookMutation();
  const [remove, removing] = useDeleteWebhookMutation();
  const [redeliver, redelivering] = useRedeliverWebhookDeliveryMutation();
  const deliveries = webhook.deliveries.edges.map((edge) => edge.node);
  // A state a newer server knows and this page not yet: its own name.
  const stateLabel = (state: string) => {
    const label = STATE_LABEL[state];
    return label ? t(label) : state;
  };

  async function toggle() {
    const outcome = await update({ variables: { id: webhook.id, active: !webhook.active } });
    if (!outcome.ok) setFlash({ kind: 'error', text: messageOf(outcome, t('webhooks.updateFailed')) });
    else if (webhook.disabled) setFlash({ kind: 'success', text: t('webhooks.reenabled') });
  }

  // Disabled (its creator left the event): re-enabling it makes the viewer answer for it.
  const toggleLabel = webhook.disabled
    ? t('webhooks.reenable')
    : webhook.active
      ? t('webhooks.pause')
      : t('webhooks.resume');
  const toggleAriaLabel = webhook.disabled
    ? t('webhooks.reenableLabel', { url: webhook.url })
    : webhook.active
      ? t('webhooks.pauseLabel', { url: webhook.url })
      : t('webhooks.resumeLabel', { url: webhook.url });

  async function confirmDelete() {
    const outcome = await remove({ variables: { id: webhook.id } });
    setConfirming(false);
    if (outcome.ok) onChanged();
    else setFlash({ kind: 'error', text: messageOf(outcome, t('webhooks.deleteFailed')) });
  }

  async function send(deliveryId: string) {
    const outcome = await redeliver({ variables: { id: deliveryId } });
    if (outcome.ok) {
      setFlash({ kind: 'success', text: t('webhooks.queued') });
      onChanged();
    } else {
      setFlash({ kind: 'error', text: messageOf(outcome, t('webhooks.redeliverFailed')) });
    }
  }

  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-5" aria-labelledby={headingId}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 id={headingId} className="font-mono text-sm break-all text-stone-900">
            {webhook.url}
          </h3>
          <p className="mt-1 text-sm text-stone-600">
            {webhook.topics.map(topicName).join(', ')} ·{' '}
            {webhook.disabled ? t('webhooks.disabled') : webhook.active ? t('webhooks.active') : t('webhooks.paused')}
            {webhook.createdBy && ` · ${t('webhooks.createdBy', { name: webhook.createdBy })}`}
          </p>
          {webhook.disabled && webhook.disabledReason && (
            <p className="mt-1 text-sm font-semibold text-red-700">{webhook.disabledReason}</p>
          )}
        </div>
        <div className="flex shrink-0 gap-2">
          <button
            type="button"
            className="btn-secondary min-h-9 px-3 py-1.5 text-sm"
            aria-pressed={webhook.active}
            disabled={updating}
            onClick={() => void toggle()}
            aria-label={toggleAriaLabel}
          >
            {toggleLabel}
          </button>
          <button
            type="button"
            className="min-h-9 px-3 py-1.5 text-sm font-semibold text-red-700 hover:underline"
            onClick={() => setConfirming(true)}
            aria-label={t('webhooks.deleteLabel', { url: webhook.url })}
          >
            {t('webhooks.delete')}
          </button>
        </div>
      </div>

      <details className="mt-4">
        <summary className="cursor-pointer text-sm font-semibold text-stone-800">
          {t('webhooks.log', { count: webhook.deliveries.totalCount })}
        </summary>
        <div className="mt-3 space-y-2">
          <button type="button" className="text-sm font-semibold text-rose-700 hover:underline" onClick={onChanged}>
            {t('webhooks.refresh')}
          </button>
          {deliveries.length === 0 ? (
            <p className="text-sm text-stone-600">{t('webhooks.nothingSent')}</p>
          ) : (
            <ul className="divide-y divide-stone-100" aria-label={t('webhooks.deliveriesTo', { url: webhook.url })}>
              {deliveries.map((delivery) => (
                <li
                  key={delivery.id}
                  className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0 text-sm">
                    <p className="flex flex-wrap items-center gap-2">
                      <span
                        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_CLASS[delivery.state as keyof typeof STATE_CLASS] ?? ''}`}
                      >
                        {stateLabel(delivery.state)}
                      </span>
                      <span className="font-mono text-stone-900">{topicName(delivery.topic)}</span>
                    </p>
                    <p className="mt-1 text-stone-600">
                      {formatLongDayAndTime(delivery.lastAttemptAt ?? delivery.createdAt)}
                      {/* not-text: the protocol's name and its status code, the same in every language */}
                      {delivery.lastStatusCode !== null && ` · HTTP ${delivery.lastStatusCode}`}
                      {delivery.durationMs !== null && ` · ${t('webhooks.duration', { ms: delivery.durationMs })}`}
                      {` · ${t('webhooks.attempts', { count: delivery.attempts })}`}
                    </p>
                    {delivery.error && <p className="mt-1 break-words text-red-700">{delivery.error}</p>}
                  </div>
                  <button
                    type="button"
                    className="btn-secondary min-h-9 shrink-0 self-start px-3 py-1.5 text-sm"
                    disabled={redelivering}
                    onClick={() => void send(delivery.id)}
                  >
                    {t('webhooks.redeliver')}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </details>
      <div className="mt-3" aria-live="polite">
        <FlashMessage flash={flash} />
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('webhooks.deleteTitle')}
        confirmLabel={t('webhooks.deleteConfirm')}
        danger
        busy={removing}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      >
        {t('webhooks.deleteText', { url: webhook.url })}
      </ConfirmDialog>
    </li>
  );
}
