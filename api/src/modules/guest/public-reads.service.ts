import { createHash } from 'node:crypto';
import type { PrismaQuery } from '../../db/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { Prisma, type Event, type Upload, type UploadStatus } from '../../generated/prisma/client.ts';
import type { PhotoChange, PhotoFeed } from '../../live/photo-feed.ts';
import { LruMap } from '../../lib/lru-map.ts';
import { normalizeSlug } from '../../../../common/slug.ts';
import { GUEST_VISIBLE_STATUS, guestGalleryAccess } from '../../access/guest-visibility.ts';
import { isFiltered, type GalleryFilter } from '../../access/gallery-filter.ts';
import type { GuestKeyReader } from './guest-key.ts';
import { galleryPageOf, type UploadsService } from '../uploads/uploads.service.ts';
import { clampPageSize } from '../../lib/pagination.ts';
import { EVENT_NOT_FOUND } from './errors.ts';
import { isOpenToAnyone, linkPreviewOf, type GuestAccess, type GuestService } from './guest.service.ts';
import type { VideoLimits } from '../../../../common/upload-limits.ts';
import { guestEventJson, guestVideoLimits, type GuestEvent } from './public-event-json.ts';

export interface PublicReadCacheOptions {
  /**
   * How long an entry may answer at most. Changes end entries at once (the feed); this is the safety
   * net for a change message that never arrived (Redis unreachable for a moment).
   */
  ttlMs: number;
  /** Events kept in memory; the least recently read is forgotten first. */
  maxEvents: number;
}

export const DEFAULT_PUBLIC_READ_CACHE: PublicReadCacheOptions = { ttlMs: 5_000, maxEvents: 1_000 };

/** First-page sizes kept per event (the web app asks one or two), so an event's memory stays bounded. */
const MAX_PAGE_SIZES_PER_EVENT = 4;

/** Something shared by every caller, with a digest of it for validators (ETag). */
interface Digested<T> {
  value: T;
  digest: string;
}

/** What one event's guests read, as the database last said. Only guest-visible rows go in here. */
interface Entry {
  expiresAt: number;
  /** Known once the row arrived; changes find their entries by it. */
  eventId: number | null;
  /** The row the gate judges (it needs the PIN), digested as guests see it. */
  event: Promise<Digested<Event> | null>;
  /** The same row once it arrived, for reads answered without waiting (readyGalleryPage, readyEventAnswer). */
  loadedEvent?: Digested<Event>;
  photoCount?: Promise<number>;
  /** The same count once it arrived (the REST guest answer carries it: decision 052's '43 photos so far'). */
  loadedPhotoCount?: number;
  /** The wait-free REST answer made of this entry's row and count (a photo change replaces the entry). */
  readyAnswer?: EventAnswer;
  /** The newest approved photos, by how many were asked (first gallery pages). */
  newest: Map<number, Promise<Digested<Upload[]>>>;
  /** The same pages once they arrived. */
  loadedNewest: Map<number, Digested<Upload[]>>;
  /** Validators of its answers, by what they cover (few: the entry lives seconds, the token an hour). */
  etags: Map<string, string>;
}

/** The REST guest answer: built only when its bytes for this validator are not at hand. */
export interface EventAnswer {
  event: () => GuestEvent;
  etag: string;
}

/** A guest's gallery page over REST; `etag` null when it was not cached (hosts' views, later pages). */
export interface GalleryRead {
  event: Event;
  isMember: boolean;
  uploads: Upload[];
  nextCursor: number | null;
  etag: string | null;
}

/**
 * The hot public reads (the guest event answer, the gallery's first pages, the photo count) from
 * memory, so they cost no database statement while nothing changed; guests' uploads pass the same gate
 * (openEvent) on the same row. The guest gate runs on every
 * read (PIN, status, rate limits) against the cached row before anything else is handed out; file
 * tokens are added per caller after the cache. Entries hold only what guests may see, and are
 * forgotten the moment the feed reports a change guests could see, on this instance or another.
 */
export class PublicReadsService {
  private readonly entries: LruMap<string, Entry>;
  private readonly stopWatching: () => void;
  /**
   * The wait-free reads' answers, by what they were made of: an entry's loaded row and pages never change
   * (a change replaces the entry), and an event open to anyone signs with no token, so the answer holds as
   * long as they do. Building it again on every read was a measurable part of the hottest route.
   */
  private readonly readyGalleryReads = new WeakMap<Digested<Upload[]>, GalleryRead>();

