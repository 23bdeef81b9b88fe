import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Cookie } from '@playwright/test';
import { pseudoText } from '../common/i18n/catalogs.ts';
import { LANGUAGE_COOKIE, type Locale } from '../common/i18n/locales.ts';
import { readCatalog } from '../common/i18n/read-catalogs.ts';
import { expectNoEnglishLeft, expectNoOverflow, expectNoUnaccentedText, type PageLocale } from './i18n-checks.ts';
import { SEEDED_MESSAGE } from './seed-data.ts';
import { expect, jpegOfColour, seriousViolations, signUpThroughApi, test, type Page } from './fixtures.ts';

// Issue 34's acceptance, page by page: every page a guest, a host or the super-admin reads, in Turkish,
// German, Spanish and the pseudo-locale, shows no English but its users' own content, fits 360 px with
// text 40% longer (the pseudo-locale), and passes axe. One seeded event serves the whole file; each test
// opens one page in one language, chosen as the switcher remembers it (the `lang` cookie).
//
// Desktop project only: each test sets its own viewport (360 px for the pseudo-locale, where overflow is
// measured), so the phone project would run the same pages again.

const SLUG = 'languages-everywhere';
/** A second event, behind a PIN: its gate. */
const PIN_SLUG = 'languages-everywhere-pin';
const ADMIN = { email: 'admin@e2e.test', password: 'admin-password-e2e' };
// A short address: the hosts' list shows it whole at 360 px.
const HOST = { email: 'ayla@e2e.test', password: 'a-long-password' };
/**
 * The seeded event's id, for the workers after the first: Playwright starts a new worker after a failed
 * test, and it finds the host (each run's database is fresh) and the event already there.
 */
const SEEDED_FILE = join(tmpdir(), `e2e-languages-everywhere-${process.env.E2E_PORT ?? 3199}.json`);

/** What users wrote: never translated, so allowed in any language. */
const CONTENT = {
  title: 'Ayla & Deniz',
  gatedTitle: 'Selin & Mert',
  description: 'Bahçede akşam yemeği ve dans.',
  venueName: 'Bahçe Evi',
  hostName: 'Ayla Demir',
  uploaders: ['Deniz', 'Ece'],
  rsvps: ['Zeynep Kaya', 'Mert Aras'] as const,
  rsvpNote: 'Vejetaryen menü lütfen',
  guestbook: [
    { name: 'Selin', message: 'Çok mutluyuz, iyi ki varsınız!' },
    { name: 'Kerem', message: 'Harika bir gündü.' },
  ],
  album: 'Nikah',
  tables: ['Masa 7', 'Zeytin'],
};
const ALLOWED: readonly string[] = [
  CONTENT.title,
  CONTENT.gatedTitle,
  CONTENT.description,
  CONTENT.venueName,
  CONTENT.hostName,
  ...CONTENT.uploaders,
  ...CONTENT.rsvps,
  CONTENT.rsvpNote,
  ...CONTENT.guestbook.flatMap((entry) => [entry.name, entry.message]),
  CONTENT.album,
  ...CONTENT.tables,
  SLUG,
  PIN_SLUG,
  HOST.email,
  // The seeded super-admin and the contact message e2e/seed.ts puts in the inbox.
  'Administrator',
  ...Object.values(SEEDED_MESSAGE),
  // The admin's log of sent mail shows each subject as it was sent: the host's browser asked for English.
  'Confirm your email address',
];

interface Seeded {
  eventId: number;
  hostCookies: Cookie[];
  adminCookies: Cookie[];
}
let seeded: Seeded | null = null;

async function post(page: Page, url: string, data: unknown) {
  const response = await page.request.post(url, { data });
  expect(response.status(), `${url}: ${await response.text()}`).toBeLessThan(300);
}

