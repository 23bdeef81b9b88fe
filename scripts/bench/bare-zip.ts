// The yardstick of the large ZIP bench: node:http answering one GET with archiver alone (store mode) over the
// files listed in FILES (a JSON array of {path, name, date}), every file handed over at once as zip.ts's bare
// baseline does, through archiver's own `file()` (it opens each file only when it reaches it: 20,000 streams
// opened at once exceed the open-file limit).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import archiver from 'archiver';

const files = JSON.parse(readFileSync(process.env.FILES ?? '', 'utf8')) as {
  path: string;
  name: string;
  date: string;
}[];

const server = createServer((_request, response) => {
  const archive = archiver('zip', { store: true });
  response.writeHead(200, { 'content-type': 'application/zip' });
  archive.pipe(response);
  for (const file of files) archive.file(file.path, { name: file.name, date: new Date(file.date) });
  void archive.finalize();
});
server.listen(Number(process.env.PORT ?? 3322), '127.0.0.1');
