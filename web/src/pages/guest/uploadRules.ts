// Client-side checks of SPEC §5 for guest uploads; the server checks again by the file's bytes.

import {
  ACCEPTED_IMAGE_TYPES,
  invalidTypeMessage,
  MAX_FILES_PER_REQUEST,
  MAX_IMAGE_BYTES,
  tooLargeMessage,
} from '../../../../common/upload-limits';

/** For the file picker: browsers other than Safari often do not know the HEIC type. */
export const ACCEPT_ATTRIBUTE = [...ACCEPTED_IMAGE_TYPES, '.jpg', '.jpeg', '.png', '.heic', '.webp'].join(',');

type FileLike = { name: string; type: string; size: number };

function hasAcceptedType(file: FileLike): boolean {
  const type = file.type.toLowerCase();
  if ((ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type)) return true;
  // Chrome and Firefox give HEIC photos no type at all (and some systems say image/heif).
  return (type === '' || type === 'image/heif') && /\.heic$/i.test(file.name);
}

/** Said when a choice would take the dialog past MAX_FILES_PER_REQUEST photos still to send. */
export const TOO_MANY_PHOTOS = `You can upload up to ${MAX_FILES_PER_REQUEST} photos at a time.`;

/**
 * Splits picked files into those to keep and the SPEC messages for those dropped. `room`: how many more
 * photos the dialog takes (MAX_FILES_PER_REQUEST less those already waiting); the first ones picked are kept.
 */
export function checkFiles<T extends FileLike>(
  files: readonly T[],
  room: number = MAX_FILES_PER_REQUEST,
): { accepted: T[]; errors: string[] } {
  const accepted: T[] = [];
  const errors: string[] = [];
  for (const file of files) {
    if (!hasAcceptedType(file)) {
      errors.push(invalidTypeMessage(file.name));
    } else if (file.size > MAX_IMAGE_BYTES) {
      errors.push(tooLargeMessage(file.name));
    } else {
      accepted.push(file);
    }
  }
  if (accepted.length > Math.max(room, 0)) {
    accepted.length = Math.max(room, 0);
    errors.push(TOO_MANY_PHOTOS);
  }
  return { accepted, errors };
}

/** Whether the browser can draw a preview of the file (HEIC: only Safari, so never assumed). */
export function canPreview(file: FileLike): boolean {
  return /^image\/(jpe?g|png|webp)$/i.test(file.type);
}
