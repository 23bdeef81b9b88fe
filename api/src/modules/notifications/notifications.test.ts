import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, signupUser, uniqueEmail, type TestApp } from '../../../test/app.ts';
import { createEvent, inDays } from '../../../test/factories.ts';
import { startMailServer } from '../../../test/mail-server.ts';
import { sendGuestPhoto } from '../../../test/photos.ts';
import { asUser } from '../../../test/users.ts';

// Notifications by email against a real SMTP server (decision 055): the review digest's batching, the
// calendar's messages, a guest's opt-in, and one-click unsubscribe.

const PUBLIC_URL = 'https://photos.example.test';
const DIGEST_DELAY_MS = 2_000;
let mail: Awaited<ReturnType<typeof startMailServer>>;
let app: TestApp;

beforeAll(async () => {
  mail = await startMailServer();
  app = await createTestApp({
    env: { SMTP_URL: mail.url, PUBLIC_URL },
    email: { retryBaseMs: 100, retryMaxMs: 300, pollMs: 100 },
    notifications: { reviewDigestDelayMs: DIGEST_DELAY_MS },
  });
});
afterAll(async () => {
  await app.close();
  await mail.close();
});

type Received = Awaited<ReturnType<typeof mail.waitFor>>;

/** A header as it was sent (mailparser folds List-* headers into a structure of its own). */
function headerLine(message: Received, name: string): string {
  return message.headerLines.find((line) => line.key === name)?.line ?? '';
}

/** The one-click unsubscribe link of a message (its List-Unsubscribe header). */
function unsubscribeLinkOf(message: Received): string {
  const match = /<([^>]+)>/.exec(headerLine(message, 'list-unsubscribe'));
  if (!match) throw new Error(`no List-Unsubscribe in ${message.headerLines.map((line) => line.key).join()}`);
  return match[1]!;
}

