import { useId } from 'react';
import type { MyUpload } from '../../../api/myUploads';
import { FallbackImage } from '../../../components/FallbackImage';
import { useT } from '../../../i18n/useT';

/** The id signGuestbook takes for one of the guest's photos (GuestOwnPhoto.id: the GalleryPhoto id). */
export function attachablePhotoId(upload: Pick<MyUpload, 'id'>): string {
  return btoa(`GalleryPhoto:${upload.id}`);
}

/** The guest's photos fit to go with a message: ready, and not turned down by the hosts. */
export function attachablePhotos(uploads: readonly MyUpload[]): MyUpload[] {
  return uploads.filter(
    (upload) => upload.processingState === 'READY' && upload.status !== 'REJECTED' && upload.thumbnailUrl,
  );
}

const optionClass =
  'flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-xl border-2 bg-white text-xs font-medium text-stone-700 aria-checked:border-rose-700 aria-checked:ring-2 aria-checked:ring-rose-200 border-stone-200';

/**
 * "Attach one of your photos": a row of the guest's own thumbnails (scrolling sideways on a phone), with
 * "No photo" first and chosen until they tap one. A radio group, so a keyboard picks with the arrows too.
 */
export function AttachPhotoPicker({
  photos,
  selected,
  disabled,
  onSelect,
}: {
  photos: readonly MyUpload[];
  selected: string | null;
  disabled: boolean;
  onSelect: (photoId: string | null) => void;
}) {
  const t = useT();
  const labelId = useId();
  return (
    <div>
      <p id={labelId} className="text-sm font-medium text-stone-800">
        {t('guestbook.attach')}
      </p>
      <div role="radiogroup" aria-labelledby={labelId} className="mt-2 flex gap-2 overflow-x-auto pb-1">
        <button
          type="button"
          role="radio"
          aria-checked={selected === null}
          disabled={disabled}
          className={optionClass}
          onClick={() => onSelect(null)}
        >
          {t('guestbook.noPhoto')}
        </button>
        {photos.map((photo, index) => {
          const id = attachablePhotoId(photo);
          return (
            <button
              key={id}
              type="button"
              role="radio"
              aria-checked={selected === id}
              aria-label={t('guestbook.yourPhoto', { position: index + 1 })}
              disabled={disabled}
              className={optionClass}
              onClick={() => onSelect(id)}
            >
              <FallbackImage src={photo.thumbnailUrl ?? undefined} alt="" className="size-full object-cover" />
            </button>
          );
        })}
      </div>
    </div>
  );
}
