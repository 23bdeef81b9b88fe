import { expect, hostWithEvent, jpegOfColour, seriousViolations, test, type Page } from './fixtures.ts';

// Issue 31 (decision 053), the hosts' side of albums: a host adds, renames, reorders and deletes albums in
// the Uploads tab, files photos in one in bulk, filters by album and by star, downloads one album's ZIP
// and points the venue slideshow at an album. Deleting an album keeps its photos, in no album.

/** A host's event with auto-approve and three photos guests sent (through the API); returns its id. */
async function eventWithPhotos(page: Page, slug: string): Promise<number> {
  const eventId = await hostWithEvent(page, { slug, title: 'Album Wedding', autoApprove: true });
  for (const [name, colour] of [
    ['vows.jpg', '#aa2233'],
    ['rings.jpg', '#22aa55'],
    ['cake.jpg', '#2255aa'],
  ] as const) {
    const sent = await page.request.post(`/api/events/${slug}/uploads/direct`, {
      multipart: {
        uploaderName: 'Deniz',
        files: { name, mimeType: 'image/jpeg', buffer: await jpegOfColour(page, colour) },
      },
    });
    expect(sent.status()).toBe(201);
  }
  return eventId;
}

async function albumId(page: Page, eventId: number, name: string): Promise<number> {
  const listed = await page.request.get(`/api/auth/events/${eventId}/albums`);
  const { albums } = (await listed.json()) as { albums: { id: number; name: string }[] };
  const album = albums.find((one) => one.name === name);
  expect(album, `album ${name}`).toBeDefined();
  return album!.id;
}

