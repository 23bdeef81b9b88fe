import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, type TestApp } from '../../test/app.ts';
import { appWithHost, createEvent, eventsOfEachVisibility } from '../../test/factories.ts';
import { webRootWithGuestPage } from '../../test/web-root.ts';

// /e/{slug} is served with Open Graph and Twitter tags in the HTML, for WhatsApp and social previews.

let app: TestApp;
let webRoot: string;
let host: { cookie: string };

const GUEST_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Our celebration." />
    <title>Wedding Photos</title>
  </head>
  <body><div id="root"></div><script type="module" src="/assets/guest-1.js"></script></body>
</html>`;

beforeAll(async () => {
  webRoot = await webRootWithGuestPage('web-preview-', GUEST_HTML);
  ({ app, host } = await appWithHost({ webRoot, env: { PUBLIC_URL: 'https://photos.example.com' } }));
});
afterAll(async () => {
  await app.close();
  await rm(webRoot, { recursive: true, force: true });
});

function meta(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return match?.[1];
}

describe('link previews of /e/{slug}', () => {
  it('show the title, couple, date, venue and cover of an open event, escaped', async () => {
    const event = await createEvent(app, host, {
      title: 'Ayla & Can <3',
      coupleNames: 'Ayla "A" Demir',
      dateTime: '2027-06-12T13:30:00.000Z',
      timeZone: 'Europe/Istanbul',
      venueName: 'Çırağan Palace',
    });
    await app.server.inject({
      method: 'PATCH',
      url: `/api/auth/events/${event.id}`,
      headers: authHeaders(host),
      payload: { coverImageUrl: 'https://images.example.com/us.jpg' },
    });
    const page = await app.server.inject({ url: `/e/${event.slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = page.body;
    expect(html).toContain('src="/assets/guest-1.js"');
    expect(meta(html, 'og:title')).toBe('Ayla &amp; Can &lt;3 · Ayla &quot;A&quot; Demir');
    // The day and time at the place, with its zone: whoever reads the preview may be anywhere (decision 047).
    expect(meta(html, 'og:description')).toBe(
      'Saturday, 12 June 2027 at 16:30 GMT+3 · Çırağan Palace · RSVP and share your photos.',
    );
    expect(meta(html, 'og:image')).toBe('https://images.example.com/us.jpg');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'og:url')).toBe(`https://photos.example.com/e/${event.slug}`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Ayla &amp; Can &lt;3 · Ayla &quot;A&quot; Demir | Wedding Photos</title>');
    expect(html).not.toContain('<3');
    // The cover starts downloading with the HTML, before the page's scripts ask for the event.
    expect(html).toContain(
      '<link rel="preload" as="image" href="https://images.example.com/us.jpg" fetchpriority="high" />',
    );
  });

  it("tell the day on the event's calendar, not UTC's", async () => {
    // 23:00 on Friday 11 June in Los Angeles is already Saturday in UTC.
    const event = await createEvent(app, host, {
      dateTime: '2027-06-12T06:00:00.000Z',
      timeZone: 'America/Los_Angeles',
      venueName: 'Malibu Pier',
    });
    const page = await app.server.inject({ url: `/e/${event.slug}` });
    expect(meta(page.body, 'og:description')).toBe(
      'Friday, 11 June 2027 at 23:00 GMT-7 · Malibu Pier · RSVP and share your photos.',
    );
  });

  it('make an uploaded cover absolute', async () => {
    const event = await createEvent(app, host);
    const cover = `/api/uploads/events/${event.id}/cover/00000000-0000-4000-8000-000000000000.jpg`;
    await app.database.prisma.event.update({ where: { id: event.id }, data: { coverImageUrl: cover } });
    const html = (await app.server.inject({ url: `/e/${event.slug}` })).body;
    expect(meta(html, 'og:image')).toBe(`https://photos.example.com${cover}`);
  });

  it("follow the host's changes at once, though read from memory", async () => {
    const event = await createEvent(app, host, { title: 'First Title' });
    expect(meta((await app.server.inject({ url: `/e/${event.slug}` })).body, 'og:title')).toBe('First Title');
    const saved = await app.server.inject({
      method: 'PATCH',
      url: `/api/auth/events/${event.id}`,
      headers: authHeaders(host),
      payload: { title: 'Second Title', visibility: 'PUBLIC' },
    });
    expect(saved.statusCode).toBe(200);
    const page = await app.server.inject({ url: `/e/${event.slug}` });
    expect(meta(page.body, 'og:title')).toBe('Second Title');
    expect(page.headers['x-robots-tag']).toBeUndefined();
  });

  it('stay generic for PIN-protected, inactive, deleted and unknown events', async () => {
    const locked = await createEvent(app, host, { title: 'Secret Garden', isPinRequired: true, pinCode: '1234' });
    await app.database.prisma.event.update({
      where: { id: locked.id },
      data: { coverImageUrl: `/api/uploads/events/${locked.id}/cover/00000000-0000-4000-8000-000000000000.jpg` },
    });
    const inactive = await createEvent(app, host, { title: 'Closed Party' });
    await app.database.prisma.event.update({ where: { id: inactive.id }, data: { status: 'INACTIVE' } });
    for (const slug of [locked.slug, inactive.slug, 'no-such-event']) {
      const html = (await app.server.inject({ url: `/e/${slug}` })).body;
      expect(meta(html, 'og:title'), slug).toBe('You are invited');
      expect(meta(html, 'og:image'), slug).toBeUndefined();
      expect(html, slug).not.toContain('rel="preload"');
      // The PIN screen itself names the locked event (issue 36); its preview does not.
      expect(meta(html, 'og:description') ?? '').not.toContain('Secret Garden');
      expect(html).not.toContain('Closed Party');
      expect(html).not.toContain('1234');
    }
  });
});

describe('visibility: only PUBLIC events open to anyone are offered to search engines', () => {
  it('lists a PUBLIC event in the sitemap and robots.txt and lets it be indexed; link-only and PIN events say noindex', async () => {
    const { publicOpen: listed, linkOnly, publicWithPin, switchedOff } = await eventsOfEachVisibility(app, host);

    const sitemap = (await app.server.inject({ url: '/sitemap.xml' })).body;
    expect(sitemap).toContain(`<loc>https://photos.example.com/e/${listed.slug}</loc>`);
    const robots = (await app.server.inject({ url: '/robots.txt' })).body;
    expect(robots).toContain(`Allow: /e/${listed.slug}$`);
    expect(robots.indexOf(`Allow: /e/${listed.slug}$`)).toBeLessThan(robots.indexOf('Disallow: /e/'));
    for (const hidden of [linkOnly, publicWithPin, switchedOff]) {
      expect(sitemap).not.toContain(hidden.slug);
      expect(robots).not.toContain(hidden.slug);
    }

    const page = await app.server.inject({ url: `/e/${listed.slug}` });
    expect(page.headers['x-robots-tag']).toBeUndefined();
    expect(meta(page.body, 'robots')).toBeUndefined();
    for (const hidden of [linkOnly, publicWithPin]) {
      const response = await app.server.inject({ url: `/e/${hidden.slug}` });
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(meta(response.body, 'robots')).toBe('noindex');
    }
  });
});
