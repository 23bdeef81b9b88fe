import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { FallbackImage } from '../../components/FallbackImage';
import { readUploaderName, storeUploaderName } from './guestStorage';
import { AlertIcon, CheckIcon, CloseIcon, ImageIcon } from '../../components/icons';
import { iconButtonClass } from './styles';
import {
  UPLOAD_FAILED,
  UPLOAD_NETWORK_ERROR,
  UploadError,
  uploadPhoto,
  type UploadStatus,
} from '../../api/uploadPhoto';
import { ACCEPT_ATTRIBUTE, canPreview, checkFiles } from './uploadRules';
import { formatFileSize } from '../../format';

type ItemStatus = 'ready' | 'uploading' | 'done' | 'failed';

type Item = {
  key: string;
  file: File;
  previewUrl: string | null;
  status: ItemStatus;
  /** 0 to 1. */
  progress: number;
  error: string | null;
  /** What the server made of it: APPROVED when the hosts approve every photo automatically. */
  uploadStatus: UploadStatus | null;
};

type Phase = 'choosing' | 'uploading' | 'finished';

/** Two files at a time: a venue's shared connection stays usable, and progress moves visibly. */
const CONCURRENT_UPLOADS = 2;
const NAME_MAX_LENGTH = 80;

let nextKey = 0;

type UploadModalProps = {
  slug: string;
  pin: string | null;
  /** Some photos went straight into the gallery (the hosts approve everything automatically). */
  onPublished: () => void;
  onClose: () => void;
};

/**
 * SPEC §2, §5, §8: the guest picks several photos (wrong types and sizes are dropped with the SPEC
 * messages), may give a name, and sends them one request each with its own progress bar.
 */
