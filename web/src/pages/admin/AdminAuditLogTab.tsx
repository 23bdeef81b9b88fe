import { graphql, useFragment } from 'react-relay/hooks';
import type { AdminAuditLogTabQuery, AuditTargetType } from '../../__generated__/AdminAuditLogTabQuery.graphql';
import type { AdminAuditLogTab_admin$key } from '../../__generated__/AdminAuditLogTab_admin.graphql';
import { adminView, listVariables, usePanelQuery } from './adminQueries';
import { formatTime } from '../../format';
import { AdminListTable } from './AdminListSection';
import { useListParams } from './useListParams';

const fragment = graphql`
  fragment AdminAuditLogTab_admin on Admin {
    auditLogs(actor: $actor, action: $action, targetType: $targetType, first: $first, page: $page) {
      totalCount
      pageNumber
      pageCount
      edges {
        node {
          id
          action
          targetType
          targetId
          details
          ip
          createdAt
          actor {
            email
          }
        }
      }
    }
  }
`;

const TARGET_TYPES = [
  'Event',
  'User',
  'Upload',
  'ContactMessage',
  'ApiToken',
] as const satisfies readonly AuditTargetType[];
const FILTERS = ['actor', 'action', 'targetType'] as const;

/** The Audit Logs tab's query, started by the panel's route loader: always the server's state now. */
export const auditLogView = adminView<AdminAuditLogTabQuery>({
  query: graphql`
    query AdminAuditLogTabQuery(
      $actor: String
      $action: String
      $targetType: AuditTargetType
      $first: Int!
      $page: Int!
    ) {
      admin {
        ...AdminAuditLogTab_admin
      }
    }
  `,
  variables: (params) => listVariables(params, { actor: 'text', action: 'text', targetType: TARGET_TYPES }),
  fetchPolicy: 'network-only',
});

/** Who did what, newest first: host actions and every admin change. */
export function AdminAuditLogTab() {
  const list = useListParams(FILTERS);
  const logs = useFragment<AdminAuditLogTab_admin$key>(fragment, usePanelQuery(auditLogView).admin).auditLogs;
  return (
    <AdminListTable
      rows={logs}
      title="Audit log"
      noun="action"
      list={list}
      search={{ key: 'actor', label: 'Actor', placeholder: 'Email, name or id' }}
      filters={[
        { key: 'action', label: 'Action', options: ACTION_PREFIXES },
        { key: 'targetType', label: 'Target', options: TARGET_TYPES },
      ]}
      caption="Audit log"
      empty="No actions match these filters."
      columns={[
        { header: 'When', cell: (entry) => formatTime(entry.createdAt) },
        { header: 'Actor', cell: (entry) => <span className="break-all">{entry.actor?.email ?? 'System'}</span> },
        { header: 'Action', cell: (entry) => <code className="text-xs">{entry.action}</code> },
        { header: 'Target', cell: (entry) => `${entry.targetType} #${entry.targetId}` },
        { header: 'Address', cell: (entry) => entry.ip ?? '—' },
        {
          header: 'Details',
          cell: (entry) =>
            entry.details ? (
              <code className="block max-w-xs truncate text-xs text-stone-600" title={entry.details}>
                {entry.details}
              </code>
            ) : (
              '—'
            ),
        },
      ]}
    />
  );
}

/** The Action filter: a prefix of the action names, so 'admin.' lists every admin change. */
const ACTION_PREFIXES = [
  { value: 'admin.', label: 'Admin actions' },
  { value: 'admin.user.', label: 'Admin: users' },
  { value: 'admin.event.', label: 'Admin: events' },
  { value: 'admin.upload.', label: 'Admin: photos' },
  { value: 'admin.contact.', label: 'Admin: inbox' },
  { value: 'event.', label: 'Host: events' },
  { value: 'upload.', label: 'Host: moderation' },
] as const;
