import { open } from 'node:fs/promises';
import { unreadableVideoMessage } from '../../../../common/upload-limits.ts';
import { MEDIA_SNIFF_BYTES, sniffVideoType, type VideoType } from '../sniff.ts';
import { runTool, ToolFailure } from './tool-process.ts';
import { VideoNotPlayableError } from './video-errors.ts';

/** What ffprobe tells us about a video, in the terms the checks and the transcoder need. */
export interface VideoFacts {
  /** By the file's first bytes. */
  type: VideoType;
  container: 'mp4' | 'mov' | 'webm' | 'matroska';
  durationSeconds: number;
  /**
   * The picture as it is shown, in stored pixels: phones record portrait video as landscape pixels with a
   * rotation, so a portrait clip is reported taller than wide here.
   */
  width: number;
  height: number;
  /** Clockwise turn (0, 90, 180, 270) players apply; ffmpeg applies it when converting. */
  rotation: 0 | 90 | 180 | 270;
  /** Width of a pixel over its height (1 for all phone video; anamorphic camera files differ). */
  pixelAspectRatio: number;
  /** Frames per second (average), null when the file does not say. */
  frameRate: number | null;
  /** ffprobe's codec names: 'h264', 'hevc', 'vp9'… */
  videoCodec: string;
  /** Of the sound track the copy keeps (the first one with a codec ffprobe knows), null without one. */
  audioCodec: string | null;
  /**
   * Which audio stream that is, counting audio streams from 0: usually 0, but an iPhone's spatial-audio
   * track in a codec older ffmpegs cannot decode may come first.
   */
  audioTrack: number | null;
  /** Video tracks, cover art not counted. */
  videoStreams: number;
  audioStreams: number;
  /** High dynamic range as iPhones (HLG) and some Android phones (PQ) record it, or null. */
  hdr: 'hlg' | 'pq' | null;
  /** A position is written somewhere in the file's tags (container or any stream). */
  hasLocation: boolean;
}

export interface ProbeOptions {
  ffprobe: string;
  /** The guest's name for the file, for messages only. */
  filename: string;
  /** Default 30 s: reading headers takes milliseconds; a file that takes this long is refused. */
  timeoutMs?: number;
  signal?: AbortSignal;
}

const DEFAULT_PROBE_TIMEOUT_MS = 30_000;
/** ffprobe's JSON for a phone video is a few KB; a file with thousands of streams is not one. */
const MAX_PROBE_OUTPUT_BYTES = 1024 * 1024;

/** The demuxer each sniffed type is read with: ffmpeg never guesses a format from a guest's bytes. */
const DEMUXER: Record<VideoType, string> = {
  'video/mp4': 'mov',
  'video/quicktime': 'mov',
  'video/webm': 'matroska',
  'video/x-matroska': 'matroska',
};
const CONTAINER: Record<VideoType, VideoFacts['container']> = {
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
  'video/x-matroska': 'matroska',
};

/** Tag names that carry a position: QuickTime's ISO 6709 key, `location`, `location-eng`, ©xyz, GPS tags. */
const LOCATION_KEY = /location|iso6709|gps|xyz/i;
/** An ISO 6709 position as a tag value ('+41.0082+028.9784/'), whatever the tag is called. */
const ISO6709_VALUE = /^[+-]\d{1,2}(\.\d+)?[+-]\d{1,3}(\.\d+)?/;

interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  sample_aspect_ratio?: string;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  color_transfer?: string;
  duration?: string;
  disposition?: { attached_pic?: number; timed_thumbnails?: number };
  tags?: Record<string, string>;
  side_data_list?: { side_data_type?: string; rotation?: number }[];
}

interface ProbeOutput {
  streams?: ProbeStream[];
  format?: { duration?: string; tags?: Record<string, string> };
}

/** The first bytes decide the type, as for photos; anything else is refused before ffprobe sees it. */
async function sniffFile(path: string): Promise<VideoType | null> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(MEDIA_SNIFF_BYTES);
    const { bytesRead } = await file.read(head, 0, MEDIA_SNIFF_BYTES, 0);
    return sniffVideoType(head.subarray(0, bytesRead));
  } finally {
    await file.close();
  }
}

/** `file:` so that a path is only ever a path, never read as another protocol. */
export function fileUrl(path: string): string {
  return `file:${path}`;
}

/**
 * Reads a video's facts with ffprobe. Refuses (415, VideoNotPlayableError 'not-a-video') a file whose bytes
 * are no video container we take, or that ffprobe cannot read (corrupt, truncated, empty) or not in time;
 * anything else about the video is judged by `videoRefusal`. Rejects with a ToolFailure when ffprobe
 * cannot run at all or `signal` aborts: not the file's fault.
 */
