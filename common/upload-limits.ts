// Upload limits both sides of the product read: the web app checks them before sending (a clear message at
// once, no wasted bandwidth on venue Wi-Fi), the API enforces them on the bytes. One home, no drift: every
// message and description that names a limit is built from it here. Messages a person reads are words of
// the guest catalogs (common/i18n/messages/guest/limits.*.json): the functions below return them
// unrendered (`{ id, values }`), and each side renders them in its reader's language (decision 058), so
// the uploader's check before sending and the server's refusal say the same thing.

import type { GuestMessages } from './i18n/messages/guest/index.ts';
import type { Words } from './i18n/words.ts';

/** A limit's message, before it knows its reader's language. */
export type LimitWords = Words<keyof GuestMessages>;

/** Who a message is about: a file's name, or 'A file' / 'This file' where the name is not known. */
export type FileNamed = string | LimitWords;

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

/**
 * Why a file of another type is refused (SPEC §5), without the file's name: 'Only JPEG, PNG, HEIC and WebP
 * files are accepted.' The catalogs write the formats out (ACCEPTED_FORMATS; upload-limits.test.ts checks).
 */
export const ONLY_ACCEPTED_FORMATS: LimitWords = { id: 'limits.onlyAcceptedFormats' };

/** SPEC §5: '{file} is an invalid file type. Only JPEG, PNG, HEIC and WebP files are accepted.' */
export function invalidTypeMessage(file: FileNamed): LimitWords {
  return { id: 'limits.invalidType', values: { file } };
}

/** SPEC §5: '{file} is too large. Maximum file size is 25MB.' */
export function tooLargeMessage(file: FileNamed): LimitWords {
  return { id: 'limits.tooLarge', values: { file, maxMb: MAX_IMAGE_BYTES / MB } };
}

/** A file whose name is not known: 'A file is too large…'. */
export const A_FILE: LimitWords = { id: 'limits.aFile' };
/** The file of an upload link: 'This file is too large…'. */
export const THIS_FILE: LimitWords = { id: 'limits.thisFile' };

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

/** A length in the reader's words, to the nearest second: 300 → '5 minutes', 90 → '1 minute 30 seconds'. */
export function duration(seconds: number): LimitWords {
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  if (minutes === 0) return { id: 'format.seconds', values: { count: rest } };
  if (rest === 0) return { id: 'format.minutes', values: { count: minutes } };
  return { id: 'format.minutesAndSeconds', values: { minutes, seconds: rest } };
}

/** A length in English words (logs, the English API docs): 300 → '5 minutes', 45.2 → '45 seconds'. */
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

/** The rule in one sentence, in English: 'Videos can be up to 5 minutes long.' (the English docs). */
export function videoLengthRule(maxSeconds: number = DEFAULT_MAX_VIDEO_SECONDS): string {
  return `Videos can be up to ${durationText(maxSeconds)} long.`;
}

/** '{file} is 6 minutes long. Videos can be up to 5 minutes long.' */
export function videoTooLongMessage(file: FileNamed, seconds: number, maxSeconds: number): LimitWords {
  return {
    id: 'limits.videoTooLong',
    values: { file, duration: duration(seconds), maxDuration: duration(maxSeconds) },
  };
}

/** In the words of the photo one: '{file} is too large. Maximum video size is 1GB.' */
export function videoTooLargeMessage(file: FileNamed, maxBytes: number = DEFAULT_MAX_VIDEO_BYTES): LimitWords {
  return { id: 'limits.videoTooLarge', values: { file, size: byteLimitText(maxBytes) } };
}

/** '{file} is 5000 × 5000 pixels: videos can be at most 4096 × 2160 (4K). Please share a smaller copy.' */
export function videoResolutionMessage(file: FileNamed, width: number, height: number): LimitWords {
  return {
    id: 'limits.videoResolution',
    values: { file, width, height, maxLong: MAX_VIDEO_LONG_EDGE, maxShort: MAX_VIDEO_SHORT_EDGE },
  };
}

