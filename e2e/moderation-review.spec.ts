import { expect, hostWithEvent, jpegOfColour, seriousViolations, test, type Page } from './fixtures.ts';

// Issue 36, item 2: moderation in one tap. The host's viewer approves, rejects and hides with buttons
// or keys (A, R, H) and moves on to the next photo; every action offers Undo for a few seconds; on a
// phone the uploads tab opens on the Pending queue with the first photo on the first screen.

/** A host's event with these photos sent by a guest, all waiting for review; returns the event's id. */
async function eventWithPendingPhotos(page: Page, prefix: string, names: string[]): Promise<number> {
  const slug = `${prefix}-${Date.now().toString(36)}`;
  const eventId = await hostWithEvent(page, { slug, title: 'Orchard Wedding' });
  const colours = ['#aa2233', '#22aa55', '#2255aa', '#aaaa22'];
  for (const [index, name] of names.entries()) {
    const sent = await page.request.post(`/api/events/${slug}/uploads/direct`, {
      multipart: {
        files: { name, mimeType: 'image/jpeg', buffer: await jpegOfColour(page, colours[index % colours.length]!) },
      },
    });
    expect(sent.status()).toBe(201);
  }
  return eventId;
}

test('the host approves a pending photo from the viewer, the review moves on, and Undo brings it back', async ({
  page,
}) => {
  const eventId = await eventWithPendingPhotos(page, 'review-undo', ['vows.jpg', 'rings.jpg', 'cake.jpg']);
  await page.goto(`/dashboard/events/${eventId}?tab=uploads`);
  await page.getByLabel('Status').selectOption('PENDING');
  const cards = page.getByRole('list', { name: 'Photos' }).getByRole('listitem');
  await expect(cards).toHaveCount(3);
  // Newest first: cake, rings, vows.
  await cards.filter({ hasText: 'rings.jpg' }).getByRole('button', { name: 'View rings.jpg' }).click();

  const viewer = page.getByRole('dialog', { name: 'Photo 2 of 3' });
  await expect(viewer.getByText('rings.jpg')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await viewer.getByRole('button', { name: 'Approve', exact: true }).click();

  // The decided photo leaves the queue and the viewer shows the next one, with Undo in reach.
  const moved = page.getByRole('dialog', { name: 'Photo 2 of 2' });
  await expect(moved.getByText('vows.jpg')).toBeVisible();
  const toast = moved.getByRole('status').filter({ hasText: 'Photo approved' });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Undo' }).click();

  // Back to pending, back in the queue, and the viewer shows it again.
  const back = page.getByRole('dialog', { name: /Photo \d of 3/ });
  await expect(back.getByText('rings.jpg')).toBeVisible();
  await expect(back.getByText('PENDING', { exact: true })).toBeVisible();
  await expect(back.getByRole('status').filter({ hasText: 'Undone' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(cards).toHaveCount(3);
  await expect(cards.filter({ hasText: 'rings.jpg' }).getByText('PENDING', { exact: true })).toBeVisible();
  const counts = page.getByRole('region', { name: 'Photo and video counts' });
  await expect(counts.getByRole('listitem').filter({ hasText: 'Pending' })).toContainText('3');
  await expect(counts.getByRole('listitem').filter({ hasText: 'Approved' })).toContainText('0');
});

test('keys decide in the viewer: A approves, R rejects, H hides, the arrows move', async ({ page }) => {
  const eventId = await eventWithPendingPhotos(page, 'review-keys', ['first.jpg', 'second.jpg']);
  await page.goto(`/dashboard/events/${eventId}?tab=uploads`);
  const cards = page.getByRole('list', { name: 'Photos' }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await cards.first().getByRole('button', { name: 'View second.jpg' }).click();
  await expect(page.getByRole('dialog', { name: 'Photo 1 of 2' })).toBeVisible();
  await page.keyboard.press('a');
  // All photos are listed: the approved one stays, the review moves on to the next.
  const next = page.getByRole('dialog', { name: 'Photo 2 of 2' });
  await expect(next.getByText('first.jpg')).toBeVisible();
  await expect(next.getByRole('status').filter({ hasText: 'Photo approved' })).toBeVisible();
  await page.keyboard.press('r');
  await expect(page.getByRole('dialog').getByRole('status').filter({ hasText: 'Photo rejected' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Photo 1 of 2' }).getByText('APPROVED', { exact: true })).toBeVisible();
  await page.keyboard.press('h');
  await expect(
    page.getByRole('dialog').getByRole('status').filter({ hasText: 'Photo hidden from guests' }),
  ).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('dialog', { name: 'Photo 1 of 2' }).getByText('REJECTED', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(cards.getByText('REJECTED', { exact: true })).toHaveCount(2);
});

test('on a phone the uploads tab opens on the Pending queue, the first photo on the first screen @phone', async ({
  page,
}) => {
  const eventId = await eventWithPendingPhotos(page, 'review-phone', ['toast.jpg', 'dance.jpg', 'bouquet.jpg']);
  await page.goto(`/dashboard/events/${eventId}?tab=uploads`);

  const cards = page.getByRole('list', { name: 'Photos' }).getByRole('listitem');
  await expect(cards).toHaveCount(3);
  // Counts and filters are folded into a line saying what is shown.
  await expect(page.getByText('Pending: 3 photos')).toBeVisible();
  await expect(page.getByLabel('Search by filename')).toBeHidden();

  const viewport = page.viewportSize()!;
  const photo = cards.first().getByRole('button', { name: /^View / });
  const photoBox = (await photo.boundingBox())!;
  expect(photoBox.y + photoBox.height).toBeLessThanOrEqual(viewport.height);
  const approve = cards.first().getByRole('button', { name: /^Approve / });
  const approveBox = (await approve.boundingBox())!;
  expect(approveBox.height).toBeGreaterThanOrEqual(44);
  expect(approveBox.y).toBeGreaterThanOrEqual(photoBox.y + photoBox.height);
  expect(await seriousViolations(page)).toEqual([]);

  // The viewer: the actions under the photo, 44 px high, never over it.
  await photo.click();
  const viewer = page.getByRole('dialog', { name: 'Photo 1 of 3' });
  const image = viewer.locator('img');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const imageBox = (await image.boundingBox())!;
  for (const name of ['Approve', 'Reject']) {
    const box = (await viewer.getByRole('button', { name, exact: true }).boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.y).toBeGreaterThanOrEqual(imageBox.y + imageBox.height);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  }
  expect(await seriousViolations(page)).toEqual([]);

  // One tap decides and the queue moves on; the card's Reject works the same way.
  await viewer.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Photo 1 of 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(cards).toHaveCount(2);
  await cards
    .first()
    .getByRole('button', { name: /^Reject / })
    .click();
  await expect(cards).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: 'Photo rejected' })).toBeVisible();
});
