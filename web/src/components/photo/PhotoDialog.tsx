import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { FallbackImage } from '../FallbackImage';
import { AlertIcon, ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { Modal, ModalCloseButton, ModalTitle } from '../Modal';
import { stepIndex, wrapIndex } from './photoIndex';
import { useT } from '../../i18n/useT';

type DialogPhoto = {
  id: string;
  /** The display copy (~1600 px); a video's poster frame. */
  url: string;
  /** The photo's accessible name ('Photo 3, shared by Ana', 'Video 2, 42 seconds', or its file name). */
  alt: string;
  width: number | null;
  height: number | null;
  /** A video clip (issue 30): its web copy, played in place of the photo; null while it is not ready. */
  video?: { url: string | null } | null;
};

/** How a photo dialog moves through its list: shared by the guest lightbox and the host viewer. */
export type PhotoNavigation = {
  index: number;
  /** More photos exist beyond the loaded ones. */
  hasMore: boolean;
  onLoadMore: () => void;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

type PhotoDialogProps = PhotoNavigation & {
  photos: readonly DialogPhoto[];
  /** The photos of the whole list, loaded or not: 'Photo 3 of 45'. */
  count: number;
  /** Previous and next wrap around at both ends (a host going through a review) instead of stopping there. */
  wrap?: boolean;
  /** Said under the photo: who shared it, and for hosts its status and download. */
  caption: ReactNode;
  /** Buttons right under the photo, never over it (a host's Approve, Reject...). */
  actions?: ReactNode;
  /** Keys other than the arrows (a host's shortcuts); the arrows always move. */
  onOtherKey?: (event: KeyboardEvent<HTMLDialogElement>) => void;
};

/** A swipe shorter than this (in CSS pixels) is a tap. */
const SWIPE_DISTANCE = 50;

/**
 * A video's own controls (seek bar, volume) sit along its bottom edge: a drag that starts there is
 * seeking, not a swipe to the next item.
 */
const VIDEO_CONTROLS_HEIGHT = 72;

/** Whether a press starts on a video's controls. */
function onVideoControls(event: PointerEvent<HTMLElement>): boolean {
  const target = event.target;
  if (!(target instanceof HTMLVideoElement)) return false;
  return event.clientY >= target.getBoundingClientRect().bottom - VIDEO_CONTROLS_HEIGHT;
}

const placeholderClass = 'aspect-[4/3] w-full max-w-lg rounded-lg bg-stone-800 text-stone-400';

const sideButtonClass =
  'absolute top-1/2 z-10 hidden size-12 -translate-y-1/2 items-center justify-center rounded-full bg-black/55 text-white hover:bg-black/75 aria-disabled:opacity-30 sm:inline-flex';
const phoneButtonClass =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-white/15 aria-disabled:opacity-30 sm:hidden';

/**
 * Previous or next: beside the photo from tablets up, under it on phones (within thumb reach). With no
 * photo that way (yet), it says so with aria-disabled and ignores the press, rather than `disabled`:
 * a disabled button drops the focus to <body>, and the dialog's arrow keys stop working.
 */
function StepButton({
  direction,
  disabled,
  className,
  onClick,
}: {
  direction: 'previous' | 'next';
  disabled: boolean;
  className: string;
  onClick: () => void;
}) {
  const t = useT();
  const Chevron = direction === 'previous' ? ChevronLeftIcon : ChevronRightIcon;
  return (
    <button
      type="button"
      className={className}
      aria-label={direction === 'previous' ? t('ui.previousPhoto') : t('ui.nextPhoto')}
      aria-disabled={disabled || undefined}
      onClick={disabled ? undefined : onClick}
    >
      <Chevron className="size-6" />
    </button>
  );
}

/**
 * One photo at a time over the page, for guests (the album) and hosts (the uploads review). A <Modal>:
 * focus stays inside, Escape closes, and focus goes back to what opened it. Arrow keys,
 * buttons and swipes move between photos, loading more as the viewer nears the end of what is loaded.
 */
export function PhotoDialog({
  photos,
  index,
  count,
  hasMore,
  onLoadMore,
  onIndexChange,
  onClose,
  wrap = false,
  caption,
  actions,
  onOtherKey,
}: PhotoDialogProps) {
  const t = useT();
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const photo = photos[index];

  // Near the end of what is loaded, fetch the next photos so 'next' keeps working.
  useEffect(() => {
    if (hasMore && index >= photos.length - 3) onLoadMore();
  }, [hasMore, index, photos.length, onLoadMore]);

  // Warm the next photo, so moving on feels instant.
  const nextUrl = photos[index + 1]?.url;
  useEffect(() => {
    if (nextUrl) new Image().src = nextUrl;
  }, [nextUrl]);

  const target = (step: -1 | 1) =>
    wrap ? wrapIndex(index, step, photos.length, hasMore) : stepIndex(index, step, photos.length);
  const previous = target(-1);
  const next = target(1);
  const go = (step: -1 | 1) => {
    const to = step < 0 ? previous : next;
    if (to !== null) onIndexChange(to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // A focused video takes its arrows itself (seeking back and forward), as players do.
    if (event.target instanceof HTMLVideoElement && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else {
      onOtherKey?.(event);
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse' && !onVideoControls(event)) {
      swipeStart.current = { x: event.clientX, y: event.clientY };
    }
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
    <Modal look="fullscreen" onClose={onClose} onKeyDown={onKeyDown}>
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-3 px-3 py-2 sm:px-5">
          <ModalTitle className="text-sm font-medium text-stone-100" aria-live="polite">
            {photo.video
              ? t('ui.videoOf', { position: index + 1, count })
              : t('ui.photoOf', { position: index + 1, count })}
          </ModalTitle>
          <ModalCloseButton className="inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-white/15" />
        </div>

        <div
          className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 select-none sm:px-20"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (swipeStart.current = null)}
        >
          <StepButton
            direction="previous"
            className={`${sideButtonClass} left-3`}
            disabled={previous === null}
            onClick={() => go(-1)}
          />
          {photo.video ? (
            // Keyed by item: moving on removes the element, which stops it (and the cleanup pauses it).
            <DialogVideo key={photo.id} src={photo.video.url} poster={photo.url} label={photo.alt} />
          ) : (
            <FallbackImage
              key={photo.id}
              src={photo.url}
              alt={photo.alt}
              width={photo.width ?? undefined}
              height={photo.height ?? undefined}
              draggable={false}
              className="max-h-full max-w-full object-contain"
              placeholderClassName={placeholderClass}
            />
          )}
          <StepButton
            direction="next"
            className={`${sideButtonClass} right-3`}
            disabled={next === null}
            onClick={() => go(1)}
          />
        </div>

        {actions && <div className="flex flex-wrap justify-center gap-2 px-3 pt-3 sm:px-5">{actions}</div>}

        {/* With actions, room at the bottom for the toast they show (Undo), so it never covers them. */}
        <div className={`flex items-center justify-between gap-3 px-3 pt-3 sm:px-5 ${actions ? 'pb-24' : 'pb-3'}`}>
          <StepButton
            direction="previous"
            className={phoneButtonClass}
            disabled={previous === null}
            onClick={() => go(-1)}
          />
          <div className="min-w-0 flex-1 text-center text-sm text-stone-200">{caption}</div>
          <StepButton direction="next" className={phoneButtonClass} disabled={next === null} onClick={() => go(1)} />
        </div>
      </div>
    </Modal>
  );
}

/**
 * A video in the viewer: the browser's own controls (keyboard and screen reader ready), inline on phones
 * rather than the system player (playsInline), only its length and first frame loaded until played
 * (preload="metadata") with the poster frame shown meanwhile. It stops when the viewer moves on or closes.
 * One that cannot be played says so over its poster, instead of a black box.
 */
function DialogVideo({ src, poster, label }: { src: string | null; poster: string; label: string }) {
  const t = useT();
  const ref = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const video = ref.current;
    return () => video?.pause();
  }, []);
  if (!src || failed) {
    return (
      <div className="relative flex max-h-full max-w-full flex-col items-center justify-center">
        <FallbackImage
          src={poster}
          alt={label}
          draggable={false}
          className="max-h-full max-w-full object-contain opacity-60"
          placeholderClassName={placeholderClass}
        />
        <p className="absolute inset-x-4 top-1/2 flex -translate-y-1/2 items-center justify-center gap-2 rounded-lg bg-black/70 px-4 py-3 text-center text-sm text-white">
          <AlertIcon className="size-5 shrink-0" />
          {src ? t('ui.videoCannotPlay') : t('ui.videoPreparing')}
        </p>
      </div>
    );
  }
  return (
    <video
      ref={ref}
      src={src}
      poster={poster}
      aria-label={label}
      controls
      playsInline
      preload="metadata"
      className="max-h-full max-w-full bg-black object-contain"
      onError={() => setFailed(true)}
    />
  );
}
