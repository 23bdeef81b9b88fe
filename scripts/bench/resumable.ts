/**
 * Resumable upload bench (issue 16, decision 029): a 12 MB photo sent with tus-js-client, as the guest page
 * sends it, through a TCP proxy on 127.0.0.1 that carries at most THROTTLE_BYTES_PER_SECOND (venue Wi-Fi)
 * and cuts every connection 2 s after it opened. The upload must complete; it reports the bytes the client
 * put on the wire divided by the file's size (what a cut costs: the bytes in flight, sent again; goal
 * <= 1.2) and the time it took.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';
import sharp from 'sharp';
import { Upload } from 'tus-js-client';
import { twelveMegapixelJpeg } from '../../api/test/images.ts';
import type { Bench, BenchOptions, Measurement } from './bench.ts';
import { seedEvent, startApp } from './app-process.ts';

const APP_PORT = 3298;
const MB = 1024 * 1024;
const FILE_BYTES = 12 * MB;
const CUT_EVERY_MS = 2_000;
/** About what one phone gets of a busy venue's Wi-Fi: the 12 MB take some 6 s, so several cuts land. */
const THROTTLE_BYTES_PER_SECOND = 2 * MB;
/** Bounded: the client gives up after this many retries, the bench after this long. */
const RETRIES = 40;
const TIMEOUT_MS = 120_000;

export function resumableBench(options: BenchOptions): Bench {
  return {
    name: `Resumable upload (12 MB, cut every 2 s, ${options.database} database)`,
    async run(): Promise<Measurement[]> {
      const app = await startApp(options.database, APP_PORT);
      const proxy = await startCuttingProxy(APP_PORT);
      try {
        const { slug } = await seedEvent(app.url, 0);
        const photo = await photoOfSize(FILE_BYTES);
        const started = performance.now();
        const answer = await sendResumable(`http://127.0.0.1:${proxy.port}/api/events/${slug}/tus`, photo);
        const seconds = (performance.now() - started) / 1000;
        const status = (JSON.parse(answer) as { uploads: { status: string }[] }).uploads[0]?.status;
        if (status !== 'PENDING') throw new Error(`the upload did not end as a photo: ${answer}`);
        console.log(
          `   ${(proxy.clientBytes() / MB).toFixed(1)} MB sent for ${(photo.length / MB).toFixed(1)} MB, ` +
            `${proxy.cuts()} connections cut, ${seconds.toFixed(1)} s`,
        );
        return [
          {
            metric: 'bytes sent / file size',
            value: proxy.clientBytes() / photo.length,
            unit: 'x',
            budget: { atMost: 1.2 },
            note: `${proxy.cuts()} connections cut; ${THROTTLE_BYTES_PER_SECOND / MB} MB/s link`,
          },
          { metric: '  time to the answer', value: seconds, unit: 's', budget: null },
        ];
      } finally {
        await proxy.close();
        await app.stop();
      }
    },
  };
}

/** Sends `photo` with tus-js-client, keeping the guest key cookie as a browser would; resolves to the last answer. */
function sendResumable(endpoint: string, photo: Buffer): Promise<string> {
  let cookie = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void upload.abort();
      reject(new Error(`the upload did not finish within ${TIMEOUT_MS / 1000} s`));
    }, TIMEOUT_MS);
    const upload = new Upload(photo, {
      endpoint,
      metadata: { filename: 'IMG_5001.jpg', filetype: 'image/jpeg', uploaderName: 'Bench Guest' },
      retryDelays: Array.from({ length: RETRIES }, () => 100),
      storeFingerprintForResuming: false,
      onBeforeRequest: (request) => {
        if (cookie) request.setHeader('Cookie', cookie);
      },
      onAfterResponse: (_request, response) => {
        const set = response.getHeader('set-cookie') as string | string[] | undefined;
        const first = Array.isArray(set) ? set[0] : set;
        if (first) cookie = first.split(';')[0]!;
      },
      onSuccess: ({ lastResponse }) => {
        clearTimeout(timer);
        resolve(lastResponse.getBody());
      },
      onError: (error) => {
        clearTimeout(timer);
        reject(error);
      },
    });
    upload.start();
  });
}

interface CuttingProxy {
  port: number;
  /** Bytes the client sent towards the app, every connection together. */
  clientBytes(): number;
  cuts(): number;
  close(): Promise<void>;
}

/** A TCP proxy to 127.0.0.1:`targetPort` that throttles the client's bytes and cuts each connection after 2 s. */
async function startCuttingProxy(targetPort: number): Promise<CuttingProxy> {
  let sent = 0;
  let cuts = 0;
  const open = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    open.add(client).add(upstream);
    const cut = setTimeout(() => {
      cuts += 1;
      client.destroy();
      upstream.destroy();
    }, CUT_EVERY_MS);
    const end = () => {
      clearTimeout(cut);
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
    upstream.pipe(client);
    // Client to app at the link's rate: each chunk waits for its share of the second.
    client.on('data', (chunk: Buffer) => {
      sent += chunk.length;
      client.pause();
      upstream.write(chunk);
      setTimeout(() => client.resume(), (chunk.length / THROTTLE_BYTES_PER_SECOND) * 1000);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the proxy has no port');
  return {
    port: address.port,
    clientBytes: () => sent,
    cuts: () => cuts,
    close: () =>
      new Promise((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A valid JPEG of exactly `bytes`: a 12 MP photo, padded after its end-of-image marker. */
async function photoOfSize(bytes: number): Promise<Buffer> {
  const jpeg = await sharp(await twelveMegapixelJpeg(16))
    .jpeg({ quality: 95 })
    .toBuffer();
  if (jpeg.length >= bytes) throw new Error(`the 12 MP photo is already ${jpeg.length} bytes`);
  return Buffer.concat([jpeg, Buffer.alloc(bytes - jpeg.length)]);
}
