import { useId, useState } from 'react';
import { TextField } from '../../../components/form';
import { MAX_IMAGE_SIZE } from '../../../../../common/upload-limits';
import { EVENT_MAX_LENGTH } from '../form/eventFormRules';
import { COVER_ACCEPT, coverFileProblem, useCoverUpload } from './useCoverUpload';
import { useT } from '../../../i18n/useT';

type CoverFieldProps = {
  eventId: string;
  url: string;
  /** The server's problem with the URL (Settings' field errors): shown beside it, which takes the focus. */
  error?: string | undefined;
  onUrlChange: (url: string) => void;
};

/** The cover: a link to any image, or a file uploaded straight to storage (presign → PUT → complete). */
export function CoverField({ eventId, url, error, onUrlChange }: CoverFieldProps) {
  const t = useT();
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [previewFailed, setPreviewFailed] = useState(false);
  const uploadCover = useCoverUpload();

  async function upload(file: File) {
    setUploadError(null);
    const problem = coverFileProblem(file);
    if (problem) {
      setUploadError(problem);
      return;
    }
    setProgress(0);
    try {
      const result = await uploadCover(eventId, file, setProgress);
      if (!result.ok) {
        setUploadError(result.message);
        return;
      }
      setPreviewFailed(false);
      onUrlChange(result.coverImageUrl);
    } finally {
      setProgress(null);
    }
  }

  return (
    <fieldset className="space-y-3">
      <legend className="field-label">{t('settings.cover.legend')}</legend>
      <div className="overflow-hidden rounded-xl border border-stone-200 bg-stone-100">
        {url && !previewFailed ? (
          <img
            src={url}
            alt={t('settings.cover.alt')}
            className="aspect-[3/1] w-full object-cover"
            onError={() => setPreviewFailed(true)}
          />
        ) : (
          <div className="flex aspect-[3/1] items-center justify-center text-sm text-stone-600">
            {url ? t('settings.cover.broken') : t('settings.cover.none')}
          </div>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={inputId}
          className={`btn-secondary cursor-pointer ${progress !== null ? 'pointer-events-none opacity-60' : ''}`}
        >
          {progress !== null
            ? t('settings.cover.uploading', { percent: Math.round(progress * 100) })
            : t('settings.cover.upload')}
        </label>
        <input
          id={inputId}
          type="file"
          accept={COVER_ACCEPT}
          className="sr-only"
          disabled={progress !== null}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
        <span className="text-xs text-stone-500">{t('settings.cover.hint', { size: MAX_IMAGE_SIZE })}</span>
      </div>
      {uploadError && (
        <p role="alert" className="text-sm text-red-700">
          {uploadError}
        </p>
      )}
      <TextField
        label={t('settings.cover.url')}
        optional
        type="url"
        inputMode="url"
        maxLength={EVENT_MAX_LENGTH.coverImageUrl}
        placeholder="https://"
        value={url}
        error={error}
        onValueChange={(value) => {
          setPreviewFailed(false);
          onUrlChange(value);
        }}
      />
    </fieldset>
  );
}
