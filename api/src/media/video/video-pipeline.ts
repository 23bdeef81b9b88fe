import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { VideoTools } from './binaries.ts';
import { probeVideo, type VideoFacts } from './probe.ts';
import { ToolFailure } from './tool-process.ts';
import { transcodeVideo, type TranscodedVideo } from './transcode.ts';
import { VideoConversionError } from './video-errors.ts';
import { message } from '../../i18n/messages.ts';
import { assertPlayableVideo, type VideoLimits } from './video-rules.ts';

/**
 * The video side of the media layer as an app owns it (the counterpart of MediaPipeline for photos):
 * `inspect` is what an upload's answer waits for (ffprobe, milliseconds), `process` is what a media worker
 * does with a stored original (minutes of ffmpeg), at most `workers` at a time in this process.
 */

/** Where an app makes web copies: next to the upload spool, on the same disk as local storage. */
export function videoWorkDirectory(dataDir: string): string {
  return join(dataDir, 'tmp', 'video');
}

export interface VideoPipelineOptions {
  tools: VideoTools;
  limits: VideoLimits;
  /** Scratch space for web copies being made; created when needed. */
  workDir: string;
  /** VIDEO_WORKERS: conversions at once; more wait their turn. At least 1. */
  workers: number;
  /** VIDEO_TRANSCODE_TIMEOUT_SECONDS in ms: for one conversion, from the moment it starts (not while queued). */
  transcodeTimeoutMs: number;
  /** ffmpeg threads per conversion; default: the cores. */
  threads?: number;
}

export interface ProcessedVideo extends TranscodedVideo {
  /** Of the original, as probed. */
  facts: VideoFacts;
}

export interface ProcessOptions {
  filename: string;
  /** Aborting stops a queued or running conversion (VideoConversionError 'aborted'). */
  signal?: AbortSignal;
  onProgress?: (progress: { seconds: number; fraction: number }) => void;
}

/** Hands out `size` slots in arrival order; a waiter whose signal aborts leaves the line. */
class Slots {
  #free: number;
  readonly #waiting: { start: () => void; cancel: (error: unknown) => void }[] = [];

  constructor(size: number) {
    this.#free = size;
  }

  get waiting(): number {
    return this.#waiting.length;
  }

  async acquire(signal: AbortSignal | undefined): Promise<() => void> {
    if (signal?.aborted) throw stoppedWhileQueued();
    if (this.#free > 0) {
      this.#free -= 1;
      return () => this.#release();
    }
    await new Promise<void>((start, cancel) => {
      const entry = {
        start: () => {
          signal?.removeEventListener('abort', onAbort);
          start();
        },
        cancel,
      };
      const onAbort = () => {
        const at = this.#waiting.indexOf(entry);
        if (at !== -1) this.#waiting.splice(at, 1);
        cancel(stoppedWhileQueued());
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.#waiting.push(entry);
    });
    return () => this.#release();
  }

  /** Every waiter is turned away (closing). */
  rejectAll(error: unknown): void {
    for (const waiter of this.#waiting.splice(0)) waiter.cancel(error);
  }

  #release(): void {
    const next = this.#waiting.shift();
    if (next) next.start();
    else this.#free += 1;
  }
}

function stoppedWhileQueued(): VideoConversionError {
  return new VideoConversionError('aborted', message('uploads.conversionNotStarted'));
}

export class VideoPipeline {
  readonly limits: VideoLimits;
  readonly #options: VideoPipelineOptions;
  readonly #slots: Slots;
  readonly #closing = new AbortController();
  #running = 0;

  constructor(options: VideoPipelineOptions) {
    if (options.workers < 1) throw new Error('VideoPipeline needs at least one worker (VIDEO_WORKERS=0: make none)');
    this.#options = options;
    this.limits = options.limits;
    this.#slots = new Slots(options.workers);
  }

  /**
   * Probes a spooled original and applies the video rules: resolves with its facts, or rejects with a
   * VideoNotPlayableError (415) or VideoOverLimitError (413) whose message is for the guest.
   */
  async inspect(path: string, options: { filename: string; signal?: AbortSignal }): Promise<VideoFacts> {
    const { size } = await stat(path);
    const facts = await probeVideo(path, { ffprobe: this.#options.tools.ffprobe, ...options });
    assertPlayableVideo(facts, this.limits, { filename: options.filename, bytes: size });
    return facts;
  }

  /**
   * Waits for a conversion slot, checks the original again (the rules may have changed since the upload)
   * and makes its guest copies. Rejects with a refusal (413/415) or a VideoConversionError; the caller owns
   * the web copy's file on success.
   */
  async process(path: string, options: ProcessOptions): Promise<ProcessedVideo> {
    const signal = options.signal ? AbortSignal.any([options.signal, this.#closing.signal]) : this.#closing.signal;
    const release = await this.#slots.acquire(signal);
    this.#running += 1;
    try {
      const facts = await this.inspect(path, { filename: options.filename, signal });
      const copies = await transcodeVideo(path, facts, {
        tools: this.#options.tools,
        filename: options.filename,
        workDir: this.#options.workDir,
        timeoutMs: this.#options.transcodeTimeoutMs,
        threads: this.#options.threads,
        signal,
        onProgress: options.onProgress,
      });
      return { ...copies, facts };
    } catch (error) {
      // Stopped while probing: the same answer as stopped while converting.
      if (error instanceof ToolFailure && error.kind === 'aborted') {
        throw new VideoConversionError('aborted', message('uploads.conversionStopped'));
      }
      throw error;
    } finally {
      this.#running -= 1;
      release();
    }
  }

  /** Conversions running and waiting in this process. */
  get usage(): { running: number; waiting: number } {
    return { running: this.#running, waiting: this.#slots.waiting };
  }

  /** Stops every running and waiting conversion (each rejects with 'aborted'); for shutdown. */
  close(): void {
    this.#closing.abort();
    this.#slots.rejectAll(stoppedWhileQueued());
  }
}
