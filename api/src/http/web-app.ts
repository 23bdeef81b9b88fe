import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const DEFAULT_WEB_ROOT = new URL('../../../web/dist/', import.meta.url).pathname;

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
export async function registerWebApp(app: FastifyInstance, webRoot: string | null): Promise<void> {
  const indexFile = webRoot ? join(webRoot, 'index.html') : undefined;
  const indexHtml = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;

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

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ message: 'Not found.' });
    }
    return sendIndex(reply);
  });
}
