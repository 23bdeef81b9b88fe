// Upload limits both sides of the product read: the web app checks them before sending (a clear message at
// once, no wasted bandwidth on venue Wi-Fi), the API enforces them on the bytes. One home, no drift: every
// message and description that names a limit is built from it here.

/** A megabyte as the product counts it (binary: 25 MB is 25 × 1024 × 1024 bytes). */
export const MB = 1024 * 1024;

/** The largest photo or cover we accept (SPEC §9: 25 MB). */
export const MAX_IMAGE_BYTES = 25 * MB;

/** The limit in prose: '25 MB' (descriptions, help texts). The SPEC's messages write it '25MB'. */
export const MAX_IMAGE_SIZE = `${MAX_IMAGE_BYTES / MB} MB`;

/**
 * Photos at a time: in one upload request (multipart direct uploads and GraphQL `uploadPhotos`), and in the
 * guest's upload dialog, which holds at most this many photos still to send (it sends each on its own,
 * resumable). The help's "up to 20 at a time" reads it too, so the copy and every path agree.
 */
export const MAX_FILES_PER_REQUEST = 20;

/** The media types a guest's photo may declare (SPEC §5; image/jpg is what some browsers say for JPEG). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/heic', 'image/webp'] as const;

/** The accepted formats by name, in the SPEC's order. */
export const ACCEPTED_FORMATS = ['JPEG', 'PNG', 'HEIC', 'WebP'] as const;

/** 'JPEG, PNG, HEIC and WebP' (or '… or WebP'): the formats in a sentence. */
export function acceptedFormats(conjunction: 'and' | 'or' = 'and'): string {
  return `${ACCEPTED_FORMATS.slice(0, -1).join(', ')} ${conjunction} ${ACCEPTED_FORMATS.at(-1)!}`;
}

/** Why a file of another type is refused (SPEC §5), without the file's name. */
export const ONLY_ACCEPTED_FORMATS = `Only ${acceptedFormats()} files are accepted.`;

/** SPEC §5: '{file} is an invalid file type. Only JPEG, PNG, HEIC and WebP files are accepted.' */
export function invalidTypeMessage(filename: string): string {
  return `${filename} is an invalid file type. ${ONLY_ACCEPTED_FORMATS}`;
}

/** SPEC §5: '{file} is too large. Maximum file size is 25MB.' */
export function tooLargeMessage(filename: string): string {
  return `${filename} is too large. Maximum file size is ${MAX_IMAGE_BYTES / MB}MB.`;
}

// Videos (issue 30, docs/decisions/048). The byte and length limits are deployment settings
// (MAX_VIDEO_BYTES, MAX_VIDEO_SECONDS): these are their defaults, and every message is built from the
// value in force, so a deployment that allows 10 minutes says so.

/** A gigabyte as the product counts it (binary, like MB). */
export const GB = 1024 * MB;

/** Default of MAX_VIDEO_BYTES: 1 GB, a 5-minute 4K phone video with room to spare. */
export const DEFAULT_MAX_VIDEO_BYTES = GB;

/** Default of MAX_VIDEO_SECONDS: 5 minutes, the vows or a speech. */
export const DEFAULT_MAX_VIDEO_SECONDS = 300;

/**
 * The largest picture a video may have, in either orientation: its longer side at most 4096 pixels and its
 * shorter side at most 2160, so DCI 4K (4096×2160), UHD (3840×2160) and their portrait forms pass, and
 * anything larger (8K, a 5000×5000 square) is refused before it is decoded.
 */
export const MAX_VIDEO_LONG_EDGE = 4096;
export const MAX_VIDEO_SHORT_EDGE = 2160;

/** The containers a guest's video may come in, by name and by media type (decided by magic bytes). */
export const ACCEPTED_VIDEO_FORMATS = ['MP4', 'MOV', 'WebM'] as const;
export const ACCEPTED_VIDEO_TYPES = ['video/mp4', 'video/quicktime', 'video/webm'] as const;

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** A length in words, to the nearest second: 300 → '5 minutes', 90 → '1 minute 30 seconds', 45.2 → '45 seconds'. */
export function durationText(seconds: number): string {
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  if (minutes === 0) return plural(rest, 'second');
  return rest === 0 ? plural(minutes, 'minute') : `${plural(minutes, 'minute')} ${plural(rest, 'second')}`;
}

