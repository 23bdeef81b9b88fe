import { RSVP_FULL_NAME_MAX_LENGTH as MAX } from '../common/rsvp-limits.ts';
import { expect, hostWithEvent, seriousViolations, test, type Page } from './fixtures.ts';

// A host collects answers: a guest RSVPs on the event page, the host reads the totals and the card.

async function hostWithRsvpEvent(page: Page, title: string): Promise<{ id: number; slug: string }> {
  const slug = `rsvp-wedding-${Date.now().toString(36)}`;
  return { id: await hostWithEvent(page, { slug, title }), slug };
}

test('a guest answers and the host sees the totals, the headcount and the answer', async ({ page, browser }) => {
  const hostContext = await browser.newContext();
  const hostPage = await hostContext.newPage();
  const event = await hostWithRsvpEvent(hostPage, 'Vineyard Wedding');

  // Before anyone answers.
  await hostPage.goto(`/dashboard/events/${event.id}?tab=rsvps`);
  await expect(hostPage.getByRole('heading', { name: 'No RSVPs Yet' })).toBeVisible();
  await expect(hostPage.getByRole('link', { name: 'Export CSV' })).toHaveCount(0);

  // A guest answers on the event page.
  await page.goto(`/e/${event.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Vineyard Wedding' })).toBeVisible();
  await page.getByLabel('Full Name').fill('Deniz Kaya');
  await page.getByRole('textbox', { name: 'Email (optional)' }).fill('deniz@example.com');
  await page.getByLabel('Phone').fill('+90 555 123 45 67');
  await page.getByLabel('Joyfully Accept').check();
  await page.getByLabel('Number of Guests').selectOption('3');
  await page.getByLabel('Note').fill('One vegetarian meal, please');
  await page.getByRole('button', { name: 'Submit RSVP' }).click();
  await expect(page.getByRole('heading', { name: 'RSVP Submitted!' })).toBeVisible();

  // Another guest, from their own browser, cannot come.
  const otherGuest = await browser.newContext();
  const declined = await otherGuest.request.post(`/api/events/${event.slug}/rsvp`, {
    data: { fullName: 'Ece Demir', status: 'NO', guestsCount: 2 },
  });
  expect(declined.status()).toBe(201);
  await otherGuest.close();

  await hostPage.goto(`/dashboard/events/${event.id}?tab=rsvps`);
  await expect(hostPage.getByRole('tab', { name: 'RSVPs' })).toHaveAttribute('aria-selected', 'true');
  const totals = hostPage.getByRole('region', { name: 'Totals' });
  const total = (label: string) =>
    totals.getByRole('listitem').filter({ has: hostPage.getByText(label, { exact: true }) });
  await expect(total('Coming')).toContainText('1');
  await expect(total('Not Coming')).toContainText('1');
  await expect(total('Maybe')).toContainText('0');
  // Only the guests who are coming count: 3, not 5.
  await expect(totals).toContainText('Guests coming: 3');

  const cards = hostPage.getByRole('region', { name: 'Answers' }).getByRole('article');
  await expect(cards).toHaveCount(2);
  // Newest first.
  await expect(cards.first()).toHaveAccessibleName('Ece Demir');
  const card = hostPage.getByRole('article', { name: 'Deniz Kaya' });
  await expect(card.getByText('Coming', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: 'deniz@example.com' })).toHaveAttribute(
    'href',
    'mailto:deniz@example.com',
  );
  await expect(card.getByRole('link', { name: '+90 555 123 45 67' })).toHaveAttribute('href', 'tel:+905551234567');
  await expect(card).toContainText('One vegetarian meal, please');
  await expect(card.getByRole('definition').first()).toHaveText('3');
  await expect(hostPage.getByRole('article', { name: 'Ece Demir' }).getByText('Not Coming')).toBeVisible();

  // The export is a plain link the browser downloads itself.
  const exportLink = hostPage.getByRole('link', { name: 'Export CSV' });
  await expect(exportLink).toHaveAttribute('href', `/api/auth/events/${event.id}/rsvps.csv`);
  await expect(exportLink).toHaveAttribute('download', '');
  const csv = await hostPage.request.get(`/api/auth/events/${event.id}/rsvps.csv`);
  expect(csv.headers()['content-disposition']).toContain('attachment');
  expect(await csv.text()).toContain('Deniz Kaya');

  expect(await seriousViolations(hostPage), 'serious accessibility problems on the RSVPs tab').toEqual([]);
  await hostContext.close();
});

test('the host turns on automatic approval of photos in Settings', async ({ page }) => {
  const event = await hostWithRsvpEvent(page, 'Seaside Wedding');
  await page.goto(`/dashboard/events/${event.id}?tab=settings`);
  const autoApprove = page.getByRole('checkbox', { name: 'Approve photos automatically' });
  await expect(autoApprove).not.toBeChecked();
  await expect(autoApprove).toHaveAccessibleDescription(/photos and videos appear in the gallery without your review/);
  await autoApprove.check();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Approve photos automatically' })).toBeChecked();
});

test('the name field stops where the server does, and the server says why past it', async ({ page, browser }) => {
  const hostContext = await browser.newContext();
  const event = await hostWithRsvpEvent(await hostContext.newPage(), 'Lakeside Wedding');
  await hostContext.close();

  await page.goto(`/e/${event.slug}`);
  const name = page.getByLabel('Full Name');
  await expect(name).toHaveAttribute('maxlength', String(MAX));
  await name.pressSequentially('a'.repeat(MAX + 20));
  await expect(name).toHaveValue('a'.repeat(MAX));

  const tooLong = await page.request.post(`/api/events/${event.slug}/rsvp`, {
    data: { fullName: 'a'.repeat(MAX + 1), status: 'YES' },
  });
  expect(tooLong.status()).toBe(400);
  expect(((await tooLong.json()) as { message: string }).message).toBe(`Full name must be at most ${MAX} characters`);
});
