import { expect, hostWithEvent, jpegOfColour, seriousViolations, test } from './fixtures.ts';

// One guest, one phone: the RSVP and the photos sent from it belong together, and the hosts see who sent
// each photo, filter the uploads by guest and see on the RSVPs tab how many photos each guest sent.

test('hosts see which RSVP sent each photo and filter the uploads by guest', async ({ page, browser }) => {
  const slug = `guest-identity-${Date.now().toString(36)}`;
  const eventId = await hostWithEvent(page, { slug, title: 'Ayla & Mert', rsvpEnabled: true, autoApprove: false });

  // Ayla answers and then shares two photos from the same phone; Deniz shares one without answering.
  const ayla = await browser.newContext();
  const aylaPage = await ayla.newPage();
  await aylaPage.goto(`/e/${slug}`);
  const rsvp = await ayla.request.post(`/api/events/${slug}/rsvp`, {
    data: { fullName: 'Ayla Demir', status: 'YES', guestsCount: 2 },
  });
  expect(rsvp.ok()).toBe(true);
  for (const colour of ['#aa2233', '#22aa55']) {
    const sent = await ayla.request.post(`/api/events/${slug}/uploads/direct`, {
      multipart: {
        files: {
          name: `ayla-${colour.slice(1)}.jpg`,
          mimeType: 'image/jpeg',
          buffer: await jpegOfColour(aylaPage, colour),
        },
      },
    });
    expect(sent.status()).toBe(201);
  }
  const deniz = await browser.newContext();
  const denizPage = await deniz.newPage();
  await denizPage.goto(`/e/${slug}`);
  const lone = await deniz.request.post(`/api/events/${slug}/uploads/direct`, {
    multipart: {
      uploaderName: 'Deniz',
      files: { name: 'deniz.jpg', mimeType: 'image/jpeg', buffer: await jpegOfColour(denizPage, '#2255aa') },
    },
  });
  expect(lone.status()).toBe(201);
  await Promise.all([ayla.close(), deniz.close()]);

  await page.goto(`/dashboard/events/${eventId}?tab=uploads`);
  const cards = page.getByRole('list', { name: 'Photos' }).getByRole('listitem');
  await expect(cards).toHaveCount(3);
  await expect(cards.filter({ hasText: 'from Ayla Demir (RSVP: Coming, 2 guests)' })).toHaveCount(2);
  await expect(cards.filter({ hasText: 'Deniz' })).toHaveCount(1);

  // The guest filter lists guests who sent photos, with how many.
  await page.getByLabel('Guest', { exact: true }).selectOption({ label: 'Ayla Demir (2)' });
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: 'Deniz' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(cards).toHaveCount(3);

  // The RSVPs tab counts each guest's photos and links to them.
  await page.getByRole('tab', { name: 'RSVPs' }).click();
  const answer = page.getByRole('article', { name: 'Ayla Demir' });
  await answer.getByRole('link', { name: '2 photos' }).click();
  await expect(page).toHaveURL(/tab=uploads/);
  await expect(page.getByLabel('Guest', { exact: true })).toHaveValue(/.+/);
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: 'Ayla Demir' })).toHaveCount(2);
});

test('a guest who sends their first photo while the host watches joins the guest filter, and counts follow, live', async ({
  page,
  browser,
}) => {
  const slug = `guest-filter-live-${Date.now().toString(36)}`;
  const eventId = await hostWithEvent(page, { slug, title: 'Ayla & Mert', rsvpEnabled: true, autoApprove: false });
  const queueRequested = new Promise<void>((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framesent', (frame) => {
        if (String(frame.payload).includes('"operationName":"useModerationQueueSubscription"')) resolve();
      }),
    );
  });

  /** A guest's phone that answers the RSVP as `fullName`; `send` shares one photo from it. */
  const guestPhone = async (fullName: string) => {
    const context = await browser.newContext();
    const phone = await context.newPage();
    await phone.goto(`/e/${slug}`);
    expect((await context.request.post(`/api/events/${slug}/rsvp`, { data: { fullName, status: 'YES' } })).ok()).toBe(
      true,
    );
    let sent = 0;
    return async (colour: string) => {
      const name = `${fullName.split(' ')[0]!.toLowerCase()}-${++sent}.jpg`;
      const answer = await context.request.post(`/api/events/${slug}/uploads/direct`, {
        multipart: { files: { name, mimeType: 'image/jpeg', buffer: await jpegOfColour(phone, colour) } },
      });
      expect(answer.status()).toBe(201);
    };
  };
  const aylaSends = await guestPhone('Ayla Demir');
  await aylaSends('#aa2233');

  await page.goto(`/dashboard/events/${eventId}?tab=uploads`);
  const cards = page.getByRole('list', { name: 'Photos' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  const guestFilter = page.getByLabel('Guest', { exact: true });
  const choice = (label: string) => guestFilter.locator('option', { hasText: label });
  await expect(choice('Ayla Demir (1)')).toHaveCount(1);
  await queueRequested;
  await page.waitForTimeout(500);

  // Baran answers and sends his first photo while the tab is open: he is a choice at once, no reload.
  const baranSends = await guestPhone('Baran Koç');
  await baranSends('#22aa55');
  await expect(cards).toHaveCount(2);
  await expect(choice('Baran Koç (1)')).toHaveCount(1);

  // Ayla sends another right after: her count follows within the choices' refresh interval (10 s).
  await aylaSends('#2255aa');
  await expect(cards).toHaveCount(3);
  await expect(choice('Ayla Demir (2)')).toHaveCount(1, { timeout: 15_000 });
  await guestFilter.selectOption({ label: 'Baran Koç (1)' });
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Baran Koç');
});
