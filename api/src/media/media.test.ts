import { message } from '../i18n/messages.ts';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '../lib/errors.ts';
import {
  GPS,
  NOT_AN_IMAGE,
  phoneJpegWithGps,
  pngImage,
  QUADRANTS,
  quadrantPixels,
  truncatedJpeg,
  webpImage,
} from '../../test/images.ts';
import { takenAtFromExif } from './exif-date.ts';
import { closeSharedHeicPool, HeicDecoderPool, HeicPoolClosedError } from './heic.ts';
import { MediaPipeline, processPhoto } from './pipeline.ts';
import { MAX_IMAGE_BYTES } from '../../../common/upload-limits.ts';
import { removeStaleSpools } from './spool.ts';

const fixtures = join(import.meta.dirname, '../../test/fixtures');
const TAKEN_AT = new Date('2026-06-12T18:30:00.000Z');

let root: string;
/** A fresh directory per test, so "nothing left on disk" is checked for that test alone. */
let tempDir: string;
let heic: HeicDecoderPool;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'media-test-'));
  heic = new HeicDecoderPool({ size: 2 });
});

beforeEach(async () => {
  tempDir = await mkdtemp(join(root, 'test-'));
});

afterAll(async () => {
  await heic.close();
  await closeSharedHeicPool();
  await rm(root, { recursive: true, force: true });
});

/** The bytes as an upload arrives: in network-sized chunks. */
function upload(bytes: Buffer, chunkSize = 64 * 1024): Readable {
  return Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += chunkSize) yield bytes.subarray(at, at + chunkSize);
    })(),
  );
}

function process(bytes: Buffer, filename: string) {
  return processPhoto(upload(bytes), { filename, maxBytes: MAX_IMAGE_BYTES, tempDir, heic });
}

const leftovers = () => readdir(tempDir);

/** The colour at a fraction of the width and height of an image. */
async function colourAt(image: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(y * info.height) * info.width + Math.floor(x * info.width)) * 3;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

function expectColour(actual: number[], expected: readonly number[]) {
  actual.forEach((value, channel) => expect(Math.abs(value - expected[channel]!)).toBeLessThan(30));
}

/** Top-left, top-right, bottom-left and bottom-right quadrants, sampled in their middles. */
async function quadrantsOf(image: Buffer) {
  return {
    topLeft: await colourAt(image, 0.25, 0.25),
    topRight: await colourAt(image, 0.75, 0.25),
    bottomLeft: await colourAt(image, 0.25, 0.75),
    bottomRight: await colourAt(image, 0.75, 0.75),
  };
}

/** The copies guests get carry no metadata at all: no EXIF (so no GPS), XMP, IPTC or ICC. */
async function expectNoMetadata(image: Buffer) {
  const metadata = await sharp(image).metadata();
  expect(metadata.format).toBe('jpeg');
  expect(metadata.exif).toBeUndefined();
  expect(metadata.xmp).toBeUndefined();
  expect(metadata.iptc).toBeUndefined();
  expect(metadata.icc).toBeUndefined();
  expect(metadata.orientation).toBeUndefined();
  // No APP1 segment (where EXIF and XMP live) and none of the tell-tale bytes.
  expect(image.includes(Buffer.from([0xff, 0xe1]))).toBe(false);
  expect(image.includes('Exif')).toBe(false);
  expect(image.includes('TestPhone')).toBe(false);
}

