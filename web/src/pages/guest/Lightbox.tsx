import { useEffect, useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { FallbackImage } from './FallbackImage';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from './icons';

export type LightboxPhoto = {
  id: string;
  /** The display copy (~1600 px). */
  url: string;
  thumbnailUrl: string;
  width: number | null;
  height: number | null;
  uploaderName: string | null;
  takenAt: string | null;
  /** 'Photo 3, shared by Ana': the photo's accessible name. */
  label: string;
};

type LightboxProps = {
  photos: readonly LightboxPhoto[];
  index: number;
  /** All the event's photos, loaded or not ('Photo 3 of 45'). */
  total: number;
  /** More photos exist beyond the loaded ones. */
  hasMore: boolean;
  onLoadMore: () => void;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

/** A swipe shorter than this (in CSS pixels) is a tap. */
const SWIPE_DISTANCE = 50;

const navButtonClass =
  'absolute top-1/2 z-10 hidden size-12 -translate-y-1/2 items-center justify-center rounded-full bg-black/55 text-white hover:bg-black/75 disabled:opacity-30 sm:inline-flex';

/**
 * One photo at a time over the page (a modal <dialog>: focus stays inside, Escape closes): arrow
 * keys, buttons and swipes move between photos, loading more as the guest nears the end.
 */
export default function Lightbox({ photos, index, total, hasMore, onLoadMore, onIndexChange, onClose }: LightboxProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const titleId = useId();
  const photo = photos[index];
  const hasPrevious = index > 0;
  const hasNextLoaded = index < photos.length - 1;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  // Near the end of what is loaded, fetch the next photos so 'next' keeps working.
  useEffect(() => {
    if (hasMore && index >= photos.length - 3) onLoadMore();
  }, [hasMore, index, photos.length, onLoadMore]);

  // Warm the next photo, so moving on feels instant.
  const nextUrl = photos[index + 1]?.url;
  useEffect(() => {
    if (nextUrl) new Image().src = nextUrl;
  }, [nextUrl]);

  const go = (step: -1 | 1) => {
    const next = index + step;
    if (next >= 0 && next < photos.length) onIndexChange(next);
  };

  // Closing through the dialog lets the browser return focus to the thumbnail that opened it.
  const close = () => dialogRef.current?.close();

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse') swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_DISTANCE && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1);
  };

  if (!photo) return null;
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-black p-0 text-white backdrop:bg-black/80"
      onClose={onClose}
      onKeyDown={onKeyDown}
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-3 px-3 py-2 sm:px-5">
          <h2 id={titleId} className="text-sm font-medium text-stone-100" aria-live="polite">
            Photo {index + 1} of {Math.max(total, photos.length)}
          </h2>
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-white/15"
            aria-label="Close"
            onClick={close}
          >
            <CloseIcon className="size-6" />
          </button>
        </div>

        <div
          className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 select-none sm:px-20"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (swipeStart.current = null)}
        >
          <button
            type="button"
            className={`${navButtonClass} left-3`}
            aria-label="Previous photo"
            disabled={!hasPrevious}
            onClick={() => go(-1)}
          >
            <ChevronLeftIcon className="size-6" />
          </button>
          <FallbackImage
            key={photo.id}
            src={photo.url}
            alt={photo.label}
            width={photo.width ?? undefined}
            height={photo.height ?? undefined}
            draggable={false}
            className="max-h-full max-w-full object-contain"
            placeholderClassName="aspect-[4/3] w-full max-w-lg rounded-lg bg-stone-800 text-stone-400"
          />
          <button
            type="button"
            className={`${navButtonClass} right-3`}
            aria-label="Next photo"
            disabled={!hasNextLoaded}
            onClick={() => go(1)}
          >
            <ChevronRightIcon className="size-6" />
          </button>
        </div>

        <div className="flex items-center justify-between gap-3 px-3 py-3 sm:px-5">
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-white/15 disabled:opacity-30 sm:hidden"
            aria-label="Previous photo"
            disabled={!hasPrevious}
            onClick={() => go(-1)}
          >
            <ChevronLeftIcon className="size-6" />
          </button>
          <p className="min-w-0 flex-1 truncate text-center text-sm text-stone-200">
            {photo.uploaderName ? `Shared by ${photo.uploaderName}` : '\u00a0'}
          </p>
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-white/15 disabled:opacity-30 sm:hidden"
            aria-label="Next photo"
            disabled={!hasNextLoaded}
            onClick={() => go(1)}
          >
            <ChevronRightIcon className="size-6" />
          </button>
        </div>
      </div>
    </dialog>
  );
}
