import { describe, expect, it } from 'vitest';
import { createTestApp, signupUser, type TestApp } from '../../test/app.ts';
import type { SignedUpUser } from '../../test/users.ts';
import { createEvent } from '../../test/factories.ts';
import { pngImage } from '../../test/images.ts';
import { hashGuestKey } from '../modules/guest/guest-key.ts';
import { redactUrl } from './log-redaction.ts';

/**
 * Runs `act` on a fresh app that keeps its log lines at `level`, as a signed-up host; `logged()` is the log
 * so far. The app is closed whatever happens.
 */
async function withLoggedApp(
  level: 'info' | 'debug',
  act: (app: TestApp, host: SignedUpUser, logged: () => string) => Promise<void>,
): Promise<void> {
  const lines: string[] = [];
  const app = await createTestApp({
    env: { LOG_LEVEL: level },
    logStream: { write: (line) => void lines.push(line) },
  });
  try {
    await act(app, await signupUser(app), () => lines.join(''));
  } finally {
    await app.close();
  }
}

describe('request logs', () => {
  it('never contain a guest PIN or an upload token', async () => {
    await withLoggedApp('info', async (app, host, logged) => {
      const event = await createEvent(app, { cookie: host.cookie }, { isPinRequired: true, pinCode: '48213' });
      await app.server.inject({ url: `/api/events/${event.slug}?pin=48213` });
      await app.server.inject({ url: `/api/events/${event.slug}`, headers: { 'x-event-pin': '48213' } });
      await app.server.inject({ method: 'PUT', url: '/api/storage/uploads/SECRET-TOKEN-123.abc', payload: 'x' });
      const log = logged();
      expect(log).toContain(`/api/events/${event.slug}?pin=[redacted]`);
      expect(log).not.toContain('48213');
      expect(log).not.toContain('SECRET-TOKEN-123');
    });
  });

  it('never contain a guest key or its hash (RSVP, resumable upload, My photos)', async () => {
    await withLoggedApp('debug', async (app, host, logged) => {
      const event = await createEvent(app, { cookie: host.cookie });
      const answered = await app.server.inject({
        method: 'POST',
        url: `/api/events/${event.slug}/rsvp`,
        payload: { fullName: 'Ayla Demir', status: 'YES' },
      });
      const value = answered.cookies.find((cookie) => cookie.name === `guest_${event.id}`)!.value;
      const cookie = `guest_${event.id}=${value}`;
      // The cookie carries the key and its signature (decision 040); neither part may reach the log.
      const [key, signature] = value.split('.') as [string, string];
      const photo = await pngImage(64, 48);
      const tus = { 'tus-resumable': '1.0.0', cookie };
      const created = await app.server.inject({
        method: 'POST',
        url: `/api/events/${event.slug}/tus`,
        headers: { ...tus, 'upload-length': String(photo.length) },
      });
      const location = created.headers.location as string;
      await app.server.inject({ method: 'HEAD', url: location, headers: tus });
      const finished = await app.server.inject({
        method: 'PATCH',
        url: location,
        headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
        payload: photo,
      });
      expect(finished.statusCode).toBe(200);
      const id = finished.json<{ uploads: { id: number }[] }>().uploads[0]!.id;
      await app.server.inject({ url: `/api/events/${event.slug}/my-uploads`, headers: { cookie } });
      await app.server.inject({
        method: 'DELETE',
        url: `/api/events/${event.slug}/my-uploads/${id}`,
        headers: { cookie },
      });
      const log = logged();
      expect(log).toContain(`/api/events/${event.slug}/my-uploads`);
      expect(log).not.toContain(key);
      expect(log).not.toContain(signature);
      expect(log).not.toContain(hashGuestKey(key));
    });
  });

  it('never contain a PIN sent in a GraphQL GET: inline in the query, in variables or in extensions', async () => {
    await withLoggedApp('debug', async (app, host, logged) => {
      const event = await createEvent(app, { cookie: host.cookie }, { isPinRequired: true, pinCode: '48213' });
      const get = (params: Record<string, string>) =>
        app.server.inject({
          url: `/graphql?${new URLSearchParams(params).toString()}`,
          headers: { accept: 'application/json' },
        });
      const inline = await get({
        query: `{ publicEvent(slug: "${event.slug}", pin: "48213") { __typename } }`,
      });
      expect(inline.statusCode).toBe(200);
      const inVariables = await get({
        query: 'query Guest($slug: String!, $pin: String) { publicEvent(slug: $slug, pin: $pin) { __typename } }',
        variables: JSON.stringify({ slug: event.slug, pin: '48213' }),
        operationName: 'Guest',
      });
      expect(inVariables.statusCode).toBe(200);
      await get({ query: '{ __typename }', extensions: JSON.stringify({ pin: '48213' }) });
      // A query the server refuses (a syntax error) is logged as well: still without the PIN.
      await get({ query: `{ publicEvent(slug: "${event.slug}", pin: "48213") {` });
      const log = logged();
      expect(log).toContain('/graphql?query=[redacted]');
      expect(log).toContain('operationName=Guest');
      expect(log).not.toContain('48213');
    });
  });

  it('redactUrl keeps the rest of the address readable', () => {
    expect(redactUrl('/api/events/a-b/gallery?limit=20&pin=1234&cursor=9')).toBe(
      '/api/events/a-b/gallery?limit=20&pin=[redacted]&cursor=9',
    );
    expect(redactUrl('/graphql?token=abc')).toBe('/graphql?token=[redacted]');
    expect(redactUrl('/api/uploads/events/1/photos/x/display.jpg?access=1767225600.abc')).toBe(
      '/api/uploads/events/1/photos/x/display.jpg?access=[redacted]',
    );
    expect(redactUrl('/api/health')).toBe('/api/health');
    expect(redactUrl('/graphql?query=%7Bviewer%7D&variables=%7B%7D&extensions=%7B%7D&operationName=Viewer')).toBe(
      '/graphql?query=[redacted]&variables=[redacted]&extensions=[redacted]&operationName=Viewer',
    );
    // A parameter no route reads (or one added later) is redacted until it is known to be harmless.
    expect(redactUrl('/api/events/a-b?secret=1&limit=5#frag')).toBe('/api/events/a-b?secret=[redacted]&limit=5#frag');
  });
});
