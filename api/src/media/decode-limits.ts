import { availableParallelism } from 'node:os';
import type { Metadata } from 'sharp';
import { PayloadTooLargeError } from '../lib/errors.ts';
import { memoryAvailable } from '../lib/machine-memory.ts';

/**
 * What one photo may cost to decode. A 50 MP image (8160×6120, above the full-resolution mode of 48/50 MP
 * phone sensors) is the most a guest needs; larger ones are decompression bombs in practice: a 100 KB PNG can
 * claim 20000×20000 pixels, and decoding it would take 1.6 GB.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/** Decoded pixels of one photo: 50 MP of 8-bit RGBA. A 16-bit or float image gets fewer pixels. */
export const MAX_DECODE_BYTES = MAX_INPUT_PIXELS * 4;

/** The share of that memory decoding photos may hold at once; the server, database and uploads need the rest. */
export const DECODE_MEMORY_SHARE = 1 / 8;

/**
 * Decoding memory the whole process may hold at once: an eighth of the machine's memory, and at most three
 * photos at the limit (about a dozen 12 MP phone photos). On 1 GB that is two 20 MP photos at a time, on 2 GB
 * four, without the cores' count deciding alone. Decodes beyond it wait their turn; a photo larger than the
 * whole budget still runs, alone.
 */
export const DECODE_MEMORY_BUDGET = Math.min(MAX_DECODE_BYTES * 3, Math.round(memoryAvailable() * DECODE_MEMORY_SHARE));
/** Decodes at once, whatever their size: more would only queue up inside libvips' threads. */
export const MAX_CONCURRENT_DECODES = Math.max(4, availableParallelism() * 2);
/** Photos waiting for a decode; past this the server is overloaded and says so (429). */
export const MAX_WAITING_DECODES = 200;

const BYTES_PER_SAMPLE: Record<string, number> = {
  uchar: 1,
  char: 1,
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
  complex: 8,
  double: 8,
  dpcomplex: 16,
};

function megapixels(pixels: number): string {
  return `${Math.round(pixels / 1_000_000)} MP`;
}

/** The bytes decoding this image takes. HEIC is always decoded to 8-bit RGBA (heic-decode). */
export function decodedBytes(metadata: Metadata): number {
  if (metadata.format === 'heif') return metadata.width * metadata.height * 4;
  return metadata.width * metadata.height * metadata.channels * (BYTES_PER_SAMPLE[metadata.depth] ?? 8);
}

/** Refuses, from the header alone, a photo whose pixels would not fit the budget (413). */
export function assertDecodable(metadata: Metadata, filename: string): void {
  const { width, height } = metadata;
  const pixels = width * height;
  if (pixels > MAX_INPUT_PIXELS || decodedBytes(metadata) > MAX_DECODE_BYTES) {
    const deep = metadata.format !== 'heif' && (BYTES_PER_SAMPLE[metadata.depth] ?? 8) > 1;
    throw new PayloadTooLargeError(
      `${filename} is ${width} × ${height} pixels (${megapixels(pixels)}${deep ? `, ${metadata.depth}` : ''}): ` +
        `photos can be at most ${megapixels(MAX_INPUT_PIXELS)} of 8-bit colour. Please share a smaller copy.`,
    );
  }
}

/** Too many photos are waiting to be decoded: the server is overloaded right now. */
export class DecodeQueueFullError extends Error {
  constructor() {
    super('Too many photos are waiting to be processed.');
  }
}

interface Waiter {
  bytes: number;
  start(): void;
}

/**
 * Admits decodes while their memory fits the budget and their count the cap; the rest wait in order
 * (a large photo at the head is not starved by small ones behind it). A photo larger than the whole
 * budget still runs, alone.
 */
export class DecodeBudget {
  #usedBytes = 0;
  #running = 0;
  readonly #waiting: Waiter[] = [];

  constructor(
    readonly limits: { bytes: number; concurrent: number; waiting: number } = {
      bytes: DECODE_MEMORY_BUDGET,
      concurrent: MAX_CONCURRENT_DECODES,
      waiting: MAX_WAITING_DECODES,
    },
  ) {}

  async run<T>(bytes: number, work: () => Promise<T>): Promise<T> {
    if (this.#waiting.length > 0 || !this.#fits(bytes)) {
      if (this.#waiting.length >= this.limits.waiting) throw new DecodeQueueFullError();
      await new Promise<void>((start) => this.#waiting.push({ bytes, start }));
    } else {
      this.#admit(bytes);
    }
    try {
      return await work();
    } finally {
      this.#usedBytes -= bytes;
      this.#running -= 1;
      this.#startWaiting();
    }
  }

  /** Decodes running now, and the memory they were admitted with. */
  get usage(): { running: number; bytes: number; waiting: number } {
    return { running: this.#running, bytes: this.#usedBytes, waiting: this.#waiting.length };
  }

  #fits(bytes: number): boolean {
    if (this.#running === 0) return true;
    return this.#running < this.limits.concurrent && this.#usedBytes + bytes <= this.limits.bytes;
  }

  #admit(bytes: number): void {
    this.#usedBytes += bytes;
    this.#running += 1;
  }

  #startWaiting(): void {
    while (this.#waiting.length > 0 && this.#fits(this.#waiting[0]!.bytes)) {
      const next = this.#waiting.shift()!;
      this.#admit(next.bytes);
      next.start();
    }
  }
}

/** The process-wide budget: every pipeline shares it, since they share the memory. */
export const sharedDecodeBudget = new DecodeBudget();
