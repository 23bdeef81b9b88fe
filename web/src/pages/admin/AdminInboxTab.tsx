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
        title="Inbox"
        noun="message"
        list={list}
        search={{ key: 'search', label: 'Search messages', placeholder: 'Name, email, subject or text' }}
        filters={[
          { key: 'status', label: 'Status', options: STATUSES },
          { key: 'priority', label: 'Priority', options: PRIORITIES },
        ]}
        caption="Support messages"
        empty="No messages here. Messages sent from the contact and sales forms appear in this inbox."
        columns={[
          {
            header: 'From',
            cell: (message) => (
              <>
                <span className="block font-medium">{message.name}</span>
                <span className="block break-all text-stone-600">{message.email}</span>
              </>
            ),
          },
          {
            header: 'Message',
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
          { header: 'Priority', cell: (message) => <Badge value={message.priority} /> },
          { header: 'Status', cell: (message) => <Badge value={message.status} /> },
          { header: 'Received', cell: (message) => formatTime(message.createdAt) },
          {
            header: 'Actions',
            quiet: true,
            cell: (message) => (
              <span className="flex flex-wrap gap-2">
                {message.status === 'NEW' && (
                  <RowAction
                    label="Mark Read"
                    subject={message.subject}
                    disabled={busy}
                    onClick={() => void setStatus(message.id, 'READ').then((ok) => ok && refresh())}
                  />
                )}
                <RowAction label="Delete" subject={message.subject} danger onClick={() => setDeleting(message.id)} />
              </span>
            ),
          },
        ]}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete message"
        confirmLabel="Delete"
        danger
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          void remove(deleting).then((ok) => {
            setDeleting(null);
            if (ok) {
              notify('Message deleted.');
              refresh();
            }
          })
        }
      >
        Are you sure you want to delete this message?
      </ConfirmDialog>
    </>
  );
}
