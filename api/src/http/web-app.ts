import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { linkPreviewTags, withLinkPreview } from './link-preview.ts';

export const DEFAULT_WEB_ROOT = new URL('../../../web/dist/', import.meta.url).pathname;

function readPage(webRoot: string | null, name: string): string | undefined {
  const file = webRoot ? join(webRoot, name) : undefined;
  return file && existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

function isApiPath(url: string): boolean {
  return (
    url === '/graphql' ||
    url.startsWith('/graphql?') ||
    url === '/api' ||
    url.startsWith('/api/') ||
    url.startsWith('/api?')
  );
}

/**
 * Serves the built web app: hashed assets cached for a year, and index.html for every other
 * non-API path so client-side routes load on a refresh. Unknown API paths answer 404 JSON.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webRoot: string | null,
  publicUrl: string | undefined,
): Promise<void> {
  const indexHtml = readPage(webRoot, 'index.html');
  // The guest page has its own small entry (no router, no host code) for phones on mobile data.
  const guestHtml = readPage(webRoot, 'guest.html') ?? indexHtml;

  if (webRoot && indexHtml) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      index: false,
      wildcard: true,
      setHeaders: (res, filePath) => {
        res.header(
          'cache-control',
          filePath.includes(`${join(webRoot, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  const sendIndex = (reply: FastifyReply) => {
    if (!indexHtml) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet. Run `npm run build`, then reload.');
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  };

  // The static plugin answers a directory with 403; the root is the app like any other route.
  app.get('/', (_request, reply) => sendIndex(reply));

  // Guest pages carry link-preview tags in the HTML itself: WhatsApp and social networks run no scripts.
  const sendGuestPage = async (request: FastifyRequest<{ Params: { slug: string } }>, reply: FastifyReply) => {
    if (!guestHtml) return sendIndex(reply);
    const origin = publicUrl ?? `${request.protocol}://${request.host}`;
    const preview = await request.services.guest.linkPreview(request.params.slug);
    const tags = linkPreviewTags(preview, `${origin}/e/${encodeURIComponent(request.params.slug)}`, origin);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(withLinkPreview(guestHtml, tags));
  };
  app.get('/e/:slug', sendGuestPage);
  app.get('/e/:slug/*', sendGuestPage);

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ message: 'Not found.' });
    }
    return sendIndex(reply);
  });
}
