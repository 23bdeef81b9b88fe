import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, signupUser, type TestApp } from '../../test/app.ts';
import { createEvent } from '../../test/factories.ts';
import { multipart } from '../../test/multipart.ts';
import { putAndComplete } from '../../test/photos.ts';
import { MAX_IMAGE_BYTES } from '../../../common/upload-limits.ts';

// Issue 28, item 11: a server that refuses an upload after its first bytes answers, but stops reading.
// On a keep-alive connection the client then sends its next request behind the unread body, and that
// request never got an answer (a 30 s stall for a real browser). Each upload path is tried with a real
// socket: one keep-alive connection at most, a refused upload, then an ordinary request.

/** How long the request after a refused upload may take: far more than it needs, far less than the stall. */
const NEXT_ANSWER_WITHIN_MS = 5_000;
/** A refused upload of 27 MB on a busy machine: its own bound, so a slow one is not mistaken for the stall. */
const UPLOAD_ANSWER_WITHIN_MS = 20_000;

let app: TestApp;
let origin: URL;
let slug: string;
let eventId: number;
let host: { cookie: string };
let agent: Agent;

beforeAll(async () => {
  app = await createTestApp();
  await app.server.listen({ port: 0, host: '127.0.0.1' });
  origin = new URL(`http://127.0.0.1:${(app.server.server.address() as AddressInfo).port}`);
  host = { cookie: (await signupUser(app)).cookie };
  ({ slug, id: eventId } = await createEvent(app, host, { autoApprove: true }));
});
afterAll(() => app.close());

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  socket: Socket;
}

/** One request through `agent`, answered within `withinMs` or failed with the reason. */
function send(
  options: { method: string; path: string; headers?: Record<string, string | number> },
  body?: Buffer,
  withinMs = NEXT_ANSWER_WITHIN_MS,
): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = request(new URL(options.path, origin), {
      method: options.method,
      headers: options.headers,
      agent,
    });
    let socket: Socket | undefined;
    let answered = false;
    const timer = setTimeout(() => {
      outgoing.destroy();
      reject(new Error(`${options.method} ${options.path} got no answer within ${withinMs} ms`));
    }, withinMs);
    outgoing.on('socket', (assigned) => {
      socket = assigned;
      // Ending a connection with a refused body still coming resets it: the writer hears of it, not the answer.
      assigned.on('error', () => undefined);
    });
    outgoing.on('response', (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        clearTimeout(timer);
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          socket: socket!,
        });
      });
    });
    outgoing.on('error', (error) => {
      // The server may close while the rest of a refused body is still on its way: the answer came first.
      if (answered) return;
      clearTimeout(timer);
      reject(error);
    });
    outgoing.end(body);
  });
}

type Upload = { method: string; path: string; headers?: Record<string, string | number> };

/**
 * The refused upload, then an ordinary request on the same (only) connection: both are answered. Gives back
 * the refusal, and whether the next request had to open a new connection.
 */
async function refusedThenNext(upload: Upload, body: Buffer): Promise<Answer & { reconnected: boolean }> {
  agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const length: Record<string, number> = upload.headers?.['transfer-encoding']
      ? {}
      : { 'content-length': body.length };
    const refused = await send({ ...upload, headers: { ...length, ...upload.headers } }, body, UPLOAD_ANSWER_WITHIN_MS);
    const next = await send({ method: 'GET', path: `/api/events/${slug}` });
    expect(next.status).toBe(200);
    return { ...refused, reconnected: next.socket !== refused.socket };
  } finally {
    agent.destroy();
  }
}

/** A refusal that left the body unread ends its connection, and the client opened a new one. */
function expectClosed(refused: { headers: IncomingHttpHeaders; reconnected: boolean }) {
  expect(refused.headers.connection).toBe('close');
  expect(refused.reconnected).toBe(true);
}

/** Not a photo, whatever its name says, and long enough that the server refuses it before reading it all. */
const TEXT_AS_PNG = Buffer.from('These are not the photos you are looking for.\n'.repeat(40_000));

/** Starts like a JPEG, and runs past the 25 MB limit. */
function oversizedJpeg(): Buffer {
  const data = Buffer.alloc(MAX_IMAGE_BYTES + 2 * 1024 * 1024);
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]).copy(data);
  return data;
}

const direct = (headers: Record<string, string>): Upload => ({
  method: 'POST',
  path: `/api/events/${slug}/uploads/direct`,
  headers,
});

/** A presigned PUT as a client that does not say its length sends it: the size is found out while reading. */
const chunkedPut = (presignedUrl: string): Upload => ({
  method: 'PUT',
  path: presignedUrl,
  headers: { 'content-type': 'image/jpeg', 'transfer-encoding': 'chunked' },
});

async function presignPhoto(): Promise<{ presignedUrl: string; storageKey: string }> {
  const ticket = await app.server.inject({
    method: 'POST',
    url: `/api/events/${slug}/uploads/presign`,
    payload: { mimeType: 'image/jpeg' },
  });
  expect(ticket.statusCode).toBe(200);
  return ticket.json();
}

