import { NO_ALBUM } from '../../../../../../common/albums';

/** Photos per page: fills 2, 3, 4 or 6 columns evenly. */
export const PHOTO_PAGE_SIZE = 24;

export type PhotoStatus = 'PENDING' | 'APPROVED' | 'REJECTED';
export type StatusFilter = 'ALL' | PhotoStatus;
export type MediaFilter = 'ALL' | 'PHOTO' | 'VIDEO';
export type SortOrder = 'UPLOADED_NEWEST' | 'UPLOADED_OLDEST' | 'TAKEN_NEWEST' | 'TAKEN_OLDEST' | 'MOST_LOVED';

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

export const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'ALL', label: 'All' },
  { value: 'PENDING', label: 'Pending' },
  { value: 'APPROVED', label: 'Approved' },
  { value: 'REJECTED', label: 'Rejected' },
];

export const MEDIA_OPTIONS: { value: MediaFilter; label: string }[] = [
  { value: 'ALL', label: 'All' },
  { value: 'PHOTO', label: 'Photos' },
  { value: 'VIDEO', label: 'Videos' },
];

export const SORT_OPTIONS: { value: SortOrder; label: string }[] = [
  { value: 'UPLOADED_NEWEST', label: 'Upload time: newest first' },
  { value: 'UPLOADED_OLDEST', label: 'Upload time: oldest first' },
  { value: 'TAKEN_NEWEST', label: 'Capture time: newest first' },
  { value: 'TAKEN_OLDEST', label: 'Capture time: oldest first' },
  // Guests' hearts (issue 33), most first.
  { value: 'MOST_LOVED', label: 'Most loved' },
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
 * so does Most loved (a new photo has no heart yet).
 */
export function arrivalPosition(order: SortOrder): 'start' | 'end' {
  return order === 'UPLOADED_NEWEST' || order === 'TAKEN_NEWEST' ? 'start' : 'end';
}