test('a host organises photos into albums, stars one, and deletes an album without losing its photos', async ({
  page,
}) => {
  // A whole afternoon of a host's work in one story.
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  // A page first: jpegOfColour draws on its canvas.
  await page.goto('/');
  const slug = `albums-${Date.now().toString(36)}`;
  const eventId = await eventWithPhotos(page, slug);

  await page.goto(`/dashboard/events/${eventId}?tab=uploads`);
  const panel = page.getByRole('region', { name: 'Albums' });
  const cards = page.getByRole('list', { name: 'Photos and videos' }).getByRole('listitem');
  await expect(cards).toHaveCount(3);
  // Nothing to choose yet: guests cannot be made to pick an album.
  await expect(panel.getByRole('checkbox', { name: 'Guests must choose an album' })).toBeDisabled();

  // Two albums; a name already taken (any letter case) is said as the host types.
  const newAlbum = panel.getByLabel('New album');
  await newAlbum.fill('Ceremony');
  await panel.getByRole('button', { name: 'Add album' }).click();
  await expect(panel.getByText('Added Ceremony')).toBeVisible();
  await newAlbum.fill('ceremony');
  await expect(panel.getByText('There is already an album called "ceremony".')).toBeVisible();
  await newAlbum.fill('Reception');
  await expect(panel.getByText(/There is already an album/)).toHaveCount(0);
  await panel.getByRole('button', { name: 'Add album' }).click();
  const albums = panel.getByRole('list', { name: 'Albums' }).getByRole('listitem');
  await expect(albums).toHaveCount(2);
  await expect(newAlbum).toHaveValue('');

  // Renamed in its row, then moved up: the order is the guests' tabs'.
  await panel.getByRole('button', { name: 'Rename Reception' }).click();
  await panel.getByLabel('New name for Reception').fill('Party');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(albums.nth(1)).toContainText('Party');
  await panel.getByRole('button', { name: 'Move Party up' }).click();
  await expect(albums.nth(0)).toContainText('Party');
  await expect(albums.nth(1)).toContainText('Ceremony');
  await expect(panel.getByRole('button', { name: 'Move Party up' })).toBeDisabled();
  await expect(panel.getByRole('checkbox', { name: 'Guests must choose an album' })).toBeEnabled();

  // Two photos filed in Ceremony at once.
  await page.getByLabel('Select vows.jpg').check();
  await page.getByLabel('Select rings.jpg').check();
  await page.getByLabel('Move selected to').selectOption({ label: 'Ceremony' });
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page.getByText('Moved 2 photos to Ceremony')).toBeVisible();
  await expect(albums.nth(1)).toContainText('2 photos');
  await expect(cards.filter({ hasText: 'vows.jpg' })).toContainText('Ceremony');

  // The album filter shows just those two.
  await page.getByLabel('Album', { exact: true }).selectOption({ label: 'Ceremony (2)' });
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: 'cake.jpg' })).toHaveCount(0);

  // A star, at once, and the Starred filter.
  const star = page.getByRole('button', { name: 'Star vows.jpg' });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Starred only').check();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('vows.jpg');
  // The viewer shows the star and its album, and takes the star off and on again.
  await page.getByRole('button', { name: 'View vows.jpg' }).click();
  const viewer = page.getByRole('dialog');
  const viewerStar = viewer.getByRole('button', { name: 'Star vows.jpg' });
  await expect(viewerStar).toHaveAttribute('aria-pressed', 'true');
  await expect(viewer.getByText('in Ceremony')).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/c/viewer-star-1280.png' });
  await viewerStar.click();
  await expect(viewerStar).toHaveAttribute('aria-pressed', 'false');
  await viewerStar.click();
  await expect(viewerStar).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);

  // One album's ZIP.
  const ceremonyId = await albumId(page, eventId, 'Ceremony');
  await page.getByLabel('Album to download').selectOption({ label: 'Ceremony (2)' });
  await expect(page.getByRole('link', { name: 'Download album' })).toHaveAttribute(
    'href',
    `/api/auth/events/${eventId}/download.zip?albumId=${ceremonyId}`,
  );
  await page.getByLabel('Album to download').selectOption({ label: 'No album' });
  await expect(page.getByRole('link', { name: 'Download album' })).toHaveAttribute(
    'href',
    `/api/auth/events/${eventId}/download.zip?albumId=none`,
  );
  await expect(page.getByRole('link', { name: 'Download All Approved' })).toHaveAttribute(
    'href',
    `/api/auth/events/${eventId}/download.zip`,
  );
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/shots/c/host-albums-1280.png', fullPage: true });

  // Deleting Ceremony (after a plain warning) keeps its photos, now in no album.
  await page.getByRole('button', { name: 'Delete Ceremony' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Ceremony?' });
  await expect(confirm).toContainText('Its 2 photos stay in your event and go back to “No album”.');
  await confirm.getByRole('button', { name: 'Delete album' }).click();
  await expect(panel.getByText('Deleted Ceremony')).toBeVisible();
  await expect(albums).toHaveCount(1);
  // The Ceremony filter went with it; the star filter stays.
  await expect(page.getByLabel('Album', { exact: true })).toHaveValue('');
  await expect(cards).toHaveCount(1);
  await page.getByLabel('Starred only').uncheck();
  await expect(cards).toHaveCount(3);
  await page.getByLabel('Album', { exact: true }).selectOption({ label: 'No album' });
  await expect(cards).toHaveCount(3);
  await expect(cards.filter({ hasText: 'Ceremony' })).toHaveCount(0);

  // The slideshow plays one album.
  const partyId = await albumId(page, eventId, 'Party');
  await page.goto(`/dashboard/events/${eventId}`);
  const open = page.getByRole('link', { name: 'Open Live Slideshow' });
  await expect(open).toHaveAttribute('href', new RegExp(`/e/${slug}/live$`));
  await page.getByLabel('Play', { exact: true }).selectOption({ label: 'Party' });
  await expect(open).toHaveAttribute('href', new RegExp(`/e/${slug}/live\\?album=${partyId}$`));
  await page
    .getByRole('region', { name: 'QR Code and Slideshow' })
    .screenshot({ path: '/tmp/shots/c/slideshow-choice-1280.png' });
  await page.getByLabel('Play', { exact: true }).selectOption({ label: 'Highlights (starred)' });
  await expect(open).toHaveAttribute('href', new RegExp(`/e/${slug}/live\\?album=highlights$`));

  // Settings has the album rule too, saved with the form.
  await page.getByRole('tab', { name: 'Settings' }).click();
  const requireAlbum = page.getByRole('checkbox', { name: 'Guests must choose an album' });
  await expect(requireAlbum).not.toBeChecked();
  await requireAlbum.check();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Guests must choose an album' })).toBeChecked();
  await page
    .getByRole('checkbox', { name: 'Guests must choose an album' })
    .screenshot({ path: '/tmp/shots/c/settings-require-album-1280.png' });
});

test('on a phone the album list and its buttons fit, with thumb-sized targets @phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const slug = `albums-phone-${Date.now().toString(36)}`;
  const eventId = await eventWithPhotos(page, slug);
  for (const name of ['Ceremony', 'Reception']) {
    const created = await page.request.post(`/api/auth/events/${eventId}/albums`, { data: { name } });
    expect(created.status()).toBe(201);
  }

  await page.goto(`/dashboard/events/${eventId}?tab=uploads`);
  // On a phone the tools fold into one line; the albums are inside.
  await page.getByText('Filters and counts').click();
  const panel = page.getByRole('region', { name: 'Albums' });
  await expect(panel.getByRole('list', { name: 'Albums' }).getByRole('listitem')).toHaveCount(2);
  for (const name of ['Move Reception up', 'Move Ceremony down', 'Rename Ceremony', 'Delete Reception']) {
    const box = await panel.getByRole('button', { name }).boundingBox();
    expect(box!.height, name).toBeGreaterThanOrEqual(44);
  }
  // A phone opens on the review queue; these photos were approved on arrival.
  await page.getByLabel('Status').selectOption('ALL');
  const star = page.getByRole('button', { name: 'Star cake.jpg' });
  expect((await star.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: '/tmp/shots/c/host-albums-360.png', fullPage: true });
  await panel.screenshot({ path: '/tmp/shots/c/albums-panel-360.png' });
  await page.getByLabel('Select cake.jpg').check();
  await page.getByText('Move selected to').scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/shots/c/bulk-move-360.png' });
});
