import { graphql, useFragment } from 'react-relay/hooks';
import type { PhotoCard_photo$key } from '../../../../__generated__/PhotoCard_photo.graphql';
import { photoSenderText } from '../../../../rsvpStatus';
import { downloadOriginal } from '../../../../api/downloads';
import { VideoBadge } from '../../../../components/photo/VideoBadge';
import { HeartIcon } from '../../../../components/icons';
import { durationText } from '../../../../../../common/upload-limits';
import { ReviewButton } from './ReviewButton';
import { actionsFor, REVIEW_ACTIONS, type ReviewAction } from './reviewActions';
import { StarButton } from './StarButton';
import { StatusBadge } from './StatusBadge';
import { DownloadFailed, PHOTO_DOWNLOAD_FAILED, useDownload } from './useDownload';
import { useT } from '../../../../i18n/useT';

const fragment = graphql`
  fragment PhotoCard_photo on Photo {
    id
    originalFilename
    status
    processingState
    processingError
    mediaType
    durationSeconds
    thumbnailUrl
    originalUrl
    uploaderName
    rsvp {
      id
      fullName
      status
      guestsCount
    }
    table {
      name
    }
    isFavourite
    reactionCount
    album {
      name
    }
  }
`;

type PhotoCardProps = {
  photo: PhotoCard_photo$key;
  selected: boolean;
  busy: boolean;
  onSelectedChange: (selected: boolean) => void;
  onOpen: () => void;
  /** Approve, reject or hide it (the actions that fit its status). */
  onAct: (action: ReviewAction) => void;
  onDelete: () => void;
  /** Process a failed video again (retryUploadProcessing). */
  onRetry: () => void;
};

// On phones a row of its own under the photo, never over it, with buttons a thumb can hit (44 px). From
// `sm` up, over the photo's bottom edge, hidden until the card is hovered or holds the focus; always shown
// where there is no hover (touch tablets).
const actionsClass =
  'flex flex-wrap gap-1.5 p-2 sm:absolute sm:inset-x-0 sm:bottom-0 sm:justify-end sm:bg-gradient-to-t sm:from-black/70 sm:to-transparent sm:pt-8 sm:opacity-0 sm:transition-opacity sm:group-focus-within:opacity-100 sm:group-hover:opacity-100 sm:pointer-coarse:opacity-100 motion-reduce:transition-none';
const actionClass =
  'inline-flex min-h-11 flex-1 items-center justify-center rounded-full px-2 text-xs font-semibold shadow-sm sm:min-h-9 sm:flex-none sm:px-3';

/**
 * One photo or video of the grid: thumbnail (opens the viewer; a video's poster with a play badge and its
 * length), checkbox, status, uploader and its actions.
 */
