import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signupUser, type TestApp } from '../../test/app.ts';
import { createEvent } from '../../test/factories.ts';
import { liveClient } from '../../test/live.ts';
import { PUBLIC_READ_CACHE_CONTROL, PRIVATE_CACHE_CONTROL } from './http-cache-plugin.ts';
import { persistedOperations, persistedQueryExtension, UNKNOWN_PERSISTED_OPERATION } from './persisted-operations.ts';

// The web app sends ids of the operations relay-compiler persisted, queries as GET (docs/decisions/042).
// What a visitor would notice: the pages work by id, an anonymous public read may be kept by a CDN for a
// few seconds, and nothing that depends on who asks (a session, a token, a PIN) is ever marked public.

let app: TestApp;
let host: Awaited<ReturnType<typeof signupUser>>;
let slug: string;
let lockedSlug: string;

beforeAll(async () => {
  app = await createTestApp();
  host = await signupUser(app);
  slug = (await createEvent(app, host, { title: 'Open Garden' })).slug;
  lockedSlug = (await createEvent(app, host, { title: 'Walled Garden', isPinRequired: true, pinCode: '4826' })).slug;
});
afterAll(() => app.close());

const idOf = (name: string) => persistedOperations().named(name).id;

/** A GET of the operation `id`, as the web app sends a query. */
function getById(id: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  const search = new URLSearchParams({
    variables: JSON.stringify(variables),
    extensions: JSON.stringify(persistedQueryExtension(id)),
  });
  return app.server.inject({
    url: `/graphql?${search}`,
    headers: { accept: 'application/graphql-response+json', ...headers },
  });
}

describe('persisted operations over GET', () => {
  it("answers the guest page's query by id, public for a few seconds, without anyone's budget in it", async () => {
    const response = await getById(idOf('EventPageQuery'), { slug, pin: null });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ data: { publicEvent: { event: { title: string } } }; extensions?: object }>();
    expect(body.data.publicEvent.event.title).toBe('Open Garden');
    expect(response.headers['cache-control']).toBe(PUBLIC_READ_CACHE_CONTROL);
    expect(response.headers.vary).toMatch(/Cookie/);
    expect(body.extensions ?? {}).not.toHaveProperty('cost');
  });

  it('shows a change in the very next public answer, kept bytes or not', async () => {
    const event = await createEvent(app, host, { title: 'Before' });
    const title = async () =>
      (await getById(idOf('EventPageQuery'), { slug: event.slug, pin: null })).json<{
        data: { publicEvent: { event: { title: string } } };
      }>().data.publicEvent.event.title;
    expect(await title()).toBe('Before');
    expect(await title()).toBe('Before');
    const edited = await app.server.inject({
      method: 'PATCH',
      url: `/api/auth/events/${event.id}`,
      headers: { cookie: host.cookie },
      payload: { title: 'After' },
    });
    expect(edited.statusCode).toBe(200);
    expect(await title()).toBe('After');
  });

  it('marks an answer private when a session, an API token or a PIN shaped it', async () => {
    const gallery = idOf('GallerySectionQuery');
    const asked = {
      session: await getById(idOf('SessionStoreQuery'), {}, { cookie: host.cookie }),
      token: await getById(
        gallery,
        { slug, pin: null, first: 20, after: null },
        { authorization: `Bearer ${host.token}` },
      ),
      pinVariable: await getById(gallery, { slug: lockedSlug, pin: '4826', first: 20, after: null }),
      pinHeader: await getById(
        gallery,
        { slug: lockedSlug, pin: null, first: 20, after: null },
        { 'x-event-pin': '4826' },
      ),
      guestCookie: await getById(gallery, { slug, pin: null, first: 20, after: null }, { cookie: 'guest_1=x' }),
    };
    for (const [who, response] of Object.entries(asked)) {
      expect(response.statusCode, who).toBe(200);
      expect(response.headers['cache-control'], who).toBe(PRIVATE_CACHE_CONTROL);
    }
    expect(asked.session.json<{ data: { viewer: { email: string } } }>().data.viewer.email).toBe(host.email);
  });

  it('keeps an answer with errors out of shared caches', async () => {
    const response = await getById(idOf('GallerySectionQuery'), { slug, pin: null, first: 'many', after: null });
    expect(response.statusCode).toBe(400);
    expect(response.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
  });

  it('refuses an id it never issued with a clear 400', async () => {
    const response = await getById('0'.repeat(64), { slug });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: [{ message: UNKNOWN_PERSISTED_OPERATION, extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }],
    });
    expect(response.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
  });

  it('never runs a mutation over GET, persisted or written out', async () => {
    const variables = { input: { email: host.email, password: host.password } };
    const byId = await getById(idOf('LoginMutation'), variables);
    const byText = await app.server.inject({
      url: `/graphql?${new URLSearchParams({ query: persistedOperations().named('LoginMutation').text, variables: JSON.stringify(variables) })}`,
    });
    for (const response of [byId, byText]) {
      expect(response.statusCode).toBe(405);
      expect(response.cookies).toEqual([]);
    }
  });

  it('refuses a GET from another site that carries the visitor’s cookie', async () => {
    const response = await getById(
      idOf('SessionStoreQuery'),
      {},
      { cookie: host.cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain(host.email);
  });
});

describe('persisted operations over POST and WebSockets', () => {
  it('runs a mutation by id over POST (and signs in)', async () => {
    const response = await app.server.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: {
        variables: { input: { email: host.email, password: host.password } },
        extensions: persistedQueryExtension(idOf('LoginMutation')),
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { login: { __typename: 'LoginSuccess' } } });
    expect(response.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
  });

  it('still runs full query texts from anonymous callers (integrators, the explorer)', async () => {
    const answer = await app.graphql<{ eventGallery: { edges: unknown[] } }>(
      'query($slug: String!) { eventGallery(slug: $slug, first: 5) { edges { node { id } } } }',
      { slug },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data?.eventGallery.edges).toEqual([]);
  });

  it('follows a subscription by id, and says so when the id is unknown', async () => {
    const address = await app.start();
    const client = liveClient(address);
    try {
      // The first message, or the refusal: what the server made of the subscription.
      const ask = (id: string) =>
        new Promise<unknown>((resolve) => {
          client.subscribe(
            {
              query: '',
              variables: { slug: 'no-such-event', pin: null },
              extensions: { ...persistedQueryExtension(id) },
            },
            { next: resolve, error: resolve, complete: () => undefined },
          );
        });
      // The known id reaches the resolver (which finds no such event); the unknown one never parses.
      const known = await ask(idOf('useLiveGallerySubscription'));
      expect(JSON.stringify(known)).not.toContain(UNKNOWN_PERSISTED_OPERATION);
      expect(JSON.stringify(known)).toMatch(/not found/i);
      const unknown = await ask('f'.repeat(64));
      expect(unknown).toEqual([expect.objectContaining({ message: UNKNOWN_PERSISTED_OPERATION })]);
    } finally {
      await client.dispose();
    }
  });
});
