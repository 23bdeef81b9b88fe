import { expect, seriousViolations, signUp, signUpThroughApi, test, uniqueEmail, type Page } from './fixtures.ts';
import { linkIn, newestMailTo } from './mail.ts';

// Issue 32 (decision 054): a forgotten password and a new address, through the mail the server really
// sends (e2e/mail-catcher.ts catches it) and the links in it, as a person would.

const RESET_SUBJECT = /^Reset your password$/;
const CONFIRM_SUBJECT = /^Confirm your email address$/;

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Whether the session in `page`'s browser context is signed in, asked as the app does. */
async function signedIn(page: Page): Promise<boolean> {
  const response = await page.request.post('/graphql', { data: { query: '{ viewer { id } }' } });
  return ((await response.json()) as { data: { viewer: unknown } }).data.viewer !== null;
}

test('a host forgets their password, reads the mail, sets a new one, and signs in', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const email = uniqueEmail();
  const oldPassword = 'the-old-long-password';
  const newPassword = 'a-brand-new-password';
  await signUp(page, { email, name: 'Defne Aydın', password: oldPassword });
  await expect(page).toHaveURL(/\/dashboard$/);
  // Another device, signed in with the old password: the reset signs it out.
  const laptop = await browser.newContext();
  const laptopPage = await laptop.newPage();
  await signIn(laptopPage, email, oldPassword);
  await expect(laptopPage).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);

  // "Forgot password?" sits by the password field and takes the address typed so far along.
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password\?email=/);
  await expect(page).toHaveTitle(/Forgot your password\?/);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'If an account uses this address' })).toContainText(
    'we have sent it a link to choose a new password',
  );

  const mail = await newestMailTo(email, RESET_SUBJECT);
  const link = linkIn(mail, '/reset-password');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toBeFocused();
  // The signup rules, before anything is sent.
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill('something-else-entirely');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Passwords do not match' })).toBeVisible();
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();

  // Signed in on the dashboard, told what happened; the laptop is signed out.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Your password was changed. Other devices were signed out.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  expect(await signedIn(laptopPage)).toBe(false);
  await laptop.close();

  // The link works once.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('yet-another-password');
  await page.getByLabel('Confirm new password').fill('yet-another-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('This reset link does not work any more');
  await expect(page.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute('href', '/forgot-password');

  // The old password is refused, the new one signs in.
  await signIn(page, email, oldPassword);
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a reset link opened where another account is signed in signs in the link's account", async ({
  page,
  browser,
}) => {
  await signUpThroughApi(page, { email: uniqueEmail(), name: 'Ilgaz Tan', password: 'a-long-password' });
  const other = await browser.newContext();
  const email = uniqueEmail();
  await signUpThroughApi(await other.newPage(), { email, name: 'Su Erdem', password: 'a-long-password' });
  await other.close();
  expect((await page.request.post('/api/auth/forgot-password', { data: { email } })).status()).toBe(200);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Ilgaz Tan!' })).toBeVisible();
  await page.goto(linkIn(await newestMailTo(email, RESET_SUBJECT), '/reset-password'));
  await page.getByLabel('New password', { exact: true }).fill('su-has-a-new-password');
  await page.getByLabel('Confirm new password').fill('su-has-a-new-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Su Erdem!' })).toBeVisible();
});

test('the banner asking to confirm the address goes once the mailed link is opened', async ({ page }) => {
  test.setTimeout(60_000);
  const email = uniqueEmail();
  await signUp(page, { email, name: 'Mert Şahin', password: 'a-long-password' });
  await expect(page).toHaveURL(/\/dashboard$/);
  const banner = page.getByRole('region', { name: 'Confirmation reminder' });
  await expect(banner).toContainText(`Please confirm your email address: we sent a link to ${email}.`);
  const first = await newestMailTo(email, CONFIRM_SUBJECT);

  // "Send again" mails a new link, and the first one stops working.
  await banner.getByRole('button', { name: 'Send again' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We sent a new confirmation link' })).toBeVisible();
  const second = await newestMailTo(email, CONFIRM_SUBJECT, { after: 1 });
  await page.goto(linkIn(first, '/verify-email'));
  await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('This confirmation link does not work any more');
  await expect(page.getByRole('button', { name: 'Send a new link' })).toBeVisible();

  await page.goto(linkIn(second, '/verify-email'));
  await expect(page.getByRole('heading', { level: 1, name: 'Your address is confirmed' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: email })).toContainText('is confirmed');
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeVisible();
  await expect(banner).toHaveCount(0);
  // Still gone on the account pages, after a reload.
  await page.goto('/account/api-tokens');
  await expect(page.getByRole('heading', { level: 1, name: 'API tokens' })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('the banner can be closed for the session, and is not on guest-facing pages', async ({ page }) => {
  const email = uniqueEmail();
  await signUp(page, { email, name: 'Zeynep Arslan', password: 'a-long-password' });
  await expect(page).toHaveURL(/\/dashboard$/);
  const banner = page.getByRole('region', { name: 'Confirmation reminder' });
  await expect(banner).toBeVisible();
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await page.goto('/account/api-tokens');
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Dismiss this reminder' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'API tokens' })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('the password pages work signed out on a 360 px phone, and a link without its token says what to do @phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'email');
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // The server's own check of the address, shown as it says it.
  await page.getByLabel('Email').fill('not-an-address@');
  await page.getByLabel('Email').evaluate((input: HTMLInputElement) => (input.type = 'text'));
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('alert')).not.toBeEmpty();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();

  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { level: 1, name: 'This link is incomplete' })).toBeFocused();
  await page.getByRole('link', { name: 'Send me a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);

  await page.goto('/reset-password?token=not-a-real-token');
  await expect(page.getByLabel('New password', { exact: true })).toHaveAttribute('autocomplete', 'new-password');
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByLabel('New password', { exact: true }).fill('a-long-password');
  await page.getByLabel('Confirm new password').fill('a-long-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeFocused();

  // Signed out, a refused confirmation link sends the person to sign in for a new one.
  await page.goto('/verify-email?token=not-a-real-token');
  await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in to send a new link' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
