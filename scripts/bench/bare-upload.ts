// The yardstick of the upload bench: node:http and busboy streaming each file to a temporary file on disk,
// fsync, rename, then the answer. What any receiver that keeps what it acknowledges must do at least.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, rename } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Busboy, type BusboyHeaders } from '@fastify/busboy';

const directory = process.env.UPLOAD_DIR ?? '/tmp';

const server = createServer((request, response) => {
  const busboy = new Busboy({ headers: request.headers as BusboyHeaders });
  const stored: Promise<string>[] = [];
  busboy.on('file', (_field, file) => {
    stored.push(
      (async () => {
        const name = randomUUID();
        const temporary = join(directory, `${name}.part`);
        await pipeline(file, createWriteStream(temporary));
        const handle = await open(temporary, 'r');
        await handle.sync();
        await handle.close();
        await rename(temporary, join(directory, name));
        return name;
      })(),
    );
  });
  busboy.on('finish', () => {
    Promise.all(stored).then(
      (names) => response.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ names })),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  request.pipe(busboy);
});
server.listen(Number(process.env.PORT ?? 3293), '127.0.0.1');
