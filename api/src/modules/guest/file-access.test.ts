import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, type TestApp } from '../../../test/app.ts';
import { type SignedUpUser } from '../../../test/users.ts';
import { appWithHost, createEvent } from '../../../test/factories.ts';
import { uploadGuestPhoto } from '../../../test/photos.ts';
import { FileAccessTokens } from './file-access.ts';

// Issue 12, item 12: guests of a PIN-protected event load its images through addresses that carry a
// short-lived signed token, never the PIN (which would end up in logs, Referer headers and history).

const PIN = '482913';
let app: TestApp;
let host: SignedUpUser;
beforeAll(async () => {
  ({ app, host } = await appWithHost());
});
afterAll(() => app.close());

async function protectedEventWithPhoto() {
  const event = await createEvent(
    app,
    { cookie: host.cookie },
    { isPinRequired: true, pinCode: PIN, autoApprove: true },
  );
  await uploadGuestPhoto(app, event.slug, { pin: PIN });
  return event;
}

describe('image addresses of a PIN-protected event', () => {
  it('carry a token instead of the PIN, open the image, and stop working when the PIN changes', async () => {
    const event = await protectedEventWithPhoto();
    const gallery = await app.server.inject({ url: `/api/events/${event.slug}/gallery?pin=${PIN}` });
    const [photo] = gallery.json<{ uploads: { url: string; thumbnailUrl: string }[] }>().uploads;
    expect(photo!.url).toMatch(
      /^\/api\/uploads\/events\/\d+\/photos\/[0-9a-f-]+\/display\.jpg\?access=\d+\.[\w-]{22}$/,
    );
    expect(JSON.stringify(gallery.json())).not.toContain(PIN);

    // The address works on its own, from any address, without the PIN.
    for (const url of [photo!.url, photo!.thumbnailUrl]) {
      expect((await app.server.inject({ url, remoteAddress: '203.0.113.99' })).statusCode).toBe(200);
    }
    // Without the token (or with it altered) the PIN gate stands.
    const bare = photo!.url.split('?')[0]!;
    expect((await app.server.inject({ url: bare })).statusCode).toBe(403);
    expect((await app.server.inject({ url: `${bare}?access=9999999999.AAAAAAAAAAAAAAAAAAAAAA` })).statusCode).toBe(403);

    // GraphQL hands out the same kind of address.
    const answer = await app.graphql<{ eventGallery: { edges: { node: { url: string } }[] } }>(
      `query($slug: String!, $pin: String) { eventGallery(slug: $slug, pin: $pin, first: 5) { edges { node { url } } } }`,
      { slug: event.slug, pin: PIN },
    );
    const graphqlUrl = answer.body.data!.eventGallery.edges[0]!.node.url;
    expect(graphqlUrl).toContain('?access=');
    expect((await app.server.inject({ url: graphqlUrl })).statusCode).toBe(200);

    // A new PIN ends every token at once.
    await app.server.inject({
      method: 'PATCH',
      url: `/api/auth/events/${event.id}`,
      headers: authHeaders({ cookie: host.cookie }),
      payload: { pinCode: '902176', isPinRequired: true },
    });
    expect((await app.server.inject({ url: photo!.url })).statusCode).toBe(403);
  });

  it('a token opens only the event it was issued for', async () => {
    const first = await protectedEventWithPhoto();
    const second = await protectedEventWithPhoto();
    const token = (await app.server.inject({ url: `/api/events/${first.slug}/gallery?pin=${PIN}` }))
      .json<{ uploads: { url: string }[] }>()
      .uploads[0]!.url.split('access=')[1]!;
    const other = (await app.server.inject({ url: `/api/events/${second.slug}/gallery?pin=${PIN}` }))
      .json<{ uploads: { url: string }[] }>()
      .uploads[0]!.url.split('?')[0]!;
    expect((await app.server.inject({ url: `${other}?access=${token}` })).statusCode).toBe(403);
  });

  it('leave events without a PIN and covers hosted elsewhere untouched', () => {
    const files = new FileAccessTokens('a secret of thirty-two characters!');
    const open = { id: 1, pinCode: null, isPinRequired: false };
    const locked = { id: 1, pinCode: '1234', isPinRequired: true };
    expect(files.sign('/api/uploads/events/1/cover/a.jpg', open)).toBe('/api/uploads/events/1/cover/a.jpg');
    expect(files.sign('https://example.com/cover.jpg', locked)).toBe('https://example.com/cover.jpg');
    expect(files.sign(null, locked)).toBeNull();
    // Expired tokens are refused.
    const token = files.issue(locked, Date.parse('2026-01-01T00:00:00Z'));
    expect(files.verify(locked, token, Date.parse('2026-01-01T12:00:00Z'))).toBe(true);
    expect(files.verify(locked, token, Date.parse('2026-01-03T00:00:00Z'))).toBe(false);
  });
});
