import { graphql, useFragment } from 'react-relay/hooks';
import type { UploadCounts_event$key } from '../../../../__generated__/UploadCounts_event.graphql';
import { StatList, type Stat } from '../../../../components/StatCard';
import { Section } from '../../../../components/Section';
import { useT } from '../../../../i18n/useT';

const fragment = graphql`
  fragment UploadCounts_event on Event {
    photoCount
    pendingPhotoCount
    approvedPhotoCount
    rejectedPhotoCount
  }
`;

/** Total, pending, approved and rejected photos and videos of the event (whatever the filters show). */
export function UploadCounts({ event: eventKey }: { event: UploadCounts_event$key }) {
  const t = useT();
  const event = useFragment(fragment, eventKey);
  const counts: Stat[] = [
    { label: t('uploadsTab.total'), value: event.photoCount },
    { label: t('uploadsTab.pending'), value: event.pendingPhotoCount },
    { label: t('uploadsTab.approved'), value: event.approvedPhotoCount },
    { label: t('uploadsTab.rejected'), value: event.rejectedPhotoCount },
  ];
  return (
    <Section id="upload-counts-heading" title={t('uploadsTab.counts')} titleClassName="sr-only">
      <StatList stats={counts} className="grid-cols-2 sm:grid-cols-4" />
    </Section>
  );
}
