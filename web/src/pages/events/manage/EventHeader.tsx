import { useEffect, useRef, useState } from 'react';
import { commitLocalUpdate, graphql, useFragment } from 'react-relay/hooks';
import { Link, useNavigate } from 'react-router';
import { ConnectionHandler } from 'relay-runtime';
import type { EventHeader_event$key } from '../../../__generated__/EventHeader_event.graphql';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FlashMessage, useFlashMessage } from '../../../components/FlashMessage';
import { paths } from '../../../../../common/paths';
import { environment } from '../../../relay/environment';
import { useDeleteEventMutation } from './DeleteEventMutation';
import { formatEventDate } from '../../../format';
import { roleLabel } from './format';
import { useSetEventStatusMutation } from './SetEventStatusMutation';
import { messageOf } from '../../../relay/resultMessage';
import { useT } from '../../../i18n/useT';

const fragment = graphql`
  fragment EventHeader_event on Event {
    id
    title
    slug
    status
    viewerRole
    dateTime
    timeZone
    venueName
  }
`;

/** SPEC §4 timings: status and other messages clear after 3 s; the page leaves 1.5 s after a delete. */
const MESSAGE_MS = 3000;
const REDIRECT_AFTER_DELETE_MS = 1500;

export function EventHeader({ event: eventKey }: { event: EventHeader_event$key }) {
  const t = useT();
  const event = useFragment(fragment, eventKey);
  const navigate = useNavigate();
  const [flash, setFlash] = useFlashMessage(MESSAGE_MS);
  const [dialog, setDialog] = useState<'status' | 'delete' | null>(null);
  const [deleted, setDeleted] = useState(false);
  const [setStatus, statusBusy] = useSetEventStatusMutation();
  const [deleteEvent, deleteBusy] = useDeleteEventMutation();
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const isOwner = event.viewerRole === 'OWNER';
  const isActive = event.status === 'ACTIVE';

  async function changeStatus() {
    const status = isActive ? 'INACTIVE' : 'ACTIVE';
    const outcome = await setStatus({ variables: { id: event.id, status } });
    if (outcome.ok) {
      setFlash({
        kind: 'success',
        text: status === 'ACTIVE' ? t('manage.activated') : t('manage.deactivated'),
      });
    } else {
      setFlash({ kind: 'error', text: messageOf(outcome, t('manage.statusFailed')) });
    }
    setDialog(null);
  }

  async function remove() {
    const outcome = await deleteEvent({ variables: { id: event.id } });
    setDialog(null);
    if (!outcome.ok) {
      setFlash({ kind: 'error', text: messageOf(outcome, t('manage.deleteFailed')) });
      return;
    }
    setDeleted(true);
    setFlash({ kind: 'success', text: t('manage.deleted') });
    redirect.current = setTimeout(() => {
      void navigate(paths.dashboard.href());
      // Forget it locally once we are gone, so the dashboard never shows it, even before its refresh.
      forgetEvent(event.id);
    }, REDIRECT_AFTER_DELETE_MS);
  }

  return (
    <header>
      <Link to={paths.dashboard.href()} className="text-link text-sm">
        {t('manage.backLink')}
      </Link>
      <div className="mt-4 flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="font-display text-3xl font-semibold break-words text-stone-900">{event.title}</h1>
            <span
              className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                isActive ? 'bg-emerald-100 text-emerald-800' : 'bg-stone-200 text-stone-700'
              }`}
            >
              {isActive ? t('manage.status.active') : t('manage.status.inactive')}
            </span>
            <span className="rounded-full bg-rose-50 px-2.5 py-0.5 text-xs font-semibold text-rose-800">
              {t(roleLabel(event.viewerRole))}
            </span>
          </div>
          <p className="mt-2 text-stone-600">
            {formatEventDate(event.dateTime, event.timeZone)}
            {event.venueName ? ` · ${event.venueName}` : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a
            href={paths.guestEvent.href(event.slug)}
            target="_blank"
            rel="noopener noreferrer"
            className="btn-secondary"
          >
            {t('manage.viewGuestPage')}
          </a>
          {isOwner && (
            <>
              <button type="button" className="btn-secondary" disabled={deleted} onClick={() => setDialog('status')}>
                {isActive ? t('manage.deactivate') : t('manage.activate')}
              </button>
              <button
                type="button"
                className="btn border border-red-200 bg-white text-red-700 hover:bg-red-50"
                disabled={deleted}
                onClick={() => setDialog('delete')}
              >
                {t('manage.deleteEvent')}
              </button>
            </>
          )}
        </div>
      </div>
      <div className="mt-4" aria-live="polite">
        <FlashMessage flash={flash} />
      </div>

      <ConfirmDialog
        open={dialog === 'status'}
        title={isActive ? t('manage.deactivateConfirm.title') : t('manage.activateConfirm.title')}
        confirmLabel={isActive ? t('manage.deactivate') : t('manage.activate')}
        busy={statusBusy}
        onConfirm={() => void changeStatus()}
        onCancel={() => setDialog(null)}
      >
        {isActive ? t('manage.deactivateConfirm.body') : t('manage.activateConfirm.body')}
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'delete'}
        title={t('manage.deleteConfirm.title')}
        confirmLabel={t('manage.deleteEvent')}
        danger
        busy={deleteBusy}
        onConfirm={() => void remove()}
        onCancel={() => setDialog(null)}
      >
        {t('manage.deleteConfirm.body', { title: event.title })}
      </ConfirmDialog>
    </header>
  );
}

function forgetEvent(id: string) {
  commitLocalUpdate(environment, (store) => {
    const connection = ConnectionHandler.getConnection(store.getRoot(), 'DashboardPage_myEvents');
    if (connection) ConnectionHandler.deleteNode(connection, id);
    store.delete(id);
  });
}
