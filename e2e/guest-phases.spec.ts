import type { Browser, Locator } from '@playwright/test';
import { expect, hostWithEvent, test, type Page } from './fixtures.ts';

// The guest page follows the day (common/event-phase.ts): RSVP first before it, a 'Share photos'
// button within reach on it, the gallery and a thank-you first after it.

const HOUR = 3600 * 1000;

async function guestPageOf(page: Page, browser: Browser, dateTime: Date, title: string) {
  const slug = `${title.toLowerCase().replaceAll(' ', '-')}-${Date.now().toString(36)}`;
  const hostContext = await browser.newContext();
  await hostWithEvent(await hostContext.newPage(), {
    slug,
    title,
    coupleNames: 'Ayla & Deniz',
    description: 'Dinner and dancing in the garden.',
    dateTime: dateTime.toISOString(),
  });
  await hostContext.close();
  await page.goto(`/e/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** The top of an element on the page (not the screen), to compare what comes first. */
async function topOf(page: Page, locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!.y + (await page.evaluate(() => window.scrollY));
}

test('three days after the event, the guest page shows the thanks and the gallery before any RSVP field', async ({
  page,
  browser,
}) => {
  await guestPageOf(page, browser, new Date(Date.now() - 72 * HOUR), 'Garden Wedding');

  const thanks = page.getByRole('heading', { name: 'Thank you for celebrating with us!' });
  await expect(thanks).toBeVisible();
  await expect(page.getByText('— Ayla & Deniz')).toBeVisible();
  const gallery = page.getByRole('heading', { name: 'Photo Gallery' });
  await expect(gallery).toBeVisible();

  // The RSVP is folded away below the gallery: no field shows until the guest opens it.
  const fullName = page.getByLabel('Full Name');
  await expect(fullName).toBeHidden();
  const rsvp = page.locator('summary').filter({ hasText: 'RSVP' });
  expect(await topOf(page, thanks)).toBeLessThan(await topOf(page, gallery));
  expect(await topOf(page, gallery)).toBeLessThan(await topOf(page, rsvp));
  await rsvp.click();
  await expect(fullName).toBeVisible();
  expect(await topOf(page, gallery)).toBeLessThan(await topOf(page, fullName));
});

test('before the event, the RSVP comes before the gallery and no thanks are said yet', async ({ page, browser }) => {
  await guestPageOf(page, browser, new Date(Date.now() + 10 * 24 * HOUR), 'Autumn Wedding');
  const fullName = page.getByLabel('Full Name');
  await expect(fullName).toBeVisible();
  expect(await topOf(page, fullName)).toBeLessThan(
    await topOf(page, page.getByRole('heading', { name: 'Photo Gallery' })),
  );
  await expect(page.getByRole('heading', { name: 'Thank you for celebrating with us!' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Share photos', exact: true })).toHaveCount(0);
});

test('on the day, a Share photos button stays within reach at the bottom of a phone after scrolling @phone', async ({
  page,
  browser,
}) => {
  // A minute ago: whatever the hour, today on the guest's clock (or before 06:00 on the day after).
  await guestPageOf(page, browser, new Date(Date.now() - 60 * 1000), 'Summer Wedding');

  // The gallery comes up near the top, above the details of the day and the RSVP.
  const gallery = page.getByRole('heading', { name: 'Photo Gallery' });
  expect(await topOf(page, gallery)).toBeLessThan(await topOf(page, page.getByLabel('Full Name')));

  // At the top the card's own button is on screen; the floating one waits.
  await expect(page.getByRole('button', { name: 'Share Your Photos' })).toBeInViewport();
  const floating = page.getByRole('button', { name: 'Share photos', exact: true });
  await expect(floating).toHaveCount(0);

  // Scrolled down to the details: the button is at the bottom of the screen, big enough for a thumb.
  await page.getByRole('heading', { name: 'Share This Event' }).scrollIntoViewIfNeeded();
  await expect(floating).toBeInViewport();
  const box = (await floating.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.y + box.height).toBeGreaterThan(viewport.height - 80);

  // Halfway down too (the RSVP), and it opens the upload dialog.
  await page.getByLabel('Full Name').scrollIntoViewIfNeeded();
  await expect(floating).toBeInViewport();
  await floating.click();
  await expect(page.getByRole('dialog', { name: 'Share Your Photos' })).toBeVisible();
});
