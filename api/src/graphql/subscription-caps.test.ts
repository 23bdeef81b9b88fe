import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from 'graphql-ws';
import { createTestApp, signupUser, type TestApp } from '../../test/app.ts';
import { createEvent } from '../../test/factories.ts';
import { follow, liveClient } from '../../test/live.ts';

// Issue 12, item 2: caps on open subscriptions per user, per address and per followed event, the same over
// graphql-ws and server-sent events.

const GALLERY = 'subscription ($slug: String!) { galleryUpdated(slug: $slug) { photoCount } }';
const QUEUE = 'subscription ($id: ID!) { moderationQueue(eventId: $id) { kind } }';

/** A subscription over server-sent events: its first message, and a way to close it. */
async function sse(address: string, query: string, variables: object, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const url = `${address}/graphql?query=${encodeURIComponent(query)}&variables=${encodeURIComponent(JSON.stringify(variables))}`;
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  /** The data of the first `next` event. */
  const first = (async () => {
    for (;;) {
      const match = /event: next\ndata: (.+)\n/.exec(text);
      if (match) return JSON.parse(match[1]!) as { data?: unknown; errors?: { message: string }[] };
      const { value, done } = await reader.read();
      if (done) throw new Error(`stream ended: ${text}`);
      text += decoder.decode(value);
    }
  })();
  return { first, close: () => controller.abort() };
}

/** Still open after a moment: the server did not end it. */
async function stillOpen(ended: Promise<unknown>): Promise<boolean> {
  return Promise.race([
    ended.then(() => false),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 300)),
  ]);
}

describe('guest galleries per event and subscriptions per address', () => {
  let app: TestApp;
  let address: string;
  const clients: Client[] = [];
  beforeAll(async () => {
    app = await createTestApp({ subscriptionCaps: { perEventGallery: 3, perAddress: 5, perUser: 50 } });
    address = await app.start();
  });
  afterAll(async () => {
    for (const client of clients) await client.dispose();
    await app.close();
  });

  it('counts both transports against one cap, refuses clearly, and frees a place when a stream closes', async () => {
    const host = await signupUser(app);
    const [a, b, c] = [
      await createEvent(app, { cookie: host.cookie }),
      await createEvent(app, { cookie: host.cookie }),
      await createEvent(app, { cookie: host.cookie }),
    ];
    const phone = liveClient(address);
    clients.push(phone);
    const first = follow(phone, GALLERY, { slug: a.slug });
    const second = follow(phone, GALLERY, { slug: a.slug });
    expect((await first.next()).data).toEqual({ galleryUpdated: { photoCount: 0 } });
    expect((await second.next()).data).toEqual({ galleryUpdated: { photoCount: 0 } });
    const third = await sse(address, GALLERY, { slug: a.slug });
    expect((await third.first).data).toEqual({ galleryUpdated: { photoCount: 0 } });

    // The fourth on the same event, by either transport: refused with the reason, however the link is typed
    // (the gate opens ' SLUG ' as the same event, so the cap counts it as the same event too).
    const refusedSse = await sse(address, GALLERY, { slug: ` ${a.slug.toUpperCase()} ` });
    expect((await refusedSse.first).errors?.[0]?.message).toBe(
      'Too many guests are following this event live right now. Please reload the page in a minute.',
    );
    const refusedWs = follow(phone, GALLERY, { slug: a.slug });
    expect((await refusedWs.next()).errors?.[0]?.message).toMatch(/^Too many guests are following this event/);

    // Another event is not affected; closing one stream makes room on the first.
    const onB = follow(phone, GALLERY, { slug: b.slug });
    expect((await onB.next()).data).toEqual({ galleryUpdated: { photoCount: 0 } });
    third.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const again = follow(phone, GALLERY, { slug: a.slug });
    expect((await again.next()).data).toEqual({ galleryUpdated: { photoCount: 0 } });

    // Five open from this address now (a ×3, b, c below): the sixth is refused whatever it follows.
    const onC = follow(phone, GALLERY, { slug: c.slug });
    expect((await onC.next()).data).toEqual({ galleryUpdated: { photoCount: 0 } });
    const sixth = await sse(address, GALLERY, { slug: b.slug });
    expect((await sixth.first).errors?.[0]?.message).toBe(
      'Too many live updates are open from your network. Please try again later.',
    );
  });
});

describe('subscriptions per user', () => {
  let app: TestApp;
  let address: string;
  const clients: Client[] = [];
  beforeAll(async () => {
    app = await createTestApp({ subscriptionCaps: { perUser: 2, perAddress: 100, perEventGallery: 100 } });
    address = await app.start();
  });
  afterAll(async () => {
    for (const client of clients) await client.dispose();
    await app.close();
  });

  it('refuses a third open subscription of one account, over either transport, and not other accounts', async () => {
    const host = await signupUser(app);
    const other = await signupUser(app);
    const event = await createEvent(app, { cookie: host.cookie });
    const theirs = await createEvent(app, { cookie: other.cookie });
    const tab = liveClient(address, { headers: { cookie: host.cookie } });
    clients.push(tab);
    const queues = [follow(tab, QUEUE, { id: event.globalId }), follow(tab, QUEUE, { id: event.globalId })];
    for (const queue of queues) expect(await stillOpen(queue.ended)).toBe(true);

    const refusedSse = await sse(address, QUEUE, { id: event.globalId }, { cookie: host.cookie });
    expect((await refusedSse.first).errors?.[0]?.message).toBe(
      'Too many live updates are open for your account. Close some tabs and try again.',
    );
    const refusedWs = follow(tab, QUEUE, { id: event.globalId });
    expect((await refusedWs.next()).errors?.[0]?.message).toMatch(/^Too many live updates are open for your account/);

    const otherTab = liveClient(address, { headers: { cookie: other.cookie } });
    clients.push(otherTab);
    expect(await stillOpen(follow(otherTab, QUEUE, { id: theirs.globalId }).ended)).toBe(true);
  });
});
