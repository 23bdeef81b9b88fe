import { heartLabel } from './heartLabel';

type HeartButtonProps = {
  count: number;
  reacted: boolean;
  onToggle: () => void;
  /** On a gallery tile (a small mark in its corner) or in the viewer's caption row (on the dark backdrop). */
  look: 'tile' | 'viewer';
};

/** The heart, filled when this browser's heart is on the photo (the path of icons.tsx's HeartIcon). */
function HeartShape({ filled, className }: { filled: boolean; className: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <path d="M12 20.5s-7.5-4.4-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.8-7.5 10.2-7.5 10.2z" />
    </svg>
  );
}

/**
 * A guest's heart on a photo (issue 33): a toggle (aria-pressed) named "Love this photo, 3 hearts", its count
 * beside it once there is one. On a tile the mark is small but the button is 44 px, the whole corner.
 */
export function HeartButton({ count, reacted, onToggle, look }: HeartButtonProps) {
  const countText = count > 0 ? <span className="tabular-nums">{count}</span> : null;
  if (look === 'tile') {
    return (
      <button
        type="button"
        aria-pressed={reacted}
        aria-label={heartLabel(count)}
        onClick={onToggle}
        className="absolute top-0 right-0 flex size-11 items-start justify-end p-1 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-white"
      >
        <span className="inline-flex items-center gap-0.5 rounded-full bg-black/60 px-1.5 py-0.5 text-[11px] leading-4 font-semibold text-white shadow-sm sm:text-xs">
          <HeartShape filled={reacted} className={`size-3.5 ${reacted ? 'text-rose-400' : ''}`} />
          {countText}
        </span>
      </button>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={reacted}
      aria-label={heartLabel(count)}
      onClick={onToggle}
      className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-full px-3 text-sm font-semibold text-white hover:bg-white/15"
    >
      <HeartShape filled={reacted} className={`size-6 ${reacted ? 'text-rose-400' : ''}`} />
      {countText}
    </button>
  );
}
