import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Every page fails its test on a console error or an uncaught exception. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Takes one line the test caused on purpose out of the page's console errors (a 404 page load, a
 * refused request): the browser logs those itself, and the fixture would fail the test on them.
 */
export function allowConsoleError(consoleErrors: string[], fragment: string): void {
  const index = consoleErrors.findIndex((line) => line.includes(fragment));
  if (index >= 0) consoleErrors.splice(index, 1);
}

/** The line Chromium logs when a page itself answers 404 (unknown paths do). */
export const NOT_FOUND_LOG = 'the server responded with a status of 404';
export type { Page } from '@playwright/test';

/** A real 64×48 red PNG (the same bytes twice in one event are stored once). */
export const PNG_RED = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAfUlEQVRoge2SAQkAURSDFvFyLKXRLoY8/sAAOha+nia6AQuoviK7UO8S3YAFVF+RXah3iW7AAqqvyC7Uu0Q3YAHVV2QX6l2iG7CA6iuyC/Uu0Q1YQPUV2YV6l+gGLKD6iuxCvUt0AxZQfUV2od4lugELqL4iu1DvEt2AxwN+NoC5ADBbNT8AAAAASUVORK5CYII=',
  'base64',
);

/** Serious and critical WCAG 2.1 A/AA problems on the page as it is now. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

let counter = 0;
/** Unique across the run's workers too (each is a process of its own, with its own counter). */
export function uniqueEmail(): string {
  counter += 1;
  return `guest.${Date.now()}.${process.pid}.${counter}@e2e.test`;
}

export async function signUp(page: Page, user: { email: string; name: string; password: string }) {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Full Name').fill(user.name);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm Password').fill(user.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/**
 * A new host signed up in `page`, with one event created through the API as the create form would
 * (the date defaults to 20 days ahead); returns the event's id.
 */
export async function hostWithEvent(
  page: Page,
  event: { slug: string; title: string; [field: string]: unknown },
  hostName = 'Ayla Demir',
): Promise<number> {
  await signUp(page, { email: uniqueEmail(), name: hostName, password: 'a-long-password' });
  await expect(page).toHaveURL(/\/dashboard$/);
  const created = await page.request.post('/api/auth/events', {
    data: { dateTime: new Date(Date.now() + 20 * 24 * 3600 * 1000).toISOString(), ...event },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { event: { id: number } }).event.id;
}

/** A small JPEG in one colour, drawn by the browser (different colours: different photos). */
export async function jpegOfColour(page: Page, colour: string): Promise<Buffer> {
  const dataUrl = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 96;
    canvas.height = 64;
    const context = canvas.getContext('2d')!;
    context.fillStyle = fill;
    context.fillRect(0, 0, 96, 64);
    return canvas.toDataURL('image/jpeg', 0.9);
  }, colour);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}
