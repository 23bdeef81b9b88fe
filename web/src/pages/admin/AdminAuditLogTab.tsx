import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { AdminAuditLogTabQuery, AuditTargetType } from '../../__generated__/AdminAuditLogTabQuery.graphql';
import { ADMIN_PAGE_SIZE } from './adminTabs';
import { DataList } from './DataList';
import { formatTime } from '../../format';
import { AdminListSection } from './AdminListSection';
import { useListParams } from './useListParams';

const query = graphql`
  query AdminAuditLogTabQuery(
    $actor: String
    $action: String
    $targetType: AuditTargetType
    $first: Int!
    $page: Int!
  ) {
    admin {
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
  }
`;

const TARGET_TYPES = [
  'Event',
  'User',
  'Upload',
  'ContactMessage',
  'ApiToken',
] as const satisfies readonly AuditTargetType[];

/** Who did what, newest first: host actions and every admin change. */
export function AdminAuditLogTab() {
  const list = useListParams(['actor', 'action', 'targetType'] as const);
  const { values, page } = list;
  const { admin } = useLazyLoadQuery<AdminAuditLogTabQuery>(
    query,
    {
      actor: values.actor || null,
      action: values.action || null,
      targetType: TARGET_TYPES.find((value) => value === values.targetType) ?? null,
      first: ADMIN_PAGE_SIZE,
      page,
    },
    { fetchPolicy: 'network-only' },
  );
  const logs = admin.auditLogs;
  return (
    <AdminListSection
      title="Audit log"
      page={logs}
      noun="action"
      list={list}
      search={{ key: 'actor', label: 'Actor', placeholder: 'Email, name or id' }}
      filters={[
        { key: 'action', label: 'Action', options: ACTION_PREFIXES },
        { key: 'targetType', label: 'Target', options: TARGET_TYPES },
      ]}
    >
      <DataList
        caption="Audit log"
        of={logs}
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
    </AdminListSection>
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