describe('JPEG from a phone', () => {
  let original: Buffer;
  beforeAll(async () => {
    original = await phoneJpegWithGps();
    // The source really carries what must be stripped.
    const metadata = await sharp(original).metadata();
    expect(metadata.orientation).toBe(6);
    expect(original.includes('TestPhone')).toBe(true);
    expect(metadata.exif?.includes(Buffer.from(GPS.GPSLatitudeRef))).toBe(true);
  });

  it('derives upright display and thumbnail copies without EXIF or GPS, and records size and capture time', async () => {
    const photo = await process(original, 'IMG_0042.JPG');

    // Stored sideways as 3000×2000, orientation 6: 2000×3000 upright.
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 2000, height: 3000 });
    expect(photo.takenAt).toEqual(TAKEN_AT);

    const display = await sharp(photo.display).metadata();
    expect({ width: display.width, height: display.height }).toEqual({ width: 1067, height: 1600 });
    const thumbnail = await sharp(photo.thumbnail).metadata();
    expect({ width: thumbnail.width, height: thumbnail.height }).toEqual({ width: 267, height: 400 });
    await expectNoMetadata(photo.display);
    await expectNoMetadata(photo.thumbnail);

    // Turned 90° clockwise: what was bottom-left (blue) is now top-left, top-left (red) is top-right.
    for (const copy of [photo.display, photo.thumbnail]) {
      const seen = await quadrantsOf(copy);
      expectColour(seen.topLeft, QUADRANTS.bottomLeft);
      expectColour(seen.topRight, QUADRANTS.topLeft);
      expectColour(seen.bottomLeft, QUADRANTS.bottomRight);
      expectColour(seen.bottomRight, QUADRANTS.topRight);
    }
    expect(photo.display.length).toBeLessThan(400_000);
    expect(photo.thumbnail.length).toBeLessThan(40_000);

    // The original is kept byte for byte (EXIF included) for the hosts.
    expect(photo.spooled.mimeType).toBe('image/jpeg');
    expect(photo.spooled.bytes).toBe(original.length);
    expect(photo.spooled.sha256).toBe(createHash('sha256').update(original).digest('hex'));
    expect((await readFile(photo.spooled.path)).equals(original)).toBe(true);

    await photo.spooled.dispose();
    await photo.spooled.dispose(); // twice is fine
    expect(await leftovers()).toEqual([]);
  });

  it('does not enlarge a small photo', async () => {
    const small = await quadrantPixels(300, 200).jpeg().toBuffer();
    const photo = await process(small, 'small.jpg');
    const display = await sharp(photo.display).metadata();
    expect({ width: display.width, height: display.height }).toEqual({ width: 300, height: 200 });
    expect(photo.takenAt).toBeNull();
    await photo.spooled.dispose();
  });
});