/** A byte limit the way the photo message writes 25MB: '1GB', '500MB' (whole GB when it is one). */
export function byteLimitText(bytes: number): string {
  return bytes >= GB && bytes % GB === 0 ? `${bytes / GB}GB` : `${Math.round(bytes / MB)}MB`;
}

/** The rule in one sentence: 'Videos can be up to 5 minutes long.' (help texts, the uploader). */
export function videoLengthRule(maxSeconds: number = DEFAULT_MAX_VIDEO_SECONDS): string {
  return `Videos can be up to ${durationText(maxSeconds)} long.`;
}

/** '{file} is 6 minutes long. Videos can be up to 5 minutes long.' */
export function videoTooLongMessage(filename: string, seconds: number, maxSeconds: number): string {
  return `${filename} is ${durationText(seconds)} long. ${videoLengthRule(maxSeconds)}`;
}

/** In the words of the photo one: '{file} is too large. Maximum video size is 1GB.' */
export function videoTooLargeMessage(filename: string, maxBytes: number = DEFAULT_MAX_VIDEO_BYTES): string {
  return `${filename} is too large. Maximum video size is ${byteLimitText(maxBytes)}.`;
}

/** '{file} is 5000 × 5000 pixels: videos can be at most 4096 × 2160 (4K). Please share a smaller copy.' */
export function videoResolutionMessage(filename: string, width: number, height: number): string {
  return (
    `${filename} is ${width} × ${height} pixels: videos can be at most ` +
    `${MAX_VIDEO_LONG_EDGE} × ${MAX_VIDEO_SHORT_EDGE} (4K). Please share a smaller copy.`
  );
}

/** A file whose bytes are no video container we read, or that cannot be read as one: as for images. */
export function unreadableVideoMessage(filename: string): string {
  return `${filename} could not be read as a video.`;
}

/**
 * A real container whose content we do not play; `why` says what is wrong in a few words ('it has no
 * picture', 'it has 2 video tracks', 'its ProRes video is not supported').
 */
export function unplayableVideoMessage(filename: string, why: string): string {
  return `${filename} is not a video we can play: ${why}.`;
}

/** The video formats in a sentence: 'MP4, MOV and WebM'. */
export function acceptedVideoFormats(conjunction: 'and' | 'or' = 'and'): string {
  return `${ACCEPTED_VIDEO_FORMATS.slice(0, -1).join(', ')} ${conjunction} ${ACCEPTED_VIDEO_FORMATS.at(-1)!}`;
}

/**
 * Why a file of another type is refused where videos are taken too (issue 30). The SPEC's sentence named
 * photos only, which would tell a guest with a clip that clips are refused; an event that takes photos
 * only keeps the SPEC's message word for word (invalidTypeMessage).
 */
export const ONLY_ACCEPTED_MEDIA = `Only ${acceptedFormats()} photos and ${acceptedVideoFormats()} videos are accepted.`;

/** '{file} is an invalid file type. Only JPEG, PNG, HEIC and WebP photos and MP4, MOV and WebM videos are accepted.' */
export function invalidMediaTypeMessage(filename: string): string {
  return `${filename} is an invalid file type. ${ONLY_ACCEPTED_MEDIA}`;
}

/** What an event whose hosts turned videos off (Event.allowVideos false) says, without the file's name. */
export const PHOTOS_ONLY = 'This event takes photos only.';

/** '{file} is a video. This event takes photos only.' */
export function photosOnlyMessage(filename: string): string {
  return `${filename} is a video. ${PHOTOS_ONLY}`;
}

/**
 * The largest video one direct request may carry (REST `uploads/direct` and GraphQL `uploadPhotos`, per file):
 * 100 MB, the request limit proxies in front of servers commonly have (nginx setups, Cloudflare's free plan),
 * so a clip that passes here is not cut off by one. Larger clips, up to MAX_VIDEO_BYTES, go through the
 * resumable upload (tus, chunks of at most RESUMABLE_CHUNK_BYTES) or a presigned URL. Photos keep 25 MB.
 */
