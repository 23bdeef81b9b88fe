import {
  Fragment,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type ChangeEvent,
  type DragEvent,
} from 'react';
import { readLastAlbum, readUploaderName, storeLastAlbum, storeUploaderName } from './guestStorage';
import { FallbackImage } from '../../components/FallbackImage';
import { Modal, ModalCloseButton, ModalTitle } from '../../components/Modal';
import { AlertIcon, CheckIcon, CloseIcon, ImageIcon, VideoIcon } from '../../components/icons';
import { iconButtonClass } from './styles';
import { acceptAttribute, canPreview, checkFiles, isVideoFile, pickerHelp } from './uploadRules';
import { formatFileSize } from '../../format';
import { MAX_FILES_PER_REQUEST, MB, type VideoLimits } from '../../../../common/upload-limits';
import { uploadQueueFor } from './upload/browserQueue';
import type { QueueItem, QueueSnapshot } from './upload/uploadQueue';
import { readVideoLength, tooLongVideos } from './upload/videoLength';
import { useScreenWakeLock } from './useScreenWakeLock';
import { AlbumPicker } from './upload/AlbumPicker';
import { failureText, mediaKind } from './upload/failureText';
import { useT } from '../../i18n/useT';
import { T } from '../../i18n/Trans';
import type { MessageId } from '../../i18n/i18n';
import {
  albumToSend,
  currentAlbumChoice,
  initialAlbumChoice,
  type AlbumChoice,
  type UploadAlbum,
} from './upload/albumChoice';

const NAME_MAX_LENGTH = 80;

/** The field the server names when it refuses a photo for its album (REST `field`, decision 053). */
const ALBUM_FIELD = 'albumId';

/** A photo the server refused for its album: deleted meanwhile, or none where the hosts require one. */
function isAlbumRefusal(item: QueueItem): boolean {
  return item.state === 'failed' && item.refusedField === ALBUM_FIELD;
}

type UploadModalProps = {
  slug: string;
  pin: string | null;
  /** The name to offer when the guest has not given one for uploads before (their RSVP's). */
  suggestedName: string;
  /** Opened by "Resume": send the photos this browser kept at once. */
  resume: boolean;
  /** The event takes videos too (PublicEvent.allowVideos, issue 30). */
  allowVideos: boolean;
  /** What the server holds videos to (PublicEvent.videoLimits, or the defaults): checked before sending. */
  videoLimits: VideoLimits;
  /** The event's albums in the hosts' order (PublicEvent.albums): none, no picker. */
  albums: readonly UploadAlbum[];
  /** The hosts require an album for every upload (PublicEvent.requireAlbum). */
  requireAlbum: boolean;
  /** A photo reached the server ("Your photos" shows it). */
  onPhotoSent: () => void;
  /** Some photos went straight into the gallery (the hosts approve everything automatically). */
  onPublished: () => void;
  onClose: () => void;
};

/**
 * SPEC §2, §5, §8: the guest picks photos (wrong types and sizes are dropped with the SPEC messages), may
 * give a name, and sends them through the upload queue (upload/uploadQueue.ts): two at a time, resumable,
 * waiting while offline, kept in the browser until sent.
 */
