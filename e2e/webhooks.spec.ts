import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  confirmedHostWithEvent,
  expect,
  hostWithEvent,
  seriousViolations,
  signUpThroughApi,
  test,
  uniqueEmail,
} from './fixtures.ts';
import { confirmAddressThroughApi } from './mail.ts';

// A host adds a webhook in the event's settings, a guest answers, the receiver gets a signed POST, the
// host sees it in the delivery log and sends it again (decision 026).

test('a host creates a webhook, sees the delivery in its log and redelivers it', async ({ page, browser }) => {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  try {
    const slug = `hooked-wedding-${Date.now().toString(36)}`;
    const eventId = await confirmedHostWithEvent(page, { slug, title: 'Hooked Wedding' });
    await page.goto(`/dashboard/events/${eventId}?tab=settings`);
    await page.getByLabel('Payload URL').fill(url);
    await page.getByLabel('A guest answers the RSVP').check();
    await page.getByRole('button', { name: 'Create webhook' }).click();
    const secret = (await page.getByLabel('Signing secret').textContent())!;
    expect(secret).toMatch(/^whsec_/);
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('heading', { name: url })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // A guest answers, from their own browser.
    const guest = await browser.newContext();
    const answered = await guest.request.post(`/api/events/${slug}/rsvp`, {
      data: { fullName: 'Deniz Kaya', status: 'YES' },
    });
    expect(answered.status()).toBe(201);
    await guest.close();
    await expect.poll(() => received.length, { timeout: 15_000 }).toBe(1);
    const [first] = received;
    const timestamp = String(first!.headers['x-webhook-timestamp']);
    expect(first!.headers['x-webhook-signature']).toBe(
      `sha256=${createHmac('sha256', secret).update(`${timestamp}.${first!.body}`).digest('hex')}`,
    );
    expect(JSON.parse(first!.body)).toMatchObject({ topic: 'rsvp.created' });

    await page.locator('summary', { hasText: 'Delivery log' }).click();
    await page.getByRole('button', { name: 'Refresh log' }).click();
    const log = page.getByRole('list', { name: `Deliveries to ${url}` });
    await expect(log.getByRole('listitem')).toHaveCount(1);
    await expect(log).toContainText('Delivered');
    await expect(log).toContainText('HTTP 200');

    await log.getByRole('button', { name: 'Redeliver' }).click();
    await expect(page.getByText('Queued for redelivery.')).toBeVisible();
    await expect.poll(() => received.length, { timeout: 15_000 }).toBe(2);
    expect(received[1]!.headers['x-webhook-id']).toBe(first!.headers['x-webhook-id']);
    await page.getByRole('button', { name: 'Refresh log' }).click();
    await expect(log.getByRole('listitem')).toHaveCount(2);
  } finally {
    receiver.closeAllConnections();
    await new Promise((resolve) => receiver.close(resolve));
  }
});

test("a co-host's webhook stops when they are removed, and the owner sees why and re-enables it", async ({
  page,
  browser,
}) => {
  const eventId = await hostWithEvent(page, { slug: `left-hooks-${Date.now().toString(36)}`, title: 'Left Hooks' });
  const coHost = await browser.newContext();
  try {
    const coHostPage = await coHost.newPage();
    const email = uniqueEmail();
    await signUpThroughApi(coHostPage, { email, name: 'Cem Kaya', password: 'a-long-password' });
    // Accepting an invitation and adding webhooks wait for a confirmed address (decision 054).
    await confirmAddressThroughApi(coHostPage, email);
    const invited = await page.request.post(`/api/auth/events/${eventId}/hosts`, { data: { email } });
    expect(invited.status()).toBe(201);
    const { invitation } = (await invited.json()) as { invitation: { id: number } };
    expect((await coHostPage.request.post(`/api/auth/invitations/${invitation.id}/accept`)).status()).toBe(200);

    // The co-host adds a webhook; then the owner removes them from the event.
    const url = 'https://hooks.example.com/cem';
    await coHostPage.goto(`/dashboard/events/${eventId}?tab=settings`);
    await coHostPage.getByLabel('Payload URL').fill(url);
    await coHostPage.getByLabel('A guest uploads a photo').check();
    await coHostPage.getByRole('button', { name: 'Create webhook' }).click();
    await coHostPage.getByRole('button', { name: 'Done' }).click();
    await page.goto(`/dashboard/events/${eventId}`);
    await page.getByRole('button', { name: 'Remove Cem Kaya' }).click();
    await expect(page.getByRole('button', { name: 'Remove Cem Kaya' })).toHaveCount(0);

    await page.goto(`/dashboard/events/${eventId}?tab=settings`);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: url }) });
    await expect(card).toContainText('Disabled · Created by Cem Kaya');
    await expect(card).toContainText('Its creator is no longer a host of this event.');
    expect(await seriousViolations(page)).toEqual([]);

    await card.getByRole('button', { name: `Re-enable webhook ${url}` }).click();
    await expect(card).toContainText('Active · Created by Ayla Demir');
    await expect(card).not.toContainText('Its creator is no longer a host of this event.');
  } finally {
    await coHost.close();
  }
});

test('the account webhooks page works on a phone @phone', async ({ page }) => {
  // The narrowest phones we support.
  await page.setViewportSize({ width: 360, height: 780 });
  await confirmedHostWithEvent(page, { slug: `phone-hooks-${Date.now().toString(36)}`, title: 'Phone Hooks' });
  // Under account settings now (issue 36); the old address redirects there.
  await page.goto('/dashboard/webhooks');
  await expect(page).toHaveURL(/\/account\/webhooks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Account settings' }).getByRole('link', { name: 'API tokens' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'API tokens' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Account settings' }).getByRole('link', { name: 'Webhooks' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  await expect(page.getByText('No webhooks yet.')).toBeVisible();
  // Production refuses plain http to anything but our own test receiver's addresses.
  await page.getByLabel('Payload URL').fill('http://example.com/hooks');
  await page.getByLabel('Event settings change').check();
  await page.getByRole('button', { name: 'Create webhook' }).click();
  await expect(page.getByText('The URL must start with https://.')).toBeVisible();
  await page.getByLabel('Payload URL').fill('https://example.com/hooks');
  await page.getByRole('button', { name: 'Create webhook' }).click();
  await expect(page.getByLabel('Signing secret')).toContainText('whsec_');
  await expect(page.getByRole('heading', { name: 'https://example.com/hooks' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
});
