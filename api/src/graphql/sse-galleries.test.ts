import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signupUser, type TestApp } from '../../test/app.ts';
import { createEvent } from '../../test/factories.ts';

// Issue 35: guests opening the same gallery over server-sent events send the very same GET. The public answer
// cache kept GETs by URL and made later identical requests wait for the first one's run, which for a stream
// only ends when that guest leaves: the second guest's gallery never opened.

const GALLERY = 'subscription ($slug: String!) { galleryUpdated(slug: $slug) { photoCount } }';

/** An SSE subscription: its first `next` event's data (or a failure after `timeoutMs`), and a way to close it. */
function sse(address: string, slug: string, timeoutMs = 5000) {
  const controller = new AbortController();
  const url = `${address}/graphql?query=${encodeURIComponent(GALLERY)}&variables=${encodeURIComponent(JSON.stringify({ slug }))}`;
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const first = (async () => {
    const response = await fetch(url, { headers: { accept: 'text/event-stream' }, signal: controller.signal });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    for (;;) {
      const match = /event: next\ndata: (.+)\n/.exec(text);
      if (match) return JSON.parse(match[1]!) as { data?: unknown };
      const { value, done } = await reader.read();
      if (done) throw new Error(`stream ended: ${text}`);
      text += decoder.decode(value);
    }
  })().finally(() => clearTimeout(timer));
  return { first, close: () => controller.abort() };
}

describe('live galleries over server-sent events', () => {
  let app: TestApp;
  let address: string;
  beforeAll(async () => {
    app = await createTestApp();
    address = await app.start();
  });
  afterAll(async () => {
    await app.close();
  });

  it('opens for every guest of the same event at once, each with its own stream', async () => {
    const host = await signupUser(app);
    const event = await createEvent(app, { cookie: host.cookie });
    const guests = [sse(address, event.slug), sse(address, event.slug), sse(address, event.slug)];
    try {
      const firsts = await Promise.all(guests.map((guest) => guest.first));
      expect(firsts.map((first) => first.data)).toEqual(Array(3).fill({ galleryUpdated: { photoCount: 0 } }));
    } finally {
      for (const guest of guests) guest.close();
    }
  });
});