it('a direct upload refused for its type lets the next request on the connection through', async () => {
  const { payload, headers } = multipart([
    { name: 'files', filename: 'notes.png', contentType: 'image/png', data: TEXT_AS_PNG },
  ]);
  const refused = await refusedThenNext(direct(headers), payload);
  expect(refused.status).toBe(415);
  expect(JSON.parse(refused.body)).toEqual({
    message:
      'notes.png is an invalid file type. Only JPEG, PNG, HEIC and WebP photos and MP4, MOV and WebM videos are accepted.',
    code: 'UnsupportedMediaTypeError',
  });
  expectClosed(refused);
});

it('a direct upload refused for its size lets the next request on the connection through', async () => {
  const { payload, headers } = multipart([
    { name: 'files', filename: 'huge.jpg', contentType: 'image/jpeg', data: oversizedJpeg() },
  ]);
  const refused = await refusedThenNext(direct(headers), payload);
  expect(refused.status).toBe(413);
  expect(JSON.parse(refused.body)).toEqual({
    message: 'huge.jpg is too large. Maximum file size is 25MB.',
    code: 'PayloadTooLargeError',
  });
  // The multipart parser reads on to the end of the body, so the connection may be kept or closed: either
  // way the next request was answered.
});

it('a GraphQL upload refused for its type lets the next request on the connection through', async () => {
  const operations = JSON.stringify({
    query: `mutation ($slug: String!, $files: [Upload!]!) {
      uploadPhotos(slug: $slug, files: $files) { __typename ... on Error { message } }
    }`,
    variables: { slug, files: [null] },
  });
  const { payload, headers } = multipart([
    { name: 'operations', value: operations },
    { name: 'map', value: JSON.stringify({ 0: ['variables.files.0'] }) },
    { name: '0', filename: 'notes.png', contentType: 'image/png', data: TEXT_AS_PNG },
  ]);
  const refused = await refusedThenNext({ method: 'POST', path: '/graphql', headers }, payload);
  expect(JSON.parse(refused.body)).toMatchObject({
    data: {
      uploadPhotos: {
        message:
          'notes.png is an invalid file type. Only JPEG, PNG, HEIC and WebP photos and MP4, MOV and WebM videos are accepted.',
      },
    },
  });
  expectClosed(refused);
});

it('a presigned upload refused for its size lets the next request on the connection through', async () => {
  const { presignedUrl } = await presignPhoto();
  const refused = await refusedThenNext(chunkedPut(presignedUrl), oversizedJpeg());
  expect(refused.status).toBe(413);
  expectClosed(refused);
});

it('a presigned upload refused after its complete lets the next request on the connection through', async () => {
  const ticket = await presignPhoto();
  const photo = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#a36' } })
    .jpeg()
    .toBuffer();
  const complete = await putAndComplete(app, slug, ticket, photo, { originalFilename: 'once.jpg' });
  expect(complete.statusCode).toBe(201);

  const refused = await refusedThenNext(chunkedPut(ticket.presignedUrl), oversizedJpeg());
  expect(refused.status).toBe(409);
  expectClosed(refused);
});

it('a cover upload refused for its size lets the next request on the connection through', async () => {
  const ticket = await app.server.inject({
    method: 'POST',
    url: `/api/auth/events/${eventId}/cover/presign`,
    headers: host,
    payload: { mimeType: 'image/jpeg' },
  });
  expect(ticket.statusCode).toBe(200);
  const refused = await refusedThenNext(
    chunkedPut(ticket.json<{ presignedUrl: string }>().presignedUrl),
    oversizedJpeg(),
  );
  expect(refused.status).toBe(413);
  expectClosed(refused);
});

// @tus/server answers its own refusals (past Fastify) and closes the connection after them.
it('a resumable upload refused for its type lets the next request on the connection through', async () => {
  const created = await app.server.inject({
    method: 'POST',
    url: `/api/events/${slug}/tus`,
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': String(TEXT_AS_PNG.length),
      'upload-metadata': `filename ${Buffer.from('notes.png').toString('base64')}`,
    },
  });
  expect(created.statusCode).toBe(201);
  const cookie = String(created.headers['set-cookie']).split(';')[0]!;
  const refused = await refusedThenNext(
    {
      method: 'PATCH',
      path: String(created.headers.location),
      headers: {
        cookie,
        'tus-resumable': '1.0.0',
        'upload-offset': 0,
        'content-type': 'application/offset+octet-stream',
      },
    },
    TEXT_AS_PNG,
  );
  expect(refused.status).toBe(415);
  expect(JSON.parse(refused.body)).toEqual({
    message:
      'notes.png is an invalid file type. Only JPEG, PNG, HEIC and WebP photos and MP4, MOV and WebM videos are accepted.',
    code: 'UnsupportedMediaTypeError',
  });
  expectClosed(refused);
});

it('a finished upload keeps its connection for the next request', async () => {
  const photo = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer();
  const { payload, headers } = multipart([
    { name: 'files', filename: 'ok.png', contentType: 'image/png', data: photo },
  ]);
  agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const stored = await send(
      {
        method: 'POST',
        path: `/api/events/${slug}/uploads/direct`,
        headers: { ...headers, 'content-length': payload.length },
      },
      payload,
    );
    expect(stored.status).toBe(201);
    const next = await send({ method: 'GET', path: `/api/events/${slug}` });
    expect(next.status).toBe(200);
    expect(next.socket).toBe(stored.socket);
  } finally {
    agent.destroy();
  }
});
