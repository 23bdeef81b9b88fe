import { expect, signUp, signUpThroughApi, test, uniqueEmail, type Page } from './fixtures.ts';
import { confirmAddress } from './mail.ts';

// A host's whole journey with one event: create → dashboard → manage → settings → deactivate → delete.

/** The value of a datetime-local input `days` from now at 18:30 local time. */
function localDateTimeInDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  date.setHours(18, 30, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T18:30`;
}

function card(page: Page, group: 'Active Events' | 'Inactive Events', title: string) {
  return page.getByRole('region', { name: group, exact: true }).getByRole('article', { name: title });
}

test('a host creates, edits, deactivates and deletes an event', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const title = `Ayla & Can's Wedding ${stamp}`;
  const slug = `ayla-cans-wedding-${stamp}`;
  await signUp(page, { email: uniqueEmail(), name: 'Ayla Demir', password: 'a-long-password' });
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Ready to create your first event?')).toBeVisible();

  // Create, with the slug generated from the title and checked for availability.
  await page.getByRole('link', { name: 'Create New Event' }).first().click();
  await expect(page).toHaveURL(/\/create-event$/);
  await page.getByLabel('Event Title').fill(title);
  await page.getByRole('button', { name: 'Generate from title' }).click();
  await expect(page.getByLabel('Event Link')).toHaveValue(slug);
  await expect(page.getByText('Available', { exact: true })).toBeVisible();
  await page.getByLabel('Date & Time').fill(localDateTimeInDays(5));
  await page.getByLabel('Venue Name').fill('Çırağan Palace');
  await page.getByRole('button', { name: 'Create Event' }).click();
  await expect(page).toHaveURL(/\/dashboard\/events\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // The card is under Active Events, with the orange "5 days left" badge.
  await page.getByRole('link', { name: 'Back to Dashboard' }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const activeCard = card(page, 'Active Events', title);
  await expect(activeCard).toBeVisible();
  await expect(activeCard.getByText('5 days left')).toBeVisible();
  await expect(activeCard.getByText('Owner')).toBeVisible();

  // Manage → Settings → change → Saved.
  await activeCard.getByRole('link', { name: 'Manage' }).click();
  await expect(page).toHaveURL(/\/dashboard\/events\/\d+$/);
  await page.getByRole('tab', { name: 'Settings' }).click();
  // A cover address the server refuses (a data: URL, which the preview still draws without a network
  // error): its message beside the field, which takes the focus; typing clears it.
  const coverUrl = page.getByLabel('Or an image URL');
  await coverUrl.fill(`data:image/png;base64,${tinyPng().toString('base64')}`);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(coverUrl).toBeFocused();
  await expect(coverUrl).toHaveAttribute('aria-invalid', 'true');
  await expect(coverUrl).toHaveAccessibleDescription('Cover image URL must start with https:// or http://');
  await coverUrl.fill('');
  await expect(coverUrl).not.toHaveAttribute('aria-invalid');
  await page.getByLabel('Venue Name').fill('The Garden House');
  await page.getByLabel('Description').fill('Dinner and dancing by the sea.');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page.getByText('The Garden House').first()).toBeVisible();
  await expect(page.getByText('Dinner and dancing by the sea.')).toBeVisible();

  // Deactivate after confirming.
  await page.getByRole('button', { name: 'Deactivate' }).click();
  const statusDialog = page.getByRole('dialog', { name: 'Deactivate this event?' });
  await statusDialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Event deactivated successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Activate' })).toBeVisible();

  // The card moved to Inactive Events, where sharing is disabled.
  await page.getByRole('link', { name: 'Back to Dashboard' }).first().click();
  const inactiveCard = card(page, 'Inactive Events', title);
  await expect(inactiveCard).toBeVisible();
  await expect(page.getByText('These events are not accessible to guests')).toBeVisible();
  await expect(inactiveCard.getByRole('button', { name: 'Event is inactive - cannot share' })).toBeDisabled();
  await expect(card(page, 'Active Events', title)).toHaveCount(0);

  // Delete after confirming: the message, then back on the dashboard without the event.
  await inactiveCard.getByRole('link', { name: 'Manage' }).click();
  await page.getByRole('button', { name: 'Delete Event' }).click();
  await page.getByRole('dialog', { name: 'Delete this event?' }).getByRole('button', { name: 'Delete Event' }).click();
  await expect(page.getByText('Event deleted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Ready to create your first event?')).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
});