  constructor(
    private readonly guest: GuestService,
    private readonly uploads: Pick<
      UploadsService,
      'approvedCount' | 'newestGuestPhotos' | 'guestGallery' | 'galleryPage'
    >,
    feed: Pick<PhotoFeed, 'watchAll'>,
    /** The deployment's video limits (config.video), part of every guest answer of an event that takes videos. */
    private readonly videoLimits: VideoLimits,
    private readonly options: PublicReadCacheOptions = DEFAULT_PUBLIC_READ_CACHE,
  ) {
    this.entries = new LruMap(options.maxEvents);
    this.stopWatching = feed.watchAll((change) => this.forget(change));
  }

  /** The event behind a guest link, for a caller who passes the gate now. */
  async openEvent(slug: string, access: GuestAccess): Promise<Event> {
    return (await this.opened(slug, access)).event;
  }

  /**
   * The REST guest answer; `etag` changes with any field and with the hourly cover token, and `event`
   * builds the answer only when its bytes for this validator are not at hand already.
   */
  async eventAnswer(slug: string, access: GuestAccess): Promise<EventAnswer> {
    const opened = await this.opened(slug, access);
    return this.eventAnswerOf(opened, await this.photoCount(opened.event));
  }

  /**
   * What a link preview of the guest page may show, from the same row (no gate: the preview itself stays
   * generic for a PIN-protected event). Null for events guests cannot open.
   */
  async linkPreview(slug: string): Promise<ReturnType<typeof linkPreviewOf>> {
    const loaded = await this.entryFor(normalizeSlug(slug)).event;
    return linkPreviewOf(loaded?.value ?? null);
  }

  /** The id of the event a guest page opens (as `linkPreview`, no gate): its key is handed on arrival (decision 064). */
  async guestPageEventId(slug: string): Promise<number | null> {
    const event = (await this.entryFor(normalizeSlug(slug)).event)?.value ?? null;
    return event && linkPreviewOf(event) ? event.id : null;
  }

  /** What the event's guests' browsers hold videos to (PublicEvent.videoLimits); null: it takes none. */
  videoLimitsOf(event: Pick<Event, 'allowVideos'>): VideoLimits | null {
    return guestVideoLimits(event, this.videoLimits);
  }

  /** Approved photos of an event, for its guests' 'N photos'. */
  photoCount(event: Event): Promise<number> {
    const entry = this.entryOf(event);
    if (!entry) return this.uploads.approvedCount(event.id);
    if (!entry.photoCount) {
      entry.photoCount = this.settled(this.uploads.approvedCount(event.id), () => delete entry.photoCount);
      void entry.photoCount.then(
        (count) => (entry.loadedPhotoCount = count),
        () => undefined,
      );
    }
    return entry.photoCount;
  }

  /**
   * A gallery page over REST. Guests' first pages come from memory; the event's hosts (who see photos
   * awaiting review) and later pages always come from the database.
   */
  async galleryPage(
    slug: string,
    access: Omit<GuestAccess, 'isMember'>,
    viewerId: number | null,
    query: { status?: UploadStatus | 'ALL'; limit?: number; cursor?: number; filter?: GalleryFilter },
    cookies: GuestKeyReader,
  ): Promise<GalleryRead> {
    const { entry, event } = await this.cachedEvent(slug);
    const isMember = viewerId !== null && (await this.guest.isMember(event.id, viewerId));
    await this.guest.assertCanView(event, { ...access, isMember });
    // Only a gallery every guest sees alike is shared from memory: OWN differs per guest, and before a
    // reveal or in a drop box guests see none of it (decision 052).
    // An album's or the highlights' tab (decision 053) is read from the database too.
    if (isMember || query.cursor !== undefined || guestGalleryAccess(event) !== 'ALL' || isFiltered(query.filter)) {
      const guestKeyHash = cookies.hashFor(event.id);
      const page = await this.uploads.galleryPage(event, { ...query, isMember, guestKeyHash });
      return { event, isMember, ...page, etag: null };
    }
    const limit = clampPageSize(query.limit);
    return this.galleryReadOf(entry, event, await this.newest(entry, event, limit + 1), limit);
  }

  /**
   * The hot guest reads without a single wait: an event open to anyone (no PIN, live) whose row and page
   * are already in memory and fresh, for a caller without credentials (never a member). Undefined when
   * anything is missing; the caller then takes eventAnswer / galleryPage, which load, wait and judge.
   */
  readyEventAnswer(slug: string): EventAnswer | undefined {
    const entry = this.readyEntry(slug);
    if (!entry) return undefined;
    const loaded = entry.loadedEvent;
    if (entry.loadedPhotoCount === undefined) return undefined;
    entry.readyAnswer ??= this.eventAnswerOf(
      { entry, event: loaded.value, digest: loaded.digest },
      entry.loadedPhotoCount,
    );
    return entry.readyAnswer;
  }

