import { describe, expect, it } from 'vitest';
import { UPLOAD_NETWORK_ERROR, UploadFailure, type UploadStatus } from '../../../api/uploadFailure';
import type { QueuedPhoto, QueueStore } from './queueRecord';
import { UploadQueue, type Connectivity, type PhotoSender, type Timers } from './uploadQueue';

// The queue's rules, run without a browser. Test doubles, and only for what the browser provides:
// - MemoryStore stands in for IndexedDB (no fake IndexedDB is installed; the real store is idb-keyval,
//   exercised by the e2e tests in a real Chromium);
// - FakeConnection for the window's online/offline events, ManualTimers for setTimeout;
// - ScriptedSender for the network: each try is a promise the test settles. It is not a stand-in for our
//   server: the e2e tests send through tus-js-client to the real server.

class MemoryStore implements QueueStore {
  readonly photos = new Map<string, QueuedPhoto>();
  list(slug: string) {
    const photos = [...this.photos.values()].filter((photo) => photo.slug === slug);
    return Promise.resolve(photos.sort((a, b) => a.addedAt - b.addedAt));
  }
  put(photo: QueuedPhoto) {
    this.photos.set(photo.id, photo);
    return Promise.resolve();
  }
  remove(id: string) {
    this.photos.delete(id);
    return Promise.resolve();
  }
}

