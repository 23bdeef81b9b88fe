import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import type { HostsPanel_event$key } from '../../../__generated__/HostsPanel_event.graphql';
import { FlashMessage, useFlashMessage } from '../../../components/FlashMessage';
import { TextField } from '../../../components/form';
import { paths } from '../../../../../common/paths';
import { useAddCoHostMutation } from './AddCoHostMutation';
import { useCancelCoHostInvitationMutation } from './CancelCoHostInvitationMutation';
import { useLeaveEventMutation } from './LeaveEventMutation';
import { useRemoveCoHostMutation } from './RemoveCoHostMutation';
import { roleLabel } from './format';
import { messageOf } from '../../../relay/resultMessage';
import { Panel } from '../../../components/Section';
import { useT } from '../../../i18n/useT';

const fragment = graphql`
  fragment HostsPanel_event on Event {
    id
    viewerRole
    hosts {
      id
      role
      displayName
      email
      isViewer
    }
    pendingInvitations {
      id
      email
    }
  }
`;

/**
 * Owner and co-hosts; the owner invites by email and removes co-hosts, a co-host may leave. A pending
 * invitation shows its address only, and every address gets the same answer: inviting tells nobody whether
 * an account uses it (the invitation waits for one).
 */
export function HostsPanel({ event: eventKey }: { event: HostsPanel_event$key }) {
  const t = useT();
  const event = useFragment(fragment, eventKey);
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [flash, setFlash] = useFlashMessage(3000);
  const [addCoHost, adding] = useAddCoHostMutation();
  const [removeCoHost, removing] = useRemoveCoHostMutation();
  const [leaveEvent, leaving] = useLeaveEventMutation();
  const [cancelInvitation, cancelling] = useCancelCoHostInvitationMutation();
  const isOwner = event.viewerRole === 'OWNER';

  async function add(formEvent: FormEvent) {
    formEvent.preventDefault();
    const outcome = await addCoHost({ variables: { eventId: event.id, email } });
    if (outcome.ok) {
      setFlash({
        kind: 'success',
        text: t('hosts.invited', { email: email.trim() }),
      });
      setEmail('');
    } else {
      setFlash({ kind: 'error', text: messageOf(outcome, t('hosts.addFailed')) });
    }
  }

  async function cancel(invitationId: string) {
    const outcome = await cancelInvitation({ variables: { invitationId } });
    if (!outcome.ok) setFlash({ kind: 'error', text: messageOf(outcome, t('hosts.withdrawFailed')) });
  }

  async function remove(hostId: string) {
    const outcome = await removeCoHost({ variables: { hostId } });
    if (!outcome.ok) setFlash({ kind: 'error', text: messageOf(outcome, t('hosts.removeFailed')) });
  }

  async function leave(hostId: string) {
    const outcome = await leaveEvent({ variables: { hostId } });
    if (outcome.ok) void navigate(paths.dashboard.href());
    else setFlash({ kind: 'error', text: messageOf(outcome, t('hosts.leaveFailed')) });
  }

  return (
    <Panel id="hosts-heading" title={t('hosts.title')} size="lg" largeTitle className="h-fit">
      <p className="mt-1 text-sm text-stone-600">{t('hosts.intro')}</p>
      <ul className="mt-4 divide-y divide-stone-100">
        {event.hosts.map((host) => (
          <li key={host.id} className="flex items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="truncate font-medium text-stone-900">
                {host.isViewer ? t('hosts.you', { name: host.displayName }) : host.displayName}
              </p>
              <p className="truncate text-sm text-stone-600">
                {t('hosts.hostLine', { email: host.email, role: t(roleLabel(host.role)) })}
              </p>
            </div>
            {host.role === 'CO_HOST' && (isOwner || host.isViewer) && (
              <button
                type="button"
                className="text-sm font-semibold text-red-700 hover:underline disabled:opacity-60"
                disabled={removing || leaving}
                onClick={() => void (host.isViewer ? leave(host.id) : remove(host.id))}
                aria-label={host.isViewer ? t('hosts.leaveLabel') : t('hosts.removeLabel', { name: host.displayName })}
              >
                {host.isViewer ? t('hosts.leave') : t('hosts.remove')}
              </button>
            )}
          </li>
        ))}
        {event.pendingInvitations.map((invitation) => (
          <li key={invitation.id} className="flex items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="truncate font-medium text-stone-700">{invitation.email}</p>
              <p className="truncate text-sm text-stone-600">{t('hosts.waiting')}</p>
            </div>
            {isOwner && (
              <button
                type="button"
                className="text-sm font-semibold text-red-700 hover:underline disabled:opacity-60"
                disabled={cancelling}
                onClick={() => void cancel(invitation.id)}
                aria-label={t('hosts.withdrawLabel', { email: invitation.email })}
              >
                {t('hosts.withdraw')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {isOwner && (
        <form onSubmit={(e) => void add(e)} className="mt-4 space-y-3">
          <TextField
            label={t('hosts.inviteLabel')}
            type="email"
            required
            autoComplete="off"
            value={email}
            onValueChange={setEmail}
            hint={t('hosts.inviteHint')}
          />
          <button type="submit" className="btn-secondary w-full" disabled={adding || !email.trim()}>
            {adding ? t('hosts.inviting') : t('hosts.invite')}
          </button>
        </form>
      )}
      <div className="mt-3" aria-live="polite">
        <FlashMessage flash={flash} />
      </div>
    </Panel>
  );
}
