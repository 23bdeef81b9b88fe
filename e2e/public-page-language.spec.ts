import { readCatalog } from '../common/i18n/read-catalogs.ts';
import { expect, test } from './fixtures.ts';

// A public page's title and description in the reader's language (issue 34): the server writes them into
// the HTML for crawlers and link previews, and the app's <title> keeps them once it runs.

const german = readCatalog('app', 'de');
const english = readCatalog('app', 'en');

test.describe('a browser asking for de-DE', () => {
  test.use({ locale: 'de-DE' });

  test('reads /pricing with a German title and description, from the server and then the app', async ({ page }) => {
    const response = await page.goto('/pricing');
    const html = (await response?.text()) ?? '';
    expect(html).toContain(`<title>${german['pages.pricing']} | Wedding Photos</title>`);
    expect(html).toContain(`<meta property="og:description" content="${german['pages.pricingDescription']}" />`);

    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('h1')).toBeVisible();
    await expect(page).toHaveTitle(`${german['pages.pricing']} | Wedding Photos`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      german['pages.pricingDescription']!,
    );
  });
});

test.describe('an English browser', () => {
  test.use({ locale: 'en-US' });

  test('reads /pricing as before', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.locator('h1')).toBeVisible();
    await expect(page).toHaveTitle('Pricing | Wedding Photos');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      english['pages.pricingDescription']!,
    );
  });
});
