// Client-side checks of SPEC §5 for guest uploads, and of the video limits (issue 30); the server checks
// again by the file's bytes, and refuses in the same words (common/upload-limits.ts, the guest catalogs'
// `limits` part), in the reader's language.

import {
  ACCEPTED_IMAGE_TYPES,
  ACCEPTED_VIDEO_TYPES,
  DEFAULT_VIDEO_LIMITS,
  invalidMediaTypeMessage,
  invalidTypeMessage,
  MAX_FILES_PER_REQUEST,
  MAX_IMAGE_BYTES,
  photoPickerHint,
  photosOnlyMessage,
  tooLargeMessage,
  tooManyFilesMessage,
  videoPickerHint,
  videoTooLargeMessage,
  type VideoLimits,
} from '../../../../common/upload-limits';
import { say } from '../../i18n/words';

/** For the file picker: browsers other than Safari often do not know the HEIC type. */
export const ACCEPT_ATTRIBUTE = [...ACCEPTED_IMAGE_TYPES, '.jpg', '.jpeg', '.png', '.heic', '.webp'].join(',');

/** The picker where the event takes videos too: MP4, MOV (iPhones' QuickTime) and WebM, by type and name. */
export const ACCEPT_WITH_VIDEOS_ATTRIBUTE = [ACCEPT_ATTRIBUTE, ...ACCEPTED_VIDEO_TYPES, '.mp4', '.mov', '.webm'].join(
  ',',
);

/** The picker's `accept` for this event. */
export function acceptAttribute(allowVideos: boolean): string {
  return allowVideos ? ACCEPT_WITH_VIDEOS_ATTRIBUTE : ACCEPT_ATTRIBUTE;
}

type FileLike = { name: string; type: string; size: number };

function hasAcceptedType(file: FileLike): boolean {
  const type = file.type.toLowerCase();
  if ((ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type)) return true;
  // Chrome and Firefox give HEIC photos no type at all (and some systems say image/heif).
  return (type === '' || type === 'image/heif') && /\.heic$/i.test(file.name);
}

/**
 * Whether the file is a video we take: by its type, or by its name where the system gives none (some
 * Android file pickers, and Windows for .mov without QuickTime installed).
 */
export function isVideoFile(file: FileLike): boolean {
  const type = file.type.toLowerCase();
  if ((ACCEPTED_VIDEO_TYPES as readonly string[]).includes(type)) return true;
  return (type === '' || type === 'application/octet-stream') && /\.(mp4|mov|webm)$/i.test(file.name);
}

export type UploadRules = {
  /** The event takes videos (PublicEvent.allowVideos). Without, a video is refused as the server does. */
  allowVideos: boolean;
  /** The server's video limits (PublicEvent.videoLimits); absent or null: the defaults (1 GB, 5 minutes). */
  videoLimits?: Pick<VideoLimits, 'maxBytes' | 'maxSeconds'> | null;
};

const PHOTOS_ONLY: UploadRules = { allowVideos: false };

/**
 * Splits picked files into those to keep and the messages for those dropped (SPEC §5 for photos, the
 * video messages of common/upload-limits.ts). `room`: how many more files the dialog takes
 * (MAX_FILES_PER_REQUEST less those already waiting); the first ones picked are kept.
 */
export function checkFiles<T extends FileLike>(
  files: readonly T[],
  room: number = MAX_FILES_PER_REQUEST,
  rules: UploadRules = PHOTOS_ONLY,
): { accepted: T[]; errors: string[] } {
  const maxVideoBytes = (rules.videoLimits ?? DEFAULT_VIDEO_LIMITS).maxBytes;
  const accepted: T[] = [];
  const errors: string[] = [];
  for (const file of files) {
    if (isVideoFile(file)) {
      if (!rules.allowVideos) errors.push(say(photosOnlyMessage(file.name)));
      else if (file.size > maxVideoBytes) errors.push(say(videoTooLargeMessage(file.name, maxVideoBytes)));
      else accepted.push(file);
    } else if (!hasAcceptedType(file)) {
      errors.push(say(rules.allowVideos ? invalidMediaTypeMessage(file.name) : invalidTypeMessage(file.name)));
    } else if (file.size > MAX_IMAGE_BYTES) {
      errors.push(say(tooLargeMessage(file.name)));
    } else {
      accepted.push(file);
    }
  }
  if (accepted.length > Math.max(room, 0)) {
    accepted.length = Math.max(room, 0);
    errors.push(say(tooManyFilesMessage(MAX_FILES_PER_REQUEST, rules.allowVideos)));
  }
  return { accepted, errors };
}

/**
 * The picker's help, a line each: the photo formats and limits, and where the event takes videos, the
 * video formats with the server's limits ('MP4, MOV or WebM videos up to 2 minutes and 200 MB each.').
 */
export function pickerHelp(rules: UploadRules): string[] {
  const photos = say(photoPickerHint());
  if (!rules.allowVideos) return [photos];
  const { maxBytes, maxSeconds } = rules.videoLimits ?? DEFAULT_VIDEO_LIMITS;
  return [photos, say(videoPickerHint(maxBytes, maxSeconds))];
}

/** Whether the browser can draw a preview of the file (HEIC: only Safari, so never assumed). */
export function canPreview(file: FileLike): boolean {
  return /^image\/(jpe?g|png|webp)$/i.test(file.type);
}
