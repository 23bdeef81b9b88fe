import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '../../../common/public-pages.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { translate } from '../i18n/messages.ts';
import { withLinkPreview } from './link-preview.ts';

let app: TestApp;
let webRoot: string;
const SHELL =
  '<!doctype html><html><head><meta name="description" content="generic" /><title>Wedding Photos</title></head><body><div id="root"></div><noscript>JS</noscript></body></html>';

beforeAll(async () => {
  webRoot = await mkdtemp(join(tmpdir(), 'web-'));
  await writeFile(join(webRoot, 'index.html'), SHELL);
  app = await createTestApp({ webRoot, env: { PUBLIC_URL: 'https://photos.example' } });
});
afterAll(async () => {
  await app.close();
  await rm(webRoot, { recursive: true, force: true });
});

const get = (url: string) => app.server.inject({ method: 'GET', url });

describe('public pages in the HTML the server sends', () => {
  it('each public page answers 200 with its own title, description and canonical link', async () => {
    for (const page of PUBLIC_PAGES) {
      const response = await get(page.path);
      expect(response.statusCode, page.path).toBe(200);
      const title = page.titleId ? `${translate('en', page.titleId)} | Wedding Photos` : 'Wedding Photos';
      expect(response.body, page.path).toContain(`<title>${title.replace(/&/g, '&amp;')}</title>`);
      expect(response.body, page.path).toContain(
        `<meta name="description" content="${translate('en', page.descriptionId).replace(/&/g, '&amp;')}" />`,
      );
      expect(response.body.match(/<title>/g), page.path).toHaveLength(1);
      expect(response.body, page.path).toContain(`<link rel="canonical" href="https://photos.example${page.path}" />`);
      expect(response.body, page.path).not.toContain('content="generic"');
      expect(response.body, page.path).not.toContain('noindex');
    }
  });

  it('speak the reader’s language: German for a browser that asks for it, English as before otherwise', async () => {
    const german = await app.server.inject({ method: 'GET', url: '/pricing', headers: { 'accept-language': 'de' } });
    expect(german.statusCode).toBe(200);
    expect(german.body).toContain('<html lang="de"');
    expect(german.body).toContain('<title>Preise | Wedding Photos</title>');
    const description =
      'Starte kostenlos mit einem Event und 500 Fotos. Premium kostet 19 $ im Monat für 5 Events, Professional 49 $ im Monat für unbegrenzt viele Events.';
    expect(german.body).toContain(`<meta name="description" content="${description}" />`);
    expect(german.body).toContain('<meta property="og:title" content="Preise | Wedding Photos" />');
    expect(german.body).toContain(`<meta property="og:description" content="${description}" />`);
    expect(german.body).not.toContain('Start free');
    expect(german.headers.vary).toContain('Accept-Language');

    // The switcher's cookie wins over the browser's languages, as on the page itself.
    const spanish = await app.server.inject({
      method: 'GET',
      url: '/features',
      headers: { 'accept-language': 'de', cookie: 'lang=es' },
    });
    expect(spanish.body).toContain('<title>Funciones | Wedding Photos</title>');

    const english = await app.server.inject({ method: 'GET', url: '/pricing', headers: { 'accept-language': 'fr' } });
    expect(english.body).toContain('<title>Pricing | Wedding Photos</title>');
    expect(english.body).toContain(
      '<meta name="description" content="Start free with one event and 500 photos. Premium is $19 a month for 5 events, Professional $49 a month for unlimited events." />',
    );
    expect(english.body).toContain('<meta property="og:title" content="Pricing | Wedding Photos" />');
  });

  it('other pages preview as the app, and each shell’s <noscript> note, in the reader’s language', async () => {
    const german = await app.server.inject({ method: 'GET', url: '/login', headers: { 'accept-language': 'de' } });
    expect(german.body).toContain(`<meta name="description" content="${translate('de', 'preview.appDescription')}" />`);
    expect(german.body).toContain('<noscript>Diese Website braucht JavaScript.</noscript>');
    const pricing = await app.server.inject({ method: 'GET', url: '/pricing', headers: { 'accept-language': 'es' } });
    expect(pricing.body).toContain('<noscript>Este sitio necesita JavaScript para funcionar.</noscript>');
    expect(pricing.body).not.toContain(translate('es', 'preview.appDescription'));

    // English is what the shells themselves write (Vite's dev server sends them as they are).
    const shell = (name: string) => readFileSync(join(import.meta.dirname, '../../../web', name), 'utf8');
    const index = shell('index.html');
    expect(index.replace(/\s+/g, ' ')).toContain(`content="${translate('en', 'preview.appDescription')}"`);
    expect(index).toContain(`<noscript>${translate('en', 'preview.appNeedsJavaScript')}</noscript>`);
    expect(shell('guest.html')).toContain(`<noscript>${translate('en', 'preview.guestNeedsJavaScript')}</noscript>`);
  });

  it('paths the app has no route for answer 404 with the app (its page says "Page not found")', async () => {
    for (const path of ['/no-such-page', '/dashboard/events/12/nope', '/blog/x/y']) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.headers['content-type'], path).toContain('text/html');
      expect(response.body, path).toContain('<div id="root">');
      expect(response.body, path).toContain('noindex');
    }
    const api = await get('/api/no-such-thing');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found.', code: 'NotFoundError' });
  });

  it('signed-in pages are app routes (200) kept out of search results', async () => {
    for (const path of ['/dashboard', '/create-event', '/dashboard/events/12', '/wbadmin', '/login']) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('robots.txt keeps private paths out and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('Disallow: /e/');
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain('Sitemap: https://photos.example/sitemap.xml');
  });

  it('sitemap.xml lists every public page and no event page', async () => {
    const response = await get('/sitemap.xml');
    expect(response.headers['content-type']).toContain('application/xml');
    for (const page of PUBLIC_PAGES) expect(response.body).toContain(`<loc>https://photos.example${page.path}</loc>`);
    expect(response.body).not.toContain('/e/');
  });
});

describe('link-preview HTML', () => {
  it('a title with $& or $` cannot copy parts of the page into the head', () => {
    const html = withLinkPreview(SHELL, '<title>Ayla $& Can $` x</title>');
    expect(html).toContain('<title>Ayla $& Can $` x</title>');
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<html>/g)).toHaveLength(1);
  });
});
