import { graphql, useFragment } from 'react-relay/hooks';
import type { PhotoViewer_photos$key } from '../../../../__generated__/PhotoViewer_photos.graphql';
import { PhotoDialog, type PhotoNavigation } from '../../../../components/photo/PhotoDialog';
import { downloadOriginal } from '../../../../api/downloads';
import { ReviewButton } from './ReviewButton';
import { actionsFor, isTyping, shortcutAction, type ReviewAction } from './reviewActions';
import { StarButton } from './StarButton';
import { StatusBadge } from './StatusBadge';
import { DownloadFailed, PHOTO_DOWNLOAD_FAILED, useDownload } from './useDownload';
import { useT } from '../../../../i18n/useT';

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
    mediaType
    videoUrl
    table {
      name
    }
    isFavourite
    album {
      name
    }
  }
`;

type PhotoViewerProps = PhotoNavigation & {
  photos: PhotoViewer_photos$key;
  /** Photos in the whole (filtered) list, loaded or not: 'Photo 3 of 45'. */
  total: number;
  /** A moderation is on its way: the actions wait. */
  busy: boolean;
  /** Approve, reject or hide this photo (the panel moves the review on to the next one). */
  onAct: (photoId: string, action: ReviewAction) => void;
};

/**
 * The hosts' review, one photo or video at a time (the shared PhotoDialog, which plays videos): previous/next, the arrow keys and
 * swipes wrap around at both ends; right under the photo the actions that fit its status (keys A, R, H),
 * then its status, file name, who shared it and its original.
 */
export function PhotoViewer({
  photos: photosKey,
  index,
  total,
  hasMore,
  busy,
  onAct,
  ...navigation
}: PhotoViewerProps) {
  const t = useT();
  const photos = useFragment(fragment, photosKey);
  const photo = photos[index];
  const actions = photo ? actionsFor(photo.status) : [];
  return (
    <PhotoDialog
      {...navigation}
      onOtherKey={(event) => {
        if (!photo || busy || isTyping(event.target as HTMLElement)) return;
        const action = shortcutAction(event, photo.status);
        if (!action) return;
        event.preventDefault();
        onAct(photo.id, action);
      }}
      actions={
        photo &&
        actions.length > 0 &&
        actions.map((action) => (
          <ReviewButton
            key={action}
            action={action}
            busy={busy}
            withKey
            className="inline-flex min-h-11 min-w-32 flex-1 items-center justify-center rounded-full px-5 text-sm font-semibold shadow-sm sm:flex-none"
            onAct={(chosen) => onAct(photo.id, chosen)}
          />
        ))
      }
      photos={photos.map(({ id, url, originalFilename, width, height, mediaType, videoUrl }) => ({
        id,
        url,
        alt: originalFilename,
        width: width ?? null,
        height: height ?? null,
        video: mediaType === 'VIDEO' ? { url: videoUrl ?? null } : null,
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
            <span>
              {photo.uploaderName ? t('uploadsTab.sharedBy', { name: photo.uploaderName }) : t('uploadsTab.anonymous')}
            </span>
            {photo.table && <span>{t('uploadsTab.atTable', { table: photo.table.name })}</span>}
            {photo.album && <span>{t('uploadsTab.inAlbumLower', { album: photo.album.name })}</span>}
            <StarButton
              photoId={photo.id}
              starred={photo.isFavourite}
              name={photo.originalFilename}
              className="min-h-11 px-2 text-2xl"
              onDark
              withWord
            />
            {/* Keyed by photo: a failure said for one photo is not carried to the next. */}
            <DownloadOriginal
              key={photo.id}
              url={photo.originalUrl}
              filename={photo.originalFilename}
              mediaType={photo.mediaType}
            />
          </div>
        )
      }
    />
  );
}

/** The original's download, and its failure said under it with 'Try again'. */
function DownloadOriginal({ url, filename, mediaType }: { url: string; filename: string; mediaType: string }) {
  const t = useT();
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
          start(() => downloadOriginal(url, filename, mediaType));
        }}
      >
        {t('uploadsTab.downloadOriginal')}
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
