import { confirmedHostWithEvent, expect, hostWithEvent, seriousViolations, test } from './fixtures.ts';

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

test('a token pasted into the explorer runs "my events" without a session, and is refused once revoked', async ({
  page,
  browser,
}) => {
  const title = `Token Explorer ${Date.now().toString(36)}`;
  await confirmedHostWithEvent(page, { slug: `token-explorer-${Date.now().toString(36)}`, title });
  const created = await page.request.post('/graphql', {
    data: {
      query: `mutation { createApiToken(input: { name: "explorer", scopes: [READ] }) {
        ... on CreatedApiToken { secret apiToken { id } } } }`,
    },
  });
  const { secret, apiToken } = (
    (await created.json()) as {
      data: { createApiToken: { secret: string; apiToken: { id: string } } };
    }
  ).data.createApiToken;
  expect(secret).toMatch(/^wp_/);

  // A visitor with no session at all: only the pasted token can make "my events" answer.
  const integrator = await browser.newContext();
  try {
    const explorer = await integrator.newPage();
    await explorer.goto('/graphql');
    await explorer.getByRole('button', { name: 'Headers' }).click();
    const headers = explorer.locator('.graphiql-editor-tool .graphiql-editor').last();
    await headers.click();
    await explorer.keyboard.insertText(`{"Authorization": "Bearer ${secret}"}`);
    const run = async () => {
      const answer = explorer.waitForResponse(
        (response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('MyEvents'),
      );
      await explorer.locator('.graphiql-execute-button').click();
      return answer;
    };
    expect((await run()).status()).toBe(200);
    await expect(explorer.locator('.graphiql-response')).toContainText(title);

    const revoked = await page.request.post('/graphql', {
      data: { query: `mutation($id: ID!) { revokeApiToken(id: $id) { __typename } }`, variables: { id: apiToken.id } },
    });
    expect(await revoked.text()).toContain('RevokeApiTokenSuccess');
    expect((await run()).status()).toBe(401);
    await expect(explorer.locator('.graphiql-response')).toContainText('revoked');
    await expect(explorer.locator('.graphiql-response')).not.toContainText(title);
  } finally {
    await integrator.close();
  }
});
