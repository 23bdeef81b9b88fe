import { formatDuration } from '../../format';
import { PlayIcon } from '../icons';
import { useT } from '../../i18n/useT';

/**
 * The mark on a video's tile (the gallery, "Your photos and videos", the hosts' uploads): a play sign and
 * the length, m:ss, in the bottom corner. Decorative: the tile's accessible name says 'Video 3, 42 seconds'.
 */
export function VideoBadge({
  durationSeconds,
  className = 'bottom-1 right-1 sm:bottom-1.5 sm:right-1.5',
}: {
  durationSeconds: number | null | undefined;
  /** Where it sits in its (relative) tile. */
  className?: string;
}) {
  const t = useT();
  return (
    <span
      aria-hidden="true"
      data-testid="video-badge"
      className={`pointer-events-none absolute inline-flex items-center gap-0.5 rounded-full bg-black/65 py-0.5 pr-1.5 pl-1 text-[11px] leading-4 font-semibold text-white tabular-nums shadow-sm sm:text-xs ${className}`}
    >
      <PlayIcon className="size-3.5" />
      {durationSeconds != null && durationSeconds > 0 ? formatDuration(durationSeconds) : t('ui.video')}
    </span>
  );
}
