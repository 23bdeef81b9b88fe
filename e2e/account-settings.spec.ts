import { readFileSync } from 'node:fs';
import yauzl from 'yauzl';
import { expect, seriousViolations, signUpThroughApi, test, uniqueEmail, type Page } from './fixtures.ts';
import { linkIn, newestMailTo } from './mail.ts';

// Issue 32 item 6: the account settings page at /account, as a host uses it: their name, address,
// password and notification emails, the download of their data, and deleting the account (with the
// 14 days to change their mind). The e2e server sends mail (e2e/mail-catcher.ts catches it).

/** Where the screenshots for review go (Playwright makes the folder). */
const SHOTS = '/tmp/shots/c';
const PASSWORD = 'the-first-long-password';

/** A new host, signed in in `page`'s browser context, on their settings page. */
async function hostOnSettings(page: Page, name = 'Defne Aydın'): Promise<string> {
  const email = uniqueEmail();
  await signUpThroughApi(page, { email, name, password: PASSWORD });
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  return email;
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

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

/** The names of the files in a ZIP, and the text of one of them. */
function zipEntries(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('not a ZIP'));
      const files = new Map<string, Buffer>();
      zip.on('error', reject);
      zip.on('end', () => resolve(files));
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

test('the navbar’s Account opens the settings, the first tab before the developer tools', async ({ page }) => {
  await hostOnSettings(page);
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page).toHaveTitle(/Account settings/);
  const tabs = page.getByRole('navigation', { name: 'Account settings' });
  await expect(tabs.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('link', { name: 'API tokens' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'API tokens' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Settings' })).not.toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/account-1280.png`, fullPage: true });
});

test('a host confirms their address, moves to another and chooses their notification emails', async ({ page }) => {
  test.setTimeout(60_000);
  const email = await hostOnSettings(page);
  const address = section(page, 'Email address');
  await expect(address).toContainText(`You sign in with ${email}.`);
  await expect(address).toContainText('Not confirmed yet');

  // "Send the link again": a new link comes, and opening it confirms the address.
  await address.getByRole('button', { name: 'Send the link again' }).click();
  await expect(address.getByRole('status')).toContainText('We sent a new confirmation link');
  await page.goto(linkIn(await newestMailTo(email, /^Confirm your email address$/, { after: 1 }), '/verify-email'));
  await expect(page.getByRole('heading', { level: 1, name: 'Your address is confirmed' })).toBeVisible();
  await page.goto('/account');
  await expect(address).toContainText('Confirmed');
  await expect(address.getByRole('button', { name: 'Send the link again' })).toHaveCount(0);

  // A wrong current password is said under its field, which takes the focus.
  const newEmail = uniqueEmail();
  await address.getByLabel('New email address').fill(newEmail);
  await address.getByLabel('Current password').fill('not-my-password');
  await address.getByRole('button', { name: 'Change address' }).click();
  await expect(address.getByLabel('Current password')).toBeFocused();
  await expect(address.getByText('Your current password is not right.')).toBeVisible();
  await expect(address.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');

  // With the right one, the change waits for the new address to open its link.
  await address.getByLabel('Current password').fill(PASSWORD);
  await address.getByRole('button', { name: 'Change address' }).click();
  await expect(address.getByRole('status')).toHaveText(
    `We sent a link to ${newEmail}. Your address changes when you open it.`,
  );
  await expect(address).toContainText(`Waiting for you to open the link we sent to ${newEmail}.`);
  await expect(address).toContainText(`You sign in with ${email}.`);
  await page.goto(linkIn(await newestMailTo(newEmail, /^Confirm your new email address$/), '/verify-email'));
  await expect(page.getByRole('heading', { level: 1, name: 'Your address is confirmed' })).toBeVisible();
  await page.goto('/account');
  await expect(address).toContainText(`You sign in with ${newEmail}.`);
  await expect(address).not.toContainText('Waiting for you');

  // Each box is saved as it is ticked, and stays so after a reload.
  const emails = section(page, 'Emails we send you');
  const digest = emails.getByRole('checkbox', { name: 'Photos waiting for your review' });
  await expect(digest).toBeChecked();
  await expect(emails.getByRole('checkbox', { name: 'Your event is tomorrow' })).toBeChecked();
  await digest.uncheck();
  await expect(emails.getByRole('status')).toHaveText('Saved: “Photos waiting for your review” is off.');
  await page.reload();
  await expect(digest).not.toBeChecked();
  await expect(emails.getByRole('checkbox', { name: 'A morning summary in the week before' })).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a host changes their name, then their password: other devices are signed out, the old one is refused', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const email = await hostOnSettings(page, 'Defne Aydın');
  const laptop = await browser.newContext();
  const laptopPage = await laptop.newPage();
  await signIn(laptopPage, email, PASSWORD);
  await expect(laptopPage).toHaveURL(/\/dashboard$/);

  const name = section(page, 'Your name');
  await expect(name.getByLabel('Name')).toHaveValue('Defne Aydın');
  await name.getByLabel('Name').fill('Defne & Mert');
  await name.getByRole('button', { name: 'Save name' }).click();
  await expect(name.getByRole('status')).toHaveText('Saved. We will call you Defne & Mert.');
  await page.reload();
  await expect(name.getByLabel('Name')).toHaveValue('Defne & Mert');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Defne & Mert!' })).toBeVisible();
  await page.goto('/account');

  // The form says what happens to the other devices before anything is sent.
  const password = section(page, 'Password');
  await expect(password).toContainText('signs you out on every other phone and computer');
  // The signup rules first, then the current password, each under its field.
  await password.getByLabel('Current password').fill('not-my-password');
  await password.getByLabel('New password', { exact: true }).fill('short');
  await password.getByLabel('Confirm new password').fill('short');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByLabel('New password', { exact: true })).toBeFocused();
  await expect(password.getByText('Please use at least 8 characters.')).toBeVisible();
  const newPassword = 'a-brand-new-password';
  await password.getByLabel('New password', { exact: true }).fill(newPassword);
  await password.getByLabel('Confirm new password').fill(newPassword);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('Your current password is not right.')).toBeVisible();
  await expect(password.getByLabel('Current password')).toBeFocused();

  await password.getByLabel('Current password').fill(PASSWORD);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByRole('status')).toHaveText(
    'Your password was changed. You are still signed in here, and signed out on every other device.',
  );
  await expect(password.getByLabel('Current password')).toHaveValue('');
  expect(await signedIn(page)).toBe(true);
  expect(await signedIn(laptopPage)).toBe(false);
  await laptop.close();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
  await signIn(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');
  await signIn(page, email, newPassword);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Defne & Mert!' })).toBeVisible();
});

test('a host prepares a download of their data and gets a ZIP with their account in it', async ({ page }) => {
  test.setTimeout(90_000);
  const email = await hostOnSettings(page);
  const data = section(page, 'Your data');
  await expect(data).toContainText('We email you when it is ready');
  await expect(data.getByRole('link', { name: /^Download/ })).toHaveCount(0);
  await data.getByRole('button', { name: 'Prepare my download' }).click();
  await expect(data.getByRole('status')).toContainText('We will email you when it is ready.');
  // The page asks again by itself while it is prepared, and says when it is ready.
  await expect(data.getByRole('link', { name: /^Download/ })).toBeVisible({ timeout: 60_000 });
  await expect(data.getByRole('status')).toHaveText('Your download is ready.');
  await expect(data).toContainText(/Ready · \d+(\.\d)? [KM]?B · until /);

  await data.screenshot({ path: `${SHOTS}/your-data-1280.png` });
  const downloading = page.waitForEvent('download');
  await data.getByRole('link', { name: /^Download/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const files = await zipEntries(readFileSync(await download.path()));
  expect([...files.keys()]).toContain('account.json');
  expect(files.get('account.json')!.toString('utf8')).toContain(email);
  // The email links to this section.
  const mail = await newestMailTo(email, /^Your data is ready to download$/);
  expect(linkIn(mail, '/account')).toBe('/account');
  expect(mail.text).toContain('/account#your-data');
});

// A small account's archive can be ready before the page first asks again (a slow answer to the request,
// a fast worker): the page never sees it being prepared, and must still say it is ready, not "preparing".
test('an archive ready before the answer to the request arrives is said to be ready', async ({ page }) => {
  test.setTimeout(60_000);
  const email = await hostOnSettings(page);
  const data = section(page, 'Your data');
  // The answer to the request waits until the archive is ready (its email is sent once the ZIP is stored).
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName !== 'RequestDataExportMutation') return route.fallback();
    const response = await route.fetch();
    await newestMailTo(email, /^Your data is ready to download$/, { timeout: 30_000 });
    await route.fulfill({ response });
  });
  await data.getByRole('button', { name: 'Prepare my download' }).click();
  await expect(data.getByRole('link', { name: /^Download/ })).toBeVisible({ timeout: 30_000 });
  await expect(data.getByRole('status')).toHaveText('Your download is ready.');
  await expect(data.getByRole('button', { name: 'Prepare my download' })).toBeEnabled();
});

test('a host asks to delete their account, is told the date, and keeps it', async ({ page }) => {
  test.setTimeout(60_000);
  await hostOnSettings(page);
  const danger = section(page, 'Delete your account');
  await danger.getByRole('button', { name: 'Delete my account…' }).click();
  // The confirm step names the day, 14 days from now, and what goes.
  const confirm = danger.getByRole('heading', { level: 3, name: /^Delete your account on .+\?$/ });
  await expect(confirm).toBeFocused();
  const day = /^Delete your account on (.+)\?$/.exec((await confirm.textContent()) ?? '')![1]!;
  expect(day).toBe(
    await page.evaluate(() =>
      new Intl.DateTimeFormat(undefined, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
        new Date(Date.now() + 14 * 24 * 3600 * 1000),
      ),
    ),
  );
  await expect(danger).toContainText('Every photo and video guests shared there, originals included');
  await expect(danger).toContainText('Until then your events stay online');

  await danger.getByLabel('Your password').fill('not-my-password');
  await danger.getByRole('button', { name: 'Delete my account', exact: true }).click();
  await expect(danger.getByText('Your current password is not right.')).toBeVisible();
  await expect(danger.getByLabel('Your password')).toBeFocused();
  await expect(page.getByRole('region', { name: /^Your account will be deleted on / })).toHaveCount(0);

  await danger.getByLabel('Your password').fill(PASSWORD);
  await danger.getByRole('button', { name: 'Delete my account', exact: true }).click();
  // The banner on top says the same day, and takes the focus.
  const banner = page.getByRole('region', { name: /^Your account will be deleted on / });
  await expect(banner.getByRole('heading')).toHaveText(`Your account will be deleted on ${day}`);
  await expect(banner.getByRole('heading')).toBeFocused();
  await expect(danger).toContainText('Your account is to be deleted on');
  await page.screenshot({ path: `${SHOTS}/account-deletion-1280.png` });
  // Still there after a reload: the plan is the server's. The dashboard, where a host lands, says it too.
  await page.goto('/dashboard');
  await expect(banner.getByRole('heading')).toHaveText(`Your account will be deleted on ${day}`);
  await page.goto('/account');
  await expect(banner).toBeVisible();

  await banner.getByRole('button', { name: 'Keep my account' }).click();
  await expect(banner).toHaveCount(0);
  await expect(
    page.getByRole('status').filter({ hasText: 'Your account stays. Nothing will be deleted.' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeFocused();
  await expect(danger.getByRole('button', { name: 'Delete my account…' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('the settings page fits a 360 px phone, and a link to “Your data” lands there @phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await hostOnSettings(page, 'Zeynep Arslan-Yıldırım');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // The three tabs fit beside each other.
  await expect(
    page.getByRole('navigation', { name: 'Account settings' }).getByRole('link', { name: 'Webhooks' }),
  ).toBeInViewport();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/account-360.png`, fullPage: true });

  // As the "your download is ready" email links: the section is on screen, under the navbar.
  await page.goto('/account#your-data');
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Prepare my download' })).toBeInViewport();

  // The confirm step of deleting, and its banner, fit too.
  const danger = section(page, 'Delete your account');
  await danger.getByRole('button', { name: 'Delete my account…' }).click();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await danger.getByLabel('Your password').fill(PASSWORD);
  await danger.getByRole('button', { name: 'Delete my account', exact: true }).click();
  await expect(page.getByRole('region', { name: /^Your account will be deleted on / })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/account-deletion-360.png` });
});
