import { Suspense, useState } from 'react';
import { LoadBoundary } from '../../../components/LoadBoundary';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay/hooks';
import { useSearchParams } from 'react-router';
import type { UploadsTabQuery } from '../../../__generated__/UploadsTabQuery.graphql';
import type { UploadsTab_event$key } from '../../../__generated__/UploadsTab_event.graphql';
import { Spinner } from '../../../components/Spinner';
import { PHOTO_PAGE_SIZE, type StatusFilter } from './uploads/uploadFilters';
import { UploadsEmptyState } from './uploads/UploadsEmptyState';
import { UploadsPanel } from './uploads/UploadsPanel';
import { isPhoneScreen } from './uploads/usePhoneLayout';
import { useT } from '../../../i18n/useT';
import { T } from '../../../i18n/Trans';

const fragment = graphql`
  fragment UploadsTab_event on Event {
    databaseId
  }
`;

// The photos load with the tab, not with the event page: the other tabs never wait for them.
const query = graphql`
  query UploadsTabQuery($databaseId: Int!, $count: Int!, $rsvp: ID, $status: UploadStatus) {
    hostedEvent(databaseId: $databaseId) {
      ...UploadsPanel_event
      ...UploadsPanel_photos @arguments(count: $count, rsvp: $rsvp, status: $status)
    }
  }
`;

/** The Uploads tab: its own load, so a failure there leaves the rest of the page working (SPEC §8). */
export function UploadsTab({ event: eventKey }: { event: UploadsTab_event$key }) {
  const t = useT();
  const { databaseId } = useFragment(fragment, eventKey);
  const [attempt, setAttempt] = useState(0);
  // `?guest=<RSVP id>`: the RSVPs tab's link to one guest's photos.
  const guest = useSearchParams()[0].get('guest');
  return (
    <LoadBoundary
      key={attempt}
      fallback={
        <UploadsEmptyState title={<T id="uploadsTab.loadFailed" />}>
          <button type="button" className="btn-secondary mt-4" onClick={() => setAttempt((n) => n + 1)}>
            <T id="uploadsTab.tryAgain" />
          </button>
        </UploadsEmptyState>
      }
    >
      <Suspense fallback={<Spinner label={t('uploadsTab.loading')} />}>
        <UploadsLoader databaseId={databaseId} guest={guest} fetchKey={attempt} />
      </Suspense>
    </LoadBoundary>
  );
}

function UploadsLoader({
  databaseId,
  guest,
  fetchKey,
}: {
  databaseId: number;
  guest: string | null;
  fetchKey: number;
}) {
  // On a phone the tab is a review queue: it opens on the photos waiting for a decision. Chosen once, as
  // the tab opens (turning the phone later keeps the host's list). A guest's photos (from the RSVPs tab) show all.
  const t = useT();
  const [status] = useState<StatusFilter>(() => (guest === null && isPhoneScreen() ? 'PENDING' : 'ALL'));
  const { hostedEvent } = useLazyLoadQuery<UploadsTabQuery>(
    query,
    { databaseId, count: PHOTO_PAGE_SIZE, rsvp: guest, status: status === 'ALL' ? null : status },
    // Guests and co-hosts add and decide while the host is away: show what we have, then refresh.
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  if (!hostedEvent) return <UploadsEmptyState title={t('manage.notFound.title')} />;
  return <UploadsPanel key={guest} event={hostedEvent} guest={guest} status={status} />;
}
