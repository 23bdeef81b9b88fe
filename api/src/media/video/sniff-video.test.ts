import { mkdtemp, open, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_AN_IMAGE, phoneJpegWithGps, pngImage, webpImage } from '../../../test/images.ts';
import { makeClip } from '../../../test/videos.ts';
import { MEDIA_SNIFF_BYTES, SNIFF_BYTES, sniffImageType, sniffMediaType, sniffVideoType } from '../sniff.ts';

const fixtures = join(import.meta.dirname, '../../../test/fixtures');

/** An ISO base media file's first box: size, 'ftyp', a major brand, a minor version, compatible brands. */
function ftyp(major: string, compatible: string[] = ['isom']): Buffer {
  const body = Buffer.from(`ftyp${major}\0\0\0\0${compatible.join('')}`, 'latin1');
  const size = Buffer.alloc(4);
  size.writeUInt32BE(body.length + 4);
  return Buffer.concat([size, body, Buffer.alloc(32)]);
}

async function head(path: string, bytes = MEDIA_SNIFF_BYTES): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await file.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'video-sniff-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('video containers are recognised by their first bytes', () => {
  it('MP4, MOV, WebM and Matroska as ffmpeg writes them', async () => {
    const cases = [
      ['clip.mp4', 'video/mp4'],
      ['clip.mov', 'video/quicktime'],
      ['clip.webm', 'video/webm'],
      ['clip.mkv', 'video/x-matroska'],
    ] as const;
    for (const [name, type] of cases) {
      const path = await makeClip(dir, name, { seconds: 0.2, width: 64, height: 64, audio: false });
      expect(sniffMediaType(await head(path)), name).toBe(type);
    }
  });

  it('the brands phones, cameras and messengers write', () => {
    for (const brand of ['isom', 'mp41', 'mp42', 'avc1', 'M4V ', 'iso5', '3gp4', 'XAVC']) {
      expect(sniffVideoType(ftyp(brand)), brand).toBe('video/mp4');
    }
    expect(sniffVideoType(ftyp('qt  ', ['qt  ']))).toBe('video/quicktime');
  });

  it('HEIC stays a photo, and other ISO brands (audio, AVIF) are neither', async () => {
    const heic = await readFile(join(fixtures, 'photo.heic'));
    expect(sniffMediaType(heic.subarray(0, MEDIA_SNIFF_BYTES))).toBe('image/heic');
    expect(sniffVideoType(heic.subarray(0, MEDIA_SNIFF_BYTES))).toBeNull();
    for (const brand of ['heic', 'heix', 'mif1', 'msf1'])
      expect(sniffMediaType(ftyp(brand, ['mif1']))).toBe('image/heic');
    for (const brand of ['M4A ', 'avif', 'crx ']) expect(sniffMediaType(ftyp(brand)), brand).toBeNull();
  });

  it('an EBML document of another kind, or cut before its DocType, is not a video', () => {
    const ebml = (docType: string) =>
      Buffer.concat([
        Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | (7 + docType.length)]),
        Buffer.from([0x42, 0x86, 0x81, 0x01]), // EBMLVersion 1
        Buffer.from([0x42, 0x82, 0x80 | docType.length]),
        Buffer.from(docType, 'latin1'),
      ]);
    expect(sniffVideoType(ebml('webm'))).toBe('video/webm');
    expect(sniffVideoType(ebml('matroska'))).toBe('video/x-matroska');
    expect(sniffVideoType(ebml('other'))).toBeNull();
    expect(sniffVideoType(ebml('webm').subarray(0, 10))).toBeNull();
  });

  it('a text file named .mp4 is nothing we take', () => {
    const text = Buffer.from('These are the speeches, typed up for the couple. Not a video at all.');
    expect(sniffMediaType(text.subarray(0, MEDIA_SNIFF_BYTES))).toBeNull();
    expect(sniffMediaType(NOT_AN_IMAGE)).toBeNull();
  });
});

describe('photos are sniffed exactly as before', () => {
  it('JPEG, PNG, WebP and HEIC give the same type through both functions; videos are no image', async () => {
    const heic = await readFile(join(fixtures, 'photo.heic'));
    for (const bytes of [await phoneJpegWithGps(), await pngImage(), await webpImage(), heic]) {
      const image = sniffImageType(bytes.subarray(0, SNIFF_BYTES));
      expect(image).not.toBeNull();
      expect(sniffMediaType(bytes.subarray(0, MEDIA_SNIFF_BYTES))).toBe(image);
    }
    expect(SNIFF_BYTES).toBe(32);
    const mp4 = await head(
      await makeClip(dir, 'photo-check.mp4', { seconds: 0.2, width: 64, height: 64, audio: false }),
    );
    expect(sniffImageType(mp4)).toBeNull();
  });
});
