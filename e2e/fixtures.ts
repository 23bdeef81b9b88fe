import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import { test as base, expect, type Page } from '@playwright/test';
import { confirmAddressThroughApi } from './mail.ts';

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

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Serious and critical WCAG 2.1 A/AA problems on the page as it is now. axe-core runs in the page
 * itself, injected once per document and asked for violations only: @axe-core/playwright's builder
 * took about 0.8 s a scan (it opens a blank page to merge results and reports every passing check
 * too), this takes about 0.1 s, and the suite runs some fifty scans.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Fades end at once while axe looks: a control caught half way through fading out (the slideshow's,
  // hiding after an idle moment) measured as low contrast though nobody ever reads it so.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Evaluated as a script of its own (not inside a function) so the page's CSP cannot refuse it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } };
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return results.violations.map(({ id, impact, nodes }) => ({
      id,
      impact,
      targets: nodes.map((node) => node.target.join(' ')),
    }));
  }, WCAG_TAGS);
  await page.emulateMedia({ reducedMotion: null });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.targets.join(', ')}`);
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
 * Signs a new user up through the API, into `page`'s browser context (its request client shares the
 * cookies): for tests about something else, which need not pay for the sign-up page each time.
 */
/**
 * Sign-ups are limited per address (20 an hour), and every test signs up from 127.0.0.1. The e2e server
 * trusts loopback as a proxy (TRUST_PROXY's default), so each API sign-up says it forwards another client
 * of TEST-NET-2, as a proxy in front of many hosts would.
 */
let forwardedClients = 0;
function anotherClientAddress(): string {
  forwardedClients += 1;
  return `198.51.100.${((process.pid + forwardedClients) % 254) + 1}`;
}

export async function signUpThroughApi(page: Page, user: { email: string; name: string; password: string }) {
  const response = await page.request.post('/api/auth/signup', {
    data: { email: user.email, displayName: user.name, password: user.password },
    headers: { 'x-forwarded-for': anotherClientAddress() },
  });
  expect(response.status()).toBe(201);
}

/**
 * A new host signed up in `page`, with one event created through the API as the create form would
 * (the date defaults to 20 days ahead); returns the event's id. The page itself is left where it was.
 */
export async function hostWithEvent(
  page: Page,
  event: { slug: string; title: string; [field: string]: unknown },
  hostName = 'Ayla Demir',
): Promise<number> {
  return (await newHostWithEvent(page, event, hostName)).eventId;
}

/**
 * As `hostWithEvent`, with the host's address confirmed through the link mailed to it: the e2e server
 * sends mail, so only confirmed accounts create API tokens and webhooks or accept co-host invitations
 * (decision 054).
 */
export async function confirmedHostWithEvent(
  page: Page,
  event: { slug: string; title: string; [field: string]: unknown },
  hostName = 'Ayla Demir',
): Promise<number> {
  const { eventId, email } = await newHostWithEvent(page, event, hostName);
  await confirmAddressThroughApi(page, email);
  return eventId;
}

async function newHostWithEvent(
  page: Page,
  event: { slug: string; title: string; [field: string]: unknown },
  hostName: string,
): Promise<{ eventId: number; email: string }> {
  const email = uniqueEmail();
  await signUpThroughApi(page, { email, name: hostName, password: 'a-long-password' });
  const created = await page.request.post('/api/auth/events', {
    data: { dateTime: new Date(Date.now() + 20 * 24 * 3600 * 1000).toISOString(), ...event },
  });
  expect(created.status()).toBe(201);
  return { eventId: ((await created.json()) as { event: { id: number } }).event.id, email };
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
