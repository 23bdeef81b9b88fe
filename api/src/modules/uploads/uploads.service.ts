import { message } from '../../i18n/messages.ts';
import type { PendingReviews } from './photo-rows.ts';
import type { Readable } from 'node:stream';
import type { Db, PrismaQuery } from '../../db/client.ts';
import { liveStream, type LiveItem } from '../../live/live-stream.ts';
import { withAlarm } from '../../live/alarm-feed.ts';
import type { PhotoFeed } from '../../live/photo-feed.ts';
import { NotFoundError, PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../../lib/errors.ts';
import type { Event, Prisma, Upload, UploadStatus, User } from '../../generated/prisma/client.ts';
import type { RateLimiter, RateLimitPolicy } from '../../limits/rate-limiter.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { isSpooledImage, type SpooledFile, type VideoIntake } from '../../media/spool.ts';
import type { MediaType } from '../../media/sniff.ts';
import type { VideoFacts } from '../../media/video/probe.ts';
import type { VideoPipeline } from '../../media/video/video-pipeline.ts';
import { VideoOverLimitError } from '../../media/video/video-errors.ts';
import {
  incomingKey,
  isIncomingKey,
  parseFileKey,
  PHOTO_EXTENSIONS,
  photoKeys,
  uploadFileKeys,
  VIDEO_EXTENSIONS,
  videoKeys,
} from '../../storage/file-keys.ts';
import type { StorageDriver } from '../../storage/storage.ts';
import { UploadTickets } from '../../storage/upload-tickets.ts';
import {
  changesGuestGallery,
  GalleryChangeReader,
  guestReactionsOf,
  guestUpdateOf,
  type GalleryUpdate,
} from './gallery-changes.ts';
// One bound for every live message of photos: the hosts' queue (moderation.service.ts) uses it too.
export { LIVE_PHOTOS_PER_MESSAGE } from './gallery-changes.ts';
import {
  guestGalleryAccess,
  guestGalleryWhere,
  pendingReveal,
  guestVisiblePhotosWhere,
  mayGuestOpenPhoto,
} from '../../access/guest-visibility.ts';
import { galleryFilterWhere, galleryOrderBy, type GalleryFilter } from '../../access/gallery-filter.ts';
import { PhotoRows } from './photo-rows.ts';
import { EVENT_NOT_FOUND } from '../guest/errors.ts';
import type { GuestAccess, GuestService } from '../guest/guest.service.ts';
import {
  ACCEPTED_VIDEO_TYPES,
  MAX_DIRECT_VIDEO_BYTES,
  MAX_IMAGE_BYTES,
  ONLY_ACCEPTED_FORMATS,
  ONLY_ACCEPTED_MEDIA,
  PHOTOS_ONLY,
  storageFullMessage,
  tooLargeMessage,
  videoTooLargeMessage,
  type FileNamed,
} from '../../../../common/upload-limits.ts';
import { clampPageSize, DEFAULT_PAGE_SIZE } from '../../lib/pagination.ts';
import type { WebhookOutbox } from '../webhooks/webhooks.service.ts';
import { approvedOnArrival } from '../../access/approval-on-arrival.ts';
import type { GuestKeyReader } from '../guest/guest-key.ts';
import type { FileToServe } from '../../storage/file-to-serve.ts';
import { uploadFileAudience } from '../files/index.ts';
import { ServedFileRows } from './served-file-rows.ts';

/** What a gallery request without `status` answers, for hosts as for guests. */
export const GALLERY_DEFAULT_STATUS = 'APPROVED' satisfies UploadStatus;

/**
 * The media pipeline as an upload needs it: bytes in, a temp file out whose type (magic bytes) and size
 * were checked while it streamed; with `videos`, a video is taken too. Its copies are made later, by a
 * media worker (decision 020).
 */
export interface PhotoSpooler {
  spool(source: Readable, options: { filename: string; videos?: VideoIntake }): Promise<SpooledFile<MediaType>>;
}

/** The video side as an upload needs it (decision 048): ffprobe's checks, and the deployment's limits. */
export type VideoInspector = Pick<VideoPipeline, 'inspect' | 'limits'>;

/**
 * How a file reaches us: in one request (direct REST, GraphQL multipart: a video up to MAX_DIRECT_VIDEO_BYTES,
 * what proxies let through), or already stored whole (presigned, resumable: up to MAX_VIDEO_BYTES).
 */
export type UploadPath = 'request' | 'stored';

export interface IncomingPhoto {
  filename: string;
  stream: Readable;
}

/** Who sent a photo: the name they sign with, and the hash of their browser's guest key (decision 029). */
export interface Uploader {
  name: string | null;
  guestKeyHash: string | null;
  /** The table whose card the browser opened (decision 046; TablesService.seatedTableId); null for none. */
  tableId: number | null;
  /** The album the guest filed it in (decision 053; AlbumsService.albumForUpload checked it); null for none. */
  albumId?: number | null;
}

/** A guest's own photos listed at most (newest first): more than a venue's budget lets one phone send in an hour. */
const MAX_OWN_PHOTOS = 1000;

const PHOTO_NOT_FOUND = message('uploads.photoNotFound');

export interface UploadRateLimits {
  /** Photos per event and client address from callers without a guest key we signed. */
  photoUploads: RateLimitPolicy;
  /** Photos per guest key we signed (decision 064): one phone sending its day's photos at once. */
  photoUploadsPerKey: RateLimitPolicy;
  /** Photos per event and client address from all its keyed guests together: the venue's ceiling. */
  keyedPhotoUploads: RateLimitPolicy;
}

export const DEFAULT_UPLOAD_RATE_LIMITS: UploadRateLimits = {
  photoUploads: { limit: 600, windowMs: 60 * 60_000 },
  photoUploadsPerKey: { limit: 500, windowMs: 60 * 60_000 },
  // The 1,000-guest wedding on one Wi-Fi (decision 061), 20 photos each, every hour.
  keyedPhotoUploads: { limit: 20_000, windowMs: 60 * 60_000 },
};

/**
 * Who sends a guest's photo, as its limits see it (decision 064): its address, and the hash of the key
 * we signed for the event that the request came with (null: none, or made up), never one issued by it.
 */
export interface PhotoSender {
  clientIp: string;
  signedKeyHash: string | null;
}

const INCOMING_TTL_SECONDS = 15 * 60;
const UPLOAD_NOT_FOUND = message('uploads.uploadNotFound');
const FILE_NOT_FOUND = message('uploads.fileNotFound');

/** A stored photo or video. */
export interface StoredPhoto {
  upload: Upload;
  /** The same bytes were already in this event: nothing new was stored. */
  duplicate: boolean;
}

/**
 * Guest photos: the original is stored first (durably), then recorded PROCESSING with the job that makes
 * its copies, in one transaction; never a row without its original, and a failure removes what it wrote.
 * The gallery shows approved photos whose copies are made, whatever is asked; originals, photos awaiting
 * review or their copies go to the event's hosts only.
 */
export class UploadsService {
  private readonly galleryChanges: GalleryChangeReader;
  /** Stored photos' rows, written with those stored meanwhile (group commit). */
  private readonly rows: PhotoRows;
  /** Sums of bytesHeld being taken, by event. */
  private readonly bytesHeldSums = new Map<number, Promise<number>>();
  /** Presigned links, each good for one photo. */
  private readonly tickets: UploadTickets;
  /** The rows behind served files guests may see, kept between requests (a video's ranges). */
  private readonly servedFiles: ServedFileRows;

  constructor(
    private readonly prisma: Db,
    private readonly storage: StorageDriver,
    private readonly guest: GuestService,
    private readonly photos: PhotoSpooler,
    private readonly videos: VideoInspector,
    jobs: Pick<JobQueue, 'enqueueAll' | 'wake'>,
    private readonly limiter: RateLimiter,
    private readonly limits: UploadRateLimits,
    private readonly feed: Pick<PhotoFeed, 'publish' | 'follow' | 'watchAll'>,
    /** Bytes of originals one event may hold. */
    private readonly eventQuotaBytes: number,
    webhooks: WebhookOutbox,
    /** Told when photos wait for review (the hosts' email digest, decision 055). */
    reviews?: PendingReviews,
  ) {
    this.galleryChanges = new GalleryChangeReader(prisma);
    this.rows = new PhotoRows(prisma, jobs, webhooks, reviews);
    this.tickets = new UploadTickets(prisma, storage);
    this.servedFiles = new ServedFileRows(prisma, feed);
  }

  /**
   * Stores one photo or video of a guest, sent in a request (direct REST, GraphQL multipart). `event` comes
   * from the guest gate (PublicReadsService.openEvent), which callers pass before any byte of the files is read.
   */
  async storeGuestPhoto(
    event: Event,
    sender: PhotoSender,
    photo: IncomingPhoto,
    uploader: Uploader,
  ): Promise<StoredPhoto> {
    const room = await this.admitGuestPhoto(event, sender);
    return this.storePhoto(event, photo, uploader, { room, path: 'request' });
  }

  /**
   * What every guest upload passes before its bytes are taken: one of the per-address budget (a video is
   * one, as a photo is), and room in the event for `incomingBytes` when they are declared (the bytes left
   * after them are returned). Direct uploads pass it per file; presigned and resumable ones when they
   * start, since a link or an upload resource is a right to write a file.
   */
  async admitGuestPhoto(event: Event, sender: PhotoSender, incomingBytes = 0): Promise<number> {
    await this.spendPhotoBudget(event, sender);
    return this.assertEventHasRoom(event, incomingBytes);
  }

  /**
   * The last step of a resumable upload (decision 029): its bytes, all arrived, go through the same
   * pipeline as a direct upload. It was admitted (budget, room) when it was created.
   */
  storeResumedPhoto(event: Event, photo: IncomingPhoto, uploader: Uploader): Promise<StoredPhoto> {
    return this.storePhoto(event, photo, uploader, { room: 0, path: 'stored' });
  }

  /**
   * What a video's first bytes meet on `path` in this event: refused when its hosts take photos only, else
   * taken up to MAX_VIDEO_BYTES, and up to MAX_DIRECT_VIDEO_BYTES in one request.
   */
  videoIntake(event: Pick<Event, 'allowVideos'>, path: UploadPath): VideoIntake {
    if (!event.allowVideos) return 'photos-only';
    const { maxBytes } = this.videos.limits;
    return path === 'request' ? { maxBytes, maxRequestBytes: MAX_DIRECT_VIDEO_BYTES } : { maxBytes };
  }

  /**
   * The largest file a guest may bring to this event by a path that stores it whole first (presign, tus):
   * a video's when it takes videos, else a photo's.
   */
  largestStoredUpload(event: Pick<Event, 'allowVideos'>): number {
    return event.allowVideos ? Math.max(MAX_IMAGE_BYTES, this.videos.limits.maxBytes) : MAX_IMAGE_BYTES;
  }

  /** 413 for a video declared over MAX_VIDEO_BYTES (tus creation, presign), before a byte is sent. */
  assertVideoSizeAllowed(bytes: number, filename: FileNamed): void {
    const { maxBytes } = this.videos.limits;
    if (bytes > maxBytes) throw new VideoOverLimitError('too-large', videoTooLargeMessage(filename, maxBytes));
  }

  /**
   * Refuses (413) a photo that would take the event past its storage quota, or any photo once it is full
   * (`incomingBytes` 0). Checked before each photo: photos arriving together may pass it by a few.
   */
  private async assertEventHasRoom(event: Event, incomingBytes: number): Promise<number> {
    const used = await this.bytesHeld(event.id);
    if (used + incomingBytes > this.eventQuotaBytes || used >= this.eventQuotaBytes) {
      throw new PayloadTooLargeError(storageFullMessage(this.eventQuotaBytes));
    }
    return this.eventQuotaBytes - used - incomingBytes;
  }

  /**
   * Bytes of originals the event holds. Photos arriving together share the sum already being taken: 20
   * guests' photos summed the same rows 20 times over, in a queue on the embedded database (issue 14).
   * The sum they share started at most one statement before they asked, within what the check allows.
   */
  private bytesHeld(eventId: number): Promise<number> {
    let sum = this.bytesHeldSums.get(eventId);
    if (!sum) {
      // A failed photo's files are gone: it takes no room.
      sum = this.prisma.upload
        .aggregate({ where: { eventId, processingState: { not: 'FAILED' } }, _sum: { bytes: true } })
        .then(({ _sum }) => _sum.bytes ?? 0)
        .finally(() => this.bytesHeldSums.delete(eventId));
      this.bytesHeldSums.set(eventId, sum);
    }
    return sum;
  }

  /**
   * One photo of the sender's budgets; direct uploads spend it per file, presigned ones at presign. A keyed
   * guest spends from their key's, then (only if it had room) from the keyed guests' ceiling of the event
   * and address, so one key's flood never spends the others' room; a caller without a key from the event
   * and address's own (decision 064).
   */
  private async spendPhotoBudget(event: Event, { clientIp, signedKeyHash }: PhotoSender): Promise<void> {
    if (signedKeyHash === null) {
      await this.limiter.consume('photo-upload', `${event.id} ${clientIp}`, this.limits.photoUploads);
      return;
    }
    // Half the hash names a key as well as all of it (as the points budgets do).
    const key = `${event.id} ${signedKeyHash.slice(0, 32)}`;
    await this.limiter.consume('photo-upload-key', key, this.limits.photoUploadsPerKey);
    await this.limiter.consume('photo-upload-keyed', `${event.id} ${clientIp}`, this.limits.keyedPhotoUploads);
  }

  /**
   * `room`: the bytes the event was just seen to have left (0: unknown); a file within them need not be
   * checked against the quota again, one statement less per photo on the database's busiest path (issue 14).
   */
  private async storePhoto(
    event: Event,
    photo: IncomingPhoto,
    uploader: Uploader,
    options: { room: number; path: UploadPath },
  ): Promise<StoredPhoto> {
    const spooled = await this.photos.spool(photo.stream, {
      filename: photo.filename,
      videos: this.videoIntake(event, options.path),
    });
    try {
      // A video is checked by ffprobe (container, streams, codec, pixels, length) before anything is kept.
      const video = isSpooledImage(spooled)
        ? null
        : await this.videos.inspect(spooled.path, { filename: photo.filename });
      const roomKnown = spooled.bytes <= options.room;
      // With room known, the row's write finds a photo the event holds already (a duplicate is rare, and
      // costs a file written and removed); near the quota a duplicate must be found before it is refused.
      if (!roomKnown) {
        const existing = await this.prisma.upload.findUnique({
          where: withDigest(event.id, spooled.sha256),
        });
        if (existing) return { upload: existing, duplicate: true };
      }
      return await this.storeNew(event, photo.filename, spooled, video, uploader, roomKnown);
    } finally {
      await spooled.dispose();
    }
  }

  private async storeNew(
    event: Event,
    filename: string,
    spooled: SpooledFile<MediaType>,
    video: VideoFacts | null,
    uploader: Uploader,
    roomKnown: boolean,
  ): Promise<StoredPhoto> {
    if (!roomKnown) await this.assertEventHasRoom(event, spooled.bytes);
    // The copies' keys are chosen now: the row names every file it will have, so the orphan sweep
    // never takes copies a worker is writing. A video's display copy and thumbnail are its poster's.
    const keys = video
      ? videoKeys(event.id, spooled.mimeType)
      : { ...photoKeys(event.id, spooled.mimeType), video: null };
    let stored = false;
    let upload: Upload | null;
    try {
      // Durable before it is recorded; on local disk the spooled file itself is synced and moved into place.
      await this.storage.adopt(spooled.path, keys.original, { contentType: spooled.mimeType });
      stored = true;
      upload = await this.rows.record({
        eventId: event.id,
        originalFilename: cleanFilename(filename),
        mimeType: spooled.mimeType,
        bytes: spooled.bytes,
        uploaderName: uploader.name,
        guestKeyHash: uploader.guestKeyHash,
        tableId: uploader.tableId,
        albumId: uploader.albumId ?? null,
        sha256: spooled.sha256,
        status: approvedOnArrival(event) ? 'APPROVED' : 'PENDING',
        processingState: 'PROCESSING',
        storageKey: keys.original,
        displayKey: keys.display,
        thumbnailKey: keys.thumbnail,
        // A video's width and height are its web copy's, set when the worker made it (null until READY).
        mediaType: video ? 'VIDEO' : 'PHOTO',
        videoKey: keys.video,
        durationSeconds: video?.durationSeconds ?? null,
      });
    } catch (error) {
      if (stored) await this.storage.delete(keys.original).catch(() => undefined);
      throw error;
    }
    if (!upload) {
      // The event holds these bytes already (another guest's photo, sent earlier or at once): that row stands.
      await this.storage.delete(keys.original).catch(() => undefined);
      const existing = await this.prisma.upload.findUniqueOrThrow({
        where: withDigest(event.id, spooled.sha256),
      });
      return { upload: existing, duplicate: true };
    }
    this.feed.publish({
      kind: 'ADDED',
      eventId: event.id,
      photos: [{ id: upload.id, status: upload.status, processingState: upload.processingState }],
    });
    return { upload, duplicate: false };
  }

  /**
   * Step 1 of a direct-to-storage upload: a short-lived URL the guest's browser PUTs one photo (or video)
   * to. It spends the photo budget now: a URL is a right to write 25 MB (a video's: MAX_VIDEO_BYTES), so
   * URLs are as scarce as uploads. A declared size (`bytes`) is checked now, against the type's limit and
   * the event's room, so nothing is sent in vain.
   */
  async prepareGuestUpload(
    event: Event,
    sender: PhotoSender,
    input: { mimeType?: unknown; bytes?: unknown; originalFilename?: unknown },
  ) {
    const mimeType = typeof input.mimeType === 'string' ? input.mimeType.split(';')[0]!.trim().toLowerCase() : '';
    const contentType = mimeType === 'image/jpg' ? 'image/jpeg' : mimeType;
    const isVideo =
      (ACCEPTED_VIDEO_TYPES as readonly string[]).includes(contentType) && contentType in VIDEO_EXTENSIONS;
    if (!(contentType in PHOTO_EXTENSIONS) && !isVideo) {
      throw new UnsupportedMediaTypeError(event.allowVideos ? ONLY_ACCEPTED_MEDIA : ONLY_ACCEPTED_FORMATS);
    }
    if (isVideo && !event.allowVideos) throw new UnsupportedMediaTypeError(PHOTOS_ONLY);
    const declared = declaredBytesOf(input.bytes);
    const filename = typeof input.originalFilename === 'string' ? cleanFilename(input.originalFilename) : 'This file';
    if (declared !== null) {
      if (isVideo) this.assertVideoSizeAllowed(declared, filename);
      else if (declared > MAX_IMAGE_BYTES) throw new PayloadTooLargeError(tooLargeMessage(filename));
    }
    await this.admitGuestPhoto(event, sender, declared ?? 0);
    const storageKey = incomingKey(isVideo ? 'videos' : 'photos', event.id);
    const signed = await this.tickets.issue(event.id, storageKey, {
      contentType,
      maxBytes: isVideo ? this.videos.limits.maxBytes : MAX_IMAGE_BYTES,
      expiresInSeconds: INCOMING_TTL_SECONDS,
    });
    return {
      presignedUrl: signed.url,
      headers: signed.headers,
      storageKey,
      contentType,
      expiresInSeconds: INCOMING_TTL_SECONDS,
    };
  }

  /**
   * Step 3: the uploaded bytes go through the same pipeline as a direct upload (type from the bytes, size
   * by type, a video's probe, derivatives, duplicates), then the incoming object is removed whatever
   * happened. The link's ticket is taken first: one presign, one photo (a second complete is refused with 409).
   */
  async completeGuestUpload(
    event: Event,
    input: { storageKey?: unknown; originalFilename?: unknown; uploaderName?: unknown },
    sender: Omit<Uploader, 'name'>,
  ): Promise<StoredPhoto> {
    const key = input.storageKey;
    const isVideo = isIncomingKey('videos', event.id, key);
    if (!isVideo && !isIncomingKey('photos', event.id, key)) {
      throw new ValidationError(message('uploads.notThisEvent'));
    }
    const uploaded = await this.tickets.takeStored(event.id, key, UPLOAD_NOT_FOUND);
    const filename = filenameOf(input.originalFilename);
    const maxBytes = isVideo ? this.videos.limits.maxBytes : MAX_IMAGE_BYTES;
    if (uploaded.bytes > maxBytes) {
      // The signed URL bounds the size (local route, GCS content-length range); this is the last word.
      // Within it, the spool holds each type to its own limit as the bytes are read back.
      await this.storage.delete(key).catch(() => undefined);
      if (isVideo) this.assertVideoSizeAllowed(uploaded.bytes, filename);
      throw new PayloadTooLargeError(tooLargeMessage(filename));
    }
    const stream = await this.storage.read(key);
    if (!stream) throw new ValidationError(UPLOAD_NOT_FOUND);
    const uploader = { ...sender, name: cleanUploaderName(input.uploaderName) };
    try {
      // The budget was spent when this upload's URL was handed out.
      return await this.storePhoto(event, { filename, stream }, uploader, { room: 0, path: 'stored' });
    } finally {
      stream.destroy();
      await this.storage.delete(key).catch(() => undefined);
    }
  }

  /**
   * The photos this browser sent to the event (its guest key), newest first, whatever their status:
   * behind the same gate as the gallery. A browser without a key has sent nothing.
   */
  async guestOwnPhotos<Q extends PrismaQuery<Prisma.UploadFindManyArgs>>(
    slug: string,
    access: GuestAccess,
    cookies: GuestKeyReader,
    /** What GraphQL selects of each row (Pothos's query); REST takes the rows whole. */
    query?: Q,
  ): Promise<{ event: Event; uploads: Upload[] }> {
    const event = await this.guest.openEvent(slug, access);
    const guestKeyHash = cookies.hashFor(event.id);
    const uploads = await this.prisma.upload.findMany({
      ...query,
      // No key: nothing (asked all the same, so GraphQL's selection is used either way).
      where: guestKeyHash === null ? { id: { in: [] } } : { eventId: event.id, guestKeyHash },
      orderBy: { id: 'desc' },
      take: MAX_OWN_PHOTOS,
    });
    return { event, uploads };
  }

  /**
   * A guest takes back a photo they sent: its row goes, then its files (what a failure leaves, the
   * orphan sweep takes), and open galleries drop it at once. Only the browser that sent it may: anyone
   * else, or no key at all, is told it does not exist.
   */
  async deleteGuestOwnPhoto(
    slug: string,
    access: GuestAccess,
    cookies: GuestKeyReader,
    uploadId: number,
  ): Promise<void> {
    const event = await this.guest.openEvent(slug, access);
    const guestKeyHash = cookies.hashFor(event.id);
    if (guestKeyHash === null || !Number.isSafeInteger(uploadId)) throw new NotFoundError(PHOTO_NOT_FOUND);
    const where = { id: uploadId, eventId: event.id, guestKeyHash };
    const upload = await this.prisma.upload.findFirst({ where });
    if (!upload) throw new NotFoundError(PHOTO_NOT_FOUND);
    const { count } = await this.prisma.upload.deleteMany({ where });
    if (count === 0) throw new NotFoundError(PHOTO_NOT_FOUND);
    for (const key of uploadFileKeys(upload)) {
      await this.storage.delete(key).catch(() => undefined);
    }
    // After the commit: galleries (and the public read cache) drop it if guests could see it.
    this.feed.publish({
      kind: 'REMOVED',
      eventId: event.id,
      photos: [{ id: upload.id, status: upload.status, processingState: upload.processingState }],
    });
  }

  /**
   * One page of the gallery, newest first. Guests only ever get approved photos whose copies are made;
   * members of the event may ask for another status (or all), processing and failed photos included.
   */
  async galleryPage(
    event: Event,
    options: {
      isMember: boolean;
      /** The guest's browser key for the event (their own photos in OWN mode); ignored for members. */
      guestKeyHash?: string | null;
      status?: UploadStatus | 'ALL';
      limit?: number;
      cursor?: number;
      /** An album's or the highlights' tab (decision 053), within what the viewer may see. */
      filter?: GalleryFilter;
    },
  ): Promise<{ uploads: Upload[]; nextCursor: number | null }> {
    const limit = clampPageSize(options.limit);
    // Hosts see other statuses only when they ask (SPEC §7: the gallery's default is APPROVED).
    const status = options.status ?? GALLERY_DEFAULT_STATUS;
    const uploads = await this.prisma.upload.findMany({
      where: {
        ...(options.isMember
          ? { eventId: event.id, ...(status !== 'ALL' ? { status } : {}) }
          : guestGalleryWhere(event, options.guestKeyHash ?? null)),
        ...(options.cursor ? { id: { lt: options.cursor } } : {}),
        ...galleryFilterWhere(options.filter),
      },
      orderBy: { id: 'desc' },
      take: limit + 1,
    });
    return galleryPageOf(uploads, limit);
  }

  /**
   * The gallery as GraphQL pages it (`query`: Pothos's selection and page) for a guest who passed the
   * gate: approved photos only, newest first (most loved first when asked: issue 33), as far as the event's mode
   * lets this guest see (decision 052).
   */
  async guestGallery<Q extends PrismaQuery<Prisma.UploadFindManyArgs>>(
    event: Event,
    guestKeyHash: string | null,
    query: Q,
    filter?: GalleryFilter,
  ) {
    // Signed file addresses need each photo's event (GraphQL selects it): it is this one, which the gate
    // just read, so it is handed to each row instead of read again. Read by Prisma, it was a second
    // statement per page: the GraphQL page 10,000 photos deep answered in 21-28 ms at p99 where REST's
    // took 12.5 (issue 35).
    const { relations, wantsEvent } = withoutEventRelation(query);
    const rows = await this.prisma.upload.findMany({
      ...(query as Prisma.UploadFindManyArgs),
      ...relations,
      where: { ...guestGalleryWhere(event, guestKeyHash), ...galleryFilterWhere(filter) },
      orderBy: galleryOrderBy(filter),
    });
    return wantsEvent ? rows.map((row) => ({ ...row, event })) : rows;
  }

  /**
   * The newest `take` photos of a shared gallery: a first page (and one more, to tell if more follow) that
   * every guest sees alike. Only for events whose guests see ALL now (the public read cache asks it then).
   */
  newestGuestPhotos(eventId: number, take: number): Promise<Upload[]> {
    return this.prisma.upload.findMany({ where: guestVisiblePhotosWhere(eventId), orderBy: { id: 'desc' }, take });
  }

  /** How many photos guests see in the event's gallery. */
  approvedCount(eventId: number): Promise<number> {
    return this.galleryChanges.approvedCount(eventId);
  }

  /**
   * The live gallery for a guest, behind the same gate as the page: newly approved photos, and ids of
   * photos that were approved and no longer are. Nothing about photos awaiting review ever reaches a
   * guest. Every change re-checks the gate, so switching the event off or changing its PIN ends it.
   * The first message is the count of approved photos when listening began (a reconnected page
   * compares it with what it shows), and what the guest sees of the gallery (`access`).
   *
   * The event's mode filters every message (decision 052): in OWN only the guest's own photos, before a
   * reveal and in a drop box only counts. At the reveal time the follower wakes by itself (withAlarm) and
   * sends the gallery's first page with the new `access`, with no request from the page; a reveal the
   * hosts make early, or a mode they change, arrives as EVENT_CHANGED and is sent the same way.
   */
  async followGallery(
    slug: string,
    access: GuestAccess,
    cookies: GuestKeyReader,
  ): Promise<AsyncIterableIterator<LiveItem<GalleryUpdate>>> {
    const event = await this.guest.openEvent(slug, access);
    const guestKeyHash = cookies.hashFor(event.id);
    // Only what may change a guest's gallery waits for this follower (photos awaiting review never do).
    const feed = withAlarm(this.feed.follow(event.id, changesGuestGallery), event.id);
    feed.setAlarm(pendingReveal(event));
    let seen = guestGalleryAccess(event);
    return liveStream<GalleryUpdate>(
      feed.changes,
      async (change) => {
        const { event: current, update, reactions } = await this.galleryChanges.read(change);
        if (!current) throw new NotFoundError(EVENT_NOT_FOUND);
        await this.guest.assertCanView(current, access, { recheck: true });
        const now = new Date();
        feed.setAlarm(pendingReveal(current, now));
        const galleryAccess = guestGalleryAccess(current, now);
        // A change too large to send photo by photo comes as the shared first page (GalleryChangeReader):
        // a guest who sees only their own photos reads their own first page.
        const ownStartOver = update?.startOver === true && galleryAccess === 'OWN';
        if (galleryAccess !== seen || ownStartOver) {
          seen = galleryAccess;
          // The gallery as this guest now sees it, from the start: the page shows it in place of what it had.
          const firstPage = await this.prisma.upload.findMany({
            where: guestGalleryWhere(current, guestKeyHash, now),
            orderBy: { id: 'desc' },
            take: DEFAULT_PAGE_SIZE,
          });
          return {
            added: firstPage.map((upload) => ({ ...upload, event: current })),
            removedIds: [],
            photoCount: update?.photoCount ?? (await this.galleryChanges.approvedCount(current.id)),
            access: galleryAccess,
            startOver: true,
          };
        }
        // Albums, stars or the event's details changed: the page reads the event again (decision 053).
        if (change.kind === 'EVENT_CHANGED') {
          return {
            added: [],
            removedIds: [],
            photoCount: await this.galleryChanges.approvedCount(current.id),
            access: galleryAccess,
            eventChanged: true,
          };
        }
        // Hearts (issue 33): the counts of the photos this guest sees, never of others.
        if (reactions) return guestReactionsOf(reactions, current, galleryAccess, guestKeyHash, now);
        return update && guestUpdateOf(update, current, galleryAccess, guestKeyHash, now);
      },
      {
        snapshot: async () => ({
          added: [],
          removedIds: [],
          photoCount: await this.galleryChanges.approvedCount(event.id),
          access: seen,
        }),
      },
    );
  }

  /**
   * A photo file for whoever may see it: display copies and thumbnails of approved photos for guests
   * who pass the event's gate; originals and unapproved photos for the event's members and super-admins.
   * Throws (404, or the gate's 403/423/429) for anyone else; the route then serves it (ranges, HEAD, 304).
   */
  async photoFileToServe(
    key: string,
    viewer: User | null,
    guest: Omit<GuestAccess, 'isMember'> & { cookies?: GuestKeyReader },
  ): Promise<FileToServe> {
    const parsed = parseFileKey(key);
    if (parsed?.kind !== 'photo') throw new NotFoundError(FILE_NOT_FOUND);
    const { eventId } = parsed;
    const upload = await this.servedFiles.rowOf(key, eventId);
    if (!upload || upload.event.deletedAt) throw new NotFoundError(FILE_NOT_FOUND);
    const isOriginal = upload.storageKey === key;
    // Hosts see every file of their event; super-admins every event's (the panel's thumbnails, takedowns).
    const isMember = viewer ? viewer.isAdmin || (await this.guest.isMember(eventId, viewer.id)) : false;
    if (!isMember) {
      // The browser that sent a photo sees its copies before the hosts decide (My photos).
      // Another guest's photo only where the event's mode shows it (decision 052): a PIN or file token
      // opens the event's gate, never a gallery its guests may not see.
      const viewerKeyHash = guest.cookies?.hashFor(eventId) ?? null;
      if (isOriginal || !mayGuestOpenPhoto(upload.event, upload, viewerKeyHash)) {
        throw new NotFoundError(FILE_NOT_FOUND);
      }
      await this.guest.assertCanView(upload.event, { ...guest, isMember: false });
    }
    // Who may keep it (decision 063): a CDN, for copies anyone with the link sees alike; else this browser.
    const audience = uploadFileAudience(upload.event, upload, { isOriginal, isMember });
    return isOriginal
      ? { key, contentType: upload.mimeType, downloadName: upload.originalFilename, audience }
      : { key, downloadName: key.slice(key.lastIndexOf('/') + 1), audience };
  }
}

/** A page of `limit` photos from up to `limit + 1` rows, newest first; the cursor names its last. */
export function galleryPageOf(rows: Upload[], limit: number): { uploads: Upload[]; nextCursor: number | null } {
  const page = rows.slice(0, limit);
  return { uploads: page, nextCursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null };
}

/** The name a guest signs their photos with: trimmed, at most 100 characters, null when empty. */
export function cleanUploaderName(name: unknown): string | null {
  return typeof name === 'string' ? name.trim().slice(0, 100) || null : null;
}

/** A file name fit to show and to put in a Content-Disposition header. */
export function cleanFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // Control characters and quotes would break headers and logs.
  const cleaned = [...base]
    .filter((char) => char > '\u001f' && char !== '\u007f' && char !== '"')
    .join('')
    .trim()
    .slice(0, 200);
  return cleaned || 'photo';
}

