import type { APIRequestContext } from '@playwright/test';
import { expect, hostWithEvent, jpegOfColour, seriousViolations, test, type Page } from './fixtures.ts';

// Table passes (issue 36, decision 046): hosts name their tables and print a card for each; a card's QR
// code lets a guest in and tags the photos they share with the table; the hosts see it on each photo; the
// slideshow can celebrate the table with the most photos. And the card fits any title (item 7).

const DAY = 24 * 3600 * 1000;

function slugOf(name: string): string {
  return `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
}

/** The event's tables as its host's browser reads them: name and the card's link. */
async function tablesOf(host: Page, eventId: number): Promise<{ name: string; guestUrl: string }[]> {
  const response = await host.request.post('/graphql', {
    data: {
      query: 'query($id: Int!) { hostedEvent(databaseId: $id) { tables { name guestUrl } } }',
      variables: { id: eventId },
    },
  });
  const body = (await response.json()) as { data: { hostedEvent: { tables: { name: string; guestUrl: string }[] } } };
  return body.data.hostedEvent.tables;
}

/** A guest's phone takes a table's card and shares a photo, through the API (for tests about the host's side). */
async function shareFromTable(guest: APIRequestContext, slug: string, code: string, photo: Buffer, name: string) {
  const joined = await guest.post('/graphql', {
    data: {
      query: 'mutation($slug: String!, $code: String!) { joinEventTable(slug: $slug, code: $code) { __typename } }',
      variables: { slug, code },
    },
  });
  expect(((await joined.json()) as { data: { joinEventTable: { __typename: string } } }).data.joinEventTable).toEqual({
    __typename: 'JoinEventTableSuccess',
  });
  const sent = await guest.post(`/api/events/${slug}/uploads/direct`, {
    multipart: { files: { name, mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(sent.status()).toBe(201);
}

test("a table pass tags an upload with its table: a guest scans The Oaks' card in a fresh browser and the host sees it", async ({
  page,
  browser,
}) => {
  const slug = slugOf('tables');
  const eventId = await hostWithEvent(page, {
    slug,
    title: 'Garden Wedding',
    coupleNames: 'Selin & Mert',
    isPinRequired: true,
    pinCode: '4242',
    dateTime: new Date(Date.now() + 3 * DAY).toISOString(),
  });

  // The host adds tables on the event's page: a range and a name, in one go.
  await page.goto(`/dashboard/events/${eventId}`);
  const tables = page.getByRole('region', { name: 'Tables' });
  await tables.getByLabel('Add tables').fill('1-3\nThe Oaks');
  await expect(tables.getByText('Adds 4 tables: Table 1, Table 2, Table 3, The Oaks')).toBeVisible();
  await tables.getByRole('button', { name: 'Add 4 tables' }).click();
  const list = tables.getByRole('list', { name: 'Tables' });
  await expect(list.getByRole('listitem')).toHaveText([/Table 1/, /Table 2/, /Table 3/, /The Oaks/]);
  // A name already there, in another letter case, is refused with the reason.
  await tables.getByLabel('Add tables').fill('table 2');
  await tables.getByRole('button', { name: 'Add table' }).click();
  await expect(tables.getByText('There is already a table called "table 2".')).toBeVisible();
  // A row is renamed in its place, moved, and deleted once the host has read what that does to its card.
  await tables.getByRole('button', { name: 'Rename Table 3' }).click();
  await tables.getByLabel('New name for Table 3').fill('The Pines');
  await tables.getByRole('button', { name: 'Save' }).click();
  await tables.getByRole('button', { name: 'Move The Pines up' }).click();
  await expect(list.getByRole('listitem')).toHaveText([/Table 1/, /The Pines/, /Table 2/, /The Oaks/]);
  await tables.getByRole('button', { name: 'Delete Table 2' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Table 2?' });
  await expect(confirm).toContainText('Its card stops tagging photos (it still opens the event).');
  await confirm.getByRole('button', { name: 'Delete table' }).click();
  await expect(tables.getByText('Deleted Table 2')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveText([/Table 1/, /The Pines/, /The Oaks/]);
  expect(await seriousViolations(page)).toEqual([]);

  // The Oaks' card: its QR code carries the table and, the event having a PIN, the access token.
  const oaks = (await tablesOf(page, eventId)).find((table) => table.name === 'The Oaks')!;
  expect(new URL(oaks.guestUrl).searchParams.get('k')).toBeTruthy();

  // A guest's phone, never here before, scans it: in without typing the PIN, and at The Oaks.
  const guest = await browser.newContext();
  const phone = await guest.newPage();
  await phone.goto(oaks.guestUrl);
  await expect(phone.getByRole('heading', { level: 1, name: 'Garden Wedding' })).toBeVisible();
  await expect(phone.getByLabel('Enter PIN to view event')).toHaveCount(0);
  await expect(phone.getByText('You’re at The Oaks.')).toBeVisible();
  // Neither the token nor the table stays in the address, so passing the page on seats nobody.
  expect(new URL(phone.url()).search).toBe('');

  await phone.getByRole('button', { name: 'Share Your Photos' }).click();
  const dialog = phone.getByRole('dialog', { name: 'Share Your Photos' });
  await dialog
    .getByLabel('Add photos and videos')
    .setInputFiles({ name: 'oaks-toast.jpg', mimeType: 'image/jpeg', buffer: await jpegOfColour(phone, '#2a7a3a') });
  await dialog.getByRole('button', { name: 'Upload Photo' }).click();
  await expect(dialog.getByText('Thank you for sharing!')).toBeVisible({ timeout: 20_000 });
  await guest.close();

  // The host sees the photo tagged with The Oaks, on its card and in the viewer, and can list that table's photos.
  await page.goto(`/dashboard/events/${eventId}?tab=uploads`);
  const cards = page.getByRole('list', { name: 'Photos' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('oaks-toast.jpg');
  await expect(cards.first()).toContainText('at The Oaks');
  await page.getByLabel('Table').selectOption({ label: 'Table 1 (0)' });
  await expect(page.getByText('No photos match your filters')).toBeVisible();
  await page.getByLabel('Table').selectOption({ label: 'The Oaks (1)' });
  await expect(cards).toHaveCount(1);
  await cards.first().getByRole('button', { name: 'View oaks-toast.jpg' }).click();
  await expect(page.getByRole('dialog').getByText('at The Oaks')).toBeVisible();
});

test('the print page has one card per table, each on a page of its own', async ({ page }) => {
  const slug = slugOf('cards');
  const eventId = await hostWithEvent(page, { slug, title: 'Harbour Party', coupleNames: 'Ada & Leo' });
  const added = await page.request.post(`/api/auth/events/${eventId}/tables`, {
    data: { names: ['Table 1', 'Table 2', 'The Lighthouse'] },
  });
  expect(added.status()).toBe(201);

  await page.goto(`/dashboard/events/${eventId}`);
  await page.getByRole('link', { name: 'Print table cards (3)' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/events/${eventId}/table-cards$`));
  const cards = page.getByRole('article', { name: /^Table card: / });
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(2)).toContainText('The Lighthouse');
  await expect(cards.nth(2)).toContainText('Harbour Party');
  // Each card's QR code is its own table's.
  await expect(cards.nth(0).getByRole('img', { name: /QR code for Table 1/ })).toBeVisible();
  await expect(cards.nth(2).getByRole('img', { name: /QR code for The Lighthouse/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // On paper: as many pages as tables (the PDF Chromium prints counts them), and nothing of the screen's toolbar.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print 3 cards' })).toBeHidden();
  const pdf = (await page.pdf({ format: 'A4', landscape: true, printBackground: true })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(3);
});

test('the slideshow celebrates the table with the most photos, and follows new ones live', async ({
  page,
  browser,
}) => {
  const slug = slugOf('leader');
  const eventId = await hostWithEvent(page, { slug, title: 'Vineyard Wedding', autoApprove: true });
  await page.request.post(`/api/auth/events/${eventId}/tables`, { data: { names: ['Table 7', 'The Oaks'] } });
  const [seven, oaks] = await tablesOf(page, eventId);
  const codeOf = (table: { guestUrl: string }) => new URL(table.guestUrl).searchParams.get('t')!;

  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  await shareFromTable(guest.request, slug, codeOf(seven!), await jpegOfColour(guestPage, '#aa3300'), 'a.jpg');

  // Off until the hosts turn it on, on the event's page.
  await page.goto(`/e/${slug}/live`);
  await expect(page.getByTestId('live-slideshow')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Table with the most photos' })).toHaveCount(0);
  await page.goto(`/dashboard/events/${eventId}`);
  await page.getByLabel('Celebrate the table with the most photos on the slideshow').check();
  await expect(page.getByLabel('Celebrate the table with the most photos on the slideshow')).toBeChecked();
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get(`/api/auth/events/${eventId}`)).json()) as {
            event: { slideshowTableLeader: boolean };
          }
        ).event.slideshowTableLeader,
    )
    .toBe(true);

  await page.goto(`/e/${slug}/live`);
  const banner = page.getByRole('complementary', { name: 'Table with the most photos' });
  await expect(banner).toContainText('Table 7 leads with 1 photo');

  // Two photos from The Oaks arrive while it runs: the banner follows.
  await shareFromTable(guest.request, slug, codeOf(oaks!), await jpegOfColour(guestPage, '#0033aa'), 'b.jpg');
  await expect(banner).toContainText('Table 7 and The Oaks share the lead with 1 photo each');
  await shareFromTable(guest.request, slug, codeOf(oaks!), await jpegOfColour(guestPage, '#00aa33'), 'c.jpg');
  await expect(banner).toContainText('The Oaks leads with 2 photos');
  expect(await seriousViolations(page)).toEqual([]);
  await guest.close();
});

