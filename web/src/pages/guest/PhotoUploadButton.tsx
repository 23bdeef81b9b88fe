import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { uploadInvitation } from '../../../../common/gallery-modes';
import { createPortal } from 'react-dom';
import { CameraIcon } from '../../components/icons';
import { useT } from '../../i18n/useT';
import { failureText, mediaKind } from './upload/failureText';
import type { VideoLimits } from '../../../../common/upload-limits';
import type { UploadAlbum } from './upload/albumChoice';
import {
  discardWaitingPhotos,
  readKeptPhotos,
  removeKeptPhoto,
  type KeptPhotos,
  type RefusedPhoto,
} from './upload/waitingPhotos';
import { say } from '../../i18n/words';

const loadUploadModal = () => import('./UploadModal');
// The upload dialog (with tus-js-client and the queue) is code of its own, fetched when the guest
// reaches for it or when photos from an earlier visit are waiting.
const UploadModal = lazy(loadUploadModal);

type PhotoUploadButtonProps = {
  slug: string;
  pin: string | null;
  /** Offered as the uploader's name when the guest has not given one before (their RSVP's name). */
  suggestedName: string;
  /** The event takes videos too (PublicEvent.allowVideos, issue 30). */
  allowVideos: boolean;
  /** What the server holds videos to (PublicEvent.videoLimits, or the defaults). */
  videoLimits: VideoLimits;
  /** The event's albums (PublicEvent.albums): the dialog asks which one the photos go in. */
  albums?: readonly UploadAlbum[];
  /** The hosts require an album (PublicEvent.requireAlbum). */
  requireAlbum?: boolean;
  onPhotoSent: () => void;
  onPhotosPublished: () => void;
  /** The line under the card's question (it follows the gallery mode: common/gallery-modes.ts uploadInvitation). */
  invitation?: string;
  /**
   * On the day: where a 'Share photos' button stays within reach while this card is scrolled away
   * (a sticky bar at the end of the page, so it sits in its own place at the bottom, covering nothing).
   */
  floatingSlot?: HTMLElement | null;
};

const NO_ALBUMS: readonly UploadAlbum[] = [];

