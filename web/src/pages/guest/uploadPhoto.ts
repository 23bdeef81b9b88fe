/** One photo sent to POST /api/events/{slug}/uploads/direct (one request per file, for progress). */
export type UploadOptions = {
  slug: string;
  pin: string | null;
  file: File;
  uploaderName: string;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
};

/** SPEC §8: the server's message when it gives one, else these. */
export const UPLOAD_FAILED = 'Upload failed';
export const UPLOAD_NETWORK_ERROR = 'An error occurred while uploading files.';

export class UploadError extends Error {
  /** No answer from the server at all (connection lost), as opposed to a refusal. */
  readonly network: boolean;

  constructor(message: string, network: boolean) {
    super(message);
    this.name = 'UploadError';
    this.network = network;
  }
}

export function uploadUrl(slug: string, pin: string | null): string {
  const query = pin ? `?pin=${encodeURIComponent(pin)}` : '';
  return `/api/events/${encodeURIComponent(slug)}/uploads/direct${query}`;
}

function messageOf(request: XMLHttpRequest): string {
  try {
    const body = JSON.parse(request.responseText) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // Not JSON (a proxy's error page): the generic message says enough.
  }
  return UPLOAD_FAILED;
}

/** PENDING until the hosts approve it; APPROVED at once when they chose to approve everything. */
export type UploadStatus = 'PENDING' | 'APPROVED' | 'REJECTED' | 'UNKNOWN';

function statusOf(request: XMLHttpRequest): UploadStatus {
  try {
    const body = JSON.parse(request.responseText) as { uploads?: { status?: unknown }[] };
    const status = body.uploads?.[0]?.status;
    if (status === 'PENDING' || status === 'APPROVED' || status === 'REJECTED') return status;
  } catch {
    // An unexpected body: the upload still succeeded.
  }
  return 'UNKNOWN';
}

/** XMLHttpRequest, not fetch: fetch cannot report upload progress. */
export function uploadPhoto({
  slug,
  pin,
  file,
  uploaderName,
  onProgress,
  signal,
}: UploadOptions): Promise<UploadStatus> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', uploadUrl(slug, pin));
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve(statusOf(request));
      } else {
        reject(new UploadError(messageOf(request), false));
      }
    };
    request.onerror = () => reject(new UploadError(UPLOAD_NETWORK_ERROR, true));
    request.onabort = () => reject(new UploadError(UPLOAD_FAILED, false));
    signal?.addEventListener('abort', () => request.abort(), { once: true });

    const form = new FormData();
    // Text fields first: the server reads the stream in order and needs the name before the file.
    if (uploaderName) form.append('uploaderName', uploaderName);
    form.append('files', file, file.name);
    request.send(form);
  });
}
