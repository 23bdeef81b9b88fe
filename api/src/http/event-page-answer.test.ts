import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_ANSWER_ID } from '../../../common/embedded-answer.ts';
import type { TestApp } from '../../test/app.ts';
import { appWithHost, createEvent, switchOff } from '../../test/factories.ts';
import { webRootWithGuestPage } from '../../test/web-root.ts';
import { persistedOperations } from '../graphql/persisted-operations.ts';
import { EVENT_PAGE_OPERATION, jsonForScript } from './event-page-answer.ts';

// /e/{slug} carries the answer to the guest page's own query, so the page shows the event in its first
// paint. It must be the answer the page would have asked for: the same PIN gate, the same fields, the
// guest's own RSVP only for that guest, and nothing a PIN protects.

let app: TestApp;
let webRoot: string;
let host: { cookie: string };

const GUEST_HTML = `<!doctype html>
<html lang="en">
  <head><title>Wedding Photos</title></head>
  <body><div id="root"></div><script type="module" src="/assets/guest-1.js"></script></body>
</html>`;

beforeAll(async () => {
  webRoot = await webRootWithGuestPage('web-answer-', GUEST_HTML);
  ({ app, host } = await appWithHost({ webRoot }));
});
afterAll(async () => {
  await app.close();
  await rm(webRoot, { recursive: true, force: true });
});

const ANSWER_ELEMENT = new RegExp(`<script type="application/json" id="${EMBEDDED_ANSWER_ID}">(.*?)</script>`, 's');

/** The guest page of `slug` as a browser with `cookie` gets it, and the answer it carries (or null). */
async function guestPage(slug: string, cookie?: string) {
  const response = await app.server.inject({ url: `/e/${slug}`, headers: cookie ? { cookie } : {} });
  const match = ANSWER_ELEMENT.exec(response.body);
  return { response, html: response.body, answer: match ? JSON.parse(match[1]!) : null };
}

/** The same query as the page sends it over HTTP: its persisted id, as a GET. */
async function askedByThePage(slug: string) {
  const { id } = persistedOperations().named(EVENT_PAGE_OPERATION);
  const asked = await app.server.inject({
    url: `/graphql?${new URLSearchParams({
      variables: JSON.stringify({ slug, pin: null }),
      extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: id } }),
    })}`,
    headers: { accept: 'application/graphql-response+json' },
  });
  expect(asked.statusCode).toBe(200);
  return asked.json<{ data: unknown }>().data;
}

describe('the guest page carries its first answer', () => {
  it('is exactly what the page would have asked for, under the slug the page reads from its address', async () => {
    const event = await createEvent(app, host, {
      title: 'Ayla & Can',
      coupleNames: 'Ayla and Can',
      venueName: 'The Old Mill',
      description: 'Dinner and dancing.',
    });
    const { response, answer } = await guestPage(event.slug.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(answer).toEqual({ slug: event.slug, data: await askedByThePage(event.slug) });
    expect(answer.data.publicEvent).toMatchObject({
      __typename: 'PublicEventSuccess',
      event: { title: 'Ayla & Can', coupleNames: 'Ayla and Can', venueName: 'The Old Mill', viewerRsvp: null },
    });
    // It may hold the guest's own RSVP: never stored by a shared cache.
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it("holds a guest's own RSVP for that guest only", async () => {
    const event = await createEvent(app, host);
    const sent = await app.server.inject({
      method: 'POST',
      url: `/api/events/${event.slug}/rsvp`,
      payload: { fullName: 'Deniz Kaya', email: 'deniz@example.com', phone: '+90 555 000 00 00', status: 'YES' },
    });
    expect(sent.statusCode).toBe(201);
    const key = sent.cookies.find((cookie) => cookie.name === `guest_${event.id}`)!;
    const guest = await guestPage(event.slug, `${key.name}=${key.value}`);
    expect(guest.answer.data.publicEvent.event.viewerRsvp).toMatchObject({
      fullName: 'Deniz Kaya',
      email: 'deniz@example.com',
      status: 'YES',
    });
    const stranger = await guestPage(event.slug);
    expect(stranger.answer.data.publicEvent.event.viewerRsvp).toBeNull();
    expect(stranger.html).not.toContain('Deniz');
  });

  it('says only "PIN required" and whose event it is: nothing the PIN protects is in the page', async () => {
    const locked = await createEvent(app, host, {
      title: 'Secret Garden',
      description: 'Behind the old wall.',
      venueName: 'Hidden Courtyard',
      isPinRequired: true,
      pinCode: '4826',
    });
    const { html, answer } = await guestPage(locked.slug);
    // The PIN screen names the event, its couple and its day (issue 36: guests know they are at the right
    // door, as a link preview tells them); the rest waits behind the PIN.
    expect(answer).toEqual({
      slug: locked.slug,
      data: {
        publicEvent: {
          __typename: 'PinRequiredError',
          message: expect.any(String),
          pinGiven: false,
          eventTitle: 'Secret Garden',
          eventCoupleNames: null,
          eventDateTime: expect.any(String),
          // Its day is read on the calendar of its place (decision 047).
          eventTimeZone: 'UTC',
        },
      },
    });
    for (const secret of ['Behind the old wall', 'Hidden Courtyard', '4826']) {
      expect(html).not.toContain(secret);
    }
  });

  it('answers inactive and unknown events as the page would be told', async () => {
    const closed = await createEvent(app, host);
    await switchOff(app, host, closed.id);
    expect((await guestPage(closed.slug)).answer.data.publicEvent.__typename).toBe('EventInactiveError');
    expect((await guestPage('no-such-event')).answer.data.publicEvent.__typename).toBe('NotFoundError');
  });

  it("keeps a host's markup as text: a title cannot close the element or start a script", async () => {
    const title = '</script><script>alert(1)</script><!--';
    const event = await createEvent(app, host, { title });
    const { html, answer } = await guestPage(event.slug);
    expect(answer.data.publicEvent.event.title).toBe(title);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<!--');
    expect(jsonForScript({ title })).toBe('{"title":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>\\u003c!--"}');
  });
});
