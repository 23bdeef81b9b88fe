import { expect, seriousViolations, signUpThroughApi, test, uniqueEmail, type Page } from './fixtures.ts';

// Issue 32 item 6: an account whose owner asked to delete it shows "Deletion on <date>" in the admin Users
// tab for the 14 days it may still change its mind.

// The super-admin of playwright.config.ts (ADMIN_EMAIL / ADMIN_PASSWORD of the e2e server).
const ADMIN = { email: 'admin@e2e.test', password: 'admin-password-e2e' };
const SHOTS = '/tmp/shots/a';

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('the admin Users tab shows when an account is to be deleted', async ({ page, browser }) => {
  // A host asks to delete their account, in a browser of their own.
  const hostContext = await browser.newContext();
  const hostPage = await hostContext.newPage();
  const email = uniqueEmail();
  const password = 'a-long-host-password';
  await signUpThroughApi(hostPage, { email, name: 'Selin Kaya', password });
  const asked = await hostPage.request.post('/api/auth/delete-account', { data: { password } });
  expect(asked.status()).toBe(200);
  const planned = (await asked.json()).user.deletionScheduledAt as string;
  await hostContext.close();

  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, ADMIN.email, ADMIN.password);
  // The day as the admin's browser writes dates (its language and clock).
  const day = await page.evaluate(
    (instant) =>
      new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(instant)),
    planned,
  );
  await page.goto(`/wbadmin?tab=users&search=${encodeURIComponent(email)}`);
  // The search leaves this one account: its row (a table, or a list on a phone) carries the badge.
  // The table (wide) and the list (phone) are both in the page; the one shown counts.
  const shown = (text: string) => page.getByRole('tabpanel').getByText(text, { exact: true }).filter({ visible: true });
  await expect(shown(email)).toBeVisible();
  await expect(shown(`Deletion on ${day}`)).toBeVisible();
  await expect(shown('ACTIVE')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/admin-users-pending-deletion-1280.png` });
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(shown(`Deletion on ${day}`)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/admin-users-pending-deletion-360.png`, fullPage: true });
});
