/**
 * PUTs a file to a signed upload URL (our own server, or Google Cloud Storage), reporting progress.
 * XMLHttpRequest, not fetch: fetch cannot report upload progress.
 */
export function putFile(
  url: string,
  file: Blob,
  /** The ticket's signed headers (Content-Type, and a size range on GCS): all must be sent. */
  headers: readonly { readonly name: string; readonly value: string }[],
  onProgress: (fraction: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    for (const header of headers) request.setRequestHeader(header.name, header.value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () =>
      request.status >= 200 && request.status < 300 ? resolve() : reject(new Error(uploadErrorOf(request)));
    request.onerror = () => reject(new Error('Upload failed'));
    request.send(file);
  });
}

function uploadErrorOf(request: XMLHttpRequest): string {
  try {
    const body = JSON.parse(request.responseText) as { message?: unknown };
    if (typeof body.message === 'string') return body.message;
  } catch {
    // GCS answers XML; the generic message is the useful one.
  }
  return 'Upload failed';
}
