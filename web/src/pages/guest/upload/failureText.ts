// Why a photo did not go, in the reader's language. The queue keeps the words it was given (the server's own
// reason, already in the reader's language, or one of the English fallbacks below, which IndexedDB may
// have kept from an earlier visit); the fallbacks and the album refusals are said in the active language.
import { UPLOAD_FAILED, UPLOAD_NETWORK_ERROR } from '../../../api/uploadFailure';
import { translate, type MessageId, type MessageValues } from '../../../i18n/i18n';

const KNOWN: Record<string, MessageId> = {
  [UPLOAD_FAILED]: 'upload.failed',
  [UPLOAD_NETWORK_ERROR]: 'upload.networkError',
  // The server's English album refusals (common/albums.ts), as a record kept from an earlier visit holds them.
  'Please choose an album.': 'upload.albumRequired',
  'This album is not one of this event’s albums. Please choose another.': 'upload.albumNotInEvent',
};

/** The reason to show for a failed photo (`error` null: the generic 'Upload failed'). */
export function failureText(
  error: string | null,
  t: (id: MessageId, values?: MessageValues) => string = translate,
): string {
  if (!error) return t('upload.failed');
  const known = Object.hasOwn(KNOWN, error) ? KNOWN[error] : undefined;
  return known ? t(known) : error;
}

/** What a batch holds, for the messages that name it ('2 photos and 1 video'): photos, videos or both. */
export function mediaKind(photos: number, videos: number): 'photos' | 'videos' | 'both' {
  if (videos === 0) return 'photos';
  return photos === 0 ? 'videos' : 'both';
}