test('the owner uploads a cover, shares a QR code and invites a co-host by an address with no account yet, who signs up, accepts and sees the event as Co-host', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const title = `Garden Party ${stamp}`;
  const coHost = { email: uniqueEmail(), name: 'Can Yılmaz', password: 'another-long-password' };

  await signUp(page, { email: uniqueEmail(), name: 'Ayla Demir', password: 'a-long-password' });
  // Signed in only once the dashboard shows; going on earlier races the sign-up request.
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/create-event');
  await page.getByLabel('Event Title').fill(title);
  await page.getByRole('button', { name: 'Generate from title' }).click();
  await page.getByLabel('Date & Time').fill(localDateTimeInDays(40));
  await page.getByRole('button', { name: 'Create Event' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Cover by file: presign → PUT to our signed URL → complete; the preview shows the stored copy.
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByLabel('Upload Image').setInputFiles({ name: 'us.png', mimeType: 'image/png', buffer: tinyPng() });
  const preview = page.getByRole('img', { name: 'Current cover' });
  await expect(preview).toHaveAttribute('src', /^\/api\/uploads\/events\/\d+\/cover\/[0-9a-f-]+\.jpg$/);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // A co-host by email, before they have an account: the same answer as for any address, the pending
  // invitation listed by its address; it waits for them to sign up, with no access until they accept.
  await page.getByRole('tab', { name: 'Overview' }).click();
  await page.getByLabel('Invite a co-host by email').fill(coHost.email);
  await page.getByRole('button', { name: 'Invite Co-host' }).click();
  await expect(
    page.getByText(`Invitation sent to ${coHost.email}. They become a co-host once they accept it on their dashboard.`),
  ).toBeVisible();
  const pending = page.getByRole('listitem').filter({ hasText: 'Invited, waiting for them to accept' });
  await expect(pending).toContainText(coHost.email);
  await expect(pending.getByRole('button', { name: `Withdraw the invitation to ${coHost.email}` })).toBeVisible();
  const coHostContext = await browser.newContext();
  const coHostPage = await coHostContext.newPage();
  await signUpThroughApi(coHostPage, coHost);
  // Accepting waits for a confirmed address (decision 054): the co-host opens the link mailed to them.
  await confirmAddress(coHostPage, coHost.email);
  await coHostPage.goto('/dashboard');
  const invitation = coHostPage.getByRole('region', { name: 'An invitation to co-host' });
  await expect(invitation).toContainText('Ayla Demir invited you to co-host');
  // Asked once the dashboard has loaded: the invitation names the event, but it is not theirs yet.
  await expect(coHostPage.getByRole('article', { name: title })).toHaveCount(0);
  await invitation.getByRole('button', { name: 'Accept' }).click();
  await expect(coHostPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.reload();
  await expect(page.getByText(`${coHost.email} · Co-host`)).toBeVisible();

  // QR code from the dashboard's share menu, and the printable table card.
  await page.getByRole('link', { name: 'Back to Dashboard' }).first().click();
  const ownerCard = card(page, 'Active Events', title);
  // The card shows the uploaded cover (a decorative image: the title is the card's name).
  const cardCover = ownerCard.locator('img[src^="/api/uploads/"]');
  await expect.poll(() => cardCover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await ownerCard.getByRole('button', { name: 'Share', exact: true }).click();
  await page.getByRole('menuitem', { name: 'QR Code' }).click();
  const qrDialog = page.getByRole('dialog', { name: 'QR Code' });
  const qr = qrDialog.getByRole('img', { name: /^QR code for .*\/e\/garden-party-/ });
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const download = page.waitForEvent('download');
  await qrDialog.getByRole('link', { name: 'Download PNG' }).click();
  expect((await download).suggestedFilename()).toMatch(/^garden-party-.*-qr\.png$/);
  await qrDialog.getByRole('link', { name: 'Print table card' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('Scan to share your photos')).toBeVisible();

  // The co-host sees it with their role, and may not delete it.
  await coHostPage.goto('/dashboard');
  const coHostCard = card(coHostPage, 'Active Events', title);
  await expect(coHostCard.getByText('Co-host')).toBeVisible();
  await coHostCard.getByRole('link', { name: 'Manage' }).click();
  await expect(coHostPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(coHostPage.getByRole('button', { name: 'Delete Event' })).toHaveCount(0);

  // And may leave it: back on the dashboard, without the event; the owner's list no longer names them.
  await coHostPage.getByRole('button', { name: 'Leave this event' }).click();
  await expect(coHostPage).toHaveURL(/\/dashboard$/);
  // Their only event gone, the dashboard offers to create one.
  await expect(coHostPage.getByRole('heading', { name: 'Ready to create your first event?' })).toBeVisible();
  await expect(coHostPage.getByRole('article', { name: title })).toHaveCount(0);
  await page.goto('/dashboard');
  await card(page, 'Active Events', title).getByRole('link', { name: 'Manage' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(`${coHost.email} · Co-host`)).toHaveCount(0);
  await coHostContext.close();
});

/** A real 64×48 PNG (one colour), small enough to inline. */
function tinyPng(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAfUlEQVRoge2SAQkAURSDFvFyLKXRLoY8/sAAOha+nia6AQuoviK7UO8S3YAFVF+RXah3iW7AAqqvyC7Uu0Q3YAHVV2QX6l2iG7CA6iuyC/Uu0Q1YQPUV2YV6l+gGLKD6iuxCvUt0AxZQfUV2od4lugELqL4iu1DvEt2AxwN+NoC5ADBbNT8AAAAASUVORK5CYII=',
    'base64',
  );
}
