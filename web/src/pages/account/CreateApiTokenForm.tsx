import { useState, type FormEvent } from 'react';
import { Checkbox, FormAlert, SelectField, TextField, fieldErrorsFrom, useFormValues } from '../../components/form';
import { useCreateApiTokenMutation } from './CreateApiTokenMutation';
import { Panel } from '../../components/Section';
import type { MessageId } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';

/** The longest a token name may be (the API's API_TOKEN_NAME_MAX_LENGTH). */
const NAME_MAX_LENGTH = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

const EXPIRY_OPTIONS: readonly { value: string; label: MessageId }[] = [
  { value: '30', label: 'apiTokens.in30Days' },
  { value: '90', label: 'apiTokens.in90Days' },
  { value: '365', label: 'apiTokens.inAYear' },
  { value: 'never', label: 'apiTokens.never' },
];

const EMPTY = { name: '', expiry: '90', write: false, admin: false };

/** Name, scopes (read always; write; admin for admins) and expiry of a new token. */
export function CreateApiTokenForm({
  connectionId,
  isAdmin,
  onCreated,
}: {
  connectionId: string;
  isAdmin: boolean;
  onCreated: (created: { name: string; secret: string }) => void;
}) {
  const t = useT();
  const { values: form, set, text, reset } = useFormValues(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [commit, busy] = useCreateApiTokenMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFieldErrors({});
    setMessage(null);
    const scopes = [
      'READ' as const,
      ...(form.write ? (['WRITE'] as const) : []),
      ...(form.admin ? (['ADMIN'] as const) : []),
    ];
    const expiresAt =
      form.expiry === 'never' ? null : new Date(Date.now() + Number(form.expiry) * DAY_MS).toISOString();
    const outcome = await commit({
      variables: { input: { name: form.name, scopes, expiresAt }, connections: [connectionId] },
    });
    if (outcome.ok) {
      const { apiToken, secret } = outcome.payload;
      if (apiToken && secret) onCreated({ name: apiToken.name, secret });
      reset();
      return;
    }
    const errors = fieldErrorsFrom(outcome.fieldErrors, { name: '', expiresAt: '' });
    setFieldErrors({ name: errors.name ?? '', expiry: errors.expiresAt ?? '' });
    setMessage(outcome.message ?? t('apiTokens.createFailed'));
  };

  return (
    <Panel id="create-token" title={t('apiTokens.createTitle')}>
      <form className="mt-4 grid gap-4" onSubmit={(event) => void submit(event)}>
        <FormAlert message={message} />
        <TextField
          label={t('apiTokens.name')}
          hint={t('apiTokens.nameHint')}
          required
          maxLength={NAME_MAX_LENGTH}
          autoComplete="off"
          error={fieldErrors.name || null}
          {...text('name')}
        />
        <fieldset className="grid gap-3">
          <legend className="text-sm font-medium text-stone-700">{t('apiTokens.scopes')}</legend>
          <Checkbox
            label={t('apiTokens.read')}
            hint={t('apiTokens.readHint')}
            checked
            disabled
            onCheckedChange={() => undefined}
          />
          <Checkbox
            label={t('apiTokens.write')}
            hint={t('apiTokens.writeHint')}
            name="write"
            checked={form.write}
            onCheckedChange={(checked) => set('write', checked)}
          />
          {isAdmin && (
            <Checkbox
              label={t('apiTokens.admin')}
              hint={t('apiTokens.adminHint')}
              name="admin"
              checked={form.admin}
              onCheckedChange={(checked) => set('admin', checked)}
            />
          )}
        </fieldset>
        <SelectField
          label={t('apiTokens.expires')}
          options={EXPIRY_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
          error={fieldErrors.expiry || null}
          {...text('expiry')}
        />
        <div>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? t('apiTokens.creating') : t('apiTokens.create')}
          </button>
        </div>
      </form>
    </Panel>
  );
}
