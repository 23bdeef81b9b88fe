// Upload limits both sides of the product read: the web app checks them before sending (a clear message at
// once, no wasted bandwidth on venue Wi-Fi), the API enforces them on the bytes. One home, no drift.

/** The largest photo or cover we accept (SPEC §9: 25 MB). */
export const MAX_IMAGE_BYTES = 25 * 1024 * 1024;

/**
 * Photos at a time: in one upload request (multipart direct uploads and GraphQL `uploadPhotos`), and in the
 * guest's upload dialog, which holds at most this many photos still to send (it sends each on its own,
 * resumable). The help's "up to 20 at a time" reads it too, so the copy and every path agree.
 */
export const MAX_FILES_PER_REQUEST = 20;