export default function UploadModal({ slug, pin, onPublished, onClose }: UploadModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const nameId = useId();
  const filesId = useId();
  const [items, setItems] = useState<Item[]>([]);
  const [pickErrors, setPickErrors] = useState<string[]>([]);
  const [uploaderName, setUploaderName] = useState(readUploaderName);
  const [phase, setPhase] = useState<Phase>('choosing');
  const [dragging, setDragging] = useState(false);
  const uploading = phase === 'uploading';

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  // Previews are object URLs: free them with the dialog.
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  }, [items]);
  useEffect(
    () => () => {
      for (const item of itemsRef.current) if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
    },
    [],
  );

  const update = (key: string, change: Partial<Item>) =>
    setItems((old) => old.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const addFiles = (files: readonly File[]) => {
    if (files.length === 0) return;
    const { accepted, errors } = checkFiles(files);
    setPickErrors(errors);
    if (phase === 'finished') setPhase('choosing');
    setItems((old) => [
      // A new choice after a finished upload starts a new list.
      ...(phase === 'finished' ? [] : old),
      ...accepted.map((file) => ({
        key: `upload-${nextKey++}`,
        file,
        previewUrl: canPreview(file) ? URL.createObjectURL(file) : null,
        status: 'ready' as const,
        progress: 0,
        error: null,
        uploadStatus: null,
      })),
    ]);
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    addFiles(Array.from(event.target.files ?? []));
    // The same file can be picked again after being removed.
    event.target.value = '';
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!uploading) addFiles(Array.from(event.dataTransfer.files));
  };

  const remove = (item: Item) => {
    if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
    setItems((old) => old.filter((other) => other.key !== item.key));
  };

  const toSend = items.filter((item) => item.status === 'ready' || item.status === 'failed');
  const failed = items.filter((item) => item.status === 'failed');
  const networkFailure = failed.some((item) => item.error === UPLOAD_NETWORK_ERROR);

  const upload = async () => {
    if (toSend.length === 0 || uploading) return;
    const name = uploaderName.trim();
    storeUploaderName(name);
    setPickErrors([]);
    setPhase('uploading');
    for (const item of toSend) update(item.key, { status: 'ready', progress: 0, error: null });

    const queue = [...toSend];
    let failures = 0;
    let published = 0;
    const worker = async () => {
      for (let item = queue.shift(); item; item = queue.shift()) {
        const { key, file } = item;
        update(key, { status: 'uploading' });
        try {
          const uploadStatus = await uploadPhoto({
            slug,
            pin,
            file,
            uploaderName: name,
            onProgress: (progress) => update(key, { progress }),
          });
          update(key, { status: 'done', progress: 1, uploadStatus });
          if (uploadStatus === 'APPROVED') published += 1;
        } catch (error) {
          failures += 1;
          update(key, { status: 'failed', error: error instanceof UploadError ? error.message : UPLOAD_FAILED });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENT_UPLOADS, queue.length) }, worker));
    setPhase(failures === 0 ? 'finished' : 'choosing');
    if (published > 0) onPublished();
  };

  const startOver = () => {
    for (const item of items) if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
    setItems([]);
    setPickErrors([]);
    setPhase('choosing');
    fileInputRef.current?.focus();
  };

  const close = () => dialogRef.current?.close();

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      className="m-0 mt-auto max-h-[92dvh] w-full max-w-none rounded-t-3xl bg-white p-0 text-left text-stone-800 shadow-xl backdrop:bg-stone-900/60 sm:m-auto sm:max-w-lg sm:rounded-3xl"
      onCancel={(event) => {
        // Escape does not walk away from uploads in progress.
        if (uploading) event.preventDefault();
      }}
      onClose={onClose}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <div className="flex max-h-[92dvh] flex-col">
        <div className="flex items-center justify-between gap-4 border-b border-stone-100 px-5 py-3 sm:px-6">
          <h2 id={titleId} className="font-display text-xl font-semibold text-stone-900">
            Share Your Photos
          </h2>
          <button
            type="button"
            className={`${iconButtonClass} -mr-2`}
            aria-label="Close"
            disabled={uploading}
            onClick={close}
          >
            <CloseIcon />
          </button>
        </div>

        <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">
          {phase === 'finished' ? (
            <div role="status" className="py-4 text-center">
              <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
                <CheckIcon className="size-7" />
              </span>
              <p className="mt-4 font-display text-xl font-semibold text-stone-900">Thank you for sharing!</p>
              <p className="mt-2 text-stone-600">{uploadedText(items)}</p>
            </div>
          ) : (
            <>
              <div
                className={`rounded-2xl border-2 border-dashed px-4 py-6 text-center transition-colors has-focus-visible:border-rose-500 ${
                  dragging ? 'border-rose-500 bg-rose-50' : 'border-stone-300 bg-stone-50'
                }`}
              >
                <ImageIcon className="mx-auto size-8 text-stone-500" />
                <label
                  htmlFor={filesId}
                  className={`btn-secondary mt-3 cursor-pointer ${uploading ? 'pointer-events-none opacity-60' : ''}`}
                >
                  Choose photos
                </label>
                <input
                  ref={fileInputRef}
                  id={filesId}
                  type="file"
                  multiple
                  accept={ACCEPT_ATTRIBUTE}
                  className="sr-only"
                  disabled={uploading}
                  onChange={onPick}
                />
                <p className="mt-2 text-xs text-stone-600">JPEG, PNG, HEIC or WebP, up to 25MB each.</p>
              </div>

              {pickErrors.length > 0 && (
                <ul role="alert" className="mt-4 space-y-1 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
                  {pickErrors.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </ul>
              )}

              {items.length > 0 && (
                <ul aria-label="Chosen photos" className="mt-4 space-y-2">
                  {items.map((item) => (
                    <UploadRow key={item.key} item={item} canRemove={!uploading} onRemove={() => remove(item)} />
                  ))}
                </ul>
              )}

              {failed.length > 0 && !uploading && (
                <div role="alert" className="mt-4 flex gap-2 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
                  <AlertIcon className="size-5 shrink-0" />
                  <p>
                    {networkFailure ? UPLOAD_NETWORK_ERROR : `${UPLOAD_FAILED}.`}{' '}
                    {failed.length === 1 && items.length === 1
                      ? 'Your photo could not be uploaded.'
                      : `${failed.length} of ${items.length} photos could not be uploaded.`}
                  </p>
                </div>
              )}

              <div className="mt-5">
                <label htmlFor={nameId} className="field-label">
                  Your name <span className="font-normal text-stone-500">(optional)</span>
                </label>
                <input
                  id={nameId}
                  type="text"
                  className="field-input"
                  autoComplete="name"
                  maxLength={NAME_MAX_LENGTH}
                  value={uploaderName}
                  disabled={uploading}
                  onChange={(event) => setUploaderName(event.target.value)}
                />
              </div>
            </>
          )}
        </div>

        <div className="flex flex-col-reverse gap-3 border-t border-stone-100 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
          {phase === 'finished' ? (
            <>
              <button type="button" className="btn-secondary" onClick={startOver}>
                Share More Photos
              </button>
              <button type="button" className="btn-primary" onClick={close}>
                Done
              </button>
            </>
          ) : (
            <>
              <button type="button" className="btn-secondary" disabled={uploading} onClick={close}>
                {items.some((item) => item.status === 'done') ? 'Done' : 'Cancel'}
              </button>
              <button
                type="button"
                className="btn-primary"
                disabled={toSend.length === 0 || uploading}
                onClick={() => void upload()}
              >
                {uploading ? 'Uploading...' : toSend.length > 1 ? `Upload ${toSend.length} Photos` : 'Upload Photo'}
              </button>
            </>
          )}
        </div>
      </div>
    </dialog>
  );
}