/** The event with photos, RSVPs, guestbook messages, an album and tables; the host's and admin's sessions. */
async function seed(browser: Browser): Promise<Seeded> {
  const hostContext = await browser.newContext({ locale: 'en-US' });
  const host = await hostContext.newPage();
  const eventId =
    (await host.request.post('/api/auth/login', { data: HOST })).status() === 200
      ? (JSON.parse(readFileSync(SEEDED_FILE, 'utf8')) as { eventId: number }).eventId
      : await seedEvent(host);
  const hostCookies = await hostContext.cookies();
  await hostContext.close();

  const adminContext = await browser.newContext();
  const signedIn = await adminContext.request.post('/api/auth/login', { data: ADMIN });
  expect(signedIn.status()).toBe(200);
  const adminCookies = await adminContext.cookies();
  await adminContext.close();
  return { eventId, hostCookies, adminCookies };
}

async function seedEvent(host: Page): Promise<number> {
  await host.goto('/');
  await signUpThroughApi(host, { email: HOST.email, name: CONTENT.hostName, password: HOST.password });
  const created = await host.request.post('/api/auth/events', {
    data: {
      slug: SLUG,
      title: CONTENT.title,
      coupleNames: CONTENT.title,
      description: CONTENT.description,
      venueName: CONTENT.venueName,
      dateTime: new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString(),
      autoApprove: true,
    },
  });
  expect(created.status()).toBe(201);
  const eventId = ((await created.json()) as { event: { id: number } }).event.id;
  for (const [index, colour] of ['#aa2233', '#22aa55', '#2255aa'].entries()) {
    const sent = await host.request.post(`/api/events/${SLUG}/uploads/direct`, {
      multipart: {
        uploaderName: CONTENT.uploaders[index % 2]!,
        files: { name: `foto-${index}.jpg`, mimeType: 'image/jpeg', buffer: await jpegOfColour(host, colour) },
      },
    });
    expect(sent.status()).toBe(201);
  }
  await post(host, `/api/events/${SLUG}/rsvp`, {
    fullName: CONTENT.rsvps[0],
    status: 'YES',
    guestsCount: 2,
    note: CONTENT.rsvpNote,
  });
  await post(host, `/api/events/${SLUG}/rsvp`, { fullName: CONTENT.rsvps[1], status: 'NO', guestsCount: 1 });
  for (const entry of CONTENT.guestbook) await post(host, `/api/events/${SLUG}/guestbook`, entry);
  await post(host, `/api/auth/events/${eventId}/albums`, { name: CONTENT.album });
  await post(host, `/api/auth/events/${eventId}/tables`, { names: CONTENT.tables });
  const gated = await host.request.post('/api/auth/events', {
    data: {
      slug: PIN_SLUG,
      title: CONTENT.gatedTitle,
      dateTime: new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString(),
      isPinRequired: true,
      pinCode: '2468',
    },
  });
  expect(gated.status()).toBe(201);
  writeFileSync(SEEDED_FILE, JSON.stringify({ eventId }));
  return eventId;
}

/** The page's language as the switcher leaves it: the cookie, read by the server and the app alike. */
async function readIn(page: Page, locale: PageLocale, cookies: Cookie[] = []) {
  const url = new URL(test.info().project.use.baseURL!);
  await page
    .context()
    .addCookies([...cookies, { name: LANGUAGE_COOKIE, value: locale, domain: url.hostname, path: '/' }]);
}

/** Waits until the page has its data: <html lang> says the language and nothing is loading any more. */
async function settled(page: Page, locale: PageLocale) {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await settledData(page);
}

async function settledData(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
  await expect(page.locator('[aria-busy="true"], .animate-spin')).toHaveCount(0);
}

/** Every check of the acceptance on the page as it is now. */
async function checkPage(page: Page, locale: PageLocale, content: readonly string[] = []) {
  const allowed = [...ALLOWED, ...content];
  await expectNoEnglishLeft(page, locale, allowed);
  if (locale === 'en-XA') {
    await expectNoUnaccentedText(page, allowed);
    await expectNoOverflow(page, allowed);
  }
  expect(await seriousViolations(page)).toEqual([]);
}

/**
 * The strings of every GraphQL answer's `data` the page receives: what users wrote, as the server keeps it.
 * The super-admin sees every account, event, message and mail of the whole run (other specs' too, in
 * English as they were written or sent), so on the admin's pages the server's data counts as content and
 * the checks hold the page's own words.
 */
