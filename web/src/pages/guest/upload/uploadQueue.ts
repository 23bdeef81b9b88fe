// The guest's upload queue: sends the photos two at a time, waits while the browser is offline, retries
// with growing pauses, and keeps every photo not yet sent in a store that outlives the page (IndexedDB),
// with the address where the server keeps its bytes, so the next visit resumes instead of starting over.
// No React and no network code here: the sender, the store, the connection and the timers come in, so the
// rules can be tested without a browser (uploadQueue.test.ts).

import { UPLOAD_NETWORK_ERROR, UploadFailure, type UploadStatus } from '../../../api/uploadFailure';
import type { QueuedPhoto, QueueStore } from './queueRecord';

/** Sends one photo; `done` settles with the server's status for it, or rejects with an UploadFailure. */
export type PhotoSender = (
  photo: QueuedPhoto,
  events: { onProgress: (fraction: number) => void; onUploadUrl: (url: string) => void },
) => { done: Promise<UploadStatus>; abort: () => void };

/** Whether the browser believes it is online, and news when that changes (window's online/offline). */
export interface Connectivity {
  isOnline(): boolean;
  subscribe(listener: (online: boolean) => void): () => void;
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Two at a time: a venue's shared connection stays usable for everyone, and progress moves visibly. */
export const CONCURRENT_UPLOADS = 2;

/** Pauses before each new try after a failure with the connection up; one more failure gives up. */
export const RETRY_DELAYS_MS: readonly number[] = [1_000, 3_000, 10_000, 30_000, 60_000];

/**
 * Refusals worth another try: a conflict about the offset (409) or a lock (423) clear up once the
 * server has caught up, a rate limit (429) after its Retry-After, and server errors (5xx) may pass.
 * Every other 4xx says the photo itself will not be taken (wrong type, too large, wrong PIN).
 */
export function isRetryable(failure: UploadFailure): boolean {
  if (failure.kind === 'network') return true;
  const status = failure.status ?? 0;
  return status === 409 || status === 423 || status === 429 || status >= 500;
}

export type PhotoState = 'waiting' | 'sending' | 'sent' | 'failed';

/** One photo as the dialog shows it. */
export type QueueItem = {
  id: string;
  name: string;
  size: number;
  type: string;
  blob: Blob;
  state: PhotoState;
  /** 0 to 1. */
  progress: number;
  /** Why it failed: the server's own message when it refused the photo. */
  error: string | null;
  /** The input the server's refusal named (`albumId`: choose the album again), null for none. */
  refusedField: string | null;
  /** A new try is planned after a failure (state 'waiting'). */
  retrying: boolean;
  /** What the server made of it once sent. */
  result: UploadStatus | null;
  /** The album it goes in (GuestAlbum.databaseId), null for none. */
  albumId: number | null;
};

/**
 * idle: photos chosen, nothing sent yet (or paused); sending; offline: sending, but waiting for the
 * connection; finished: every photo was sent or refused.
 */
export type QueuePhase = 'idle' | 'sending' | 'offline' | 'finished';

export type QueueSnapshot = {
  items: readonly QueueItem[];
  phase: QueuePhase;
  sent: number;
  failed: number;
  total: number;
};

type Entry = {
  photo: QueuedPhoto;
  item: QueueItem;
  /** Picked in this dialog and never started: closing the dialog drops it. */
  fresh: boolean;
  /** Failed tries in a row (offline time does not count). */
  attempts: number;
};

export type UploadQueueOptions = {
  slug: string;
  store: QueueStore;
  send: PhotoSender;
  connectivity: Connectivity;
  timers?: Timers;
  now?: () => number;
  newId?: () => string;
  concurrency?: number;
  retryDelaysMs?: readonly number[];
};

let idCounter = 0;
const defaultId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${(idCounter++).toString(36)}`;

export class UploadQueue {
  private readonly slug: string;
  private readonly store: QueueStore;
  private readonly send: PhotoSender;
  private readonly connectivity: Connectivity;
  private readonly timers: Timers;
  private readonly now: () => number;
  private readonly newId: () => string;
  private readonly concurrency: number;
  private readonly retryDelaysMs: readonly number[];

  private entries: Entry[] = [];
  private readonly active = new Map<string, { abort: () => void }>();
  /** Photos going out whose upload the server has not created yet (no upload URL so far). */
  private readonly creating = new Set<string>();
  private readonly retryTimers = new Map<string, unknown>();
  private running = false;
  /** The name given when sending started: photos added while sending go with it. */
  private uploaderName = '';
  /** The album chosen when sending started: photos added while sending go in it too. */
  private albumId: number | null = null;
  private finished = false;
  private online: boolean;
  private snapshot: QueueSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly sentListeners = new Set<(status: UploadStatus) => void>();
  private readonly unsubscribeConnectivity: () => void;

  constructor(options: UploadQueueOptions) {
    this.slug = options.slug;
    this.store = options.store;
    this.send = options.send;
    this.connectivity = options.connectivity;
    this.timers = options.timers ?? {
      setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
      clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
    };
    this.now = options.now ?? Date.now;
    this.newId = options.newId ?? defaultId;
    this.concurrency = options.concurrency ?? CONCURRENT_UPLOADS;
    this.retryDelaysMs = options.retryDelaysMs ?? RETRY_DELAYS_MS;
    this.online = this.connectivity.isOnline();
    this.snapshot = this.buildSnapshot();
    this.unsubscribeConnectivity = this.connectivity.subscribe((online) => this.setOnline(online));
  }

  // ---- reading (useSyncExternalStore) ----

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): QueueSnapshot => this.snapshot;

  /** Called once per photo the server took (the page refreshes "Your photos", the gallery). */
  onPhotoSent(listener: (status: UploadStatus) => void): () => void {
    this.sentListeners.add(listener);
    return () => this.sentListeners.delete(listener);
  }

  // ---- the guest's actions ----

  /**
   * Takes in the photos this browser kept for the event (after a reload), and lets go of unsent ones the
   * store no longer has (the guest discarded them from the page); returns how many were added.
   */
  async restore(): Promise<number> {
    const stored = await this.store.list(this.slug);
    const storedIds = new Set(stored.map((photo) => photo.id));
    this.entries = this.entries.filter(
      (entry) =>
        entry.fresh || entry.item.state === 'sent' || this.active.has(entry.photo.id) || storedIds.has(entry.photo.id),
    );
    const known = new Set(this.entries.map((entry) => entry.photo.id));
    const added = stored.filter((photo) => !known.has(photo.id));
    for (const photo of added) {
      this.entries.push({ photo, item: itemOf(photo), fresh: false, attempts: 0 });
    }
    if (added.length > 0) this.finished = false;
    this.changed();
    return added.length;
  }

  /**
   * Adds picked photos, kept in the store at once so a reload does not lose the choice. Picked while
   * sending, they join the photos going out, with the same name.
   */
  async add(files: readonly File[]): Promise<void> {
    if (this.finished) this.clearSent();
    const joining = this.running;
    const photos = files.map((file, index) => ({
      id: this.newId(),
      slug: this.slug,
      blob: file,
      name: file.name,
      type: file.type,
      size: file.size,
      uploaderName: joining ? this.uploaderName : '',
      albumId: joining ? this.albumId : null,
      uploadUrl: null,
      state: 'waiting' as const,
      error: null,
      refusedField: null,
      addedAt: this.now() + index,
    }));
    for (const photo of photos) this.entries.push({ photo, item: itemOf(photo), fresh: !joining, attempts: 0 });
    this.changed();
    await Promise.all(photos.map((photo) => this.persist(photo)));
    this.pump();
  }

  /**
   * Starts (or resumes) sending. Photos not yet begun go with the name given now; an empty name does not
   * erase one given before a reload. They go in `albumId` when one is given (null: no album); left out
   * (undefined), each keeps the album it was kept with. A begun upload keeps the album the server took
   * at its creation whatever is given here.
   */
  start(uploaderName: string, albumId?: number | null): void {
    this.uploaderName = uploaderName;
    if (albumId !== undefined) this.albumId = albumId;
    for (const entry of this.entries) {
      const named = uploaderName !== '' || entry.fresh;
      entry.fresh = false;
      if (!isUnbegun(entry)) continue;
      const photo = {
        ...entry.photo,
        uploaderName: named ? uploaderName : entry.photo.uploaderName,
        albumId: albumId === undefined ? entry.photo.albumId : albumId,
      };
      if (photo.uploaderName !== entry.photo.uploaderName || photo.albumId !== entry.photo.albumId) {
        entry.photo = photo;
        entry.item = { ...entry.item, albumId: photo.albumId };
        void this.persist(entry.photo);
      }
    }
    this.running = true;
    this.finished = false;
    this.pump();
  }

  /** Stops sending (the dialog closed): photos going out stop where they are and stay waiting. */
  pause(): void {
    this.running = false;
    for (const id of [...this.active.keys()]) this.interrupt(id);
    for (const id of [...this.retryTimers.keys()]) this.cancelRetry(id);
    this.changed();
  }

  /**
   * Sends a refused or given-up photo again, in `albumId` when one is given and its upload was never
   * created (a photo refused for its album, deleted meanwhile, goes in the one the guest picks now).
   */
  retry(id: string, albumId?: number | null): void {
    const entry = this.entry(id);
    if (!entry || entry.item.state !== 'failed') return;
    entry.attempts = 0;
    const album = albumId !== undefined && entry.photo.uploadUrl === null ? albumId : entry.photo.albumId;
    entry.photo = { ...entry.photo, state: 'waiting', error: null, refusedField: null, albumId: album };
    entry.item = { ...entry.item, state: 'waiting', error: null, refusedField: null, progress: 0, albumId: album };
    void this.persist(entry.photo);
    this.running = true;
    this.finished = false;
    this.pump();
  }

  /** Takes a photo out of the queue (and out of the store). */
  async remove(id: string): Promise<void> {
    const entry = this.entry(id);
    if (!entry) return;
    if (this.active.has(id)) this.interrupt(id);
    this.cancelRetry(id);
    this.entries = this.entries.filter((other) => other !== entry);
    this.pump();
    await this.forget(id);
  }

  /** Drops photos picked in this dialog and never started (the guest closed it without sending). */
  async dropUnstarted(): Promise<void> {
    const dropped = this.entries.filter((entry) => entry.fresh);
    this.entries = this.entries.filter((entry) => !entry.fresh);
    this.changed();
    await Promise.all(dropped.map((entry) => this.forget(entry.photo.id)));
  }

  /** A new choice after a finished batch starts a new list (failed photos stay to be retried). */
  clearSent(): void {
    this.entries = this.entries.filter((entry) => entry.item.state !== 'sent');
    this.finished = false;
    this.changed();
  }

  dispose(): void {
    this.pause();
    this.unsubscribeConnectivity();
    this.listeners.clear();
    this.sentListeners.clear();
  }

  // ---- the runner ----

  /**
   * Starts photos up to the concurrency. One new upload is created at a time: the server's answer to the
   * first sets the browser's guest cookie, which every later request of this guest must carry (two
   * creations at once would each get a key of their own, and the cookie keeps only the last).
   */
  private pump(): void {
    if (this.running && this.online) {
      while (this.active.size < this.concurrency) {
        const next = this.entries.find(
          (entry) =>
            entry.item.state === 'waiting' &&
            !this.active.has(entry.photo.id) &&
            !this.retryTimers.has(entry.photo.id) &&
            (entry.photo.uploadUrl !== null || this.creating.size === 0),
        );
        if (!next) break;
        this.begin(next);
      }
    }
    this.settle();
  }

  /** Ends a batch once nothing is left to send. */
  private settle(): void {
    const left = this.entries.some((entry) => entry.item.state === 'waiting' || entry.item.state === 'sending');
    if (this.running && !left) {
      this.running = false;
      this.finished = this.entries.length > 0;
    }
    this.changed();
  }

  private begin(entry: Entry): void {
    const id = entry.photo.id;
    entry.fresh = false;
    entry.item = { ...entry.item, state: 'sending', error: null, refusedField: null, retrying: false };
    if (entry.photo.uploadUrl === null) this.creating.add(id);
    const attempt = this.send(entry.photo, {
      onProgress: (fraction) => {
        if (this.active.get(id) !== attempt) return;
        entry.item = { ...entry.item, progress: fraction };
        this.changed();
      },
      onUploadUrl: (url) => {
        if (entry.photo.uploadUrl !== url) {
          entry.photo = { ...entry.photo, uploadUrl: url };
          void this.persist(entry.photo);
        }
        // The guest cookie is set: the next photo may create its upload.
        if (this.creating.delete(id)) this.pump();
      },
    });
    this.active.set(id, attempt);
    attempt.done.then(
      (status) => this.succeeded(entry, attempt, status),
      (error: unknown) => this.failedOnce(entry, attempt, error),
    );
  }

  private succeeded(entry: Entry, attempt: object, status: UploadStatus): void {
    if (this.active.get(entry.photo.id) !== attempt) return;
    this.active.delete(entry.photo.id);
    this.creating.delete(entry.photo.id);
    entry.attempts = 0;
    entry.item = { ...entry.item, state: 'sent', progress: 1, result: status, error: null, refusedField: null };
    void this.forget(entry.photo.id);
    for (const listener of this.sentListeners) listener(status);
    this.pump();
  }

  private failedOnce(entry: Entry, attempt: object, error: unknown): void {
    const id = entry.photo.id;
    if (this.active.get(id) !== attempt) return;
    this.active.delete(id);
    this.creating.delete(id);
    const failure = error instanceof UploadFailure ? error : new UploadFailure('network', UPLOAD_NETWORK_ERROR);

    if (!isRetryable(failure)) {
      this.fail(entry, failure.message, failure.field);
    } else if (failure.kind === 'network' && !this.connectivity.isOnline()) {
      // The connection went: the photo waits for it, and this try does not count.
      entry.item = { ...entry.item, state: 'waiting' };
      this.setOnline(false);
    } else if (entry.attempts >= this.retryDelaysMs.length) {
      this.fail(entry, failure.message, failure.field);
    } else {
      const delay = Math.max(this.retryDelaysMs[entry.attempts] ?? 0, failure.retryAfterMs ?? 0);
      entry.attempts += 1;
      entry.item = { ...entry.item, state: 'waiting', retrying: true };
      this.retryTimers.set(
        id,
        this.timers.setTimeout(() => {
          this.retryTimers.delete(id);
          this.pump();
        }, delay),
      );
    }
    this.pump();
  }

  private fail(entry: Entry, message: string, refusedField: string | null): void {
    entry.photo = { ...entry.photo, state: 'failed', error: message, refusedField };
    entry.item = { ...entry.item, state: 'failed', error: message, refusedField, retrying: false };
    void this.persist(entry.photo);
  }

  private setOnline(online: boolean): void {
    if (online === this.online) return;
    this.online = online;
    if (online) {
      // Back online: what waited for the connection goes at once, pauses after failures end too.
      for (const id of [...this.retryTimers.keys()]) this.cancelRetry(id);
      for (const entry of this.entries) entry.attempts = 0;
    } else {
      for (const id of [...this.active.keys()]) this.interrupt(id);
    }
    this.pump();
  }

  /** Stops a photo going out; it stays waiting, its bytes so far kept by the server. */
  private interrupt(id: string): void {
    const attempt = this.active.get(id);
    this.active.delete(id);
    this.creating.delete(id);
    attempt?.abort();
    const entry = this.entry(id);
    if (entry && entry.item.state === 'sending') entry.item = { ...entry.item, state: 'waiting' };
  }

  private cancelRetry(id: string): void {
    const timer = this.retryTimers.get(id);
    if (timer === undefined) return;
    this.timers.clearTimeout(timer);
    this.retryTimers.delete(id);
    const entry = this.entry(id);
    if (entry) entry.item = { ...entry.item, retrying: false };
  }

  private entry(id: string): Entry | undefined {
    return this.entries.find((entry) => entry.photo.id === id);
  }

  // Storage can fail (quota, private windows): the queue goes on in memory, it only will not survive a reload.
  private async persist(photo: QueuedPhoto): Promise<void> {
    if (!this.entry(photo.id)) return;
    await this.store.put(photo).catch(() => undefined);
  }

  private async forget(id: string): Promise<void> {
    await this.store.remove(id).catch(() => undefined);
  }

  private changed(): void {
    this.snapshot = this.buildSnapshot();
    for (const listener of this.listeners) listener();
  }

  private buildSnapshot(): QueueSnapshot {
    const items = this.entries.map((entry) => entry.item);
    const phase: QueuePhase = this.running
      ? this.online
        ? 'sending'
        : 'offline'
      : this.finished
        ? 'finished'
        : 'idle';
    return {
      items,
      phase,
      sent: items.filter((item) => item.state === 'sent').length,
      failed: items.filter((item) => item.state === 'failed').length,
      total: items.length,
    };
  }
}

/** Waiting, and its upload not created yet: its name and album can still change. */
function isUnbegun(entry: Entry): boolean {
  return entry.item.state === 'waiting' && entry.photo.uploadUrl === null;
}

function itemOf(photo: QueuedPhoto): QueueItem {
  return {
    id: photo.id,
    name: photo.name,
    size: photo.size,
    type: photo.type,
    blob: photo.blob,
    state: photo.state,
    progress: 0,
    error: photo.error,
    refusedField: photo.refusedField,
    retrying: false,
    result: null,
    albumId: photo.albumId,
  };
}
