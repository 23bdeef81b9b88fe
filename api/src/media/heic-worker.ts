import { readFile } from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import decode from 'heic-decode';

/**
 * Runs in a worker thread (started through heic-worker-entry.mjs): libheif is WebAssembly and decodes
 * synchronously, so on the main thread a 12 MP photo would stall every request for a few hundred ms.
 * Keep imports to node: built-ins and heic-decode, so this file stays loadable on its own.
 */

export interface HeicTask {
  id: number;
  path: string;
  maxPixels: number;
}

export type HeicReply =
  | { id: number; ok: true; width: number; height: number; data: ArrayBuffer }
  | { id: number; ok: false; message: string };

async function decodeFile({ path, maxPixels }: HeicTask) {
  const images = await decode.all({ buffer: await readFile(path) });
  try {
    const primary = images[0];
    if (!primary) throw new Error('no image in the file');
    // The size is known from the header: refuse a decompression bomb before allocating its pixels.
    if (primary.width * primary.height > maxPixels) throw new Error('image has too many pixels');
    // libheif applies the container's transforms (irot, imir, clap) while decoding, so these pixels are
    // already upright; the EXIF orientation tag must not be applied on top (see heic.ts).
    return await primary.decode();
  } finally {
    images.dispose();
  }
}

// libheif-js console.logs every decode failure; the failure reaches the pool as a reply anyway, and this
// thread's console is its own, so only its noise goes. (Capturing the worker's stdout in the parent instead
// would keep the process alive.)
console.log = () => {};

const port = parentPort;
if (!port) throw new Error('heic-worker.ts must run in a worker thread');

port.on('message', (task: HeicTask) => {
  decodeFile(task).then(
    ({ width, height, data }) => {
      const pixels = data.buffer as ArrayBuffer;
      // Transferred, not copied: a 12 MP image is 48 MB of RGBA.
      port.postMessage({ id: task.id, ok: true, width, height, data: pixels } satisfies HeicReply, [pixels]);
    },
    (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      port.postMessage({ id: task.id, ok: false, message } satisfies HeicReply);
    },
  );
});
