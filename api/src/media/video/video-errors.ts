import { PayloadTooLargeError, UnsupportedMediaTypeError, type ErrorWords } from '../../lib/errors.ts';
import { message, render, type Message } from '../../i18n/messages.ts';

/**
 * Why a video is refused. Statuses follow the photos' (docs/decisions/048): a file that is not a kind we take
 * is 415, as an unreadable image is; one with too much of something (bytes, seconds, pixels) is 413, as a
 * photo over 25 MB or 50 megapixels is. Being subclasses of those two, refusals reach REST answers, GraphQL
 * error unions and the media worker's "the file is at fault, do not retry" exactly as photo refusals do.
 */
export type VideoRefusalReason =
  /** No video container by its bytes, or one ffprobe cannot read (corrupt, truncated). */
  | 'not-a-video'
  /** A container with sound or data only. */
  | 'no-video-stream'
  /** Two or more video tracks (not counting cover art). */
  | 'several-video-streams'
  /** A video codec we do not decode (ProRes RAW, Motion JPEG…). */
  | 'unsupported-codec'
  | 'too-large'
  | 'too-long'
  /** Past 4096×2160 in either orientation. */
  | 'resolution-too-high';

/** 415: not a video we can play. */
export class VideoNotPlayableError extends UnsupportedMediaTypeError {
  constructor(
    readonly reason: Extract<
      VideoRefusalReason,
      'not-a-video' | 'no-video-stream' | 'several-video-streams' | 'unsupported-codec'
    >,
    words: ErrorWords,
  ) {
    super(words);
  }
}

/** 413: a video over one of the limits. */
export class VideoOverLimitError extends PayloadTooLargeError {
  constructor(
    readonly reason: Extract<VideoRefusalReason, 'too-large' | 'too-long' | 'resolution-too-high'>,
    words: ErrorWords,
  ) {
    super(words);
  }
}

export type VideoRefusedError = VideoNotPlayableError | VideoOverLimitError;

export function isVideoRefused(error: unknown): error is VideoRefusedError {
  return error instanceof VideoNotPlayableError || error instanceof VideoOverLimitError;
}

export type VideoConversionFailure =
  /** ffmpeg stopped with an error (its last line is the reason). */
  | 'failed'
  /** Past VIDEO_TRANSCODE_TIMEOUT_SECONDS: killed. */
  | 'timed-out'
  /** Stopped by its signal (shutdown): not the file's fault, run it again later. */
  | 'aborted'
  /** Much shorter than the original says it is: the file is cut off. */
  | 'incomplete'
  /** The copy still carried a location: never handed out (a bug if it ever happens). */
  | 'location-left';

/**
 * A video that passed the checks but could not be converted. The message is what hosts see beside the
 * video: 'This video could not be converted: …', with a short reason and never a server path. `words`
 * say it in each host's language; `reason` is a catalog message, or ffmpeg's own line (its words, as is).
 */
export class VideoConversionError extends Error {
  readonly words: Message;

  constructor(
    readonly failure: VideoConversionFailure,
    readonly reason: ErrorWords,
  ) {
    const words = message('uploads.conversionFailed', { reason });
    super(render('en', words));
    this.name = 'VideoConversionError';
    this.words = words;
  }

  /** Only an aborted conversion is worth running again by itself; the others fail the same way again. */
  get retryable(): boolean {
    return this.failure === 'aborted';
  }
}
