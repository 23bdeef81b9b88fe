import english from '../web/src/content/blog/en.ts';
import german from '../web/src/content/blog/de.ts';
import turkish from '../web/src/content/blog/tr.ts';
import englishNotes from '../web/src/content/changelog/en.ts';
import spanishNotes from '../web/src/content/changelog/es.ts';
import type { Locale } from '../common/i18n/locales.ts';
import { readCatalog } from '../common/i18n/read-catalogs.ts';
import { expect, test, type Page } from './fixtures.ts';

// The blog and the changelog in the reader's language (issue 34, docs/translation.md): the browser's
// language picks the articles' language, the switcher changes the page in place, and nothing is left in
// English; the cookie list's names too.

type Posts = typeof english;
const app = (locale: Locale, id: string) => readCatalog('app', locale)[id] ?? '';
const guest = (locale: Locale, id: string) => readCatalog('guest', locale)[id] ?? '';
/** A date as the page writes it (web/src/format.ts formatDay, on the calendar the date names). */
const day = (locale: Locale, date: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(date),
  );

/** No title, excerpt or paragraph of the English posts anywhere on the page. */
async function expectNoEnglish(page: Page, texts: string[]) {
  const body = await page.locator('body').innerText();
  expect(texts.filter((text) => body.includes(text))).toEqual([]);
}
const everyEnglishText = Object.values(english).flatMap((post) => [post.title, post.excerpt, ...post.content]);

/** The open article: its title, every paragraph, and no English one. */
async function expectArticle(page: Page, posts: Posts, slug: keyof Posts) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: posts[slug].title })).toBeVisible();
  for (const paragraph of posts[slug].content) await expect(dialog.getByText(paragraph, { exact: true })).toBeVisible();
  await expectNoEnglish(page, everyEnglishText);
}

test.describe('a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('lists the posts in German, opens one in German, and the switcher turns it Turkish in place', async ({
    page,
  }) => {
    await page.goto('/blog');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    for (const post of Object.values(german))
      await expect(page.getByRole('button', { name: post.title, exact: true })).toBeVisible();
    await expect(page.getByText(german['pin-or-link'].excerpt)).toBeVisible();
    await expect(
      page.getByText(`${day('de', '2026-10-08')} · ${app('de', 'blog.readTime').replace('{minutes}', '3')}`),
    ).toBeVisible();
    await expectNoEnglish(page, everyEnglishText);

    await page.getByRole('button', { name: german['pin-or-link'].title, exact: true }).click();
    await expect(page).toHaveURL(/\?post=pin-or-link$/);
    await expectArticle(page, german, 'pin-or-link');
    await expect(page.getByRole('dialog').getByText(app('de', 'blog.author'), { exact: false })).toBeVisible();

    // The switcher is in the footer, behind the open article (a modal): the reader closes it, turns the
    // page Turkish (no reload: the list changes in place) and goes back to the article, now Turkish.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page
      .getByRole('dialog')
      .getByRole('button', { name: app('de', 'blog.close') })
      .click();
    await page.getByLabel(guest('de', 'page.language')).selectOption({ label: 'Türkçe' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.getByRole('button', { name: turkish['pin-or-link'].title, exact: true })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\?post=pin-or-link$/);
    await expectArticle(page, turkish, 'pin-or-link');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });
});

test.describe('a German browser on /cookies', () => {
  test.use({ locale: 'de-DE' });

  test('names each cookie as the browser shows it, the part that varies and the HTTPS note in German', async ({
    page,
  }) => {
    await page.goto('/cookies');
    await expect(page.getByText(`rsvp_{${app('de', 'legal.nameEventLink')}}`, { exact: true })).toBeVisible();
    await expect(page.getByText(`guest_{${app('de', 'legal.nameEventNumber')}}`, { exact: true })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: '__Host-session' })).toContainText(
      'session (über HTTPS __Host-session)',
    );
    await expect(page.getByText(/over HTTPS|event link|event number/)).toHaveCount(0);
  });
});

test.describe('a Turkish browser', () => {
  test.use({ locale: 'tr-TR' });

  test('opens a post from its link in Turkish, with the date and reading time in Turkish', async ({ page }) => {
    await page.goto('/blog?post=co-hosts-share-the-work');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expectArticle(page, turkish, 'co-hosts-share-the-work');
    const byline = page.getByRole('dialog').getByText(app('tr', 'blog.author'));
    await expect(byline).toContainText(day('tr', '2026-08-14'));
    await expect(byline).toContainText(app('tr', 'blog.readTime').replace('{minutes}', '2'));
    // A Turkish tag searches the Turkish posts.
    await page
      .getByRole('dialog')
      .getByRole('button', { name: `#${turkish['co-hosts-share-the-work'].tags[0]}` })
      .click();
    await expect(
      page.getByRole('button', { name: turkish['co-hosts-share-the-work'].title, exact: true }),
    ).toBeVisible();
  });
});

test.describe('a Spanish browser', () => {
  test.use({ locale: 'es-ES' });

  test('reads the changelog in Spanish, dates included, no English note left', async ({ page }) => {
    await page.goto('/changelog');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: app('es', 'blog.changelogHeading') })).toBeVisible();
    for (const release of Object.values(spanishNotes)) {
      await expect(page.getByRole('heading', { name: release.title })).toBeVisible();
      for (const change of release.changes) await expect(page.getByText(change, { exact: true })).toBeVisible();
    }
    await expect(page.getByText(day('es', '2026-11-24'), { exact: true })).toBeVisible();
    const body = await page.locator('body').innerText();
    const englishTexts = Object.values(englishNotes).flatMap((release) => [release.title, ...release.changes]);
    expect(englishTexts.filter((text) => body.includes(text))).toEqual([]);
  });
});
