// The guest's own photos of an event (GET / DELETE /api/events/{slug}/my-uploads): the server knows them
// by this browser's guest cookie, so fetch sends credentials.

import { messageFromBody } from './uploadFailure';
import { languageHeaders } from './language';

export type MyUpload = {
  id: string | number;
  /** PENDING: waiting for the hosts; REJECTED: they did not approve it. */
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  /** PROCESSING while the thumbnail is being made; FAILED when the file could not be read. */
  processingState: 'PROCESSING' | 'READY' | 'FAILED';
  thumbnailUrl: string | null;
  uploaderName: string | null;
  createdAt: string;
  /** PHOTO or VIDEO (issue 30; absent from older servers: a photo). */
  mediaType?: 'PHOTO' | 'VIDEO';
  /** A video's length in seconds; null for photos. */
  durationSeconds?: number | null;
};

function myUploadsUrl(slug: string, pin: string | null, id?: string | number): string {
  const query = pin ? `?pin=${encodeURIComponent(pin)}` : '';
  const item = id === undefined ? '' : `/${encodeURIComponent(String(id))}`;
  return `/api/events/${encodeURIComponent(slug)}/my-uploads${item}${query}`;
}

export async function fetchMyUploads(slug: string, pin: string | null): Promise<MyUpload[]> {
  const response = await fetch(myUploadsUrl(slug, pin), {
    credentials: 'include',
    cache: 'no-store',
    headers: languageHeaders(),
  });
  if (!response.ok) throw new Error(messageFromBody(await response.text(), 'Failed to load your photos'));
  const body = (await response.json()) as { uploads?: MyUpload[] };
  return body.uploads ?? [];
}

/** Deletes one of the guest's photos; rejects with the server's message (404: not theirs or gone). */
export async function deleteMyUpload(slug: string, pin: string | null, id: string | number): Promise<void> {
  const response = await fetch(myUploadsUrl(slug, pin, id), {
    method: 'DELETE',
    credentials: 'include',
    headers: languageHeaders(),
  });
  if (!response.ok) throw new Error(messageFromBody(await response.text(), 'Failed to delete the photo'));
}
