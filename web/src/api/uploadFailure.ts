// What the upload clients tell callers about a photo the server did not take. No dependencies: the guest
// page's upload queue imports it, and the queue is unit-tested without a browser.

/** PENDING until the hosts approve it; APPROVED at once when they chose to approve everything. */
export type UploadStatus = 'PENDING' | 'APPROVED' | 'REJECTED' | 'UNKNOWN';

/** SPEC §8: the server's message when it gives one, else these. */
export const UPLOAD_FAILED = 'Upload failed';
export const UPLOAD_NETWORK_ERROR = 'An error occurred while uploading files.';

/** Why a photo did not arrive: no answer at all (`network`), or an answer that refused it (`refused`). */
export class UploadFailure extends Error {
  readonly kind: 'network' | 'refused';
  /** The HTTP status of a refusal; null without an answer. */
  readonly status: number | null;
  /** What Retry-After asked for (429), in milliseconds. */
  readonly retryAfterMs: number | null;
  /**
   * The input the refusal is about, as the answer names it (`{message, code, field}`): `albumId` when the
   * album is not the event's or one is required. Stable in every language, unlike the message.
   */
  readonly field: string | null;

  constructor(
    kind: 'network' | 'refused',
    message: string,
    status: number | null = null,
    retryAfterMs: number | null = null,
    field: string | null = null,
  ) {
    super(message);
    this.name = 'UploadFailure';
    this.kind = kind;
    this.status = status;
    this.retryAfterMs = retryAfterMs;
    this.field = field;
  }
}

/** The field a refusal names (`{field}` of a JSON error answer), null when it names none. */
export function fieldFromBody(body: string | null | undefined): string | null {
  try {
    const parsed = JSON.parse(body ?? '') as { field?: unknown };
    return typeof parsed.field === 'string' && parsed.field ? parsed.field : null;
  } catch {
    return null;
  }
}

/** The `{message}` of a JSON error answer, or `fallback` (a proxy's HTML page, GCS' XML, nothing). */
export function messageFromBody(body: string | null | undefined, fallback: string): string {
  try {
    const parsed = JSON.parse(body ?? '') as { message?: unknown };
    if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
  } catch {
    // Not JSON: the fallback says enough.
  }
  return fallback;
}

/** The status of the first photo in an answer `{uploads: [{status}]}`; UNKNOWN for any other body. */
export function uploadStatusFromBody(body: string | null | undefined): UploadStatus {
  try {
    const parsed = JSON.parse(body ?? '') as { uploads?: { status?: unknown }[] };
    const status = parsed.uploads?.[0]?.status;
    if (status === 'PENDING' || status === 'APPROVED' || status === 'REJECTED') return status;
  } catch {
    // An unexpected body: the upload still succeeded.
  }
  return 'UNKNOWN';
}

/** Retry-After in milliseconds (seconds or an HTTP date), null when absent or unreadable. */
export function retryAfterMs(header: string | null | undefined, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}
