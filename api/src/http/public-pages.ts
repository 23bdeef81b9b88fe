import { PUBLIC_PAGES, type PublicPage } from '../../../common/public-pages.ts';
import { paths } from '../../../common/paths.ts';
import { pageTitle } from '../../../common/brand.ts';
import { DEFAULT_LOCALE, type LoadableLocale } from '../../../common/i18n/locales.ts';
import { translate } from '../i18n/messages.ts';
import { escapeHtml, SITE_NAME } from './link-preview.ts';

// What the server tells crawlers and link previews about the web app's pages (they run no
// scripts): each public page's title and description in its HTML, which paths are pages at all
// (others answer 404), robots.txt and the sitemap. The pages and routes come from the web app's
// own modules, so the two cannot disagree.

const routePatterns = Object.values(paths).map(
  (route) => new RegExp(`^${route.path.replace(/:[^/]+/g, '[^/]+').replace(/\//g, '\\/')}\\/?$`),
);

/** The public page at this path, if it is one. */
export function publicPageAt(pathname: string): PublicPage | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PUBLIC_PAGES.find((page) => page.path === path);
}

/** Whether the web app has a route for this path (the rest is its 404 page, with a 404 status). */
export function isAppRoute(pathname: string): boolean {
  return routePatterns.some((pattern) => pattern.test(pathname));
}

/**
 * <title>, description, Open Graph and canonical tags of a public page, HTML-escaped, in the page's
 * language (web-app.ts resolves it as for the page itself, so the preview reads as the page will).
 */
export function publicPageTags(page: PublicPage, origin: string, locale: LoadableLocale = DEFAULT_LOCALE): string {
  const title = pageTitle(page.titleId ? translate(locale, page.titleId) : undefined);
  const description = translate(locale, page.descriptionId);
  const url = `${origin}${page.path}`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
  ].join('\n    ');
}

/** Signed-in and unknown pages stay out of search results. */
export const NOINDEX_TAG = '<meta name="robots" content="noindex" />';

/** `listedEvents`: slugs of PUBLIC events, the only event pages crawlers may fetch. */
export function robotsTxt(origin: string, listedEvents: readonly string[] = []): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /graphql',
    'Disallow: /dashboard',
    'Disallow: /account',
    'Disallow: /create-event',
    'Disallow: /wbadmin',
    // Event pages are for the people who have the link, unless their hosts made them public.
    ...listedEvents.map((slug) => `Allow: /e/${slug}$`),
    'Disallow: /e/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(origin: string, listedEvents: readonly string[] = []): string {
  const urls = [...PUBLIC_PAGES.map((page) => page.path), ...listedEvents.map((slug) => `/e/${slug}`)].map(
    (path) => `  <url><loc>${escapeHtml(`${origin}${path}`)}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
