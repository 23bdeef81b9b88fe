import { graphql, useFragment } from 'react-relay/hooks';
import type { UploadCounts_event$key } from '../../../../__generated__/UploadCounts_event.graphql';

const fragment = graphql`
  fragment UploadCounts_event on Event {
    photoCount
    pendingPhotoCount
    approvedPhotoCount
    rejectedPhotoCount
  }
`;

/** Total, pending, approved and rejected photos of the event (whatever the filters show). */
export function UploadCounts({ event: eventKey }: { event: UploadCounts_event$key }) {
  const event = useFragment(fragment, eventKey);
  const counts: [string, number][] = [
    ['Total', event.photoCount],
    ['Pending', event.pendingPhotoCount],
    ['Approved', event.approvedPhotoCount],
    ['Rejected', event.rejectedPhotoCount],
  ];
  return (
    <section aria-labelledby="upload-counts-heading">
      <h2 id="upload-counts-heading" className="sr-only">
        Photo counts
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {counts.map(([label, value]) => (
          <li key={label} className="rounded-2xl border border-stone-200 bg-white p-4">
            <p className="text-2xl font-semibold text-stone-900">{value}</p>
            <p className="text-sm text-stone-600">{label}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
