/** The image types we accept, decided by the file's first bytes, never by its name or declared type. */
export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/heic';

/** Enough of the head of a file to recognise every type below. */
export const SNIFF_BYTES = 32;

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

export function sniffImageType(head: Uint8Array): ImageType | null {
  const bytes = Buffer.from(head.buffer, head.byteOffset, head.byteLength);
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return 'image/webp';
  }
  // ISO base media file: size(4) 'ftyp' major-brand(4).
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 4, 8) === 'ftyp' &&
    HEIC_BRANDS.has(bytes.toString('latin1', 8, 12))
  ) {
    return 'image/heic';
  }
  return null;
}

/**
 * The video containers we accept (issue 30), decided the same way. MP4 and MOV are ISO base media files like
 * HEIC, told apart by their brand: HEIC's brands are photos (above, checked first), these are videos.
 * WebM and Matroska are EBML documents, told apart by the DocType in their header.
 */
export type VideoType = 'video/mp4' | 'video/quicktime' | 'video/webm' | 'video/x-matroska';

export type MediaType = ImageType | VideoType;

/** Enough of the head of a file to recognise every image and video type, the EBML DocType included. */
export const MEDIA_SNIFF_BYTES = 64;

/**
 * Major brands of ISO base media files that hold video, as phones, cameras and messengers write them: the
 * ISO and MP4 brands (Android, WhatsApp, GoPro, DJI), M4V (iTunes, exports), 3GPP (older Android), Sony's
 * XAVC and MSNV. Audio-only brands (M4A) and image brands (HEIC, AVIF) are not among them.
 */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'M4VH',
  'M4VP',
  '3gp4',
  '3gp5',
  '3gp6',
  '3g2a',
  'MSNV',
  'XAVC',
]);
/** QuickTime, as every iPhone and most cameras write .MOV files. */
const QUICKTIME_BRAND = 'qt  ';

const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
const EBML_DOCTYPE_ID = 0x4282;

export function sniffVideoType(head: Uint8Array): VideoType | null {
  const bytes = Buffer.from(head.buffer, head.byteOffset, head.byteLength);
  if (bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp') {
    const brand = bytes.toString('latin1', 8, 12);
    if (brand === QUICKTIME_BRAND) return 'video/quicktime';
    return MP4_BRANDS.has(brand) ? 'video/mp4' : null;
  }
  if (bytes.length >= 4 && bytes.subarray(0, 4).equals(EBML_MAGIC)) {
    const docType = ebmlDocType(bytes);
    if (docType === 'webm') return 'video/webm';
    if (docType === 'matroska') return 'video/x-matroska';
  }
  return null;
}

/** A photo or a video by its first bytes; photos are recognised exactly as `sniffImageType` does. */
export function sniffMediaType(head: Uint8Array): MediaType | null {
  return sniffImageType(head) ?? sniffVideoType(head);
}

export function isVideoType(type: MediaType): type is VideoType {
  return type.startsWith('video/');
}

/** An EBML variable-length integer at `at`: its length in bytes and its value (marker bit kept for ids). */
function readVint(bytes: Buffer, at: number, keepMarker: boolean): { length: number; value: number } | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + bytes[at + i]!;
  return { length, value };
}

/** The DocType of the EBML header at the start of `bytes` ('webm', 'matroska'), or null when not there. */
function ebmlDocType(bytes: Buffer): string | null {
  const headerSize = readVint(bytes, EBML_MAGIC.length, false);
  if (!headerSize) return null;
  let at = EBML_MAGIC.length + headerSize.length;
  const end = Math.min(bytes.length, at + headerSize.value);
  while (at < end) {
    const id = readVint(bytes, at, true);
    if (!id) return null;
    const size = readVint(bytes, at + id.length, false);
    if (!size) return null;
    const dataAt = at + id.length + size.length;
    if (id.value === EBML_DOCTYPE_ID) {
      return dataAt + size.value <= bytes.length ? bytes.toString('latin1', dataAt, dataAt + size.value) : null;
    }
    at = dataAt + size.value;
  }
  return null;
}
