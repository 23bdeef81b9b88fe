import sharp from 'sharp';
import { UnsupportedMediaTypeError } from '../lib/errors.ts';
import { message } from '../i18n/messages.ts';
import { MAX_INPUT_PIXELS } from './decode-limits.ts';
import './libvips.ts';
import { sniffImageType } from './sniff.ts';

/** Covers are shown full-width on the guest page; 2000 px covers a retina phone and most laptops. */
const COVER_MAX_EDGE = 2000;

export const COVER_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const COVER_TYPE_MESSAGE = message('uploads.coverType');

/**
 * Turns an uploaded cover into the copy guests see: upright (EXIF orientation applied), at most
 * 2000 px, JPEG, with every metadata block (GPS included) stripped — sharp drops metadata unless asked.
 */
export async function renderCover(original: Buffer): Promise<Buffer> {
  const type = sniffImageType(original.subarray(0, 32));
  if (!type || !(COVER_TYPES as readonly string[]).includes(type))
    throw new UnsupportedMediaTypeError(COVER_TYPE_MESSAGE);
  try {
    return await sharp(original, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: COVER_MAX_EDGE, height: COVER_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    throw new UnsupportedMediaTypeError(message('uploads.coverUnreadable'));
  }
}
