import type { PhotoFeed } from '../../live/photo-feed.ts';
import type { StorageDriver } from '../../storage/storage.ts';

// The status page's plain words (issue 36, item 8): is each part people rely on working? Database
// (events, RSVPs), storage (the photos), live updates (new photos appearing on open pages). Only
// up or down: nothing an attacker could use (no versions, hosts, drivers or timings).

export type ServiceState = 'up' | 'down';

export interface ServicesHealth {
  database: ServiceState;
  storage: ServiceState;
  liveUpdates: ServiceState;
}

/** An object no one stores: asking for it only shows whether storage answers. */
const PROBE_KEY = 'health/probe-never-stored';
/** A storage that has not answered by then counts as down. */
const STORAGE_TIMEOUT_MS = 3_000;
/** Anyone may ask /api/health: storage (a network call on GCS) is asked at most this often. */
const STORAGE_RECHECK_MS = 15_000;

export class ServiceHealth {
  private storageAnswer: { state: ServiceState; at: number } | null = null;
  private pending: Promise<ServiceState> | null = null;

  constructor(
    private readonly storage: Pick<StorageDriver, 'stat'>,
    private readonly feed: Pick<PhotoFeed, 'connected'>,
    private readonly now: () => number = Date.now,
  ) {}

  async check(database: ServiceState): Promise<ServicesHealth> {
    return { database, storage: await this.storageState(), liveUpdates: this.feed.connected() ? 'up' : 'down' };
  }

  private storageState(): Promise<ServiceState> {
    const cached = this.storageAnswer;
    if (cached && this.now() - cached.at < STORAGE_RECHECK_MS) return Promise.resolve(cached.state);
    this.pending ??= probe(this.storage).then((state) => {
      this.storageAnswer = { state, at: this.now() };
      this.pending = null;
      return state;
    });
    return this.pending;
  }
}

async function probe(storage: Pick<StorageDriver, 'stat'>): Promise<ServiceState> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<ServiceState>((resolve) => {
    timer = setTimeout(() => resolve('down'), STORAGE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      storage.stat(PROBE_KEY).then(
        (): ServiceState => 'up',
        (): ServiceState => 'down',
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
