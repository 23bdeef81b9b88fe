import { expect, hostWithEvent, test, type Page } from './fixtures.ts';

// Issue 33: a super-admin takes a guestbook message down from the event's page in /wbadmin; guests stop
// seeing it at once. The super-admin of playwright.config.ts (ADMIN_EMAIL / ADMIN_PASSWORD of the e2e server).
const ADMIN = { email: 'admin@e2e.test', password: 'admin-password-e2e' };

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

const panel = (page: Page) => page.getByRole('tabpanel');

type GuestbookPage = { entries: { name: string }[] };

test('the super-admin takes a guestbook message down from the event page, and guests no longer see it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const slug = `admin-guestbook-${Date.now().toString(36)}`;
  const hostContext = await browser.newContext();
  await hostWithEvent(await hostContext.newPage(), { slug, title: 'Selin & Kaan', autoApprove: true }, 'Selin Kaya');

  // A guest, in a browser of their own, signs the guestbook; auto-approve shows it to guests at once.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  const signed = await guest.request.post(`/api/events/${slug}/guestbook`, {
    data: { name: 'Rude Guest', message: 'First line\nsecond line <b>not bold</b>' },
  });
  expect(signed.status()).toBe(201);
  const before = (await (await guest.request.get(`/api/events/${slug}/guestbook`)).json()) as GuestbookPage;
  expect(before.entries.map((entry) => entry.name)).toEqual(['Rude Guest']);

  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/wbadmin');
  await page.getByRole('tab', { name: 'Events', exact: true }).click();
  await panel(page).getByRole('link', { name: 'Selin & Kaan' }).click();
  await expect(panel(page).getByRole('heading', { name: 'Selin & Kaan' })).toBeVisible();

  const guestbook = panel(page).getByRole('region', { name: 'Guestbook' });
  const row = guestbook.getByRole('listitem').filter({ hasText: 'Rude Guest' });
  // The message is shown as text, markup and all, with its line break kept.
  await expect(row.getByText('First line\nsecond line <b>not bold</b>')).toBeVisible();
  await expect(row.getByText('Approved', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: 'Take down the message from Rude Guest' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Take this message down?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Take down' }).click();
  await expect(page.getByText('Message taken down: guests no longer see it.')).toBeVisible();
  await expect(row.getByText('Hidden', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /Take down/ })).toHaveCount(0);

  const after = (await (await guest.request.get(`/api/events/${slug}/guestbook`)).json()) as GuestbookPage;
  expect(after.entries).toEqual([]);

  await guestContext.close();
  await hostContext.close();
});
