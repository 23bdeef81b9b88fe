// A picked video's length, read before anything is sent (issue 30): a 6-minute clip is refused at once with
// the server's own message, instead of after 500 MB on the venue's Wi-Fi. Read from the file's own header
// (MP4 and MOV, which phones record: the movie header box, `mvhd`), a few small slices of the file, so
// nothing is decoded, HEVC clips are measured as well as H.264 ones, and the page's Content Security
// Policy need not let <video> load blob: addresses. Where the length cannot be read (WebM, a damaged
// file) nothing is refused here: the server probes every video anyway.

import { isVideoTooLong, videoTooLongMessage } from '../../../../../common/upload-limits';
import { say } from '../../../i18n/words';

/** A movie header larger than this is not one a phone wrote (a 5-minute clip's is some hundred kB). */
const MAX_MOOV_BYTES = 32 * 1024 * 1024;

/** Boxes walked at the top level before giving up (ftyp, wide, free, mdat, moov, meta, uuid...). */
const MAX_TOP_LEVEL_BOXES = 64;

type Box = { type: string; start: number; headerSize: number; size: number };

/** The box whose header starts `view`'s bytes at file offset `start`; null when the bytes are no header. */
export function readBoxHeader(view: DataView, start: number, fileSize: number): Box | null {
  if (view.byteLength < 8) return null;
  let size = view.getUint32(0);
  const type = String.fromCharCode(view.getUint8(4), view.getUint8(5), view.getUint8(6), view.getUint8(7));
  let headerSize = 8;
  if (size === 1) {
    if (view.byteLength < 16) return null;
    size = Number(view.getBigUint64(8));
    headerSize = 16;
  } else if (size === 0) {
    size = fileSize - start;
  }
  if (size < headerSize || !/^[\x20-\x7e]{4}$/.test(type)) return null;
  return { type, start, headerSize, size };
}

/** The length in seconds from a `moov` box's content (its children), or null without a usable `mvhd`. */
export function durationFromMoov(moov: DataView): number | null {
  let offset = 0;
  while (offset + 8 <= moov.byteLength) {
    const child = readBoxHeader(new DataView(moov.buffer, moov.byteOffset + offset), offset, moov.byteLength);
    if (!child) return null;
    if (child.type === 'mvhd') {
      const body = offset + child.headerSize;
      const version = moov.getUint8(body);
      // version 0: created, modified (4 bytes each), timescale, duration (4); version 1: 8, 8, 4, 8.
      const fields = body + 4 + (version === 1 ? 16 : 8);
      if (fields + (version === 1 ? 12 : 8) > moov.byteLength) return null;
      const timescale = moov.getUint32(fields);
      const duration = version === 1 ? Number(moov.getBigUint64(fields + 4)) : moov.getUint32(fields + 4);
      // An unknown length is written all ones (and a zero timescale means nothing).
      if (timescale === 0 || duration === 0xffffffff || duration <= 0) return null;
      return duration / timescale;
    }
    offset += child.size;
  }
  return null;
}

async function bytesOf(file: Blob, start: number, end: number): Promise<DataView> {
  return new DataView(await file.slice(start, Math.min(end, file.size)).arrayBuffer());
}

/** The video's length in seconds from its MP4/MOV header, or null when it cannot be read. */
export async function readVideoLength(file: Blob): Promise<number | null> {
  try {
    let offset = 0;
    for (let walked = 0; walked < MAX_TOP_LEVEL_BOXES && offset + 8 <= file.size; walked += 1) {
      const box = readBoxHeader(await bytesOf(file, offset, offset + 16), offset, file.size);
      if (!box) return null;
      if (box.type === 'moov') {
        if (box.size > MAX_MOOV_BYTES) return null;
        return durationFromMoov(await bytesOf(file, offset + box.headerSize, offset + box.size));
      }
      offset += box.size;
    }
    return null;
  } catch {
    return null;
  }
}

/**
 * The picked videos that are too long, with the message for each (in the active language), read together.
 * `lengthOf` is readVideoLength in the browser.
 */
export async function tooLongVideos<T extends { name: string }>(
  videos: readonly T[],
  maxSeconds: number,
  lengthOf: (video: T) => Promise<number | null>,
): Promise<Map<T, string>> {
  const lengths = await Promise.all(videos.map((video) => lengthOf(video).catch(() => null)));
  const refused = new Map<T, string>();
  videos.forEach((video, index) => {
    const seconds = lengths[index];
    if (seconds != null && isVideoTooLong(seconds, maxSeconds)) {
      refused.set(video, say(videoTooLongMessage(video.name, seconds, maxSeconds)));
    }
  });
  return refused;
}