const LONG_TITLE =
  'The Long-Awaited Summer Wedding Celebration of Ayla Demir and Mert Kaya at the Old Olive Grove by the Sea, Bodrum Turkey';

/** The title fits the card: at most three lines, inside the card, nothing running out sideways, the couple's names after it. */
async function expectTitleInside(page: Page, card: ReturnType<Page['getByRole']>, level: 1 | 2) {
  const title = card.getByRole('heading', { level, name: LONG_TITLE });
  await expect(title).toBeVisible();
  await expect
    .poll(async () =>
      title.evaluate((element) => {
        const style = getComputedStyle(element);
        return Math.round(element.getBoundingClientRect().height / parseFloat(style.lineHeight));
      }),
    )
    .toBeLessThanOrEqual(3);
  const [cardBox, titleBox, namesBox] = await Promise.all([
    card.boundingBox(),
    title.boundingBox(),
    // The visible line (a hidden copy measures the printed size).
    card
      .locator('p')
      .filter({ hasText: /^Ayla & Mert$/ })
      .boundingBox(),
  ]);
  expect(titleBox!.x).toBeGreaterThanOrEqual(cardBox!.x);
  expect(titleBox!.x + titleBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width + 0.5);
  expect(titleBox!.y).toBeGreaterThanOrEqual(cardBox!.y);
  expect(titleBox!.y + titleBox!.height).toBeLessThanOrEqual(cardBox!.y + cardBox!.height + 0.5);
  // The couple's names come right after it, inside the card too.
  expect(namesBox!.y).toBeGreaterThanOrEqual(titleBox!.y + titleBox!.height - 0.5);
  expect(namesBox!.y + namesBox!.height).toBeLessThanOrEqual(cardBox!.y + cardBox!.height + 0.5);
  expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
  // Every part of the card stays in the card.
  const overflowing = await card.evaluate((article) => {
    const box = article.getBoundingClientRect();
    return [...article.querySelectorAll('h1, h2, p, img')]
      .filter((element) => !element.closest('[aria-hidden="true"]'))
      .filter((element) => {
        const inner = element.getBoundingClientRect();
        return inner.bottom > box.bottom + 0.5 || inner.right > box.right + 0.5 || inner.left < box.left - 0.5;
      })
      .map((element) => element.textContent);
  });
  expect(overflowing).toEqual([]);
}

async function checkLongTitleCards(page: Page) {
  const slug = slugOf('long-title');
  const eventId = await hostWithEvent(page, {
    slug,
    title: LONG_TITLE,
    coupleNames: 'Ayla & Mert',
    isPinRequired: true,
    pinCode: '5050',
  });
  expect(LONG_TITLE).toHaveLength(120);
  await page.request.post(`/api/auth/events/${eventId}/tables`, { data: { names: ['Table 12'] } });

  for (const [path, level] of [
    [`/dashboard/events/${eventId}/table-card`, 1],
    [`/dashboard/events/${eventId}/table-cards`, 2],
  ] as const) {
    await page.emulateMedia({ media: 'screen' });
    await page.goto(path);
    const card = page.getByRole('article', { name: /^Table card/ });
    await expectTitleInside(page, card, level);
    await page.emulateMedia({ media: 'print' });
    await expectTitleInside(page, card, level);
  }
  expect(await seriousViolations(page)).toEqual([]);
}

test('a 120-character title stays inside the table card, on screen and on paper', async ({ page }) => {
  await checkLongTitleCards(page);
});

test('a 120-character title stays inside the table card on a phone @phone', async ({ page }) => {
  await checkLongTitleCards(page);
});
