// Client-side checks of SPEC §5 for guest uploads; the server checks again by the file's bytes.

import { MAX_FILES_PER_REQUEST, MAX_IMAGE_BYTES } from '../../../../common/upload-limits';

export const ACCEPTED_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/heic', 'image/webp'] as const;
/** For the file picker: browsers other than Safari often do not know the HEIC type. */
export const ACCEPT_ATTRIBUTE = [...ACCEPTED_TYPES, '.jpg', '.jpeg', '.png', '.heic', '.webp'].join(',');

type FileLike = { name: string; type: string; size: number };

function hasAcceptedType(file: FileLike): boolean {
  const type = file.type.toLowerCase();
  if ((ACCEPTED_TYPES as readonly string[]).includes(type)) return true;
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
      errors.push(`${file.name} is an invalid file type. Only JPEG, PNG, HEIC and WebP files are accepted.`);
    } else if (file.size > MAX_IMAGE_BYTES) {
      errors.push(`${file.name} is too large. Maximum file size is 25MB.`);
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
