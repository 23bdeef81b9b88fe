import { PUBLIC_PAGES } from '../web/src/content/publicPages.ts';
import { allowConsoleError, expect, NOT_FOUND_LOG, seriousViolations, test } from './fixtures.ts';

// Every public page as a visitor meets it, on a desktop and on a 360 px phone.
for (const width of [1280, 360]) {
  for (const { path } of PUBLIC_PAGES) {
    test(`${path} at ${width} px: one h1, no failed request, no serious accessibility problem`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const failed: string[] = [];
      page.on('requestfailed', (request) => failed.push(`${request.url()} ${request.failure()?.errorText ?? ''}`));
      page.on('response', (response) => {
        if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(failed).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

test('a path that is no page answers 404 with the app’s page', async ({ page, consoleErrors }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  allowConsoleError(consoleErrors, NOT_FOUND_LOG);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
});
