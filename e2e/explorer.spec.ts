import { expect, hostWithEvent, seriousViolations, test } from './fixtures.ts';

// Issue 15, item 3: the API explorer at /graphql works from our own files (offline, within our CSP),
// with the signed-in session and example operations ready to run.

test('a signed-in host opens the explorer and runs "my events", with nothing loaded from another host', async ({
  page,
  consoleErrors,
  baseURL,
}) => {
  const title = `Explorer Wedding ${Date.now().toString(36)}`;
  await hostWithEvent(page, { slug: `explorer-${Date.now().toString(36)}`, title });
  const ownHost = new URL(baseURL!).host;
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^(https?|wss?):$/.test(url.protocol) && url.host !== ownHost) foreign.push(request.url());
  });

  await page.goto('/graphql');
  const execute = page.locator('.graphiql-execute-button');
  await expect(execute).toBeVisible();
  // The editor opens on the first example, and the schema loads (introspection stays on).
  await expect(page.locator('.graphiql-query-editor')).toContainText('query MyEvents');

  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('MyEvents'),
  );
  await execute.click();
  expect((await answer).status()).toBe(200);
  await expect(page.locator('.graphiql-response')).toContainText(title);
  await expect(page.locator('.graphiql-response')).toContainText('"cost"');

  expect(foreign, 'requests to other hosts').toEqual([]);
  expect(consoleErrors.filter((line) => /Content.Security.Policy|Refused to/i.test(line))).toEqual([]);
});

test('the docs explain how to build on the API, with the limits the server enforces', async ({ page }) => {
  await page.goto('/docs?section=build');
  await expect(page.getByRole('heading', { level: 2, name: 'Build on the API' })).toBeVisible();
  // Numbers from the generated reference (written from the code), not typed into the page.
  await expect(page.getByText('At most 50,000 objects per operation')).toBeVisible();
  await expect(page.locator('dt', { hasText: 'RATE_LIMITED' })).toBeVisible();
  await expect(page.getByText('connectionParams: { authToken: process.env.TOKEN }')).toBeVisible();
  await expect(page.getByRole('link', { name: 'API explorer' })).toHaveAttribute('href', '/graphql');
  expect(await seriousViolations(page)).toEqual([]);
});
