import { randomBytes } from 'node:crypto';

export type Part =
  { name: string; value: string } | { name: string; filename: string; contentType: string; data: Buffer };

/** A multipart/form-data body as browsers send it, for `app.server.inject`. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'filename' in part
        ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}`
        : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push('filename' in part ? part.data : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
