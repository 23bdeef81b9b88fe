import { readFile } from 'node:fs/promises';
import { crc32, createDeflate } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';

/**
 * Test images made with sharp at run time, so the repository only carries the one fixture sharp cannot
 * write (HEIC, see fixtures/README.md).
 */

/** Where the phone photo was "taken": in the EXIF GPS block, which guests must never receive. */
export const GPS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '41/1 0/1 30/1',
  GPSLongitudeRef: 'E',
  GPSLongitude: '28/1 58/1 40/1',
};

export const TAKEN_AT_EXIF = '2026:06:12 18:30:00';

/**
 * Four flat quadrants (red, green / blue, white) so a test can tell which way up an image is by sampling
 * the middle of each quadrant.
 */
export const QUADRANTS = {
  topLeft: [220, 30, 30],
  topRight: [30, 200, 30],
  bottomLeft: [30, 30, 220],
  bottomRight: [240, 240, 240],
} as const;

export function quadrantPixels(width: number, height: number): Sharp {
  // Two rows (the top half's and the bottom half's) copied down the image: a phone-sized image has millions
  // of pixels, and setting them one by one took a few hundred milliseconds of CPU per image.
  const rowBytes = width * 3;
  const row = (left: readonly number[], right: readonly number[]) => {
    const bytes = Buffer.alloc(rowBytes);
    for (let x = 0; x < width; x++) bytes.set(x < width / 2 ? left : right, x * 3);
    return bytes;
  };
  const topRow = row(QUADRANTS.topLeft, QUADRANTS.topRight);
  const bottomRow = row(QUADRANTS.bottomLeft, QUADRANTS.bottomRight);
  const pixels = Buffer.alloc(rowBytes * height);
  for (let y = 0; y < height; y++) (y < height / 2 ? topRow : bottomRow).copy(pixels, y * rowBytes);
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/**
 * A phone photo as a camera writes it: pixels stored sideways (3000×2000) with EXIF orientation 6 (turn 90°
 * clockwise to view, so it is 2000×3000 upright), a capture time, a camera make and a GPS position.
 */
export function phoneJpegWithGps(options: { width?: number; height?: number; dateTimeOriginal?: string } = {}) {
  const { width = 3000, height = 2000, dateTimeOriginal = TAKEN_AT_EXIF } = options;
  return quadrantPixels(width, height)
    .jpeg({ quality: 80 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'TestPhone 15' },
      // libvips numbers the EXIF sub-IFD (where DateTimeOriginal lives) IFD2 and the GPS IFD IFD3.
      IFD2: { DateTimeOriginal: dateTimeOriginal },
      IFD3: GPS,
    })
    .toBuffer();
}

export function pngImage(width = 640, height = 480): Promise<Buffer> {
  return quadrantPixels(width, height).png().toBuffer();
}

export function webpImage(width = 640, height = 480): Promise<Buffer> {
  return quadrantPixels(width, height).webp({ quality: 80 }).toBuffer();
}

/**
 * A 12-megapixel (4000×3000) JPEG that costs about what a phone photo costs to decode, ~3 MB at quality 85: a
 * smooth colour gradient for the large shapes with fine grain on top for texture (a flat image would decode far
 * faster than a real photo, pure noise far slower). Made in libvips, in about a second.
 * `seed` shifts the colours so copies are not identical.
 */
export async function twelveMegapixelJpeg(seed = 0): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const shift = (seed * 37) % 128;
  const corners = Buffer.from([200, 60 + shift, 40, 40, 120, 200 - shift, 90 + shift, 200, 80, 240, 220, 160]);
  const gradient = await sharp(corners, { raw: { width: 2, height: 2, channels: 3 } })
    .resize(width, height, { kernel: 'linear' })
    .raw()
    .toBuffer();
  // Grain is a repeated 509×509 tile: generating 12 MP of noise would take seconds, and a tile whose size is
  // not a multiple of 8 still gives every JPEG block different content.
  const tile = 509;
  const grain = await sharp({
    create: {
      width: tile,
      height: tile,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .blur(0.6)
    .raw()
    .toBuffer();
  return sharp(gradient, { raw: { width, height, channels: 3 } })
    .composite([{ input: grain, raw: { width: tile, height: tile, channels: 3 }, tile: true, blend: 'soft-light' }])
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Make: 'TestPhone' }, IFD2: { DateTimeOriginal: TAKEN_AT_EXIF }, IFD3: GPS })
    .toBuffer();
}

/** A JPEG cut off halfway through its scan data, as an interrupted transfer leaves it. */
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await quadrantPixels(640, 480).jpeg().toBuffer();
  return whole.subarray(0, Math.floor(whole.length / 2));
}

/** Text pretending to be a photo. */
export const NOT_AN_IMAGE = Buffer.from('These are not the photos you are looking for.\n'.repeat(20));

/**
 * A valid PNG of `width`×`height` black pixels, made without ever holding them: rows of zeros compress about
 * 1000:1, so a 20000×20000 image is a few hundred KB that would take 400 MB (or more) to decode.
 */
export async function pngBomb(
  width: number,
  height: number,
  format: { channels: 1 | 3; bitDepth: 8 | 16 } = { channels: 1, bitDepth: 8 },
): Promise<Buffer> {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = format.bitDepth;
  header[9] = format.channels === 1 ? 0 : 2; // greyscale or truecolour
  // Each row: filter byte 0, then the samples.
  const row = Buffer.alloc(1 + (width * format.channels * format.bitDepth) / 8);
  const deflate = createDeflate({ level: 9 });
  const compressed: Buffer[] = [];
  deflate.on('data', (data: Buffer) => compressed.push(data));
  const finished = new Promise((resolve) => deflate.once('end', resolve));
  for (let y = 0; y < height; y += 1) {
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await finished;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.concat(compressed)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A HEIC whose header claims `width`×`height` (the `ispe` box of the committed fixture, rewritten). */
export async function heicClaiming(width: number, height: number): Promise<Buffer> {
  const data = await readFile(new URL('./fixtures/photo.heic', import.meta.url));
  const ispe = data.indexOf('ispe');
  // box type, then version and flags (4 bytes), then width and height.
  data.writeUInt32BE(width, ispe + 8);
  data.writeUInt32BE(height, ispe + 12);
  return data;
}

/**
 * The same JPEG with a comment segment (COM) after its start-of-image marker: new bytes for the same pixels,
 * made without encoding again (an event stores identical bytes once, as one photo).
 */
export function jpegWithComment(jpeg: Buffer, text: string): Buffer {
  const body = Buffer.from(text);
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, body, jpeg.subarray(2)]);
}