export const MAX_DIRECT_VIDEO_BYTES = 100 * MB;

/**
 * The chunk the web app sends each resumable request (tus PATCH) with: at most 50 MB, half a proxy's
 * common 100 MB request limit. The server takes any chunk size a tus client picks (bytes stream to storage
 * and are never held in memory); this is what our clients promise.
 */
export const RESUMABLE_CHUNK_BYTES = 50 * MB;

/**
 * '{file} is too large to send in one request (videos up to 100MB). Use the resumable upload (tus) for larger
 * videos; our apps do it for you.'
 */
export function directVideoTooLargeMessage(filename: string): string {
  return (
    `${filename} is too large to send in one request (videos up to ${byteLimitText(MAX_DIRECT_VIDEO_BYTES)}). ` +
    'Use the resumable upload (tus) for larger videos; our apps do it for you.'
  );
}

/** The event holds all its quota allows (EVENT_STORAGE_QUOTA_GB): what every upload path answers then. */
export function storageFullMessage(quotaBytes: number): string {
  const size = `${Number((quotaBytes / GB).toPrecision(3))} GB`;
  return `This event's storage for photos and videos is full (${size}). The hosts can make room by deleting some.`;
}

/** A byte limit in prose, as MAX_IMAGE_SIZE writes 25 MB: '1 GB', '500 MB' (help texts). */
export function byteSizeText(bytes: number): string {
  return bytes >= GB && bytes % GB === 0 ? `${bytes / GB} GB` : `${Math.round(bytes / MB)} MB`;
}

/** The uploader's line about videos: 'MP4, MOV or WebM videos up to 5 minutes and 1 GB each.' */
export function videoUploadHint(
  maxBytes: number = DEFAULT_MAX_VIDEO_BYTES,
  maxSeconds: number = DEFAULT_MAX_VIDEO_SECONDS,
): string {
  return `${acceptedVideoFormats('or')} videos up to ${durationText(maxSeconds)} and ${byteSizeText(maxBytes)} each.`;
}

/**
 * A clip the phone stopped at "5:00" can measure 300.3 s (audio priming, the last frame's duration): that
 * much over the limit is still within it.
 */
export const VIDEO_DURATION_TOLERANCE_SECONDS = 0.5;

/** Whether a video of this length is over the limit (the uploader's check before sending, and the server's). */
export function isVideoTooLong(seconds: number, maxSeconds: number = DEFAULT_MAX_VIDEO_SECONDS): boolean {
  return seconds > maxSeconds + VIDEO_DURATION_TOLERANCE_SECONDS;
}

/** Default of SLIDESHOW_VIDEO_SECONDS: the live slideshow plays a video this long at most, then moves on. */
export const DEFAULT_SLIDESHOW_VIDEO_SECONDS = 30;

/**
 * A deployment's video limits (MAX_VIDEO_BYTES, MAX_VIDEO_SECONDS, SLIDESHOW_VIDEO_SECONDS): the server
 * holds uploads to them, and guests' browsers learn them with the event (PublicEvent.videoLimits) for the
 * uploader's checks and help text and the slideshow's turn.
 */
export interface VideoLimits {
  /** Largest original accepted, in bytes. */
  maxBytes: number;
  /** Longest video accepted, in seconds (within VIDEO_DURATION_TOLERANCE_SECONDS). */
  maxSeconds: number;
  /** How long the live slideshow plays a video before moving on, in seconds. */
  slideshowSeconds: number;
}

/** The limits of a deployment that sets none: what a client uses until it knows the server's. */
export const DEFAULT_VIDEO_LIMITS: Readonly<VideoLimits> = {
  maxBytes: DEFAULT_MAX_VIDEO_BYTES,
  maxSeconds: DEFAULT_MAX_VIDEO_SECONDS,
  slideshowSeconds: DEFAULT_SLIDESHOW_VIDEO_SECONDS,
};