export default function UploadModal({
  slug,
  pin,
  suggestedName,
  resume,
  allowVideos,
  videoLimits,
  albums,
  requireAlbum,
  onPhotoSent,
  onPublished,
  onClose,
}: UploadModalProps) {
  const t = useT();
  const fileInputRef = useRef<HTMLInputElement>(null);
  const nameId = useId();
  const filesId = useId();
  const [queue] = useState(() => uploadQueueFor(slug, pin));
  const snapshot = useSyncExternalStore(queue.subscribe, queue.getSnapshot);
  const [pickErrors, setPickErrors] = useState<string[]>([]);
  const [uploaderName, setUploaderName] = useState(() => readUploaderName() || suggestedName);
  const [dragging, setDragging] = useState(false);
  // Picked videos whose length the browser is reading before they join the list.
  const [measuring, setMeasuring] = useState(0);
  const { phase } = snapshot;
  const sending = phase === 'sending' || phase === 'offline';

  // The album (issue 31): last time's for this event while it exists, else the default; an album the
  // server refused (deleted since the page loaded) is offered no more, and a refusal for a missing album
  // (the hosts began requiring one) takes "No album" away, so the guest chooses again and retries.
  const [chosenAlbum, setChosenAlbum] = useState<AlbumChoice>(() =>
    initialAlbumChoice(albums, requireAlbum, readLastAlbum(slug)),
  );
  const [goneAlbums, setGoneAlbums] = useState<ReadonlySet<number>>(() => new Set());
  // The server names the album's field in such a refusal (`field: 'albumId'`), in any language: with an
  // album the photo named, that album is gone; with none, the hosts require one.
  const refusedAlbums = snapshot.items.flatMap((item) =>
    isAlbumRefusal(item) && item.albumId !== null ? [item.albumId] : [],
  );
  if (refusedAlbums.some((id) => !goneAlbums.has(id))) setGoneAlbums(new Set([...goneAlbums, ...refusedAlbums]));
  const offeredAlbums = albums.filter((album) => !goneAlbums.has(album.databaseId));
  const albumRequired = requireAlbum || snapshot.items.some((item) => isAlbumRefusal(item) && item.albumId === null);
  const albumChoice = currentAlbumChoice(chosenAlbum, offeredAlbums, albumRequired);
  const album = albumToSend(albumChoice, offeredAlbums);
  const albumReady = album !== undefined;
  const startAlbum = useRef(album);
  useEffect(() => {
    startAlbum.current = album;
  });

  // A phone that locks its screen stops sending.
  useScreenWakeLock(phase === 'sending');

  // Photos kept from an earlier visit join the list; "Resume" sends them at once.
  const startName = useRef(uploaderName);
  useEffect(() => {
    let current = true;
    // Opened again after a finished batch: a new list (photos that failed stay, to be tried again).
    if (queue.getSnapshot().phase === 'finished') queue.clearSent();
    void queue.restore().then(() => {
      // An album chosen in the picker (last time's) goes with photos kept unbegun; else each keeps its own.
      if (current && resume) queue.start(startName.current.trim(), startAlbum.current);
    });
    return () => {
      current = false;
    };
  }, [queue, resume]);

  // Each photo sent refreshes "Your photos"; the gallery reloads once a batch ends with published ones.
  const publishedInBatch = useRef(0);
  const latest = useRef({ onPhotoSent, onPublished });
  useEffect(() => {
    latest.current = { onPhotoSent, onPublished };
  });
  useEffect(
    () =>
      queue.onPhotoSent((status) => {
        if (status === 'APPROVED') publishedInBatch.current += 1;
        latest.current.onPhotoSent();
      }),
    [queue],
  );
  useEffect(() => {
    if (phase === 'finished' && publishedInBatch.current > 0) {
      publishedInBatch.current = 0;
      latest.current.onPublished();
    }
  }, [phase]);

  useEffect(() => freePreviews(new Set(snapshot.items.map((item) => item.blob))), [snapshot.items]);
  useEffect(() => () => freePreviews(new Set()), []);

  const addFiles = (files: readonly File[]) => {
    if (files.length === 0) return;
    // "Up to 20 at a time" (the help): the photos still to send in this dialog, whatever the number of picks.
    const unsent = queue.getSnapshot().items.filter((item) => item.state !== 'sent').length + measuring;
    const { accepted, errors } = checkFiles(files, MAX_FILES_PER_REQUEST - unsent, { allowVideos, videoLimits });
    setPickErrors(errors);
    const videos = accepted.filter((file) => isVideoFile(file));
    if (videos.length === 0) {
      void queue.add(accepted);
      return;
    }
    // A clip over the length limit is refused now, not after its upload (the server checks again).
    setMeasuring((count) => count + videos.length);
    void tooLongVideos(videos, videoLimits.maxSeconds, (video) => readVideoLength(video)).then((refused) => {
      setMeasuring((count) => count - videos.length);
      if (refused.size > 0) setPickErrors((current) => [...current, ...refused.values()]);
      void queue.add(accepted.filter((file) => !refused.has(file)));
    });
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    addFiles(Array.from(event.target.files ?? []));
    // The same file can be picked again after being removed.
    event.target.value = '';
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    addFiles(Array.from(event.dataTransfer.files));
  };

  const toSend = snapshot.items.filter((item) => item.state === 'waiting' || item.state === 'failed');
  const videosToSend = toSend.filter((item) => isVideoFile(item)).length;
  const photosToSend = toSend.length - videosToSend;
  const anyVideos = snapshot.items.some((item) => isVideoFile(item));

  const upload = () => {
    if (toSend.length === 0 || sending || album === undefined) return;
    const name = uploaderName.trim();
    storeUploaderName(name);
    if (offeredAlbums.length > 0) storeLastAlbum(slug, album);
    setPickErrors([]);
    for (const item of snapshot.items) if (item.state === 'failed') queue.retry(item.id, album);
    queue.start(name, album);
  };

  const startOver = () => {
    queue.clearSent();
    setPickErrors([]);
    fileInputRef.current?.focus();
  };

  // Closing stops sending: what is left waits in this browser, and the page offers to resume it. The
  // dialog goes at once; the parent unmounts it once the queue has let go.
  const [open, setOpen] = useState(true);
  const close = () => {
    setOpen(false);
    queue.pause();
    void queue.dropUnstarted().finally(onClose);
  };

  const allSent = phase === 'finished' && snapshot.failed === 0;

  return (
    <Modal
      look="sheet"
      className="text-stone-800"
      open={open}
      onClose={close}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <div className="flex max-h-[92dvh] flex-col">
        <div className="flex items-center justify-between gap-4 border-b border-stone-100 px-5 py-3 sm:px-6">
          <ModalTitle>{t('upload.title')}</ModalTitle>
          <ModalCloseButton className={`${iconButtonClass} -mr-2`} />
        </div>

        <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">
          <QueueStatus snapshot={snapshot} withVideos={anyVideos} />

          {allSent ? (
            <div role="status" className="py-4 text-center">
              <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
                <CheckIcon className="size-7" />
              </span>
              <p className="mt-4 font-display text-xl font-semibold text-stone-900">{t('upload.thanks')}</p>
              <p className="mt-2 text-stone-600">{t(...uploadedText(snapshot.items))}</p>
            </div>
          ) : (
            <>
              <div
                className={`rounded-2xl border-2 border-dashed px-4 py-6 text-center transition-colors has-focus-visible:border-rose-500 ${
                  dragging ? 'border-rose-500 bg-rose-50' : 'border-stone-300 bg-stone-50'
                }`}
              >
                <ImageIcon className="mx-auto size-8 text-stone-500" />
                <label htmlFor={filesId} className="btn-secondary mt-3 cursor-pointer">
                  {t(pickerLabel(allowVideos, sending))}
                </label>
                <input
                  ref={fileInputRef}
                  id={filesId}
                  type="file"
                  multiple
                  accept={acceptAttribute(allowVideos)}
                  className="sr-only"
                  onChange={onPick}
                />
                <p className="mt-2 text-xs text-stone-600">
                  {pickerHelp({ allowVideos, videoLimits }).map((line, index) => (
                    <Fragment key={line}>
                      {index > 0 && <br />}
                      {line}
                    </Fragment>
                  ))}
                </p>
              </div>

              {/* The alert around the list, not on it: a list with another role leaves its items orphaned. */}
              {pickErrors.length > 0 && (
                <div role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
                  <ul className="space-y-1">
                    {pickErrors.map((message) => (
                      <li key={message}>{message}</li>
                    ))}
                  </ul>
                </div>
              )}

              {measuring > 0 && (
                <p role="status" className="mt-4 text-sm text-stone-600">
                  {t('upload.checkingVideos', { count: measuring })}
                </p>
              )}

              {snapshot.items.length > 0 && (
                <ul
                  aria-label={allowVideos ? t('upload.chosenMedia') : t('upload.chosenPhotos')}
                  className="mt-4 space-y-2"
                >
                  {snapshot.items.map((item) => (
                    <UploadRow
                      key={item.id}
                      item={item}
                      canRetry={albumReady}
                      onRetry={() => queue.retry(item.id, album)}
                      onRemove={() => void queue.remove(item.id)}
                    />
                  ))}
                </ul>
              )}

              {offeredAlbums.length > 0 && (
                <div className="mt-5">
                  <AlbumPicker
                    albums={offeredAlbums}
                    requireAlbum={albumRequired}
                    choice={albumChoice}
                    disabled={sending}
                    onChoose={setChosenAlbum}
                  />
                </div>
              )}

              <div className="mt-5">
                <label htmlFor={nameId} className="field-label">
                  <T id="upload.nameLabel" components={{ 0: <span className="font-normal text-stone-500" /> }} />
                </label>
                <input
                  id={nameId}
                  type="text"
                  className="field-input"
                  autoComplete="name"
                  maxLength={NAME_MAX_LENGTH}
                  value={uploaderName}
                  disabled={sending}
                  onChange={(event) => {
                    setUploaderName(event.target.value);
                    startName.current = event.target.value;
                  }}
                />
              </div>
            </>
          )}
        </div>

        <div className="flex flex-col-reverse gap-3 border-t border-stone-100 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
          {allSent ? (
            <>
              <button type="button" className="btn-secondary" onClick={startOver}>
                {allowVideos ? t('upload.shareMoreMedia') : t('upload.shareMorePhotos')}
              </button>
              <button type="button" className="btn-primary" onClick={close}>
                {t('upload.done')}
              </button>
            </>
          ) : (
            <>
              <button type="button" className="btn-secondary" onClick={close}>
                {sending ? t('upload.finishLater') : snapshot.sent > 0 ? t('upload.done') : t('upload.cancel')}
              </button>
              <button
                type="button"
                className="btn-primary"
                disabled={toSend.length === 0 || sending || !albumReady}
                onClick={upload}
              >
                {sending ? t('upload.uploading') : t('upload.submit', uploadLabelValues(photosToSend, videosToSend))}
              </button>
            </>
          )}
        </div>
      </div>
    </Modal>
  );
}

