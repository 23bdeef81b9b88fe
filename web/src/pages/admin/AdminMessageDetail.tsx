import { useEffect, useRef, useState } from 'react';
import { graphql } from 'react-relay/hooks';
import { Link, useNavigate } from 'react-router';
import type { AdminMessageDetailQuery } from '../../__generated__/AdminMessageDetailQuery.graphql';
import { adminView, useDetailQuery } from './adminQueries';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useAdminBanner } from './adminBanner';
import { Badge } from './Badge';
import { formatTime } from '../../format';
import { useMessageActions } from './useMessageActions';
import { useT } from '../../i18n/useT';

/** A message opened from the Inbox tab (?message=), started by the panel's route loader. */
export const messageDetailView = adminView<AdminMessageDetailQuery>({
  query: graphql`
    query AdminMessageDetailQuery($id: ID!) {
      node(id: $id) {
        ... on ContactMessage {
          id
          name
          email
          phone
          company
          subject
          message
          priority
          status
          createdAt
        }
      }
    }
  `,
  variables: (params) => ({ id: params.get('message') ?? '' }),
  // Opening a message marks it read: always the server's state.
  fetchPolicy: 'network-only',
});

/** One inbox message in full. Opening a NEW message marks it READ; REPLIED and CLOSED are one click. */
export function AdminMessageDetail() {
  const t = useT();
  const { node: message } = useDetailQuery(messageDetailView);
  const { setStatus, remove, busy } = useMessageActions();
  const { notify } = useAdminBanner();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const markedRead = useRef(false);

  const isNew = message?.status === 'NEW';
  useEffect(() => {
    if (!message?.id || !isNew || markedRead.current) return;
    markedRead.current = true;
    void setStatus(message.id, 'READ');
  }, [message?.id, isNew, setStatus]);

  if (!message?.id) {
    return (
      <div className="rounded-xl border border-stone-200 bg-white px-6 py-12 text-center">
        <h2 className="font-semibold text-stone-900">{t('adminInbox.notFound')}</h2>
        <p className="mt-2 text-stone-600">{t('adminInbox.notFoundHelp')}</p>
        <Link to="?tab=inbox" className="btn-secondary mt-4">
          {t('adminInbox.backToInbox')}
        </Link>
      </div>
    );
  }

  return (
    <article aria-labelledby="message-subject" className="space-y-4">
      <Link to="?tab=inbox" className="text-link text-sm">
        {t('adminInbox.backLink')}
      </Link>
      <div className="rounded-2xl border border-stone-200 bg-white p-5">
        <h2 id="message-subject" className="font-display text-2xl font-semibold text-stone-900">
          {message.subject}
        </h2>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-stone-600">
          <Badge value={message.status ?? 'NEW'} /> <Badge value={message.priority ?? 'NORMAL'} />
          {message.createdAt && <span>{t('adminInbox.receivedAt', { date: formatTime(message.createdAt) })}</span>}
        </p>
        <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-semibold text-stone-500">{t('adminInbox.column.from')}</dt>
            <dd>
              {message.name} ·{' '}
              <a href={`mailto:${message.email ?? ''}`} className="text-link break-all">
                {message.email}
              </a>
            </dd>
          </div>
          {message.phone && (
            <div>
              <dt className="font-semibold text-stone-500">{t('adminInbox.phone')}</dt>
              <dd>{message.phone}</dd>
            </div>
          )}
          {message.company && (
            <div>
              <dt className="font-semibold text-stone-500">{t('adminInbox.company')}</dt>
              <dd>{message.company}</dd>
            </div>
          )}
        </dl>
        <p className="mt-4 whitespace-pre-wrap break-words text-stone-800">{message.message}</p>
        <div className="mt-6 flex flex-wrap gap-2">
          <a
            href={`mailto:${message.email ?? ''}?subject=${encodeURIComponent(t('adminInbox.replySubject', { subject: message.subject ?? '' }))}`}
            className="btn-primary"
          >
            {t('adminInbox.replyByEmail')}
          </a>
          <button
            type="button"
            className="btn-secondary"
            disabled={busy || message.status === 'REPLIED'}
            onClick={() =>
              void setStatus(message.id!, 'REPLIED').then((ok) => ok && notify(t('adminInbox.markedReplied')))
            }
          >
            {t('adminInbox.markReplied')}
          </button>
          <button
            type="button"
            className="btn-secondary"
            disabled={busy || message.status === 'CLOSED'}
            onClick={() => void setStatus(message.id!, 'CLOSED').then((ok) => ok && notify(t('adminInbox.closed')))}
          >
            {t('adminInbox.close')}
          </button>
          <button type="button" className="btn-secondary text-red-700" onClick={() => setConfirming(true)}>
            {t('adminInbox.delete')}
          </button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('adminInbox.deleteTitle')}
        confirmLabel={t('adminInbox.delete')}
        danger
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          void remove(message.id!).then((ok) => {
            setConfirming(false);
            if (ok) {
              notify(t('adminInbox.deleted'));
              void navigate('?tab=inbox');
            }
          })
        }
      >
        {t('adminInbox.deleteBody')}
      </ConfirmDialog>
    </article>
  );
}
