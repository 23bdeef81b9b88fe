import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { deleteMyUpload, fetchMyUploads, type MyUpload } from '../../api/myUploads';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FallbackImage } from '../../components/FallbackImage';
import { ImageIcon, VideoIcon } from '../../components/icons';
import { isVideo, mediaName } from '../../components/photo/media';
import { VideoBadge } from '../../components/photo/VideoBadge';
import { formatTime } from '../../format';
import { cardClass, headingClass } from './styles';
import { useT } from '../../i18n/useT';
import type { MessageId } from '../../i18n/i18n';

/** How the guest reads the hosts' decision. */
const statusLabels: Record<MyUpload['status'], MessageId> = {
  PENDING: 'upload.statusPending',
  APPROVED: 'upload.statusApproved',
  REJECTED: 'upload.statusRejected',
};
const statusClasses: Record<MyUpload['status'], string> = {
  PENDING: 'bg-amber-100 text-amber-900',
  APPROVED: 'bg-emerald-100 text-emerald-900',
  REJECTED: 'bg-stone-200 text-stone-800',
};

/** While thumbnails are being made the list asks again, a bounded number of times. */
const PROCESSING_POLL_MS = 3_000;
const PROCESSING_POLLS = 40;

type YourPhotosProps = {
  slug: string;
  pin: string | null;
  /** Changes when the guest sent another photo: the list is loaded again. */
  version: number;
  /** The event takes videos (issue 30): the list is "Your photos and videos". */
  allowVideos: boolean;
};

/** The photos and videos this guest shared, with the hosts' decision on each, and a way to take one back. */
export function YourPhotos({ slug, pin, version, allowVideos }: YourPhotosProps) {
  const t = useT();
  const headingId = useId();
  const [uploads, setUploads] = useState<MyUpload[]>([]);
  // Polls since the last photo sent (a new one starts the count again).
  const [polled, setPolled] = useState({ version, count: 0 });
  const polls = polled.version === version ? polled.count : 0;
  const [confirming, setConfirming] = useState<{ upload: MyUpload; label: string } | null>(null);
  // A video sent before the hosts turned videos off still names the list.
  const withVideos = allowVideos || uploads.some(isVideo);
  const title = withVideos ? t('upload.yoursMedia') : t('upload.yoursPhotos');
  const [deleting, setDeleting] = useState(false);
  // What the last delete came to: a message id, or the server's own words.
  const [message, setMessage] = useState<{ id: MessageId } | { text: string } | null>(null);

  // Answers can cross (a photo sent while a poll is out): only the latest request's answer is shown.
  const latestRequest = useRef(0);
  const load = useCallback(() => {
    const request = ++latestRequest.current;
    return fetchMyUploads(slug, pin).then(
      (list) => {
        if (request === latestRequest.current) setUploads(list);
      },
      // Not loaded: a guest who never shared sees nothing; the next photo sent asks again.
      () => undefined,
    );
  }, [slug, pin]);

  useEffect(() => {
    void load();
  }, [load, version]);

  const processing = uploads.some((upload) => upload.processingState === 'PROCESSING');
  useEffect(() => {
    if (!processing || polls >= PROCESSING_POLLS) return;
    const timer = setTimeout(() => {
      setPolled({ version, count: polls + 1 });
      void load();
    }, PROCESSING_POLL_MS);
    return () => clearTimeout(timer);
  }, [processing, polls, version, load]);

  const confirmDelete = async () => {
    if (!confirming) return;
    const { upload } = confirming;
    setDeleting(true);
    try {
      await deleteMyUpload(slug, pin, upload.id);
      // A list asked for before the delete would bring the photo back.
      latestRequest.current += 1;
      setUploads((list) => list.filter((other) => other.id !== upload.id));
      setMessage({ id: isVideo(upload) ? 'upload.deletedVideo' : 'upload.deletedPhoto' });
    } catch (error) {
      setMessage(error instanceof Error ? { text: error.message } : { id: 'upload.deleteFailed' });
      void load();
    } finally {
      setDeleting(false);
      setConfirming(null);
    }
  };

  if (uploads.length === 0 && !message) return null;

  return (
    <section aria-labelledby={headingId} className={cardClass}>
      <h2 id={headingId} className={headingClass}>
        {title}
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        {withVideos ? t('upload.yoursIntroMedia') : t('upload.yoursIntroPhotos')}
      </p>
      <p aria-live="polite" className="mt-2 text-sm font-medium text-stone-700 empty:hidden">
        {message && ('id' in message ? t(message.id) : message.text)}
      </p>
      {uploads.length > 0 && (
        <ul aria-label={title} className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {uploads.map((upload, index) => {
            const label = t('upload.sentAt', {
              item: mediaName(upload, index + 1, 'Your '),
              time: formatTime(upload.createdAt),
            });
            return (
              <li key={upload.id} className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
                <Thumbnail upload={upload} label={label} />
                <div className="space-y-2 p-2.5">
                  <p>
                    <span
                      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusClasses[upload.status]}`}
                    >
                      {t(statusLabels[upload.status])}
                    </span>
                  </p>
                  <button
                    type="button"
                    className="btn-secondary w-full px-3 py-1.5 text-sm"
                    aria-label={t('upload.deleteLabel', { label })}
                    onClick={() => {
                      setMessage(null);
                      setConfirming({ upload, label });
                    }}
                  >
                    {t('upload.delete')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming && isVideo(confirming.upload) ? t('upload.deleteVideoTitle') : t('upload.deletePhotoTitle')}
        confirmLabel={t('upload.delete')}
        danger
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(null)}
      >
        {t('upload.deleteBody')}
      </ConfirmDialog>
    </section>
  );
}

function Thumbnail({ upload, label }: { upload: MyUpload; label: string }) {
  const t = useT();
  const box = 'flex aspect-square w-full flex-col items-center justify-center gap-1 bg-stone-100 text-stone-600';
  const video = isVideo(upload);
  const Icon = video ? VideoIcon : ImageIcon;
  if (upload.processingState === 'FAILED') {
    return (
      <div role="img" aria-label={t('upload.unreadableLabel', { label })} className={box}>
        <Icon className="size-6" />
        <span className="px-2 text-center text-xs">{t('upload.unreadable')}</span>
      </div>
    );
  }
  if (upload.processingState === 'PROCESSING' || !upload.thumbnailUrl) {
    return (
      <div role="img" aria-label={t('upload.processingLabel', { label })} className={box}>
        <Icon className="size-6 animate-pulse motion-reduce:animate-none" />
        <span className="text-xs">{t('upload.processing')}</span>
      </div>
    );
  }
  return (
    <div className="relative">
      <FallbackImage
        src={upload.thumbnailUrl}
        alt={label}
        className="aspect-square w-full object-cover"
        placeholderClassName={box}
        placeholder={<Icon />}
      />
      {video && <VideoBadge durationSeconds={upload.durationSeconds} className="right-1.5 bottom-1.5" />}
    </div>
  );
}
