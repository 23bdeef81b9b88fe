import { useId } from 'react';
import { useT } from '../../../i18n/useT';
import { NO_ALBUM_CHOICE, type AlbumChoice, type UploadAlbum } from './albumChoice';

/**
 * Up to this many choices show as buttons to tap (one tap at a venue, every name in sight); more go in
 * a native select, which a phone shows as its own list instead of a long page of buttons.
 */
const MAX_TAPPABLE_CHOICES = 8;

type AlbumPickerProps = {
  albums: readonly UploadAlbum[];
  /** The hosts require an album: no "No album", and a reminder until one is chosen. */
  requireAlbum: boolean;
  choice: AlbumChoice;
  disabled: boolean;
  onChoose: (choice: Exclude<AlbumChoice, null>) => void;
};

/** Issue 31: the album the guest's photos go in, chosen before sending; names as the hosts wrote them. */
export function AlbumPicker({ albums, requireAlbum, choice, disabled, onChoose }: AlbumPickerProps) {
  const t = useT();
  const hintId = useId();
  const selectId = useId();
  const name = useId();
  const options: { value: Exclude<AlbumChoice, null>; label: string }[] = [
    ...(requireAlbum ? [] : [{ value: NO_ALBUM_CHOICE, label: t('upload.noAlbum') } as const]),
    ...albums.map((album) => ({ value: album.databaseId, label: album.name })),
  ];
  const missing = choice === null;
  const hint = missing && (
    <p id={hintId} className="mt-1.5 text-sm font-medium text-red-700">
      {t('upload.albumRequired')}
    </p>
  );

  if (options.length > MAX_TAPPABLE_CHOICES) {
    return (
      <div>
        <label htmlFor={selectId} className="field-label">
          {t('upload.album')}
        </label>
        <select
          id={selectId}
          className="field-input"
          value={choice === null ? '' : String(choice)}
          required={requireAlbum}
          disabled={disabled}
          aria-describedby={missing ? hintId : undefined}
          onChange={(event) => {
            const { value } = event.target;
            if (value === NO_ALBUM_CHOICE) onChoose(NO_ALBUM_CHOICE);
            else if (value !== '') onChoose(Number(value));
          }}
        >
          {missing && (
            <option value="" disabled>
              {t('upload.chooseAlbum')}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </select>
        {hint}
      </div>
    );
  }

  return (
    <fieldset aria-describedby={missing ? hintId : undefined}>
      <legend className="field-label">{t('upload.album')}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 min-w-0 cursor-pointer items-center gap-2.5 rounded-xl border border-stone-300 bg-white px-3.5 py-2 text-sm font-medium break-words text-stone-800 has-checked:border-rose-600 has-checked:bg-rose-50 has-checked:text-rose-900 has-focus-visible:ring-2 has-focus-visible:ring-rose-300 has-disabled:cursor-default has-disabled:opacity-70"
          >
            <input
              type="radio"
              name={name}
              value={String(option.value)}
              checked={choice === option.value}
              required={requireAlbum}
              disabled={disabled}
              className="size-4 shrink-0 accent-rose-600"
              onChange={() => onChoose(option.value)}
            />
            <span className="min-w-0">{option.label}</span>
          </label>
        ))}
      </div>
      {hint}
    </fieldset>
  );
}
