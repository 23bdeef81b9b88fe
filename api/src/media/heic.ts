import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { workerEntry } from '../lib/build-layout.ts';
import type { HeicReply, HeicTask } from './heic-worker.ts';

/**
 * HEIC decoding off the main thread. The prebuilt libvips inside sharp reads HEIC headers (size, EXIF) but
 * carries no HEVC decoder (patents), so pixels come from heic-decode (libheif compiled to WebAssembly).
 *
 * Orientation: libheif applies the HEIF transform properties (irot rotation, imir mirror, clap crop) while
 * decoding, and the sizes it reports are after them, so the RGBA we return is upright. iPhones write both an
 * irot property and a matching EXIF Orientation; the HEIF spec makes the EXIF tag informative only, and
 * libvips drops it for HEIC too, so callers must not rotate by EXIF again (the irot fixture test checks this).
 */

/** Raw pixels, as sharp takes them: `sharp(data, { raw: { width, height, channels: 4 } })`. */
export interface DecodedHeic {
  width: number;
  height: number;
  /** Interleaved RGBA, 8 bits per channel. */
  data: Buffer;
}

export interface HeicPoolOptions {
  /** How many decodes run at once, each in its own thread; more wait in a queue. */
  size?: number;
  /** A decode taking longer than this is abandoned and its worker replaced. */
  timeoutMs?: number;
  /** Decodes allowed to wait for a thread; past this, decode() rejects with HeicQueueFullError. */
  maxQueued?: number;
  /**
   * A thread that decoded an image larger than this is ended after it: WebAssembly memory only grows, so
   * one 48 MP photo would otherwise keep ~200 MB per thread for the life of the process.
   */
  recycleAbovePixels?: number;
}

/** Leave one core for the event loop and sharp. */
export function defaultHeicPoolSize(): number {
  return Math.max(1, availableParallelism() - 1);
}

const WORKER_ENTRY = workerEntry(import.meta.url, 'heic-worker');

/** Too many HEIC photos wait for a thread: the server is overloaded right now (429, try later). */
export class HeicQueueFullError extends Error {
  constructor() {
    super('Too many HEIC photos are waiting to be decoded.');
  }
}

/** The pool was closed (shutting down): a server condition, not a problem with the photo. */
export class HeicPoolClosedError extends Error {
  constructor() {
    super('The HEIC decoder pool is closed.');
  }
}

interface Job {
  task: HeicTask;
  resolve(image: DecodedHeic): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  timer: NodeJS.Timeout | null;
}

/**
 * A fixed-size pool of decoding threads, started on first use and kept for the next photo (loading the
 * WebAssembly takes a while). Idle threads do not keep the process alive; close() ends them all.
 */
export class HeicDecoderPool {
  readonly size: number;
  readonly #timeoutMs: number;
  readonly #maxQueued: number;
  readonly #recycleAbovePixels: number;
  #retired = 0;
  readonly #slots = new Set<Slot>();
  readonly #queue: Job[] = [];
  #nextId = 1;
  #closed = false;

  constructor(options: HeicPoolOptions = {}) {
    this.size = Math.max(1, Math.floor(options.size ?? defaultHeicPoolSize()));
    this.#timeoutMs = options.timeoutMs ?? 60_000;
    this.#maxQueued = options.maxQueued ?? this.size * 8;
    this.#recycleAbovePixels = options.recycleAbovePixels ?? 16_000_000;
  }