/** The picker's label: the SPEC's photo words where the event takes photos only. */
function pickerLabel(allowVideos: boolean, sending: boolean): MessageId {
  if (allowVideos) return sending ? 'upload.pickMoreMedia' : 'upload.pickMedia';
  return sending ? 'upload.pickMorePhotos' : 'upload.pickPhotos';
}

/** 'Upload Photo', 'Upload 3 Photos', 'Upload Video', 'Upload 2 Photos and 1 Video' (upload.submit). */
function uploadLabelValues(photos: number, videos: number): { kind: string; photos: number; videos: number } {
  // Nothing chosen yet: 'Upload Photo'.
  return { kind: mediaKind(photos, videos), photos: Math.max(photos, videos === 0 ? 1 : 0), videos };
}

/** 'N of M sent', 'Waiting for connection…' and the end of a batch, read out as they change. */
function QueueStatus({ snapshot, withVideos }: { snapshot: QueueSnapshot; withVideos: boolean }) {
  const t = useT();
  const { phase, sent, failed, total } = snapshot;
  const started = phase !== 'idle';
  return (
    <div aria-live="polite" className={started ? 'mb-4' : 'sr-only'}>
      {started && (
        <>
          {phase === 'offline' && (
            <p className="mb-2 flex items-center gap-2 rounded-lg bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
              <AlertIcon className="size-5 shrink-0" />
              {t('upload.offline')}
            </p>
          )}
          {phase === 'finished' && failed > 0 && (
            <p className="mb-2 flex gap-2 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
              <AlertIcon className="size-5 shrink-0" />
              {failed === 1 && total === 1
                ? t(withVideos ? 'upload.failedVideo' : 'upload.failedPhoto')
                : t(withVideos ? 'upload.failedSomeMedia' : 'upload.failedSomePhotos', { failed, total })}
            </p>
          )}
          <p className="text-sm font-medium text-stone-700">{t('upload.progress', { sent, total })}</p>
        </>
      )}
      {started && total > 0 && (
        <div
          role="progressbar"
          aria-label={withVideos ? t('upload.progressMedia') : t('upload.progressPhotos')}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={sent}
          aria-valuetext={t('upload.progress', { sent, total })}
          className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-stone-200"
        >
          <div
            className="h-full rounded-full bg-emerald-600 transition-[width]"
            style={{ width: `${(sent / total) * 100}%` }}
          />
        </div>
      )}
    </div>
  );
}

