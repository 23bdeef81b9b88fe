import { NO_ALBUM } from '../../../../../../common/albums';
import { UPLOADS_TAB_PAGE_SIZE } from '../../../../../../common/uploads-tab';
import type { MessageId } from '../../../../i18n/i18n';

/** Photos per page (common/uploads-tab.ts: the large-event bench times the same pages). */
export const PHOTO_PAGE_SIZE = UPLOADS_TAB_PAGE_SIZE;

export type PhotoStatus = 'PENDING' | 'APPROVED' | 'REJECTED';
export type StatusFilter = 'ALL' | PhotoStatus;
export type MediaFilter = 'ALL' | 'PHOTO' | 'VIDEO';
export type SortOrder = 'UPLOADED_NEWEST' | 'UPLOADED_OLDEST' | 'TAKEN_NEWEST' | 'TAKEN_OLDEST' | 'MOST_LOVED' | 'NAME';

export type UploadFilters = {
  status: StatusFilter;
  /** Part of the file name (or uploader's name); empty: no search. */
  search: string;
  order: SortOrder;
  /** Only the photos of the guest who sent this RSVP (its id); null: every guest. */
  guest: string | null;
  /** Only the photos shared from this table's card (its id, decision 046); null: every table and none. */
  table: string | null;
  /** Only photos or only videos (issue 30); ALL: both. */
  media: MediaFilter;
  /** Only the photos in this album (its id), or in none (NO_ALBUM, 'none'); null: every album and none. */
  album: string | null;
  /** Only the photos a host starred. */
  starred: boolean;
};

export const DEFAULT_FILTERS: UploadFilters = {
  status: 'ALL',
  search: '',
  order: 'UPLOADED_NEWEST',
  guest: null,
  table: null,
  media: 'ALL',
  album: null,
  starred: false,
};

/** A filter's choices, each with its label's message id. */
export type FilterOption<T> = { value: T; label: MessageId };

export const STATUS_OPTIONS: FilterOption<StatusFilter>[] = [
  { value: 'ALL', label: 'uploadsTab.all' },
  { value: 'PENDING', label: 'uploadsTab.pending' },
  { value: 'APPROVED', label: 'uploadsTab.approved' },
  { value: 'REJECTED', label: 'uploadsTab.rejected' },
];

export const MEDIA_OPTIONS: FilterOption<MediaFilter>[] = [
  { value: 'ALL', label: 'uploadsTab.all' },
  { value: 'PHOTO', label: 'uploadsTab.photos' },
  { value: 'VIDEO', label: 'uploadsTab.videos' },
];

export const SORT_OPTIONS: FilterOption<SortOrder>[] = [
  { value: 'UPLOADED_NEWEST', label: 'uploadsTab.sort.uploadedNewest' },
  { value: 'UPLOADED_OLDEST', label: 'uploadsTab.sort.uploadedOldest' },
  { value: 'TAKEN_NEWEST', label: 'uploadsTab.sort.takenNewest' },
  { value: 'TAKEN_OLDEST', label: 'uploadsTab.sort.takenOldest' },
  // Guests' hearts (issue 33), most first.
  { value: 'MOST_LOVED', label: 'uploadsTab.sort.mostLoved' },
  // File name A to Z (issue 35).
  { value: 'NAME', label: 'uploadsTab.sort.name' },
];

/** Search, status, type, guest, table, album and stars narrow the list (the order does not): 'Clear filters' resets these. */
export function hasActiveFilters(filters: UploadFilters): boolean {
  return (
    filters.status !== 'ALL' ||
    filters.media !== 'ALL' ||
    filters.search.trim() !== '' ||
    filters.guest !== null ||
    filters.table !== null ||
    filters.album !== null ||
    filters.starred
  );
}

/** The connection's arguments for these filters (absent status: every status; absent type: both). */
export function connectionVariables(filters: UploadFilters) {
  const search = filters.search.trim();
  return {
    status: filters.status === 'ALL' ? null : filters.status,
    search: search === '' ? null : search,
    orderBy: filters.order,
    rsvp: filters.guest,
    table: filters.table,
    mediaType: filters.media === 'ALL' ? null : filters.media,
    albumId: filters.album === null || filters.album === NO_ALBUM ? null : filters.album,
    withoutAlbum: filters.album === NO_ALBUM ? true : null,
    favourite: filters.starred ? true : null,
  };
}

/** The server's rule (case-insensitive part of the file or uploader's name), for photos that arrive live. */
export function matchesFilters(
  photo: {
    status: string;
    mediaType: string;
    originalFilename: string;
    uploaderName?: string | null;
    rsvp?: { id: string } | null;
    table?: { id: string } | null;
    album?: { id: string } | null;
    isFavourite?: boolean;
  },
  filters: UploadFilters,
): boolean {
  if (filters.status !== 'ALL' && photo.status !== filters.status) return false;
  if (filters.media !== 'ALL' && photo.mediaType !== filters.media) return false;
  if (filters.guest !== null && photo.rsvp?.id !== filters.guest) return false;
  if (filters.table !== null && photo.table?.id !== filters.table) return false;
  if (filters.album === NO_ALBUM ? photo.album != null : filters.album !== null && photo.album?.id !== filters.album)
    return false;
  if (filters.starred && !photo.isFavourite) return false;
  const search = filters.search.trim().toLowerCase();
  if (!search) return true;
  return (
    photo.originalFilename.toLowerCase().includes(search) || (photo.uploaderName ?? '').toLowerCase().includes(search)
  );
}

/**
 * Where a photo that just arrived goes: newest-first lists start with it, oldest-first lists end with it, and
 * so does Most loved (a new photo has no heart yet). By name it goes at the end too, until the list is read
 * again (the loaded pages are only the first of the order).
 */
export function arrivalPosition(order: SortOrder): 'start' | 'end' {
  return order === 'UPLOADED_NEWEST' || order === 'TAKEN_NEWEST' ? 'start' : 'end';
}
