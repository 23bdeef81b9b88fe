import { Suspense, useState, type ReactNode } from 'react';
import { LoadBoundary } from '../../../components/LoadBoundary';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay/hooks';
import type { GuestbookTabQuery } from '../../../__generated__/GuestbookTabQuery.graphql';
import type { GuestbookTab_event$key } from '../../../__generated__/GuestbookTab_event.graphql';
import { Spinner } from '../../../components/Spinner';
import { GUESTBOOK_PAGE_SIZE, GuestbookPanel } from './guestbook/GuestbookPanel';
import { useT } from '../../../i18n/useT';
import { T } from '../../../i18n/Trans';

const fragment = graphql`
  fragment GuestbookTab_event on Event {
    databaseId
    guestbookPendingCount
  }
`;

// The messages load with the tab, not with the event page: the other tabs never wait for them.
const query = graphql`
  query GuestbookTabQuery($databaseId: Int!, $count: Int!) {
    hostedEvent(databaseId: $databaseId) {
      ...GuestbookPanel_event @arguments(count: $count)
    }
  }
`;

/** The tab's label: "Guestbook", with the messages waiting for review as a badge. */
export function useGuestbookTabBadge(eventKey: GuestbookTab_event$key): number {
  return useFragment(fragment, eventKey).guestbookPendingCount;
}

/** The Guestbook tab (issue 33): its own load, so a failure there leaves the rest of the page working. */
export function GuestbookTab({ event: eventKey }: { event: GuestbookTab_event$key }) {
  const t = useT();
  const { databaseId } = useFragment(fragment, eventKey);
  const [attempt, setAttempt] = useState(0);
  return (
    <LoadBoundary
      key={attempt}
      fallback={
        <EmptyState title={<T id="guestbookTab.loadFailed" />}>
          <button type="button" className="btn-secondary mt-4" onClick={() => setAttempt((n) => n + 1)}>
            <T id="guestbookTab.tryAgain" />
          </button>
        </EmptyState>
      }
    >
      <Suspense fallback={<Spinner label={t('guestbookTab.loading')} />}>
        <GuestbookLoader databaseId={databaseId} fetchKey={attempt} />
      </Suspense>
    </LoadBoundary>
  );
}

function GuestbookLoader({ databaseId, fetchKey }: { databaseId: number; fetchKey: number }) {
  const t = useT();
  const { hostedEvent } = useLazyLoadQuery<GuestbookTabQuery>(
    query,
    { databaseId, count: GUESTBOOK_PAGE_SIZE },
    // Guests write while the host is away: show what we have, then refresh.
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  if (!hostedEvent) return <EmptyState title={t('manage.notFound.title')} />;
  return <GuestbookPanel event={hostedEvent} />;
}

function EmptyState({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-16 text-center">
      <h3 className="font-display text-xl font-semibold text-stone-900">{title}</h3>
      {children}
    </div>
  );
}
