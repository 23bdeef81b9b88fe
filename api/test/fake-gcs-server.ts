/**
 * A protocol-level fake of Google Cloud Storage, just large enough for the GcsStorage driver: it answers the
 * HTTP requests @google-cloud/storage 7 really sends (multipart upload, metadata, media download whole or by
 * Range, delete, list)
 * and checks V4 signed-URL PUTs and GETs the way GCS does (RSA-SHA256 over the canonical request, expiry, signed headers).
 * Objects live in memory, in one bucket.
 */
import { createHash, createPublicKey, generateKeyPairSync, verify, type KeyObject } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface FakeGcsObject {
  body: Buffer;
  contentType: string;
}

export interface FakeGcsServer {
  /** The origin to pass as apiEndpoint, e.g. http://127.0.0.1:41234. */
  url: string;
  bucket: string;
  /** Stored objects by name: what a test inspects to prove an upload did (or did not) land. */
  objects: Map<string, FakeGcsObject>;
  /** Every media download so far, with the Range header it sent: proof that a driver asked for a part. */
  downloads: { name: string; range: string | undefined }[];
  /** Requests still open, e.g. uploads the client abandoned without finishing. */
  openRequests(): number;
  close(): Promise<void>;
}

export interface FakeGcsOptions {
  bucket?: string;
  /** Service accounts whose V4 signatures the server accepts (see writeServiceAccountKey). */
  serviceAccounts?: { clientEmail: string; publicKey: KeyObject | string }[];
  /** The server's clock, for expiry tests. */
  now?: () => Date;
}

const MAX_BODY_BYTES = 64 * 1024 * 1024;
const MAX_SIGNED_URL_SECONDS = 7 * 24 * 60 * 60;

