import type { Locator } from '@playwright/test';
import {
  expect,
  hostWithEvent,
  seriousViolations,
  signUpThroughApi,
  test,
  uniqueEmail,
  type Page,
} from './fixtures.ts';

// An event keeps the time zone of its place (decision 047): the host types the time there, and every
// page shows it on that clock, whatever the reader's own. These browsers run elsewhere on purpose.

type SavedEvent = { id: number; dateTime: string; timeZone: string };

async function savedEvent(page: Page, id: number): Promise<SavedEvent> {
  const response = await page.request.get(`/api/auth/events/${id}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { event: SavedEvent }).event;
}

/** The top of an element on the page (not the screen), to compare what comes first. */
async function topOf(page: Page, locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!.y + (await page.evaluate(() => window.scrollY));
}

test.describe('a guest in New York opens a wedding in Istanbul', () => {
  test.use({ timezoneId: 'America/New_York', locale: 'en-GB' });

  test("the page shows the time and follows the day of Istanbul's clock", async ({ page, browser }) => {
    const slug = `istanbul-${Date.now().toString(36)}`;
    const hostContext = await browser.newContext();
    // Sunday 13 June 2027 at 16:00 in Istanbul (UTC+3) is 09:00 that day in New York.
    await hostWithEvent(await hostContext.newPage(), {
      slug,
      title: 'Bosphorus Wedding',
      dateTime: '2027-06-13T13:00:00.000Z',
      timeZone: 'Europe/Istanbul',
    });
    await hostContext.close();

    // 01:30 on Sunday in Istanbul, still 18:30 on Saturday in New York: the wedding's day has begun
    // there, while the guest's own calendar says tomorrow.
    await page.clock.setFixedTime(new Date('2027-06-12T22:30:00.000Z'));
    await page.goto(`/e/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Bosphorus Wedding' })).toBeVisible();

    // The hero's day is Istanbul's, and the details give its time with the zone's name.
    await expect(page.locator('header time')).toHaveText(/Sunday,? 13 June 2027/);
    await expect(page.getByText(/13 June 2027 at 16:00 GMT\+3/)).toBeVisible();
    await expect(page.getByText(/09:00/)).toHaveCount(0);

    // On the day (Istanbul's): the gallery comes up above the RSVP, as it does at the venue.
    const gallery = page.getByRole('heading', { name: 'Photo Gallery' });
    await expect(gallery).toBeVisible();
    expect(await topOf(page, gallery)).toBeLessThan(await topOf(page, page.getByLabel('Full Name')));
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('a host in London', () => {
  test.use({ timezoneId: 'Europe/London', locale: 'en-GB' });

  test('creates a wedding in Istanbul: the typed 16:00 is kept in the chosen zone', async ({ page }) => {
    await signUpThroughApi(page, { email: uniqueEmail(), name: 'Ayla Demir', password: 'a-long-password' });
    await page.goto('/create-event');
    await expect(page.getByRole('heading', { level: 1, name: 'Create New Event' })).toBeVisible();

    // The zone starts as the host's own device's, and says so.
    const zone = page.getByLabel('Time Zone');
    await expect(zone).toHaveValue('Europe/London');
    await expect(zone).toHaveAccessibleDescription(/filled in from this device/);

    const stamp = Date.now().toString(36);
    await page.getByLabel('Event Title').fill(`Ayla & Can ${stamp}`);
    const when = page.getByLabel('Date & Time');

    // A time the clocks skip at the place is refused with the jump named, not moved silently.
    await when.fill('2027-03-28T01:30');
    await page.getByRole('button', { name: 'Create Event' }).click();
    await expect(when).toHaveAccessibleDescription(/01:30 does not exist on that day in Europe\/London/);
    await expect(page.getByText('the clocks go forward from 01:00 to 02:00')).toBeVisible();

    // Typed case-insensitively, the zone is written as saved once the host moves on.
    await when.fill('2027-06-12T16:00');
    await zone.fill('europe/istanbul');
    await when.focus();
    await expect(zone).toHaveValue('Europe/Istanbul');
    await expect(when).toHaveAccessibleDescription(/Europe\/Istanbul \(GMT\+3\)/);
    await page.getByRole('button', { name: 'Create Event' }).click();
    await expect(page).toHaveURL(/\/dashboard\/events\/\d+$/);

    const id = Number(/(\d+)$/.exec(page.url())![1]);
    expect(await savedEvent(page, id)).toMatchObject({
      dateTime: '2027-06-12T13:00:00.000Z',
      timeZone: 'Europe/Istanbul',
    });
    // The host, whose clock reads 14:00 then, sees the time at the place with its zone.
    await expect(page.getByText(/12 June 2027, 16:00 GMT\+3/).first()).toBeVisible();

    // The edit form shows the same time in the same zone; changing the zone keeps the typed time.
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(page.getByLabel('Date & Time')).toHaveValue('2027-06-12T16:00');
    await expect(page.getByLabel('Time Zone')).toHaveValue('Europe/Istanbul');
    await page.getByLabel('Time Zone').fill('Asia/Tokyo');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    expect(await savedEvent(page, id)).toMatchObject({
      dateTime: '2027-06-12T07:00:00.000Z',
      timeZone: 'Asia/Tokyo',
    });
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('a host in Istanbul with an event made before zones were kept', () => {
  test.use({ timezoneId: 'Europe/Istanbul', locale: 'en-GB' });

  test('switches it to their zone keeping the moment', async ({ page }) => {
    // Made at 16:00 on the host's clock, saved without a zone: it reads 13:00 UTC now.
    const id = await hostWithEvent(page, {
      slug: `older-${Date.now().toString(36)}`,
      title: 'Older Wedding',
      dateTime: '2027-06-12T13:00:00.000Z',
    });
    await page.goto(`/dashboard/events/${id}`);
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(page.getByLabel('Date & Time')).toHaveValue('2027-06-12T13:00');
    await expect(page.getByLabel('Time Zone')).toHaveValue('UTC');
    await expect(page.getByText(/made before events kept their time zone/)).toBeVisible();

    await page.getByRole('button', { name: 'Use Europe/Istanbul' }).click();
    await expect(page.getByLabel('Date & Time')).toHaveValue('2027-06-12T16:00');
    await expect(page.getByLabel('Time Zone')).toHaveValue('Europe/Istanbul');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    expect(await savedEvent(page, id)).toMatchObject({
      dateTime: '2027-06-12T13:00:00.000Z',
      timeZone: 'Europe/Istanbul',
    });
  });
});
