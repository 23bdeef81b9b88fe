import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import type { DashboardInvitations_query$key } from '../../__generated__/DashboardInvitations_query.graphql';
import { paths } from '../../../../common/paths';
import { messageOf } from '../../relay/resultMessage';
import { formatEventDate } from '../../format';
import { useAcceptCoHostInvitationMutation } from './AcceptCoHostInvitationMutation';
import { useDeclineCoHostInvitationMutation } from './DeclineCoHostInvitationMutation';
import { T } from '../../i18n/Trans';
import { useT } from '../../i18n/useT';

const fragment = graphql`
  fragment DashboardInvitations_query on Query {
    myCoHostInvitations {
      id
      eventTitle
      eventCoupleNames
      eventDateTime
      eventTimeZone
      invitedBy
    }
  }
`;

/**
 * Invitations to co-host, answered here: the account gets no access to an event until it accepts
 * (so an address registered by someone else gains nothing without acting).
 */
export function DashboardInvitations({ query }: { query: DashboardInvitations_query$key }) {
  const { myCoHostInvitations: invitations } = useFragment(fragment, query);
  const t = useT();
  const navigate = useNavigate();
  const [answered, setAnswered] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [accept, accepting] = useAcceptCoHostInvitationMutation();
  const [decline, declining] = useDeclineCoHostInvitationMutation();
  const open = invitations.filter((invitation) => !answered.has(invitation.id));
  if (open.length === 0) return null;

  async function answer(invitationId: string, yes: boolean) {
    setError(null);
    if (yes) {
      const outcome = await accept({ variables: { invitationId } });
      const event = outcome.ok ? outcome.payload.event : null;
      if (!event) {
        setError(messageOf(outcome, t('dashboard.acceptFailed')));
        return;
      }
      await navigate(paths.manageEvent.href(event.databaseId));
    } else {
      const outcome = await decline({ variables: { invitationId } });
      if (!outcome.ok) {
        setError(messageOf(outcome, t('dashboard.declineFailed')));
        return;
      }
    }
    setAnswered((current) => new Set([...current, invitationId]));
  }

  return (
    <section aria-labelledby="invitations-heading" className="rounded-2xl border border-rose-200 bg-rose-50 p-5">
      <h2 id="invitations-heading" className="font-semibold text-stone-900">
        {t('dashboard.invitationsHeading', { count: open.length })}
      </h2>
      <ul className="mt-3 space-y-3">
        {open.map((invitation) => (
          <li
            key={invitation.id}
            className="flex flex-col gap-3 rounded-xl bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <p className="text-sm text-stone-700">
              <T
                id="dashboard.invitationText"
                values={{
                  inviter: invitation.invitedBy,
                  event: invitation.eventCoupleNames ?? invitation.eventTitle,
                  date: formatEventDate(invitation.eventDateTime, invitation.eventTimeZone),
                }}
                components={{
                  0: <span className="font-medium text-stone-900" />,
                  1: <span className="font-medium text-stone-900" />,
                }}
              />
            </p>
            <div className="flex shrink-0 gap-2">
              <button
                type="button"
                className="btn-primary"
                disabled={accepting || declining}
                onClick={() => void answer(invitation.id, true)}
              >
                {t('dashboard.accept')}
              </button>
              <button
                type="button"
                className="btn-secondary"
                disabled={accepting || declining}
                onClick={() => void answer(invitation.id, false)}
                aria-label={t('dashboard.declineLabel', { event: invitation.eventTitle })}
              >
                {t('dashboard.decline')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}
