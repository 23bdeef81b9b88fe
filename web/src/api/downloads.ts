// The hosts' downloads (SPEC §2 Uploads): every approved original as one ZIP, and one photo's original.
// Each either succeeds or rejects, so the page can say 'Failed to download …' and offer to try again: a
// plain <a download> that fails shows nothing on the page, only a failed file in the browser's list.
//
// Two ways, by size:
// - The ZIP can be gigabytes and is streamed as it is built (no Content-Length, no Range: each request
//   builds the archive anew), so it must not pass through memory. A HEAD asks the server the same
//   questions the download would (signed in, a member, some approved photo) without building it; then
//   the browser's own download takes over: its progress (bytes so far), pause and the file on disk.
//   A connection that breaks midway shows there, with the browser's Retry (the archive restarts: a
//   streamed archive cannot resume).
// - A photo is at most MAX_IMAGE_BYTES (25 MB): fetched whole, so a failure at any point is seen (not
//   only before the first byte), then saved under its original name.
// - A video's original can be a gigabyte (issue 30): like the ZIP, checked with a HEAD and then left to the
//   browser's download, which shows its progress and resumes it (the file route answers byte ranges).
import { languageHeaders } from './language';

export class DownloadFailure extends Error {
  constructor(readonly status: number | null) {
    super(status === null ? 'Download failed: no connection' : `Download failed: HTTP ${status}`);
  }
}

/** Hands `href` to the browser's downloads, as a click on `<a href download>` would. */
function saveWithBrowser(href: string, filename: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

async function request(url: string, method: 'GET' | 'HEAD'): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { method, credentials: 'same-origin', cache: 'no-store', headers: languageHeaders() });
  } catch {
    throw new DownloadFailure(null);
  }
  if (!response.ok) throw new DownloadFailure(response.status);
  return response;
}

/** The ZIP: checked with a HEAD, then downloaded by the browser under the server's file name. */
export async function downloadZip(url: string): Promise<void> {
  await request(url, 'HEAD');
  saveWithBrowser(url, '');
}

// The photo's bytes stay addressable this long after the click: the browser copies them to disk at its own
// pace, and revoking sooner can cut a slow save short.
const SAVED_PHOTO_URL_MS = 60_000;

/** One photo's original, saved as `filename`. */
export async function downloadPhoto(url: string, filename: string): Promise<void> {
  const response = await request(url, 'GET');
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch {
    throw new DownloadFailure(null);
  }
  const objectUrl = URL.createObjectURL(blob);
  saveWithBrowser(objectUrl, filename);
  setTimeout(() => URL.revokeObjectURL(objectUrl), SAVED_PHOTO_URL_MS);
}

/** One video's original, saved by the browser as `filename` (never held in memory). */
export async function downloadVideo(url: string, filename: string): Promise<void> {
  await request(url, 'HEAD');
  saveWithBrowser(url, filename);
}

/** A photo's or a video's original, each the way that suits its size. */
export function downloadOriginal(url: string, filename: string, mediaType: string | null | undefined): Promise<void> {
  return mediaType === 'VIDEO' ? downloadVideo(url, filename) : downloadPhoto(url, filename);
}