describe('PNG and WebP', () => {
  it.each([
    ['PNG', pngImage, 'image/png'],
    ['WebP', webpImage, 'image/webp'],
  ] as const)('%s becomes JPEG copies', async (_name, make, mimeType) => {
    const photo = await process(await make(2000, 1500), 'photo');
    expect(photo.spooled.mimeType).toBe(mimeType);
    expect({ width: photo.width, height: photo.height, takenAt: photo.takenAt }).toEqual({
      width: 2000,
      height: 1500,
      takenAt: null,
    });
    const display = await sharp(photo.display).metadata();
    expect({ width: display.width, height: display.height }).toEqual({ width: 1600, height: 1200 });
    await expectNoMetadata(photo.display);
    expectColour((await quadrantsOf(photo.thumbnail)).topLeft, QUADRANTS.topLeft);
    await photo.spooled.dispose();
  });

  it('puts transparent areas on white, not black', async () => {
    const transparent = await sharp({
      create: { width: 64, height: 64, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const photo = await process(transparent, 'sticker.png');
    expectColour(await colourAt(photo.display, 0.5, 0.5), [255, 255, 255]);
    await photo.spooled.dispose();
  });
});

describe('HEIC (committed fixtures, decoded in worker threads)', () => {
  it('decodes a HEIC into a display JPEG of the right size', async () => {
    const original = await readFile(join(fixtures, 'photo.heic'));
    const photo = await process(original, 'IMG_1234.HEIC');
    expect(photo.spooled.mimeType).toBe('image/heic');
    expect({ width: photo.width, height: photo.height, takenAt: photo.takenAt }).toEqual({
      width: 2400,
      height: 1600,
      takenAt: null,
    });
    const display = await sharp(photo.display).metadata();
    expect({ width: display.width, height: display.height }).toEqual({ width: 1600, height: 1067 });
    const seen = await quadrantsOf(photo.display);
    expectColour(seen.topLeft, QUADRANTS.topLeft);
    expectColour(seen.bottomRight, QUADRANTS.bottomRight);
    await photo.spooled.dispose();
  });

  it('applies the HEIF rotation once (irot), not the EXIF orientation again, and strips EXIF and GPS', async () => {
    const original = await readFile(join(fixtures, 'portrait-irot.heic'));
    // The fixture carries EXIF orientation 6 and GPS, like an iPhone portrait photo.
    expect((await sharp(original).metadata()).exif?.includes(Buffer.from('TestPhone'))).toBe(true);

    const photo = await process(original, 'IMG_5678.HEIC');
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 320, height: 480 });
    expect(photo.takenAt).toEqual(TAKEN_AT);
    const display = await sharp(photo.display).metadata();
    expect({ width: display.width, height: display.height }).toEqual({ width: 320, height: 480 });
    await expectNoMetadata(photo.display);
    await expectNoMetadata(photo.thumbnail);
    // Stored 480×320 sideways, turned 90° clockwise once: blue top-left, red top-right.
    const seen = await quadrantsOf(photo.display);
    expectColour(seen.topLeft, QUADRANTS.bottomLeft);
    expectColour(seen.topRight, QUADRANTS.topLeft);
    await photo.spooled.dispose();
  });

  it('answers 415 for a broken HEIC, and the pool carries on', async () => {
    const original = await readFile(join(fixtures, 'photo.heic'));
    const broken = Buffer.concat([original.subarray(0, 600), Buffer.alloc(2000, 0x5a)]);
    await expect(process(broken, 'broken.heic')).rejects.toThrow(
      new UnsupportedMediaTypeError(message('uploads.unreadableImage', { file: 'broken.heic' })),
    );
    expect(await leftovers()).toEqual([]);
    const photo = await process(original, 'fine.heic');
    expect(photo.width).toBe(2400);
    await photo.spooled.dispose();
  });

  it('runs at most `size` decodes at once, queues the rest and reuses its threads', async () => {
    const pool = new HeicDecoderPool({ size: 2 });
    const path = join(fixtures, 'photo.heic');
    let mostActive = 0;
    const watch = setInterval(() => (mostActive = Math.max(mostActive, pool.active)), 1);
    try {
      for (let round = 0; round < 2; round++) {
        const decodes = Array.from({ length: 6 }, () => pool.decode(path, { maxPixels: 120_000_000 }));
        expect({ active: pool.active, queued: pool.queued }).toEqual({ active: 2, queued: 4 });
        const images = await Promise.all(decodes);
        for (const image of images) {
          expect({ width: image.width, height: image.height }).toEqual({ width: 2400, height: 1600 });
          expect(image.data.length).toBe(2400 * 1600 * 4);
        }
        expect({ active: pool.active, queued: pool.queued, threads: pool.threads }).toEqual({
          active: 0,
          queued: 0,
          threads: 2,
        });
      }
      expect(mostActive).toBe(2);
    } finally {
      clearInterval(watch);
      await pool.close();
    }
    expect(pool.threads).toBe(0);
    await expect(pool.decode(path, { maxPixels: 1 })).rejects.toBeInstanceOf(HeicPoolClosedError);
  });

  it('gives up on a decode that takes too long and replaces its thread', async () => {
    const pool = new HeicDecoderPool({ size: 1, timeoutMs: 1 });
    try {
      await expect(pool.decode(join(fixtures, 'photo.heic'), { maxPixels: 120_000_000 })).rejects.toThrow(
        'HEIC decoding timed out.',
      );
      expect(pool.threads).toBe(0);
    } finally {
      await pool.close();
    }
  });

  it('refuses a HEIC with more pixels than allowed before decoding it', async () => {
    await expect(heic.decode(join(fixtures, 'photo.heic'), { maxPixels: 1000 })).rejects.toThrow(/too many pixels/);
  });
});

describe('type and size checks while streaming', () => {
  it('decides the type from the bytes, whatever the name says', async () => {
    const photo = await process(await pngImage(), 'holiday.jpg');
    expect(photo.spooled.mimeType).toBe('image/png');
    await photo.spooled.dispose();
  });

  it('refuses a text file named .jpg with 415 and the SPEC message', async () => {
    const attempt = process(NOT_AN_IMAGE, 'notes.jpg');
    await expect(attempt).rejects.toBeInstanceOf(UnsupportedMediaTypeError);
    await expect(attempt).rejects.toThrow(
      'notes.jpg is an invalid file type. Only JPEG, PNG, HEIC and WebP files are accepted.',
    );
    expect(await leftovers()).toEqual([]);
  });

  it('refuses an empty file with 415', async () => {
    await expect(process(Buffer.alloc(0), 'empty.jpg')).rejects.toThrow(
      'empty.jpg is an invalid file type. Only JPEG, PNG, HEIC and WebP files are accepted.',
    );
    expect(await leftovers()).toEqual([]);
  });

  it('stops a 26 MB upload with 413 as soon as it passes 25 MB, without reading the rest', async () => {
    const chunk = 64 * 1024;
    const total = 26 * 1024 * 1024;
    let produced = 0;
    let finished = false;
    const source = Readable.from(
      (function* () {
        const header = Buffer.alloc(chunk, 0x20);
        header.set([0xff, 0xd8, 0xff, 0xe0]);
        for (; produced < total; produced += chunk) yield produced === 0 ? header : Buffer.alloc(chunk, 0x20);
        finished = true;
      })(),
    );
    const attempt = processPhoto(source, { filename: 'huge.jpg', maxBytes: MAX_IMAGE_BYTES, tempDir, heic });
    await expect(attempt).rejects.toBeInstanceOf(PayloadTooLargeError);
    await expect(attempt).rejects.toThrow('huge.jpg is too large. Maximum file size is 25MB.');
    expect(finished).toBe(false);
    expect(source.destroyed).toBe(true);
    // Readable.from reads a few chunks ahead; nothing near the end of the 26 MB was produced.
    expect(produced).toBeLessThan(MAX_IMAGE_BYTES + 32 * chunk);
    expect(await leftovers()).toEqual([]);
  });

  it('accepts a file of exactly the limit', async () => {
    const jpeg = await phoneJpegWithGps({ width: 600, height: 400 });
    const photo = await processPhoto(upload(jpeg), { filename: 'a.jpg', maxBytes: jpeg.length, tempDir, heic });
    expect(photo.spooled.bytes).toBe(jpeg.length);
    await photo.spooled.dispose();
    await expect(
      processPhoto(upload(jpeg), { filename: 'a.jpg', maxBytes: jpeg.length - 1, tempDir, heic }),
    ).rejects.toBeInstanceOf(PayloadTooLargeError);
  });

  it('sniffs correctly when the first bytes arrive one at a time', async () => {
    const png = await pngImage(40, 30);
    const photo = await processPhoto(upload(png, 1), { filename: 'slow.png', maxBytes: MAX_IMAGE_BYTES, tempDir });
    expect(photo.spooled.mimeType).toBe('image/png');
    expect(photo.spooled.sha256).toBe(createHash('sha256').update(png).digest('hex'));
    await photo.spooled.dispose();
  });

  it('answers 415 "could not be read" for a truncated JPEG', async () => {
    await expect(process(await truncatedJpeg(), 'cut.jpg')).rejects.toThrow(
      new UnsupportedMediaTypeError(message('uploads.unreadableImage', { file: 'cut.jpg' })),
    );
    expect(await leftovers()).toEqual([]);
  });

  it('passes on an upload stream that fails before the spool file is open (no uncaught error)', async () => {
    const source = new Readable({ read() {} });
    const result = processPhoto(source, { filename: 'a.png', maxBytes: MAX_IMAGE_BYTES, tempDir });
    // The client goes away while the temp directory and file are still being made.
    source.destroy(new Error('client went away'));
    await expect(result).rejects.toThrow('client went away');
    expect(await leftovers()).toEqual([]);
  });

  it('passes on a failing upload stream and leaves no file', async () => {
    const source = new Readable({ read() {} });
    source.push(await pngImage(40, 30));
    setTimeout(() => source.destroy(new Error('client went away')), 10);
    await expect(processPhoto(source, { filename: 'a.png', maxBytes: MAX_IMAGE_BYTES, tempDir })).rejects.toThrow(
      'client went away',
    );
    expect(await leftovers()).toEqual([]);
  });
});

describe('takenAt', () => {
  const exifOf = async (photo: Record<string, string>) =>
    (
      await sharp(await pngImage(8, 8))
        .jpeg()
        .withExif({ IFD2: photo })
        .toBuffer()
        .then((b) => sharp(b).metadata())
    ).exif;

  it('applies OffsetTimeOriginal when the camera wrote one', async () => {
    const exif = await exifOf({ DateTimeOriginal: '2026:06:12 18:30:00', OffsetTimeOriginal: '+03:00' });
    expect(takenAtFromExif(exif)).toEqual(new Date('2026-06-12T15:30:00.000Z'));
  });

  it('is null when absent, unset, in the future or unreadable', async () => {
    expect(takenAtFromExif(undefined)).toBeNull();
    expect(takenAtFromExif(await exifOf({ ExposureTime: '1/60' }))).toBeNull();
    expect(takenAtFromExif(await exifOf({ DateTimeOriginal: '0000:00:00 00:00:00' }))).toBeNull();
    expect(takenAtFromExif(await exifOf({ DateTimeOriginal: 'yesterday' }))).toBeNull();
    expect(takenAtFromExif(await exifOf({ DateTimeOriginal: '2099:01:01 00:00:00' }))).toBeNull();
    expect(takenAtFromExif(Buffer.from('Exif\0\0garbage'))).toBeNull();
  });
});

describe('MediaPipeline', () => {
  it('creates its temp dir, processes photos and closes its threads', async () => {
    const pipeline = new MediaPipeline({ tempDir: join(tempDir, 'nested', 'spool'), heic: { size: 1 } });
    const photo = await pipeline.process(upload(await readFile(join(fixtures, 'photo.heic'))), {
      filename: 'a.heic',
    });
    expect(photo.width).toBe(2400);
    expect(pipeline.heic.threads).toBe(1);
    await photo.spooled.dispose();
    await pipeline.close();
    expect(pipeline.heic.threads).toBe(0);
  });
});

describe('removeStaleSpools', () => {
  it('removes spool files a crash left behind, and nothing else', async () => {
    await writeFile(join(tempDir, 'upload-old.part'), 'x');
    await writeFile(join(tempDir, 'upload-new.part'), 'x');
    await writeFile(join(tempDir, 'keep.txt'), 'x');
    const anHourAgo = new Date(Date.now() - 60 * 60 * 1000);
    await utimes(join(tempDir, 'upload-old.part'), anHourAgo, anHourAgo);
    await utimes(join(tempDir, 'keep.txt'), anHourAgo, anHourAgo);

    expect(await removeStaleSpools(tempDir, 10 * 60 * 1000)).toBe(1);
    expect((await leftovers()).sort()).toEqual(['keep.txt', 'upload-new.part']);
    expect(await removeStaleSpools(join(tempDir, 'missing'), 0)).toBe(0);
  });
});
