// The yardstick of the video range bench: node:http serving one file as a static file server does, with
// single byte ranges (206, Content-Range, 416), a stat per request and a read stream per answer, nothing else.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';

const file = process.env.FILE ?? '';

const server = createServer((request, response) => {
  stat(file).then(
    ({ size }) => {
      const headers = { 'content-type': 'video/mp4', 'accept-ranges': 'bytes' };
      const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
      if (!range || (range[1] === '' && range[2] === '')) {
        response.writeHead(200, { ...headers, 'content-length': size });
        createReadStream(file).pipe(response);
        return;
      }
      const start = range[1] === '' ? Math.max(0, size - Number(range[2])) : Number(range[1]);
      const end = range[1] === '' || range[2] === '' ? size - 1 : Math.min(Number(range[2]), size - 1);
      if (start >= size || end < start) {
        response.writeHead(416, { 'content-range': `bytes */${size}` }).end();
        return;
      }
      response.writeHead(206, {
        ...headers,
        'content-range': `bytes ${start}-${end}/${size}`,
        'content-length': end - start + 1,
      });
      createReadStream(file, { start, end }).pipe(response);
    },
    () => response.writeHead(404).end(),
  );
});
server.listen(Number(process.env.PORT ?? 3296), '127.0.0.1');
