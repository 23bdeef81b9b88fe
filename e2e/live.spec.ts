import { expect, hostWithEvent, PNG_RED, seriousViolations, test } from './fixtures.ts';

// Live: a guest's page and the venue slideshow are open; the host approves in their own browser; the
// photo shows on both without a reload, and leaves the gallery when rejected.

test('a photo approved by the host appears on an open guest page and on the slideshow, live', async ({
  page,
  browser,
}) => {
  const slug = `live-wedding-${Date.now().toString(36)}`;
  const hostContext = await browser.newContext();
  const hostPage = await hostContext.newPage();
  // Resolves once the host's page has asked the server for the live queue (its subscribe frame left: the
  // operation's persisted id and name, not its text).
  const queueRequested = new Promise<void>((resolve) => {
    hostPage.on('websocket', (socket) =>
      socket.on('framesent', (frame) => {
        if (String(frame.payload).includes('"operationName":"useModerationQueueSubscription"')) resolve();
      }),
    );
  });
  const eventId = await hostWithEvent(
    hostPage,
    {
      slug,
      title: 'Selin & Mert',
      dateTime: new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString(),
      isPinRequired: true,
      pinCode: '8080',
    },
    'Selin Aras',
  );

  // A guest's phone: the event page, empty gallery.
  await page.goto(`/e/${slug}`);
  await page.getByLabel('Enter PIN to view event').fill('8080');
  await page.getByRole('button', { name: 'View Event' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Selin & Mert' })).toBeVisible();
  await expect(page.getByText('No photos yet')).toBeVisible();

  // The venue screen: the slideshow, behind the same PIN, waiting for photos.
  const screenContext = await browser.newContext();
  const screen = await screenContext.newPage();
  await screen.goto(`/e/${slug}/live`);
  await screen.getByLabel('Enter PIN to view event').fill('8080');
  await screen.getByRole('button', { name: 'View Event' }).click();
  await expect(screen.getByText('Photos appear here as soon as they are approved.', { exact: false })).toBeVisible();
  await expect(screen.getByRole('img', { name: new RegExp(`QR code for .*/e/${slug}$`) })).toBeVisible();

  // The host finds the slideshow on the event's overview.
  await hostPage.goto(`/dashboard/events/${eventId}`);
  await expect(hostPage.getByRole('link', { name: 'Open Live Slideshow' })).toHaveAttribute(
    'href',
    new RegExp(`/e/${slug}/live$`),
  );

  // The host's uploads tab is open; another guest uploads; it waits for review, so guests see nothing.
  await hostPage.goto(`/dashboard/events/${eventId}?tab=uploads`);
  await expect(hostPage.getByRole('heading', { name: 'No photos uploaded yet' })).toBeVisible();
  // The queue has no "listening" signal yet: give the server a moment to start following it after the
  // subscribe frame, or a photo sent in between is only seen after a reload.
  await queueRequested;
  await hostPage.waitForTimeout(500);
  const upload = await screen.request.post(`/api/events/${slug}/uploads/direct?pin=8080`, {
    multipart: {
      uploaderName: 'Ece',
      files: { name: 'dance.png', mimeType: 'image/png', buffer: PNG_RED },
    },
  });
  expect(upload.status()).toBe(201);

  // It arrives on the host's open tab by itself; the host approves it there.
  const card = hostPage.getByRole('list', { name: 'Photos' }).getByRole('listitem').filter({ hasText: 'dance.png' });
  await expect(card).toContainText('PENDING');
  await card.getByRole('button', { name: 'View dance.png' }).hover();
  await card.getByRole('button', { name: 'Approve dance.png' }).click();
  await expect(card).toContainText('APPROVED');

  // The guest's page shows it without a reload, counted.
  const gallery = page.getByRole('list', { name: /^Photos/ });
  await expect(gallery.getByRole('button', { name: 'Open Photo 1, shared by Ece' })).toBeVisible();
  await expect(page.getByText('1 photo', { exact: true })).toBeVisible();
  // The slideshow shows it, with who shared it.
  await expect(screen.getByRole('img', { name: 'Photo shared by Ece' })).toBeVisible();
  await expect(screen.getByText('Shared by Ece', { exact: true })).toBeVisible();
  expect(await seriousViolations(screen), 'serious accessibility problems on the slideshow').toEqual([]);

  // Rejected after all (from the tab's bulk bar): it leaves both.
  await hostPage.getByLabel('Select dance.png').check();
  await hostPage.getByRole('button', { name: 'Reject Selected' }).click();
  await expect(hostPage.getByText('Successfully rejected 1 photo(s)')).toBeVisible();
  await expect(page.getByText('No photos yet')).toBeVisible();
  await expect(screen.getByRole('img', { name: 'Photo shared by Ece' })).toBeHidden();
  await screenContext.close();
  await hostContext.close();
});
