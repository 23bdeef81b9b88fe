import { useState, type FormEvent } from 'react';
import type { WebhookTopic } from '../../__generated__/WebhookCard_webhook.graphql';
import { Checkbox, FormAlert, TextField } from '../form';
import { messageOf } from '../../relay/resultMessage';
import { useCreateWebhookMutation } from './CreateWebhookMutation';
import { TOPIC_LABELS } from './topics';
import { useT } from '../../i18n/useT';

/**
 * URL and topics of a new webhook. Once created, its signing secret is shown this once, with a copy
 * button; `onCreated` refreshes the list.
 */
export function CreateWebhookForm({ eventId, onCreated }: { eventId: string | null; onCreated: () => void }) {
  const t = useT();
  const [url, setUrl] = useState('');
  const [topics, setTopics] = useState<WebhookTopic[]>([]);
  const [urlError, setUrlError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [create, creating] = useCreateWebhookMutation();

  function toggle(topic: WebhookTopic, on: boolean) {
    setTopics((current) => (on ? [...current, topic] : current.filter((chosen) => chosen !== topic)));
  }

  async function submit(formEvent: FormEvent) {
    formEvent.preventDefault();
    setMessage(null);
    setUrlError(null);
    if (topics.length === 0) {
      setMessage(t('webhooks.chooseTopic'));
      return;
    }
    const outcome = await create({ variables: { eventId, url: url.trim(), topics } });
    if (!outcome.ok) {
      const onUrl = outcome.fieldErrors.find((problem) => problem.field === 'url');
      if (onUrl) setUrlError(onUrl.message);
      else setMessage(messageOf(outcome, t('webhooks.createFailed')));
      return;
    }
    if (outcome.payload.__typename !== 'CreateWebhookSuccess') return;
    setSecret(outcome.payload.secret ?? null);
    setCopied(false);
    setUrl('');
    setTopics([]);
    onCreated();
  }

  async function copySecret() {
    if (!secret) return;
    await navigator.clipboard.writeText(secret);
    setCopied(true);
  }

  return (
    <div className="space-y-4">
      {secret && (
        <div className="rounded-xl border border-amber-300 bg-amber-50 p-4" role="status">
          <p className="font-semibold text-amber-900">{t('webhooks.created')}</p>
          <p className="mt-1 text-sm text-amber-900">{t('webhooks.createdText')}</p>
          <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
            <code
              className="min-w-0 flex-1 rounded-lg bg-white px-3 py-2 text-sm break-all text-stone-900"
              aria-label={t('webhooks.signingSecret')}
            >
              {secret}
            </code>
            <button type="button" className="btn-secondary" onClick={() => void copySecret()}>
              {copied ? t('webhooks.copied') : t('webhooks.copySecret')}
            </button>
            <button type="button" className="btn-secondary" onClick={() => setSecret(null)}>
              {t('webhooks.done')}
            </button>
          </div>
        </div>
      )}
      <form onSubmit={(e) => void submit(e)} className="space-y-4" aria-label={t('webhooks.newWebhook')}>
        <TextField
          label={t('webhooks.payloadUrl')}
          type="url"
          required
          inputMode="url"
          autoComplete="off"
          // not-text: an example address, the same in every language
          placeholder="https://example.com/webhooks"
          value={url}
          onValueChange={setUrl}
          error={urlError}
          hint={t('webhooks.payloadUrlHint')}
        />
        <fieldset>
          <legend className="field-label">{t('webhooks.sendMe')}</legend>
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            {TOPIC_LABELS.map(({ topic, name, label }) => (
              <Checkbox
                key={topic}
                label={t(label)}
                hint={name}
                checked={topics.includes(topic)}
                onCheckedChange={(on) => toggle(topic, on)}
              />
            ))}
          </div>
        </fieldset>
        <FormAlert message={message} />
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={creating || !url.trim()}>
          {creating ? t('webhooks.creating') : t('webhooks.create')}
        </button>
      </form>
    </div>
  );
}
