import { expect, hostWithEvent, PNG_RED, test, uniqueEmail } from './fixtures.ts';
import { linkIn, newestMailTo } from './mail.ts';

// Issue 32: a guest asks with their RSVP to hear when the photos are ready; when the hosts reveal the
// gallery, the mail reaches the test SMTP server and its link opens the revealed gallery.

test('a guest leaves an email with their RSVP and receives the reveal mail, whose link opens the gallery @phone', async ({
  page,
  browser,
}) => {
  const slug = `reveal-mail-${Date.now().toString(36)}`;
  const hostContext = await browser.newContext();
  const hostPage = await hostContext.newPage();
  const eventId = await hostWithEvent(hostPage, {
    slug,
    title: 'Lale & Kerem',
    dateTime: new Date(Date.now() + 10 * 24 * 3600 * 1000).toISOString(),
    galleryMode: 'SHARED',
    autoApprove: true,
    revealAt: new Date(Date.now() + 24 * 3600 * 1000).toISOString(),
  });

  // The guest answers on their phone and ticks the box.
  const guestEmail = uniqueEmail();
  await page.goto(`/e/${slug}`);
  await page.getByLabel('Full Name').fill('Zeynep Ak');
  await page.getByRole('textbox', { name: 'Email (optional)' }).fill(guestEmail);
  await page.getByLabel('Email me when the photos are ready').check();
  await page.getByLabel('Joyfully Accept').check();
  await page.getByRole('button', { name: 'Submit RSVP' }).click();
  await expect(page.getByRole('heading', { name: 'RSVP Submitted!' })).toBeVisible();

  // Someone shares a photo (approved on arrival, hidden until the reveal).
  const sent = await hostPage.request.post(`/api/events/${slug}/uploads/direct`, {
    multipart: { uploaderName: 'Can', files: { name: 'dance.png', mimeType: 'image/png', buffer: PNG_RED } },
  });
  expect(sent.status()).toBe(201);

  // The hosts reveal early; the guest's mail arrives without waiting for the calendar.
  await hostPage.goto(`/dashboard/events/${eventId}`);
  await hostPage.getByRole('button', { name: 'Reveal now' }).click();
  await hostPage.getByRole('dialog').getByRole('button', { name: 'Reveal the gallery' }).click();
  const mail = await newestMailTo(guestEmail, /^The photos of Lale & Kerem are revealed$/);
  expect(mail.text).toContain('Zeynep');

  // Its link opens the gallery, now showing the photo.
  await page.goto(linkIn(mail, `/e/${slug}`));
  const gallery = page.getByRole('list', { name: /^Photos/ });
  await expect(gallery.getByRole('button', { name: 'Open Photo 1, shared by Can' })).toBeVisible();
  await hostContext.close();
});
