import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { useRevalidator } from 'react-router';
import type { AdminUsersTabQuery } from '../../__generated__/AdminUsersTabQuery.graphql';
import type { AdminUsersTab_admin$key } from '../../__generated__/AdminUsersTab_admin.graphql';
import { adminView, listVariables, usePanelQuery } from './adminQueries';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useSession } from '../../session/useSession';
import { outcomeText, useAdminBanner } from './adminBanner';
import { useAdminSetUserStatusMutation } from './AdminSetUserStatusMutation';
import { Badge } from './Badge';
import { CreateUserForm } from './CreateUserForm';
import { RowAction } from './RowAction';
import { formatDay } from '../../format';
import { PLAN_NAMES } from '../../../../common/plans';
import { AdminListTable } from './AdminListSection';
import { useListParams } from './useListParams';
import { useT } from '../../i18n/useT';
import type { SelectOption } from '../../components/form';

const fragment = graphql`
  fragment AdminUsersTab_admin on Admin {
    users(search: $search, status: $status, first: $first, page: $page) {
      totalCount
      pageNumber
      pageCount
      edges {
        node {
          id
          displayName
          email
          isAdmin
          status
          plan
          ownedEventCount
          createdAt
          deletionScheduledAt
        }
      }
    }
  }
`;

const STATUSES = ['ACTIVE', 'BLOCKED', 'DELETED'] as const;
const FILTERS = ['search', 'status'] as const;

/** The Users tab's query, started by the panel's route loader. */
export const usersView = adminView<AdminUsersTabQuery>({
  query: graphql`
    query AdminUsersTabQuery($search: String, $status: UserStatus, $first: Int!, $page: Int!) {
      admin {
        ...AdminUsersTab_admin
      }
    }
  `,
  variables: (params) => listVariables(params, { search: 'text', status: STATUSES }),
});
type Status = (typeof STATUSES)[number];
type Pending = { id: string; name: string; status: Status };

export function AdminUsersTab() {
  const t = useT();
  const list = useListParams(FILTERS);
  const { users } = useFragment<AdminUsersTab_admin$key>(fragment, usePanelQuery(usersView).admin);
  // After a change, the route loader runs again: the list as the server has it now.
  const { revalidate } = useRevalidator();
  const { report, notify } = useAdminBanner();
  // An admin cannot block themselves (the server refuses too): no button on their own row.
  const viewerId = useSession().viewer?.id;
  const [pending, setPending] = useState<Pending | null>(null);
  const [commit, busy] = useAdminSetUserStatusMutation();
  const statusOptions: SelectOption[] = [
    { value: 'ACTIVE', label: t('adminUsers.status.active') },
    { value: 'BLOCKED', label: t('adminUsers.status.blocked') },
    { value: 'DELETED', label: t('adminUsers.status.deleted') },
  ];

  const changeStatus = async ({ id, name, status: next }: Pending) => {
    const outcome = await commit({ variables: { id, status: next } });
    if (outcome.ok) {
      notify(next === 'ACTIVE' ? t('adminUsers.nowActive', { name }) : t('adminUsers.nowBlocked', { name }));
      void revalidate();
    } else {
      report(outcomeText(outcome, t('adminUsers.updateFailed')));
    }
    setPending(null);
  };

  return (
    <div className="space-y-8">
      <AdminListTable
        rows={users}
        title={t('adminUsers.title')}
        total={(count) => t('adminUsers.count', { count })}
        pagesLabel={t('adminUsers.pagesLabel')}
        list={list}
        search={{
          key: 'search',
          label: t('adminUsers.searchLabel'),
          placeholder: t('adminUsers.searchPlaceholder'),
        }}
        filters={[{ key: 'status', label: t('admin.status'), options: statusOptions }]}
        caption={t('adminUsers.title')}
        empty={t('adminUsers.empty')}
        columns={[
          {
            header: t('adminUsers.column.user'),
            cell: (user) => (
              <>
                <span className="block font-medium">{user.displayName}</span>
                <span className="block break-all text-stone-600">{user.email}</span>
              </>
            ),
          },
          {
            header: t('adminUsers.column.role'),
            cell: (user) => (user.isAdmin ? t('adminUsers.role.admin') : t('adminUsers.role.host')),
          },
          {
            header: t('admin.status'),
            cell: (user) => (
              <span className="flex flex-wrap gap-1">
                <Badge value={user.status} />
                {/* The owner asked to delete the account: purged on that day unless they cancel. */}
                {user.deletionScheduledAt && user.status !== 'DELETED' && (
                  <Badge
                    value="PENDING"
                    label={t('adminUsers.deletionOn', { date: formatDay(user.deletionScheduledAt) })}
                  />
                )}
              </span>
            ),
          },
          {
            header: t('adminUsers.column.plan'),
            cell: (user) => PLAN_NAMES[user.plan as keyof typeof PLAN_NAMES] ?? user.plan,
          },
          { header: t('adminUsers.column.events'), cell: (user) => user.ownedEventCount },
          { header: t('adminUsers.column.joined'), cell: (user) => formatDay(user.createdAt) },
          {
            header: t('admin.actions'),
            quiet: true,
            cell: (user) =>
              user.id === viewerId ? (
                <span className="text-stone-500">{t('adminUsers.you')}</span>
              ) : user.status === 'DELETED' ? (
                // Deleted is final (the server refuses to activate or block it again): nothing to offer.
                <span className="text-stone-500">{t('adminUsers.deletedFinal')}</span>
              ) : (
                <RowAction
                  label={user.status === 'ACTIVE' ? t('adminUsers.block') : t('adminUsers.activate')}
                  name={
                    user.status === 'ACTIVE'
                      ? t('adminUsers.blockName', { name: user.displayName })
                      : t('adminUsers.activateName', { name: user.displayName })
                  }
                  danger={user.status === 'ACTIVE'}
                  onClick={() =>
                    setPending({
                      id: user.id,
                      name: user.displayName,
                      status: user.status === 'ACTIVE' ? 'BLOCKED' : 'ACTIVE',
                    })
                  }
                />
              ),
          },
        ]}
      />
      <CreateUserForm onCreated={() => void revalidate()} />
      <ConfirmDialog
        open={pending !== null}
        title={pending?.status === 'BLOCKED' ? t('adminUsers.blockTitle') : t('adminUsers.activateTitle')}
        confirmLabel={pending?.status === 'BLOCKED' ? t('adminUsers.block') : t('adminUsers.activate')}
        danger={pending?.status === 'BLOCKED'}
        busy={busy}
        onCancel={() => setPending(null)}
        onConfirm={() => pending && void changeStatus(pending)}
      >
        {pending?.status === 'BLOCKED'
          ? t('adminUsers.blockBody', { name: pending.name })
          : t('adminUsers.activateBody', { name: pending?.name ?? '' })}
      </ConfirmDialog>
    </div>
  );
}
