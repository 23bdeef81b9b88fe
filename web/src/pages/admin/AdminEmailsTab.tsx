import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { AdminEmailsTabQuery } from '../../__generated__/AdminEmailsTabQuery.graphql';
import type { AdminEmailsTab_admin$key } from '../../__generated__/AdminEmailsTab_admin.graphql';
import { adminView, listVariables, usePanelQuery } from './adminQueries';
import { AdminListTable } from './AdminListSection';
import { AdminEmailDetail, type AdminEmail } from './AdminEmailDetail';
import { EmailStatusBadge, EMAIL_STATUSES, emailKindLabel, emailStatusOptions } from './emailWords';
import { formatTime } from '../../format';
import { useListParams } from './useListParams';
import { useT } from '../../i18n/useT';

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
  const t = useT();
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
          {t('adminEmails.noMailServer')}
        </p>
      )}
      <AdminListTable
        rows={emails}
        title={t('adminEmails.title')}
        total={(count) => t('adminEmails.count', { count })}
        pagesLabel={t('adminEmails.pagesLabel')}
        list={list}
        search={{ key: 'search', label: t('adminEmails.searchLabel'), placeholder: t('adminEmails.searchPlaceholder') }}
        filters={[{ key: 'status', label: t('admin.status'), options: emailStatusOptions(t) }]}
        caption={t('adminEmails.caption')}
        empty={t('adminEmails.empty')}
        columns={[
          {
            header: t('adminEmails.column.to'),
            cell: (email) => <span className="break-all">{email.to}</span>,
          },
          {
            header: t('adminEmails.column.subject'),
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
          { header: t('adminEmails.column.kind'), cell: (email) => emailKindLabel(t, email.kind) },
          { header: t('admin.status'), cell: (email) => <EmailStatusBadge status={email.status} /> },
          { header: t('adminEmails.column.attempts'), cell: (email) => email.attempts },
          { header: t('adminEmails.column.written'), cell: (email) => formatTime(email.createdAt) },
        ]}
      />
      {open && <AdminEmailDetail email={open} mailEnabled={data.mailEnabled} onClose={() => setOpened(null)} />}
    </>
  );
}
