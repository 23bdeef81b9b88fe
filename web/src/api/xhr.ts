import { messageFromBody } from './uploadFailure';
import { languageHeaders } from './language';

// XMLHttpRequest, not fetch, for file uploads: fetch cannot report upload progress.

export type SendOptions = {
  headers?: readonly { readonly name: string; readonly value: string }[];
  /** Send the session and guest cookies (same-origin API calls; never to a signed storage URL). */
  withCredentials?: boolean;
  onProgress: (fraction: number) => void;
};

/** Why a request got no answer: the connection failed, or the browser aborted it (the page is leaving). */
export class NoAnswerError extends Error {
  readonly reason: 'network' | 'abort';

  constructor(reason: 'network' | 'abort') {
    super(reason === 'network' ? 'Network error' : 'Aborted');
    this.name = 'NoAnswerError';
    this.reason = reason;
  }
}

/**
 * Sends `body`, reporting upload progress. Resolves with the finished request whatever its status (the
 * caller reads the answer); rejects with a NoAnswerError when there is none.
 */
export function sendWithProgress(
  method: 'POST' | 'PUT',
  url: string,
  body: XMLHttpRequestBodyInit,
  { headers = [], withCredentials = false, onProgress }: SendOptions,
): Promise<XMLHttpRequest> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    request.withCredentials = withCredentials;
    for (const header of headers) request.setRequestHeader(header.name, header.value);
    // Our own API words its refusals in the page's language; a signed storage URL gets only its own headers.
    if (withCredentials) request.setRequestHeader('Accept-Language', languageHeaders()['Accept-Language']);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => resolve(request);
    request.onerror = () => reject(new NoAnswerError('network'));
    request.onabort = () => reject(new NoAnswerError('abort'));
    request.send(body);
  });
}

export function succeeded(request: XMLHttpRequest): boolean {
  return request.status >= 200 && request.status < 300;
}

/** The `{message}` of a JSON error answer, or `fallback` (a proxy's HTML page, GCS' XML). */
export function answerMessage(request: XMLHttpRequest, fallback: string): string {
  return messageFromBody(request.responseText, fallback);
}
