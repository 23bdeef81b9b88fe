import { expect, test, type Page } from './fixtures.ts';

// Public pages load React, the router and their own page, not the Relay runtime nor the host app
// (docs/decisions/021); their scripts come compressed. Chunk names are Vite's `[name]-[hash].js`.
const HOST_APP_CHUNK = /\/assets\/(?:relay|RelayLayout|LoginPage|SignupPage|DashboardPage|ManageEventPage|AdminPage)-/;

function recordScripts(page: Page): { url: string; encoding: string | undefined }[] {
  const scripts: { url: string; encoding: string | undefined }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push({ url: response.url(), encoding: response.headers()['content-encoding'] });
    }
  });
  return scripts;
}

test('the landing and pricing pages load no Relay or host-app code, and sign-in still opens from them', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await page.goto('/');
  await expect(page.locator('h1')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.locator('h1')).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.map((script) => script.url).filter((url) => HOST_APP_CHUNK.test(url))).toEqual([]);
  // Every script of some size is sent compressed (the tiny ones have no compressed copy).
  const react = scripts.find((script) => /\/assets\/react-/.test(script.url));
  expect(react?.encoding).toMatch(/^(?:br|gzip)$/);

  // The sign-in page loads the host app on demand, in the same page.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Email')).toBeVisible();
  expect(scripts.some((script) => /\/assets\/relay-/.test(script.url))).toBe(true);
});
