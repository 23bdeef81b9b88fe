import { readCatalog } from '../common/i18n/read-catalogs.ts';
import { expect, hostWithEvent, test } from './fixtures.ts';

// Who reads which language, as hosts set it (issue 34): the event's language answers guests whose browser
// asks for none the product speaks, and the account's language is the app's, at once and on the next visit.

const app = (locale: string, id: string) => readCatalog('app', locale)[id] ?? id;

test('a host sets their event’s language for guests, and the app’s language for themselves', async ({
  page,
  browser,
}) => {
  const slug = `sprache-${Date.now().toString(36)}`;
  const eventId = await hostWithEvent(page, { slug, title: 'Lena & Jonas' });

  // The event's Settings: German for guests whose browser asks for a language we do not speak.
  await page.goto(`/dashboard/events/${eventId}`);
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByLabel(app('en', 'eventLanguage.label')).selectOption({ label: 'Deutsch' });
  await expect(page.getByRole('status').filter({ hasText: app('en', 'eventLanguage.saved') })).toBeVisible();

  const french = await browser.newContext({ locale: 'fr-FR' });
  const guest = await french.newPage();
  await guest.goto(`/e/${slug}`);
  await expect(guest.locator('html')).toHaveAttribute('lang', 'de');
  await french.close();

  // The account's language: the app turns Turkish at once, and a new visit starts in it.
  await page.goto('/account');
  await page.getByLabel(app('en', 'accountLanguage.label')).selectOption({ label: 'Türkçe' });
  await page.getByRole('button', { name: app('en', 'accountLanguage.save') }).click();
  await expect(page.getByRole('status').filter({ hasText: app('tr', 'accountLanguage.saved') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByLabel(app('tr', 'accountLanguage.label'))).toHaveValue('TR');

  // Back to the browser's language (English here): no cookie keeps Turkish any longer.
  await page.getByLabel(app('tr', 'accountLanguage.label')).selectOption({ value: '' });
  await page.getByRole('button', { name: app('tr', 'accountLanguage.save') }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