/** A mail app's one-click POST (RFC 8058): a form body, no cookie. */
function oneClick(link: string) {
  const url = new URL(link);
  return app.server.inject({
    method: 'POST',
    url: `${url.pathname}${url.search}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
}

describe('photos waiting for review', () => {
  it('sends one digest for 30 photos arriving together, then none once unsubscribed', async () => {
    const host = await signupUser(app, { email: uniqueEmail('digest'), displayName: 'Ayla' });
    const event = await createEvent(app, asUser(host), { title: 'Ayla & Can' });
    const subject = '30 new photos are waiting for review: Ayla & Can';
    const sent = await Promise.all(Array.from({ length: 30 }, () => sendGuestPhoto(app, event.slug)));
    expect(sent.every((response) => response.statusCode === 201)).toBe(true);

    const digest = await mail.waitFor(host.email, 1, { subject, timeoutMs: 20_000 });
    expect(digest.text).toContain(`${PUBLIC_URL}/dashboard/events/${event.id}?tab=uploads`);
    expect(headerLine(digest, 'list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(digest.text).toContain('Unsubscribe');
    // A moment for any second digest to show up: there must be none.
    await new Promise((resolve) => setTimeout(resolve, DIGEST_DELAY_MS + 1_000));
    expect(mail.to(host.email).filter((m) => /waiting for review/.test(m.subject ?? ''))).toHaveLength(1);

    const unsubscribed = await oneClick(unsubscribeLinkOf(digest));
    expect(unsubscribed.statusCode).toBe(200);
    expect(unsubscribed.body).toContain('You will no longer get “photos are waiting for review” emails.');
    const settings = await app.server.inject({ url: '/api/auth/notifications', headers: authHeaders(asUser(host)) });
    expect(settings.json().settings).toEqual({ reviewDigest: false, dailySummary: true, eventReminder: true });

    await sendGuestPhoto(app, event.slug);
    await new Promise((resolve) => setTimeout(resolve, DIGEST_DELAY_MS * 2));
    await app.emailWorkers.drain();
    expect(mail.to(host.email).filter((m) => /waiting for review/.test(m.subject ?? ''))).toHaveLength(1);
  });

  it('sends none for an event that shows photos without review', async () => {
    const host = await signupUser(app, { email: uniqueEmail('auto') });
    const event = await createEvent(app, asUser(host), { autoApprove: true });
    await sendGuestPhoto(app, event.slug);
    await new Promise((resolve) => setTimeout(resolve, DIGEST_DELAY_MS + 1_000));
    await app.emailWorkers.drain();
    expect(
      await app.database.prisma.emailMessage.count({ where: { toAddress: host.email, kind: 'review-digest' } }),
    ).toBe(0);
  });
});

describe('the calendar’s messages', () => {
  it('remind the hosts the day before, and summarise each morning once', async () => {
    const host = await signupUser(app, { email: uniqueEmail('calendar'), displayName: 'Can' });
    // Tomorrow at noon in Istanbul, seen from 09:00 Istanbul today.
    const now = new Date();
    const morning = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 6, 0, 0));
    const event = await createEvent(app, asUser(host), {
      title: 'Deniz & Ece',
      timeZone: 'Europe/Istanbul',
      dateTime: new Date(morning.getTime() + 27 * 60 * 60_000).toISOString(),
    });
    await app.services.notifications.tick(morning);
    const reminder = await mail.waitFor(host.email, 1, { subject: 'Deniz & Ece is tomorrow' });
    expect(reminder.text).toContain(`${PUBLIC_URL}/dashboard/events/${event.id}/table-card`);
    const summary = await mail.waitFor(host.email, 1, { subject: 'Deniz & Ece: your morning summary' });
    expect(summary.text).toContain('Deniz & Ece (tomorrow)');

    // Later the same day, and from a second instance ticking at once: nothing more.
    await Promise.all([
      app.services.notifications.tick(new Date(morning.getTime() + 60 * 60_000)),
      app.services.notifications.tick(new Date(morning.getTime() + 60 * 60_000)),
    ]);
    await app.emailWorkers.drain();
    expect(mail.to(host.email).filter((m) => m.subject === 'Deniz & Ece is tomorrow')).toHaveLength(1);
    expect(
      await app.database.prisma.emailMessage.count({ where: { toAddress: host.email, kind: 'daily-summary' } }),
    ).toBe(1);
  });

  it('sends no summary before 8 in the morning of the event’s zone, nor for an event weeks away', async () => {
    const host = await signupUser(app, { email: uniqueEmail('early') });
    const now = new Date();
    const earlyIstanbul = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 3, 0, 0));
    await createEvent(app, asUser(host), {
      timeZone: 'Europe/Istanbul',
      dateTime: new Date(earlyIstanbul.getTime() + 3 * 24 * 60 * 60_000).toISOString(),
    });
    await createEvent(app, asUser(host), { dateTime: inDays(40).toISOString() });
    await app.services.notifications.tick(earlyIstanbul);
    await app.emailWorkers.drain();
    const notifications = ['daily-summary', 'event-reminder'];
    expect(
      await app.database.prisma.emailMessage.count({ where: { toAddress: host.email, kind: { in: notifications } } }),
    ).toBe(0);
  });
});

describe('guests who asked with their RSVP', () => {
  it('are told once, at once, when the hosts reveal the photos, and can stop it in one click', async () => {
    const host = await signupUser(app, { email: uniqueEmail('reveal-host') });
    const event = await createEvent(app, asUser(host), {
      title: 'Mert & Su',
      autoApprove: true,
      dateTime: inDays(-1).toISOString(),
      revealAt: new Date(Date.now() + 60 * 60_000).toISOString(),
    });
    const guestEmail = uniqueEmail('guest');
    const noEmail = await app.server.inject({
      method: 'POST',
      url: `/api/events/${event.slug}/rsvp`,
      payload: { fullName: 'Selin', status: 'YES', notifyByEmail: true },
    });
    expect(noEmail.statusCode).toBe(400);
    expect(JSON.stringify(noEmail.json())).toContain('Please enter your email address to hear about the photos.');
    const rsvp = await app.server.inject({
      method: 'POST',
      url: `/api/events/${event.slug}/rsvp`,
      payload: { fullName: 'Selin', email: guestEmail, status: 'YES', notifyByEmail: true },
    });
    expect(rsvp.statusCode).toBe(201);
    expect(rsvp.json().rsvp.notifyByEmail).toBe(true);
    // A guest who did not ask hears nothing.
    const quiet = uniqueEmail('quiet');
    await app.server.inject({
      method: 'POST',
      url: `/api/events/${event.slug}/rsvp`,
      payload: { fullName: 'Emre', email: quiet, status: 'YES' },
    });
    await sendGuestPhoto(app, event.slug);

    // Before the reveal: nothing.
    await app.services.notifications.tick(new Date());
    await app.emailWorkers.drain();
    expect(mail.to(guestEmail)).toHaveLength(0);

    const revealed = await app.server.inject({
      method: 'POST',
      url: `/api/auth/events/${event.id}/reveal`,
      headers: authHeaders(asUser(host)),
    });
    expect(revealed.statusCode).toBe(200);
    // The hosts' early reveal tells the guests at once: no calendar tick runs before the mail arrives.
    const message = await mail.waitFor(guestEmail, 1, { subject: 'The photos of Mert & Su are revealed' });
    expect(message.text).toContain(`${PUBLIC_URL}/e/${event.slug}`);
    expect(message.text).toContain('Hi Selin');
    await app.services.notifications.tick(new Date(Date.now() + 2000));
    await app.emailWorkers.drain();
    expect(mail.to(guestEmail)).toHaveLength(1);
    expect(mail.to(quiet)).toHaveLength(0);

    // The footer's link opens a page with a button; only the POST unsubscribes.
    const link = unsubscribeLinkOf(message);
    const opened = await app.server.inject({ url: new URL(link).pathname + new URL(link).search });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('Unsubscribe');
    expect((await app.database.prisma.rsvp.findFirst({ where: { email: guestEmail } }))?.notifyByEmail).toBe(true);
    const stopped = await oneClick(link);
    expect(stopped.body).toContain('You will no longer get emails about this event’s photos.');
    expect((await app.database.prisma.rsvp.findFirst({ where: { email: guestEmail } }))?.notifyByEmail).toBe(false);
  });

  it('are written to in the language their page showed when they answered, else the event’s', async () => {
    const host = await signupUser(app, { email: uniqueEmail('lang-host') });
    const event = await createEvent(app, asUser(host), {
      title: 'Lena & Jonas',
      language: 'de',
      autoApprove: true,
      dateTime: inDays(-1).toISOString(),
      revealAt: new Date(Date.now() + 60 * 60_000).toISOString(),
    });
    // The guest page's way: GraphQL, with the Accept-Language of the language the page shows.
    const spanish = uniqueEmail('es-guest');
    const answered = await app.server.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'accept-language': 'es' },
      payload: JSON.stringify({
        query: `mutation($input: SubmitRsvpInput!) { submitRsvp(input: $input) { __typename } }`,
        variables: {
          input: { slug: event.slug, fullName: 'Lucía', email: spanish, status: 'YES', notifyByEmail: true },
        },
      }),
    });
    expect(answered.json().data).toEqual({ submitRsvp: { __typename: 'SubmitRsvpSuccess' } });
    // Changing the answer from a request that names no language keeps the language the page showed.
    const key = answered.cookies.find((cookie) => cookie.name === `guest_${event.id}`)!;
    const changed = await app.server.inject({
      method: 'POST',
      url: `/api/events/${event.slug}/rsvp`,
      headers: { cookie: `${key.name}=${key.value}` },
      payload: { fullName: 'Lucía', email: spanish, status: 'MAYBE', notifyByEmail: true },
    });
    expect(changed.json().rsvp.status).toBe('MAYBE');
    expect(await app.database.prisma.rsvp.count({ where: { email: spanish } })).toBe(1);
    expect((await app.database.prisma.rsvp.findFirst({ where: { email: spanish } }))?.language).toBe('es');
    // An answer that names no language we speak: the event's language.
    const unknown = uniqueEmail('fr-guest');
    const posted = await app.server.inject({
      method: 'POST',
      url: `/api/events/${event.slug}/rsvp`,
      headers: { 'accept-language': 'fr-FR, fr;q=0.9' },
      payload: { fullName: 'Amélie', email: unknown, status: 'YES', notifyByEmail: true },
    });
    expect(posted.statusCode).toBe(201);
    expect((await app.database.prisma.rsvp.findFirst({ where: { email: unknown } }))?.language).toBeNull();
    await sendGuestPhoto(app, event.slug);

    const revealed = await app.server.inject({
      method: 'POST',
      url: `/api/auth/events/${event.id}/reveal`,
      headers: authHeaders(asUser(host)),
    });
    expect(revealed.statusCode).toBe(200);
    const inSpanish = await mail.waitFor(spanish, 1, { subject: 'Ya se pueden ver las fotos de Lena & Jonas' });
    expect(inSpanish.html).toMatch(/<html [^>]*lang="es"/);
    const inGerman = await mail.waitFor(unknown, 1, { subject: 'Die Fotos von Lena & Jonas sind enthüllt' });
    expect(inGerman.html).toMatch(/<html [^>]*lang="de"/);

    // The mail's unsubscribe link names the mail's language: its page speaks Spanish even to a browser
    // that asks for English, and its button keeps the language.
    const link = new URL(unsubscribeLinkOf(inSpanish));
    expect(link.searchParams.get('lang')).toBe('es');
    expect(inSpanish.text).toContain(link.href);
    const english = { 'accept-language': 'en-US,en;q=0.9', cookie: 'lang=en' };
    const opened = await app.server.inject({ url: link.pathname + link.search, headers: english });
    expect(opened.body).toContain('<html lang="es">');
    expect(opened.body).toContain('<title>Ajustes de correo | Wedding Photos</title>');
    expect(opened.body).toContain('Darme de baja</button>');
    const action = /<form method="post" action="([^"]+)">/.exec(opened.body)![1]!.replaceAll('&amp;', '&');
    expect(new URL(action, link).searchParams.get('lang')).toBe('es');
    // A changed `lang` changes the page's words only: the signed token still says whose choice stops.
    const forged = new URL(link);
    forged.searchParams.set('lang', 'de');
    const german = await app.server.inject({ url: forged.pathname + forged.search, headers: english });
    expect(german.body).toContain('<html lang="de">');
    expect((await app.database.prisma.rsvp.findFirst({ where: { email: spanish } }))?.notifyByEmail).toBe(true);
    const stopped = await app.server.inject({
      method: 'POST',
      url: action,
      headers: { ...english, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.body).toContain('<html lang="es">');
    expect(stopped.body).toContain('Ya no recibirás correos sobre las fotos de este evento.');
    expect((await app.database.prisma.rsvp.findFirst({ where: { email: spanish } }))?.notifyByEmail).toBe(false);
    expect((await app.database.prisma.rsvp.findFirst({ where: { email: unknown } }))?.notifyByEmail).toBe(true);

    // The List-Unsubscribe header's one-click POST (RFC 8058, no cookie, no language) works with the
    // language in its URL, and answers in the mail's language; a forged `lang` still stops only its own.
    const germanLink = new URL(unsubscribeLinkOf(inGerman));
    expect(germanLink.searchParams.get('lang')).toBe('de');
    germanLink.searchParams.set('lang', 'tr');
    const oneClicked = await oneClick(germanLink.href);
    expect(oneClicked.statusCode).toBe(200);
    expect(oneClicked.body).toContain('<html lang="tr">');
    expect((await app.database.prisma.rsvp.findFirst({ where: { email: unknown } }))?.notifyByEmail).toBe(false);
    const inGermanAgain = await oneClick(unsubscribeLinkOf(inGerman));
    expect(inGermanAgain.statusCode).toBe(200);
    expect(inGermanAgain.body).toContain('<html lang="de">');
  });
});

describe('unsubscribe links', () => {
  it('refuse a token changed to reach someone else', async () => {
    const host = await signupUser(app, { email: uniqueEmail('victim') });
    const forged = `u${host.id}.daily-summary.${'A'.repeat(43)}`;
    const response = await app.server.inject({
      method: 'POST',
      url: `/api/email/unsubscribe?token=${forged}`,
      headers: { accept: 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'This unsubscribe link is not valid. Please use the link in the email itself.',
    );
    const settings = await app.server.inject({ url: '/api/auth/notifications', headers: authHeaders(asUser(host)) });
    expect(settings.json().settings.dailySummary).toBe(true);
  });

  it('and hosts set their choices through GraphQL too', async () => {
    const host = await signupUser(app, { email: uniqueEmail('choices') });
    const { body } = await app.graphql<{
      updateNotificationSettings: { viewer?: { notificationSettings: Record<string, boolean> } };
    }>(
      `mutation { updateNotificationSettings(input: { dailySummary: false }) {
        ... on UpdateNotificationSettingsSuccess { viewer { notificationSettings { reviewDigest dailySummary eventReminder } } } } }`,
      {},
      asUser(host),
    );
    expect(body.data?.updateNotificationSettings.viewer?.notificationSettings).toEqual({
      reviewDigest: true,
      dailySummary: false,
      eventReminder: true,
    });
  });
});
