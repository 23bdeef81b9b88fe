// Upload limits both sides of the product read: the web app checks them before sending (a clear message at
// once, no wasted bandwidth on venue Wi-Fi), the API enforces them on the bytes. One home, no drift.

/** The largest photo or cover we accept (SPEC §9: 25 MB). */
export const MAX_IMAGE_BYTES = 25 * 1024 * 1024;

/** Photos in one upload request (multipart direct uploads and GraphQL `uploadPhotos`). */
export const MAX_FILES_PER_REQUEST = 20;
