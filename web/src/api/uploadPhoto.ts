import { answerMessage, NoAnswerError, sendWithProgress, succeeded } from './xhr';

/** One photo sent to POST /api/events/{slug}/uploads/direct (one request per file, for progress). */
export type UploadOptions = {
  slug: string;
  pin: string | null;
  file: File;
  uploaderName: string;
  onProgress: (fraction: number) => void;
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

/** Sends one photo, reporting progress; rejects with an UploadError. */
export async function uploadPhoto({ slug, pin, file, uploaderName, onProgress }: UploadOptions): Promise<UploadStatus> {
  const form = new FormData();
  // Text fields first: the server reads the stream in order and needs the name before the file.
  if (uploaderName) form.append('uploaderName', uploaderName);
  form.append('files', file, file.name);
  let request: XMLHttpRequest;
  try {
    request = await sendWithProgress('POST', uploadUrl(slug, pin), form, { withCredentials: true, onProgress });
  } catch (error) {
    const network = error instanceof NoAnswerError && error.reason === 'network';
    throw new UploadError(network ? UPLOAD_NETWORK_ERROR : UPLOAD_FAILED, network);
  }
  if (!succeeded(request)) throw new UploadError(answerMessage(request, UPLOAD_FAILED), false);
  onProgress(1);
  return statusOf(request);
}
