// What a guest sent, as every list names it (issue 30): photos and video clips sit in the same lists
// (the gallery, "Your photos and videos", the hosts' uploads), and a screen reader hears which is which.
// In the page's language: called while rendering, never at module load.

import { formatDurationWords } from '../../format';
import { translate } from '../../i18n/i18n';

/** GraphQL MediaType (REST says the same words). */
export type MediaType = 'PHOTO' | 'VIDEO';

/** Whether an item is a video (older answers without the field are photos). */
export function isVideo(item: { mediaType?: string | null }): boolean {
  return item.mediaType === 'VIDEO';
}

/**
 * An item's name in a list: 'Photo 3', or 'Video 3, 42 seconds' (its length in words, which a screen
 * reader says better than '0:42'; a length not known yet is left out). `own`: the guest's own, 'Your
 * photo 3' ('Your ' is the older way of asking for it, kept while callers move over).
 */
export function mediaName(
  item: { mediaType?: string | null; durationSeconds?: number | null },
  position: number,
  own: boolean | 'Your ' = false,
): string {
  if (!isVideo(item)) return own ? translate('ui.ownPhotoName', { position }) : translate('ui.photoName', { position });
  if (item.durationSeconds == null || !(item.durationSeconds > 0)) {
    return own ? translate('ui.ownVideoName', { position }) : translate('ui.videoName', { position });
  }
  const length = formatDurationWords(item.durationSeconds);
  return own
    ? translate('ui.ownVideoNameLength', { position, length })
    : translate('ui.videoNameLength', { position, length });
}

/**
 * '3 photos', '1 video', '2 photos and 1 video' (a count of what was sent; nothing at all: '0 photos').
 * `capital`: 'Photos', as an English button says it ('Upload 2 Photos and 1 Video'); other languages
 * write their nouns as they always do.
 */
export function countMedia(photos: number, videos: number, capital = false): string {
  if (videos === 0)
    return capital ? translate('ui.photoCountTitle', { count: photos }) : translate('ui.photoCount', { count: photos });
  if (photos === 0)
    return capital ? translate('ui.videoCountTitle', { count: videos }) : translate('ui.videoCount', { count: videos });
  return capital
    ? translate('ui.photoAndVideoCountTitle', { photos, videos })
    : translate('ui.photoAndVideoCount', { photos, videos });
}
