import { expect, type Page } from '@playwright/test';
import type { CaughtMail } from './mail-catcher.ts';

/** Where e2e/mail-catcher.ts serves the messages the app sent (playwright.config.ts starts it). */
export const MAIL_CATCHER_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3199) + 2}`;

/** Messages to `address` so far, oldest first. */
export async function mailsTo(address: string): Promise<CaughtMail[]> {
  const response = await fetch(`${MAIL_CATCHER_URL}/messages?to=${encodeURIComponent(address)}`);
  if (!response.ok) throw new Error(`the mail catcher answered ${response.status}`);
  return (await response.json()) as CaughtMail[];
}

/**
 * The newest message to `address` whose subject matches, waiting for it: the app sends mail from a queue
 * after answering, so it arrives a moment later. `after` skips that many earlier matching messages (a
 * second link to the same address).
 */
export async function newestMailTo(
  address: string,
  subject: RegExp,
  { after = 0, timeout = 15_000 }: { after?: number; timeout?: number } = {},
): Promise<CaughtMail> {
  let found: CaughtMail[] = [];
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).filter((mail) => subject.test(mail.subject));
        return found.length;
      },
      { message: `a message to ${address} with subject ${subject}`, timeout },
    )
    .toBeGreaterThan(after);
  return found.at(-1)!;
}

/** The path and query of the first link in a message's text to `pathname` (say '/reset-password'). */
export function linkIn(mail: CaughtMail, pathname: string): string {
  for (const match of mail.text.matchAll(/https?:\/\/[^\s)\]>"]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname === pathname) return url.pathname + url.search;
  }
  throw new Error(`no link to ${pathname} in the message "${mail.subject}":\n${mail.text}`);
}

/**
 * Confirms `address` as its owner would: opens the newest confirmation link mailed to it, in `page`.
 * For tests whose account must have a confirmed address (API tokens, webhooks, co-host invitations).
 */
export async function confirmAddress(page: Page, address: string): Promise<void> {
  const mail = await newestMailTo(address, /^Confirm your (new )?email address$/);
  await page.goto(linkIn(mail, '/verify-email'));
  await expect(page.getByRole('heading', { name: 'Your address is confirmed' })).toBeVisible();
}

/**
 * Confirms `address` with the token of the newest confirmation link mailed to it, through the REST twin
 * of the page (POST /api/auth/verify-email) in `page`'s browser context: for tests about something else
 * that need a confirmed account and need not pay for the page.
 */
export async function confirmAddressThroughApi(page: Page, address: string): Promise<void> {
  const mail = await newestMailTo(address, /^Confirm your (new )?email address$/);
  const token = new URL(linkIn(mail, '/verify-email'), 'http://link').searchParams.get('token');
  const response = await page.request.post('/api/auth/verify-email', { data: { token } });
  expect(response.status(), await response.text()).toBe(200);
}
