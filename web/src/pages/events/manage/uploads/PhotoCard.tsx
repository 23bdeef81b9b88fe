import { graphql, useFragment } from 'react-relay/hooks';
import type { PhotoCard_photo$key } from '../../../../__generated__/PhotoCard_photo.graphql';
import { photoSenderText } from '../../../../rsvpStatus';
import { downloadPhoto } from '../../../../api/downloads';
import { ReviewButton } from './ReviewButton';
import { actionsFor, REVIEW_ACTIONS, type ReviewAction } from './reviewActions';
import { StatusBadge } from './StatusBadge';
import { DownloadFailed, PHOTO_DOWNLOAD_FAILED, useDownload } from './useDownload';

const fragment = graphql`
  fragment PhotoCard_photo on Photo {
    id
    originalFilename
    status
    processingState
    processingError
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
};

// On phones a row of its own under the photo, never over it, with buttons a thumb can hit (44 px). From
// `sm` up, over the photo's bottom edge, hidden until the card is hovered or holds the focus; always shown
// where there is no hover (touch tablets).
const actionsClass =
  'flex flex-wrap gap-1.5 p-2 sm:absolute sm:inset-x-0 sm:bottom-0 sm:justify-end sm:bg-gradient-to-t sm:from-black/70 sm:to-transparent sm:pt-8 sm:opacity-0 sm:transition-opacity sm:group-focus-within:opacity-100 sm:group-hover:opacity-100 sm:pointer-coarse:opacity-100 motion-reduce:transition-none';
const actionClass =
  'inline-flex min-h-11 flex-1 items-center justify-center rounded-full px-2 text-xs font-semibold shadow-sm sm:min-h-9 sm:flex-none sm:px-3';

/** One photo of the grid: thumbnail (opens the viewer), checkbox, status, uploader and its actions. */
export function PhotoCard({
  photo: photoKey,
  selected,
  busy,
  onSelectedChange,
  onOpen,
  onAct,
  onDelete,
}: PhotoCardProps) {
  const photo = useFragment(fragment, photoKey);
  const name = photo.originalFilename;
  const failed = photo.processingState === 'FAILED';
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
              className="block size-full focus-visible:-outline-offset-4"
              aria-label={`View ${name}`}
              onClick={onOpen}
            >
              <img src={photo.thumbnailUrl} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
            </button>
          ) : (
            // Live updates turn this into the thumbnail once a media worker made it.
            <ProcessingPlaceholder failed={failed} reason={photo.processingError} />
          )}
        </div>
        <label className="absolute top-2 left-2 inline-flex size-9 cursor-pointer items-center justify-center rounded-full bg-white/90 shadow-sm">
          <input
            type="checkbox"
            className="size-5 accent-rose-600"
            checked={selected}
            onChange={(event) => onSelectedChange(event.target.checked)}
            aria-label={`Select ${name}`}
          />
        </label>
        <StatusBadge status={photo.status} className="absolute top-2 right-2" />
        <div className={actionsClass}>
          {failed && (
            <button
              type="button"
              className={`${actionClass} bg-red-600 text-white hover:bg-red-700`}
              disabled={busy}
              aria-label={`Delete ${name}`}
              onClick={onDelete}
            >
              Delete
            </button>
          )}
          {!failed &&
            actionsFor(photo.status).map((action) => (
              <ReviewButton
                key={action}
                action={action}
                busy={busy}
                name={`${REVIEW_ACTIONS[action].label} ${name}`}
                className={actionClass}
                onAct={onAct}
              />
            ))}
          {!failed && (
            <a
              href={photo.originalUrl}
              download={name}
              className={`${actionClass} basis-full bg-white text-stone-900 ring-1 ring-stone-200 hover:bg-stone-100 sm:basis-auto sm:ring-0`}
              aria-label={`Download ${name}`}
              aria-busy={download.state === 'busy'}
              onClick={(event) => {
                event.preventDefault();
                download.start(() => downloadPhoto(photo.originalUrl, name));
              }}
            >
              Download
            </a>
          )}
        </div>
      </div>
      <div className="px-3 py-2">
        <p className="truncate text-sm font-medium text-stone-900" title={name}>
          {name}
        </p>
        <p className="line-clamp-2 text-xs break-words text-stone-600" title={sender}>
          {photo.rsvp ? `from ${sender}` : sender}
        </p>
        {photo.table && (
          // The table whose card the guest scanned (table passes, decision 046).
          <p className="mt-1 truncate text-xs font-medium text-rose-800" title={`Shared at ${photo.table.name}`}>
            at {photo.table.name}
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

/** In place of a thumbnail not made yet, or of a file that could not be read (with why). */
function ProcessingPlaceholder({ failed, reason }: { failed: boolean; reason?: string | null }) {
  return (
    <div
      role="status"
      className={`flex size-full flex-col items-center justify-center gap-1 p-3 text-center text-xs ${
        failed ? 'bg-red-50 text-red-800' : 'animate-pulse text-stone-600 motion-reduce:animate-none'
      }`}
    >
      <span className="font-semibold">{failed ? 'Could not process this photo' : 'Processing…'}</span>
      {failed && reason && <span>{reason}</span>}
    </div>
  );
}
