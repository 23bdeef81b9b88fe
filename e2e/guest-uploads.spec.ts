import type { Route } from '@playwright/test';
import {
  allowConsoleError,
  expect,
  hostWithEvent,
  jpegOfColour,
  NOT_FOUND_LOG,
  seriousViolations,
  test,
  type Page,
} from './fixtures.ts';

// Issue 16: guest uploads that survive venue Wi-Fi. A phone goes offline mid-batch, a tab is reloaded
// mid-upload, and every photo still arrives exactly once (checked on the host's side, through the API);
// the guest sees their own photos with the hosts' decision and can take one back.

const COLOURS = ['#aa2233', '#22aa55', '#2255aa', '#aaaa22', '#7722aa', '#22aaaa'];

async function photos(page: Page, names: string[]) {
  return Promise.all(
    names.map(async (name, index) => ({
      name,
      mimeType: 'image/jpeg',
      buffer: await jpegOfColour(page, COLOURS[index % COLOURS.length]!),
    })),
  );
}

/** The host's own list of the event's photos: name and status of each (any status). */
async function hostUploads(hostPage: Page, eventId: number) {
  const response = await hostPage.request.get(`/api/auth/events/${eventId}/uploads`);
  expect(response.status()).toBe(200);
  const { uploads } = (await response.json()) as {
    uploads: { id: number; originalFilename: string; status: string; uploaderName: string | null }[];
  };
  return uploads;
}

async function hostFilenames(hostPage: Page, eventId: number): Promise<string[]> {
  return (await hostUploads(hostPage, eventId)).map((upload) => upload.originalFilename).sort();
}

const isTusPatch = (route: Route) => route.request().method() === 'PATCH';

