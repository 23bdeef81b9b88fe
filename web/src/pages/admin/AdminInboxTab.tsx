import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link, useSearchParams } from 'react-router';
import type { AdminInboxTabQuery } from '../../__generated__/AdminInboxTabQuery.graphql';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useAdminBanner } from './adminBanner';
import { ADMIN_PAGE_SIZE } from './adminTabs';
import { Badge } from './Badge';
import { DataList } from './DataList';
import { FilterBar, SelectFilter } from './FilterBar';
import { formatTime } from '../../format';
import { AdminMessageDetail } from './AdminMessageDetail';
import { Pagination } from './Pagination';
import { useListParams } from './useListParams';
import { useMessageActions } from './useMessageActions';

const query = graphql`
  query AdminInboxTabQuery(
    $search: String
    $status: ContactStatus
    $priority: ContactPriority
    $first: Int!
    $page: Int!
  ) {
    admin {
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
  }
`;

const STATUSES = ['NEW', 'READ', 'REPLIED', 'CLOSED'] as const;
const PRIORITIES = ['URGENT', 'HIGH', 'NORMAL', 'LOW'] as const;

export function AdminInboxTab() {
  const [params] = useSearchParams();
  const selected = params.get('message');
  return selected ? <AdminMessageDetail id={selected} /> : <MessageList />;
}

function MessageList() {
  const { values, page, update } = useListParams(['search', 'status', 'priority'] as const);
  const [fetchKey, setFetchKey] = useState(0);
  const { admin } = useLazyLoadQuery<AdminInboxTabQuery>(
    query,
    {
      search: values.search || null,
      status: STATUSES.find((value) => value === values.status) ?? null,
      priority: PRIORITIES.find((value) => value === values.priority) ?? null,
      first: ADMIN_PAGE_SIZE,
      page,
    },
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const messages = admin.contactMessages;
  const { notify } = useAdminBanner();
  const { setStatus, remove, busy } = useMessageActions();
  const [deleting, setDeleting] = useState<string | null>(null);
  const refresh = () => setFetchKey((key) => key + 1);

  return (
    <section aria-labelledby="inbox-heading">
      <h2 id="inbox-heading" className="sr-only">
        Inbox
      </h2>
      <FilterBar
        search={{
          label: 'Search messages',
          value: values.search,
          placeholder: 'Name, email, subject or text',
          onSearch: (search) => update({ search, status: values.status, priority: values.priority }),
        }}
      >
        <SelectFilter
          label="Status"
          value={values.status}
          options={STATUSES}
          onChange={(value) => update({ status: value, search: values.search, priority: values.priority })}
        />
        <SelectFilter
          label="Priority"
          value={values.priority}
          options={PRIORITIES}
          onChange={(value) => update({ priority: value, search: values.search, status: values.status })}
        />
      </FilterBar>
      <DataList
        caption="Support messages"
        rows={messages.edges.map((edge) => edge.node)}
        rowKey={(message) => message.id}
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
                  <button
                    type="button"
                    className="btn-secondary px-3 py-1.5"
                    disabled={busy}
                    onClick={() => void setStatus(message.id, 'READ').then((ok) => ok && refresh())}
                  >
                    Mark Read<span className="sr-only">: {message.subject}</span>
                  </button>
                )}
                <button
                  type="button"
                  className="btn-secondary px-3 py-1.5 text-red-700"
                  onClick={() => setDeleting(message.id)}
                >
                  Delete<span className="sr-only">: {message.subject}</span>
                </button>
              </span>
            ),
          },
        ]}
      />
      <Pagination
        pageNumber={messages.pageNumber}
        pageCount={messages.pageCount}
        totalCount={messages.totalCount}
        noun="message"
        onPage={(next) => update({ page: next, ...values })}
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
    </section>
  );
}
