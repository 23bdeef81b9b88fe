import { useState, type FormEvent } from 'react';
import { Checkbox, FormAlert, SelectField, TextField, fieldErrorsFrom, useFormValues } from '../../components/form';
import { useCreateApiTokenMutation } from './CreateApiTokenMutation';
import { Panel } from '../../components/Section';

/** The longest a token name may be (the API's API_TOKEN_NAME_MAX_LENGTH). */
const NAME_MAX_LENGTH = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

const EXPIRY_OPTIONS = [
  { value: '30', label: 'In 30 days' },
  { value: '90', label: 'In 90 days' },
  { value: '365', label: 'In a year' },
  { value: 'never', label: 'Never' },
] as const;

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
    setMessage(outcome.message ?? 'The token could not be created. Please try again.');
  };

  return (
    <Panel id="create-token" title="Create a token">
      <form className="mt-4 grid gap-4" onSubmit={(event) => void submit(event)}>
        <FormAlert message={message} />
        <TextField
          label="Name"
          hint="What uses it, e.g. “Photo backup script”."
          required
          maxLength={NAME_MAX_LENGTH}
          autoComplete="off"
          error={fieldErrors.name || null}
          {...text('name')}
        />
        <fieldset className="grid gap-3">
          <legend className="text-sm font-medium text-stone-700">Scopes</legend>
          <Checkbox
            label="Read"
            hint="Every token can read your events, photos and guests."
            checked
            disabled
            onCheckedChange={() => undefined}
          />
          <Checkbox
            label="Write"
            hint="Change things too: create events, moderate photos, and the like."
            name="write"
            checked={form.write}
            onCheckedChange={(checked) => set('write', checked)}
          />
          {isAdmin && (
            <Checkbox
              label="Admin"
              hint="Reach the admin calls (with Write, change things there too)."
              name="admin"
              checked={form.admin}
              onCheckedChange={(checked) => set('admin', checked)}
            />
          )}
        </fieldset>
        <SelectField label="Expires" options={EXPIRY_OPTIONS} error={fieldErrors.expiry || null} {...text('expiry')} />
        <div>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? 'Creating...' : 'Create Token'}
          </button>
        </div>
      </form>
    </Panel>
  );
}