function uploadedText(items: readonly Item[]): string {
  const one = items.length === 1;
  const sent = one ? 'Your photo was uploaded.' : `Your ${items.length} photos were uploaded.`;
  if (items.every((item) => item.uploadStatus === 'APPROVED')) {
    return `${sent} ${one ? 'It is' : 'They are'} in the gallery now.`;
  }
  return `${sent} ${one ? 'It' : 'They'} will appear in the gallery once the hosts approve ${one ? 'it' : 'them'}.`;
}

function UploadRow({ item, canRemove, onRemove }: { item: Item; canRemove: boolean; onRemove: () => void }) {
  const percent = Math.round(item.progress * 100);
  return (
    <li className="flex items-center gap-3 rounded-xl border border-stone-200 p-2">
      <FallbackImage
        src={item.previewUrl ?? undefined}
        alt=""
        className="size-14 shrink-0 rounded-lg object-cover"
        placeholderClassName="size-14 shrink-0 rounded-lg bg-stone-100"
        placeholder={<ImageIcon />}
      />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-stone-900">{item.file.name}</p>
        {item.status === 'ready' && <p className="text-xs text-stone-600">{formatFileSize(item.file.size)}</p>}
        {item.status === 'uploading' && (
          <div
            role="progressbar"
            aria-label={`Uploading ${item.file.name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="mt-1.5 h-2 overflow-hidden rounded-full bg-stone-200"
          >
            <div className="h-full rounded-full bg-rose-600 transition-[width]" style={{ width: `${percent}%` }} />
          </div>
        )}
        {item.status === 'done' && (
          <p className="flex items-center gap-1 text-xs font-medium text-emerald-800">
            <CheckIcon className="size-4" /> Uploaded
          </p>
        )}
        {item.status === 'failed' && <p className="text-xs font-medium text-red-700">{item.error}</p>}
      </div>
      {canRemove && item.status !== 'done' && (
        <button type="button" className={iconButtonClass} aria-label={`Remove ${item.file.name}`} onClick={onRemove}>
          <CloseIcon className="size-4" />
        </button>
      )}
    </li>
  );
}
