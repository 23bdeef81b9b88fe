import { PhotoDialog, type PhotoNavigation } from '../../components/photo/PhotoDialog';

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

type LightboxProps = PhotoNavigation & {
  photos: readonly LightboxPhoto[];
  /** All the event's photos, loaded or not ('Photo 3 of 45'). */
  total: number;
};

/**
 * The guests' view of the album, one photo at a time (the shared PhotoDialog, stopping at both ends).
 * Loaded on demand (GallerySection): phones opening the page do not download it.
 */
export default function Lightbox({ photos, index, total, ...navigation }: LightboxProps) {
  const photo = photos[index];
  return (
    <PhotoDialog
      {...navigation}
      photos={photos.map(({ id, url, label, width, height }) => ({ id, url, alt: label, width, height }))}
      index={index}
      count={Math.max(total, photos.length)}
      caption={<p className="truncate">{photo?.uploaderName ? `Shared by ${photo.uploaderName}` : '\u00a0'}</p>}
    />
  );
}
