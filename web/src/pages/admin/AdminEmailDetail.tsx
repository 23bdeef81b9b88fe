import { useId, useState } from 'react';
import { Modal, ModalCloseButton, ModalTitle } from '../../components/Modal';
import { FormAlert } from '../../components/form';
import { useToast } from '../../components/Toast';
import { formatTime } from '../../format';
import { outcomeText } from './adminBanner';
import type { AdminEmailsTab_admin$data } from '../../__generated__/AdminEmailsTab_admin.graphql';
import { useAdminResendEmailMutation } from './AdminResendEmailMutation';
import { EmailStatusBadge, emailKindLabel } from './emailWords';
import { textWithLinks } from './textWithLinks';
import { useT } from '../../i18n/useT';

/** One email of the outbox as the Emails tab lists it. */
export type AdminEmail = AdminEmailsTab_admin$data['emails']['edges'][number]['node'];

type AdminEmailDetailProps = {
  email: AdminEmail;
  /** Whether this server sends email: without a mail server, sending again would only keep it again. */
  mailEnabled: boolean;
  onClose: () => void;
};

/** One email of the outbox in full: where it went, what became of it, its text, and Send again. */
export function AdminEmailDetail({ email, mailEnabled, onClose }: AdminEmailDetailProps) {
  const t = useT();
  const [resend, busy] = useAdminResendEmailMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const toast = useToast();
  const needsSmtpId = useId();
  // A delivered one-time link (a reset) had its words erased: the server refuses to send it again.
  const text = email.text ?? null;
  const erased = text === null;

  const sendAgain = async () => {
    setFailure(null);
    const outcome = await resend({ variables: { id: email.id } });
    if (outcome.ok) toast({ text: t('adminEmails.queued', { to: email.to }) });
    else setFailure(outcomeText(outcome, t('adminEmails.resendFailed')));
  };

  const facts: [string, string][] = [
    [t('adminEmails.column.to'), email.to],
    [t('adminEmails.column.kind'), emailKindLabel(t, email.kind)],
    [t('adminEmails.column.written'), formatTime(email.createdAt)],
    [t('adminEmails.column.attempts'), String(email.attempts)],
    ...(email.lastAttemptAt ? [[t('adminEmails.lastTry'), formatTime(email.lastAttemptAt)] as [string, string]] : []),
    ...(email.sentAt ? [[t('adminEmails.sentAt'), formatTime(email.sentAt)] as [string, string]] : []),
  ];

  return (
    <Modal look="article" onClose={onClose} closeOnBackdrop>
      <div className="flex items-start justify-between gap-4">
        <ModalTitle className="font-display text-xl font-semibold break-words text-stone-900 sm:text-2xl">
          {email.subject}
        </ModalTitle>
        <ModalCloseButton />
      </div>
      <p className="mt-2">
        <EmailStatusBadge status={email.status} />
      </p>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="font-semibold text-stone-500">{label}</dt>
            <dd className="break-all text-stone-800">{value}</dd>
          </div>
        ))}
        {email.error && (
          <div className="sm:col-span-2">
            <dt className="font-semibold text-stone-500">{t('adminEmails.lastError')}</dt>
            <dd className="break-words text-red-800">{email.error}</dd>
          </div>
        )}
      </dl>
      <h3 className="mt-6 text-sm font-semibold text-stone-500">{t('adminEmails.text')}</h3>
      {text === null ? (
        <p className="mt-2 rounded-xl bg-stone-50 px-4 py-3 text-sm text-stone-700">{t('adminEmails.erased')}</p>
      ) : (
        <p className="mt-2 rounded-xl bg-stone-50 px-4 py-3 text-sm break-words whitespace-pre-wrap text-stone-800">
          {textWithLinks(text).map((part, index) =>
            part.kind === 'link' ? (
              <a key={index} href={part.href} className="text-link break-all" target="_blank" rel="noreferrer">
                {part.href}
              </a>
            ) : (
              part.text
            ),
          )}
        </p>
      )}
      <div className={failure ? 'mt-4' : undefined}>
        <FormAlert message={failure} />
      </div>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        {!erased && (
          <button
            type="button"
            className="btn-primary"
            disabled={busy || !mailEnabled}
            aria-describedby={mailEnabled ? undefined : needsSmtpId}
            onClick={() => void sendAgain()}
          >
            {busy ? t('adminEmails.sending') : t('adminEmails.sendAgain')}
          </button>
        )}
        <button type="button" className="btn-secondary" onClick={onClose}>
          {t('adminEmails.close')}
        </button>
      </div>
      {!erased && !mailEnabled && (
        <p id={needsSmtpId} className="mt-2 text-sm text-stone-600">
          {t('adminEmails.needsMailServer')}
        </p>
      )}
    </Modal>
  );
}
