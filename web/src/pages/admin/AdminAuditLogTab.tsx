import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { AdminAuditLogTabQuery, AuditTargetType } from '../../__generated__/AdminAuditLogTabQuery.graphql';
import { ADMIN_PAGE_SIZE } from './adminTabs';
import { DataList } from './DataList';
import { FilterBar, SelectFilter } from './FilterBar';
import { formatTime } from '../../format';
import { Pagination } from './Pagination';
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

const TARGET_TYPES = ['Event', 'User', 'Upload', 'ContactMessage'] as const satisfies readonly AuditTargetType[];

/** Who did what, newest first: host actions and every admin change. */
export function AdminAuditLogTab() {
  const { values, page, update } = useListParams(['actor', 'action', 'targetType'] as const);
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
    <section aria-labelledby="audit-heading">
      <h2 id="audit-heading" className="sr-only">
        Audit log
      </h2>
      <FilterBar
        search={{
          label: 'Actor',
          value: values.actor,
          placeholder: 'Email, name or id',
          onSearch: (actor) => update({ actor, action: values.action, targetType: values.targetType }),
        }}
      >
        <ActionFilter
          value={values.action}
          onChange={(action) => update({ action, actor: values.actor, targetType: values.targetType })}
        />
        <SelectFilter
          label="Target"
          value={values.targetType}
          options={TARGET_TYPES}
          onChange={(targetType) => update({ targetType, actor: values.actor, action: values.action })}
        />
      </FilterBar>
      <DataList
        caption="Audit log"
        rows={logs.edges.map((edge) => edge.node)}
        rowKey={(entry) => entry.id}
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
      <Pagination
        pageNumber={logs.pageNumber}
        pageCount={logs.pageCount}
        totalCount={logs.totalCount}
        noun="action"
        onPage={(next) => update({ page: next, ...values })}
      />
    </section>
  );
}

const ACTION_PREFIXES = [
  ['admin.', 'Admin actions'],
  ['admin.user.', 'Admin: users'],
  ['admin.event.', 'Admin: events'],
  ['admin.upload.', 'Admin: photos'],
  ['admin.contact.', 'Admin: inbox'],
  ['event.', 'Host: events'],
  ['upload.', 'Host: moderation'],
] as const;

function ActionFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div>
      <label htmlFor="audit-action" className="field-label">
        Action
      </label>
      <select
        id="audit-action"
        className="field-input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">All</option>
        {ACTION_PREFIXES.map(([prefix, label]) => (
          <option key={prefix} value={prefix}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}
