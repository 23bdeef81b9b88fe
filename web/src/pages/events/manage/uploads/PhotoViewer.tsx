import { graphql, useFragment } from 'react-relay/hooks';
import type { PhotoViewer_photos$key } from '../../../../__generated__/PhotoViewer_photos.graphql';
import { PhotoDialog, type PhotoNavigation } from '../../../../components/photo/PhotoDialog';
import { downloadPhoto } from '../../../../api/downloads';
import { StatusBadge } from './StatusBadge';
import { DownloadFailed, PHOTO_DOWNLOAD_FAILED, useDownload } from './useDownload';

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

type PhotoViewerProps = PhotoNavigation & {
  photos: PhotoViewer_photos$key;
  /** Photos in the whole (filtered) list, loaded or not: 'Photo 3 of 45'. */
  total: number;
};

/**
 * The hosts' review, one photo at a time (the shared PhotoDialog): previous/next and the arrow keys
 * wrap around at both ends; under the photo, its status, file name, who shared it and its original.
 */
export function PhotoViewer({ photos: photosKey, index, total, hasMore, ...navigation }: PhotoViewerProps) {
  const photos = useFragment(fragment, photosKey);
  const photo = photos[index];
  return (
    <PhotoDialog
      {...navigation}
      photos={photos.map(({ id, url, originalFilename, width, height }) => ({
        id,
        url,
        alt: originalFilename,
        width: width ?? null,
        height: height ?? null,
      }))}
      index={index}
      count={hasMore ? Math.max(total, photos.length) : photos.length}
      hasMore={hasMore}
      wrap
      caption={
        photo && (
          <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2">
            <StatusBadge status={photo.status} />
            <span className="max-w-full truncate">{photo.originalFilename}</span>
            <span>{photo.uploaderName ? `Shared by ${photo.uploaderName}` : 'Anonymous guest'}</span>
            {/* Keyed by photo: a failure said for one photo is not carried to the next. */}
            <DownloadOriginal key={photo.id} url={photo.originalUrl} filename={photo.originalFilename} />
          </div>
        )
      }
    />
  );
}

/** The original's download, and its failure said under it with 'Try again'. */
function DownloadOriginal({ url, filename }: { url: string; filename: string }) {
  const { state, start, retry } = useDownload();
  return (
    <>
      <a
        href={url}
        download={filename}
        className="font-semibold text-white underline-offset-4 hover:underline"
        aria-busy={state === 'busy'}
        onClick={(event) => {
          event.preventDefault();
          start(() => downloadPhoto(url, filename));
        }}
      >
        Download original
      </a>
      {state === 'failed' && (
        // A row of its own under the caption, as wide as its words.
        <div className="flex basis-full justify-center">
          <DownloadFailed message={PHOTO_DOWNLOAD_FAILED} onRetry={retry} />
        </div>
      )}
    </>
  );
}
