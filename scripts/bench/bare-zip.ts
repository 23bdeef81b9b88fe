// The yardstick of the large ZIP bench: node:http answering one GET with archiver alone (store mode) over the
// files listed in FILES (a JSON array of {path, name, date}), every file handed over at once as zip.ts's bare
// baseline does; each opened only when archiver reaches it (20,000 open files would exceed the limit).
import { createReadStream, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { Readable } from 'node:stream';
import archiver from 'archiver';

const files = JSON.parse(readFileSync(process.env.FILES ?? '', 'utf8')) as {
  path: string;
  name: string;
  date: string;
}[];

function opensWhenRead(path: string): Readable {
  return Readable.from(
    (async function* () {
      yield* createReadStream(path);
    })(),
    { objectMode: false },
  );
}

const server = createServer((_request, response) => {
  const archive = archiver('zip', { store: true });
  response.writeHead(200, { 'content-type': 'application/zip' });
  archive.pipe(response);
  for (const file of files) {
    archive.append(opensWhenRead(file.path), { name: file.name, date: new Date(file.date), store: true });
  }
  void archive.finalize();
});
server.listen(Number(process.env.PORT ?? 3322), '127.0.0.1');
