import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PhotoViewer_photos$key } from '../../../../__generated__/PhotoViewer_photos.graphql';
import { StatusBadge } from './StatusBadge';
import { wrapIndex } from './viewerIndex';

const fragment = graphql`
  fragment PhotoViewer_photos on Photo @relay(plural: true) {
    id
    url
    originalUrl
    originalFilename
    uploaderName
    status
    width
    height
  }
`;

type PhotoViewerProps = {
  photos: PhotoViewer_photos$key;
  index: number;
  /** Photos in the whole (filtered) list, loaded or not: 'Photo 3 of 45'. */
  total: number;
  /** More photos exist beyond the loaded ones. */
  hasMore: boolean;
  onLoadMore: () => void;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

const navClass =
  'inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-white/10 text-2xl text-white hover:bg-white/25';

/**
 * One photo at a time, fullscreen (a modal <dialog>: focus stays inside, Escape closes, and focus goes
 * back to the thumbnail that opened it). Previous/next and the arrow keys wrap around at both ends.
 */
export function PhotoViewer({
  photos: photosKey,
  index,
  total,
  hasMore,
  onLoadMore,
  onIndexChange,
  onClose,
}: PhotoViewerProps) {
  const photos = useFragment(fragment, photosKey);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const photo = photos[index];
  const count = hasMore ? Math.max(total, photos.length) : photos.length;

  // Read while rendering, before the dialog takes the focus.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => opener?.focus();
  }, [opener]);

  // Near the end of what is loaded, fetch more so 'next' keeps going through the whole list.
  useEffect(() => {
    if (hasMore && index >= photos.length - 3) onLoadMore();
  }, [hasMore, index, photos.length, onLoadMore]);

  const go = (step: -1 | 1) => {
    const next = wrapIndex(index, step, photos.length, hasMore);
    if (next !== null) onIndexChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    }
  };

  if (!photo) return null;
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-stone-950 p-0 text-white backdrop:bg-black/80"
      onClose={onClose}
      onKeyDown={onKeyDown}
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-3 px-3 py-2 sm:px-5">
          <h2 id={titleId} className="text-sm font-medium text-stone-100" aria-live="polite">
            Photo {index + 1} of {count}
          </h2>
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full text-2xl hover:bg-white/15"
            aria-label="Close"
            onClick={() => dialogRef.current?.close()}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="flex min-h-0 flex-1 items-center justify-center gap-2 px-2 sm:gap-4 sm:px-4">
          <button type="button" className={navClass} aria-label="Previous photo" onClick={() => go(-1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <img
            key={photo.id}
            src={photo.url}
            alt={photo.originalFilename}
            width={photo.width ?? undefined}
            height={photo.height ?? undefined}
            className="h-auto max-h-full min-w-0 max-w-full flex-1 object-contain"
          />
          <button type="button" className={navClass} aria-label="Next photo" onClick={() => go(1)}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
        <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 px-3 py-3 text-sm text-stone-200">
          <StatusBadge status={photo.status} />
          <span className="max-w-full truncate">{photo.originalFilename}</span>
          <span>{photo.uploaderName ? `Shared by ${photo.uploaderName}` : 'Anonymous guest'}</span>
          <a href={photo.originalUrl} download className="font-semibold text-white underline-offset-4 hover:underline">
            Download original
          </a>
        </div>
      </div>
    </dialog>
  );
}
