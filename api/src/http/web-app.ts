import { NotFoundError } from '../lib/errors.ts';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from './api-path.ts';
import type { EventPageAnswerTag } from './event-page-answer.ts';
import { coverPreloadTag, escapeHtml, linkPreviewTags, withLinkPreview } from './link-preview.ts';
import { translate } from '../i18n/messages.ts';
import { catalogPreloadTag, modulePreloadTags, readBuildManifest } from './page-preloads.ts';
import { isAppRoute, NOINDEX_TAG, publicPageAt, publicPageTags, robotsTxt, sitemapXml } from './public-pages.ts';
import { projectPath } from '../lib/build-layout.ts';
import { requestCookiesOf as cookieJarCookiesOf } from './guest-key-cookie.ts';
import { pageLocale } from '../i18n/request-locale.ts';
import type { LoadableLocale } from '../../../common/i18n/locales.ts';

export const DEFAULT_WEB_ROOT = projectPath('web', 'dist');

function readPage(webRoot: string | null, name: string): string | undefined {
  const file = webRoot ? join(webRoot, name) : undefined;
  return file && existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

/**
 * The page in the reader's language: <html lang> for screen readers and the browser's translation offer,
 * and data-locale, which the web entries start in (web/src/i18n/i18n.ts initialLocale).
 */
export function withPageLocale(html: string, locale: LoadableLocale): string {
  return html.replace(/<html\b[^>]*>/i, () => `<html lang="${locale}" data-locale="${locale}">`);
}

/**
 * The shells' own English words in the page's language: web/index.html's description (what a link to a
 * signed-in page previews as) and each shell's <noscript> note. The files keep the English for Vite's dev
 * server; the catalog's English is the same words.
 */
export function withShellWords(html: string, words: { description?: string; noscript: string }): string {
  const described = words.description
    ? html.replace(
        /<meta\s+name="description"[^>]*\/?>/,
        () => `<meta name="description" content="${escapeHtml(words.description!)}" />`,
      )
    : html;
  return described.replace(/<noscript>[^<]*<\/noscript>/, () => `<noscript>${escapeHtml(words.noscript)}</noscript>`);
}

/**
 * Hands a browser without a key for the event one (decision 064): its reads then pay by the key, never the
 * address a keyless scraper may have spent. This answer is `private, no-cache` and varies by Cookie, so no
 * shared cache keeps the cookie; the public reads never set one. The request's cookies gain it too, so the
 * page's first answer, run with this request, pays by the new key.
 */
async function handKeyOnArrival(request: FastifyRequest<{ Params: { slug: string } }>, reply: FastifyReply) {
  const eventId = await request.services.publicReads.guestPageEventId(request.params.slug);
  if (eventId === null) return;
  const issued = await request.services.guestKeys.handOnArrival(
    eventId,
    cookieJarCookiesOf(request, reply),
    request.ip,
  );
  if (issued) request.cookies[issued.name] = issued.value;
}

/**
 * Serves the built web app: hashed assets cached for a year, and index.html for every other
 * non-API path so client-side routes load on a refresh. Unknown API paths answer 404 JSON.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webRoot: string | null,
  publicUrl: string | undefined,
  eventPageAnswerTag: EventPageAnswerTag,
): Promise<void> {
  const indexHtml = readPage(webRoot, 'index.html');
  // The guest page has its own small entry (no router, no host code) for phones on mobile data.
  const guestHtml = readPage(webRoot, 'guest.html') ?? indexHtml;
  const manifest = readBuildManifest(webRoot);

  if (webRoot && indexHtml) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      index: false,
      wildcard: true,
      // The build writes brotli and gzip copies beside each file (scripts/build/precompress.ts).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        res.header(
          'cache-control',
          filePath.includes(`${join(webRoot, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  const originOf = (request: FastifyRequest) => publicUrl ?? `${request.protocol}://${request.host}`;

  /**
   * The app shell for a path: public pages carry their own title, description and canonical link
   * (crawlers and link previews run no scripts); signed-in pages are noindex; a path the app has no
   * route for answers 404 (the app still renders its 'Page not found').
   */
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    if (!indexHtml) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet. Run `npm run build`, then reload.');
    }
    const pathname = request.url.split('?')[0] ?? '/';
    const page = publicPageAt(pathname);
    const known = page !== undefined || isAppRoute(pathname);
    // The reader's choice (cookie, ?lang=), else their browser's; the app shell has no event to fall back on.
    const locale = pageLocale(request);
    const catalogs = [
      catalogPreloadTag(manifest, 'guest', locale, indexHtml),
      catalogPreloadTag(manifest, 'app', locale, indexHtml),
    ];
    const html = page
      ? withLinkPreview(
          indexHtml,
          [
            publicPageTags(page, originOf(request), locale),
            modulePreloadTags(manifest, page.module, indexHtml),
            ...catalogs,
          ]
            .filter(Boolean)
            .join('\n    '),
        )
      : indexHtml.replace('</head>', () => `  ${[NOINDEX_TAG, ...catalogs].filter(Boolean).join('\n    ')}\n  </head>`);
    const shellWords = {
      // A public page has a description of its own (publicPageTags); any other page previews as the app.
      description: page ? undefined : translate(locale, 'preview.appDescription'),
      noscript: translate(locale, 'preview.appNeedsJavaScript'),
    };
    return reply
      .status(known ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language, Cookie')
      .send(withPageLocale(withShellWords(html, shellWords), locale));
  };

  // The static plugin answers a directory with 403; the root is the app like any other route.
  app.get('/', sendIndex);

  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(originOf(request), await request.services.guest.listedEventSlugs())),
  );
  app.get('/sitemap.xml', async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(originOf(request), await request.services.guest.listedEventSlugs())),
  );

  // Guest pages carry link-preview tags in the HTML itself: WhatsApp and social networks run no scripts.
  // They also carry the page's first answer, which may hold the guest's own RSVP: private to them.
  const sendGuestPage = async (request: FastifyRequest<{ Params: { slug: string } }>, reply: FastifyReply) => {
    if (!guestHtml) return sendIndex(request, reply);
    const origin = originOf(request);
    // The guest's key on arrival (decision 064), before the page's first answer, which then pays by it.
    await handKeyOnArrival(request, reply);
    const [preview, answer] = await Promise.all([
      request.services.publicReads.linkPreview(request.params.slug),
      eventPageAnswerTag(request, reply, request.params.slug),
    ]);
    // Without a cover, the hosts' first starred photo guests see stands in for it (decision 053).
    const shown =
      preview && !preview.isPinRequired && !preview.coverImageUrl
        ? { ...preview, coverImageUrl: await request.services.favourites.previewImage(request.params.slug) }
        : preview;
    // The reader's choice, else their browser's languages, else the event's (set by its hosts).
    const locale = pageLocale(request, preview?.language);
    const tags = [
      linkPreviewTags(shown, `${origin}/e/${encodeURIComponent(request.params.slug)}`, origin, locale),
      coverPreloadTag(preview),
      catalogPreloadTag(manifest, 'guest', locale, guestHtml),
      answer,
    ]
      .filter(Boolean)
      .join('\n    ');
    if (!preview?.listed) reply.header('x-robots-tag', 'noindex');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'private, no-cache')
      .header('vary', 'Accept-Language, Cookie')
      .send(
        withPageLocale(
          withShellWords(withLinkPreview(guestHtml, tags), {
            noscript: translate(locale, 'preview.guestNeedsJavaScript'),
          }),
          locale,
        ),
      );
  };
  app.get('/e/:slug', sendGuestPage);
  app.get('/e/:slug/*', sendGuestPage);

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      throw new NotFoundError();
    }
    return sendIndex(request, reply);
  });
}
