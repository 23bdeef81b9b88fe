import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signupUser, type TestApp } from '../../test/app.ts';
import { createEvent } from '../../test/factories.ts';
import { heicClaiming, pngBomb, twelveMegapixelJpeg } from '../../test/images.ts';
import { multipart } from '../../test/multipart.ts';
import { DecodeBudget, DecodeQueueFullError } from './decode-limits.ts';
import { HeicDecoderPool, HeicQueueFullError } from './heic.ts';

// Issue 12, item 9: small files that claim huge images are refused from their header, before a pixel is
// decoded, and the server's memory stays flat.

const fixtures = join(import.meta.dirname, '../../test/fixtures');

describe('uploads that would decode to too much memory', () => {
  let app: TestApp;
  let slug: string;
  beforeAll(async () => {
    app = await createTestApp();
    const host = await signupUser(app);
    slug = (await createEvent(app, { cookie: host.cookie })).slug;
  });
  afterAll(() => app.close());

  const upload = (filename: string, contentType: string, data: Buffer) => {
    const { payload, headers } = multipart([{ name: 'files', filename, contentType, data }]);
    return app.server.inject({ method: 'POST', url: `/api/events/${slug}/uploads/direct`, headers, payload });
  };

  it('answers 413 for a 400 MP PNG, a deep 16-bit PNG and a HEIC claiming 400 MP, with flat memory', async () => {
    const bombs = [
      {
        name: 'huge.png',
        type: 'image/png',
        data: await pngBomb(20_000, 20_000),
        says: '20000 × 20000 pixels (400 MP)',
      },
      // 35 MP passes the pixel limit, but 16 bits per sample of RGB is 210 MB decoded.
      {
        name: 'deep.png',
        type: 'image/png',
        data: await pngBomb(7000, 5000, { channels: 3, bitDepth: 16 }),
        says: '7000 × 5000 pixels (35 MP, ushort)',
      },
      { name: 'huge.heic', type: 'image/heic', data: await heicClaiming(20_000, 20_000), says: '(400 MP)' },
    ];
    for (const bomb of bombs) expect(bomb.data.length).toBeLessThan(1_000_000);

    const rssBefore = process.memoryUsage().rss;
    for (const bomb of bombs) {
      const response = await upload(bomb.name, bomb.type, bomb.data);
      expect(response.statusCode, bomb.name).toBe(413);
      expect(response.json<{ message: string }>().message).toContain(`${bomb.name} is`);
      expect(response.json<{ message: string }>().message).toContain(bomb.says);
      expect(response.json<{ message: string }>().message).toContain('at most 50 MP');
    }
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(64 * 1024 * 1024);

    // Nothing was kept, and an ordinary phone photo still goes through.
    expect(await app.database.prisma.upload.count({ where: { event: { slug } } })).toBe(0);
    expect((await upload('phone.jpg', 'image/jpeg', await twelveMegapixelJpeg())).statusCode).toBe(201);
  });
});

describe('decode budget', () => {
  it('admits decodes while their memory fits, queues the rest in order, and refuses past the queue', async () => {
    const budget = new DecodeBudget({ bytes: 100, concurrent: 3, waiting: 2 });
    const releases: (() => void)[] = [];
    const order: string[] = [];
    const hold = (name: string, bytes: number) =>
      budget.run(bytes, async () => {
        order.push(name);
        await new Promise<void>((resolve) => releases.push(resolve));
      });
    const big = hold('big', 80);
    const waitingMedium = hold('medium', 60);
    // Small enough to fit beside "big", but must not overtake "medium", which waits ahead of it.
    const waitingSmall = hold('small', 10);
    await Promise.resolve();
    expect(budget.usage).toEqual({ running: 1, bytes: 80, waiting: 2 });
    await expect(budget.run(1, () => Promise.resolve(undefined))).rejects.toBeInstanceOf(DecodeQueueFullError);

    releases.shift()!();
    await big;
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['big', 'medium', 'small']);
    expect(budget.usage).toEqual({ running: 2, bytes: 70, waiting: 0 });
    for (const release of releases.splice(0)) release();
    await Promise.all([waitingMedium, waitingSmall]);
    expect(budget.usage).toEqual({ running: 0, bytes: 0, waiting: 0 });

    // A photo larger than the whole budget still runs, alone.
    await expect(budget.run(500, () => Promise.resolve('done'))).resolves.toBe('done');
  });
});

describe('HEIC pool limits', () => {
  it('ends a thread after a large decode, so its WebAssembly heap goes back to the system', async () => {
    const pool = new HeicDecoderPool({ size: 1, recycleAbovePixels: 1_000_000 });
    try {
      const image = await pool.decode(join(fixtures, 'photo.heic'), { maxPixels: 50_000_000 });
      expect(image.width * image.height).toBeGreaterThan(1_000_000);
      expect({ threads: pool.threads, retired: pool.retired }).toEqual({ threads: 0, retired: 1 });
      // The next decode starts a fresh thread.
      await pool.decode(join(fixtures, 'photo.heic'), { maxPixels: 50_000_000 });
      expect(pool.retired).toBe(2);
      const small = new HeicDecoderPool({ size: 1 });
      await small.decode(join(fixtures, 'portrait-irot.heic'), { maxPixels: 50_000_000 });
      expect({ threads: small.threads, retired: small.retired }).toEqual({ threads: 1, retired: 0 });
      await small.close();
    } finally {
      await pool.close();
    }
  });

  it('refuses a decode when its queue is full, instead of queueing without end', async () => {
    const pool = new HeicDecoderPool({ size: 1, maxQueued: 2 });
    const path = join(fixtures, 'photo.heic');
    try {
      const accepted = [1, 2, 3].map(() => pool.decode(path, { maxPixels: 50_000_000 }));
      expect({ active: pool.active, queued: pool.queued }).toEqual({ active: 1, queued: 2 });
      await expect(pool.decode(path, { maxPixels: 50_000_000 })).rejects.toBeInstanceOf(HeicQueueFullError);
      expect((await Promise.all(accepted)).map((image) => image.width)).toEqual([2400, 2400, 2400]);
    } finally {
      await pool.close();
    }
  });
});
