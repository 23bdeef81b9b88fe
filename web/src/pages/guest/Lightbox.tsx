import { HeartButton } from '../../components/photo/HeartButton';
import { PhotoDialog, type PhotoNavigation } from '../../components/photo/PhotoDialog';
import type { Heart } from './hearts/heartState';
import { useT } from '../../i18n/useT';

export type LightboxPhoto = {
  id: string;
  /** The display copy (~1600 px). */
  url: string;
  thumbnailUrl: string;
  width: number | null;
  height: number | null;
  uploaderName: string | null;
  takenAt: string | null;
  /** 'Photo 3, shared by Ana' or 'Video 3, 42 seconds, shared by Ana': the item's accessible name. */
  label: string;
  /** A video clip's web copy (issue 30; `url` is then its poster frame); null for a photo. */
  videoUrl: string | null;
  isVideo: boolean;
  durationSeconds: number | null;
  /** Guests' hearts on it and whether this browser's is one (issue 33); null: the server gives no count. */
  heart: Heart | null;
};

type LightboxProps = PhotoNavigation & {
  photos: readonly LightboxPhoto[];
  /** All the event's photos, loaded or not ('Photo 3 of 45'). */
  total: number;
  /** A tap on the photo's heart (by LightboxPhoto.id). */
  onToggleHeart: (id: string) => void;
};

/**
 * The guests' view of the album, one photo or video at a time (the shared PhotoDialog, stopping at both ends).
 * Loaded on demand (GallerySection): phones opening the page do not download it.
 */
export default function Lightbox({ photos, index, total, onToggleHeart, ...navigation }: LightboxProps) {
  const t = useT();
  const photo = photos[index];
  return (
    <PhotoDialog
      {...navigation}
      photos={photos.map(({ id, url, label, width, height, isVideo, videoUrl }) => ({
        id,
        url,
        alt: label,
        width,
        height,
        video: isVideo ? { url: videoUrl } : null,
      }))}
      index={index}
      count={Math.max(total, photos.length)}
      caption={
        <div className="flex items-center justify-center gap-2">
          <p className="min-w-0 truncate">
            {photo?.uploaderName ? t('gallery.sharedBy', { name: photo.uploaderName }) : '\u00a0'}
          </p>
          {photo?.heart && (
            <HeartButton
              look="viewer"
              count={photo.heart.count}
              reacted={photo.heart.reacted}
              onToggle={() => onToggleHeart(photo.id)}
            />
          )}
        </div>
      }
    />
  );
}
