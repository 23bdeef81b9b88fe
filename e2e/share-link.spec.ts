import { expect, hostWithEvent, test, type Page } from './fixtures.ts';

// Sharing like a phone app: copying a link says 'Link copied' in a small toast, never in a browser
// dialog; where the browser has a share sheet, Share with guests opens it.

/** Fails the test on any alert, confirm or prompt the page opens. */
function refuseDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

test('copying the link shows "Link copied" and no dialog: guest page, dashboard and overview', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const dialogs = refuseDialogs(page);
  const slug = `share-wedding-${Date.now().toString(36)}`;
  const eventId = await hostWithEvent(page, { slug, title: 'Share Wedding' });

  const copied = page.getByText('Link copied', { exact: true });
  const clipboard = () => page.evaluate(() => navigator.clipboard.readText());

  // The guest page's Share This Event.
  await page.goto(`/e/${slug}`);
  await page.getByRole('button', { name: 'Copy Link' }).click();
  await expect(copied).toBeVisible();
  expect(await clipboard()).toBe(`${new URL(page.url()).origin}/e/${slug}`);

  // The dashboard card's Share menu: no stale networks, and a toast for the copy.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Share on Twitter' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Share on WhatsApp' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Copy Link' }).click();
  await expect(copied).toBeVisible();
  expect(await clipboard()).toContain(`/e/${slug}`);

  // The overview: Share with guests is the first thing on it.
  await page.goto(`/dashboard/events/${eventId}`);
  const share = page.getByRole('region', { name: 'Share with guests' });
  await expect(share).toBeVisible();
  await expect(share).toContainText(`/e/${slug}`);
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await share.getByRole('button', { name: 'Copy link' }).click();
  await expect(copied).toBeVisible();
  expect(await clipboard()).toContain(`/e/${slug}`);

  expect(dialogs).toEqual([]);
});

test("on a phone, Share with guests opens the phone's share sheet with the event's link @phone", async ({ page }) => {
  // Debian's Chromium has no share sheet: a stand-in records what the page asks it to share.
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { shared });
    Object.defineProperty(navigator, 'share', {
      value: (data: ShareData) => {
        shared.push(data);
        return Promise.resolve();
      },
    });
  });
  const dialogs = refuseDialogs(page);
  const slug = `sheet-wedding-${Date.now().toString(36)}`;
  const eventId = await hostWithEvent(page, { slug, title: 'Sheet Wedding' });

  await page.goto(`/dashboard/events/${eventId}`);
  const share = page.getByRole('region', { name: 'Share with guests' });
  await share.getByRole('button', { name: 'Share with guests' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
    .toEqual([
      {
        title: 'Sheet Wedding',
        text: 'Join us for Sheet Wedding!',
        url: expect.stringMatching(new RegExp(`/e/${slug}$`)),
      },
    ]);
  expect(dialogs).toEqual([]);
});
