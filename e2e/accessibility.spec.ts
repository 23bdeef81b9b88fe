import { allowConsoleError, expect, NOT_FOUND_LOG, seriousViolations, signUp, test, uniqueEmail } from './fixtures.ts';

for (const path of ['/', '/login', '/signup', '/no-such-page']) {
  test(`${path} has no serious accessibility problems`, async ({ page, consoleErrors }) => {
    await page.goto(path);
    // The unknown path answers 404 on purpose; the browser logs that.
    allowConsoleError(consoleErrors, NOT_FOUND_LOG);
    await expect(page.locator('h1').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the dashboard and the phone menu have no serious accessibility problems @phone', async ({ page }) => {
  await signUp(page, { email: uniqueEmail(), name: 'Lena', password: 'password-lena' });
  await expect(page.getByRole('heading', { name: 'Welcome back, Lena!' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: /menu/i }).click();
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the host pages have no serious accessibility problems', async ({ page }) => {
  await signUp(page, { email: uniqueEmail(), name: 'Lena', password: 'password-lena' });
  await expect(page.getByRole('heading', { name: 'Welcome back, Lena!' })).toBeVisible();
  await page.goto('/create-event');
  await page.getByLabel('Event Title').fill(`Lena's Party ${Date.now().toString(36)}`);
  await page.getByRole('button', { name: 'Generate from title' }).click();
  await expect(page.getByText('Available', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Date & Time').fill('2031-05-04T18:00');
  await page.getByRole('button', { name: 'Create Event' }).click();
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Back to Dashboard' }).first().click();
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