export async function startFakeGcsServer(options: FakeGcsOptions = {}): Promise<FakeGcsServer> {
  const bucket = options.bucket ?? 'test-bucket';
  const now = options.now ?? (() => new Date());
  const keys = new Map(
    (options.serviceAccounts ?? []).map((a) => [
      a.clientEmail,
      typeof a.publicKey === 'string' ? createPublicKey(a.publicKey) : a.publicKey,
    ]),
  );
  const objects = new Map<string, StoredObject>();
  let generation = Date.now() * 1000;

  const store = (name: string, body: Buffer, contentType: string): StoredObject => {
    const object: StoredObject = { body, contentType, generation: String(++generation), updated: now().toISOString() };
    objects.set(name, object);
    return object;
  };

  const downloads: FakeGcsServer['downloads'] = [];
  let open = 0;
  const server = createServer((request, response) => {
    open++;
    response.once('close', () => open--);
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) jsonError(response, 500, String(error));
      else response.destroy();
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake');
    const path = (request.url ?? '/').split('?')[0]!;
    const method = request.method ?? 'GET';
    let match: RegExpExecArray | null;

    if ((match = /^\/upload\/storage\/v1\/b\/([^/]+)\/o$/.exec(path)) && method === 'POST') {
      if (!isBucket(match[1]!, response)) return;
      const body = await readBody(request);
      if (!body) return jsonError(response, 400, 'The request was not complete.');
      return upload(url, request, body, response);
    }
    if ((match = /^\/(?:download\/)?storage\/v1\/b\/([^/]+)\/o\/([^/]+)$/.exec(path))) {
      if (!isBucket(match[1]!, response)) return;
      const name = decodeURIComponent(match[2]!);
      const object = objects.get(name);
      if (method === 'DELETE') {
        if (!objects.delete(name)) return notFound(response, name);
        response.writeHead(204).end();
        return;
      }
      if (method !== 'GET') return jsonError(response, 405, 'Method not allowed.');
      if (!object) return notFound(response, name);
      if (url.searchParams.get('alt') === 'media' || path.startsWith('/download/')) {
        downloads.push({ name, range: request.headers.range });
        return media(object, request.headers.range, response);
      }
      return json(response, 200, resource(name, object));
    }
    if ((match = /^\/storage\/v1\/b\/([^/]+)\/o$/.exec(path)) && method === 'GET') {
      if (!isBucket(match[1]!, response)) return;
      return json(response, 200, list(url.searchParams));
    }
    if (
      (match = /^\/([^/]+)\/(.+)$/.exec(path)) &&
      (method === 'GET' || method === 'HEAD') &&
      url.searchParams.has('X-Goog-Signature')
    ) {
      // A V4 signed read (XML API), as a browser follows a redirect to it: the signature first, then the
      // object, answered with the signed response-content-type and response-content-disposition.
      if (match[1] !== bucket) return xmlError(response, 404, 'NoSuchBucket', 'The bucket does not exist.');
      const refusal = checkV4Signature(request, path, url.searchParams, keys, now());
      if (refusal)
        return xmlError(response, refusal.code === 'ExpiredToken' ? 400 : 403, refusal.code, refusal.message);
      const name = match[2]!.split('/').map(decodeURIComponent).join('/');
      const object = objects.get(name);
      if (!object) return xmlError(response, 404, 'NoSuchKey', 'The specified key does not exist.');
      downloads.push({ name, range: request.headers.range });
      const type = url.searchParams.get('response-content-type');
      const disposition = url.searchParams.get('response-content-disposition');
      if (disposition) response.setHeader('content-disposition', disposition);
      if (method === 'HEAD') {
        response
          .writeHead(200, {
            'content-type': type ?? object.contentType,
            'content-length': String(object.body.length),
            'accept-ranges': 'bytes',
          })
          .end();
        return;
      }
      return media(type ? { ...object, contentType: type } : object, request.headers.range, response);
    }
    if ((match = /^\/([^/]+)\/(.+)$/.exec(path)) && method === 'PUT' && url.searchParams.has('X-Goog-Signature')) {
      if (match[1] !== bucket) return xmlError(response, 404, 'NoSuchBucket', 'The bucket does not exist.');
      const refusal = checkV4Signature(request, path, url.searchParams, keys, now());
      if (refusal) return xmlError(response, 403, refusal.code, refusal.message);
      const body = await readBody(request);
      if (!body) return xmlError(response, 400, 'IncompleteBody', 'The request was not complete.');
      const range = /^(\d+),(\d+)$/.exec(String(request.headers['x-goog-content-length-range'] ?? ''));
      if (range && (body.length < Number(range[1]) || body.length > Number(range[2]))) {
        return xmlError(
          response,
          400,
          'EntityTooLarge',
          'Your proposed upload is larger than the maximum object size specified in your Policy Document.',
        );
      }
      const name = match[2]!.split('/').map(decodeURIComponent).join('/');
      store(name, body, request.headers['content-type'] ?? 'application/octet-stream');
      response.writeHead(200, { 'content-length': '0' }).end();
      return;
    }
    // Not 404: a request the fake does not know must fail loudly, not read as "no such object".
    jsonError(response, 501, `The fake has no route for ${method} ${path}.`);
  }

  function isBucket(name: string, response: ServerResponse): boolean {
    if (decodeURIComponent(name) === bucket) return true;
    jsonError(response, 404, 'The specified bucket does not exist.');
    return false;
  }

  // POST /upload/storage/v1/b/{bucket}/o: the library sends uploadType=multipart with the name in the query and
  // a multipart/related body of two parts, the JSON metadata and the media.
  function upload(url: URL, request: IncomingMessage, body: Buffer, response: ServerResponse): void {
    const name = url.searchParams.get('name');
    if (!name) return jsonError(response, 400, 'Required parameter: name');
    const uploadType = url.searchParams.get('uploadType');
    if (uploadType === 'media') {
      const object = store(name, body, request.headers['content-type'] ?? 'application/octet-stream');
      return json(response, 200, resource(name, object));
    }
    if (uploadType !== 'multipart') return jsonError(response, 400, `Unsupported uploadType ${uploadType}.`);
    const parts = parseMultipartRelated(request.headers['content-type'] ?? '', body);
    if (!parts || parts.length !== 2) return jsonError(response, 400, 'Malformed multipart body.');
    const metadata = JSON.parse(parts[0]!.body.toString('utf8')) as { contentType?: string };
    const contentType = metadata.contentType ?? parts[1]!.contentType ?? 'application/octet-stream';
    return json(response, 200, resource(name, store(name, parts[1]!.body, contentType)));
  }

  // The library checks the crc32c it computed against the response (upload) and x-goog-hash (download).
  function resource(name: string, object: StoredObject): Record<string, unknown> {
    object.generation ??= String(++generation);
    object.updated ??= now().toISOString();
    return {
      kind: 'storage#object',
      id: `${bucket}/${name}/${object.generation}`,
      name,
      bucket,
      generation: object.generation,
      metageneration: '1',
      contentType: object.contentType,
      storageClass: 'STANDARD',
      size: String(object.body.length),
      md5Hash: createHash('md5').update(object.body).digest('base64'),
      crc32c: crc32cBase64(object.body),
      timeCreated: object.updated,
      updated: object.updated,
    };
  }

  // A media download, whole or (with a Range header) in part, as GCS answers it: one range `bytes=a-b`,
  // `bytes=a-` or `bytes=-n` gets 206 with Content-Range, one past the end 416; anything else (several
  // ranges, another unit, nonsense) is ignored and the whole object sent. x-goog-hash always describes the
  // whole object, as on GCS, which is why the library checks hashes of whole downloads only.
  function media(object: StoredObject, rangeHeader: string | undefined, response: ServerResponse): void {
    object.generation ??= String(++generation);
    const total = object.body.length;
    const headers: Record<string, string> = {
      'content-type': object.contentType,
      'accept-ranges': 'bytes',
      'x-goog-generation': object.generation,
      'x-goog-stored-content-encoding': 'identity',
      'x-goog-hash': `crc32c=${crc32cBase64(object.body)},md5=${createHash('md5').update(object.body).digest('base64')}`,
    };
    const range = /^bytes=(\d*)-(\d*)$/.exec(rangeHeader?.trim() ?? '');
    if (
      !range ||
      (range[1] === '' && range[2] === '') ||
      (range[1] !== '' && range[2] !== '' && Number(range[2]) < Number(range[1]))
    ) {
      response.writeHead(200, { ...headers, 'content-length': String(total) });
      response.end(object.body);
      return;
    }
    const suffix = range[1] === '';
    const start = suffix ? Math.max(0, total - Number(range[2])) : Number(range[1]);
    const end = suffix || range[2] === '' ? total - 1 : Math.min(Number(range[2]), total - 1);
    if (start >= total || (suffix && Number(range[2]) === 0)) {
      response.setHeader('content-range', `bytes */${total}`);
      return jsonError(response, 416, 'The requested range cannot be satisfied.');
    }
    response.writeHead(206, {
      ...headers,
      'content-range': `bytes ${start}-${end}/${total}`,
      'content-length': String(end - start + 1),
    });
    response.end(object.body.subarray(start, end + 1));
  }

  // Names in order; pageToken is the last name of the previous page, as an opaque string.
  function list(query: URLSearchParams): Record<string, unknown> {
    const prefix = query.get('prefix') ?? '';
    const after = query.get('pageToken') ? Buffer.from(query.get('pageToken')!, 'base64url').toString() : '';
    const maxResults = Math.min(Number(query.get('maxResults') ?? 1000) || 1000, 1000);
    const names = [...objects.keys()].filter((n) => n.startsWith(prefix) && n > after).sort();
    const page = names.slice(0, maxResults);
    const result: Record<string, unknown> = {
      kind: 'storage#objects',
      items: page.map((n) => resource(n, objects.get(n)!)),
    };
    if (names.length > page.length) result.nextPageToken = Buffer.from(page.at(-1)!).toString('base64url');
    return result;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    bucket,
    objects,
    downloads,
    openRequests: () => open,
    async close() {
      // Aborted uploads are left hanging by the client on purpose; do not wait for them.
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

// Objects a test put straight into the map have no generation yet.
interface StoredObject extends FakeGcsObject {
  generation?: string;
  updated?: string;
}

/**
 * Checks a V4 signed request as GCS does
 * (https://cloud.google.com/storage/docs/authentication/signatures): rebuild the canonical request from what
 * actually arrived (method, path, query without the signature, the signed headers' values), hash it into the
 * string to sign, and verify the RSA-SHA256 signature with the service account's public key. A Content-Type
 * other than the signed one changes the canonical request, so it fails here too.
 */
function checkV4Signature(
  request: IncomingMessage,
  path: string,
  query: URLSearchParams,
  keys: Map<string, KeyObject>,
  now: Date,
): { code: string; message: string } | null {
  const denied = (message: string) => ({ code: 'SignatureDoesNotMatch', message });
  if (query.get('X-Goog-Algorithm') !== 'GOOG4-RSA-SHA256') return denied('Unsupported signing algorithm.');
  const [clientEmail, ...scopeParts] = (query.get('X-Goog-Credential') ?? '').split('/');
  const scope = scopeParts.join('/');
  const date = query.get('X-Goog-Date') ?? '';
  const expires = Number(query.get('X-Goog-Expires'));
  const signedHeaders = query.get('X-Goog-SignedHeaders') ?? '';
  const signature = query.get('X-Goog-Signature') ?? '';

  const key = keys.get(clientEmail ?? '');
  if (!key) return denied('Unknown credential.');
  const signedAt = parseGoogDate(date);
  if (!signedAt || scope !== `${date.slice(0, 8)}/auto/storage/goog4_request`) return denied('Malformed credential.');
  if (!Number.isInteger(expires) || expires < 1 || expires > MAX_SIGNED_URL_SECONDS) return denied('Bad expiry.');
  if (signedAt.getTime() > now.getTime() + 60_000) return denied('The request is not yet valid.');
  if (now.getTime() > signedAt.getTime() + expires * 1000) {
    return { code: 'ExpiredToken', message: 'Invalid argument: the signed URL has expired.' };
  }

  const headerNames = signedHeaders.split(';');
  if (!headerNames.includes('host')) return denied('The host header must be signed.');
  const canonicalHeaders: string[] = [];
  for (const name of headerNames) {
    let value = request.headers[name];
    if (value === undefined) return denied(`Missing signed header ${name}.`);
    if (Array.isArray(value)) value = value.join(',');
    // The library signs the hostname without the port (signer.js: URL.hostname), and GCS never has one.
    if (name === 'host') value = value.replace(/:\d+$/, '');
    canonicalHeaders.push(`${name}:${value.trim().replace(/\s{2,}/g, ' ')}\n`);
  }
  const canonicalQuery = [...query.entries()]
    .filter(([name]) => name !== 'X-Goog-Signature')
    .map(([name, value]) => [rfc3986(name), rfc3986(value)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalRequest = [
    request.method,
    path,
    canonicalQuery,
    canonicalHeaders.join(''),
    signedHeaders,
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const stringToSign = [
    'GOOG4-RSA-SHA256',
    date,
    scope,
    createHash('sha256').update(canonicalRequest).digest('hex'),
  ].join('\n');
  if (!/^[0-9a-f]+$/i.test(signature)) return denied('Malformed signature.');
  const valid = verify('RSA-SHA256', Buffer.from(stringToSign), key, Buffer.from(signature, 'hex'));
  return valid ? null : denied('The request signature we calculated does not match the signature you provided.');
}

function rfc3986(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function parseGoogDate(value: string): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  return m ? new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!)) : null;
}

/** Splits a multipart/related body; null unless it ends with the closing delimiter (a complete request). */
function parseMultipartRelated(contentType: string, body: Buffer): { contentType?: string; body: Buffer }[] | null {
  const boundary = /^multipart\/related;\s*boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) return null;
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const data = Buffer.concat([Buffer.from('\r\n'), body]);
  const parts: { contentType?: string; body: Buffer }[] = [];
  let position = data.indexOf(delimiter);
  if (position !== 0) return null;
  for (;;) {
    const start = position + delimiter.length;
    if (data.subarray(start, start + 2).toString() === '--') return parts;
    const next = data.indexOf(delimiter, start);
    if (next === -1) return null;
    const part = data.subarray(start, next);
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd === -1) return null;
    const headers = part.subarray(0, headerEnd).toString('latin1');
    parts.push({
      contentType: /^content-type:\s*(.+)$/im.exec(headers)?.[1]?.trim(),
      body: Buffer.from(part.subarray(headerEnd + 4)),
    });
    position = next;
  }
}

/** The whole body, or null when the client went away first (so nothing half-sent is ever stored). */
async function readBody(request: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of request as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) return null;
      chunks.push(chunk);
    }
  } catch {
    return null;
  }
  return request.complete ? Buffer.concat(chunks) : null;
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