function collectServedContent(page: Page): () => Promise<string[]> {
  const reading: Promise<void>[] = [];
  const strings = new Set<string>();
  const walk = (value: unknown): void => {
    // As the page shows it: a message's line breaks are spaces in a one-line preview.
    if (typeof value === 'string') strings.add(value.replace(/\s+/g, ' ').trim());
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  page.on('response', (response) => {
    if (new URL(response.url()).pathname !== '/graphql') return;
    reading.push(
      response.json().then(
        (body: { data?: unknown }) => walk(body.data),
        () => undefined,
      ),
    );
  });
  return async () => {
    await Promise.all(reading);
    return [...strings];
  };
}

type Visit = {
  name: string;
  who: 'guest' | 'host' | 'admin';
  path: (eventId: number) => string;
  then?: (page: Page, locale: PageLocale) => Promise<void>;
};

/** A guest-page message as the page writes it in `locale` (plain messages only). */
const guestWords = (locale: PageLocale | 'en', id: string) => {
  const text = readCatalog('guest', locale === 'en-XA' ? 'en' : locale)[id];
  if (text === undefined) throw new Error(`No guest message ${id}`);
  return locale === 'en-XA' ? pseudoText(text) : text;
};

const MANAGE_TABS = ['overview', 'uploads', 'rsvps', 'guestbook', 'settings'];
const ADMIN_TABS = ['dashboard', 'users', 'events', 'inbox', 'emails', 'uploads', 'audit', 'system'];

const VISITS: Visit[] = [
  {
    name: 'the guest page with its gallery and the photo viewer open',
    who: 'guest',
    path: () => `/e/${SLUG}`,
    then: async (page) => {
      await page.locator('ul[aria-label] > li button[aria-label]').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  { name: 'the guest page', who: 'guest', path: () => `/e/${SLUG}` },
  { name: 'the PIN gate', who: 'guest', path: () => `/e/${PIN_SLUG}` },
  {
    name: 'the PIN gate refusing a wrong PIN',
    who: 'guest',
    path: () => `/e/${PIN_SLUG}`,
    then: async (page, locale) => {
      await page.getByLabel(guestWords(locale, 'pin.label')).fill('1111');
      await page.getByRole('button', { name: guestWords(locale, 'pin.submit') }).click();
      await expect(page.getByRole('alert')).toBeVisible();
    },
  },
  {
    name: 'the upload dialog',
    who: 'guest',
    path: () => `/e/${SLUG}`,
    then: async (page, locale) => {
      await page
        .getByRole('button', { name: guestWords(locale, 'upload.title') })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: guestWords(locale, 'upload.title') })).toBeVisible();
    },
  },
  {
    name: 'the guest page after an RSVP',
    who: 'guest',
    path: () => `/e/${SLUG}`,
    then: async (page, locale) => {
      await page.getByLabel(guestWords(locale, 'rsvp.fullName')).fill(CONTENT.rsvps[0]);
      await page.getByRole('button', { name: guestWords(locale, 'rsvp.submit') }).click();
      await expect(page.getByRole('heading', { name: guestWords(locale, 'rsvp.submittedTitle') })).toBeVisible();
    },
  },
  { name: 'the slideshow', who: 'guest', path: () => `/e/${SLUG}/live` },
  { name: 'the dashboard', who: 'host', path: () => '/dashboard' },
  ...MANAGE_TABS.map((tab): Visit => ({
    name: `the event's ${tab} tab`,
    who: 'host',
    path: (id) => `/dashboard/events/${id}?tab=${tab}`,
  })),
  { name: 'the table cards', who: 'host', path: (id) => `/dashboard/events/${id}/table-cards` },
  ...ADMIN_TABS.map((tab): Visit => ({
    name: `the admin ${tab} tab`,
    who: 'admin',
    path: () => `/wbadmin?tab=${tab}`,
  })),
  {
    name: 'the admin inbox message',
    who: 'admin',
    path: () => '/wbadmin?tab=inbox',
    then: async (page) => {
      // The newest message: the seeded one, unless other specs wrote (or an admin spec deleted) since.
      const newest = page
        .getByRole('tabpanel')
        .locator('a[href*="tab=inbox&message="]')
        .filter({ visible: true })
        .first();
      const subject = await newest.innerText();
      await newest.click();
      await expect(page.getByRole('heading', { name: subject })).toBeVisible();
      await settledData(page);
    },
  },
  {
    name: 'the admin event details',
    who: 'admin',
    path: () => '/wbadmin?tab=events',
    then: async (page) => {
      await page.getByRole('tabpanel').getByRole('link', { name: CONTENT.title, exact: true }).click();
      await expect(page.getByRole('heading', { name: CONTENT.title })).toBeVisible();
      await settledData(page);
    },
  },
];

