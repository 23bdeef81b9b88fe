import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link, useRevalidator } from 'react-router';
import type { AdminUploadsTabQuery } from '../../__generated__/AdminUploadsTabQuery.graphql';
import type { AdminUploadsTab_admin$key } from '../../__generated__/AdminUploadsTab_admin.graphql';
import { adminView, listVariables, usePanelQuery } from './adminQueries';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { outcomeText, useAdminBanner } from './adminBanner';
import { useAdminModerateUploadsMutation } from './AdminModerateUploadsMutation';
import { Badge } from './Badge';
import { RowAction } from './RowAction';
import { formatTime } from '../../format';
import { AdminListSection } from './AdminListSection';
import { useListParams } from './useListParams';
import { useT } from '../../i18n/useT';
import { T } from '../../i18n/Trans';

const fragment = graphql`
  fragment AdminUploadsTab_admin on Admin {
    uploads(status: $status, eventId: $eventId, first: $first, page: $page) {
      totalCount
      pageNumber
      pageCount
      edges {
        node {
          id
          thumbnailUrl
          url
          originalFilename
          uploaderName
          status
          uploadedAt
          event {
            databaseId
            title
          }
        }
      }
    }
  }
`;

const STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
const FILTERS = ['status', 'eventId'] as const;

/** The Uploads tab's query, started by the panel's route loader. */
export const uploadsView = adminView<AdminUploadsTabQuery>({
  query: graphql`
    query AdminUploadsTabQuery($status: UploadStatus, $eventId: ID, $first: Int!, $page: Int!) {
      admin {
        ...AdminUploadsTab_admin
      }
    }
  `,
  variables: (params) => listVariables(params, { status: STATUSES, eventId: 'text' }),
});

type Pending = { id: string; name: string; action: 'REJECTED' | 'APPROVED' };

/** Newest photos across all events; an admin takes one down (REJECTED) or restores it. */
export function AdminUploadsTab() {
  const t = useT();
  const list = useListParams(FILTERS);
  const { values, update } = list;
  const uploads = useFragment<AdminUploadsTab_admin$key>(fragment, usePanelQuery(uploadsView).admin).uploads;
  // After a change, the route loader runs again: the list as the server has it now.
  const { revalidate } = useRevalidator();
  const { report, notify } = useAdminBanner();
  const [pending, setPending] = useState<Pending | null>(null);
  const [commit, busy] = useAdminModerateUploadsMutation();

  const apply = async ({ id, action }: Pending) => {
    const fallback = action === 'REJECTED' ? t('adminUploads.takeDownFailed') : t('adminUploads.restoreFailed');
    const outcome = await commit({ variables: { ids: [id], action } });
    if (outcome.ok) {
      notify(action === 'REJECTED' ? t('adminUploads.takenDown') : t('adminUploads.restored'));
      void revalidate();
    } else {
      report(outcomeText(outcome, fallback));
    }
    setPending(null);
  };

  const photos = uploads.edges.map((edge) => edge.node);
  return (
    <>
      <AdminListSection
        title={t('adminUploads.title')}
        page={uploads}
        total={(count) => t('adminUploads.count', { count })}
        pagesLabel={t('adminUploads.pagesLabel')}
        list={list}
        filters={[
          {
            key: 'status',
            label: t('admin.status'),
            options: [
              { value: 'PENDING', label: t('adminUploads.status.pending') },
              { value: 'APPROVED', label: t('adminUploads.status.approved') },
              { value: 'REJECTED', label: t('adminUploads.status.rejected') },
            ],
          },
        ]}
        filterExtras={
          values.eventId && (
            <p className="flex items-center gap-2 text-sm text-stone-700 sm:pb-2">
              {t('adminUploads.oneEvent')}
              <button type="button" className="text-link" onClick={() => update({ eventId: null })}>
                {t('adminUploads.showAll')}
              </button>
            </p>
          )
        }
      >
        {photos.length === 0 ? (
          <p className="rounded-xl border border-dashed border-stone-300 px-4 py-10 text-center text-stone-600">
            {t('adminUploads.empty')}
          </p>
        ) : (
          <ul
            className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 md:grid-cols-4"
            aria-label={t('adminUploads.listLabel')}
          >
            {photos.map((photo) => (
              <li key={photo.id} className="overflow-hidden rounded-xl border border-stone-200 bg-white">
                <a href={photo.url} target="_blank" rel="noreferrer">
                  <img
                    src={photo.thumbnailUrl}
                    alt={photo.originalFilename}
                    loading="lazy"
                    className="aspect-[4/3] w-full bg-stone-100 object-cover"
                  />
                </a>
                <div className="space-y-1 p-3 text-sm">
                  <p className="flex items-center justify-between gap-2">
                    <Badge value={photo.status} />
                    <span className="text-xs text-stone-500">{formatTime(photo.uploadedAt)}</span>
                  </p>
                  <p className="truncate text-stone-800" title={photo.originalFilename}>
                    {photo.originalFilename}
                  </p>
                  <p className="truncate text-stone-600">
                    {photo.uploaderName ? (
                      <T
                        id="adminUploads.byOnEvent"
                        values={{ name: photo.uploaderName, event: photo.event.title }}
                        components={{ 0: <Link to={eventLink(photo.event.databaseId)} className="text-link" /> }}
                      />
                    ) : (
                      <Link to={eventLink(photo.event.databaseId)} className="text-link">
                        {photo.event.title}
                      </Link>
                    )}
                  </p>
                  <RowAction
                    label={photo.status === 'REJECTED' ? t('adminUploads.restore') : t('adminUploads.takeDown')}
                    name={
                      photo.status === 'REJECTED'
                        ? t('adminUploads.restoreFile', { file: photo.originalFilename })
                        : t('adminUploads.takeDownFile', { file: photo.originalFilename })
                    }
                    danger={photo.status !== 'REJECTED'}
                    className="mt-1 w-full"
                    onClick={() =>
                      setPending({
                        id: photo.id,
                        name: photo.originalFilename,
                        action: photo.status === 'REJECTED' ? 'APPROVED' : 'REJECTED',
                      })
                    }
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </AdminListSection>
      <ConfirmDialog
        open={pending !== null}
        title={pending?.action === 'REJECTED' ? t('adminUploads.takeDownTitle') : t('adminUploads.restoreTitle')}
        confirmLabel={pending?.action === 'REJECTED' ? t('adminUploads.takeDown') : t('adminUploads.restore')}
        danger={pending?.action === 'REJECTED'}
        busy={busy}
        onCancel={() => setPending(null)}
        onConfirm={() => pending && void apply(pending)}
      >
        {pending?.action === 'REJECTED'
          ? t('adminUploads.takeDownBody', { file: pending.name })
          : t('adminUploads.restoreBody', { file: pending?.name ?? '' })}
      </ConfirmDialog>
    </>
  );
}

/** An upload's event, opened in the Events tab (its global id from the database id the upload carries). */
function eventLink(databaseId: number | string): string {
  return `?tab=events&event=${encodeURIComponent(btoa(`AdminEvent:${databaseId}`))}`;
}
