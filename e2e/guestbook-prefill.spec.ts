import { expect, hostWithEvent, test } from './fixtures.ts';

// Issue 33: a guest who answered the RSVP finds their name already in the guestbook form (editable), and
// the message goes out under the name they finally chose.

test('the guestbook form offers the name the guest gave with their RSVP, and keeps an edit @phone', async ({
  page,
  browser,
}) => {
  const slug = `prefill-${Date.now().toString(36)}`;
  const hostContext = await browser.newContext();
  await hostWithEvent(await hostContext.newPage(), { slug, title: 'Derya & Ali', autoApprove: true });

  await page.goto(`/e/${slug}`);
  await page.getByLabel('Full Name').fill('Zeynep Ak');
  await page.getByLabel('Joyfully Accept').check();
  await page.getByRole('button', { name: 'Submit RSVP' }).click();
  await expect(page.getByRole('heading', { name: 'RSVP Submitted!' })).toBeVisible();

  const guestbook = page.getByRole('region', { name: 'Guestbook' });
  const name = guestbook.getByLabel('Your name');
  await expect(name).toHaveValue('Zeynep Ak');
  // Still there after a reload: the RSVP is the server's, not the form's memory.
  await page.reload();
  await expect(name).toHaveValue('Zeynep Ak');

  await name.fill('Zeynep & Emre');
  await guestbook.getByLabel('Your message').fill('What a beautiful day!');
  await guestbook.getByRole('button', { name: 'Send message' }).click();
  await expect(guestbook.getByText('Zeynep & Emre').first()).toBeVisible();
  await hostContext.close();
});
