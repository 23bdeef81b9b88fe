// When the slideshow leaves a video (issue 30), as plain data: a video plays muted until it ends or has
// played SLIDESHOW_VIDEO_SECONDS, and one that never starts, stops moving or fails is skipped, so a bad
// file or a slow connection never leaves the venue's screen stuck. The component feeds in what the
// <video> element reports (LiveSlideshow.tsx); these rules decide, and are tested without a browser.

/** A video that has not started playing this long after it came on screen is skipped. */
export const VIDEO_START_TIMEOUT_MS = 10_000;

/** A video whose position has not moved this long while it should play (a stalled download) is skipped. */
export const VIDEO_STALL_MS = 8_000;

/** What the slideshow knows of the video on screen. Times in ms (Date.now()), the position in seconds. */
export interface VideoWatch {
  /** When it came on screen, or when the slideshow was last resumed. */
  since: number;
  /** When its position last moved forward (null: it has not played yet since `since`). */
  movedAt: number | null;
  /** Seconds played so far (the element's currentTime). */
  position: number;
  /** It played to its end. */
  ended: boolean;
  /** It could not be loaded or played (an error, or the browser refused to play it). */
  failed: boolean;
}

/** play: keep going; done: it has had its turn; skip: it cannot be shown (failed, never started, stalled). */
export type VideoVerdict = 'play' | 'done' | 'skip';

export function startWatch(now: number): VideoWatch {
  return { since: now, movedAt: null, position: 0, ended: false, failed: false };
}

/** The element reported its position (timeupdate, playing). Only a move forward counts as progress. */
export function watchPosition(watch: VideoWatch, position: number, now: number): VideoWatch {
  if (!(position > watch.position) && watch.movedAt !== null) return watch;
  return { ...watch, position: Math.max(position, watch.position), movedAt: now };
}

/** The slideshow was paused and plays again: waiting while paused is no stall. */
export function resumeWatch(watch: VideoWatch, now: number): VideoWatch {
  return { ...watch, since: now, movedAt: watch.movedAt === null ? null : now };
}

export function endWatch(watch: VideoWatch): VideoWatch {
  return { ...watch, ended: true };
}

export function failWatch(watch: VideoWatch): VideoWatch {
  return { ...watch, failed: true };
}

/** Whether the video on screen goes on, has had its turn, or is skipped. */
export function videoVerdict(watch: VideoWatch, now: number, limitSeconds: number): VideoVerdict {
  if (watch.failed) return 'skip';
  if (watch.ended || watch.position >= limitSeconds) return 'done';
  if (watch.movedAt === null) return now - watch.since >= VIDEO_START_TIMEOUT_MS ? 'skip' : 'play';
  return now - watch.movedAt >= VIDEO_STALL_MS ? 'skip' : 'play';
}
