/**
 * Bytes Node sends per guest page view (issue 35, item 6; decision 063). One phone opens an open event's
 * guest page as a browser does: the page (/e/{slug}), the scripts and styles it names, the gallery's first
 * page (the persisted GallerySectionQuery, 20 photos) and those 20 thumbnails, compressed as a browser
 * asks (Accept-Encoding: br, gzip). Counted on the sockets to the server: every byte of every answer,
 * status lines and headers included. Three deployments on the same photos:
 *
 *   - local disk: Node sends every thumbnail (before);
 *   - GCS with GCS_SIGNED_READS=false: the same, through Node from the bucket (before);
 *   - GCS with signed reads (the default): Node answers each image with a 302 to the bucket (after);
 *
 * and, for information, local disk behind a warm CDN: what still reaches Node once a CDN keeps every answer
 * it may keep for an hour or more (`public` with a long max-age or `immutable`).
 *
 * The photos are 12 MP phone-like pictures (noise, so their thumbnails weigh what real ones do), seeded
 * through the public API; the fake GCS server (api/test/fake-gcs-server.ts) runs in this process.
 */
import { spawnSync } from 'node:child_process';
import { request as httpRequest, Agent, type IncomingHttpHeaders } from 'node:http';
import type { Socket } from 'node:net';
import { brotliDecompressSync as brotli, gunzipSync as gunzip } from 'node:zlib';
import sharp from 'sharp';
import { persistedOperations, persistedQueryExtension } from '../../api/src/graphql/persisted-operations.ts';
import { startFakeGcsForApp, type FakeGcsForApp } from '../../api/test/fake-gcs-server.ts';
import type { Bench, BenchOptions, Measurement } from './bench.ts';
import { seedEvent, startApp, waitForIdleQueues, type AppProcess } from './app-process.ts';

const APP_PORT = 3311;
const PHOTOS = 20;
const GALLERY_OPERATION = 'GallerySectionQuery';
/** What a CDN keeps: long-lived shared answers. */
const CDN_KEEPS = /public[^]*(immutable|max-age=(\d{4,}))/;

interface Answer {
  path: string;
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** Bytes read from the socket for this answer: status line, headers and body as sent. */
  wireBytes: number;
}

interface View {
  total: number;
  images: number;
  /** Of the total, what a warm CDN in front of Node would still pass on. */
  pastCdn: number;
  answers: number;
  redirects: number;
}

export function guestViewBytesBench(options: BenchOptions): Bench {
  return {
    name: `Guest view bytes from Node (page, scripts, gallery, ${PHOTOS} thumbnails; ${options.database} database)`,
    async run(): Promise<Measurement[]> {
      const build = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { stdio: 'inherit' });
      if (build.status !== 0) throw new Error('building the web app failed');
      const local = await measureDeployment(options, null);
      const streamed = await measureDeployment(options, { signedReads: false });
      const redirected = await measureDeployment(options, { signedReads: true });
      const kB = (bytes: number) => Math.round(bytes / 100) / 10;
      const note = (view: View) =>
        `${view.answers} answers, ${view.redirects} redirects; images ${kB(view.images)} kB of ${kB(view.total)} kB`;
      return [
        {
          metric: 'local disk: bytes Node sends per guest view',
          value: kB(local.total),
          unit: 'kB',
          budget: null,
          note: note(local),
        },
        {
          metric: 'GCS, streamed through Node (GCS_SIGNED_READS=false)',
          value: kB(streamed.total),
          unit: 'kB',
          budget: null,
          note: note(streamed),
        },
        {
          metric: 'GCS, signed-URL redirects (default): bytes Node sends per guest view',
          value: kB(redirected.total),
          unit: 'kB',
          // Images leave Node: what is left is the page, its scripts, the gallery and a redirect of at
          // most 2 kB (a signed URL of about 1.2 kB and its headers) per photo.
          budget: { atMost: Math.ceil(kB(local.total - local.images) + PHOTOS * 2) },
          note: `${note(redirected)}; ${(100 * (1 - redirected.total / local.total)).toFixed(0)}% less than local`,
        },
        {
          metric: 'local disk behind a warm CDN: bytes still reaching Node per view',
          value: kB(local.pastCdn),
          unit: 'kB',
          budget: null,
          note: 'answers without a long-lived public Cache-Control (the page, the gallery)',
        },
      ];
    },
  };
}

