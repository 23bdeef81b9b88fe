import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { AdminEmailsTabQuery } from '../../__generated__/AdminEmailsTabQuery.graphql';
import type { AdminEmailsTab_admin$key } from '../../__generated__/AdminEmailsTab_admin.graphql';
import { adminView, listVariables, usePanelQuery } from './adminQueries';
import { AdminListTable } from './AdminListSection';
import { AdminEmailDetail, type AdminEmail } from './AdminEmailDetail';
import { EmailStatusBadge, EMAIL_STATUS_OPTIONS, EMAIL_STATUSES, emailKindLabel } from './emailWords';
import { formatTime } from '../../format';
import { useListParams } from './useListParams';

const fragment = graphql`
  fragment AdminEmailsTab_admin on Admin {
    emails(search: $search, status: $status, first: $first, page: $page) {
      totalCount
      pageNumber
      pageCount
      edges {
        node {
          id
          kind
          to
          subject
          text
          status
          attempts
          error
          createdAt
          lastAttemptAt
          sentAt
        }
      }
    }
  }
`;

const FILTERS = ['search', 'status'] as const;

/** The Emails tab's list (the outbox, newest first), started by the panel's route loader. */
export const emailsView = adminView<AdminEmailsTabQuery>({
  query: graphql`
    query AdminEmailsTabQuery($search: String, $status: EmailStatus, $first: Int!, $page: Int!) {
      mailEnabled
      admin {
        ...AdminEmailsTab_admin
      }
    }
  `,
  variables: (params) => listVariables(params, { search: 'text', status: EMAIL_STATUSES }),
  // What became of an email changes by itself (the outbox sends in the background): always the server's.
  fetchPolicy: 'network-only',
});

/**
 * Every email the product wrote and what became of it. Without a mail server nothing is sent, and this
 * is where an admin reads a reset link to pass on.
 */
export function AdminEmailsTab() {
  const list = useListParams(FILTERS);
  const data = usePanelQuery(emailsView);
  const { emails } = useFragment<AdminEmailsTab_admin$key>(fragment, data.admin);
  // The email opened; read from the list each render, so a resend's new status shows in it at once.
  const [opened, setOpened] = useState<AdminEmail | null>(null);
  const open = opened && (emails.edges.find((edge) => edge.node.id === opened.id)?.node ?? opened);

  return (
    <>
      {!data.mailEnabled && (
        <p className="mb-4 rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
          No mail server is set up (SMTP_URL), so emails are kept here instead of sent.
        </p>
      )}
      <AdminListTable
        rows={emails}
        title="Emails"
        noun="email"
        list={list}
        search={{ key: 'search', label: 'Search emails', placeholder: 'Recipient, subject or kind' }}
        filters={[{ key: 'status', label: 'Status', options: EMAIL_STATUS_OPTIONS }]}
        caption="Emails, newest first"
        empty="No emails here. Password resets, address confirmations and notifications appear here once written."
        columns={[
          {
            header: 'To',
            cell: (email) => <span className="break-all">{email.to}</span>,
          },
          {
            header: 'Subject',
            cell: (email) => (
              <button
                type="button"
                className="text-link min-h-11 text-left sm:min-h-0"
                onClick={() => setOpened(email)}
              >
                {email.subject}
              </button>
            ),
          },
          { header: 'Kind', cell: (email) => emailKindLabel(email.kind) },
          { header: 'Status', cell: (email) => <EmailStatusBadge status={email.status} /> },
          { header: 'Attempts', cell: (email) => email.attempts },
          { header: 'Written', cell: (email) => formatTime(email.createdAt) },
        ]}
      />
      {open && <AdminEmailDetail email={open} mailEnabled={data.mailEnabled} onClose={() => setOpened(null)} />}
    </>
  );
}
