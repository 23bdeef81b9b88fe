import { expect, hostWithEvent, seriousViolations, test, type Page } from './fixtures.ts';

// Issue 36, items 6 and 7: plans that tell one story (pricing, contact sales and the dashboard agree, a
// couple takes Premium themselves, no payment is promised), and layouts that hold at 200% text and
// under the sticky header.

const NO_PAYMENT = /No payment is taken yet/;

test('the pricing page and the dashboard tell the same plan story; a couple takes Premium themselves', async ({
  page,
  browser,
}) => {
  await page.goto('/pricing');
  const premium = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Premium' }) });
  await expect(premium.getByText('$19')).toBeVisible();
  await expect(premium.getByRole('link', { name: 'Choose Premium' })).toHaveAttribute('href', '/signup');
  const professional = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Professional' }) });
  await expect(professional.getByRole('link', { name: 'Talk to us about Professional' })).toHaveAttribute(
    'href',
    '/contact-sales?plan=professional',
  );
  await expect(page.getByText(NO_PAYMENT).first()).toBeVisible();
  await expect(page.getByText(/billed|free trial|cancel any ?time/i)).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // Contact sales shows the same price for the plan as the pricing page.
  await page.goto('/contact-sales?plan=premium');
  await expect(page.getByText('$19 per month')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Choose Premium in your dashboard' })).toBeVisible();

  const hostName = `Plan Tester ${Date.now().toString(36)}`;
  await hostWithEvent(page, { slug: `plan-${Date.now().toString(36)}`, title: 'Plan Party' }, hostName);
  await page.goto('/dashboard');
  const plan = page.getByRole('region', { name: /Your plan/ });
  await expect(plan.getByRole('heading')).toHaveText('Your plan: Starter');
  await expect(plan.getByText(NO_PAYMENT)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await plan.getByRole('button', { name: 'Choose Premium' }).click();
  await expect(plan.getByRole('heading')).toHaveText('Your plan: Premium');
  await page.reload();
  await expect(page.getByRole('region', { name: /Your plan/ }).getByRole('heading')).toHaveText('Your plan: Premium');
  await expect(page.getByRole('button', { name: 'Go back to Starter' })).toBeVisible();

  // Signed in, the pricing page's Premium button leads to the dashboard where the choice is made.
  await page.goto('/pricing');
  await expect(premium.getByRole('link', { name: 'Choose Premium' })).toHaveAttribute('href', '/dashboard');

  // The admin's users list shows the plan too.
  const admin = await browser.newPage();
  await admin.goto('/login');
  await admin.getByLabel('Email').fill('admin@e2e.test');
  await admin.getByLabel('Password').fill('admin-password-e2e');
  await admin.getByRole('button', { name: 'Sign In' }).click();
  await expect(admin).toHaveURL(/\/dashboard$/);
  await admin.goto(`/wbadmin?tab=users&search=${encodeURIComponent(hostName)}`);
  await expect(admin.getByRole('tabpanel').getByRole('row', { name: new RegExp(hostName) })).toContainText('Premium');
  await admin.close();
});

/** Doubles the text size of every page the browser opens, as a person's browser setting does. */
async function withDoubleText(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      document.documentElement.style.fontSize = '200%';
    });
  });
}

async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

for (const tag of ['', ' @phone']) {
  test(`at 200% text the dashboard and the event overview never scroll sideways${tag}`, async ({ page }) => {
    const eventId = await hostWithEvent(page, {
      slug: `big-text-${Date.now().toString(36)}`,
      title: 'Our Long Awaited Garden Celebration With Everyone',
      venueName: 'The Old Orangery at Kuzguncuk',
    });
    await withDoubleText(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('link', { name: 'Manage' }).first()).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
    expect(await scrollsSideways(page)).toBe(false);

    await page.goto(`/dashboard/events/${eventId}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
  });
}

test('after sending the contact form on a phone its success heading is in view, below the header @phone', async ({
  page,
}) => {
  await page.goto('/contact-sales?plan=premium');
  await page.getByLabel('Name').fill('Selin Kaya');
  await page.getByRole('textbox', { name: 'Work email' }).fill('selin@e2e.test');
  await page.getByLabel('Company').fill('Kaya Studio');
  await page.getByLabel('What do you need?').fill('Help setting up two parties for one couple.');
  await page.getByRole('button', { name: 'Send Inquiry' }).click();
  const heading = page.getByRole('heading', { name: 'Thank You!' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  const headerBottom = await page
    .locator('header')
    .first()
    .evaluate((header) => header.getBoundingClientRect().bottom);
  const headingTop = await heading.evaluate((element) => element.getBoundingClientRect().top);
  expect(headingTop).toBeGreaterThanOrEqual(headerBottom);
});