/** SPEC §2: 'Share Your Photos' opens the upload dialog; photos left unsent last time can be resumed. */
export function PhotoUploadButton({
  slug,
  pin,
  suggestedName,
  allowVideos,
  videoLimits,
  albums = NO_ALBUMS,
  requireAlbum = false,
  onPhotoSent,
  onPhotosPublished,
  invitation = say(uploadInvitation('SHARED')),
  floatingSlot = null,
}: PhotoUploadButtonProps) {
  const t = useT();
  const [open, setOpen] = useState<{ resume: boolean } | null>(null);
  const [cardButton, setCardButton] = useState<HTMLButtonElement | null>(null);
  const cardButtonInView = useInView(floatingSlot ? cardButton : null);
  const [kept, setKept] = useState<KeptPhotos>({ waiting: 0, videos: 0, refused: [] });
  const { waiting, videos, refused } = kept;

  const recount = useCallback(() => {
    let current = true;
    void readKeptPhotos(slug).then((next) => {
      if (!current) return;
      setKept(next);
      if (next.waiting > 0) void loadUploadModal();
    });
    return () => {
      current = false;
    };
  }, [slug]);
  useEffect(recount, [recount]);

  const discard = () => {
    setKept((current) => ({ ...current, waiting: 0, videos: 0 }));
    void discardWaitingPhotos(slug).catch(() => undefined);
  };

  const removeRefused = (id: string) => {
    setKept((current) => ({ ...current, refused: current.refused.filter((photo) => photo.id !== id) }));
    void removeKeptPhoto(id).catch(() => undefined);
  };

  return (
    <div className="space-y-3">
      {waiting > 0 && !open && (
        <div
          role="region"
          aria-label={t('upload.waitingRegion')}
          className="flex flex-col gap-3 rounded-3xl border border-amber-200 bg-amber-50 px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-8"
        >
          <p className="font-medium text-amber-950">
            {t('upload.waiting', { kind: mediaKind(waiting - videos, videos), photos: waiting - videos, videos })}
          </p>
          <div className="flex gap-3">
            <button type="button" className="btn-primary flex-1 sm:flex-none" onClick={() => setOpen({ resume: true })}>
              {t('upload.resume')}
            </button>
            <button type="button" className="btn-secondary flex-1 sm:flex-none" onClick={discard}>
              {t('upload.discard')}
            </button>
          </div>
        </div>
      )}
      {refused.length > 0 && !open && <RefusedPhotos photos={refused} onRemove={removeRefused} />}
      <div className="flex flex-col items-center gap-3 rounded-3xl bg-rose-50 px-5 py-5 text-center sm:flex-row sm:justify-between sm:px-8 sm:text-left">
        <div>
          <p className="font-display text-lg font-semibold text-stone-900">
            {allowVideos ? t('upload.questionMedia') : t('upload.questionPhotos')}
          </p>
          <p className="text-sm text-stone-700">{invitation}</p>
        </div>
        <button
          ref={setCardButton}
          type="button"
          className="btn-primary w-full shrink-0 sm:w-auto"
          // Start fetching the dialog's code as soon as the guest is about to tap.
          onPointerEnter={() => void loadUploadModal()}
          onFocus={() => void loadUploadModal()}
          onTouchStart={() => void loadUploadModal()}
          onClick={() => setOpen({ resume: false })}
        >
          <CameraIcon />
          {t('upload.title')}
        </button>
      </div>
      {floatingSlot &&
        !cardButtonInView &&
        createPortal(
          <button
            type="button"
            className="btn-primary pointer-events-auto min-h-11 w-full max-w-sm rounded-full shadow-lg"
            onPointerEnter={() => void loadUploadModal()}
            onTouchStart={() => void loadUploadModal()}
            onClick={() => setOpen({ resume: false })}
          >
            <CameraIcon />
            {t('upload.floating')}
          </button>,
          floatingSlot,
        )}
      {open && (
        <Suspense fallback={null}>
          <UploadModal
            slug={slug}
            pin={pin}
            suggestedName={suggestedName}
            resume={open.resume}
            allowVideos={allowVideos}
            videoLimits={videoLimits}
            albums={albums}
            requireAlbum={requireAlbum}
            onPhotoSent={onPhotoSent}
            onPublished={onPhotosPublished}
            onClose={() => {
              setOpen(null);
              recount();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

/** Whether the element is on screen (true until known, when not watched, and wherever nothing can tell). */
function useInView(element: Element | null): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? true));
    observer.observe(element);
    return () => {
      observer.disconnect();
      setInView(true);
    };
  }, [element]);
  return inView;
}

/**
 * Photos the server refused before a reload (a text file named .png): said with the server's reason, not
 * counted as waiting, each with Remove. Opening the dialog shows them too, with Retry.
 */
function RefusedPhotos({ photos, onRemove }: { photos: readonly RefusedPhoto[]; onRemove: (id: string) => void }) {
  const t = useT();
  return (
    <div
      role="region"
      aria-label={t('upload.refusedRegion')}
      className="rounded-3xl border border-red-200 bg-red-50 px-5 py-4 sm:px-8"
    >
      <p className="font-medium text-red-950">{t('upload.refused', { count: photos.length })}</p>
      <ul className="mt-3 space-y-2">
        {photos.map((photo) => (
          <li key={photo.id} className="flex items-center justify-between gap-3">
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-stone-900">{photo.name}</p>
              <p className="text-xs text-red-800">{failureText(photo.error, t)}</p>
            </div>
            <button
              type="button"
              className="btn-secondary shrink-0 px-3 py-1.5 text-sm"
              aria-label={t('upload.removeName', { name: photo.name })}
              onClick={() => onRemove(photo.id)}
            >
              {t('upload.remove')}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