class FakeConnection implements Connectivity {
  online = true;
  private readonly listeners = new Set<(online: boolean) => void>();
  isOnline() {
    return this.online;
  }
  subscribe(listener: (online: boolean) => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  set(online: boolean) {
    this.online = online;
    for (const listener of this.listeners) listener(online);
  }
}

class ManualTimers implements Timers {
  now = 0;
  private pending: { at: number; callback: () => void; handle: number }[] = [];
  private nextHandle = 1;
  setTimeout(callback: () => void, ms: number) {
    const handle = this.nextHandle++;
    this.pending.push({ at: this.now + ms, callback, handle });
    return handle;
  }
  clearTimeout(handle: unknown) {
    this.pending = this.pending.filter((timer) => timer.handle !== handle);
  }
  /** Runs the timers due within `ms`, in order. */
  async advance(ms: number) {
    const until = this.now + ms;
    for (;;) {
      const due = this.pending.filter((timer) => timer.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.pending = this.pending.filter((timer) => timer !== due);
      this.now = due.at;
      due.callback();
      await flush();
    }
    this.now = until;
  }
}

type Try = {
  photo: QueuedPhoto;
  aborted: boolean;
  resolve: (status: UploadStatus) => void;
  reject: (failure: UploadFailure) => void;
  progress: (fraction: number) => void;
  uploadUrl: (url: string) => void;
};

class ScriptedSender {
  readonly tries: Try[] = [];
  /** Answer each creation by itself, a moment after the try starts, as the server does. */
  constructor(private readonly createUploads = true) {}
  readonly send: PhotoSender = (photo, events) => {
    let resolve!: (status: UploadStatus) => void;
    let reject!: (failure: UploadFailure) => void;
    const done = new Promise<UploadStatus>((ok, fail) => {
      resolve = ok;
      reject = fail;
    });
    const attempt: Try = {
      photo,
      aborted: false,
      resolve,
      reject,
      progress: events.onProgress,
      uploadUrl: events.onUploadUrl,
    };
    this.tries.push(attempt);
    if (this.createUploads && photo.uploadUrl === null) {
      queueMicrotask(() => {
        if (!attempt.aborted && !settled.has(attempt))
          attempt.uploadUrl(`/api/events/garden-wedding/tus/${photo.name}`);
      });
    }
    return { done, abort: () => (attempt.aborted = true) };
  };
  /** Tries still going: started, not settled by the test, not aborted by the queue. */
  running(): Try[] {
    return this.tries.filter((attempt) => !attempt.aborted && !settled.has(attempt));
  }
  names(tries = this.running()): string[] {
    return tries.map((attempt) => attempt.photo.name);
  }
}

const settled = new WeakSet<Try>();
async function succeed(attempt: Try, status: UploadStatus = 'PENDING') {
  settled.add(attempt);
  attempt.resolve(status);
  await flush();
}
async function failWith(attempt: Try, failure: UploadFailure) {
  settled.add(attempt);
  attempt.reject(failure);
  await flush();
}

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function photos(...names: string[]): File[] {
  return names.map((name) => new File([new Uint8Array(10)], name, { type: 'image/jpeg' }));
}

// Unique across queues, as crypto.randomUUID() is: two pages share a store.
let photoIds = 0;

function setUp(store = new MemoryStore(), connection = new FakeConnection(), sender = new ScriptedSender()) {
  const timers = new ManualTimers();
  const queue = new UploadQueue({
    slug: 'garden-wedding',
    store,
    send: sender.send,
    connectivity: connection,
    timers,
    now: () => 1_000 + timers.now,
    newId: () => `photo-${++photoIds}`,
  });
  return { queue, store, connection, timers, sender };
}

const networkDrop = () => new UploadFailure('network', UPLOAD_NETWORK_ERROR);

describe('the upload queue', () => {
  it('sends two photos at a time, in the order picked, and ends with a summary', async () => {
    const { queue, sender, store } = setUp();
    await queue.add(photos('a.jpg', 'b.jpg', 'c.jpg', 'd.jpg', 'e.jpg'));
    expect(store.photos.size).toBe(5);
    expect(queue.getSnapshot().phase).toBe('idle');
    expect(sender.tries).toHaveLength(0);

    queue.start('Deniz');

    await flush();
    expect(sender.names()).toEqual(['a.jpg', 'b.jpg']);
    expect(sender.running().every((attempt) => attempt.photo.uploaderName === 'Deniz')).toBe(true);
    expect(queue.getSnapshot()).toMatchObject({ phase: 'sending', sent: 0, total: 5 });

    await succeed(sender.running()[1]!);
    expect(sender.names()).toEqual(['a.jpg', 'c.jpg']);
    expect(queue.getSnapshot().sent).toBe(1);
    // A sent photo leaves the store: only what still has to go survives a reload.
    expect([...store.photos.values()].map((photo) => photo.name)).toEqual(['a.jpg', 'c.jpg', 'd.jpg', 'e.jpg']);

    while (sender.running().length > 0) {
      expect(sender.running().length).toBeLessThanOrEqual(2);
      await succeed(sender.running()[0]!, 'APPROVED');
    }
    expect(sender.tries).toHaveLength(5);
    expect(queue.getSnapshot()).toMatchObject({ phase: 'finished', sent: 5, failed: 0, total: 5 });
    expect(store.photos.size).toBe(0);
  });

  it('reports progress per photo', async () => {
    const { queue, sender } = setUp();
    await queue.add(photos('a.jpg'));
    queue.start('');
    await flush();
    sender.running()[0]!.progress(0.4);
    expect(queue.getSnapshot().items[0]).toMatchObject({ state: 'sending', progress: 0.4 });
  });

  it('waits while offline, and sends every photo exactly once when the connection is back', async () => {
    const { queue, sender, connection } = setUp();
    await queue.add(photos('a.jpg', 'b.jpg', 'c.jpg', 'd.jpg', 'e.jpg'));
    queue.start('');
    await flush();
    await succeed(sender.running()[0]!);
    await succeed(sender.running()[0]!);
    const [third, fourth] = sender.running();
    third!.uploadUrl('/api/events/garden-wedding/tus/t3');

    connection.set(false);
    expect(third!.aborted && fourth!.aborted).toBe(true);
    expect(queue.getSnapshot()).toMatchObject({ phase: 'offline', sent: 2 });
    expect(sender.running()).toHaveLength(0);

    connection.set(true);
    expect(queue.getSnapshot().phase).toBe('sending');
    const resumed = sender.running();
    expect(sender.names(resumed)).toEqual(['c.jpg', 'd.jpg']);
    // The interrupted photo goes on where the server kept its bytes.
    expect(resumed[0]!.photo.uploadUrl).toBe('/api/events/garden-wedding/tus/t3');
    while (sender.running().length > 0) await succeed(sender.running()[0]!);

    const succeededNames = sender.tries.filter((attempt) => settled.has(attempt)).map((attempt) => attempt.photo.name);
    expect(succeededNames.sort()).toEqual(['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg', 'e.jpg']);
    expect(queue.getSnapshot()).toMatchObject({ phase: 'finished', sent: 5 });
  });

  it('counts a drop noticed as offline as no try, and does not send while offline', async () => {
    const { queue, sender, connection, timers } = setUp();
    await queue.add(photos('a.jpg'));
    queue.start('');
    await flush();
    connection.online = false; // the browser knows before its event arrives
    await failWith(sender.running()[0]!, networkDrop());
    expect(queue.getSnapshot().phase).toBe('offline');
    await timers.advance(600_000);
    expect(sender.tries).toHaveLength(1);
    connection.set(true);
    expect(sender.running()).toHaveLength(1);
  });

  it('tries again after growing pauses when the connection fails while online, then gives up', async () => {
    const { queue, sender, timers } = setUp();
    await queue.add(photos('a.jpg'));
    queue.start('');
    await flush();
    const startedAt: number[] = [];
    for (const pause of [1_000, 3_000, 10_000, 30_000, 60_000]) {
      startedAt.push(timers.now);
      await failWith(sender.running()[0]!, networkDrop());
      expect(queue.getSnapshot().items[0]).toMatchObject({ state: 'waiting', retrying: true });
      await timers.advance(pause - 1);
      expect(sender.running()).toHaveLength(0);
      await timers.advance(1);
      expect(sender.running()).toHaveLength(1);
    }
    await failWith(sender.running()[0]!, networkDrop());
    expect(sender.tries).toHaveLength(6);
    expect(queue.getSnapshot()).toMatchObject({ phase: 'finished', failed: 1 });
    expect(queue.getSnapshot().items[0]).toMatchObject({ state: 'failed', error: UPLOAD_NETWORK_ERROR });
  });

  it("does not retry a refusal, shows the server's reason, keeps it for a retry by hand", async () => {
    const { queue, sender, store, timers } = setUp();
    await queue.add(photos('a.heic', 'b.jpg'));
    queue.start('');
    await flush();
    await failWith(sender.running()[0]!, new UploadFailure('refused', 'a.heic is not a photo we can read.', 415));
    await timers.advance(600_000);
    expect(sender.tries.filter((attempt) => attempt.photo.name === 'a.heic')).toHaveLength(1);
    expect(queue.getSnapshot().items[0]).toMatchObject({
      state: 'failed',
      error: 'a.heic is not a photo we can read.',
      refusedField: null,
    });
    expect([...store.photos.values()][0]).toMatchObject({ name: 'a.heic', state: 'failed' });

    await succeed(sender.running()[0]!);
    expect(queue.getSnapshot()).toMatchObject({ phase: 'finished', sent: 1, failed: 1, total: 2 });

    queue.retry(queue.getSnapshot().items[0]!.id);
    expect(queue.getSnapshot().phase).toBe('sending');
    await succeed(sender.running()[0]!);
    expect(queue.getSnapshot()).toMatchObject({ phase: 'finished', sent: 2, failed: 0 });
    expect(store.photos.size).toBe(0);
  });

  it('retries 409, 423, 429 (after its Retry-After) and server errors', async () => {
    const { queue, sender, timers } = setUp();
    await queue.add(photos('a.jpg'));
    queue.start('');
    await flush();
    await failWith(sender.running()[0]!, new UploadFailure('refused', 'Offset mismatch', 409));
    await timers.advance(1_000);
    await failWith(sender.running()[0]!, new UploadFailure('refused', 'Locked', 423));
    await timers.advance(3_000);
    await failWith(sender.running()[0]!, new UploadFailure('refused', 'Too many uploads', 429, 20_000));
    await timers.advance(19_999);
    expect(sender.running()).toHaveLength(0);
    await timers.advance(1);
    await failWith(sender.running()[0]!, new UploadFailure('refused', 'Server error', 503));
    await timers.advance(30_000);
    await succeed(sender.running()[0]!);
    expect(sender.tries).toHaveLength(5);
    expect(queue.getSnapshot()).toMatchObject({ phase: 'finished', sent: 1 });
  });

  it('survives a reload: the next page finds the photos and resumes at the stored upload URL', async () => {
    const store = new MemoryStore();
    const first = setUp(store);
    await first.queue.add(photos('a.jpg', 'b.jpg', 'c.jpg', 'd.jpg'));
    first.queue.start('Ece');
    await flush();
    await succeed(first.sender.running()[0]!);
    first.sender.running()[0]!.uploadUrl('/api/events/garden-wedding/tus/b');
    await flush();
    // The tab goes away mid-upload: nothing settles, the page's memory is gone.

    const second = setUp(store);
    expect(await second.queue.restore()).toBe(3);
    expect(second.queue.getSnapshot()).toMatchObject({ phase: 'idle', total: 3 });
    second.queue.start('');
    await flush();
    const [resumed, next] = second.sender.running();
    expect(resumed!.photo).toMatchObject({ name: 'b.jpg', uploadUrl: '/api/events/garden-wedding/tus/b' });
    // The name given before the reload still goes with the photos.
    expect(next!.photo).toMatchObject({ name: 'c.jpg', uploaderName: 'Ece' });
    while (second.sender.running().length > 0) await succeed(second.sender.running()[0]!);
    expect(second.queue.getSnapshot()).toMatchObject({ phase: 'finished', sent: 3 });
    expect(store.photos.size).toBe(0);
  });

  it('pausing keeps photos waiting; closing before starting drops only the new picks', async () => {
    const store = new MemoryStore();
    const earlier = setUp(store);
    await earlier.queue.add(photos('kept.jpg'));
    earlier.queue.start('');
    await flush();
    earlier.queue.pause();
    expect(earlier.sender.tries[0]!.aborted).toBe(true);
    expect(earlier.queue.getSnapshot().items[0]!.state).toBe('waiting');

    const { queue } = setUp(store);
    await queue.restore();
    await queue.add(photos('new.jpg'));
    await queue.dropUnstarted();
    expect(queue.getSnapshot().items.map((item) => item.name)).toEqual(['kept.jpg']);
    expect([...store.photos.values()].map((photo) => photo.name)).toEqual(['kept.jpg']);
  });

  it('removes a photo, even one going out', async () => {
    const { queue, sender, store } = setUp();
    await queue.add(photos('a.jpg', 'b.jpg', 'c.jpg'));
    queue.start('');
    await flush();
    await queue.remove(queue.getSnapshot().items[0]!.id);
    expect(sender.tries[0]!.aborted).toBe(true);
    expect(sender.names()).toEqual(['b.jpg', 'c.jpg']);
    expect(store.photos.size).toBe(2);
    expect(queue.getSnapshot().total).toBe(2);
  });

  it('tells listeners about each photo sent', async () => {
    const { queue, sender } = setUp();
    const statuses: UploadStatus[] = [];
    queue.onPhotoSent((status) => statuses.push(status));
    await queue.add(photos('a.jpg', 'b.jpg'));
    queue.start('');
    await flush();
    await succeed(sender.running()[0]!, 'APPROVED');
    await succeed(sender.running()[0]!, 'PENDING');
    expect(statuses).toEqual(['APPROVED', 'PENDING']);
  });

  it('lets go of waiting photos the guest discarded from the page while the dialog was closed', async () => {
    const { queue, store } = setUp();
    await queue.add(photos('a.jpg', 'b.jpg'));
    queue.start('');
    await flush();
    queue.pause();
    store.photos.clear(); // Discard, from the page's notice
    expect(await queue.restore()).toBe(0);
    expect(queue.getSnapshot().total).toBe(0);
  });

  it('sends photos picked while sending with the others, under the same name', async () => {
    const { queue, sender } = setUp();
    await queue.add(photos('a.jpg'));
    queue.start('Deniz');
    await flush();
    await queue.add(photos('b.jpg', 'c.jpg'));
    expect(sender.names()).toEqual(['a.jpg', 'b.jpg']);
    await queue.dropUnstarted(); // closing the dialog now keeps them: they were added to a running batch
    await succeed(sender.running()[0]!);
    expect(sender.running().map((attempt) => attempt.photo)).toMatchObject([
      { name: 'b.jpg', uploaderName: 'Deniz' },
      { name: 'c.jpg', uploaderName: 'Deniz' },
    ]);
  });

  it('creates one upload at a time: the first answer sets the guest cookie the others must carry', async () => {
    const store = new MemoryStore();
    const earlier = setUp(store);
    await earlier.queue.add(photos('resumed.jpg'));
    earlier.queue.start('');
    await flush();
    earlier.queue.pause();

    const { queue, sender } = setUp(store, new FakeConnection(), new ScriptedSender(false));
    await queue.restore();
    await queue.add(photos('a.jpg', 'b.jpg'));
    queue.start('');
    // The resumed photo has its upload already; of the new ones, one creation goes out.
    expect(sender.names()).toEqual(['resumed.jpg', 'a.jpg']);
    await succeed(sender.running()[0]!);
    expect(sender.names()).toEqual(['a.jpg']);
    sender.running()[0]!.uploadUrl('/api/events/garden-wedding/tus/a');
    expect(sender.names()).toEqual(['a.jpg', 'b.jpg']);
  });
});

describe('albums in the upload queue (issue 31)', () => {
  it('sends every photo with the album chosen, photos picked while sending too, and keeps it for a reload', async () => {
    const { queue, sender, store } = setUp();
    await queue.add(photos('a.jpg', 'b.jpg', 'c.jpg'));
    queue.start('Deniz', 12);
    await flush();
    await queue.add(photos('d.jpg'));
    expect([...store.photos.values()].map((photo) => photo.albumId)).toEqual([12, 12, 12, 12]);
    while (sender.running().length > 0) await succeed(sender.running()[0]!);
    expect(sender.tries.map((attempt) => [attempt.photo.name, attempt.photo.albumId])).toEqual([
      ['a.jpg', 12],
      ['b.jpg', 12],
      ['c.jpg', 12],
      ['d.jpg', 12],
    ]);
  });

  it('after a reload, resumes each photo in its own album unless the guest chooses one now', async () => {
    const store = new MemoryStore();
    // Paused before the server created its upload: its album can still change.
    const first = setUp(store, new FakeConnection(), new ScriptedSender(false));
    await first.queue.add(photos('a.jpg'));
    first.queue.start('', 12);
    await flush();
    first.queue.pause();

    const kept = setUp(store, new FakeConnection(), new ScriptedSender(false));
    await kept.queue.restore();
    kept.queue.start('');
    await flush();
    expect(kept.sender.running()[0]!.photo.albumId).toBe(12);
    kept.queue.pause();

    const chosenAgain = setUp(store);
    await chosenAgain.queue.restore();
    chosenAgain.queue.start('', null);
    await flush();
    expect(chosenAgain.sender.running()[0]!.photo.albumId).toBeNull();
  });

  it('a photo refused for its album stays, and goes in the album chosen on retry', async () => {
    // The server refuses the album at the upload's creation: no upload URL.
    const { queue, sender, store } = setUp(new MemoryStore(), new FakeConnection(), new ScriptedSender(false));
    await queue.add(photos('a.jpg'));
    queue.start('', 11);
    await flush();
    // In the guest's language; the field the answer names is what the dialog acts on.
    const refused = 'Dieses Album gehört nicht zu diesem Event. Bitte wähle ein anderes.';
    await failWith(sender.running()[0]!, new UploadFailure('refused', refused, 400, null, 'albumId'));
    expect(queue.getSnapshot().items[0]).toMatchObject({
      state: 'failed',
      error: refused,
      refusedField: 'albumId',
      albumId: 11,
    });
    expect([...store.photos.values()][0]).toMatchObject({ state: 'failed', refusedField: 'albumId', albumId: 11 });

    queue.retry(queue.getSnapshot().items[0]!.id, 12);
    await flush();
    expect(sender.running()[0]!.photo.albumId).toBe(12);
    await succeed(sender.running()[0]!);
    expect(queue.getSnapshot()).toMatchObject({ phase: 'finished', sent: 1, failed: 0 });
  });

  it('a begun upload keeps the album the server took at its creation', async () => {
    const { queue, sender } = setUp();
    await queue.add(photos('a.jpg'));
    queue.start('', 11);
    await flush();
    queue.pause();
    queue.start('', 12);
    await flush();
    expect(sender.running()[0]!.photo).toMatchObject({
      uploadUrl: '/api/events/garden-wedding/tus/a.jpg',
      albumId: 11,
    });
  });
});
