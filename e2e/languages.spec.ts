import type { Browser } from '@playwright/test';
import { pseudoText } from '../common/i18n/catalogs.ts';
import type { Locale } from '../common/i18n/locales.ts';
import { readCatalog } from '../common/i18n/read-catalogs.ts';
import { expect, hostWithEvent, seriousViolations, test, type Page } from './fixtures.ts';
import { overflows } from './i18n-checks.ts';

// The guest page in the reader's language (issue 34, docs/translation.md): the pseudo-locale at 360 px
// shows whether labels about 40% longer than English still fit, and each real language shows its own
// words, with <html lang> saying which, chosen from the browser or from the page's switcher.

const PIN = '2468';
/** A guest-page message in a language, as the catalogs write it (plain messages only). */
const words = (locale: Locale, id: string) => {
  const text = readCatalog('guest', locale)[id];
  if (text === undefined) throw new Error(`No guest message ${id} in ${locale}`);
  return text;
};

/** A PIN-protected event with a venue, a description and contact words, made by a host in their own browser. */
async function guestEvent(browser: Browser, name: string): Promise<string> {
  const slug = `${name}-${Date.now().toString(36)}`;
  const hostContext = await browser.newContext({ locale: 'en-US' });
  await hostWithEvent(await hostContext.newPage(), {
    slug,
    title: 'Ayla & Deniz',
    coupleNames: 'Ayla & Deniz',
    description: 'Dinner and dancing in the garden.',
    venueName: 'The Garden House',
    contactPhone: '+90 555 000 00 00',
    isPinRequired: true,
    pinCode: PIN,
  });
  await hostContext.close();
  return slug;
}

async function enterPin(page: Page, locale: Locale | 'en-XA') {
  const text = (id: string) => (locale === 'en-XA' ? pseudoText(words('en', id)) : words(locale, id));
  await page.getByLabel(text('pin.label')).fill(PIN);
  await page.getByRole('button', { name: text('pin.submit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ayla & Deniz' })).toBeVisible();
}

test.describe('the pseudo-locale at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the guest page (PIN gate, event, upload dialog) fits the width with text 40% longer, and axe stays clean @phone', async ({
    page,
    browser,
  }) => {
    const slug = await guestEvent(browser, 'pseudo');
    await page.goto(`/e/${slug}?lang=en-XA`);

    await expect(page.getByRole('heading', { name: pseudoText(words('en', 'pin.title')) })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    expect(await overflows(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    await enterPin(page, 'en-XA');
    await expect(page.getByRole('button', { name: pseudoText(words('en', 'rsvp.submit')) })).toBeVisible();
    expect(await overflows(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    // The upload dialog, the longest labels a guest meets.
    await page
      .getByRole('button', { name: pseudoText(words('en', 'upload.title')) })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: pseudoText(words('en', 'upload.title')) });
    await expect(dialog.getByLabel(pseudoText(words('en', 'upload.pickMedia')))).toBeAttached();
    expect(await overflows(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The measure itself: a label cut off on purpose is seen.
    await page.evaluate(() => {
      const button = document.createElement('button');
      button.textContent = 'Ţööö ļöñĝĝ ţö ƒíţţ';
      button.style.cssText = 'width: 60px; white-space: nowrap; overflow: hidden';
      document.querySelector('main')!.append(button);
    });
    expect(await overflows(page)).toEqual([expect.stringContaining('Ţööö ļöñĝĝ ţö ƒíţţ')]);
  });
});

for (const [locale, browserLocale] of [
  ['tr', 'tr-TR'],
  ['de', 'de-DE'],
  ['es', 'es-ES'],
] as const) {
  test.describe(`a browser asking for ${browserLocale}`, () => {
    test.use({ locale: browserLocale });

    test(`reads the guest page in ${locale}, with <html lang="${locale}">`, async ({ page, browser }) => {
      const slug = await guestEvent(browser, `lang-${locale}`);
      await page.goto(`/e/${slug}`);

      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { name: words(locale, 'pin.title') })).toBeVisible();
      await expect(page.getByText(words(locale, 'pin.hint'))).toBeVisible();
      // The switcher names itself in the page's language and shows the language chosen.
      await expect(page.getByLabel(words(locale, 'page.language'))).toHaveValue(locale);

      await enterPin(page, locale);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('button', { name: words(locale, 'rsvp.submit') })).toBeVisible();
      await expect(page.getByLabel(words(locale, 'page.language'))).toHaveValue(locale);
    });
  });
}

test.describe('an English browser', () => {
  test.use({ locale: 'en-US' });

  test('chooses Deutsch in the switcher: the page turns German without a reload, and stays German after one', async ({
    page,
    browser,
  }) => {
    const slug = await guestEvent(browser, 'switch');
    await page.goto(`/e/${slug}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: words('en', 'pin.title') })).toBeVisible();

    // A mark on the window: a reload would wipe it.
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    await page.getByLabel(words('en', 'page.language')).selectOption({ label: 'Deutsch' });

    await expect(page.getByRole('heading', { name: words('de', 'pin.title') })).toBeVisible();
    await expect(page.getByRole('button', { name: words('de', 'pin.submit') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(
      true,
    );

    // Remembered: the server reads the choice and writes the page in German from the start.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { name: words('de', 'pin.title') })).toBeVisible();
    await expect(page.getByLabel(words('de', 'page.language'))).toHaveValue('de');

    await enterPin(page, 'de');
    await expect(page.getByRole('button', { name: words('de', 'rsvp.submit') })).toBeVisible();
  });
});
