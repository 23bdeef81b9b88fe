import { useEffect, useId, useRef, useState } from 'react';
import { NO_ALBUM } from '../../../../../../common/albums';
import { MAX_MODERATION_BATCH } from '../../../../../../common/uploads-tab';
import { useT } from '../../../../i18n/useT';

type BulkBarProps = {
  /** Photos in the list as shown now. */
  shown: number;
  selected: number;
  /** Photos the tab's filter matches (the list's totalCount): more than `shown` while pages are left. */
  matching: number;
  /** 'Select all N photos' was chosen: Approve and Reject act on every matching photo. */
  allMatching: boolean;
  busy: boolean;
  onSelectAll: (select: boolean) => void;
  onSelectAllMatching: (select: boolean) => void;
  onApprove: () => void;
  onReject: () => void;
  /** The event's albums (decision 053); empty: no 'Move to album' is offered. */
  albums: readonly { id: string; name: string }[];
  /** Files the selected photos in that album (its id), or in none (null). */
  onMoveToAlbum: (albumId: string | null) => void;
};

/**
 * 'Select all', the selection count and the bulk actions on the selected photos. With every photo shown
 * selected and more matching than are loaded, it offers all of them (as Gmail does), at most
 * MAX_MODERATION_BATCH a time.
 */
export function BulkBar({
  shown,
  selected,
  matching,
  allMatching,
  busy,
  onSelectAll,
  onSelectAllMatching,
  onApprove,
  onReject,
  albums,
  onMoveToAlbum,
}: BulkBarProps) {
  const t = useT();
  const id = useId();
  const [target, setTarget] = useState('');
  const checkbox = useRef<HTMLInputElement>(null);
  const all = shown > 0 && selected === shown;
  useEffect(() => {
    if (checkbox.current) checkbox.current.indeterminate = selected > 0 && !all;
  }, [selected, all]);

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
      <div className="flex min-h-11 items-center gap-2">
        <input
          ref={checkbox}
          id={`${id}-all`}
          type="checkbox"
          className="size-5 rounded accent-rose-600"
          checked={all}
          onChange={(event) => onSelectAll(event.target.checked)}
        />
        <label htmlFor={`${id}-all`} className="text-sm font-medium text-stone-800">
          {t('uploadsTab.selectAll')}
        </label>
      </div>
      <p className="text-sm text-stone-600" aria-live="polite">
        {allMatching
          ? t('uploadsTab.selectedCount', { selected: matching, shown: matching })
          : t('uploadsTab.selectedCount', { selected, shown })}
      </p>
      <div className="flex flex-wrap gap-2 sm:ml-auto">
        <button
          type="button"
          className="btn bg-emerald-700 text-white hover:bg-emerald-800"
          disabled={busy}
          onClick={onApprove}
        >
          {t('uploadsTab.approveSelected')}
        </button>
        <button type="button" className="btn bg-red-600 text-white hover:bg-red-700" disabled={busy} onClick={onReject}>
          {t('uploadsTab.rejectSelected')}
        </button>
      </div>
      {all && matching > shown && (
        <div className="w-full space-y-1 rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-800" aria-live="polite">
          <p>
            {allMatching
              ? t('uploadsTab.allMatchingSelected', { count: matching })
              : t('uploadsTab.allShownSelected', { shown })}{' '}
            <button
              type="button"
              className="min-h-11 font-semibold text-rose-700 underline hover:text-rose-800"
              onClick={() => onSelectAllMatching(!allMatching)}
            >
              {allMatching ? t('uploadsTab.clearSelection') : t('uploadsTab.selectAllMatching', { count: matching })}
            </button>
          </p>
          {allMatching && matching > MAX_MODERATION_BATCH && (
            <p>
              {t('uploadsTab.matchingCapped', { max: MAX_MODERATION_BATCH, rest: matching - MAX_MODERATION_BATCH })}
            </p>
          )}
        </div>
      )}
      {albums.length > 0 && (
        // Choose, then Move: a select that acted on its own would move the photos as a keyboard passes by.
        <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
          <label htmlFor={`${id}-album`} className="basis-full text-sm font-medium text-stone-800 sm:basis-auto">
            {t('uploadsTab.moveSelectedTo')}
          </label>
          <select
            id={`${id}-album`}
            className="field-input min-h-11 w-auto min-w-0 flex-1 sm:flex-none"
            value={target}
            onChange={(event) => setTarget(event.target.value)}
          >
            <option value="">{t('uploadsTab.chooseAlbum')}</option>
            {albums.map((album) => (
              <option key={album.id} value={album.id}>
                {album.name}
              </option>
            ))}
            <option value={NO_ALBUM}>{t('uploadsTab.noAlbum')}</option>
          </select>
          <button
            type="button"
            className="btn-secondary"
            // The move takes the photos loaded: not offered for every matching one.
            disabled={busy || target === '' || selected === 0 || allMatching}
            onClick={() => onMoveToAlbum(target === NO_ALBUM ? null : target)}
          >
            {t('uploadsTab.move')}
          </button>
        </div>
      )}
    </div>
  );
}
