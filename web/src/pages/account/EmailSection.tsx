import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { EmailSection_viewer$key } from '../../__generated__/EmailSection_viewer.graphql';
import { FormAlert, TextField, useFormValues } from '../../components/form';
import { Panel } from '../../components/Section';
import { adoptViewer } from '../../session/SessionStore';
import { useResendVerificationEmail } from '../../session/ResendVerificationEmailMutation';
import { useChangeEmailMutation } from './ChangeEmailMutation';
import { formErrorsOf, NO_ERRORS, type FormErrors } from './formErrors';
import { FormStatus, useFocusFirstInvalid } from './settingsForm';
import { T } from '../../i18n/Trans';
import { useT } from '../../i18n/useT';

const fragment = graphql`
  fragment EmailSection_viewer on User {
    email
    emailVerifiedAt
    mustVerifyEmail
    pendingEmail
  }
`;

const EMPTY = { email: '', currentPassword: '' };

/**
 * The address the account signs in with: whether it is confirmed (with "Send the link again" when it is
 * not), a change waiting for its link, and the form to change it (the new address and the current password).
 */
export function EmailSection({ viewer, mailEnabled }: { viewer: EmailSection_viewer$key; mailEnabled: boolean }) {
  const t = useT();
  const data = useFragment(fragment, viewer);
  const { values, text, reset } = useFormValues(EMPTY);
  const [errors, setErrors] = useState<FormErrors<typeof EMPTY>>(NO_ERRORS);
  const [status, setStatus] = useState<string | null>(null);
  const [commit, busy] = useChangeEmailMutation();
  const [resend, resending] = useResendVerificationEmail();
  const formRef = useFocusFirstInvalid(errors);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors(NO_ERRORS);
    setStatus(null);
    const outcome = await commit({ variables: { input: values } });
    if (!outcome.ok) {
      setErrors(formErrorsOf(outcome, values, t('account.emailChangeFailed')));
      return;
    }
    const { viewer: changed } = outcome.payload;
    if (changed) adoptViewer(changed);
    reset();
    setStatus(
      changed?.pendingEmail
        ? t('account.emailLinkSent', { email: changed.pendingEmail })
        : t('account.emailChanged', { email: changed?.email ?? values.email }),
    );
  };

  return (
    <Panel id="email" title={t('account.emailTitle')}>
      <p className="mt-2 text-sm break-words text-stone-700">
        <T
          id="account.signInWith"
          values={{ email: data.email }}
          components={{ 0: <strong className="font-semibold break-all text-stone-900" /> }}
        />
      </p>
      <AddressState
        mailEnabled={mailEnabled}
        confirmed={data.emailVerifiedAt !== null}
        mustVerify={data.mustVerifyEmail}
        resending={resending}
        onResend={() => void resend().then(setStatus)}
      />
      {data.pendingEmail && (
        <p className="mt-3 rounded-lg bg-amber-50 px-3.5 py-2.5 text-sm text-amber-900">
          <T
            id="account.pendingEmail"
            values={{ email: data.pendingEmail }}
            components={{ 0: <strong className="font-semibold break-all" /> }}
          />
        </p>
      )}
      <FormStatus message={status} className="mt-3" />

      <form ref={formRef} className="mt-5 grid gap-4" noValidate onSubmit={(event) => void submit(event)}>
        <h3 className="text-sm font-semibold text-stone-900">{t('account.changeAddress')}</h3>
        <FormAlert message={errors.message} />
        <TextField
          label={t('account.newEmail')}
          type="email"
          autoComplete="email"
          required
          hint={mailEnabled ? t('account.newEmailHintMail') : t('account.newEmailHintNoMail')}
          error={errors.fields.email}
          {...text('email')}
        />
        <TextField
          label={t('account.currentPassword')}
          type="password"
          autoComplete="current-password"
          required
          hint={t('account.beSure')}
          error={errors.fields.currentPassword}
          {...text('currentPassword')}
        />
        <div>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? t('account.saving') : t('account.changeAddressButton')}
          </button>
        </div>
      </form>
    </Panel>
  );
}

function AddressState({
  mailEnabled,
  confirmed,
  mustVerify,
  resending,
  onResend,
}: {
  mailEnabled: boolean;
  confirmed: boolean;
  mustVerify: boolean;
  resending: boolean;
  onResend: () => void;
}) {
  const t = useT();
  // Where no mail server is set up nothing can deliver a link (issue 32): said so, not left to wonder.
  if (!mailEnabled) return <p className="mt-1 text-sm text-stone-600">{t('account.noMailNote')}</p>;
  if (mustVerify) {
    return (
      <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <p className="flex-1 text-sm text-amber-900">
          <span className="mr-2 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold">
            {t('account.notConfirmed')}
          </span>
          {t('account.openLink')}
        </p>
        <button type="button" className="btn-secondary self-start" disabled={resending} onClick={onResend}>
          {resending ? t('account.sending') : t('account.sendLinkAgain')}
        </button>
      </div>
    );
  }
  if (!confirmed) return null;
  return (
    <p className="mt-2">
      <span className="inline-block rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
        {t('account.confirmed')}
      </span>
    </p>
  );
}