  /** Decodes the HEIC file at `path`; rejects a file with more than `maxPixels` pixels before decoding it. */
  decode(path: string, options: { maxPixels: number }): Promise<DecodedHeic> {
    if (this.#closed) return Promise.reject(new HeicPoolClosedError());
    if (this.#queue.length >= this.#maxQueued && !this.#canStartNow()) {
      return Promise.reject(new HeicQueueFullError());
    }
    return new Promise((resolve, reject) => {
      this.#queue.push({ task: { id: this.#nextId++, path, maxPixels: options.maxPixels }, resolve, reject });
      this.#dispatch();
    });
  }

  /** Decodes running now. */
  get active(): number {
    let count = 0;
    for (const slot of this.#slots) if (slot.job) count++;
    return count;
  }

  /** Decodes waiting for a thread. */
  get queued(): number {
    return this.#queue.length;
  }

  /** Threads ended after a large decode so their memory returned to the system. */
  get retired(): number {
    return this.#retired;
  }

  /** Threads alive (busy or idle). */
  get threads(): number {
    return this.#slots.size;
  }

  /** Rejects queued and running decodes and ends every thread. */
  async close(): Promise<void> {
    this.#closed = true;
    const closed = new HeicPoolClosedError();
    for (const job of this.#queue.splice(0)) job.reject(closed);
    const slots = [...this.#slots];
    for (const slot of slots) this.#finish(slot, closed);
    this.#slots.clear();
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  #dispatch(): void {
    while (this.#queue.length > 0) {
      const slot = this.#idleSlot() ?? (this.#slots.size < this.size ? this.#spawn() : null);
      if (!slot) return;
      const job = this.#queue.shift()!;
      slot.job = job;
      slot.worker.ref();
      slot.timer = setTimeout(() => this.#fail(slot, new Error('HEIC decoding timed out.')), this.#timeoutMs);
      slot.worker.postMessage(job.task);
    }
  }

  #canStartNow(): boolean {
    return this.#idleSlot() !== undefined || this.#slots.size < this.size;
  }

  #idleSlot(): Slot | undefined {
    for (const slot of this.#slots) if (!slot.job) return slot;
    return undefined;
  }

  #spawn(): Slot {
    const slot: Slot = { worker: new Worker(WORKER_ENTRY), job: null, timer: null };
    slot.worker.unref();
    slot.worker.on('message', (reply: HeicReply) => {
      if (slot.job?.task.id !== reply.id) return;
      const job = this.#finish(slot);
      if (reply.ok) job?.resolve({ width: reply.width, height: reply.height, data: Buffer.from(reply.data) });
      else job?.reject(new Error(reply.message));
      if (reply.ok && reply.width * reply.height > this.#recycleAbovePixels) this.#retire(slot);
      this.#dispatch();
    });
    // A crash (WebAssembly out of memory, an abort) loses the thread: fail its job and start afresh.
    slot.worker.on('error', (error) => this.#fail(slot, error));
    slot.worker.on('exit', (code) => this.#fail(slot, new Error(`HEIC worker exited with code ${code}.`)));
    this.#slots.add(slot);
    return slot;
  }

  /** Frees the slot for the next job and returns the job it held (rejected with `error`, if given). */
  #finish(slot: Slot, error?: Error): Job | null {
    const job = slot.job;
    if (slot.timer) clearTimeout(slot.timer);
    slot.job = null;
    slot.timer = null;
    slot.worker.unref();
    if (job && error) job.reject(error);
    return job;
  }

  /** Ends an idle thread whose heap grew large; the next decode starts a fresh one. */
  #retire(slot: Slot): void {
    if (!this.#slots.delete(slot)) return;
    this.#retired += 1;
    void slot.worker.terminate();
  }

  /** Ends a thread that failed or hung; its job is rejected and the queue moves on with a new thread. */
  #fail(slot: Slot, error: Error): void {
    if (!this.#slots.delete(slot)) return;
    this.#finish(slot, error);
    void slot.worker.terminate();
    this.#dispatch();
  }
}

let shared: HeicDecoderPool | null = null;

/** The process-wide pool used when a caller brings none; started lazily. */
export function sharedHeicPool(): HeicDecoderPool {
  return (shared ??= new HeicDecoderPool());
}

/** Ends the shared pool's threads (graceful shutdown, tests); the next sharedHeicPool() starts a new one. */
export async function closeSharedHeicPool(): Promise<void> {
  const pool = shared;
  shared = null;
  await pool?.close();
}