test.beforeAll(async ({ browser }) => {
  test.setTimeout(60_000);
  seeded = await seed(browser);
});

for (const locale of ['tr', 'de', 'es', 'en-XA'] as const) {
  test.describe(`read in ${locale}`, () => {
    // The pseudo-locale on a small phone, where longer words overflow first; the languages on a laptop.
    test.use({ viewport: locale === 'en-XA' ? { width: 360, height: 780 } : { width: 1280, height: 900 } });

    for (const visit of VISITS) {
      test(`${visit.name}`, async ({ page }) => {
        const { eventId, hostCookies, adminCookies } = seeded!;
        await readIn(page, locale, { guest: [], host: hostCookies, admin: adminCookies }[visit.who]);
        const servedContent = visit.who === 'admin' ? collectServedContent(page) : () => Promise.resolve([]);
        await page.goto(visit.path(eventId));
        await settled(page, locale);
        await visit.then?.(page, locale);
        await checkPage(page, locale, await servedContent());
      });
    }
  });
}

test.describe('the checks themselves', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('see an English message, a hard-coded English label and a cut-off word', async ({ page }) => {
    await readIn(page, 'tr');
    await page.goto(`/e/${SLUG}`);
    await settled(page, 'tr');
    await expectNoEnglishLeft(page, 'tr', ALLOWED);
    await page.evaluate(() => {
      const main = document.querySelector('main')!;
      // A message shown in English, with a value in its placeholder; a hard-coded label.
      main.insertAdjacentHTML('beforeend', '<p>Shared by Deniz</p><button aria-label="Close the viewer">×</button>');
    });
    await expect(expectNoEnglishLeft(page, 'tr', ALLOWED)).rejects.toThrow(/Shared by Deniz.*gallery\.sharedBy/);

    await readIn(page, 'en-XA');
    await page.goto(`/e/${SLUG}`);
    await settled(page, 'en-XA');
    await expectNoUnaccentedText(page, ALLOWED);
    await page.evaluate(() => {
      const main = document.querySelector('main')!;
      main.insertAdjacentHTML(
        'beforeend',
        '<button aria-label="Close the viewer">×</button><span style="display:block;width:40px;overflow:hidden;white-space:nowrap">Ţööö ļöñĝĝ ţö ƒíţţ</span>',
      );
    });
    await expect(expectNoUnaccentedText(page, ALLOWED)).rejects.toThrow(/Close the viewer.*aria-label of <button>/);
    await expect(expectNoOverflow(page, ALLOWED)).rejects.toThrow(/<span>.*Ţööö ļöñĝĝ ţö ƒíţţ/);
  });
});

test.describe("the host's switcher", () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

  test('turns the dashboard Spanish in place; the event pages and the next visit stay Spanish', async ({ page }) => {
    const app = (locale: Locale, id: string) => readCatalog('app', locale)[id]!;
    const { eventId, hostCookies } = seeded!;
    await page.context().addCookies(hostCookies);
    await page.goto('/dashboard');
    const greeting = (locale: Locale) =>
      page.getByRole('heading', { name: app(locale, 'dashboard.greeting').replace('{name}', CONTENT.hostName) });
    await expect(greeting('en')).toBeVisible();

    // A mark on the window: a reload would wipe it.
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    await page.getByLabel(guestWords('en', 'page.language')).selectOption({ label: 'Español' });
    await expect(greeting('es')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
    await expectNoEnglishLeft(page, 'es', ALLOWED);

    // Remembered: another page, and a new visit, start in Spanish.
    await page.goto(`/dashboard/events/${eventId}`);
    await expect(page.getByRole('tab', { name: app('es', 'manage.tab.overview') })).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('tab', { name: app('es', 'manage.tab.overview') })).toBeVisible();
  });
});
