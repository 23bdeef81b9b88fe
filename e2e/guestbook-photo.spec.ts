import { expect, hostWithEvent, PNG_RED, seriousViolations, test } from './fixtures.ts';

// Issue 33: a guestbook message may go with one of the photos its writer sent. On an event that approves
// on arrival, a guest on a phone sends a photo, attaches it to a message, and another guest's page shows
// the message with the photo's thumbnail beside the words.

test('a guest attaches one of their photos to a message and another guest sees it beside the words @phone', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const slug = `guestbook-photo-${Date.now().toString(36)}`;
  const hostContext = await browser.newContext();
  await hostWithEvent(await hostContext.newPage(), { slug, title: 'Photo Note Wedding', autoApprove: true });

  // The guest sends a photo (as the upload dialog does, through the page's own cookies: its guest key).
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`/e/${slug}`);
  const sent = await page.request.post(`/api/events/${slug}/uploads/direct`, {
    multipart: { files: { name: 'dance.png', mimeType: 'image/png', buffer: PNG_RED } },
  });
  expect(sent.status()).toBe(201);
  await expect
    .poll(async () => {
      const mine = await page.request.get(`/api/events/${slug}/my-uploads`);
      return ((await mine.json()) as { uploads: { processingState: string }[] }).uploads[0]?.processingState;
    })
    .toBe('READY');

  await page.reload();
  const guestbook = page.getByRole('region', { name: 'Guestbook' });
  await guestbook.getByLabel('Your name', { exact: true }).fill('Ece');
  await guestbook.getByLabel('Your message', { exact: true }).fill('The first dance!');
  const picker = guestbook.getByRole('radiogroup', { name: 'Attach one of your photos' });
  await expect(picker.getByRole('radio', { name: 'No photo' })).toBeChecked();
  const photo = picker.getByRole('radio', { name: 'Your photo 1' });
  expect((await photo.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await photo.click();
  await expect(photo).toBeChecked();
  await guestbook.screenshot({ path: '/tmp/shots/k/attach-photo-360.png' });
  expect(await seriousViolations(page)).toEqual([]);
  await guestbook.getByRole('button', { name: 'Send message' }).click();
  await expect(guestbook.getByText('Thank you! Your message is in the guestbook.')).toBeVisible();
  await expect(picker.getByRole('radio', { name: 'No photo' })).toBeChecked();

  // Another guest's page: the message with the photo beside it.
  const otherContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const other = await otherContext.newPage();
  await other.goto(`/e/${slug}`);
  const messages = other
    .getByRole('region', { name: 'Guestbook' })
    .getByRole('list', { name: 'Messages', exact: true });
  await expect(messages.getByText('The first dance!')).toBeVisible();
  const thumbnail = messages.getByRole('img', { name: 'Photo from Ece' });
  await expect(thumbnail).toBeVisible();
  expect(await thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await messages.screenshot({ path: '/tmp/shots/k/message-with-photo-1280.png' });
  await otherContext.close();
  await hostContext.close();
});
