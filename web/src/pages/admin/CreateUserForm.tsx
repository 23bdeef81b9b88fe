import { useState, type FormEvent } from 'react';
import { Checkbox, TextField, fieldErrorsFrom, useFormValues } from '../../components/form';
import { useAdminCreateUserMutation } from './AdminCreateUserMutation';
import { outcomeText, useAdminBanner } from './adminBanner';
import { Panel } from '../../components/Section';
import { useT } from '../../i18n/useT';

const EMPTY = { email: '', displayName: '', password: '', isAdmin: false };

/** SPEC §5 create-user form: email, display name, password (8+), admin (off by default). */
export function CreateUserForm({ onCreated }: { onCreated: () => void }) {
  const t = useT();
  const { values: form, set, text, reset } = useFormValues(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [commit, busy] = useAdminCreateUserMutation();
  const { report, notify } = useAdminBanner();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFieldErrors({});
    const outcome = await commit({ variables: { input: form } });
    if (outcome.ok) {
      const email = outcome.payload.user?.email;
      notify(email ? t('adminUsers.create.done', { email }) : t('adminUsers.create.doneNoEmail'));
      reset();
      onCreated();
      return;
    }
    setFieldErrors(fieldErrorsFrom(outcome.fieldErrors, form));
    report(outcomeText(outcome, t('adminUsers.create.failed')));
  };

  const field = (name: 'email' | 'displayName' | 'password') => ({ ...text(name), error: fieldErrors[name] });

  return (
    <Panel id="create-user" title={t('adminUsers.create.title')}>
      <form className="mt-4 grid gap-4 sm:grid-cols-2" onSubmit={(event) => void submit(event)}>
        <TextField
          label={t('adminUsers.create.email')}
          type="email"
          required
          autoComplete="off"
          maxLength={254}
          {...field('email')}
        />
        <TextField label={t('adminUsers.create.displayName')} required maxLength={100} {...field('displayName')} />
        <TextField
          label={t('adminUsers.create.password')}
          type="password"
          required
          minLength={8}
          autoComplete="new-password"
          maxLength={256}
          {...field('password')}
        />
        <Checkbox
          label={t('adminUsers.create.admin')}
          optional
          name="isAdmin"
          className="self-end pb-2"
          checked={form.isAdmin}
          onCheckedChange={(checked) => set('isAdmin', checked)}
        />
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? t('adminUsers.create.busy') : t('adminUsers.create.submit')}
          </button>
        </div>
      </form>
    </Panel>
  );
}