/** What was sent, and whether it is in the gallery already or waits for the hosts. */
function uploadedText(items: readonly QueueItem[]): [MessageId, Record<string, unknown>] {
  const videos = items.filter((item) => isVideoFile(item)).length;
  const photos = items.length - videos;
  const published = items.every((item) => item.result === 'APPROVED') ? 'yes' : 'no';
  if (items.length === 1) return ['upload.sentOne', { kind: videos === 1 ? 'video' : 'photo', published }];
  return ['upload.sentMany', { kind: mediaKind(photos, videos), photos, videos, published }];
}

// Previews are object URLs of the photos' own bytes, one per photo, made when first shown (the same
// photo keeps its URL across renders) and freed when the photo leaves the list or the dialog closes.
const previewUrls = new Map<Blob, string>();

function previewUrl(item: QueueItem): string | undefined {
  if (!canPreview(item)) return undefined;
  let url = previewUrls.get(item.blob);
  if (!url) {
    url = URL.createObjectURL(item.blob);
    previewUrls.set(item.blob, url);
  }
  return url;
}

function freePreviews(keep: ReadonlySet<Blob>): void {
  for (const [blob, url] of previewUrls) {
    if (keep.has(blob)) continue;
    URL.revokeObjectURL(url);
    previewUrls.delete(blob);
  }
}

