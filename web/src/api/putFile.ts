import { UPLOAD_FAILED } from './uploadFailure';
import { answerMessage, sendWithProgress, succeeded } from './xhr';

/** PUTs a file to a signed upload URL (our own server, or Google Cloud Storage), reporting progress. */
export async function putFile(
  url: string,
  file: Blob,
  /** The ticket's signed headers (Content-Type, and a size range on GCS): all must be sent. */
  headers: readonly { readonly name: string; readonly value: string }[],
  onProgress: (fraction: number) => void,
): Promise<void> {
  let request: XMLHttpRequest;
  try {
    request = await sendWithProgress('PUT', url, file, { headers, onProgress });
  } catch {
    throw new Error(UPLOAD_FAILED);
  }
  if (!succeeded(request)) throw new Error(answerMessage(request, UPLOAD_FAILED));
}
