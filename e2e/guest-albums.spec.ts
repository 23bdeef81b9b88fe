import type { APIRequestContext, Page } from '@playwright/test';
import { expect, hostWithEvent, jpegOfColour, seriousViolations, test } from './fixtures.ts';

// Issue 31: a wedding's albums and the hosts' stars, as a guest on a small phone sees them: tabs above the
// gallery, each showing only its photos, a Highlights tab, the tab kept in the address; and the venue
// screen playing one album, live.

const PHONE = { width: 360, height: 780 };

async function createAlbum(host: APIRequestContext, eventId: number, name: string): Promise<number> {
  const created = await host.post(`/api/auth/events/${eventId}/albums`, { data: { name } });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { album: { id: number } }).album.id;
}

/** A guest's direct upload of one photo in a colour of its own, filed in `albumId` (null: no album). */
async function sendPhoto(
  page: Page,
  slug: string,
  albumId: number | null,
  uploaderName: string,
  colour: string,
): Promise<number> {
  const sent = await page.request.post(`/api/events/${slug}/uploads/direct`, {
    // The album goes before the files: the server checks it before a byte is stored.
    multipart: {
      uploaderName,
      ...(albumId === null ? {} : { albumId: String(albumId) }),
      files: { name: `${uploaderName}.jpg`, mimeType: 'image/jpeg', buffer: await jpegOfColour(page, colour) },
    },
  });
  expect(sent.status()).toBe(201);
  return ((await sent.json()) as { uploads: { id: number }[] }).uploads[0]!.id;
}

/** Waits until guests see the album counts (the photos' copies are made) and the highlights. */
async function expectAlbumCounts(page: Page, slug: string, counts: Record<string, number>, hasHighlights: boolean) {
  await expect
    .poll(async () => {
      const answer = await page.request.get(`/api/events/${slug}/albums`);
      const body = (await answer.json()) as { albums: { name: string; photoCount: number }[]; hasHighlights: boolean };
      return {
        counts: Object.fromEntries(body.albums.map((album) => [album.name, album.photoCount])),
        has: body.hasHighlights,
      };
    })
    .toEqual({ counts, has: hasHighlights });
}