/** A file whose bytes are no video container we read, or that cannot be read as one: as for images. */
export function unreadableVideoMessage(file: FileNamed): LimitWords {
  return { id: 'limits.unreadableVideo', values: { file } };
}

/** Why a real container's content is not one we play, in a few words (unplayableVideoMessage's `why`). */
export const UNPLAYABLE_WHY = {
  noPicture: (): LimitWords => ({ id: 'limits.whyNoPicture' }),
  severalTracks: (tracks: number): LimitWords => ({ id: 'limits.whySeveralTracks', values: { tracks } }),
  codec: (codec: string): LimitWords => ({ id: 'limits.whyCodec', values: { codec } }),
};

/**
 * A real container whose content we do not play; `why` says what is wrong in a few words ('it has no
 * picture', 'it has 2 video tracks', 'its ProRes video is not supported').
 */
export function unplayableVideoMessage(file: FileNamed, why: LimitWords): LimitWords {
  return { id: 'limits.unplayableVideo', values: { file, why } };
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
export const ONLY_ACCEPTED_MEDIA: LimitWords = { id: 'limits.onlyAcceptedMedia' };

/** '{file} is an invalid file type. Only JPEG, PNG, HEIC and WebP photos and MP4, MOV and WebM videos are accepted.' */
export function invalidMediaTypeMessage(file: FileNamed): LimitWords {
  return { id: 'limits.invalidMediaType', values: { file } };
}

/** What an event whose hosts turned videos off (Event.allowVideos false) says, without the file's name. */
export const PHOTOS_ONLY: LimitWords = { id: 'limits.photosOnly' };

/** '{file} is a video. This event takes photos only.' */
export function photosOnlyMessage(file: FileNamed): LimitWords {
  return { id: 'limits.videoInPhotosOnly', values: { file } };
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
export function directVideoTooLargeMessage(file: FileNamed): LimitWords {
  return { id: 'limits.directVideoTooLarge', values: { file, size: byteLimitText(MAX_DIRECT_VIDEO_BYTES) } };
}

/** The event holds all its quota allows (EVENT_STORAGE_QUOTA_GB): what every upload path answers then. */
export function storageFullMessage(quotaBytes: number): LimitWords {
  return { id: 'limits.storageFull', values: { size: `${Number((quotaBytes / GB).toPrecision(3))} GB` } };
}

/** Said when a choice would take the uploader past `max` files still to send (photos, or photos and videos). */
export function tooManyFilesMessage(max: number, videos: boolean): LimitWords {
  return { id: videos ? 'limits.tooManyFiles' : 'limits.tooManyPhotos', values: { max } };
}

/** The uploader's line about photos: 'JPEG, PNG, HEIC or WebP, up to 25 MB each, 20 at a time.' */
export function photoPickerHint(): LimitWords {
  return { id: 'limits.pickerPhotos', values: { size: MAX_IMAGE_SIZE, max: MAX_FILES_PER_REQUEST } };
}

/** The uploader's line about videos, in the reader's words: 'MP4, MOV or WebM videos up to 5 minutes and 1 GB each.' */
export function videoPickerHint(
  maxBytes: number = DEFAULT_MAX_VIDEO_BYTES,
  maxSeconds: number = DEFAULT_MAX_VIDEO_SECONDS,
): LimitWords {
  return { id: 'limits.pickerVideos', values: { duration: duration(maxSeconds), size: byteSizeText(maxBytes) } };
}

/** A byte limit in prose, as MAX_IMAGE_SIZE writes 25 MB: '1 GB', '500 MB' (help texts). */
export function byteSizeText(bytes: number): string {
  return bytes >= GB && bytes % GB === 0 ? `${bytes / GB} GB` : `${Math.round(bytes / MB)} MB`;
}

/** The same line in English (the English pages that describe the product): see videoPickerHint. */
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
