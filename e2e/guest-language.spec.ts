import { expect, hostWithEvent, test } from './fixtures.ts';

// Issue 34: the guest page speaks the reader's language, and its switcher changes it in place, keeps the
// choice for the next visit and tells the server, which answers in it.

test('a guest reads the page in Turkish, switches to German in place, and the choice stays @phone', async ({
  page,
  browser,
}) => {
  const slug = `language-${Date.now().toString(36)}`;
  const hostContext = await browser.newContext();
  await hostWithEvent(await hostContext.newPage(), {
    slug,
    title: 'Bahar Düğünü',
    coupleNames: 'Ayla & Deniz',
    venueName: 'Bahçe Evi',
    dateTime: new Date(Date.now() + 10 * 24 * 3600 * 1000).toISOString(),
  });
  await hostContext.close();

  await page.goto(`/e/${slug}?lang=tr`);
  await expect(page.getByRole('heading', { name: 'Etkinlik bilgileri' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByLabel('Ad soyad')).toBeVisible();

  // The switcher lists the four languages by their own names, never the pseudo-locale.
  const switcher = page.getByRole('combobox', { name: 'Dil' });
  await expect(switcher.locator('option')).toHaveText(['English', 'Türkçe', 'Deutsch', 'Español']);

  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') requests.push(request.headers()['accept-language'] ?? '');
  });
  await switcher.selectOption('de');
  await expect(page.getByRole('heading', { name: 'Event-Details' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  // The form speaks German, and the requests after the switch ask the server for German.
  // (Spaces pass the browser's own check of a required field; the page's check says why not.)
  const fullName = page.getByLabel('Vollständiger Name');
  await fullName.fill('   ');
  await page.getByRole('button', { name: 'Rückmeldung senden' }).click();
  await expect(page.getByText('Bitte gib deinen vollständigen Namen ein.')).toBeVisible();
  await fullName.fill('Zeynep Kaya');
  await page.getByRole('button', { name: 'Rückmeldung senden' }).click();
  await expect(page.getByText('Danke, Zeynep Kaya! Deine Antwort ist angekommen.')).toBeVisible();
  expect(requests.at(-1)).toBe('de');

  // The next visit, without ?lang=, keeps the choice (the cookie).
  await page.goto(`/e/${slug}`);
  await expect(page.getByRole('heading', { name: 'Event-Details' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
});
