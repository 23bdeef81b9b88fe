import { PUBLIC_PAGES } from '../common/public-pages.ts';
import { readCatalog } from '../common/i18n/read-catalogs.ts';

/** The rule both pages state, as the English catalog words it (api/src/http/visibility-copy.test.ts). */
const SEARCH_ENGINE_RULE = readCatalog('app', 'en')['privacy.searchEngineRule'] ?? '';
import { allowConsoleError, expect, NOT_FOUND_LOG, seriousViolations, test } from './fixtures.ts';

// Every public page as a visitor meets it, on a desktop and then on a 360 px phone.
for (const { path } of PUBLIC_PAGES) {
  test(`${path}: one h1, no failed request, no sideways scroll or serious accessibility problem at 1280 and 360 px`, async ({
    page,
  }) => {
    const failed: string[] = [];
    page.on('requestfailed', (request) => {
      const error = request.failure()?.errorText ?? '';
      // Cancelled by the browser itself (the favicon's fetch when the layout changes under it): nothing failed.
      if (error !== 'net::ERR_ABORTED') failed.push(`${request.url()} ${error}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
      expect(await seriousViolations(page), `${width} px`).toEqual([]);
    }
    expect(failed).toEqual([]);
  });
}

test('a path that is no page answers 404 with the app’s page', async ({ page, consoleErrors }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  allowConsoleError(consoleErrors, NOT_FOUND_LOG);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
});

// PUBLIC events without a PIN are in sitemap.xml (api/src/http/visibility-copy.test.ts): the pages say so.
test('/security and /features say which events search engines may list, and promise nothing more', async ({ page }) => {
  for (const path of ['/security', '/features']) {
    await page.goto(path);
    const mentions = page.getByText(/never listed|indexed/);
    await expect(mentions, path).toHaveCount(1);
    await expect(mentions, path).toHaveText(SEARCH_ENGINE_RULE);
  }
});
