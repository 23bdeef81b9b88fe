import { expect, hostWithEvent, seriousViolations, test, type Page } from './fixtures.ts';

// Decision 043: nobody types the PIN twice. The table card's link lets a guest in without typing, the
// device stays in across tabs, the hosts never meet their own PIN gate, and the PIN screen says whose
// event it is and where the PIN is.

const HOUR = 3600 * 1000;

async function pinEvent(hostPage: Page, title: string) {
  const slug = `access-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  const eventId = await hostWithEvent(hostPage, {
    slug,
    title,
    coupleNames: 'Selin & Mert',
    dateTime: new Date(Date.now() + 5 * 24 * HOUR).toISOString(),
    isPinRequired: true,
    pinCode: '8080',
  });
  return { slug, eventId };
}

/** The access link the table card's QR code carries, as the host's browser reads it. */
async function accessUrlOf(hostPage: Page, eventId: number): Promise<string> {
  const response = await hostPage.request.post('/graphql', {
    data: { query: 'query($id: Int!) { hostedEvent(databaseId: $id) { guestAccessUrl } }', variables: { id: eventId } },
  });
  const body = (await response.json()) as { data: { hostedEvent: { guestAccessUrl: string } } };
  return body.data.hostedEvent.guestAccessUrl;
}

test("a guest opens the table card's link in a fresh browser and is in without typing; a second tab stays in", async ({
  page,
  browser,
}) => {
  const { slug, eventId } = await pinEvent(page, 'Garden Party');

  // The host's table card: the QR code of the access link, and the PIN printed for anyone who cannot scan.
  await page.goto(`/dashboard/events/${eventId}/table-card`);
  const card = page.getByRole('article', { name: 'Table card' });
  await expect(card.getByRole('img', { name: /opens without the PIN/ })).toBeVisible();
  await expect(card).toContainText('PIN 8080');
  const link = await accessUrlOf(page, eventId);
  expect(link).toMatch(new RegExp(`/e/${slug}\\?k=`));
  expect(link).not.toContain('8080');

  // A guest's phone, never here before: scanning lands on the event, and the token leaves the address bar.
  const guest = await browser.newContext();
  const phone = await guest.newPage();
  await phone.goto(link);
  await expect(phone.getByRole('heading', { level: 1, name: 'Garden Party' })).toBeVisible();
  await expect(phone.getByLabel('Enter PIN to view event')).toHaveCount(0);
  expect(new URL(phone.url()).search).toBe('');

  // The pass is an HttpOnly cookie: page scripts cannot read it.
  expect(await phone.evaluate(() => document.cookie)).not.toContain('guest_pass_');

  // Another tab, and a reload: still in.
  const secondTab = await guest.newPage();
  await secondTab.goto(`/e/${slug}`);
  await expect(secondTab.getByRole('heading', { level: 1, name: 'Garden Party' })).toBeVisible();
  await secondTab.reload();
  await expect(secondTab.getByRole('heading', { level: 1, name: 'Garden Party' })).toBeVisible();
  await guest.close();
});

test('a PIN typed once keeps the device in across tabs @phone', async ({ page, browser }) => {
  const hostContext = await browser.newContext();
  const { slug } = await pinEvent(await hostContext.newPage(), 'Garden Party');
  await hostContext.close();

  await page.goto(`/e/${slug}`);
  await page.getByLabel('Enter PIN to view event').fill('8080');
  await page.getByRole('button', { name: 'View Event' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Garden Party' })).toBeVisible();

  const secondTab = await page.context().newPage();
  await secondTab.goto(`/e/${slug}`);
  await expect(secondTab.getByRole('heading', { level: 1, name: 'Garden Party' })).toBeVisible();
  await expect(secondTab.getByLabel('Enter PIN to view event')).toHaveCount(0);
});

test('the owner opens their own slideshow and event page without the PIN', async ({ page }) => {
  const { slug } = await pinEvent(page, 'Garden Party');
  await page.goto(`/e/${slug}/live`);
  await expect(page.getByTestId('live-slideshow')).toBeVisible();
  await expect(page.getByLabel('Enter PIN to view event')).toHaveCount(0);
  // Its corner card invites guests under the short address, never the access token.
  const join = page.getByRole('complementary', { name: 'Share your photos' });
  await expect(join).toContainText(`/e/${slug}`);
  await expect(join).not.toContainText('k=');

  await page.goto(`/e/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Garden Party' })).toBeVisible();
});

test('the PIN screen names the event, its day, and where the PIN is @phone', async ({ page, browser }) => {
  const hostContext = await browser.newContext();
  const { slug } = await pinEvent(await hostContext.newPage(), 'Garden Party');
  await hostContext.close();

  await page.goto(`/e/${slug}`);
  await expect(page.getByRole('heading', { name: 'This event is protected' })).toBeVisible();
  await expect(page.getByText('Garden Party')).toBeVisible();
  await expect(page.getByText('Selin & Mert')).toBeVisible();
  const day = new Date(Date.now() + 5 * 24 * HOUR).getDate();
  await expect(page.locator('time')).toContainText(String(day));
  await expect(page.getByText('The PIN is on your invitation or table card')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
