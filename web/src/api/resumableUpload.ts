// One photo or video sent with the tus resumable-upload protocol (tus-js-client): the server keeps what arrived, so
// a dropped connection or a reload continues from the last byte received instead of from the start.
// Loaded only with the upload dialog: tus-js-client stays out of the guest page's first load.

import { DetailedError, Upload, type HttpResponse } from 'tus-js-client';
import { RESUMABLE_CHUNK_BYTES } from '../../../common/upload-limits';
import {
  fieldFromBody,
  messageFromBody,
  retryAfterMs,
  UPLOAD_FAILED,
  UPLOAD_NETWORK_ERROR,
  UploadFailure,
  uploadStatusFromBody,
  type UploadStatus,
} from './uploadFailure';
import { languageHeaders } from './language';

export type ResumableUploadOptions = {
  slug: string;
  pin: string | null;
  file: Blob;
  filename: string;
  filetype: string;
  uploaderName: string;
  /** The album to file it in (GuestAlbum.databaseId, decision 053), null for none. */
  albumId: number | null;
  /** Where an earlier attempt left the bytes; null to start a new upload. */
  uploadUrl: string | null;
  onUploadUrl: (url: string) => void;
  onProgress: (fraction: number) => void;
};

/** A running upload: `done` settles with what the server made of the photo, or an UploadFailure. */
export type RunningUpload = { done: Promise<UploadStatus>; abort: () => void };

export function tusEndpoint(slug: string, pin: string | null): string {
  const query = pin ? `?pin=${encodeURIComponent(pin)}` : '';
  return `/api/events/${encodeURIComponent(slug)}/tus${query}`;
}

function failureFrom(error: Error): UploadFailure {
  const response: HttpResponse | null = error instanceof DetailedError ? error.originalResponse : null;
  const status = response?.getStatus() ?? 0;
  if (!response || status === 0) return new UploadFailure('network', UPLOAD_NETWORK_ERROR);
  const body = response.getBody();
  return new UploadFailure(
    'refused',
    messageFromBody(body, UPLOAD_FAILED),
    status,
    retryAfterMs(response.getHeader('Retry-After')),
    fieldFromBody(body),
  );
}

function pinHeaders(pin: string | null): Record<string, string> {
  return pin ? { 'X-Event-Pin': pin } : {};
}

/**
 * Asks the server to make the photo from an upload whose bytes all arrived in an earlier try: an empty
 * last PATCH at the end offset (the server keeps such an upload when making the photo failed, and takes
 * it away once the photo exists). tus-js-client would call that upload done after its HEAD alone.
 */
async function finishStoredUpload(url: string, size: number, pin: string | null, signal: AbortSignal) {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'PATCH',
      credentials: 'include',
      signal,
      headers: {
        'Tus-Resumable': '1.0.0',
        'Upload-Offset': String(size),
        'Content-Type': 'application/offset+octet-stream',
        ...pinHeaders(pin),
        ...languageHeaders(),
      },
      body: new Blob([]),
    });
  } catch {
    throw new UploadFailure('network', UPLOAD_NETWORK_ERROR);
  }
  const body = await response.text().catch(() => '');
  if (!response.ok) {
    throw new UploadFailure(
      'refused',
      messageFromBody(body, UPLOAD_FAILED),
      response.status,
      retryAfterMs(response.headers.get('Retry-After')),
      fieldFromBody(body),
    );
  }
  return uploadStatusFromBody(body);
}

/** Starts sending `file` (or resumes it at `uploadUrl`). Retries are the caller's: the queue decides them. */
export function sendResumable(options: ResumableUploadOptions): RunningUpload {
  let upload: Upload | null = null;
  let lastMethod = '';
  const finishing = new AbortController();
  const done = new Promise<UploadStatus>((resolve, reject) => {
    upload = new Upload(options.file, {
      // Absolute, so the upload URL the server answers with (often a bare path) resolves against it.
      endpoint: new URL(tusEndpoint(options.slug, options.pin), window.location.href).href,
      uploadUrl: options.uploadUrl,
      metadata: {
        filename: options.filename,
        filetype: options.filetype,
        ...(options.uploaderName ? { uploaderName: options.uploaderName } : {}),
        // Read at creation only (the server keeps its checked copy with the upload).
        ...(options.albumId !== null ? { albumId: String(options.albumId) } : {}),
      },
      // Creation carries the PIN in the query (like every guest call); the requests to the upload's own
      // address carry it in the header the API also reads.
      headers: { ...pinHeaders(options.pin), ...languageHeaders() },
      // The queue keeps the upload URL with the photo in IndexedDB: nothing in tus' own localStorage.
      storeFingerprintForResuming: false,
      retryDelays: null,
      // A video goes in PATCHes of at most 50 MB (tus-js-client's default is the whole file in one), so a
      // proxy's 100 MB request limit never cuts it off. Photos fit in one.
      chunkSize: RESUMABLE_CHUNK_BYTES,
      onUploadUrlAvailable: () => {
        if (upload?.url) options.onUploadUrl(upload.url);
      },
      onProgress: (sent, total) => options.onProgress(total > 0 ? sent / total : 0),
      onAfterResponse: (request) => {
        lastMethod = request.getMethod();
      },
      onSuccess: ({ lastResponse }) => {
        if (lastMethod === 'HEAD' && upload?.url) {
          finishStoredUpload(upload.url, options.file.size, options.pin, finishing.signal).then(resolve, reject);
        } else {
          resolve(uploadStatusFromBody(lastResponse.getBody()));
        }
      },
      onError: (error) => reject(failureFrom(error)),
    });
    upload.start();
  });
  return {
    done,
    abort: () => {
      // Not terminated: the bytes stay on the server for the next attempt.
      void upload?.abort(false);
      finishing.abort();
    },
  };
}
