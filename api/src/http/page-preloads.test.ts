import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '../../../common/public-pages.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { MANIFEST_FILE, modulePreloadTags, type BuildManifest } from './page-preloads.ts';

// The shape Vite writes: keys are sources under web/ (or `_name-hash.js` for shared chunks).
const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_react-2.js', '_router-3.js'] },
  'src/pages/info/PricingPage.tsx': { file: 'assets/PricingPage-4.js', imports: ['_react-2.js', '_plans-5.js'] },
  '_plans-5.js': { file: 'assets/plans-5.js', imports: ['_react-2.js'] },
  '_react-2.js': { file: 'assets/react-2.js' },
  '_router-3.js': { file: 'assets/router-3.js' },
};

describe('modulePreloadTags', () => {
  it('lists the page chunk and every chunk it imports, once each', () => {
    expect(modulePreloadTags(MANIFEST, 'pages/info/PricingPage').split('\n    ')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/PricingPage-4.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/react-2.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/plans-5.js" />',
    ]);
  });

  it('leaves out what the page references already', () => {
    const page =
      '<script type="module" src="/assets/index-1.js"></script><link rel="modulepreload" href="/assets/react-2.js">';
    expect(modulePreloadTags(MANIFEST, 'pages/info/PricingPage', page)).not.toContain('react-2.js');
  });

  it('is empty for a module the build does not know, or without a manifest', () => {
    expect(modulePreloadTags(MANIFEST, 'pages/info/NoSuchPage')).toBe('');
    expect(modulePreloadTags(null, 'pages/info/PricingPage')).toBe('');
  });

  it('names, for every public page, the module the router lazily imports for its path', async () => {
    const router = await readFile(new URL('../../../web/src/router.tsx', import.meta.url), 'utf8');
    for (const page of PUBLIC_PAGES) {
      expect(router, page.path).toContain(`import('./${page.module}')`);
    }
  });
});

describe('a public page through the app', () => {
  let app: TestApp;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = await mkdtemp(join(tmpdir(), 'web-preloads-'));
    await writeFile(join(webRoot, 'index.html'), '<!doctype html><html><head><title>App</title></head></html>');
    await mkdir(dirname(join(webRoot, MANIFEST_FILE)), { recursive: true });
    await writeFile(join(webRoot, MANIFEST_FILE), JSON.stringify(MANIFEST));
    app = await createTestApp({ webRoot });
  });
  afterAll(async () => {
    await app.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it("has the browser fetch the page's own chunk with the HTML", async () => {
    const pricing = await app.server.inject({ url: '/pricing' });
    expect(pricing.body).toContain('<link rel="modulepreload" crossorigin href="/assets/PricingPage-4.js" />');
    expect(pricing.body).toContain('<link rel="modulepreload" crossorigin href="/assets/plans-5.js" />');
    // Other pages preload their own chunk, not this one.
    const landing = await app.server.inject({ url: '/' });
    expect(landing.body).not.toContain('PricingPage');
  });
});
