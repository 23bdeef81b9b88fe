import { parseRowId } from '../../../../common/row-id.ts';
import { NO_ALBUM } from '../../../../common/albums.ts';
import { fieldProblem, ValidationError } from '../../lib/errors.ts';
import { message } from '../../i18n/messages.ts';
import { containsText, searchTerm } from '../../lib/search.ts';
import type { MediaType, Prisma, UploadStatus } from '../../generated/prisma/client.ts';

/**
 * How a host's photo list is sorted; photos without a capture time come last in both capture orders.
 * MOST_LOVED: most guests' hearts first (issue 33), on Upload.reactionCount's index. NAME: by file name
 * A to Z (issue 35), on (eventId, originalFilename, id).
 */
export const PHOTO_ORDERS = [
  'UPLOADED_NEWEST',
  'UPLOADED_OLDEST',
  'TAKEN_NEWEST',
  'TAKEN_OLDEST',
  'MOST_LOVED',
  'NAME',
] as const;
export type PhotoOrder = (typeof PHOTO_ORDERS)[number];

const STATUSES: readonly UploadStatus[] = ['PENDING', 'APPROVED', 'REJECTED'];
const MEDIA_TYPES: readonly MediaType[] = ['PHOTO', 'VIDEO'];

export interface PhotoFilters {
  /** Absent: every status. */
  status?: UploadStatus | null;
  /** Part of the file name or of the uploader's name, any case. */
  search?: string | null;
  order?: PhotoOrder | null;
  /** Only the photos of the guest who sent this RSVP (same browser, decision 029). */
  rsvpId?: number | null;
  /** Only the photos sent from browsers that opened this table's card (decision 046). */
  tableId?: number | null;
  /** Only photos, or only videos (issue 30); absent: both. */
  mediaType?: MediaType | null;
  /** Only the photos in this album, or (NO_ALBUM) in none (decision 053). */
  albumId?: number | typeof NO_ALBUM | null;
  /** Only the photos a host starred (decision 053). */
  favourite?: boolean | null;
}

/** The photos that match the filters, within the event the caller chose (and checked membership of). */
export function photoWhere(filters: PhotoFilters): Prisma.UploadWhereInput {
  const search = searchTerm(filters.search);
  return {
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.rsvpId ? { rsvp: { id: filters.rsvpId } } : {}),
    ...(filters.tableId ? { tableId: filters.tableId } : {}),
    ...(filters.mediaType ? { mediaType: filters.mediaType } : {}),
    ...(filters.albumId ? { albumId: filters.albumId === NO_ALBUM ? null : filters.albumId } : {}),
    ...(filters.favourite ? { favouritedAt: { not: null } } : {}),
    ...(search
      ? {
          OR: [{ originalFilename: containsText(search) }, { uploaderName: containsText(search) }],
        }
      : {}),
  };
}

/**
 * Every order ends in the id, so it is total: cursors (by id) neither repeat nor skip a photo when
 * many share an upload second or have no capture time.
 */
export function photoOrderBy(order: PhotoOrder | null | undefined): Prisma.UploadOrderByWithRelationInput[] {
  switch (order ?? 'UPLOADED_NEWEST') {
    case 'UPLOADED_NEWEST':
      return [{ uploadedAt: 'desc' }, { id: 'desc' }];
    case 'UPLOADED_OLDEST':
      return [{ uploadedAt: 'asc' }, { id: 'asc' }];
    case 'TAKEN_NEWEST':
      return [{ takenAt: { sort: 'desc', nulls: 'last' } }, { id: 'desc' }];
    case 'TAKEN_OLDEST':
      return [{ takenAt: { sort: 'asc', nulls: 'last' } }, { id: 'asc' }];
    case 'MOST_LOVED':
      // Ties (and photos nobody hearted) newest first.
      return [{ reactionCount: 'desc' }, { id: 'desc' }];
    case 'NAME':
      // Photos of the same name (IMG_0001.jpg from two phones) in the order they arrived.
      return [{ originalFilename: 'asc' }, { id: 'asc' }];
  }
}

/** The REST query a host's photo list takes. */
export interface PhotoFilterQuery {
  status?: unknown;
  search?: unknown;
  sort?: unknown;
  rsvpId?: unknown;
  tableId?: unknown;
  mediaType?: unknown;
  albumId?: unknown;
  favourite?: unknown;
}

