import exifReader from 'exif-reader';

/** A day of slack for a camera clock set to a time zone ahead of ours. */
const FUTURE_SLACK_MS = 24 * 60 * 60 * 1000;
const EARLIEST = Date.UTC(1900, 0, 1);

/**
 * When the photo was taken, from the EXIF DateTimeOriginal tag (an EXIF block as sharp's `metadata().exif`
 * gives it), or null when the tag is absent or not a plausible date.
 *
 * EXIF stores the camera's local wall-clock time. Recent phones add OffsetTimeOriginal ("+03:00"), which we
 * apply to get the real instant; without it the local time is stored as if it were UTC. That keeps the time
 * guests saw on the clock at the venue (what a gallery sorted by capture time needs) and is at worst off by
 * the venue's offset from UTC.
 */
export function takenAtFromExif(exif: Buffer | undefined): Date | null {
  if (!exif) return null;
  let tags: exifReader.Exif;
  try {
    tags = exifReader(exif);
  } catch {
    return null;
  }
  // exif-reader reads "YYYY:MM:DD HH:MM:SS" as UTC; unset dates ("0000:00:00 00:00:00") come out before 1900.
  const local = tags.Photo?.DateTimeOriginal;
  if (!(local instanceof Date) || Number.isNaN(local.getTime())) return null;
  const offsetMinutes = parseOffset(tags.Photo?.OffsetTimeOriginal);
  const instant = local.getTime() - offsetMinutes * 60_000;
  if (instant < EARLIEST || instant > Date.now() + FUTURE_SLACK_MS) return null;
  return new Date(instant);
}

/** "+03:00" → 180, "-05:30" → -330; anything else (absent, blank, malformed) → 0. */
function parseOffset(value: unknown): number {
  if (typeof value !== 'string') return 0;
  const match = /^([+-])(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  if (minutes > 14 * 60) return 0;
  return match[1] === '-' ? -minutes : minutes;
}
