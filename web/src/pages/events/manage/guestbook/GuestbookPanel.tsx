import { useId, useState, useTransition } from 'react';
import { graphql, usePaginationFragment, useRelayEnvironment } from 'react-relay/hooks';
import { ConnectionHandler } from 'relay-runtime';
import type { GuestbookModerationAction } from '../../../../__generated__/ModerateGuestbookEntriesMutation.graphql';
import type { GuestbookPanelPaginationQuery } from '../../../../__generated__/GuestbookPanelPaginationQuery.graphql';
import type { GuestbookPanel_event$key } from '../../../../__generated__/GuestbookPanel_event.graphql';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { FlashMessage, useFlashMessage } from '../../../../components/FlashMessage';
import { messageOf } from '../../../../relay/resultMessage';
import { GuestbookEntryCard } from './GuestbookEntryCard';
import { useModerateGuestbookEntriesMutation } from './ModerateGuestbookEntriesMutation';
import { refreshGuestbookCount } from './refreshGuestbookCount';
import { useGuestbookLive } from './useGuestbookLive';
import { useT } from '../../../../i18n/useT';
import type { MessageId } from '../../../../i18n/i18n';

export const GUESTBOOK_PAGE_SIZE = 20;

const fragment = graphql`
  fragment GuestbookPanel_event on Event
  @refetchable(queryName: "GuestbookPanelPaginationQuery")
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 20 }
    cursor: { type: "String" }
    status: { type: "GuestbookStatus" }
  ) {
    id
    databaseId
    timeZone
    guestbookPendingCount
    guestbook(first: $count, after: $cursor, status: $status) @connection(key: "GuestbookPanel_guestbook") {
      __id
      edges {
        node {
          id
          status
          ...GuestbookEntryCard_entry
        }
      }
    }
  }
`;

type StatusFilter = 'ALL' | 'PENDING' | 'APPROVED' | 'HIDDEN';
const FILTERS: readonly { value: StatusFilter; label: MessageId }[] = [
  { value: 'ALL', label: 'guestbookTab.filter.all' },
  { value: 'PENDING', label: 'guestbookTab.filter.waiting' },
  { value: 'APPROVED', label: 'guestbookTab.filter.approved' },
  { value: 'HIDDEN', label: 'guestbookTab.filter.hidden' },
];

/** What the host is told after a decision, by action (each message counts how many it took). */
const DONE: Record<GuestbookModerationAction, MessageId> = {
  APPROVE: 'guestbookTab.approved',
  HIDE: 'guestbookTab.hidden',
  DELETE: 'guestbookTab.deleted',
  // A value the server may add later: said as the plainest decision.
  '%future added value': 'guestbookTab.approved',
};

