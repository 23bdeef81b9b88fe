import { allowConsoleError, expect, NOT_FOUND_LOG, signUpThroughApi, test, uniqueEmail } from './fixtures.ts';

test('unknown paths show the 404 page with its ways out', async ({ page, consoleErrors }) => {
  expect((await page.goto('/no/such/page'))?.status()).toBe(404);
  allowConsoleError(consoleErrors, NOT_FOUND_LOG);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Dashboard' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the 404 page offers the dashboard to signed-in users', async ({ page, consoleErrors }) => {
  await signUpThroughApi(page, { email: uniqueEmail(), name: 'Nora', password: 'password-nora' });
  await page.goto('/definitely-missing');
  allowConsoleError(consoleErrors, NOT_FOUND_LOG);
  await page.getByRole('link', { name: 'Open Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('every route of the spec renders without errors', async ({ page }) => {
  for (const path of [
    '/',
    '/blog',
    '/status',
    '/features',
    '/pricing',
    '/security',
    '/changelog',
    '/docs',
    '/help',
    '/contact',
    '/contact-sales',
    '/terms',
    '/privacy',
    '/cookies',
    '/licenses',
    '/login',
    '/signup',
    '/e/some-event',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('h1').first(), path).toBeVisible();
  }
});

test('on a phone, the slide-over menu opens, and closes on navigation and on a click outside @phone', async ({
  page,
}) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: /menu/i });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const pricing = page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Pricing' });
  await pricing.click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.mouse.click(5, 600);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('route changes scroll to the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/');
  await expect(page.locator('h1').first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'Pricing' }).first().click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
