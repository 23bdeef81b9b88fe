import { graphql, useFragment } from 'react-relay/hooks';
import type { AdminAuditLogTabQuery, AuditTargetType } from '../../__generated__/AdminAuditLogTabQuery.graphql';
import type { AdminAuditLogTab_admin$key } from '../../__generated__/AdminAuditLogTab_admin.graphql';
import { adminView, listVariables, usePanelQuery } from './adminQueries';
import { formatTime } from '../../format';
import { AdminListTable } from './AdminListSection';
import { useListParams } from './useListParams';
import { useT } from '../../i18n/useT';
import type { MessageId } from '../../i18n/i18n';

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
/** The Target filter's words (the values themselves stay in the list's Target column, as recorded). */
const TARGET_WORDS: Record<(typeof TARGET_TYPES)[number], MessageId> = {
  Event: 'adminAudit.targetType.event',
  User: 'adminAudit.targetType.user',
  Upload: 'adminAudit.targetType.upload',
  ContactMessage: 'adminAudit.targetType.contactMessage',
  ApiToken: 'adminAudit.targetType.apiToken',
};
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
  const t = useT();
  const list = useListParams(FILTERS);
  const logs = useFragment<AdminAuditLogTab_admin$key>(fragment, usePanelQuery(auditLogView).admin).auditLogs;
  return (
    <AdminListTable
      rows={logs}
      title={t('adminAudit.title')}
      total={(count) => t('adminAudit.count', { count })}
      pagesLabel={t('adminAudit.pagesLabel')}
      list={list}
      search={{ key: 'actor', label: t('adminAudit.actor'), placeholder: t('adminAudit.actorPlaceholder') }}
      filters={[
        {
          // A prefix of the action names, so 'admin.' lists every admin change.
          key: 'action',
          label: t('adminAudit.action'),
          options: [
            { value: 'admin.', label: t('adminAudit.prefix.admin') },
            { value: 'admin.user.', label: t('adminAudit.prefix.adminUser') },
            { value: 'admin.event.', label: t('adminAudit.prefix.adminEvent') },
            { value: 'admin.upload.', label: t('adminAudit.prefix.adminUpload') },
            { value: 'admin.contact.', label: t('adminAudit.prefix.adminContact') },
            { value: 'event.', label: t('adminAudit.prefix.event') },
            { value: 'upload.', label: t('adminAudit.prefix.upload') },
          ],
        },
        {
          key: 'targetType',
          label: t('adminAudit.target'),
          options: TARGET_TYPES.map((value) => ({ value, label: t(TARGET_WORDS[value]) })),
        },
      ]}
      caption={t('adminAudit.title')}
      empty={t('adminAudit.empty')}
      columns={[
        { header: t('adminAudit.column.when'), cell: (entry) => formatTime(entry.createdAt) },
        {
          header: t('adminAudit.actor'),
          cell: (entry) => <span className="break-all">{entry.actor?.email ?? t('adminAudit.system')}</span>,
        },
        { header: t('adminAudit.action'), cell: (entry) => <code className="text-xs">{entry.action}</code> },
        { header: t('adminAudit.target'), cell: (entry) => `${entry.targetType} #${entry.targetId}` },
        { header: t('adminAudit.column.address'), cell: (entry) => entry.ip ?? '—' },
        {
          header: t('adminAudit.column.details'),
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