export function PhotoCard({
  photo: photoKey,
  selected,
  busy,
  onSelectedChange,
  onOpen,
  onAct,
  onDelete,
  onRetry,
}: PhotoCardProps) {
  const t = useT();
  const photo = useFragment(fragment, photoKey);
  const name = photo.originalFilename;
  const failed = photo.processingState === 'FAILED';
  const video = photo.mediaType === 'VIDEO';
  const length = video && photo.durationSeconds ? durationText(photo.durationSeconds) : null;
  const sender = photoSenderText(photo.rsvp, photo.uploaderName);
  const download = useDownload();
  return (
    <li
      className={`group relative overflow-hidden rounded-xl border bg-white ${
        selected ? 'border-rose-500 ring-2 ring-rose-200' : 'border-stone-200'
      }`}
    >
      <div className="relative">
        <div className="aspect-square bg-stone-200">
          {photo.processingState === 'READY' ? (
            <button
              type="button"
              className="relative block size-full focus-visible:-outline-offset-4"
              aria-label={
                video
                  ? length
                    ? t('uploadsTab.viewVideoLength', { name, length })
                    : t('uploadsTab.viewVideo', { name })
                  : t('uploadsTab.view', { name })
              }
              onClick={onOpen}
            >
              <img src={photo.thumbnailUrl} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
              {/* Bottom left on phones (the actions are under the photo); from sm up, where the actions come
                  over the photo's bottom edge, under the checkbox. */}
              {video && (
                <VideoBadge
                  durationSeconds={photo.durationSeconds}
                  className="bottom-2 left-2 sm:top-13 sm:bottom-auto"
                />
              )}
            </button>
          ) : (
            // Live updates turn this into the thumbnail once a media worker made it.
            <ProcessingPlaceholder failed={failed} video={video} reason={photo.processingError} />
          )}
        </div>
        <label className="absolute top-2 left-2 inline-flex size-9 cursor-pointer items-center justify-center rounded-full bg-white/90 shadow-sm">
          <input
            type="checkbox"
            className="size-5 accent-rose-600"
            checked={selected}
            onChange={(event) => onSelectedChange(event.target.checked)}
            aria-label={t('uploadsTab.select', { name })}
          />
        </label>
        <StatusBadge status={photo.status} className="absolute top-2 right-2" />
        <div className={actionsClass}>
          {failed && video && (
            // A video whose conversion failed keeps its original: it can be tried again.
            <button
              type="button"
              className={`${actionClass} bg-white text-stone-900 ring-1 ring-stone-200 hover:bg-stone-100 sm:ring-0`}
              disabled={busy}
              aria-label={t('uploadsTab.retryNamed', { name })}
              onClick={onRetry}
            >
              {t('uploadsTab.retry')}
            </button>
          )}
          {failed && (
            <button
              type="button"
              className={`${actionClass} bg-red-600 text-white hover:bg-red-700`}
              disabled={busy}
              aria-label={t('uploadsTab.deleteNamed', { name })}
              onClick={onDelete}
            >
              {t('uploadsTab.delete')}
            </button>
          )}
          {!failed &&
            actionsFor(photo.status).map((action) => (
              <ReviewButton
                key={action}
                action={action}
                busy={busy}
                name={t(REVIEW_ACTIONS[action].named, { name })}
                className={actionClass}
                onAct={onAct}
              />
            ))}
          {!failed && (
            <a
              href={photo.originalUrl}
              download={name}
              className={`${actionClass} basis-full bg-white text-stone-900 ring-1 ring-stone-200 hover:bg-stone-100 sm:basis-auto sm:ring-0`}
              aria-label={t('uploadsTab.downloadNamed', { name })}
              aria-busy={download.state === 'busy'}
              onClick={(event) => {
                event.preventDefault();
                download.start(() => downloadOriginal(photo.originalUrl, name, photo.mediaType));
              }}
            >
              {t('uploadsTab.download')}
            </a>
          )}
        </div>
      </div>
      <div className="px-3 py-2">
        <div className="flex items-center gap-1">
          <p className="min-w-0 flex-1 truncate text-sm font-medium text-stone-900" title={name}>
            {name}
          </p>
          <StarButton
            photoId={photo.id}
            starred={photo.isFavourite}
            name={name}
            className="-my-2 -mr-2 size-11 sm:-my-1 sm:size-9"
          />
        </div>
        {photo.reactionCount > 0 && (
          // Guests' hearts (issue 33): what "Most loved" sorts by.
          <p className="flex items-center gap-1 text-xs font-semibold text-rose-800">
            <HeartIcon className="size-3.5" />
            {t('uploadsTab.hearts', { count: photo.reactionCount })}
          </p>
        )}
        <p className="line-clamp-2 text-xs break-words text-stone-600" title={sender}>
          {photo.rsvp ? t('uploadsTab.from', { sender }) : sender}
        </p>
        {photo.table && (
          // The table whose card the guest scanned (table passes, decision 046).
          <p
            className="mt-1 truncate text-xs font-medium text-rose-800"
            title={t('uploadsTab.sharedAt', { table: photo.table.name })}
          >
            {t('uploadsTab.atTable', { table: photo.table.name })}
          </p>
        )}
        {photo.album && (
          // The album it is filed in (decision 053).
          <p
            className="mt-1 truncate text-xs text-stone-700"
            title={t('uploadsTab.inAlbum', { album: photo.album.name })}
          >
            <span className="sr-only">{t('uploadsTab.albumPrefix')} </span>
            <span aria-hidden="true">▤ </span>
            {photo.album.name}
          </p>
        )}
        {/* Here rather than by the button: the actions hide when the pointer leaves the card. */}
        {download.state === 'failed' && (
          <DownloadFailed message={PHOTO_DOWNLOAD_FAILED} onRetry={download.retry} className="mt-2 text-xs" />
        )}
      </div>
    </li>
  );
}

/** Clear of the checkbox and the status along the card's top edge (44 px). */
const placeholderClass = 'flex size-full flex-col items-center justify-center px-3 pt-11 pb-2 text-center text-xs';

/**
 * In place of a thumbnail not made yet, or of a file that could not be read (with why). A video takes
 * longer (a web copy is made), so it shows a spinner and says so.
 */
function ProcessingPlaceholder({ failed, video, reason }: { failed: boolean; video: boolean; reason?: string | null }) {
  const t = useT();
  if (failed) {
    return (
      <div role="status" className={`${placeholderClass} gap-1 bg-red-50 text-red-800`}>
        <span className="font-semibold">
          {video ? t('uploadsTab.processFailedVideo') : t('uploadsTab.processFailedPhoto')}
        </span>
        {reason && (
          <span className="line-clamp-3 break-words" title={reason}>
            {reason}
          </span>
        )}
      </div>
    );
  }
  if (video) {
    return (
      <div role="status" className={`${placeholderClass} gap-2 text-stone-700`}>
        <span
          aria-hidden="true"
          className="size-6 animate-spin rounded-full border-2 border-rose-100 border-t-rose-600 motion-reduce:animate-none"
        />
        <span className="font-semibold">{t('uploadsTab.processingVideo')}</span>
        <span className="hidden text-stone-600 sm:block">{t('uploadsTab.processingSlow')}</span>
      </div>
    );
  }
  return (
    <div
      role="status"
      className="flex size-full animate-pulse flex-col items-center justify-center gap-1 p-3 text-center text-xs text-stone-600 motion-reduce:animate-none"
    >
      <span className="font-semibold">{t('uploadsTab.processing')}</span>
    </div>
  );
}
