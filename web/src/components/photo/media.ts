// What a guest sent, as every list names it (issue 30): photos and video clips sit in the same lists
// (the gallery, "Your photos and videos", the hosts' uploads), and a screen reader hears which is which.

import { durationText } from '../../../../common/upload-limits';

/** GraphQL MediaType (REST says the same words). */
export type MediaType = 'PHOTO' | 'VIDEO';

/** Whether an item is a video (older answers without the field are photos). */
export function isVideo(item: { mediaType?: string | null }): boolean {
  return item.mediaType === 'VIDEO';
}

/**
 * An item's name in a list: 'Photo 3', or 'Video 3, 42 seconds' (its length in words, which a screen
 * reader says better than '0:42'; a length not known yet is left out).
 */
export function mediaName(
  item: { mediaType?: string | null; durationSeconds?: number | null },
  position: number,
  prefix = '',
): string {
  if (!isVideo(item)) return `${prefix}${prefix ? 'photo' : 'Photo'} ${position}`;
  const length =
    item.durationSeconds != null && item.durationSeconds > 0 ? `, ${durationText(item.durationSeconds)}` : '';
  return `${prefix}${prefix ? 'video' : 'Video'} ${position}${length}`;
}

/**
 * '3 photos', '1 video', '2 photos and 1 video' (a count of what was sent; nothing at all: '0 photos').
 * `capital`: 'Photos', as a button says it ('Upload 2 Photos and 1 Video').
 */
export function countMedia(photos: number, videos: number, capital = false): string {
  const word = (count: number, noun: string) => {
    const text = `${count} ${noun}${count === 1 ? '' : 's'}`;
    return capital ? text.replace(noun, noun[0]!.toUpperCase() + noun.slice(1)) : text;
  };
  if (videos === 0) return word(photos, 'photo');
  if (photos === 0) return word(videos, 'video');
  return `${word(photos, 'photo')} and ${word(videos, 'video')}`;
}
