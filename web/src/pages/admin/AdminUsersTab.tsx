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
  const list = useListParams(FILTERS);
  const { users } = useFragment<AdminUsersTab_admin$key>(fragment, usePanelQuery(usersView).admin);
  // After a change, the route loader runs again: the list as the server has it now.
  const { revalidate } = useRevalidator();
  const { report, notify } = useAdminBanner();
  // An admin cannot block themselves (the server refuses too): no button on their own row.
  const viewerId = useSession().viewer?.id;
  const [pending, setPending] = useState<Pending | null>(null);
  const [commit, busy] = useAdminSetUserStatusMutation();

  const changeStatus = async ({ id, name, status: next }: Pending) => {
    const outcome = await commit({ variables: { id, status: next } });
    if (outcome.ok) {
      notify(`${name} is now ${next === 'ACTIVE' ? 'active' : 'blocked'}.`);
      void revalidate();
    } else {
      report(outcomeText(outcome, 'Failed to update user status'));
    }
    setPending(null);
  };

  return (
    <div className="space-y-8">
      <AdminListTable
        rows={users}
        title="Users"
        noun="user"
        list={list}
        search={{ key: 'search', label: 'Search users', placeholder: 'Name or email' }}
        filters={[{ key: 'status', label: 'Status', options: STATUSES }]}
        caption="Users"
        empty="No users match these filters."
        columns={[
          {
            header: 'User',
            cell: (user) => (
              <>
                <span className="block font-medium">{user.displayName}</span>
                <span className="block break-all text-stone-600">{user.email}</span>
              </>
            ),
          },
          { header: 'Role', cell: (user) => (user.isAdmin ? 'Admin' : 'Host') },
          {
            header: 'Status',
            cell: (user) => (
              <span className="flex flex-wrap gap-1">
                <Badge value={user.status} />
                {/* The owner asked to delete the account: purged on that day unless they cancel. */}
                {user.deletionScheduledAt && user.status !== 'DELETED' && (
                  <Badge value="PENDING" label={`Deletion on ${formatDay(user.deletionScheduledAt)}`} />
                )}
              </span>
            ),
          },
          { header: 'Plan', cell: (user) => PLAN_NAMES[user.plan as keyof typeof PLAN_NAMES] ?? user.plan },
          { header: 'Events', cell: (user) => user.ownedEventCount },
          { header: 'Joined', cell: (user) => formatDay(user.createdAt) },
          {
            header: 'Actions',
            quiet: true,
            cell: (user) =>
              user.id === viewerId ? (
                <span className="text-stone-500">You</span>
              ) : user.status === 'DELETED' ? (
                // Deleted is final (the server refuses to activate or block it again): nothing to offer.
                <span className="text-stone-500">Deleted: final</span>
              ) : (
                <RowAction
                  label={user.status === 'ACTIVE' ? 'Block' : 'Activate'}
                  subject={user.displayName}
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
        title={pending?.status === 'BLOCKED' ? 'Block this user?' : 'Activate this user?'}
        confirmLabel={pending?.status === 'BLOCKED' ? 'Block' : 'Activate'}
        danger={pending?.status === 'BLOCKED'}
        busy={busy}
        onCancel={() => setPending(null)}
        onConfirm={() => pending && void changeStatus(pending)}
      >
        {pending?.status === 'BLOCKED'
          ? `${pending.name} will be signed out everywhere at once and cannot sign in until activated again.`
          : `${pending?.name ?? 'This user'} will be able to sign in again.`}
      </ConfirmDialog>
    </div>
  );
}
