import {
  DEFAULT_VIDEO_LIMITS,
  isVideoTooLong,
  MAX_VIDEO_LONG_EDGE,
  MAX_VIDEO_SHORT_EDGE,
  UNPLAYABLE_WHY,
  unplayableVideoMessage,
  videoResolutionMessage,
  videoTooLargeMessage,
  videoTooLongMessage,
  type VideoLimits as DeploymentVideoLimits,
} from '../../../../common/upload-limits.ts';
import type { VideoFacts } from './probe.ts';
import { VideoNotPlayableError, VideoOverLimitError, type VideoRefusedError } from './video-errors.ts';

/** The deployment's limits a video is checked against (MAX_VIDEO_BYTES, MAX_VIDEO_SECONDS). */
export type VideoLimits = Pick<DeploymentVideoLimits, 'maxBytes' | 'maxSeconds'>;

/** The defaults, from common/upload-limits.ts (one home with the web app's checks). */
export { DEFAULT_VIDEO_LIMITS };

/**
 * The video codecs we decode, with their names for people: what phones and cameras record (H.264, HEVC,
 * AV1 and VP8/VP9 from Android and browsers, ProRes from iPhone Pro models, MPEG-4 Part 2 from older phones).
 * Others are refused rather than handed to a rarely used decoder of the 2018 ffmpeg build.
 */
export const PLAYABLE_VIDEO_CODECS: Readonly<Record<string, string>> = {
  h264: 'H.264',
  hevc: 'HEVC',
  vp8: 'VP8',
  vp9: 'VP9',
  av1: 'AV1',
  prores: 'ProRes',
  mpeg4: 'MPEG-4',
};

const OTHER_CODEC_NAMES: Readonly<Record<string, string>> = {
  mjpeg: 'Motion JPEG',
  dnxhd: 'DNxHD',
  cfhd: 'CineForm',
  rawvideo: 'uncompressed',
  theora: 'Theora',
};

function codecName(codec: string): string {
  return PLAYABLE_VIDEO_CODECS[codec] ?? OTHER_CODEC_NAMES[codec] ?? codec.toUpperCase();
}

/** 413 for a file over MAX_VIDEO_BYTES: what the spool, tus and presign paths check before probing. */
export function assertVideoSize(bytes: number, maxBytes: number, filename: string): void {
  if (bytes > maxBytes) throw new VideoOverLimitError('too-large', videoTooLargeMessage(filename, maxBytes));
}

/** Past 4096×2160 in either orientation: the longer side over 4096, or the shorter over 2160. */
export function isOver4k(width: number, height: number): boolean {
  return Math.max(width, height) > MAX_VIDEO_LONG_EDGE || Math.min(width, height) > MAX_VIDEO_SHORT_EDGE;
}

/**
 * Why this video is refused, or null when it may be kept. In the order a guest can act on: the kind of file
 * first (nothing to trim), then its size, pixels and length.
 */
export function videoRefusal(
  facts: VideoFacts,
  limits: VideoLimits,
  file: { filename: string; bytes: number },
): VideoRefusedError | null {
  const { filename } = file;
  if (facts.videoStreams === 0) {
    return new VideoNotPlayableError('no-video-stream', unplayableVideoMessage(filename, UNPLAYABLE_WHY.noPicture()));
  }
  if (facts.videoStreams > 1) {
    return new VideoNotPlayableError(
      'several-video-streams',
      unplayableVideoMessage(filename, UNPLAYABLE_WHY.severalTracks(facts.videoStreams)),
    );
  }
  if (!(facts.videoCodec in PLAYABLE_VIDEO_CODECS)) {
    return new VideoNotPlayableError(
      'unsupported-codec',
      unplayableVideoMessage(filename, UNPLAYABLE_WHY.codec(codecName(facts.videoCodec))),
    );
  }
  if (file.bytes > limits.maxBytes) {
    return new VideoOverLimitError('too-large', videoTooLargeMessage(filename, limits.maxBytes));
  }
  if (isOver4k(facts.width, facts.height)) {
    return new VideoOverLimitError('resolution-too-high', videoResolutionMessage(filename, facts.width, facts.height));
  }
  // The uploader's rule, tolerance included (common/upload-limits.ts): what it lets through, we keep.
  if (isVideoTooLong(facts.durationSeconds, limits.maxSeconds)) {
    return new VideoOverLimitError('too-long', videoTooLongMessage(filename, facts.durationSeconds, limits.maxSeconds));
  }
  return null;
}

/** Throws the refusal, if any: the form upload paths use. */
export function assertPlayableVideo(
  facts: VideoFacts,
  limits: VideoLimits,
  file: { filename: string; bytes: number },
): void {
  const refusal = videoRefusal(facts, limits, file);
  if (refusal) throw refusal;
}
