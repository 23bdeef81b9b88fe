import { message } from '../i18n/messages.ts';
import sharp, { type FormatEnum, type JpegOptions, type Metadata, type Sharp } from 'sharp';
import { AppError, RateLimitError, UnsupportedMediaTypeError } from '../lib/errors.ts';
import {
  assertDecodable,
  DecodeQueueFullError,
  decodedBytes,
  MAX_INPUT_PIXELS,
  sharedDecodeBudget,
  type DecodeBudget,
} from './decode-limits.ts';
import { takenAtFromExif } from './exif-date.ts';
import './libvips.ts';
import { type HeicDecoderPool, HeicPoolClosedError, HeicQueueFullError, sharedHeicPool } from './heic.ts';
import type { ImageType } from './sniff.ts';
import type { SpooledFile } from './spool.ts';

/** Fills a phone screen at 2× or a laptop lightbox; guests see this copy. */
export const DISPLAY_MAX_EDGE = 1600;
/** A gallery tile at 2× on a phone. */
export const THUMBNAIL_MAX_EDGE = 400;

/**
 * JPEG for both copies: every browser, messenger and photo app opens it, and guests download them. Quality 82
 * with optimised Huffman tables and mozjpeg's quantisation table (table 3), which makes files ~10% smaller than
 * the standard table for no extra time. Not full mozjpeg: its trellis quantisation saves another ~20%
 * but costs ~300 ms of CPU per 1600 px image (10× the rest of the encode), which alone would sink the budget of
 * 8 twelve-megapixel photos a second on 2 cores. Not progressive either: +40% encode time for no size gain here.
 */
export const DERIVATIVE_JPEG: JpegOptions = { quality: 82, optimiseCoding: true, quantisationTable: 3 };

/** What libvips must recognise each sniffed type as; anything else is not the image it claims to be. */
const LIBVIPS_FORMAT: Record<ImageType, keyof FormatEnum> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heif',
};

// 'error' rejects truncated and corrupt files but lets through the harmless warnings some phones' JPEGs raise.
const DECODE = { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS } as const;

export interface Derivatives {
  /** JPEG fitted inside 1600×1600, upright, no metadata. */
  display: Buffer;
  /** JPEG fitted inside 400×400, upright, no metadata. */
  thumbnail: Buffer;
  /** Of the original, as seen upright. */
  width: number;
  height: number;
  takenAt: Date | null;
}

const BUSY_MESSAGE = message('uploads.busy');

/**
 * Renders the copies guests see from a spooled original. Both are written without any metadata: sharp drops
 * EXIF (GPS included), XMP, IPTC and ICC unless asked to keep them, converting colours to sRGB first.
 * HEIC pixels come from `heic` (threads); everything else is decoded by sharp straight from the file.
 * The header is checked against the decode limits before any pixel is decoded (413), and decodes wait for
 * room in the process's memory budget (429 when too many wait). Anything that cannot be decoded rejects
 * with 415.
 */
export async function renderDerivatives(
  file: SpooledFile,
  heic: HeicDecoderPool = sharedHeicPool(),
  budget: DecodeBudget = sharedDecodeBudget,
): Promise<Derivatives> {
  try {
    const metadata = await readHeader(file);
    return await budget.run(decodedBytes(metadata), () => render(file, metadata, heic));
  } catch (error) {
    throw asUploadError(error, file);
  }
}

/**
 * Reads the header only (no pixel is decoded, milliseconds): an image of another type than its first
 * bytes claim, or one that cannot be read at all, is refused with 415, and one whose pixels would not fit
 * the decode limits with 413. Uploads check this before they are answered; decoding comes later.
 */
export async function inspectHeader(file: SpooledFile): Promise<void> {
  try {
    await readHeader(file);
  } catch (error) {
    throw asUploadError(error, file);
  }
}

async function readHeader(file: SpooledFile): Promise<Metadata> {
  // Without a pixel limit: a too-large image gets the 413 of assertDecodable, which says so.
  const metadata = await sharp(file.path, { failOn: 'error', limitInputPixels: false }).metadata();
  if (metadata.format !== LIBVIPS_FORMAT[file.mimeType]) throw new Error(`read as ${metadata.format}`);
  assertDecodable(metadata, file.filename);
  return metadata;
}

/** What the guest is told: 413 and 429 as they are, 415 for anything else that could not be read. */
function asUploadError(error: unknown, file: SpooledFile): Error {
  if (error instanceof HeicPoolClosedError || error instanceof AppError) return error;
  if (error instanceof DecodeQueueFullError || error instanceof HeicQueueFullError) {
    return new RateLimitError(60, BUSY_MESSAGE);
  }
  return new UnsupportedMediaTypeError(message('uploads.unreadableImage', { file: file.filename }));
}

async function render(file: SpooledFile, metadata: Metadata, heic: HeicDecoderPool): Promise<Derivatives> {
  const { image, width, height } = await decodeUpright(file, metadata, heic);
  const display = await image
    .resize({ width: DISPLAY_MAX_EDGE, height: DISPLAY_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
    .jpeg(DERIVATIVE_JPEG)
    .toBuffer();
  // From the display copy rather than the original: decoding a 12 MP JPEG twice costs more than the tiny
  // quality loss of scaling an already-scaled image.
  const thumbnail = await sharp(display)
    .resize({ width: THUMBNAIL_MAX_EDGE, height: THUMBNAIL_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
    .jpeg(DERIVATIVE_JPEG)
    .toBuffer();
  return { display, thumbnail, width, height, takenAt: takenAtFromExif(metadata.exif) };
}

/** A sharp pipeline whose pixels are upright, with the upright size of the original. */
async function decodeUpright(
  file: SpooledFile,
  metadata: Metadata,
  heic: HeicDecoderPool,
): Promise<{ image: Sharp; width: number; height: number }> {
  if (file.mimeType === 'image/heic') {
    // Already upright: libheif applies the HEIF rotation itself, and the EXIF orientation must not be
    // applied on top (heic.ts). The alpha channel heic-decode always returns is flattened onto white.
    const { width, height, data } = await heic.decode(file.path, { maxPixels: MAX_INPUT_PIXELS });
    const image = sharp(data, { raw: { width, height, channels: 4 }, limitInputPixels: MAX_INPUT_PIXELS });
    return { image: image.flatten({ background: '#ffffff' }), width, height };
  }
  // autoOrient() is rotate() without an angle: turns and mirrors as the EXIF orientation says.
  const image = sharp(file.path, DECODE).autoOrient();
  // JPEG has no alpha; a transparent PNG or WebP would otherwise turn black behind its subject.
  if (metadata.hasAlpha) image.flatten({ background: '#ffffff' });
  return { image, width: metadata.autoOrient.width, height: metadata.autoOrient.height };
}
