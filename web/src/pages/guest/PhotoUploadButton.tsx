import { lazy, Suspense, useState } from 'react';
import { CameraIcon } from '../../components/icons';

const loadUploadModal = () => import('./UploadModal');
// The upload dialog is code of its own, fetched when the guest reaches for it.
const UploadModal = lazy(loadUploadModal);

/** SPEC §2: 'Share Your Photos' opens the upload dialog. */
type PhotoUploadButtonProps = { slug: string; pin: string | null; onPhotosPublished: () => void };

export function PhotoUploadButton({ slug, pin, onPhotosPublished }: PhotoUploadButtonProps) {
  const [open, setOpen] = useState(false);

  return (
    <div className="flex flex-col items-center gap-3 rounded-3xl bg-rose-50 px-5 py-5 text-center sm:flex-row sm:justify-between sm:px-8 sm:text-left">
      <div>
        <p className="font-display text-lg font-semibold text-stone-900">Took some lovely photos?</p>
        <p className="text-sm text-stone-700">Add them to the gallery for everyone to enjoy.</p>
      </div>
      <button
        type="button"
        className="btn-primary w-full shrink-0 sm:w-auto"
        // Start fetching the dialog's code as soon as the guest is about to tap.
        onPointerEnter={() => void loadUploadModal()}
        onFocus={() => void loadUploadModal()}
        onTouchStart={() => void loadUploadModal()}
        onClick={() => setOpen(true)}
      >
        <CameraIcon />
        Share Your Photos
      </button>
      {open && (
        <Suspense fallback={null}>
          <UploadModal slug={slug} pin={pin} onPublished={onPhotosPublished} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
