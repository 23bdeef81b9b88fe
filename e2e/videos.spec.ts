import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Route } from '@playwright/test';
import { makeClip } from '../api/test/videos.ts';
import { allowConsoleError, expect, hostWithEvent, PNG_RED, seriousViolations, test, type Page } from './fixtures.ts';

// Issue 30: a guest films the first dance on a phone and shares it over the venue's Wi-Fi, which drops
// once; the host approves it; the guest gallery plays it, and the venue slideshow plays it and moves on.
// Real parts throughout: a clip made by ffmpeg, sent through the page's resumable upload, converted by the
// server's video worker, played by Chromium's own decoder.

interface HostUpload {
  id: number;
  originalFilename: string;
  mediaType: string;
  processingState: string;
  status: string;
}

async function hostUploads(hostPage: Page, eventId: number): Promise<HostUpload[]> {
  const response = await hostPage.request.get(`/api/auth/events/${eventId}/uploads?status=ALL`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { uploads: HostUpload[] }).uploads;
}

async function approve(hostPage: Page, uploadId: number): Promise<void> {
  const answer = await hostPage.request.post(`/api/auth/uploads/${uploadId}/approve`, { data: { action: 'APPROVED' } });
  expect(answer.status()).toBe(200);
}

/** The element's readyState once it has enough to show its current frame (2: HAVE_CURRENT_DATA) or more. */
function readyStateOf(video: ReturnType<Page['locator']>): Promise<number> {
  return video.evaluate((element) => (element as HTMLVideoElement).readyState);
}

const isTusPatch = (route: Route) => route.request().method() === 'PATCH';

test('a clip sent over a connection that drops is converted, approved, played in the gallery and on the slideshow @phone', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  const dir = await mkdtemp(join(tmpdir(), 'e2e-video-'));
  try {
    const clip = await readFile(await makeClip(dir, 'first-dance.mp4', { seconds: 3, width: 640, height: 360 }));
    const slug = `video-wedding-${Date.now().toString(36)}`;
    const hostContext = await browser.newContext();
    const hostPage = await hostContext.newPage();
    const eventId = await hostWithEvent(hostPage, { slug, title: 'Deniz & Arda' });

    // The first chunk is held on its way out until the phone goes offline (the Wi-Fi drops mid-upload).
    const held: Route[] = [];
    await page.route('**/api/events/*/tus/**', async (route) => {
      if (isTusPatch(route) && held.length === 0) held.push(route);
      else await route.continue();
    });

    await page.goto(`/e/${slug}`);
    await page.getByRole('button', { name: 'Share Your Photos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Your Photos' });
    await dialog
      .getByLabel('Add photos and videos')
      .setInputFiles({ name: 'first-dance.mp4', mimeType: 'video/mp4', buffer: clip });
    await dialog.getByRole('button', { name: 'Upload Video' }).click();
    await expect.poll(() => held.length).toBe(1);

    await page.context().setOffline(true);
    await expect(dialog.getByText('Waiting for connection…')).toBeVisible();
    for (const route of held) await route.abort('internetdisconnected').catch(() => undefined);
    await page.unroute('**/api/events/*/tus/**');
    expect(await hostUploads(hostPage, eventId)).toEqual([]);
    await page.context().setOffline(false);
    await expect(dialog.getByText('Thank you for sharing!')).toBeVisible({ timeout: 30_000 });
    while (consoleErrors.some((line) => line.includes('ERR_INTERNET_DISCONNECTED'))) {
      allowConsoleError(consoleErrors, 'ERR_INTERNET_DISCONNECTED');
    }
    await dialog.getByRole('button', { name: 'Done' }).click();

    // Arrived once, as a video; the server's worker converts it.
    await expect
      .poll(async () => (await hostUploads(hostPage, eventId)).map((upload) => upload.processingState), {
        timeout: 60_000,
      })
      .toEqual(['READY']);
    const [video] = await hostUploads(hostPage, eventId);
    expect(video).toMatchObject({ originalFilename: 'first-dance.mp4', mediaType: 'VIDEO', status: 'PENDING' });

    // A photo too, so the slideshow has somewhere to move on to; the host approves both.
    const photo = await hostPage.request.post(`/api/events/${slug}/uploads/direct`, {
      multipart: { files: { name: 'toast.png', mimeType: 'image/png', buffer: PNG_RED } },
    });
    expect(photo.status()).toBe(201);
    await expect
      .poll(async () => (await hostUploads(hostPage, eventId)).every((upload) => upload.processingState === 'READY'))
      .toBe(true);
    for (const upload of await hostUploads(hostPage, eventId)) await approve(hostPage, upload.id);

    // The guest's gallery shows the video's tile (poster, length) and plays it inline.
    await page.reload();
    const tile = page.getByRole('button', { name: /^Open Video \d+, 3 seconds/ });
    await expect(tile).toBeVisible();
    await tile.click();
    const viewer = page.getByRole('dialog');
    const player = viewer.locator('video');
    await expect(player).toHaveAttribute('playsinline', '');
    await expect.poll(() => readyStateOf(player), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    expect(await seriousViolations(page)).toEqual([]);

    // The venue screen plays it muted, then moves on to the photo.
    const screenContext = await browser.newContext();
    const screen = await screenContext.newPage();
    await screen.goto(`/e/${slug}/live`);
    const slideVideo = screen.locator('video');
    await expect(slideVideo).toHaveCount(1, { timeout: 40_000 });
    expect(await slideVideo.evaluate((element) => (element as HTMLVideoElement).muted)).toBe(true);
    await expect.poll(() => readyStateOf(slideVideo), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    await expect(slideVideo).toHaveCount(0, { timeout: 40_000 });
    await screenContext.close();
    await hostContext.close();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
