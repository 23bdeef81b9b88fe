import { expect, hostWithEvent, seriousViolations, test, type Page } from './fixtures.ts';

// Issue 33: the guestbook. A guest on a phone leaves a message on an event whose hosts review first; the
// host approves it in the Guestbook tab and the guest's open page and the venue slideshow show it without a
// reload; markup stays text; the guest deletes their own message.

const MARKUP = '<b>hi</b> from Ece';

async function openAsHost(page: Page, eventId: number) {
  await page.goto(`/dashboard/events/${eventId}?tab=guestbook`);
  await expect(page.getByRole('heading', { level: 2, name: 'Guestbook' })).toBeVisible();
}

test('a guest writes a message the hosts approve, it shows on the open page live, and the guest deletes it @phone', async ({
  page,
  browser,
}) => {
  // Three pages at once (guest, host, venue screen) on a loaded machine.
  test.setTimeout(60_000);
  const slug = `guestbook-${Date.now().toString(36)}`;
  const hostContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const hostPage = await hostContext.newPage();
  const eventId = await hostWithEvent(hostPage, {
    slug,
    title: 'Guestbook Wedding',
    timeZone: 'Europe/Istanbul',
    autoApprove: false,
  });

  // The guest writes on a small phone: markup, and a second line.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`/e/${slug}`);
  const guestbook = page.getByRole('region', { name: 'Guestbook' });
  await expect(guestbook.getByText('No messages yet. Be the first to write one!')).toBeVisible();
  await guestbook.getByLabel('Your name', { exact: true }).fill('Ece');
  const text = guestbook.getByLabel('Your message', { exact: true });
  await text.fill(`${MARKUP}\nSee you at the dance floor`);
  await expect(guestbook.getByText('45 / 1,000 characters')).toBeVisible();
  await guestbook.getByRole('button', { name: 'Send message' }).click();
  await expect(guestbook.getByText('Thank you! Your message will appear once the hosts approve it.')).toBeVisible();
  await expect(text).toHaveValue('');

  // It waits under "Your messages", not in everyone's list.
  const yours = guestbook.getByRole('list', { name: 'Your messages' });
  await expect(yours.getByRole('listitem')).toHaveCount(1);
  await expect(yours.getByText('Waiting for the hosts')).toBeVisible();
  await expect(yours.getByText(MARKUP)).toBeVisible();
  await expect(guestbook.getByRole('list', { name: 'Messages', exact: true })).toHaveCount(0);
  await guestbook.screenshot({ path: '/tmp/shots/g/guest-waiting-360.png' });
  expect(await seriousViolations(page)).toEqual([]);

  // The venue screen's slideshow is open meanwhile: nothing of the message yet.
  const screenContext = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const screen = await screenContext.newPage();
  await screen.goto(`/e/${slug}/live`);
  await expect(screen.getByText('Photos appear here as soon as they are approved.', { exact: false })).toBeVisible();
  await expect(screen.getByText(MARKUP)).toHaveCount(0);

  // The host sees it waiting in the Guestbook tab, as text, and approves it.
  await openAsHost(hostPage, eventId);
  await expect(hostPage.getByRole('tab', { name: /^Guestbook\W+1 waiting$/ })).toBeVisible();
  const hostList = hostPage.getByRole('list', { name: 'Guestbook messages' });
  const entry = hostList.getByRole('article', { name: 'Ece' });
  await expect(entry.getByText(MARKUP)).toBeVisible();
  await expect(entry.getByText('Waiting')).toBeVisible();
  await expect(hostPage.locator('main b', { hasText: 'hi' })).toHaveCount(0);
  await expect(hostPage.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
    'href',
    `/api/auth/events/${eventId}/guestbook.csv`,
  );
  await hostPage.screenshot({ path: '/tmp/shots/g/host-guestbook-1280.png', fullPage: true });
  expect(await seriousViolations(hostPage)).toEqual([]);
  await entry.getByRole('button', { name: 'Approve the message from Ece' }).click();
  await expect(hostPage.getByText('Message approved: guests see it now.')).toBeVisible();
  await expect(entry.getByText('Approved')).toBeVisible();
  await expect(hostPage.getByRole('tab', { name: 'Guestbook' })).toHaveText('Guestbook');

  // The guest's open page shows it at once, as literal text with its line break, and says it is approved.
  const messages = guestbook.getByRole('list', { name: 'Messages', exact: true });
  await expect(messages.getByRole('listitem')).toHaveCount(1);
  await expect(messages.getByText(MARKUP)).toBeVisible();
  await expect(messages.getByText(/See you at the dance floor/)).toBeVisible();
  await expect(page.locator('b', { hasText: 'hi' })).toHaveCount(0);
  await expect(yours.getByText('In the guestbook')).toBeVisible();
  await guestbook.screenshot({ path: '/tmp/shots/g/guest-approved-360.png' });
  const phone = page.viewportSize()!;
  await page.setViewportSize({ width: 1280, height: 900 });
  await guestbook.screenshot({ path: '/tmp/shots/g/guest-approved-1280.png' });
  await page.setViewportSize(phone);
  // The slideshow brings it up as a large card, as text, without a reload.
  const card = screen.getByRole('figure');
  await expect(card.getByText(MARKUP)).toBeVisible();
  await expect(card.getByText('— Ece')).toBeVisible();
  await expect(screen.locator('b', { hasText: 'hi' })).toHaveCount(0);
  await screen.screenshot({ path: '/tmp/shots/g/slideshow-message-1280.png' });

  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);

  // The guest deletes it, after confirming: it leaves both lists, and the page says so.
  await yours.getByRole('button', { name: /^Delete your message/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this message?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(guestbook.getByText('Your message was deleted.')).toBeVisible();
  await expect(guestbook.getByRole('list', { name: 'Your messages' })).toHaveCount(0);
  await expect(guestbook.getByRole('list', { name: 'Messages', exact: true })).toHaveCount(0);
  // The slideshow drops it too.
  await expect(screen.getByText(MARKUP)).toHaveCount(0);
  await screenContext.close();

  // The host's list no longer holds it.
  await openAsHost(hostPage, eventId);
  await expect(hostPage.getByText('No messages yet')).toBeVisible();
  await hostContext.close();
});

test('on an auto-approving event a message shows at once, and one the host hides leaves the open page @phone', async ({
  page,
  browser,
}) => {
  const slug = `guestbook-auto-${Date.now().toString(36)}`;
  const hostContext = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const hostPage = await hostContext.newPage();
  const eventId = await hostWithEvent(hostPage, { slug, title: 'Open Guestbook', autoApprove: true });

  await page.goto(`/e/${slug}`);
  const guestbook = page.getByRole('region', { name: 'Guestbook' });
  await guestbook.getByLabel('Your name', { exact: true }).fill('Deniz');
  await guestbook
    .getByLabel('Your message', { exact: true })
    .fill('Congratulations! https://example.com/a-very-long-link-that-must-wrap-on-a-phone-screen');
  await guestbook.getByRole('button', { name: 'Send message' }).click();
  await expect(guestbook.getByText('Thank you! Your message is in the guestbook.')).toBeVisible();
  const messages = guestbook.getByRole('list', { name: 'Messages', exact: true });
  await expect(messages.getByText(/^Congratulations!/)).toBeVisible();
  // The link is text, not a link.
  await expect(messages.getByRole('link')).toHaveCount(0);

  // The host, on a phone, hides it: the guest's open page drops it.
  await openAsHost(hostPage, eventId);
  await hostPage.getByRole('button', { name: 'Hide the message from Deniz' }).click();
  await expect(hostPage.getByText('Message hidden from guests.')).toBeVisible();
  await hostPage.screenshot({ path: '/tmp/shots/g/host-guestbook-360.png', fullPage: true });
  expect(await hostPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expect(guestbook.getByRole('list', { name: 'Messages', exact: true })).toHaveCount(0);
  await expect(guestbook.getByRole('list', { name: 'Your messages' }).getByText('Hidden by the hosts')).toBeVisible();
  await hostContext.close();
});

test("the hosts' open Guestbook tab shows a new auto-approved message without a reload", async ({ page, browser }) => {
  const slug = `guestbook-live-${Date.now().toString(36)}`;
  const hostContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const hostPage = await hostContext.newPage();
  const eventId = await hostWithEvent(hostPage, { slug, title: 'Live Guestbook', autoApprove: true });

  // The tab is open before the guest writes; it listens on the event's socket.
  const listening = hostPage.waitForEvent('websocket').then((socket) =>
    socket.waitForEvent('framesent', {
      predicate: (frame) => String(frame.payload).includes('useGuestbookLiveSubscription'),
    }),
  );
  await openAsHost(hostPage, eventId);
  await listening;
  const hostList = hostPage.getByRole('list', { name: 'Guestbook messages' });
  await expect(hostList.getByRole('article', { name: 'Selin' })).toHaveCount(0);

  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`/e/${slug}`);
  const guestbook = page.getByRole('region', { name: 'Guestbook' });
  await guestbook.getByLabel('Your name', { exact: true }).fill('Selin');
  await guestbook.getByLabel('Your message', { exact: true }).fill('Many happy years!');
  await guestbook.getByRole('button', { name: 'Send message' }).click();
  await expect(guestbook.getByText('Thank you! Your message is in the guestbook.')).toBeVisible();

  // Well within the old 20 s poll: the live update brings it, approved, with no reload.
  const entry = hostList.getByRole('article', { name: 'Selin' });
  await expect(entry.getByText('Many happy years!')).toBeVisible({ timeout: 5000 });
  await expect(entry.getByText('Approved')).toBeVisible();
  await hostPage.screenshot({ path: '/tmp/shots/j/host-guestbook-live-1280.png', fullPage: true });
  await hostPage.setViewportSize({ width: 360, height: 780 });
  await hostPage.screenshot({ path: '/tmp/shots/j/host-guestbook-live-360.png', fullPage: true });
  await hostContext.close();
});
