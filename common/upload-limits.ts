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
