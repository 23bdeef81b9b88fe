import { devices } from '@playwright/test';
import { expect, hostWithEvent, jpegOfColour, seriousViolations, test, type Page } from './fixtures.ts';

// Issue 33: hearts. Two guests have the gallery open on their phones: a heart one taps shows its count on the
// other's without a reload, in the grid and in the viewer; tapping again takes it back. The hosts sort their
// uploads by Most loved and find the loved photo first, with its count and the most-loved ZIP beside the
// other downloads.

const PHONE = { width: 360, height: 780 };

/** A guest's direct upload of one photo in a colour of its own, named after who sent it. */
async function sendPhoto(page: Page, slug: string, uploaderName: string, colour: string): Promise<void> {
  const sent = await page.request.post(`/api/events/${slug}/uploads/direct`, {
    multipart: {
      uploaderName,
      files: { name: `${uploaderName}.jpg`, mimeType: 'image/jpeg', buffer: await jpegOfColour(page, colour) },
    },
  });
  expect(sent.status()).toBe(201);
}

/** The gallery tile of the photo `uploaderName` shared. */
function tileOf(page: Page, uploaderName: string) {
  return page
    .getByRole('list', { name: /^Photos/ })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: new RegExp(`shared by ${uploaderName}$`) }) });
}

test('a heart tapped on one phone shows its count on another without a reload, and the hosts sort by Most loved @phone', async ({
  page,
  browser,
}) => {
  // Three browsers and a live part on a loaded machine.
  test.setTimeout(90_000);
  const slug = `hearts-${Date.now().toString(36)}`;
  const hostContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const hostPage = await hostContext.newPage();
  const eventId = await hostWithEvent(hostPage, { slug, title: 'Heart Wedding', autoApprove: true });

  // Two photos, approved on arrival: Ece's first, so newest-first lists show Can's first.
  await page.setViewportSize(PHONE);
  await sendPhoto(page, slug, 'Ece', '#2255aa');
  await sendPhoto(page, slug, 'Can', '#aa2255');

  // Both phones open the gallery; no heart yet.
  await page.goto(`/e/${slug}`);
  const { defaultBrowserType: _browserType, ...pixel } = devices['Pixel 7'];
  const otherContext = await browser.newContext({ ...pixel, viewport: PHONE });
  const other = await otherContext.newPage();
  await other.goto(`/e/${slug}`);
  for (const phone of [page, other]) {
    await expect(phone.getByRole('list', { name: /^Photos/ }).getByRole('listitem')).toHaveCount(2);
  }
  const mine = tileOf(page, 'Ece').getByRole('button', { name: /^Love this photo/ });
  const theirs = tileOf(other, 'Ece').getByRole('button', { name: /^Love this photo/ });
  await expect(mine).toHaveAccessibleName('Love this photo');
  await expect(mine).toHaveAttribute('aria-pressed', 'false');

  // The first guest hearts Ece's photo: at once on their phone, and on the other's without a reload.
  await mine.click();
  await expect(mine).toHaveAttribute('aria-pressed', 'true');
  await expect(mine).toHaveAccessibleName('Love this photo, 1 heart');
  await expect(mine).toHaveText('1');
  await expect(theirs).toHaveAccessibleName('Love this photo, 1 heart');
  await expect(theirs).toHaveText('1');
  await expect(theirs).toHaveAttribute('aria-pressed', 'false');
  await expect(tileOf(other, 'Can').getByRole('button', { name: /^Love this photo/ })).toHaveAccessibleName(
    'Love this photo',
  );
  const gallery = page.getByRole('region', { name: 'Photo Gallery' });
  await gallery.screenshot({ path: '/tmp/shots/h/gallery-hearts-360.png' });
  expect(await seriousViolations(page)).toEqual([]);

  // The other guest opens it in the viewer and hearts it there: two, on both phones.
  await tileOf(other, 'Ece')
    .getByRole('button', { name: /^Open / })
    .click();
  const viewer = other.getByRole('dialog');
  const viewerHeart = viewer.getByRole('button', { name: /^Love this photo/ });
  await expect(viewerHeart).toHaveAccessibleName('Love this photo, 1 heart');
  await viewerHeart.click();
  await expect(viewerHeart).toHaveAccessibleName('Love this photo, 2 hearts');
  await expect(viewerHeart).toHaveAttribute('aria-pressed', 'true');
  await expect(mine).toHaveAccessibleName('Love this photo, 2 hearts');
  await other.screenshot({ path: '/tmp/shots/h/viewer-heart-360.png' });
  expect(await seriousViolations(other)).toEqual([]);

  // The first guest taps again: their heart is taken back, here and there.
  await mine.click();
  await expect(mine).toHaveAttribute('aria-pressed', 'false');
  await expect(mine).toHaveAccessibleName('Love this photo, 1 heart');
  await expect(viewerHeart).toHaveAccessibleName('Love this photo, 1 heart');
  await expect(viewerHeart).toHaveAttribute('aria-pressed', 'true');

  // A reload keeps each browser's own heart.
  await page.reload();
  await expect(mine).toHaveAccessibleName('Love this photo, 1 heart');
  await expect(mine).toHaveAttribute('aria-pressed', 'false');
  await page.setViewportSize({ width: 1280, height: 900 });
  await gallery.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/shots/h/gallery-hearts-1280.png' });
  await otherContext.close();

  // The hosts: newest first puts Can's photo first; Most loved puts Ece's, with its heart.
  await hostPage.goto(`/dashboard/events/${eventId}?tab=uploads`);
  const cards = hostPage.getByRole('list', { name: 'Photos' }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText('Can.jpg');
  await hostPage.getByLabel('Sort by').selectOption('MOST_LOVED');
  await expect(cards.first()).toContainText('Ece.jpg');
  await expect(cards.first()).toContainText('1 heart');
  await expect(cards.nth(1)).not.toContainText('heart');
  await expect(hostPage.getByRole('link', { name: 'Download 50 most loved' })).toHaveAttribute(
    'href',
    `/api/auth/events/${eventId}/download/most-loved.zip`,
  );
  const zip = await hostPage.request.get(`/api/auth/events/${eventId}/download/most-loved.zip`);
  expect(zip.status()).toBe(200);
  await hostPage.screenshot({ path: '/tmp/shots/h/host-most-loved-1280.png', fullPage: true });
  expect(await seriousViolations(hostPage)).toEqual([]);
  await hostPage.setViewportSize(PHONE);
  await hostPage.screenshot({ path: '/tmp/shots/h/host-most-loved-360.png', fullPage: true });

  // The overview's slideshow link can start with the most loved: the venue screen then opens on Ece's photo,
  // where the newest-first slideshow opens on Can's.
  await hostPage.setViewportSize({ width: 1280, height: 900 });
  await hostPage.goto(`/dashboard/events/${eventId}`);
  const slideshowLink = hostPage.getByRole('link', { name: 'Open Live Slideshow' });
  await expect(slideshowLink).toHaveAttribute('href', new RegExp(`/e/${slug}/live$`));
  await hostPage.getByRole('checkbox', { name: 'Most loved first' }).check();
  await expect(slideshowLink).toHaveAttribute('href', new RegExp(`/e/${slug}/live\\?order=loved$`));
  const screenContext = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const screen = await screenContext.newPage();
  await screen.goto(`/e/${slug}/live`);
  await expect(screen.getByRole('img', { name: 'Photo shared by Can' })).toBeVisible();
  await screen.goto(`/e/${slug}/live?order=loved`);
  await expect(screen.getByRole('img', { name: 'Photo shared by Ece' })).toBeVisible();
  await screen.screenshot({ path: '/tmp/shots/h/slideshow-loved-first-1280.png' });
  await screenContext.close();
  await hostContext.close();
});

test('a refused heart goes back and says why, and a tap afterwards counts @phone', async ({ page, browser }) => {
  const slug = `hearts-refused-${Date.now().toString(36)}`;
  const hostContext = await browser.newContext();
  await hostWithEvent(await hostContext.newPage(), { slug, title: 'Busy Wedding', autoApprove: true });
  await hostContext.close();
  await page.setViewportSize(PHONE);
  await sendPhoto(page, slug, 'Ece', '#2255aa');
  await page.goto(`/e/${slug}`);
  const heart = tileOf(page, 'Ece').getByRole('button', { name: /^Love this photo/ });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');

  // The server refuses the taps (too many; then the photo is gone): the heart goes back each time.
  let refusal = { __typename: 'RateLimitError', message: 'Too many requests.', retryAfterSeconds: 30 };
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName !== 'ToggleReactionMutation') return route.fallback();
    return route.fulfill({ json: { data: { toggleReaction: refusal } } });
  });
  await heart.click();
  await expect(
    page.getByRole('status').getByText('That is a lot of hearts at once. Please wait a moment and try again.'),
  ).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(heart).toHaveAccessibleName('Love this photo');
  refusal = { __typename: 'NotFoundError', message: 'Photo not found.', retryAfterSeconds: 0 };
  await heart.click();
  await expect(page.getByRole('status').getByText('This photo is no longer in the gallery.')).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');

  // Allowed again: the tap counts, and a reload shows it was stored.
  await page.unroute('**/graphql');
  await heart.click();
  await expect(heart).toHaveAccessibleName('Love this photo, 1 heart');
  await page.reload();
  await expect(heart).toHaveAccessibleName('Love this photo, 1 heart');
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
});
