import { allowConsoleError, expect, hostWithEvent, PNG_RED, seriousViolations, test, type Page } from './fixtures.ts';

// Issue 31: the hosts made albums; a guest at the venue files the photo they share in one from the
// upload dialog, and the hosts find it there. With an album required, sending waits for the choice.

async function albumsFor(hostPage: Page, eventId: number, names: string[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const name of names) {
    const created = await hostPage.request.post(`/api/auth/events/${eventId}/albums`, { data: { name } });
    expect(created.status()).toBe(201);
    ids.set(name, ((await created.json()) as { album: { id: number } }).album.id);
  }
  return ids;
}

/** The hosts' list of the event's photos in one album (`none`: in no album). */
async function photosIn(hostPage: Page, eventId: number, albumId: number | 'none') {
  const listed = await hostPage.request.get(`/api/auth/events/${eventId}/uploads?status=ALL&albumId=${albumId}`);
  expect(listed.status()).toBe(200);
  return ((await listed.json()) as { uploads: { originalFilename: string; albumId: number | null }[] }).uploads;
}

async function openUploader(page: Page, slug: string, title: string) {
  await page.goto(`/e/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Share Your Photos' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Share Your Photos' });
  await dialog
    .getByLabel(/^(Choose photos|Add photos and videos)$/)
    .setInputFiles([{ name: 'first-dance.png', mimeType: 'image/png', buffer: PNG_RED }]);
  return dialog;
}

test('a guest files the photo they share in the album they pick, and the next upload offers it again @phone', async ({
  page,
  browser,
}) => {
  const slug = `albums-${Date.now().toString(36)}`;
  const hostContext = await browser.newContext();
  const hostPage = await hostContext.newPage();
  const eventId = await hostWithEvent(hostPage, { slug, title: 'Album Wedding', autoApprove: true });
  const albums = await albumsFor(hostPage, eventId, ['Ceremony', 'Reception']);

  const dialog = await openUploader(page, slug, 'Album Wedding');
  const picker = dialog.getByRole('group', { name: 'Album' });
  // Not required: "No album" is offered and chosen until the guest picks another.
  await expect(picker.getByRole('radio')).toHaveCount(3);
  await expect(picker.getByRole('radio', { name: 'No album' })).toBeChecked();
  await picker.getByRole('radio', { name: 'Reception' }).check();
  await expect(picker.getByRole('radio', { name: 'Reception' })).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 360, height: 780 });
  await picker.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/shots/b/upload-album-picker-360.png' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await picker.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/shots/b/upload-album-picker-1280.png' });
  await page.setViewportSize({ width: 412, height: 839 });

  await dialog.getByRole('button', { name: 'Upload Photo' }).click();
  await expect(dialog.getByText('Thank you for sharing!')).toBeVisible();

  // The hosts find it in Reception, and nowhere else.
  const inReception = await photosIn(hostPage, eventId, albums.get('Reception')!);
  expect(inReception.map((photo) => [photo.originalFilename, photo.albumId])).toEqual([
    ['first-dance.png', albums.get('Reception')],
  ]);
  expect(await photosIn(hostPage, eventId, albums.get('Ceremony')!)).toEqual([]);
  expect(await photosIn(hostPage, eventId, 'none')).toEqual([]);

  // On the guest's page, the Reception tab shows the photo, and Ceremony's does not.
  await dialog.getByRole('button', { name: 'Done' }).click();
  const tabs = page.getByRole('tablist', { name: 'Albums' });
  await tabs.getByRole('tab', { name: /^Reception/ }).click();
  await expect(page.getByRole('tabpanel', { name: /^Reception/ }).getByRole('button', { name: /^Open / })).toHaveCount(
    1,
    { timeout: 15_000 },
  );
  await tabs.getByRole('tab', { name: /^Ceremony/ }).click();
  await expect(page.getByText('No photos in Ceremony yet')).toBeVisible();

  // This browser remembers the choice: the next photos go to Reception unless the guest changes it.
  await page.getByRole('button', { name: 'Share Your Photos' }).first().click();
  await expect(
    page.getByRole('dialog', { name: 'Share Your Photos' }).getByRole('radio', { name: 'Reception' }),
  ).toBeChecked();
  await hostContext.close();
});

test('with an album required, the photo waits until the guest chooses one @phone', async ({ page, browser }) => {
  const slug = `album-required-${Date.now().toString(36)}`;
  const hostContext = await browser.newContext();
  const hostPage = await hostContext.newPage();
  const eventId = await hostWithEvent(hostPage, {
    slug,
    title: 'Required Album Wedding',
    autoApprove: true,
    requireAlbum: true,
  });
  const albums = await albumsFor(hostPage, eventId, ['Ceremony', 'Reception']);

  const dialog = await openUploader(page, slug, 'Required Album Wedding');
  const picker = dialog.getByRole('group', { name: 'Album' });
  const send = dialog.getByRole('button', { name: 'Upload Photo' });
  // No "No album", nothing chosen for the guest, and no way to send yet, with the reason said.
  await expect(picker.getByRole('radio')).toHaveCount(2);
  await expect(picker.getByRole('radio', { name: 'No album' })).toHaveCount(0);
  await expect(picker.getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(dialog.getByText('Please choose an album.')).toBeVisible();
  await expect(send).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 360, height: 780 });
  await picker.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/shots/b/upload-album-required-360.png' });
  await page.setViewportSize({ width: 412, height: 839 });

  await picker.getByRole('radio', { name: 'Ceremony' }).check();
  await expect(dialog.getByText('Please choose an album.')).toHaveCount(0);
  await send.click();
  await expect(dialog.getByText('Thank you for sharing!')).toBeVisible();
  const inCeremony = await photosIn(hostPage, eventId, albums.get('Ceremony')!);
  expect(inCeremony.map((photo) => photo.originalFilename)).toEqual(['first-dance.png']);
  await hostContext.close();
});

test('a photo whose album the hosts deleted while it waited is kept, with the reason, until the guest picks another @phone', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const slug = `album-gone-${Date.now().toString(36)}`;
  const hostContext = await browser.newContext();
  const hostPage = await hostContext.newPage();
  const eventId = await hostWithEvent(hostPage, { slug, title: 'Moving Album Wedding', autoApprove: true });
  const albums = await albumsFor(hostPage, eventId, ['Ceremony', 'Reception']);

  // The guest sends to Reception with no connection: the photo waits in the browser, filed for Reception.
  const dialog = await openUploader(page, slug, 'Moving Album Wedding');
  await dialog.getByRole('radio', { name: 'Reception' }).check();
  await page.context().setOffline(true);
  await dialog.getByRole('button', { name: 'Upload Photo' }).click();
  await expect(dialog.getByText('Waiting for connection…')).toBeVisible();

  // Meanwhile the hosts delete Reception; back online, the server refuses the photo's album.
  const deleted = await hostPage.request.delete(`/api/auth/events/${eventId}/albums/${albums.get('Reception')}`);
  expect(deleted.status()).toBe(200);
  await page.context().setOffline(false);
  const row = dialog.getByRole('listitem').filter({ hasText: 'first-dance.png' });
  await expect(row.getByText('This album is not one of this event’s albums. Please choose another.')).toBeVisible();
  // Reception is offered no more and nothing is chosen: the guest picks again before sending.
  await expect(dialog.getByRole('radio', { name: 'Reception' })).toHaveCount(0);
  await expect(dialog.getByText('Please choose an album.')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Retry first-dance.png' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Upload Photo' })).toBeDisabled();

  await dialog.getByRole('radio', { name: 'Ceremony' }).check();
  await dialog.getByRole('button', { name: 'Upload Photo' }).click();
  await expect(dialog.getByText('Thank you for sharing!')).toBeVisible();
  const inCeremony = await photosIn(hostPage, eventId, albums.get('Ceremony')!);
  expect(inCeremony.map((photo) => photo.originalFilename)).toEqual(['first-dance.png']);

  // The browser logs the refusal (a 400) and the requests the offline spell cut as failed loads.
  for (const pattern of [/status of 400/, /ERR_INTERNET_DISCONNECTED/]) {
    for (const line of consoleErrors.filter((error) => pattern.test(error))) allowConsoleError(consoleErrors, line);
  }
  await hostContext.close();
});

test('a German guest whose album the hosts deleted meanwhile reads why in German and chooses again @phone', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const slug = `album-gone-de-${Date.now().toString(36)}`;
  const hostContext = await browser.newContext();
  const hostPage = await hostContext.newPage();
  const eventId = await hostWithEvent(hostPage, { slug, title: 'Albumhochzeit', autoApprove: true });
  const albums = await albumsFor(hostPage, eventId, ['Trauung', 'Feier']);

  await page.goto(`/e/${slug}?lang=de`);
  await expect(page.getByRole('heading', { level: 1, name: 'Albumhochzeit' })).toBeVisible();
  await page.getByRole('button', { name: 'Deine Fotos teilen' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Deine Fotos teilen' });
  await dialog
    .getByLabel(/^(Fotos auswählen|Fotos und Videos hinzufügen)$/)
    .setInputFiles([{ name: 'erster-tanz.png', mimeType: 'image/png', buffer: PNG_RED }]);
  await dialog.getByRole('radio', { name: 'Feier' }).check();
  await page.context().setOffline(true);
  await dialog.getByRole('button', { name: 'Foto hochladen' }).click();

  // Meanwhile the hosts delete Feier; back online, the server refuses the album, in German, and names its
  // field: the dialog acts on that, not on the words.
  const deleted = await hostPage.request.delete(`/api/auth/events/${eventId}/albums/${albums.get('Feier')}`);
  expect(deleted.status()).toBe(200);
  await page.context().setOffline(false);
  const row = dialog.getByRole('listitem').filter({ hasText: 'erster-tanz.png' });
  await expect(row.getByText('Dieses Album gehört nicht zu diesem Event. Bitte wähle ein anderes.')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Feier' })).toHaveCount(0);
  await expect(dialog.getByText('Bitte wähle ein Album.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Foto hochladen' })).toBeDisabled();

  await dialog.getByRole('radio', { name: 'Trauung' }).check();
  await dialog.getByRole('button', { name: 'Foto hochladen' }).click();
  await expect(dialog.getByText('Danke fürs Teilen!')).toBeVisible();
  const inTrauung = await photosIn(hostPage, eventId, albums.get('Trauung')!);
  expect(inTrauung.map((photo) => photo.originalFilename)).toEqual(['erster-tanz.png']);

  for (const pattern of [/status of 400/, /ERR_INTERNET_DISCONNECTED/]) {
    for (const line of consoleErrors.filter((error) => pattern.test(error))) allowConsoleError(consoleErrors, line);
  }
  await hostContext.close();
});

test('past eight albums the choice is a list, required too @phone', async ({ page, browser }) => {
  const slug = `album-list-${Date.now().toString(36)}`;
  const hostContext = await browser.newContext();
  const hostPage = await hostContext.newPage();
  const eventId = await hostWithEvent(hostPage, {
    slug,
    title: 'Many Albums Wedding',
    autoApprove: true,
    requireAlbum: true,
    // A drop box: the page has no gallery (and so no album tabs), only the uploader.
    galleryMode: 'UPLOAD_ONLY',
  });
  const names = [
    'Henna Night',
    'Getting Ready',
    'Ceremony',
    'Portraits',
    'Cocktails',
    'Dinner',
    'Speeches',
    'First Dance',
    'After-party',
  ];
  const albums = await albumsFor(hostPage, eventId, names);

  const dialog = await openUploader(page, slug, 'Many Albums Wedding');
  const list = dialog.getByRole('combobox', { name: 'Album' });
  await expect(list.getByRole('option')).toHaveText(['Choose an album', ...names]);
  await expect(dialog.getByText('Please choose an album.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Upload Photo' })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);

  await list.selectOption({ label: 'First Dance' });
  await dialog.getByRole('button', { name: 'Upload Photo' }).click();
  await expect(dialog.getByText('Thank you for sharing!')).toBeVisible();
  const inFirstDance = await photosIn(hostPage, eventId, albums.get('First Dance')!);
  expect(inFirstDance.map((photo) => photo.originalFilename)).toEqual(['first-dance.png']);
  await hostContext.close();
});
