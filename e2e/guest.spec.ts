import { expect, hostWithEvent, jpegOfColour, PNG_RED, test } from './fixtures.ts';

// A guest at the venue, on a phone: PIN gate → RSVP → upload photos; the host then sees them pending.

test('a guest passes the PIN gate, answers, and shares two photos the host then sees pending @phone', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const slug = `garden-wedding-${stamp}`;

  // The host, in their own browser, creates a PIN-protected event.
  const hostContext = await browser.newContext();
  const hostPage = await hostContext.newPage();
  const eventId = await hostWithEvent(hostPage, {
    slug,
    title: 'Garden Wedding',
    dateTime: new Date(Date.now() + 10 * 24 * 3600 * 1000).toISOString(),
    venueName: 'The Garden House',
    isPinRequired: true,
    pinCode: '2468',
  });

  // The guest: wrong PIN, then the right one.
  await page.goto(`/e/${slug}`);
  await expect(page.getByRole('heading', { name: 'This event is protected' })).toBeVisible();
  const pin = page.getByLabel('Enter PIN to view event');
  await pin.fill('1111');
  await page.getByRole('button', { name: 'View Event' }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect PIN. Please try again.');
  await pin.fill('2468');
  await page.getByRole('button', { name: 'View Event' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Garden Wedding' })).toBeVisible();

  // RSVP, and the answer survives a reload.
  await page.getByLabel('Full Name').fill('Deniz Kaya');
  await page.getByLabel('Joyfully Accept').check();
  await page.getByLabel('Number of Guests').selectOption('2');
  await page.getByRole('button', { name: 'Submit RSVP' }).click();
  await expect(page.getByRole('heading', { name: 'RSVP Submitted!' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Garden Wedding' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'RSVP Submitted!' })).toBeVisible();

  // Two photos through the upload dialog.
  await page.getByRole('button', { name: 'Share Your Photos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Your Photos' });
  await dialog.getByLabel('Add photos and videos').setInputFiles([
    { name: 'first.png', mimeType: 'image/png', buffer: PNG_RED },
    { name: 'second.jpg', mimeType: 'image/jpeg', buffer: await jpegOfColour(page, '#2255aa') },
  ]);
  await dialog.getByLabel('Your name (optional)').fill('Deniz');
  await dialog.getByRole('button', { name: 'Upload 2 Photos' }).click();
  await expect(dialog.getByText('Thank you for sharing!')).toBeVisible();

  // The host sees both pending on the event's overview.
  await hostPage.goto(`/dashboard/events/${eventId}`);
  const pending = hostPage.getByRole('listitem').filter({ hasText: 'Pending' });
  await expect(pending).toContainText('2');
  await hostContext.close();
});

test("the event is in the page as it arrives (no loading screen, no second request, the map once scrolled to), the guest's own RSVP too @phone", async ({
  page,
  browser,
}) => {
  const slug = `harbour-dinner-${Date.now().toString(36)}`;
  const hostContext = await browser.newContext();
  await hostWithEvent(await hostContext.newPage(), {
    slug,
    title: 'Harbour Dinner',
    dateTime: new Date(Date.now() + 20 * 24 * 3600 * 1000).toISOString(),
    venueName: 'Harbour Hall',
  });
  await hostContext.close();
  // The map's own page (no internet here): any page in its frame will do.
  await page.route('https://www.google.com/maps**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<p>Map</p>' }),
  );

  // What the page asks of the server while it opens, and whether it ever says it is loading.
  const eventQueries: string[] = [];
  // The page names its operation in the address (a GET with its persisted id), or in the body with a PIN.
  page.on('request', (request) => {
    const url = new URL(request.url());
    const named = url.searchParams.get('operationName') ?? request.postData() ?? '';
    if (url.pathname === '/graphql' && named.includes('EventPageQuery')) eventQueries.push(request.url());
  });
  const everSaidLoading = () =>
    page.evaluate(() => (window as unknown as { sawLoading?: boolean }).sawLoading === true);
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('Loading event...')) {
        (window as unknown as { sawLoading?: boolean }).sawLoading = true;
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });

  await page.goto(`/e/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Harbour Dinner' })).toBeVisible();
  expect(eventQueries).toEqual([]);
  expect(await everSaidLoading()).toBe(false);

  // The map at the bottom of the page is made when the guest scrolls towards it, not with the page.
  const map = page.getByTitle('Map of Harbour Hall');
  await expect(map).toHaveCount(0);
  await page.getByRole('heading', { name: 'Location' }).scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute('src', 'https://www.google.com/maps?q=Harbour%20Hall&output=embed');

  // The guest answers; after a reload the page still knows them, from the answer inside the page.
  await page.getByLabel('Full Name').fill('Selin Aydın');
  await page.getByLabel('Joyfully Accept').check();
  await page.getByRole('button', { name: 'Submit RSVP' }).click();
  await expect(page.getByRole('heading', { name: 'RSVP Submitted!' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('Thank you, Selin Aydın! We have your answer.')).toBeVisible();
  expect(eventQueries).toEqual([]);
  expect(await everSaidLoading()).toBe(false);
});

test('approved photos show in the gallery, and the lightbox moves with arrow keys and closes on Escape @phone', async ({
  page,
  browser,
}) => {
  const slug = `beach-party-${Date.now().toString(36)}`;
  const hostContext = await browser.newContext();
  const hostPage = await hostContext.newPage();
  const eventId = await hostWithEvent(
    hostPage,
    { slug, title: 'Beach Party', dateTime: new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString() },
    'Can Yılmaz',
  );
  // Auto-approve: the photos go straight to the gallery (moderation arrives with the next issue).
  const saved = await hostPage.request.patch(`/api/auth/events/${eventId}`, { data: { autoApprove: true } });
  expect(saved.status()).toBe(200);
  await hostContext.close();

  await page.goto(`/e/${slug}`);
  await expect(page.getByText('No photos yet')).toBeVisible();
  await page.getByRole('button', { name: 'Share Your Photos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Your Photos' });
  await dialog.getByLabel('Add photos and videos').setInputFiles([
    { name: 'first.png', mimeType: 'image/png', buffer: PNG_RED },
    { name: 'second.jpg', mimeType: 'image/jpeg', buffer: await jpegOfColour(page, '#2255aa') },
  ]);
  await dialog.getByRole('button', { name: 'Upload 2 Photos' }).click();
  await expect(dialog.getByText('Thank you for sharing!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByText('2 photos', { exact: true })).toBeVisible();
  const thumbnails = page.getByRole('button', { name: /^Open Photo/ });
  await expect(thumbnails).toHaveCount(2);
  await thumbnails.first().click();
  const lightbox = page.getByRole('dialog', { name: 'Photo 1 of 2' });
  await expect(lightbox).toBeVisible();
  await expect
    .poll(() =>
      lightbox
        .locator('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: 'Photo 2 of 2' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: /^Photo/ })).toHaveCount(0);
});
