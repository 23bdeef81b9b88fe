import { useEffect, useId, useRef } from 'react';

type BulkBarProps = {
  /** Photos in the list as shown now. */
  shown: number;
  selected: number;
  busy: boolean;
  onSelectAll: (select: boolean) => void;
  onApprove: () => void;
  onReject: () => void;
};

/** 'Select all', the selection count and the bulk actions on the selected photos. */
export function BulkBar({ shown, selected, busy, onSelectAll, onApprove, onReject }: BulkBarProps) {
  const id = useId();
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
          Select all
        </label>
      </div>
      <p className="text-sm text-stone-600" aria-live="polite">
        {selected} of {shown} selected
      </p>
      <div className="flex flex-wrap gap-2 sm:ml-auto">
        <button
          type="button"
          className="btn bg-emerald-700 text-white hover:bg-emerald-800"
          disabled={busy}
          onClick={onApprove}
        >
          Approve Selected
        </button>
        <button type="button" className="btn bg-red-600 text-white hover:bg-red-700" disabled={busy} onClick={onReject}>
          Reject Selected
        </button>
      </div>
    </div>
  );
}
