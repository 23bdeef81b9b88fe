import { expect, hostWithEvent, jpegOfColour, PNG_RED, signUpThroughApi, test, uniqueEmail } from './fixtures.ts';

// Issue 31: a "disposable camera" event. Before the reveal a guest sees the count, a countdown and their
// own photos, never the gallery; the hosts reveal early and the guest's open page shows the photos live.

test('a guest sees a countdown and their own photo until the hosts press Reveal now, then the gallery, live @phone', async ({
  page,
  browser,
}) => {
  const slug = `reveal-${Date.now().toString(36)}`;
  const hostContext = await browser.newContext();
  const hostPage = await hostContext.newPage();
  const eventId = await hostWithEvent(hostPage, {
    slug,
    title: 'Reveal Wedding',
    dateTime: new Date(Date.now() + 10 * 24 * 3600 * 1000).toISOString(),
    timeZone: 'Europe/Istanbul',
    galleryMode: 'SHARED',
    revealAt: new Date(Date.now() + 24 * 3600 * 1000).toISOString(),
  });

  // The guest shares a photo.
  await page.goto(`/e/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Reveal Wedding' })).toBeVisible();
  const countdown = page.getByRole('region', { name: 'Photo Gallery' });
  await expect(countdown.getByText(/^0 photos so far: revealed on \w+ at \d/)).toBeVisible();
  await expect(countdown.getByRole('timer')).toBeVisible();
  await page.getByRole('button', { name: 'Share Your Photos' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Share Your Photos' });
  await dialog
    .getByLabel('Add photos and videos')
    .setInputFiles([{ name: 'toast.png', mimeType: 'image/png', buffer: PNG_RED }]);
  await dialog.getByLabel('Your name (optional)').fill('Ece');
  await dialog.getByRole('button', { name: 'Upload Photo' }).click();
  await expect(dialog.getByText('Thank you for sharing!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  const yours = page.getByRole('list', { name: /^Your photos/ });
  await expect(yours.getByRole('listitem')).toHaveCount(1);

  // The hosts approve it: the count goes up on the open page, the gallery stays closed.
  const listed = await hostPage.request.get(`/api/auth/events/${eventId}/uploads?status=ALL`);
  const { uploads } = (await listed.json()) as { uploads: { id: number }[] };
  expect(uploads).toHaveLength(1);
  const approved = await hostPage.request.post(`/api/auth/uploads/${uploads[0]!.id}/approve`, {
    data: { action: 'APPROVED' },
  });
  expect(approved.status()).toBe(200);
  await expect(countdown.getByText(/^1 photo so far: revealed on/)).toBeVisible();
  await expect(page.getByRole('list', { name: /^Photos/ })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/shots/H/reveal-countdown-360.png', fullPage: true });
  const phoneSize = page.viewportSize()!;
  await page.setViewportSize({ width: 1280, height: 900 });
  await countdown.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/shots/H/reveal-countdown-1280.png' });
  await page.setViewportSize(phoneSize);

  // The venue screen's slideshow counts down too, with no photo.
  const screenContext = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const screen = await screenContext.newPage();
  await screen.goto(`/e/${slug}/live`);
  await expect(screen.getByText(/^1 photo so far: revealed on/)).toBeVisible();
  await expect(screen.getByRole('timer')).toBeVisible();
  await expect(screen.getByRole('img', { name: 'Photo shared by Ece' })).toHaveCount(0);
  await screen.screenshot({ path: '/tmp/shots/H/slideshow-reveal-1280.png' });

  // The host reveals early from the overview, after confirming.
  await hostPage.goto(`/dashboard/events/${eventId}`);
  await hostPage.getByRole('button', { name: 'Reveal now' }).click();
  await hostPage.getByRole('dialog').getByRole('button', { name: 'Reveal the gallery' }).click();
  await expect(hostPage.getByText('Reveal now')).toHaveCount(0);

  // The guest's open page shows the gallery with the photo, without a reload.
  const gallery = page.getByRole('list', { name: /^Photos/ });
  await expect(gallery.getByRole('button', { name: 'Open Photo 1, shared by Ece' })).toBeVisible();
  await expect(page.getByText(/photos? so far/)).toHaveCount(0);
  // The slideshow switches from the countdown to the photos.
  await expect(screen.getByRole('img', { name: 'Photo shared by Ece' })).toBeVisible();
  await screenContext.close();
  await hostContext.close();
});

test('the create form offers who sees the photos and a reveal time, and the overview names them', async ({ page }) => {
  await signUpThroughApi(page, { email: uniqueEmail(), name: 'Ayla Demir', password: 'a-long-password' });
  await page.goto('/create-event');
  const title = `Reveal Form ${Date.now().toString(36)}`;
  await page.getByLabel('Event Title').fill(title);
  await page.getByLabel('Date & Time').fill('2031-05-04T18:30');
  await page.getByLabel('Time Zone').fill('Europe/Istanbul');

  // Each mode says what guests see; the reveal time is only for a shared gallery.
  const modes = page.getByRole('group', { name: 'Who sees the photos' });
  await expect(modes.getByRole('radio', { name: /Everyone sees all photos/ })).toBeChecked();
  await modes.getByRole('radio', { name: /Drop box/ }).check();
  await expect(page.getByLabel('Reveal the gallery at')).toHaveCount(0);
  await modes.getByRole('radio', { name: /Everyone sees all photos/ }).check();
  await page.getByLabel('Reveal the gallery at').fill('2031-05-04T23:00');
  await page.getByRole('group', { name: 'Who sees the photos' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/shots/H/form-1280.png', fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: '/tmp/shots/H/form-360.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Create Event' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // 23:00 at the event's place, said back on the overview with the Reveal now button.
  await expect(page.getByText(/^Everyone sees all photos, from .*(23:00|11:00 PM)/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reveal now' })).toBeVisible();
});

test('in OWN a guest sees only their own photo, and a drop box shows no gallery @phone', async ({ page, browser }) => {
  const slug = `own-${Date.now().toString(36)}`;
  const hostContext = await browser.newContext();
  const hostPage = await hostContext.newPage();
  const eventId = await hostWithEvent(hostPage, {
    slug,
    title: 'Own Wedding',
    galleryMode: 'OWN',
    autoApprove: true,
  });
  // Another guest's photo (the host's browser sends it as a guest would), approved on arrival.
  const other = await hostPage.request.post(`/api/events/${slug}/uploads/direct`, {
    multipart: { uploaderName: 'Can', files: { name: 'other.png', mimeType: 'image/png', buffer: PNG_RED } },
  });
  expect(other.status()).toBe(201);
  const mine = await page.request.post(`/api/events/${slug}/uploads/direct`, {
    multipart: {
      uploaderName: 'Ece',
      files: { name: 'mine.jpg', mimeType: 'image/jpeg', buffer: await jpegOfColour(page, '#2255aa') },
    },
  });
  expect(mine.status()).toBe(201);

  await page.goto(`/e/${slug}`);
  await expect(page.getByText('Your photos only: the hosts keep the gallery private.')).toBeVisible();
  const gallery = page.getByRole('list', { name: /^Your photos \(/ });
  await expect(gallery.getByRole('button', { name: 'Open Photo 1, shared by Ece' })).toBeVisible();
  await expect(gallery.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText(/shared by Can/)).toHaveCount(0);

  // A drop box: the upload card and Your photos, no gallery.
  const saved = await hostPage.request.patch(`/api/auth/events/${eventId}`, { data: { galleryMode: 'UPLOAD_ONLY' } });
  expect(saved.status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Own Wedding' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Photo Gallery' })).toHaveCount(0);
  await expect(page.getByText("Send them to the hosts; only they see everyone's photos.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share Your Photos' }).first()).toBeVisible();
  await expect(page.getByRole('list', { name: /^Your photos and videos$/ }).getByRole('listitem')).toHaveCount(1);
  await hostContext.close();
});
