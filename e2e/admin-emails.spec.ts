import {
  expect,
  hostWithEvent,
  seriousViolations,
  signUpThroughApi,
  test,
  uniqueEmail,
  type Page,
} from './fixtures.ts';

// The outbox for the super-admin (decision 054) and the guest's "tell me when the photos are ready"
// (decision 055). Written to pass whether the e2e server has a mail server or not: with one, a reset
// email is soon sent and its text erased; without one, it is kept with its link.

// The super-admin of playwright.config.ts (ADMIN_EMAIL / ADMIN_PASSWORD of the e2e server).
const ADMIN = { email: 'admin@e2e.test', password: 'admin-password-e2e' };
const ERASED = 'The text of this email was erased after delivery: it carried a one-time link.';

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('the super-admin finds a password reset email in the Emails tab and reads it', async ({ page, browser }) => {
  const host = uniqueEmail();
  const hostContext = await browser.newContext();
  const hostPage = await hostContext.newPage();
  await signUpThroughApi(hostPage, { email: host, name: 'Nil Arslan', password: 'a-long-password' });
  expect((await hostPage.request.post('/api/auth/forgot-password', { data: { email: host } })).status()).toBe(200);
  await hostContext.close();

  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/wbadmin');
  await page.getByRole('tab', { name: 'Emails', exact: true }).click();
  await expect(page).toHaveURL(/\/wbadmin\?tab=emails$/);
  const panel = page.getByRole('tabpanel');

  // The search is kept in the address, like the other tabs'.
  await panel.getByLabel('Search emails').fill(host);
  await panel.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`tab=emails&search=${encodeURIComponent(host).replace(/\./g, '\\.')}`));
  const subject = panel.getByRole('button', { name: 'Reset your password' });
  await expect(subject).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await subject.click();
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(host);
  await expect(dialog).toContainText('Password reset');
  // Kept or waiting, the link is there to open; once delivered, its words are gone and cannot be resent.
  const resetLink = dialog.getByRole('link', { name: /\/reset-password\?token=/ });
  await expect(resetLink.or(dialog.getByText(ERASED))).toBeVisible();
  if (await resetLink.isVisible()) {
    await expect(resetLink).toHaveAttribute('href', /^https?:\/\/[^ ]+\/reset-password\?token=[\w-]+/);
    await expect(dialog.getByRole('button', { name: 'Send again' })).toBeVisible();
  } else {
    await expect(dialog.getByRole('button', { name: 'Send again' })).toHaveCount(0);
  }
  // A kept email means no mail server: the tab says so above the list.
  if ((await dialog.getByText('Kept', { exact: true }).count()) > 0) {
    await expect(panel.getByText('No mail server is set up (SMTP_URL)')).toBeVisible();
  }
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(dialog).toBeHidden();

  // The status filter joins the search in the address: the reset did not fail, so nothing is left.
  await panel.getByLabel('Status').selectOption({ label: 'Failed' });
  await expect(page).toHaveURL(/tab=emails&search=.+&status=FAILED/);
  await expect(panel.getByText('No emails here.')).toBeVisible();
});

test('a guest asks to hear when the photos are ready, which needs an email address', async ({ page, browser }) => {
  const hostContext = await browser.newContext();
  const slug = `notify-${Date.now().toString(36)}`;
  await hostWithEvent(await hostContext.newPage(), { slug, title: 'Garden Wedding' });
  await hostContext.close();

  await page.goto(`/e/${slug}`);
  await page.getByLabel('Full Name').fill('Ece Yıldız');
  const notify = page.getByRole('checkbox', { name: 'Email me when the photos are ready' });
  await expect(notify).not.toBeChecked();
  await notify.check();
  await page.getByRole('button', { name: 'Submit RSVP' }).click();
  // The box's name holds 'Email' too: the field is the textbox.
  const email = page.getByRole('textbox', { name: 'Email (optional)' });
  await expect(email).toHaveAccessibleDescription(/Please enter your email address to hear about the photos\./);
  await expect(email).toBeFocused();
  await expect(page.getByRole('heading', { name: 'RSVP Submitted!' })).toHaveCount(0);

  await email.fill('ece@example.com');
  await page.getByRole('button', { name: 'Submit RSVP' }).click();
  await expect(page.getByRole('heading', { name: 'RSVP Submitted!' })).toBeVisible();

  // Coming back, the answer the server kept still has the box ticked.
  await page.reload();
  await page.getByRole('button', { name: 'Change my answer' }).click();
  await expect(email).toHaveValue('ece@example.com');
  await expect(page.getByRole('checkbox', { name: 'Email me when the photos are ready' })).toBeChecked();
});
