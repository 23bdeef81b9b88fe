import yauzl from 'yauzl';

/** One file of a ZIP as read back: its name, compression method (0: stored) and bytes. */
export interface ZipFile {
  name: string;
  method: number;
  data: Buffer;
}

/** Reads every entry of a ZIP with yauzl, which refuses malformed archives. */
export function readZip(buffer: Buffer): Promise<ZipFile[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, strictFileNames: true, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no zip'));
      const files: ZipFile[] = [];
      zip.on('error', reject);
      zip.on('end', () => resolve(files));
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            files.push({ name: entry.fileName, method: entry.compressionMethod, data: Buffer.concat(chunks) });
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}
