import { allowConsoleError, expect, seriousViolations, test, type Page } from './fixtures.ts';

test('a visitor writes to support; the message waits in the admin inbox', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const subject = `Guests cannot open the gallery ${Date.now()}`;
  await page.getByLabel('Name').fill('Zeynep Arslan');
  await page.getByRole('textbox', { name: 'Email' }).fill('zeynep@e2e.test');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('Since this morning the PIN page keeps saying the PIN is wrong.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
  await page.getByRole('button', { name: 'Send Another Message' }).click();
  await expect(page.getByLabel('Subject')).toHaveValue('');

  await page.goto('/login');
  await page.getByLabel('Email').fill('admin@e2e.test');
  await page.getByLabel('Password').fill('admin-password-e2e');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/wbadmin?tab=inbox&search=${encodeURIComponent(subject)}`);
  const row = page.getByRole('tabpanel').getByRole('row', { name: new RegExp(subject) });
  await expect(row).toBeVisible();
  await expect(row.getByText('NEW')).toBeVisible();
});

test('a sales inquiry for an unknown plan goes to Enterprise, with the SPEC texts', async ({ page }) => {
  await page.goto('/contact-sales?plan=platinum');
  await expect(page.getByRole('heading', { level: 2, name: 'Enterprise' })).toBeVisible();
  await expect(page.getByText('Contact for Quote')).toBeVisible();
  await page.getByLabel('Name').fill('Emre Demir');
  await page.getByRole('textbox', { name: 'Work email' }).fill('emre@e2e.test');
  await page.getByLabel('Company').fill('Demir Weddings');
  await page.getByLabel('Events per month').selectOption('51-100');
  await page.getByLabel('When do you want to start?').selectOption('1-month');
  await page.getByLabel('What do you need?').fill('About sixty weddings a season, one gallery per couple.');
  await page.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Another Inquiry' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

/** One part of the status page's list, by its name. */
function statusPart(page: Page, name: string) {
  return page.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });
}

test('the status page reads the live health of the service, in plain words', async ({ page, consoleErrors }) => {
  await page.goto('/status');
  await expect(page.getByText('All systems normal')).toBeVisible();
  for (const part of ['Events and sign-in', 'Photos', 'Live updates']) {
    await expect(statusPart(page, part)).toContainText('Working');
  }
  await expect(page.getByText(/answered your browser in \d+ ms/)).toBeVisible();
  // What the service runs on is for nobody here (issue 28 item 10, issue 36 item 8).
  await expect(page.getByText(/Node\.js|Environment|version|production/i)).toHaveCount(0);
  await page.route('/api/health', (route) => route.abort());
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to fetch status');
  // The browser logs the refused request itself; that one line is this test's doing.
  allowConsoleError(consoleErrors, 'Failed to load resource');
});

test('the status page says which part is down when one is', async ({ page }) => {
  await page.route('/api/health', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ status: 'degraded', services: { database: 'up', storage: 'down', liveUpdates: 'up' } }),
    }),
  );
  await page.goto('/status');
  await expect(page.getByText('Some parts are not working right now.')).toBeVisible();
  await expect(statusPart(page, 'Photos')).toContainText('Down');
  await expect(statusPart(page, 'Live updates')).toContainText('Working');
  await expect(statusPart(page, 'Events and sign-in')).toContainText('Working');
});

test('a signed-in super-admin sees the same plain status page: the environment and versions are in Admin', async ({
  page,
}) => {
  // The super-admin of playwright.config.ts (ADMIN_EMAIL / ADMIN_PASSWORD of the e2e server).
  const login = await page.request.post('/api/auth/login', {
    data: { email: 'admin@e2e.test', password: 'admin-password-e2e' },
  });
  expect(login.status()).toBe(200);
  // The server does tell a super-admin; the page does not show it.
  const health = (await (await page.request.get('/api/health')).json()) as { node?: string };
  expect(health.node).toMatch(/^v\d+/);
  await page.goto('/status');
  await expect(page.getByText('All systems normal')).toBeVisible();
  await expect(page.getByText(/Node\.js|Environment|version|production/i)).toHaveCount(0);
  await expect(page.getByText(health.node!)).toHaveCount(0);
});

test('the contact page gives the support address to write to', async ({ page }) => {
  await page.goto('/contact');
  const card = page.getByRole('region', { name: 'Email support' });
  // SUPPORT_EMAIL of the e2e server (playwright.config.ts).
  await expect(card.getByRole('link', { name: 'support@e2e.test' })).toHaveAttribute('href', 'mailto:support@e2e.test');
});