async function measureDeployment(options: BenchOptions, gcsSettings: { signedReads: boolean } | null): Promise<View> {
  let gcs: FakeGcsForApp | undefined;
  let app: AppProcess | undefined;
  const saved = { ...process.env };
  try {
    if (gcsSettings) {
      gcs = await startFakeGcsForApp();
      // startApp passes its own environment over this process's: the storage settings come from here.
      Object.assign(process.env, gcs.env, { GCS_SIGNED_READS: String(gcsSettings.signedReads) });
    } else {
      process.env.STORAGE_DRIVER = 'local';
    }
    app = await startApp(options.database, APP_PORT);
    for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
    Object.assign(process.env, saved);

    const { slug, token } = await seedEvent(app.url, 0);
    await seedPhotos(app.url, slug, token);
    await waitForIdleQueues(app);
    // Once to warm the server (its caches, the bucket connection), then the view that counts.
    await guestView(app.url, slug, gcs);
    const view = await guestView(app.url, slug, gcs);
    console.log(
      `   ${gcsSettings ? `gcs, signed reads ${gcsSettings.signedReads}` : 'local'}: ${JSON.stringify(view)}`,
    );
    return view;
  } finally {
    for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
    Object.assign(process.env, saved);
    await app?.stop();
    await gcs?.close();
  }
}

