import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link, useRevalidator, useSearchParams } from 'react-router';
import type { AdminInboxTabQuery } from '../../__generated__/AdminInboxTabQuery.graphql';
import type { AdminInboxTab_admin$key } from '../../__generated__/AdminInboxTab_admin.graphql';
import { adminView, listVariables, usePanelQuery } from './adminQueries';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useAdminBanner } from './adminBanner';
import { Badge } from './Badge';
import { RowAction } from './RowAction';
import { formatTime } from '../../format';
import { AdminMessageDetail } from './AdminMessageDetail';
import { AdminListTable } from './AdminListSection';
import { useListParams } from './useListParams';
import { useMessageActions } from './useMessageActions';
import { useT } from '../../i18n/useT';

const fragment = graphql`
  fragment AdminInboxTab_admin on Admin {
    contactMessages(search: $search, status: $status, priority: $priority, first: $first, page: $page) {
      totalCount
      pageNumber
      pageCount
      edges {
        node {
          id
          name
          email
          subject
          preview
          priority
          status
          createdAt
        }
      }
    }
  }
`;

const STATUSES = ['NEW', 'READ', 'REPLIED', 'CLOSED'] as const;
const PRIORITIES = ['URGENT', 'HIGH', 'NORMAL', 'LOW'] as const;
const FILTERS = ['search', 'status', 'priority'] as const;

/** The Inbox tab's list, started by the panel's route loader (an open message loads messageDetailView). */
export const inboxView = adminView<AdminInboxTabQuery>({
  query: graphql`
    query AdminInboxTabQuery(
      $search: String
      $status: ContactStatus
      $priority: ContactPriority
      $first: Int!
      $page: Int!
    ) {
      admin {
        ...AdminInboxTab_admin
      }
    }
  `,
  variables: (params) => listVariables(params, { search: 'text', status: STATUSES, priority: PRIORITIES }),
});

export function AdminInboxTab() {
  const [params] = useSearchParams();
  const selected = params.get('message');
  return selected ? <AdminMessageDetail /> : <MessageList />;
}

function MessageList() {
  const t = useT();
  const list = useListParams(FILTERS);
  const messages = useFragment<AdminInboxTab_admin$key>(fragment, usePanelQuery(inboxView).admin).contactMessages;
  const { notify } = useAdminBanner();
  const { setStatus, remove, busy } = useMessageActions();
  const [deleting, setDeleting] = useState<string | null>(null);
  // After a change, the route loader runs again: the list as the server has it now.
  const { revalidate } = useRevalidator();
  const refresh = () => void revalidate();

  return (
    <>
      <AdminListTable
        rows={messages}
        title={t('adminInbox.title')}
        total={(count) => t('adminInbox.count', { count })}
        pagesLabel={t('adminInbox.pagesLabel')}
        list={list}
        search={{ key: 'search', label: t('adminInbox.searchLabel'), placeholder: t('adminInbox.searchPlaceholder') }}
        filters={[
          {
            key: 'status',
            label: t('admin.status'),
            options: [
              { value: 'NEW', label: t('adminInbox.status.new') },
              { value: 'READ', label: t('adminInbox.status.read') },
              { value: 'REPLIED', label: t('adminInbox.status.replied') },
              { value: 'CLOSED', label: t('adminInbox.status.closed') },
            ],
          },
          {
            key: 'priority',
            label: t('adminInbox.priority'),
            options: [
              { value: 'URGENT', label: t('adminInbox.priority.urgent') },
              { value: 'HIGH', label: t('adminInbox.priority.high') },
              { value: 'NORMAL', label: t('adminInbox.priority.normal') },
              { value: 'LOW', label: t('adminInbox.priority.low') },
            ],
          },
        ]}
        caption={t('adminInbox.caption')}
        empty={t('adminInbox.empty')}
        columns={[
          {
            header: t('adminInbox.column.from'),
            cell: (message) => (
              <>
                <span className="block font-medium">{message.name}</span>
                <span className="block break-all text-stone-600">{message.email}</span>
              </>
            ),
          },
          {
            header: t('adminInbox.column.message'),
            cell: (message) => (
              <>
                <Link
                  to={`?tab=inbox&message=${encodeURIComponent(message.id)}`}
                  className={`text-link block ${message.status === 'NEW' ? 'font-semibold' : ''}`}
                >
                  {message.subject}
                </Link>
                <span className="block text-stone-600">{message.preview}</span>
              </>
            ),
          },
          { header: t('adminInbox.priority'), cell: (message) => <Badge value={message.priority} /> },
          { header: t('admin.status'), cell: (message) => <Badge value={message.status} /> },
          { header: t('adminInbox.column.received'), cell: (message) => formatTime(message.createdAt) },
          {
            header: t('admin.actions'),
            quiet: true,
            cell: (message) => (
              <span className="flex flex-wrap gap-2">
                {message.status === 'NEW' && (
                  <RowAction
                    label={t('adminInbox.markRead')}
                    name={t('adminInbox.markReadSubject', { subject: message.subject })}
                    disabled={busy}
                    onClick={() => void setStatus(message.id, 'READ').then((ok) => ok && refresh())}
                  />
                )}
                <RowAction
                  label={t('adminInbox.delete')}
                  name={t('adminInbox.deleteSubject', { subject: message.subject })}
                  danger
                  onClick={() => setDeleting(message.id)}
                />
              </span>
            ),
          },
        ]}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('adminInbox.deleteTitle')}
        confirmLabel={t('adminInbox.delete')}
        danger
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          void remove(deleting).then((ok) => {
            setDeleting(null);
            if (ok) {
              notify(t('adminInbox.deleted'));
              refresh();
            }
          })
        }
      >
        {t('adminInbox.deleteBody')}
      </ConfirmDialog>
    </>
  );
}
