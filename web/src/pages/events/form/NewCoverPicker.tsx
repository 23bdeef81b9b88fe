import { useEffect, useId, useRef, useState } from 'react';
import { MAX_IMAGE_SIZE } from '../../../../../common/upload-limits';
import { T } from '../../../i18n/Trans';
import { useT } from '../../../i18n/useT';
import { COVER_ACCEPT, coverFileProblem } from '../manage/useCoverUpload';

/** The chosen file, and a blob: URL of it for the preview (the picker revokes it when it is replaced). */
export type ChosenCover = { readonly file: File; readonly previewUrl: string };

type NewCoverPickerProps = {
  cover: ChosenCover | null;
  onCoverChange: (cover: ChosenCover | null) => void;
  /** While the cover is being sent after the event was created: 0 to 1. */
  progress: number | null;
};

/**
 * Create event's cover photo: chosen here and previewed from the device; it is sent once the event exists
 * (an event needs an id before storage takes its cover), so nothing is uploaded if the host cancels.
 */
export function NewCoverPicker({ cover, onCoverChange, progress }: NewCoverPickerProps) {
  const t = useT();
  const inputId = useId();
  const hintId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const busy = progress !== null;
  const preview = cover?.previewUrl ?? null;

  // The preview's blob: URL lives as long as it is shown.
  const shown = useRef<string | null>(null);
  useEffect(() => {
    shown.current = preview;
  }, [preview]);
  useEffect(
    () => () => {
      if (shown.current) URL.revokeObjectURL(shown.current);
    },
    [],
  );
  const choose = (file: File | null) => {
    if (cover) URL.revokeObjectURL(cover.previewUrl);
    onCoverChange(file ? { file, previewUrl: URL.createObjectURL(file) } : null);
  };

  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="field-label">
        <T id="eventForm.coverPhoto" components={{ 0: <span className="font-normal text-stone-500" /> }} />
      </legend>
      <div className="overflow-hidden rounded-xl border border-stone-200 bg-stone-100">
        {preview ? (
          <img src={preview} alt={t('eventForm.coverChosen')} className="aspect-[3/1] w-full object-cover" />
        ) : (
          <div className="flex aspect-[3/1] items-center justify-center px-4 text-center text-sm text-stone-600">
            {t('eventForm.coverEmpty')}
          </div>
        )}
      </div>
      {busy && (
        <div>
          <p className="text-sm text-stone-700">
            {t('eventForm.coverUploading', { percent: Math.round(progress * 100) })}
          </p>
          <progress
            className="mt-1 h-2 w-full accent-rose-600"
            max={1}
            value={progress}
            aria-label={t('eventForm.coverUpload')}
          />
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={inputId}
          className={`btn-secondary cursor-pointer ${busy ? 'pointer-events-none opacity-60' : ''}`}
        >
          {cover ? t('eventForm.coverChooseAnother') : t('eventForm.coverChoose')}
        </label>
        <input
          id={inputId}
          type="file"
          accept={COVER_ACCEPT}
          className="sr-only"
          disabled={busy}
          aria-describedby={hintId}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            event.target.value = '';
            if (!chosen) return;
            const refusal = coverFileProblem(chosen);
            setProblem(refusal);
            if (!refusal) choose(chosen);
          }}
        />
        {cover && !busy && (
          <button type="button" className="text-link text-sm" onClick={() => choose(null)}>
            {t('eventForm.coverRemove')}
          </button>
        )}
      </div>
      <p id={hintId} className="text-xs text-stone-500">
        {t('eventForm.coverHint', { size: MAX_IMAGE_SIZE })}
      </p>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