function jsonError(response: ServerResponse, status: number, message: string): void {
  json(response, status, { error: { code: status, message, errors: [{ message, domain: 'global' }] } });
}

function notFound(response: ServerResponse, name: string): void {
  jsonError(response, 404, `No such object: ${name}`);
}

// The XML API (signed URLs) answers errors in XML.
function xmlError(response: ServerResponse, status: number, code: string, message: string): void {
  response
    .writeHead(status, { 'content-type': 'application/xml; charset=UTF-8' })
    .end(`<?xml version='1.0' encoding='UTF-8'?><Error><Code>${code}</Code><Message>${message}</Message></Error>`);
}

// CRC32C (Castagnoli), as base64 of the big-endian value: the form GCS reports and the library checks.
const CRC32C_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0x82f63b78 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32cBase64(data: Buffer): string {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC32C_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  const out = Buffer.alloc(4);
  out.writeUInt32BE((crc ^ 0xffffffff) >>> 0);
  return out.toString('base64');
}

export interface FakeGcsForApp {
  fake: FakeGcsServer;
  /** The environment that points an app's storage at the fake, signing upload URLs with the key. */
  env: Record<string, string>;
  /** Stops the server and removes the key file. */
  close(): Promise<void>;
}

/** A fake GCS with a service-account key of its own, for an app on STORAGE_DRIVER=gcs. */
export async function startFakeGcsForApp(options: Pick<FakeGcsOptions, 'now'> = {}): Promise<FakeGcsForApp> {
  const serviceAccount = await writeServiceAccountKey();
  const fake = await startFakeGcsServer({ bucket: 'wedding-photos', serviceAccounts: [serviceAccount], ...options });
  const env = {
    STORAGE_DRIVER: 'gcs',
    GCS_BUCKET: fake.bucket,
    GCS_PROJECT_ID: 'fake-project',
    GOOGLE_APPLICATION_CREDENTIALS: serviceAccount.path,
    STORAGE_EMULATOR_HOST: fake.url,
  };
  return {
    fake,
    env,
    async close() {
      await fake.close();
      await serviceAccount.remove();
    },
  };
}

export interface ServiceAccountKey {
  /** Pass as keyFilename. */
  path: string;
  clientEmail: string;
  publicKey: KeyObject;
  remove(): Promise<void>;
}

/** Writes a throwaway service-account key file (a fresh RSA key) that the library signs URLs with, offline. */
export async function writeServiceAccountKey(projectId = 'fake-project'): Promise<ServiceAccountKey> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const clientEmail = `uploader@${projectId}.iam.gserviceaccount.com`;
  const directory = await mkdtemp(join(tmpdir(), 'fake-gcs-key-'));
  const path = join(directory, 'service-account.json');
  await writeFile(
    path,
    JSON.stringify({
      type: 'service_account',
      project_id: projectId,
      private_key_id: 'fake-key-1',
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
      client_email: clientEmail,
      client_id: '1',
      auth_uri: 'https://accounts.google.com/o/oauth2/auth',
      token_uri: 'https://oauth2.googleapis.com/token',
    }),
    { mode: 0o600 },
  );
  return { path, clientEmail, publicKey, remove: () => rm(directory, { recursive: true, force: true }) };
}