  /** The first gallery page, as readyEventAnswer (`limit` as galleryPage takes it). */
  readyGalleryPage(slug: string, limit: number | undefined): GalleryRead | undefined {
    const entry = this.readyEntry(slug);
    // Only a gallery every guest sees alike comes from memory (decision 052; galleryPage answers the rest).
    if (!entry || guestGalleryAccess(entry.loadedEvent.value) !== 'ALL') return undefined;
    const take = clampPageSize(limit);
    // Pages are kept by rows asked (take + 1), so one kept page answers one page size.
    const newest = entry.loadedNewest.get(take + 1);
    if (!newest) return undefined;
    let read = this.readyGalleryReads.get(newest);
    if (!read) {
      read = this.galleryReadOf(entry, entry.loadedEvent.value, newest, take);
      this.readyGalleryReads.set(newest, read);
    }
    return read;
  }

  /** The guest answer of a row the gate let through, with its validator (the file token varies it). */
  private eventAnswerOf(
    { entry, event, digest }: { entry: Entry; event: Event; digest: string },
    photoCount: number,
  ): EventAnswer {
    const signer = this.guest.files.signerFor(event);
    return {
      event: () => ({ ...guestEventJson(event, this.videoLimits, signer), photoCount }),
      etag: this.etagOf(entry, 'event', digest, signer.token, photoCount),
    };
  }

  /** A guest's first gallery page of `limit` photos from the cached newest `limit + 1`, with its validator. */
  private galleryReadOf(entry: Entry, event: Event, newest: Digested<Upload[]>, limit: number): GalleryRead {
    const { token } = this.guest.files.signerFor(event);
    return {
      event,
      isMember: false,
      ...galleryPageOf(newest.value, limit),
      etag: this.etagOf(entry, 'gallery', newest.digest, token, limit),
    };
  }

  /** The entry of an event open to anyone, fresh and with its row in memory. */
  private readyEntry(slug: string): (Entry & { loadedEvent: Digested<Event> }) | undefined {
    const entry = this.entries.get(normalizeSlug(slug));
    const loaded = entry?.loadedEvent;
    if (!entry || !loaded || entry.expiresAt <= Date.now() || !isOpenToAnyone(loaded.value)) return undefined;
    return entry as Entry & { loadedEvent: Digested<Event> };
  }

  /**
   * The guest gallery as GraphQL pages it (Pothos's `query`). First pages come from memory, each row
   * with the event its addresses are signed with (attached after the cache, as Pothos selects it).
   */
  async guestGallery<Q extends PrismaQuery<Prisma.UploadFindManyArgs>>(
    slug: string,
    access: GuestAccess,
    cookies: GuestKeyReader,
    query: Q,
    filter?: GalleryFilter,
  ) {
    const { entry, event } = await this.opened(slug, access);
    const take = query.take ?? 0;
    const firstPage = query.cursor === undefined && (query.skip ?? 0) === 0 && take > 0;
    // As galleryPage: memory answers only a gallery every guest sees alike (decision 052).
    const shared = guestGalleryAccess(event) === 'ALL';
    if (!shared || !firstPage || isFiltered(filter) || !answeredByRows(query.select ?? query.include)) {
      return this.uploads.guestGallery(event, cookies.hashFor(event.id), query, filter);
    }
    const newest = await this.newest(entry, event, take);
    return newest.value.map((upload) => ({ ...upload, event }));
  }

  /**
   * A strong validator of one answer: what it is, the shared content's digest, what varies per page, and
   * the file token if any. Kept with the entry: hashing on every read cost a tenth of a cached read.
   */
  private etagOf(entry: Entry, answer: string, digest: string, token: string | null, ...more: number[]): string {
    const key = [answer, digest, token, ...more].join(' ');
    let etag = entry.etags.get(key);
    if (etag === undefined) {
      etag = `"${digestOf(key)}"`;
      entry.etags.set(key, etag);
    }
    return etag;
  }

  /**
   * Forgets an event's pages and count at once: a heart changed a photo's count on this instance (issue 33),
   * and the guest who tapped may read the gallery before the batched REACTIONS change arrives.
   */
  forgetPhotos(eventId: number): void {
    this.entries.replaceEach((entry) => (entry.eventId === eventId ? withoutPhotos(entry) : entry));
  }

  /** Stops following the feed (the app stops). */
  close(): void {
    this.stopWatching();
    this.entries.clear();
  }

  private async opened(slug: string, access: GuestAccess) {
    const opened = await this.cachedEvent(slug);
    await this.guest.assertCanView(opened.event, access);
    return opened;
  }

  /** The event row, unchecked: every caller runs the gate on it before handing anything out. */
  private async cachedEvent(slug: string): Promise<{ entry: Entry; event: Event; digest: string }> {
    const entry = this.entryFor(normalizeSlug(slug));
    const loaded = await entry.event;
    if (!loaded) throw new NotFoundError(EVENT_NOT_FOUND);
    return { entry, event: loaded.value, digest: loaded.digest };
  }

