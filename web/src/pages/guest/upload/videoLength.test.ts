import { beforeAll, describe, expect, it } from 'vitest';
import messages from 'virtual:catalog/guest/en';
import { i18n } from '../../../i18n/i18n';
import { readVideoLength, tooLongVideos } from './videoLength';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages }));

// MP4 and MOV files as phones write them, reduced to their boxes: the bytes of each header are written
// out here, so a parser that read a field from the wrong place could not pass.
function box(type: string, ...content: Uint8Array[]): Uint8Array {
  const size = 8 + content.reduce((sum, part) => sum + part.length, 0);
  const bytes = new Uint8Array(size);
  new DataView(bytes.buffer).setUint32(0, size);
  bytes.set(new TextEncoder().encode(type), 4);
  let offset = 8;
  for (const part of content) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}

/** A movie header: version 0 (32-bit times) or 1 (64-bit), with its timescale and duration. */
function mvhd(version: 0 | 1, timescale: number, duration: number): Uint8Array {
  const body = new Uint8Array(version === 1 ? 100 + 12 : 100);
  const view = new DataView(body.buffer);
  view.setUint8(0, version);
  const fields = version === 1 ? 20 : 12;
  view.setUint32(fields, timescale);
  if (version === 1) view.setBigUint64(fields + 4, BigInt(duration));
  else view.setUint32(fields + 4, duration);
  return box('mvhd', body);
}

const ftyp = box('ftyp', new TextEncoder().encode('isom\0\0\x02\0isomiso2avc1mp41'));
const mdat = (bytes: number) => box('mdat', new Uint8Array(bytes));
const file = (...boxes: Uint8Array[]) => new Blob(boxes.map((part) => part.slice().buffer));

describe('readVideoLength', () => {
  it('reads the length of a clip whose header comes first (faststart) or last (as phones record)', async () => {
    const header = box('moov', mvhd(0, 1000, 12_024), box('trak', new Uint8Array(40)));
    expect(await readVideoLength(file(ftyp, header, mdat(5000)))).toBe(12.024);
    expect(await readVideoLength(file(ftyp, box('wide'), mdat(5000), header))).toBe(12.024);
  });

  it("reads a QuickTime (MOV) header of version 1, an iPhone's 600 ticks a second", async () => {
    const header = box('moov', box('udta', new Uint8Array(12)), mvhd(1, 600, 361 * 600));
    expect(await readVideoLength(file(box('ftyp', new TextEncoder().encode('qt  ')), mdat(100), header))).toBe(361);
  });

  it('says nothing of a file it cannot read: WebM, a photo, a header cut off, an unknown length', async () => {
    const webm = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81]);
    expect(await readVideoLength(file(webm))).toBeNull();
    expect(await readVideoLength(file(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0])))).toBeNull();
    expect(await readVideoLength(file(ftyp, mdat(100)))).toBeNull();
    expect(await readVideoLength(file(ftyp, box('moov', mvhd(0, 1000, 0xffffffff))))).toBeNull();
    expect(await readVideoLength(file(ftyp, box('moov', mvhd(0, 0, 5000))))).toBeNull();
  });
});

describe('tooLongVideos', () => {
  const clips = [{ name: 'vows.mp4' }, { name: 'speech.mov' }, { name: 'hevc.mov' }, { name: 'edge.mp4' }];
  const lengths: Record<string, number | null> = {
    'vows.mp4': 95,
    'speech.mov': 361,
    // Not readable here: the server decides.
    'hevc.mov': null,
    // A phone's "5:00" measures a little over: still within.
    'edge.mp4': 300.3,
  };

  it('refuses only the clips measured over the limit, with the message', async () => {
    const refused = await tooLongVideos(clips, 300, (clip) => Promise.resolve(lengths[clip.name] ?? null));
    expect([...refused.values()]).toEqual([
      'speech.mov is 6 minutes 1 second long. Videos can be up to 5 minutes long.',
    ]);
    expect(refused.has(clips[1]!)).toBe(true);
  });

  it('follows the limit in force and lets through a clip whose reading failed', async () => {
    const refused = await tooLongVideos(clips, 60, (clip) =>
      clip.name === 'vows.mp4' ? Promise.reject(new Error('unreadable')) : Promise.resolve(lengths[clip.name] ?? null),
    );
    expect([...refused.keys()].map((clip) => clip.name)).toEqual(['speech.mov', 'edge.mp4']);
  });

  it("holds clips to a server's own MAX_VIDEO_SECONDS (2 minutes), half a second's tolerance included", async () => {
    const measured: Record<string, number> = { 'vows.mp4': 120.4, 'speech.mov': 150, 'hevc.mov': 95, 'edge.mp4': 121 };
    const refused = await tooLongVideos(clips, 120, (clip) => Promise.resolve(measured[clip.name] ?? null));
    expect([...refused.values()]).toEqual([
      'speech.mov is 2 minutes 30 seconds long. Videos can be up to 2 minutes long.',
      'edge.mp4 is 2 minutes 1 second long. Videos can be up to 2 minutes long.',
    ]);
  });
});