/**
 * REST query values: status ALL/PENDING/APPROVED/REJECTED, sort one of PHOTO_ORDERS, mediaType
 * ALL/PHOTO/VIDEO (any case).
 */
export function parsePhotoFilters(query: PhotoFilterQuery): PhotoFilters {
  const status = typeof query.status === 'string' ? query.status.trim().toUpperCase() : '';
  if (status && status !== 'ALL' && !(STATUSES as readonly string[]).includes(status)) {
    const refusal = message('moderation.statusInvalid');
    throw new ValidationError(refusal, [fieldProblem('status', refusal)]);
  }
  const sort = typeof query.sort === 'string' ? query.sort.trim().toUpperCase() : '';
  if (sort && !(PHOTO_ORDERS as readonly string[]).includes(sort)) {
    const refusal = message('moderation.sortOneOf', { allowed: PHOTO_ORDERS.join(', ') });
    throw new ValidationError(refusal, [fieldProblem('sort', refusal)]);
  }
  const mediaType = typeof query.mediaType === 'string' ? query.mediaType.trim().toUpperCase() : '';
  if (mediaType && mediaType !== 'ALL' && !(MEDIA_TYPES as readonly string[]).includes(mediaType)) {
    const refusal = message('moderation.mediaTypeInvalid');
    throw new ValidationError(refusal, [fieldProblem('mediaType', refusal)]);
  }
  return {
    status: status && status !== 'ALL' ? (status as UploadStatus) : null,
    search: typeof query.search === 'string' ? query.search : null,
    order: sort ? (sort as PhotoOrder) : null,
    // An id that is no RSVP's matches no photo, like one of another event.
    rsvpId: typeof query.rsvpId === 'string' && query.rsvpId !== '' ? (parseRowId(query.rsvpId) ?? -1) : null,
    // Likewise a table of another event, or no table.
    tableId: typeof query.tableId === 'string' && query.tableId !== '' ? (parseRowId(query.tableId) ?? -1) : null,
    mediaType: mediaType && mediaType !== 'ALL' ? (mediaType as MediaType) : null,
    // `none`: the photos in no album; an id of no album of this event matches no photo.
    albumId:
      typeof query.albumId === 'string' && query.albumId !== ''
        ? query.albumId === NO_ALBUM
          ? NO_ALBUM
          : (parseRowId(query.albumId) ?? -1)
        : null,
    favourite: query.favourite === 'true',
  };
}

/** The most photos one answer of the hosts' REST list holds (and the size of a page when none is asked). */
export const MAX_UPLOADS_PAGE = 1000;

/** The REST list's page: `limit` (1 to MAX_UPLOADS_PAGE) and `cursor` (the previous answer's nextCursor). */
export interface PhotoPageQuery {
  limit?: unknown;
  cursor?: unknown;
}

/**
 * `?limit=&cursor=`: absent limit, MAX_UPLOADS_PAGE (a larger one is served at it); the cursor is the
 * previous answer's `nextCursor` (a photo's id). Anything else is a 400 naming the field.
 */
export function parsePhotoPage(query: PhotoPageQuery): { limit: number; cursor: number | null } {
  let limit = MAX_UPLOADS_PAGE;
  if (query.limit !== undefined && query.limit !== '') {
    const asked = typeof query.limit === 'string' && /^\d{1,9}$/.test(query.limit.trim()) ? Number(query.limit) : 0;
    if (asked < 1) {
      const refusal = message('api.limitWholeNumber', { max: MAX_UPLOADS_PAGE });
      throw new ValidationError(refusal, [fieldProblem('limit', refusal)]);
    }
    limit = Math.min(asked, MAX_UPLOADS_PAGE);
  }
  let cursor: number | null = null;
  if (query.cursor !== undefined && query.cursor !== '') {
    cursor = typeof query.cursor === 'string' ? parseRowId(query.cursor) : null;
    if (cursor === null) {
      const refusal = message('moderation.cursorInvalid');
      throw new ValidationError(refusal, [fieldProblem('cursor', refusal)]);
    }
  }
  return { limit, cursor };
}
