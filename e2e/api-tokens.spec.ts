import { allowConsoleError, confirmedHostWithEvent, expect, seriousViolations, test, type Page } from './fixtures.ts';

// A host makes a personal access token on the dashboard, sees it once, uses it as a script would, and
// revokes it. (The issue also wants the same through GraphiQL at /graphql, once that page exists.)

const MY_EVENTS = '{ myEvents { edges { node { slug } } } }';

/** Runs "my events" from the page as an integration would: the token alone, no cookie. */
function myEventsWith(page: Page, token: string) {
  return page.evaluate(
    async ({ token, query }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        credentials: 'omit',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query }),
      });
      return {
        status: response.status,
        body: (await response.json()) as {
          data?: { myEvents: { edges: { node: { slug: string } }[] } };
          errors?: { message: string; extensions?: { code?: string } }[];
        },
      };
    },
    { token, query: MY_EVENTS },
  );
}

test('a host creates an API token, sees it once, uses it, and revokes it', async ({ page, context, consoleErrors }) => {
  test.setTimeout(60_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const slug = `tokens-e2e-${Date.now()}`;
  await confirmedHostWithEvent(page, { slug, title: 'Ece & Bora' });

  // Developer tools live in account settings, not beside "Create New Event" (issue 36).
  await page.goto('/dashboard');
  await expect(page.getByRole('main').getByRole('link', { name: 'API tokens' })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await page.getByRole('navigation', { name: 'Account settings' }).getByRole('link', { name: 'API tokens' }).click();
  await expect(page).toHaveURL(/\/account\/api-tokens$/);
  await expect(
    page.getByRole('navigation', { name: 'Account settings' }).getByRole('link', { name: 'API tokens' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1, name: 'API tokens' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the API explorer' })).toHaveAttribute('href', '/graphql');
  await expect(page.getByText('You have no tokens yet.')).toBeVisible();
  // The admin scope is offered to administrators only.
  await expect(page.getByRole('checkbox', { name: 'Admin' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel('Name').fill('Photo backup script');
  await page.getByRole('button', { name: 'Create Token' }).click();

  // Shown once, in a read-only field, with a Copy button and the warning.
  const field = page.getByLabel('Token', { exact: true });
  await expect(field).toHaveValue(/^wp_[0-9A-Za-z]{43}$/);
  await expect(field).toHaveAttribute('readonly', '');
  await expect(page.getByText('you will not see it again')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your new token “Photo backup script”' })).toBeFocused();
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Copied to the clipboard.')).toBeVisible();
  const secret = await field.inputValue();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  expect(await seriousViolations(page)).toEqual([]);

  // A script with the token (and no cookie) reads the host's events.
  const used = await myEventsWith(page, secret);
  expect(used.status).toBe(200);
  expect(used.body.data?.myEvents.edges.map((edge) => edge.node.slug)).toEqual([slug]);

  // Gone from the page for good; the list shows the token with its scope and its last use.
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(field).toHaveCount(0);
  await page.reload();
  const row = page.getByRole('listitem').filter({ hasText: 'Photo backup script' });
  await expect(row).toContainText('read');
  await expect(row).toContainText(secret.slice(0, 9));
  await expect(row).not.toContainText(secret);
  await expect(row).toContainText(/Last used.+ from /);

  await row.getByRole('button', { name: 'Revoke Photo backup script' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke this token?' });
  await dialog.getByRole('button', { name: 'Revoke Token' }).click();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('You have no tokens yet.')).toBeVisible();

  // The very next run is refused.
  const refused = await myEventsWith(page, secret);
  expect(refused.status).toBe(401);
  expect(refused.body.errors?.[0]).toMatchObject({
    message: 'This API token was revoked.',
    extensions: { code: 'UNAUTHENTICATED' },
  });
  // The browser logs the refused fetch itself; that one line is this test's doing.
  await expect.poll(() => consoleErrors.some((line) => line.includes('status of 401'))).toBe(true);
  allowConsoleError(consoleErrors, 'status of 401');
});

test('the API tokens page works on a 360 px phone', async ({ page }) => {
  await confirmedHostWithEvent(page, { slug: `tokens-phone-${Date.now()}`, title: 'Narrow' });
  await page.setViewportSize({ width: 360, height: 740 });
  // The old address still leads there.
  await page.goto('/dashboard/api-tokens');
  await expect(page).toHaveURL(/\/account\/api-tokens$/);
  await page.getByLabel('Name').fill('A script with a rather long name that has to wrap on a phone');
  await page.getByRole('checkbox', { name: 'Write' }).check();
  await page.getByRole('button', { name: 'Create Token' }).click();
  await expect(page.getByLabel('Token', { exact: true })).toHaveValue(/^wp_/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'rather long name' })).toContainText('write');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
