import { expect, hostWithEvent, jpegOfColour, test } from './fixtures.ts';

// Issue 35: a bulk approval of more photos than a live message holds reaches the hosts' open uploads tabs as
// one short message (`ModerationQueueUpdate.startOver`), not as every photo. A second screen of the host,
// open on the pending photos, loads its list and counts again by itself: no reload.

const PHOTOS = 26;

test("a host's second screen shows a large approval made elsewhere without a reload", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const slug = `large-approval-hosts-${Date.now().toString(36)}`;
  const eventId = await hostWithEvent(page, { slug, title: 'Festival Wedding' });
  const ids: number[] = [];
  for (let index = 0; index < PHOTOS; index += 1) {
    const colour = `#${(index * 9).toString(16).padStart(2, '0')}6688`;
    const sent = await page.request.post(`/api/events/${slug}/uploads/direct`, {
      multipart: {
        files: { name: `guest-${index}.jpg`, mimeType: 'image/jpeg', buffer: await jpegOfColour(page, colour) },
      },
    });
    expect(sent.status()).toBe(201);
    ids.push(...((await sent.json()) as { uploads: { id: number }[] }).uploads.map((upload) => upload.id));
  }

  // The host's second screen (a tablet at the venue, signed in as the same host): the pending photos.
  const tabletContext = await browser.newContext({ storageState: await page.context().storageState() });
  const tablet = await tabletContext.newPage();
  const following = new Promise<void>((resolve) => {
    tablet.on('websocket', (socket) =>
      socket.on('framesent', (frame) => {
        if (String(frame.payload).includes('"operationName":"useModerationQueueSubscription"')) resolve();
      }),
    );
  });
  await tablet.goto(`/dashboard/events/${eventId}?tab=uploads`);
  await tablet.getByLabel('Status').selectOption('PENDING');
  const cards = tablet.getByRole('list', { name: 'Photos' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  const counts = tablet.getByRole('region', { name: 'Photo and video counts' });
  await expect(counts.getByRole('listitem').filter({ hasText: 'Pending' })).toContainText(String(PHOTOS));
  // The queue has no "listening" signal: give the server a moment after the subscribe frame.
  await following;
  await tablet.waitForTimeout(500);
  await tablet.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  // The host approves every one at once from the other screen.
  const approved = await page.request.post('/api/auth/uploads/bulk', { data: { ids, action: 'APPROVED' } });
  expect(approved.status()).toBe(200);

  // The tablet's pending list empties and its counts follow, by themselves.
  await expect(tablet.getByRole('heading', { name: 'No photos waiting for review' })).toBeVisible();
  await expect(cards).toHaveCount(0);
  await expect(counts.getByRole('listitem').filter({ hasText: 'Approved' })).toContainText(String(PHOTOS));
  await expect(counts.getByRole('listitem').filter({ hasText: 'Pending' })).toContainText('0');
  expect(await tablet.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await tabletContext.close();
});