/** From this size a file going out says how much of it has gone ('120.0 MB of 480.0 MB'). */
const LARGE_FILE_BYTES = 5 * MB;

type UploadRowProps = {
  item: QueueItem;
  /** False while an album must still be chosen: a retry would be refused again. */
  canRetry: boolean;
  onRetry: () => void;
  onRemove: () => void;
};

function UploadRow({ item, canRetry, onRetry, onRemove }: UploadRowProps) {
  const t = useT();
  const percent = Math.round(item.progress * 100);
  const video = isVideoFile(item);
  const large = item.size >= LARGE_FILE_BYTES;
  return (
    <li className="flex items-center gap-3 rounded-xl border border-stone-200 p-2">
      <FallbackImage
        src={previewUrl(item)}
        alt=""
        className="size-14 shrink-0 rounded-lg object-cover"
        placeholderClassName="size-14 shrink-0 rounded-lg bg-stone-100"
        placeholder={video ? <VideoIcon className="size-6" /> : <ImageIcon />}
      />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-stone-900">{item.name}</p>
        {item.state === 'waiting' && (
          <p className="text-xs text-stone-600">
            {item.retrying
              ? t('upload.retrying')
              : item.progress > 0
                ? large
                  ? t('upload.pausedAt', { percent: percent / 100 })
                  : t('upload.paused')
                : formatFileSize(item.size)}
          </p>
        )}
        {item.state === 'sending' && (
          <div
            role="progressbar"
            aria-label={t('upload.sendingName', { name: item.name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="mt-1.5 h-2 overflow-hidden rounded-full bg-stone-200"
          >
            <div className="h-full rounded-full bg-rose-600 transition-[width]" style={{ width: `${percent}%` }} />
          </div>
        )}
        {item.state === 'sending' && large && (
          <p className="mt-1 text-xs text-stone-600 tabular-nums">
            {t('upload.bytesSent', {
              sent: formatFileSize(item.size * item.progress),
              total: formatFileSize(item.size),
            })}
          </p>
        )}
        {item.state === 'sent' && (
          <p className="flex items-center gap-1 text-xs font-medium text-emerald-800">
            <CheckIcon className="size-4" /> {t('upload.uploaded')}
          </p>
        )}
        {item.state === 'failed' && <p className="text-xs font-medium text-red-700">{failureText(item.error, t)}</p>}
      </div>
      {item.state === 'failed' && (
        <button
          type="button"
          className="btn-secondary shrink-0 px-3 py-1.5 text-sm"
          disabled={!canRetry}
          onClick={onRetry}
        >
          <T id="upload.retry" values={{ name: item.name }} components={{ 0: <span className="sr-only" /> }} />
        </button>
      )}
      {item.state !== 'sent' && (
        <button
          type="button"
          className={iconButtonClass}
          aria-label={t('upload.removeName', { name: item.name })}
          onClick={onRemove}
        >
          <CloseIcon className="size-4" />
        </button>
      )}
    </li>
  );
}