function filenameOf(originalFilename: unknown): string {
  return typeof originalFilename === 'string' ? cleanFilename(originalFilename) : 'photo';
}

/** A size a client declared before sending (presign `bytes`): null when absent, 400 when not a size. */
function declaredBytesOf(value: unknown): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
  // english-by-design: the apps send the file's size; only an integrator's code sends something else.
  throw new ValidationError("bytes must be the file's size in bytes (a whole number), or left out.");
}

/** The event's photo with these bytes (one at most: its digest is unique in the event). */
function withDigest(eventId: number, sha256: string) {
  return { eventId_sha256: { eventId, sha256 } };
}

/** A Pothos query's `include` or `select` without the photo's `event`, and whether it asked for it. */
function withoutEventRelation(query: { include?: unknown; select?: unknown }): {
  relations: Pick<Prisma.UploadFindManyArgs, 'include' | 'select'>;
  wantsEvent: boolean;
} {
  const relations: Pick<Prisma.UploadFindManyArgs, 'include' | 'select'> = {};
  let wantsEvent = false;
  for (const key of ['include', 'select'] as const) {
    const asked = query[key] as Record<string, unknown> | undefined;
    if (!asked) continue;
    const { event, ...rest } = asked;
    wantsEvent ||= Boolean(event);
    // A select must name a field: the id, when it named only the event.
    relations[key] = key === 'select' && Object.keys(rest).length === 0 ? { id: true } : rest;
  }
  return { relations, wantsEvent };
}