  private entryFor(slug: string): Entry {
    const now = Date.now();
    const cached = this.entries.get(slug);
    if (cached && cached.expiresAt > now) return cached;
    const entry: Entry = {
      expiresAt: now + this.options.ttlMs,
      eventId: null,
      newest: new Map(),
      loadedNewest: new Map(),
      etags: new Map(),
      event: this.guest.findBySlug(slug).then(
        (event) => {
          // Unknown slugs stay out: they would fill memory with whatever a caller makes up.
          if (!event) {
            this.entries.deleteIf(slug, entry);
            return null;
          }
          entry.eventId = event.id;
          // The limits too: a deployment that changes them answers new validators, not 304 with old limits.
          entry.loadedEvent = { value: event, digest: digestOf(guestEventJson(event, this.videoLimits)) };
          return entry.loadedEvent;
        },
        (error: unknown) => {
          this.entries.deleteIf(slug, entry);
          throw error;
        },
      ),
    };
    this.entries.set(slug, entry);
    return entry;
  }

  /** The live entry of this event, if one is in memory. */
  private entryOf(event: Event): Entry | null {
    const entry = this.entries.get(event.slug);
    return entry && entry.eventId === event.id && entry.expiresAt > Date.now() ? entry : null;
  }

  /** The newest `take` photos guests see. */
  private newest(entry: Entry, event: Event, take: number): Promise<Digested<Upload[]>> {
    const kept = entry.newest.get(take);
    if (kept) return kept;
    if (entry.newest.size >= MAX_PAGE_SIZES_PER_EVENT) return this.loadNewest(event.id, take);
    const page = this.settled(this.loadNewest(event.id, take), () => entry.newest.delete(take));
    entry.newest.set(take, page);
    void page.then(
      (loaded) => entry.loadedNewest.set(take, loaded),
      () => undefined,
    );
    return page;
  }

  private async loadNewest(eventId: number, take: number): Promise<Digested<Upload[]>> {
    const rows = await this.uploads.newestGuestPhotos(eventId, take);
    return { value: rows, digest: digestOf(rows) };
  }

  /** `load`, with `forget` run when it fails: a failure is never kept. */
  private settled<T>(load: Promise<T>, forget: () => void): Promise<T> {
    return load.catch((error: unknown) => {
      forget();
      throw error;
    });
  }

  /**
   * Forgets what a change makes stale. A change of the event: everything of it, and every entry still
   * loading (it may have read the row before the change committed). A change of its photos: its pages
   * and count. Photos that guests did not and do not see (new ones awaiting review, rejections of those)
   * change nothing they read.
   */
  private forget(change: PhotoChange): void {
    if (!seenByGuests(change)) return;
    if (change.kind === 'EVENT_CHANGED') {
      this.entries.deleteWhere((entry) => entry.eventId === null || entry.eventId === change.eventId);
      return;
    }
    // A photo changes the pages and the count, never the row: the gate keeps it, so a venue's burst of
    // auto-approved uploads does not read the event again for every photo. (A page is only asked once
    // its entry's row has arrived, so no entry still loading holds one.)
    this.entries.replaceEach((entry) => (entry.eventId === change.eventId ? withoutPhotos(entry) : entry));
  }
}

/** The entry with its row and nothing made of photos: a new object, so pages still loading land in the old one. */
function withoutPhotos(entry: Entry): Entry {
  const { expiresAt, eventId, event, loadedEvent } = entry;
  return {
    expiresAt,
    eventId,
    event,
    loadedEvent,
    newest: new Map(),
    loadedNewest: new Map(),
    etags: new Map(),
  };
}

function seenByGuests(change: PhotoChange): boolean {
  if (change.kind === 'EVENT_CHANGED') return true;
  // Heart counts are columns of the cached rows (another instance's toggles arrive only this way).
  if (change.kind === 'REACTIONS') return true;
  // Guestbook messages are not among the photos and rows kept here.
  if (change.kind === 'GUESTBOOK') return false;
  return change.photos.some(
    (photo) =>
      photo.status === GUEST_VISIBLE_STATUS ||
      photo.previous === GUEST_VISIBLE_STATUS ||
      (change.kind === 'MODERATED' && photo.previous === undefined),
  );
}

const UPLOAD_COLUMNS = new Set<string>(Object.values(Prisma.UploadScalarFieldEnum));

/**
 * Whether cached rows (every column, and the event attached) answer what a GraphQL selection asks; a
 * selection of another relation goes to the database, rather than Pothos loading it row by row.
 */
function answeredByRows(selection: object | null | undefined): boolean {
  return Object.keys(selection ?? {}).every((key) => key === 'event' || UPLOAD_COLUMNS.has(key));
}

function digestOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 22);
}