test('five photos sent over a connection that drops: they wait, then all arrive exactly once @phone', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const slug = `offline-wedding-${Date.now().toString(36)}`;
  const hostContext = await browser.newContext();
  const hostPage = await hostContext.newPage();
  const eventId = await hostWithEvent(hostPage, { slug, title: 'Offline Wedding' });

  // The third photo onwards is held on its way out until the phone is offline (a venue's Wi-Fi drops).
  let patches = 0;
  const held: Route[] = [];
  await page.route('**/api/events/*/tus/**', async (route) => {
    if (isTusPatch(route) && ++patches > 2) held.push(route);
    else await route.continue();
  });

  await page.goto(`/e/${slug}`);
  await page.getByRole('button', { name: 'Share Your Photos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Your Photos' });
  const names = ['one.jpg', 'two.jpg', 'three.jpg', 'four.jpg', 'five.jpg'];
  await dialog.getByLabel('Add photos and videos').setInputFiles(await photos(page, names));
  await dialog.getByRole('button', { name: 'Upload 5 Photos' }).click();

  await expect(dialog.getByText('2 of 5 sent')).toBeVisible();
  await expect.poll(() => held.length).toBe(2);
  await expect(dialog.getByRole('progressbar', { name: 'Uploading three.jpg' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.context().setOffline(true);
  await expect(dialog.getByText('Waiting for connection…')).toBeVisible();
  // The held requests never reach the server (the page gave up on them when it went offline).
  for (const route of held) await route.abort('internetdisconnected').catch(() => undefined);
  await page.unroute('**/api/events/*/tus/**');
  expect(await hostFilenames(hostPage, eventId)).toEqual(['one.jpg', 'two.jpg']);
  expect(await seriousViolations(page)).toEqual([]);

  await page.context().setOffline(false);
  await expect(dialog.getByText('Thank you for sharing!')).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByText('5 of 5 sent')).toBeVisible();
  expect(await hostFilenames(hostPage, eventId)).toEqual([...names].sort());
  // The aborted requests are logged by the browser as failed loads.
  while (consoleErrors.some((line) => line.includes('ERR_INTERNET_DISCONNECTED'))) {
    allowConsoleError(consoleErrors, 'ERR_INTERNET_DISCONNECTED');
  }

  // "Your photos" lists them, waiting for the hosts; one the host rejects shows as not approved.
  const yours = page.getByRole('list', { name: 'Your photos' });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(yours.getByRole('listitem')).toHaveCount(5);
  await expect(yours.getByText('Waiting for approval')).toHaveCount(5);
  const [first] = await hostUploads(hostPage, eventId);
  const rejected = await hostPage.request.post(`/api/auth/uploads/${first!.id}/approve`, {
    data: { action: 'REJECTED' },
  });
  expect(rejected.status()).toBe(200);
  await page.reload();
  await expect(yours.getByText('Not approved')).toHaveCount(1);
  await expect(yours.getByText('Waiting for approval')).toHaveCount(4);
  await hostContext.close();
});

test('a reload mid-upload keeps the photos: the page offers to resume, and all arrive once @phone', async ({
  page,
  browser,
}) => {
  const slug = `reload-wedding-${Date.now().toString(36)}`;
  const hostContext = await browser.newContext();
  const hostPage = await hostContext.newPage();
  const eventId = await hostWithEvent(hostPage, { slug, title: 'Reload Wedding' });

  // The first photo goes through; the others' bodies never finish before the tab is reloaded.
  let creations = 0;
  let patches = 0;
  await page.route('**/api/events/*/tus**', async (route) => {
    const method = route.request().method();
    if (method === 'POST') creations += 1;
    if (method === 'PATCH' && ++patches > 1) return; // left hanging: the reload cuts it
    await route.continue();
  });

  await page.goto(`/e/${slug}`);
  await page.getByRole('button', { name: 'Share Your Photos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Your Photos' });
  const names = ['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg'];
  await dialog.getByLabel('Add photos and videos').setInputFiles(await photos(page, names));
  await dialog.getByLabel('Your name (optional)').fill('Ece');
  await dialog.getByRole('button', { name: 'Upload 4 Photos' }).click();
  await expect(dialog.getByText('1 of 4 sent')).toBeVisible();
  await expect.poll(() => patches).toBe(3);

  await page.reload();
  await expect(page.getByText('You have 3 photos waiting to upload')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const createdBeforeReload = creations;
  expect(createdBeforeReload).toBe(3);
  await page.unroute('**/api/events/*/tus**');
  let createdAfterReload = 0;
  await page.route('**/api/events/*/tus**', async (route) => {
    if (route.request().method() === 'POST') createdAfterReload += 1;
    await route.continue();
  });

  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(dialog.getByText('Thank you for sharing!')).toBeVisible({ timeout: 20_000 });
  expect(await hostFilenames(hostPage, eventId)).toEqual(names);
  // The interrupted photos went on at the addresses the server gave them before the reload.
  expect(createdAfterReload).toBe(1);
  expect((await hostUploads(hostPage, eventId)).every((upload) => upload.uploaderName === 'Ece')).toBe(true);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(/photos? waiting to upload/)).toHaveCount(0);
  await hostContext.close();
});

test('an answer lost on the way back does not make a second copy @phone', async ({ page, browser, consoleErrors }) => {
  const slug = `lost-answer-${Date.now().toString(36)}`;
  const hostContext = await browser.newContext();
  const hostPage = await hostContext.newPage();
  const eventId = await hostWithEvent(hostPage, { slug, title: 'Lost Answer' });

  // The last PATCH reaches the server (the photo is stored), but the phone never hears back.
  let cut = false;
  await page.route('**/api/events/*/tus/**', async (route) => {
    if (isTusPatch(route) && !cut) {
      cut = true;
      await route.fetch();
      await route.abort('connectionreset');
    } else {
      await route.continue();
    }
  });

  await page.goto(`/e/${slug}`);
  await page.getByRole('button', { name: 'Share Your Photos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Your Photos' });
  await dialog.getByLabel('Add photos and videos').setInputFiles(await photos(page, ['toast.jpg']));
  await dialog.getByRole('button', { name: 'Upload Photo' }).click();
  await expect(dialog.getByText('Thank you for sharing!')).toBeVisible({ timeout: 20_000 });
  expect(cut).toBe(true);
  expect(await hostFilenames(hostPage, eventId)).toEqual(['toast.jpg']);
  // Logged by the browser: the cut answer, and the retry's HEAD finding the upload gone (the server takes
  // it away once the photo exists).
  allowConsoleError(consoleErrors, 'ERR_CONNECTION_RESET');
  allowConsoleError(consoleErrors, NOT_FOUND_LOG);
  await hostContext.close();
});

test('photos waiting after a reload can be discarded @phone', async ({ page, browser }) => {
  const slug = `discard-wedding-${Date.now().toString(36)}`;
  const hostContext = await browser.newContext();
  const hostPage = await hostContext.newPage();
  const eventId = await hostWithEvent(hostPage, { slug, title: 'Discard Wedding' });
  await page.route('**/api/events/*/tus**', async (route) => {
    if (route.request().method() !== 'PATCH') await route.continue();
  });

  await page.goto(`/e/${slug}`);
  await page.getByRole('button', { name: 'Share Your Photos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Your Photos' });
  await dialog.getByLabel('Add photos and videos').setInputFiles(await photos(page, ['x.jpg', 'y.jpg']));
  await dialog.getByRole('button', { name: 'Upload 2 Photos' }).click();
  await expect(dialog.getByRole('progressbar', { name: 'Uploading y.jpg' })).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByText('You have 2 photos waiting to upload')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Discard Wedding' })).toBeVisible();
  await expect(page.getByText(/photos? waiting to upload/)).toHaveCount(0);
  expect(await hostFilenames(hostPage, eventId)).toEqual([]);
  await hostContext.close();
});

test("a refused photo shows the server's reason and can be removed @phone", async ({
  page,
  browser,
  consoleErrors,
}) => {
  const slug = `refused-wedding-${Date.now().toString(36)}`;
  const hostContext = await browser.newContext();
  const hostPage = await hostContext.newPage();
  const eventId = await hostWithEvent(hostPage, { slug, title: 'Refused Wedding' });

  await page.goto(`/e/${slug}`);
  await page.getByRole('button', { name: 'Share Your Photos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Your Photos' });
  // Named and typed as a HEIC photo, but not one: the server reads the bytes and refuses it.
  await dialog
    .getByLabel('Add photos and videos')
    .setInputFiles([
      { name: 'notes.heic', mimeType: 'image/heic', buffer: Buffer.from('not a photo at all, just some text') },
      ...(await photos(page, ['real.jpg'])),
    ]);
  await dialog.getByRole('button', { name: 'Upload 2 Photos' }).click();
  await expect(dialog.getByText('1 of 2 sent')).toBeVisible();
  const row = dialog.getByRole('listitem').filter({ hasText: 'notes.heic' });
  await expect(row.getByRole('button', { name: 'Retry notes.heic' })).toBeVisible();
  // The server's own words, not the generic fallback.
  const reason = (await row.locator('p').nth(1).textContent()) ?? '';
  expect(reason.length).toBeGreaterThan(0);
  expect(reason).not.toBe('Upload failed');
  await expect(dialog.getByText('1 of 2 photos could not be uploaded.', { exact: false })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // The browser logs the refusal (a 4xx other than 404) as a failed load.
  const refusal = consoleErrors.find((line) => /status of 4(?!04)\d\d/.test(line));
  if (refusal) allowConsoleError(consoleErrors, refusal);

  // Removed, the one left was sent: the batch is done.
  await row.getByRole('button', { name: 'Remove notes.heic' }).click();
  await expect(dialog.getByText('Thank you for sharing!')).toBeVisible();
  await expect(dialog.getByText('1 of 1 sent')).toBeVisible();
  expect(await hostFilenames(hostPage, eventId)).toEqual(['real.jpg']);
  await hostContext.close();
});

test('a photo the server refused stays refused after a reload: not counted as waiting, and can be removed @phone', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const slug = `refused-reload-${Date.now().toString(36)}`;
  const hostContext = await browser.newContext();
  const hostPage = await hostContext.newPage();
  await hostWithEvent(hostPage, { slug, title: 'Refused Reload' });

  await page.goto(`/e/${slug}`);
  await page.getByRole('button', { name: 'Share Your Photos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Your Photos' });
  // A text file named like a photo: the browser believes the name, the server reads the bytes.
  await dialog
    .getByLabel('Add photos and videos')
    .setInputFiles([{ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('some notes, not a photo') }]);
  await dialog.getByRole('button', { name: 'Upload Photo' }).click();
  await expect(dialog.getByText('Your photo could not be uploaded.')).toBeVisible();
  const row = dialog.getByRole('listitem').filter({ hasText: 'photo.png' });
  const reason = (await row.locator('p').nth(1).textContent()) ?? '';
  expect(reason).not.toBe('');
  const refusal = consoleErrors.find((line) => /status of 4(?!04)\d\d/.test(line));
  if (refusal) allowConsoleError(consoleErrors, refusal);
  // Playwright's trace recorder fetches the preview that could not be drawn (its blob: address), which the
  // page's connect-src refuses; with --trace off the page logs nothing.
  allowConsoleError(consoleErrors, "Connecting to 'blob:");

  await page.reload();
  const refused = page.getByRole('region', { name: 'Photos not uploaded' });
  await expect(refused.getByText('photo.png', { exact: true })).toBeVisible();
  await expect(refused.getByText(reason)).toBeVisible();
  // Read from the same store in the same pass: once the refused photo shows, no count of waiting ones will.
  await expect(page.getByText(/waiting to upload/)).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await refused.getByRole('button', { name: 'Remove photo.png' }).click();
  await expect(refused).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Refused Reload' })).toBeVisible();
  await page.getByRole('button', { name: 'Share Your Photos' }).click();
  await expect(dialog.getByRole('listitem')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Upload Photo' })).toBeDisabled();
  await expect(refused).toHaveCount(0);
  await hostContext.close();
});

test('guests add up to 20 photos at a time, as the help says @phone', async ({ page, browser }) => {
  const slug = `twenty-photos-${Date.now().toString(36)}`;
  const hostContext = await browser.newContext();
  const hostPage = await hostContext.newPage();
  await hostWithEvent(hostPage, { slug, title: 'Twenty Photos' });

  await page.goto('/help');
  await expect(page.getByText('up to 20 at a time', { exact: false }).first()).toBeAttached();

  await page.goto(`/e/${slug}`);
  await page.getByRole('button', { name: 'Share Your Photos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Your Photos' });
  const jpeg = await jpegOfColour(page, '#aa2233');
  const files = (count: number, prefix: string) =>
    Array.from({ length: count }, (_, index) => ({
      name: `${prefix}-${index + 1}.jpg`,
      mimeType: 'image/jpeg',
      buffer: jpeg,
    }));
  await dialog.getByLabel('Add photos and videos').setInputFiles(files(21, 'pick'));
  await expect(dialog.getByRole('alert')).toHaveText('You can upload up to 20 photos and videos at a time.');
  const chosen = dialog.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem');
  await expect(chosen).toHaveCount(20);
  await expect(chosen.filter({ hasText: 'pick-21.jpg' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Upload 20 Photos' })).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);

  // Room for one more once one is taken out: the limit counts the photos still to send, not the picks.
  await chosen.first().getByRole('button', { name: 'Remove pick-1.jpg' }).click();
  await dialog.getByLabel('Add photos and videos').setInputFiles(files(2, 'more'));
  await expect(chosen).toHaveCount(20);
  await expect(chosen.filter({ hasText: 'more-1.jpg' })).toHaveCount(1);
  await expect(dialog.getByRole('alert')).toHaveText('You can upload up to 20 photos and videos at a time.');
  await hostContext.close();
});

test('"Your photos": the RSVP name goes with the photos, and a deleted one leaves the host and an open gallery @phone', async ({
  page,
  browser,
}) => {
  const slug = `own-photos-${Date.now().toString(36)}`;
  const hostContext = await browser.newContext();
  const hostPage = await hostContext.newPage();
  const eventId = await hostWithEvent(hostPage, { slug, title: 'Own Photos' });
  // Auto-approve: the photos go straight to the gallery.
  const saved = await hostPage.request.patch(`/api/auth/events/${eventId}`, { data: { autoApprove: true } });
  expect(saved.status()).toBe(200);

  // The guest answers the RSVP first: the upload dialog offers that name.
  await page.goto(`/e/${slug}`);
  await page.getByLabel('Full Name').fill('Deniz Kaya');
  await page.getByRole('button', { name: 'Submit RSVP' }).click();
  await expect(page.getByRole('heading', { name: 'RSVP Submitted!' })).toBeVisible();
  await page.getByRole('button', { name: 'Share Your Photos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Your Photos' });
  await expect(dialog.getByLabel('Your name (optional)')).toHaveValue('Deniz Kaya');
  await dialog.getByLabel('Add photos and videos').setInputFiles(await photos(page, ['cake.jpg', 'dance.jpg']));
  await dialog.getByRole('button', { name: 'Upload 2 Photos' }).click();
  await expect(dialog.getByText('They are in the gallery now.', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  const yours = page.getByRole('list', { name: 'Your photos' });
  await expect(yours.getByRole('listitem')).toHaveCount(2);
  await expect(yours.getByText('Approved', { exact: true })).toHaveCount(2);
  // Thumbnails replace the processing placeholders once made.
  await expect(yours.getByRole('img', { name: /still being processed/ })).toHaveCount(0, { timeout: 20_000 });
  expect(await seriousViolations(page)).toEqual([]);
  expect((await hostUploads(hostPage, eventId)).map((upload) => upload.uploaderName)).toEqual([
    'Deniz Kaya',
    'Deniz Kaya',
  ]);

  // Another guest has the gallery open.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await other.goto(`/e/${slug}`);
  await expect(other.getByText('2 photos', { exact: true })).toBeVisible();
  await expect(other.getByRole('button', { name: /^Open Photo/ })).toHaveCount(2);
  // And the host has the uploads tab open.
  await hostPage.goto(`/dashboard/events/${eventId}?tab=uploads`);
  // On a phone the tab opens as the review queue (issue 36); these photos were approved on arrival.
  await hostPage.getByRole('button', { name: 'Show all photos' }).click();
  const hostCards = hostPage.getByRole('list', { name: 'Photos' }).getByRole('listitem');
  await expect(hostCards).toHaveCount(2);

  // Delete one, after a confirmation.
  await yours.getByRole('button', { name: /^Delete Your photo 1/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this photo?' });
  await expect(confirm).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(yours.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('Your photo was deleted.')).toBeVisible();

  // Gone from the host's open uploads tab and the other guest's open gallery, without a reload.
  await expect(hostCards).toHaveCount(1);
  await expect(other.getByRole('button', { name: /^Open Photo/ })).toHaveCount(1);
  expect(await hostUploads(hostPage, eventId)).toHaveLength(1);
  await otherContext.close();
  await hostContext.close();
});