/** Phone-sized photos, approved: their thumbnails weigh what real ones do (tens of kB). */
async function seedPhotos(app: string, slug: string, token: string): Promise<void> {
  // Noise at 320 x 240 blown up to 12 MP: detail a 400 px thumbnail keeps (plain noise at full size
  // averages out to grey), so a thumbnail weighs what a real one does (about 30 kB).
  const detail = await sharp({
    create: {
      width: 320,
      height: 240,
      channels: 3,
      background: { r: 128, g: 128, b: 128 },
      noise: { type: 'gaussian', mean: 128, sigma: 50 },
    },
  })
    .png()
    .toBuffer();
  const base = await sharp(detail).resize(4000, 3000).jpeg({ quality: 85 }).toBuffer();
  const ids: number[] = [];
  for (let i = 0; i < PHOTOS; i++) {
    // Each its own bytes (identical ones are one photo): a tint per photo.
    const photo = await sharp(base)
      .tint({ r: 100 + i * 7, g: 120, b: 140 })
      .jpeg({ quality: 85 })
      .toBuffer();
    const form = new FormData();
    form.append('files', new Blob([photo], { type: 'image/jpeg' }), `IMG_${i}.jpg`);
    const upload = await fetch(`${app}/api/events/${slug}/uploads/direct`, { method: 'POST', body: form });
    if (upload.status !== 201) throw new Error(`upload ${i}: ${upload.status} ${await upload.text()}`);
    ids.push(((await upload.json()) as { uploads: { id: number }[] }).uploads[0]!.id);
  }
  // The event approves nothing by itself: the seeded host approves every photo.
  const approved = await fetch(`${app}/api/auth/uploads/bulk`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ ids, action: 'APPROVED' }),
  });
  if (!approved.ok) throw new Error(`approving failed: ${approved.status}`);
  const deadline = Date.now() + 180_000;
  for (;;) {
    const gallery = await fetch(`${app}/api/events/${slug}/gallery?limit=100`);
    if (((await gallery.json()) as { uploads: unknown[] }).uploads.length >= PHOTOS) return;
    if (Date.now() > deadline) throw new Error('the photos did not reach the gallery');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** One phone's view of the guest page, on a fresh connection pool: every answer's bytes as sent. */
async function guestView(app: string, slug: string, gcs: FakeGcsForApp | undefined): Promise<View> {
  const agent = new Agent({ keepAlive: true, maxSockets: 6 });
  const answers: Answer[] = [];
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const answer = await getCounted(agent, `${app}${path}`, headers);
    answers.push(answer);
    return answer;
  };
  try {
    const page = await get(`/e/${slug}`, { accept: 'text/html' });
    if (page.status !== 200) throw new Error(`/e/${slug}: ${page.status}`);
    const html = decoded(page).toString('utf8');
    const assets = [
      ...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g),
      ...html.matchAll(/<link rel="(?:modulepreload|stylesheet)"[^>]*href="([^"]+)"/g),
    ].map((match) => match[1]!);
    await Promise.all([...new Set(assets)].filter((asset) => asset.startsWith('/')).map((asset) => get(asset)));

    const gallery = persistedOperations().named(GALLERY_OPERATION);
    const query = new URLSearchParams({
      operationName: gallery.name,
      variables: JSON.stringify({ slug, pin: null, first: PHOTOS, after: null }),
      extensions: JSON.stringify(persistedQueryExtension(gallery.id)),
    });
    const answer = await get(`/graphql?${query}`, { accept: 'application/graphql-response+json, application/json' });
    const edges = (
      JSON.parse(decoded(answer).toString('utf8')) as {
        data?: { eventGallery?: { edges: { node: { thumbnailUrl: string } }[] } };
      }
    ).data?.eventGallery?.edges;
    if (edges?.length !== PHOTOS) throw new Error(`the gallery answered ${answer.status} with ${edges?.length} photos`);
    const thumbnails = edges.map((edge) => edge.node.thumbnailUrl);
    const images = await Promise.all(thumbnails.map((url) => get(url, { accept: 'image/avif,image/webp,*/*' })));
    for (const image of images) {
      if (gcs) {
        // The redirect must lead to the photo: the bucket answers it (not counted: those bytes are not Node's).
        if (image.status === 302) {
          const fromBucket = await fetch(String(image.headers.location));
          if (fromBucket.status !== 200) throw new Error(`the signed URL answered ${fromBucket.status}`);
          await fromBucket.arrayBuffer();
          continue;
        }
      }
      if (image.status !== 200 || image.body.length === 0) throw new Error(`${image.path}: ${image.status}`);
    }
    const imageBytes = images.reduce((sum, image) => sum + image.wireBytes, 0);
    return {
      total: answers.reduce((sum, a) => sum + a.wireBytes, 0),
      images: imageBytes,
      pastCdn: answers
        .filter((a) => !CDN_KEEPS.test(String(a.headers['cache-control'] ?? '')))
        .reduce((sum, a) => sum + a.wireBytes, 0),
      answers: answers.length,
      redirects: images.filter((image) => image.status === 302).length,
    };
  } finally {
    agent.destroy();
  }
}

/** A GET whose answer is counted on the socket: the bytes the socket read while it was answered. */
function getCounted(agent: Agent, url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      { agent, headers: { 'accept-encoding': 'br, gzip', 'user-agent': 'Mozilla/5.0 (bench)', ...headers } },
      (response) => {
        const socket = response.socket;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          resolve({
            path: new URL(url).pathname,
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
            wireBytes: socket.bytesRead - startBytes,
          });
        });
        response.on('error', reject);
      },
    );
    let startBytes = 0;
    request.on('socket', (socket: Socket) => {
      startBytes = socket.bytesRead;
    });
    request.on('error', reject);
    request.end();
  });
}

function decoded(answer: Answer): Buffer {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotli(answer.body);
  if (encoding === 'gzip') return gunzip(answer.body);
  return answer.body;
}
