import { expect, hostWithEvent, PNG_RED, test, type Page } from './fixtures.ts';

// The Analytics tab reads the server's totals over all of the host's events (Query.myHostStats); the
// API test api/src/modules/events/host-stats.test.ts proves they go past the event list's first page.

const figure = (page: Page, label: string) => page.getByRole('group', { name: label });

test('the Analytics tab shows totals over active events and the next ones to come', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const gardenId = await hostWithEvent(page, { slug: `garden-${stamp}`, title: 'Garden Party' });
  const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString();
  const later = await page.request.post('/api/auth/events', {
    data: { slug: `later-${stamp}`, title: 'Winter Ball', dateTime: inDays(90) },
  });
  expect(later.status()).toBe(201);
  const closed = await page.request.post('/api/auth/events', {
    data: { slug: `closed-${stamp}`, title: 'Closed Dinner', dateTime: inDays(5) },
  });
  const closedId = ((await closed.json()) as { event: { id: number } }).event.id;
  // Photos and answers of a switched-off event are not counted (SPEC §2).
  for (const slug of [`garden-${stamp}`, `closed-${stamp}`]) {
    const photo = await page.request.post(`/api/events/${slug}/uploads/direct`, {
      multipart: { files: { name: 'toast.png', mimeType: 'image/png', buffer: PNG_RED } },
    });
    expect(photo.status()).toBe(201);
    const rsvp = await page.request.post(`/api/events/${slug}/rsvp`, { data: { fullName: 'Deniz', status: 'YES' } });
    expect(rsvp.status()).toBe(201);
  }
  const off = await page.request.patch(`/api/auth/events/${closedId}/status`, { data: { status: 'INACTIVE' } });
  expect(off.status()).toBe(200);

  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(figure(page, 'Total Events')).toContainText('3');
  await expect(figure(page, 'Active Events')).toContainText('2');
  await expect(figure(page, 'Total Photos')).toContainText('1');
  await expect(figure(page, 'Total RSVPs')).toContainText('1');
  const upcoming = page.getByRole('region', { name: 'Upcoming Events' }).getByRole('listitem');
  await expect(upcoming).toHaveText([/Garden Party/, /Winter Ball/]);
  await expect(upcoming.first().getByRole('link', { name: 'Garden Party' })).toHaveAttribute(
    'href',
    `/dashboard/events/${gardenId}`,
  );
});