/** The messages guests wrote, filtered by status, with Approve, Hide and Delete one by one or in bulk, and the CSV. */
export function GuestbookPanel({ event: eventKey }: { event: GuestbookPanel_event$key }) {
  const t = useT();
  const filterId = useId();
  const environment = useRelayEnvironment();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<
    GuestbookPanelPaginationQuery,
    GuestbookPanel_event$key
  >(fragment, eventKey);
  const [isRefetching, startTransition] = useTransition();
  const [status, setStatus] = useState<StatusFilter>('ALL');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [deleting, setDeleting] = useState<readonly string[] | null>(null);
  const [flash, setFlash] = useFlashMessage(4000);
  const [moderate, busy] = useModerateGuestbookEntriesMutation();
  const connectionId = data.guestbook.__id;
  const entries = data.guestbook.edges.map((edge) => edge.node);
  const selectedShown = entries.filter((entry) => selected.has(entry.id)).map((entry) => entry.id);

  const chooseStatus = (next: StatusFilter) => {
    setStatus(next);
    setSelected(new Set());
    startTransition(() => {
      refetch({ status: next === 'ALL' ? null : next }, { fetchPolicy: 'store-and-network' });
    });
  };

  // Guests write while the tab is open (auto-approved messages too): each live change reads the list and the
  // waiting count again, so the new message and the badge show without a reload.
  const reload = () => {
    void refreshGuestbookCount(environment, data.id);
    startTransition(() => {
      refetch({ status: status === 'ALL' ? null : status }, { fetchPolicy: 'network-only' });
    });
  };
  useGuestbookLive(data.id, reload);

  const run = async (ids: readonly string[], action: GuestbookModerationAction) => {
    const outcome = await moderate({
      variables: { ids: [...ids], action },
      updater: (store, response) => {
        const result = response?.moderateGuestbookEntries;
        if (result?.__typename !== 'ModerateGuestbookEntriesSuccess') return;
        const connection = store.get(connectionId);
        if (!connection) return;
        // Deleted messages leave every list; decided ones leave a list of another status.
        const leaving =
          action === 'DELETE'
            ? ids
            : status === 'ALL'
              ? []
              : (result.entries ?? []).filter((entry) => entry.status !== status).map((entry) => entry.id);
        for (const id of leaving) ConnectionHandler.deleteNode(connection, id);
      },
    });
    if (!outcome.ok) {
      setFlash({ kind: 'error', text: messageOf(outcome, t('guestbookTab.moderateFailed')) });
      return;
    }
    setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))));
    setFlash({ kind: 'success', text: t(DONE[action], { count: ids.length }) });
    void refreshGuestbookCount(environment, data.id);
  };

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allSelected = entries.length > 0 && selectedShown.length === entries.length;

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="font-display text-2xl font-semibold text-stone-900">{t('guestbookTab.title')}</h2>
          <p className="mt-1 text-sm text-stone-600">
            {t('guestbookTab.waiting', { count: data.guestbookPendingCount })}
          </p>
        </div>
        <a href={`/api/auth/events/${data.databaseId}/guestbook.csv`} download className="btn-secondary min-h-11">
          {t('guestbookTab.downloadCsv')}
        </a>
      </div>

      <div role="group" aria-labelledby={filterId} className="flex flex-wrap items-center gap-2">
        <span id={filterId} className="text-sm font-medium text-stone-800">
          {t('guestbookTab.show')}
        </span>
        {FILTERS.map((filter) => (
          <button
            key={filter.value}
            type="button"
            aria-pressed={status === filter.value}
            className={`min-h-11 rounded-full px-4 text-sm font-semibold ring-1 ring-inset ${
              status === filter.value
                ? 'bg-rose-700 text-white ring-rose-700'
                : 'bg-white text-stone-700 ring-stone-300 hover:bg-stone-50'
            }`}
            onClick={() => chooseStatus(filter.value)}
          >
            {t(filter.label)}
          </button>
        ))}
      </div>

      <FlashMessage flash={flash} />

      {entries.length > 0 && (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-2xl border border-stone-200 bg-white p-3">
          <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-stone-800">
            <input
              type="checkbox"
              className="size-5 rounded accent-rose-600"
              checked={allSelected}
              onChange={(event) => setSelected(event.target.checked ? new Set(entries.map((e) => e.id)) : new Set())}
            />
            {t('guestbookTab.selectAll')}
          </label>
          <p className="text-sm text-stone-600" aria-live="polite">
            {t('guestbookTab.selectedCount', { selected: selectedShown.length, shown: entries.length })}
          </p>
          <div className="flex flex-wrap gap-2 sm:ml-auto">
            <button
              type="button"
              className="btn min-h-11 bg-emerald-700 text-white hover:bg-emerald-800"
              disabled={busy || selectedShown.length === 0}
              onClick={() => void run(selectedShown, 'APPROVE')}
            >
              {t('guestbookTab.approveSelected')}
            </button>
            <button
              type="button"
              className="btn-secondary min-h-11"
              disabled={busy || selectedShown.length === 0}
              onClick={() => void run(selectedShown, 'HIDE')}
            >
              {t('guestbookTab.hideSelected')}
            </button>
            <button
              type="button"
              className="btn min-h-11 bg-red-600 text-white hover:bg-red-700"
              disabled={busy || selectedShown.length === 0}
              onClick={() => setDeleting(selectedShown)}
            >
              {t('guestbookTab.deleteSelected')}
            </button>
          </div>
        </div>
      )}

      {entries.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-16 text-center">
          <h3 className="font-display text-xl font-semibold text-stone-900">
            {status === 'ALL' ? t('guestbookTab.empty.title') : t('guestbookTab.emptyFilter.title')}
          </h3>
          <p className="mx-auto mt-2 max-w-md text-stone-600">
            {status === 'ALL' ? t('guestbookTab.empty.body') : t('guestbookTab.emptyFilter.body')}
          </p>
        </div>
      ) : (
        <ul aria-label={t('guestbookTab.messages')} className={`space-y-3 ${isRefetching ? 'opacity-60' : ''}`}>
          {data.guestbook.edges.map(({ node }) => (
            <li key={node.id}>
              <GuestbookEntryCard
                entry={node}
                timeZone={data.timeZone}
                selected={selected.has(node.id)}
                busy={busy}
                onSelect={(on) => toggle(node.id, on)}
                onApprove={() => void run([node.id], 'APPROVE')}
                onHide={() => void run([node.id], 'HIDE')}
                onDelete={() => setDeleting([node.id])}
              />
            </li>
          ))}
        </ul>
      )}

      {hasNext && (
        <button
          type="button"
          className="btn-secondary min-h-11 w-full sm:w-auto"
          disabled={isLoadingNext}
          onClick={() => loadNext(GUESTBOOK_PAGE_SIZE)}
        >
          {isLoadingNext ? t('guestbookTab.loadingMore') : t('guestbookTab.showMore')}
        </button>
      )}

      <ConfirmDialog
        open={deleting !== null}
        title={t('guestbookTab.deleteTitle', { count: deleting?.length ?? 1 })}
        confirmLabel={t('guestbookTab.delete')}
        danger
        busy={busy}
        onConfirm={() => {
          const ids = deleting ?? [];
          void run(ids, 'DELETE').then(() => setDeleting(null));
        }}
        onCancel={() => setDeleting(null)}
      >
        {t('guestbookTab.deleteBody')}
      </ConfirmDialog>
    </div>
  );
}