export async function probeVideo(path: string, options: ProbeOptions): Promise<VideoFacts> {
  const { ffprobe, filename, signal } = options;
  const timeoutMs = options.timeoutMs ?? DEFAULT_PROBE_TIMEOUT_MS;
  const unreadable = () => new VideoNotPlayableError('not-a-video', unreadableVideoMessage(filename));
  const type = await sniffFile(path);
  if (!type) throw unreadable();

  const demuxer = ['-f', DEMUXER[type], fileUrl(path)];
  let output: ProbeOutput;
  try {
    const { stdout } = await runTool(
      ffprobe,
      ['-v', 'error', '-hide_banner', '-print_format', 'json', '-show_format', '-show_streams', ...demuxer],
      { timeoutMs, signal, maxStdoutBytes: MAX_PROBE_OUTPUT_BYTES },
    );
    output = JSON.parse(stdout.toString('utf8')) as ProbeOutput;
  } catch (error) {
    throw asProbeError(error, unreadable);
  }

  const streams = output.streams ?? [];
  const isVideo = (stream: ProbeStream) =>
    stream.codec_type === 'video' && !stream.disposition?.attached_pic && !stream.disposition?.timed_thumbnails;
  const videos = streams.filter(isVideo);
  const audios = streams.filter((stream) => stream.codec_type === 'audio');
  const audioTrack = audios.findIndex((stream) => Boolean(stream.codec_name) && stream.codec_name !== 'none');
  const video = videos[0];
  const rotation = video ? rotationOf(video) : 0;
  const turned = rotation === 90 || rotation === 270;
  const codedWidth = video?.width ?? 0;
  const codedHeight = video?.height ?? 0;

  let durationSeconds = positive(output.format?.duration) ?? positive(video?.duration);
  if (durationSeconds === null && video) {
    // WebM written while recording (MediaRecorder, live streams) has no duration in its header: the last
    // frame's time is the length. Demuxing only, no decoding: seconds even for a large file.
    durationSeconds = await lastFrameTime(ffprobe, demuxer, { timeoutMs, signal }).catch((error: unknown) => {
      throw asProbeError(error, unreadable);
    });
  }
  // A container with a video stream but no length or no size is not something we can play.
  if (video && (durationSeconds === null || codedWidth <= 0 || codedHeight <= 0)) throw unreadable();

  return {
    type,
    container: CONTAINER[type],
    durationSeconds: durationSeconds ?? 0,
    width: turned ? codedHeight : codedWidth,
    height: turned ? codedWidth : codedHeight,
    rotation,
    pixelAspectRatio: (video && ratio(video.sample_aspect_ratio)) || 1,
    frameRate: (video && (ratio(video.avg_frame_rate) || ratio(video.r_frame_rate))) || null,
    videoCodec: video?.codec_name ?? '',
    audioCodec: audios[audioTrack]?.codec_name ?? null,
    audioTrack: audioTrack === -1 ? null : audioTrack,
    videoStreams: videos.length,
    audioStreams: audios.length,
    hdr: hdrOf(video?.color_transfer),
    hasLocation: [output.format?.tags, ...streams.map((stream) => stream.tags)].some(tagsHoldLocation),
  };
}

function asProbeError(error: unknown, unreadable: () => VideoNotPlayableError): unknown {
  if (!(error instanceof ToolFailure)) return error instanceof SyntaxError ? unreadable() : error;
  // ffprobe could not start, or we were told to stop: the server's problem or choice, not the file's.
  if (error.kind === 'not-started' || error.kind === 'aborted') return error;
  return unreadable();
}

async function lastFrameTime(
  ffprobe: string,
  demuxer: string[],
  options: { timeoutMs: number; signal: AbortSignal | undefined },
): Promise<number | null> {
  let last: number | null = null;
  await runTool(
    ffprobe,
    [
      '-v',
      'error',
      '-hide_banner',
      '-select_streams',
      'v:0',
      '-show_entries',
      'packet=pts_time,duration_time',
      '-print_format',
      'csv=p=0',
      ...demuxer,
    ],
    {
      ...options,
      maxStdoutBytes: 256,
      onStdoutLine: (line) => {
        const [pts, duration] = line.split(',').map(Number);
        if (pts !== undefined && Number.isFinite(pts)) {
          const end = pts + (duration !== undefined && Number.isFinite(duration) ? duration : 0);
          if (last === null || end > last) last = end;
        }
      },
    },
  );
  return last;
}

function positive(value: string | undefined): number | null {
  const number = Number(value);
  return value !== undefined && Number.isFinite(number) && number > 0 ? number : null;
}

/** '30000/1001' → 29.97; '0/0', '1:1' (sample aspect) and garbage → 0. */
function ratio(value: string | undefined): number {
  const [top, bottom] = (value ?? '').split(/[/:]/).map(Number);
  if (!top || !bottom || !Number.isFinite(top / bottom)) return 0;
  return top / bottom;
}

/**
 * The display rotation, from the display matrix (current ffprobe) or the older `rotate` tag. ffprobe gives
 * the matrix's angle counter-clockwise; only whether it is a quarter turn matters for the size, and ffmpeg
 * itself applies it when converting.
 */
function rotationOf(stream: ProbeStream): VideoFacts['rotation'] {
  const matrix = stream.side_data_list?.find((data) => typeof data.rotation === 'number');
  const degrees = matrix ? -(matrix.rotation ?? 0) : Number(stream.tags?.rotate ?? 0);
  const quarter = (((Math.round((Number.isFinite(degrees) ? degrees : 0) / 90) % 4) + 4) % 4) as 0 | 1 | 2 | 3;
  return ([0, 90, 180, 270] as const)[quarter];
}

function hdrOf(transfer: string | undefined): VideoFacts['hdr'] {
  if (transfer === 'arib-std-b67') return 'hlg';
  if (transfer === 'smpte2084') return 'pq';
  return null;
}

function tagsHoldLocation(tags: Record<string, string> | undefined): boolean {
  return Object.entries(tags ?? {}).some(([key, value]) => LOCATION_KEY.test(key) || ISO6709_VALUE.test(value));
}