test('a guest on a phone opens an album tab, the highlights and an empty album; the slideshow plays one album, live @phone', async ({
  page,
  browser,
}) => {
  // Four browsers, seven uploads and a live part: more than a usual test's time.
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  const slug = `albums-${Date.now().toString(36)}`;
  const hostContext = await browser.newContext();
  const hostPage = await hostContext.newPage();
  const host = hostPage.request;
  const eventId = await hostWithEvent(hostPage, { slug, title: 'Album Wedding', autoApprove: true });
  const ceremony = await createAlbum(host, eventId, 'Ceremony');
  const reception = await createAlbum(host, eventId, 'Reception');
  await createAlbum(host, eventId, 'After-party');

  // Guests' photos, approved on arrival: two in Ceremony, one in Reception, one in no album.
  await sendPhoto(page, slug, ceremony, 'Ece', '#2255aa');
  const starred = await sendPhoto(page, slug, ceremony, 'Can', '#aa2255');
  await sendPhoto(page, slug, reception, 'Deniz', '#22aa55');
  await sendPhoto(page, slug, null, 'Bora', '#aaaa22');
  const star = await host.post(`/api/auth/uploads/${starred}/favourite`, { data: { favourite: true } });
  expect(star.status()).toBe(200);
  await expectAlbumCounts(page, slug, { Ceremony: 2, Reception: 1, 'After-party': 0 }, true);

  // The whole gallery first, with a tab for each album and its count.
  await page.goto(`/e/${slug}`);
  const tabs = page.getByRole('tablist', { name: 'Albums' });
  await expect(tabs.getByRole('tab')).toHaveText([
    'All',
    '★Highlights',
    'Ceremony 2 photos',
    'Reception 1 photo',
    'After-party 0 photos',
  ]);
  await expect(tabs.getByRole('tab', { name: 'All', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('list', { name: 'Photos (4 of 4)' }).getByRole('listitem')).toHaveCount(4);

  // The event has no cover: the hosts' starred photo is the picture at the top, as in the link preview.
  const highlighted = await page.request.get(`/api/events/${slug}/gallery?highlights=true`);
  const [starredPhoto] = ((await highlighted.json()) as { uploads: { id: number; url: string }[] }).uploads;
  expect(starredPhoto?.id).toBe(starred);
  const hero = page.locator('header', { has: page.getByRole('heading', { level: 1, name: 'Album Wedding' }) });
  await expect(hero.locator('img')).toHaveAttribute('src', starredPhoto!.url);
  await expect.poll(() => hero.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Ceremony: its two photos and no other, its count, and the address names it.
  await tabs.getByRole('tab', { name: /^Ceremony/ }).click();
  await expect(tabs.getByRole('tab', { name: /^Ceremony/ })).toHaveAttribute('aria-selected', 'true');
  const ceremonyGrid = page
    .getByRole('tabpanel', { name: /^Ceremony/ })
    .getByRole('list', { name: /^Photos in Ceremony \(/ });
  await expect(ceremonyGrid.getByRole('listitem')).toHaveCount(2);
  await expect(ceremonyGrid).toHaveAccessibleName('Photos in Ceremony (2 of 2)');
  await expect(ceremonyGrid.getByRole('button', { name: /shared by Ece$/ })).toBeVisible();
  await expect(ceremonyGrid.getByRole('button', { name: /shared by Can$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /shared by (Deniz|Bora)$/ })).toHaveCount(0);
  // The count line under the heading (the tab's own count says '2 photos' to a screen reader too).
  await expect(
    page.getByRole('region', { name: 'Photo Gallery' }).locator('p', { hasText: /^2 photos$/ }),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/e/${slug}\\?album=${ceremony}$`));
  await page.getByRole('region', { name: 'Photo Gallery' }).evaluate((section) => section.scrollIntoView());
  await page.screenshot({ path: '/tmp/shots/a/album-tabs-360.png' });
  // The row scrolls sideways inside the page: the page itself stays as wide as the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
  expect(await seriousViolations(page), 'serious accessibility problems with the album tabs').toEqual([]);

  // A reload keeps the tab; the arrow keys move between tabs: Highlights holds the starred photo only.
  await page.reload();
  await expect(tabs.getByRole('tab', { name: /^Ceremony/ })).toHaveAttribute('aria-selected', 'true');
  await expect(ceremonyGrid.getByRole('listitem')).toHaveCount(2);
  await tabs.getByRole('tab', { name: /^Ceremony/ }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.getByRole('tab', { name: 'Highlights' })).toBeFocused();
  await expect(tabs.getByRole('tab', { name: 'Highlights' })).toHaveAttribute('aria-selected', 'true');
  const highlights = page.getByRole('list', { name: 'Highlights (1)' });
  await expect(highlights.getByRole('button', { name: /shared by Can$/ })).toBeVisible();
  await expect(highlights.getByRole('listitem')).toHaveCount(1);
  await expect(page).toHaveURL(new RegExp(`\\?album=highlights$`));

  // An album with no photo says so.
  await page.keyboard.press('End');
  await expect(tabs.getByRole('tab', { name: /^After-party/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No photos in After-party yet')).toBeVisible();

  await page.getByRole('region', { name: 'Photo Gallery' }).evaluate((section) => section.scrollIntoView());
  await page.screenshot({ path: '/tmp/shots/a/album-empty-360.png' });

  // Back to Ceremony for the live part.
  await tabs.getByRole('tab', { name: /^Ceremony/ }).click();
  await expect(ceremonyGrid.getByRole('listitem')).toHaveCount(2);

  // The link shared on opens the same tab in another browser, here a laptop's.
  const laptopContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, isMobile: false });
  const laptop = await laptopContext.newPage();
  await laptop.goto(`/e/${slug}?album=${ceremony}`);
  await expect(laptop.getByRole('tab', { name: /^Ceremony/ })).toHaveAttribute('aria-selected', 'true');
  await expect(laptop.getByRole('list', { name: 'Photos in Ceremony (2 of 2)' }).getByRole('listitem')).toHaveCount(2);
  await laptop.getByRole('region', { name: 'Photo Gallery' }).evaluate((section) => section.scrollIntoView());
  await laptop.screenshot({ path: '/tmp/shots/a/album-tabs-1280.png' });
  await laptopContext.close();

  // The venue screen plays Reception only, named under the event's title.
  const screenContext = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const screen = await screenContext.newPage();
  await screen.goto(`/e/${slug}/live?album=${reception}`);
  await expect(screen.getByRole('img', { name: 'Photo shared by Deniz' })).toBeVisible();
  await expect(screen.getByRole('figure').getByText('Reception', { exact: true })).toBeVisible();
  await screen.screenshot({ path: '/tmp/shots/a/slideshow-album-1280.png' });
  expect(await seriousViolations(screen), 'serious accessibility problems on the album slideshow').toEqual([]);
  for (let step = 0; step < 3; step += 1) {
    await screen.keyboard.press('ArrowRight');
    await expect(screen.getByRole('img', { name: 'Photo shared by Deniz' })).toBeVisible();
  }

  // Two more photos arrive, one for each album: the screen plays the Reception one, the guest's Ceremony
  // tab shows the Ceremony one, neither shows the other's.
  await sendPhoto(page, slug, ceremony, 'Fatma', '#5522aa');
  await sendPhoto(page, slug, reception, 'Gul', '#55aa22');
  await expect(screen.getByRole('img', { name: 'Photo shared by Gul' })).toBeVisible();
  for (let step = 0; step < 4; step += 1) {
    await screen.keyboard.press('ArrowRight');
    await expect(screen.getByRole('img', { name: /^Photo shared by (Deniz|Gul)$/ })).toBeVisible();
  }
  await expect(ceremonyGrid.getByRole('button', { name: /shared by Fatma$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /shared by Gul$/ })).toHaveCount(0);
  // The counts follow: Ceremony's tab and line say 3, Reception's tab 2.
  await expect(tabs.getByRole('tab')).toHaveText([
    'All',
    '★Highlights',
    'Ceremony 3 photos',
    'Reception 2 photos',
    'After-party 0 photos',
  ]);
  await expect(
    page.getByRole('region', { name: 'Photo Gallery' }).locator('p', { hasText: /^3 photos$/ }),
  ).toBeVisible();
  await expect(ceremonyGrid).toHaveAccessibleName('Photos in Ceremony (3 of 3)');

  // The screen plays the highlights: the starred photo alone.
  await screen.goto(`/e/${slug}/live?album=highlights`);
  await expect(screen.getByRole('img', { name: 'Photo shared by Can' })).toBeVisible();
  await expect(screen.getByRole('figure').getByText('Highlights', { exact: true })).toBeVisible();
  await screen.keyboard.press('ArrowRight');
  await expect(screen.getByRole('img', { name: 'Photo shared by Can' })).toBeVisible();
  await screenContext.close();
  await hostContext.close();
});

test('an event without albums or stars has no tabs; a private gallery’s slideshow says why it is empty, and its album tab shows only the guest’s own @phone', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(PHONE);
  const slug = `no-albums-${Date.now().toString(36)}`;
  const hostContext = await browser.newContext();
  const hostPage = await hostContext.newPage();
  const eventId = await hostWithEvent(hostPage, { slug, title: 'Plain Wedding', autoApprove: true });
  await sendPhoto(page, slug, null, 'Ece', '#2255aa');
  await expectAlbumCounts(page, slug, {}, false);

  await page.goto(`/e/${slug}`);
  await expect(
    page.getByRole('list', { name: 'Photos (1 of 1)' }).getByRole('button', { name: /shared by Ece$/ }),
  ).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expect(page.getByRole('tabpanel')).toHaveCount(0);
  // An album in the address that the event does not have opens the whole gallery.
  await page.goto(`/e/${slug}?album=999`);
  await expect(page.getByRole('list', { name: 'Photos (1 of 1)' })).toBeVisible();

  // Each guest sees only their own: the venue screen has nothing to play, and says so.
  const saved = await hostPage.request.patch(`/api/auth/events/${eventId}`, { data: { galleryMode: 'OWN' } });
  expect(saved.status()).toBe(200);
  const screenContext = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const screen = await screenContext.newPage();
  await screen.goto(`/e/${slug}/live`);
  await expect(
    screen.getByText("This event's photos are private to each guest, so the slideshow has nothing to show.", {
      exact: true,
    }),
  ).toBeVisible();
  await expect(screen.getByRole('img', { name: /^Photo shared by/ })).toHaveCount(0);
  await screen.screenshot({ path: '/tmp/shots/a/slideshow-own-1280.png' });
  await screenContext.close();

  // An album in OWN: its tab counts and shows only this guest's photos in it, never another guest's.
  const album = await createAlbum(hostPage.request, eventId, 'Ceremony');
  await sendPhoto(page, slug, album, 'Ela', '#aa5522');
  await sendPhoto(hostPage, slug, album, 'Can', '#22aaaa');
  await expectAlbumCounts(page, slug, { Ceremony: 1 }, false);
  await page.goto(`/e/${slug}`);
  const tabs = page.getByRole('tablist', { name: 'Albums' });
  await expect(tabs.getByRole('tab')).toHaveText(['All', 'Ceremony 1 photo']);
  await tabs.getByRole('tab', { name: /^Ceremony/ }).click();
  const mine = page.getByRole('tabpanel', { name: /^Ceremony/ }).getByRole('list', { name: 'Your photos (1)' });
  await expect(mine.getByRole('button', { name: /shared by Ela$/ })).toBeVisible();
  await expect(page.getByText('Your photos only: the hosts keep the gallery private.')).toBeVisible();
  await expect(page.getByRole('button', { name: /shared by Can$/ })).toHaveCount(0);
  await hostContext.close();
});

test('a guest’s open page shows the album the hosts just made and filled, and their star, without a reload @phone', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize(PHONE);
  const slug = `albums-live-${Date.now().toString(36)}`;
  const hostContext = await browser.newContext();
  const hostPage = await hostContext.newPage();
  const host = hostPage.request;
  const eventId = await hostWithEvent(hostPage, { slug, title: 'Live Album Wedding', autoApprove: true });
  const photo = await sendPhoto(page, slug, null, 'Selin', '#5522aa');
  await page.goto(`/e/${slug}`);
  await expect(page.getByRole('button', { name: /shared by Selin$/ })).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Albums' })).toHaveCount(0);

  // The hosts make an album and file the photo in it while the guest's page stays open.
  const ceremony = await createAlbum(host, eventId, 'Ceremony');
  const moved = await host.post(`/api/auth/events/${eventId}/albums/${ceremony}/photos`, { data: { ids: [photo] } });
  expect(moved.status()).toBe(200);
  const tabs = page.getByRole('tablist', { name: 'Albums' });
  await expect(tabs.getByRole('tab')).toHaveText(['All', 'Ceremony 1 photo']);

  // A star brings the Highlights tab, still without a reload.
  const star = await host.post(`/api/auth/uploads/${photo}/favourite`, { data: { favourite: true } });
  expect(star.status()).toBe(200);
  await expect(tabs.getByRole('tab')).toHaveText(['All', '★Highlights', 'Ceremony 1 photo']);
  await hostContext.close();
});
