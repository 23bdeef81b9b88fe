import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, signupUser, type TestApp } from '../../test/app.ts';
import { appWithHost, createEvent, uniqueSlug } from '../../test/factories.ts';
import { webRootWithGuestPage } from '../../test/web-root.ts';
import { MANIFEST_FILE, type BuildManifest } from './page-preloads.ts';

// Who reads which language (issue 34): the guest page and the app shell are written in the reader's
// language (their own choice, then their browser's, then the event's), link preview included, with that
// language's messages preloaded; hosts set an event's language and their account's.

let app: TestApp;
let webRoot: string;
let host: { cookie: string };

const GUEST_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Wedding Photos</title>
  </head>
  <body><div id="root"></div><script type="module" src="/assets/guest-1.js"></script></body>
</html>`;

// Vite keys a virtual module by its resolved id without the \0, relative to the web root.
const MANIFEST: BuildManifest = {
  'guest.html': { file: 'assets/guest-1.js' },
  '../catalog:guest:en': { file: 'assets/_catalog_guest_en-1.js' },
  '../catalog:guest:tr': { file: 'assets/_catalog_guest_tr-2.js' },
  '../catalog:guest:de': { file: 'assets/_catalog_guest_de-3.js' },
  '../catalog:guest:es': { file: 'assets/_catalog_guest_es-4.js' },
  '../catalog:app:de': { file: 'assets/_catalog_app_de-5.js' },
};

beforeAll(async () => {
  webRoot = await webRootWithGuestPage('web-language-', GUEST_HTML);
  await mkdir(dirname(join(webRoot, MANIFEST_FILE)), { recursive: true });
  await writeFile(join(webRoot, MANIFEST_FILE), JSON.stringify(MANIFEST));
  await writeFile(
    join(webRoot, 'index.html'),
    '<!doctype html>\n<html lang="en">\n  <head>\n    <title>App</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>',
  );
  ({ app, host } = await appWithHost({ webRoot, env: { PUBLIC_URL: 'https://photos.example.com' } }));
});
afterAll(async () => {
  await app.close();
  await rm(webRoot, { recursive: true, force: true });
});

function meta(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
}

const page = (url: string, headers: Record<string, string> = {}) => app.server.inject({ url, headers });

describe('the guest page in the reader’s language', () => {
  let open: { slug: string; id: number };
  let german: { slug: string; id: number };

  beforeAll(async () => {
    open = await createEvent(app, host, {
      dateTime: '2027-06-12T13:30:00.000Z',
      timeZone: 'Europe/Istanbul',
      venueName: 'Çırağan Palace',
    });
    german = await createEvent(app, host, { language: 'de', isPinRequired: true, pinCode: '4321' });
  });

  it('follows Accept-Language: Turkish page, preview and messages', async () => {
    const response = await page(`/e/${open.slug}`, { 'accept-language': 'tr-TR,tr;q=0.9,en;q=0.8' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<html lang="tr" data-locale="tr">');
    expect(meta(html, 'og:description')).toBe(
      '12 Haziran 2027 Cumartesi 16:30 GMT+3 · Çırağan Palace · Katılım durumunuzu bildirin ve fotoğraflarınızı paylaşın.',
    );
    // The language's messages come with the HTML: no round trip before the first render.
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/_catalog_guest_tr-2.js" />');
    expect(html).not.toContain('_catalog_guest_en-1.js');
    expect(response.headers.vary).toContain('Accept-Language');
  });

  it('answers a browser asking for a language we do not speak in the event’s language', async () => {
    const html = (await page(`/e/${german.slug}`, { 'accept-language': 'fr-FR,fr;q=0.9' })).body;
    expect(html).toContain('<html lang="de" data-locale="de">');
    // A PIN-protected event's preview stays generic, in German.
    expect(meta(html, 'og:title')).toBe('Du bist eingeladen');
    expect(meta(html, 'og:description')).toBe(
      'Öffne den Link, um die Feier zu sehen, deine Rückmeldung zu geben und deine Fotos zu teilen.',
    );
    expect(html).toContain('href="/assets/_catalog_guest_de-3.js"');
    // Without any Accept-Language, the event's language too.
    expect((await page(`/e/${german.slug}`)).body).toContain('<html lang="de" data-locale="de">');
  });

  it('lets the reader’s own choice (the lang cookie, a ?lang= link) beat their browser', async () => {
    const cookie = await page(`/e/${german.slug}`, { 'accept-language': 'tr', cookie: 'lang=es' });
    expect(cookie.body).toContain('<html lang="es" data-locale="es">');
    expect(meta(cookie.body, 'og:title')).toBe('Tienes una invitación');

    const link = await page(`/e/${open.slug}?lang=es`, { 'accept-language': 'de' });
    expect(link.body).toContain('<html lang="es" data-locale="es">');
    expect(meta(link.body, 'og:description')).toBe(
      'sábado, 12 de junio de 2027, 16:30 GMT+3 · Çırağan Palace · Confirma tu asistencia y comparte tus fotos.',
    );
    expect(link.body).toContain('href="/assets/_catalog_guest_es-4.js"');
  });

  it('keeps English exactly as before', async () => {
    const html = (await page(`/e/${open.slug}`, { 'accept-language': 'en-US,en;q=0.9' })).body;
    expect(html).toContain('<html lang="en" data-locale="en">');
    expect(meta(html, 'og:description')).toBe(
      'Saturday, 12 June 2027 at 16:30 GMT+3 · Çırağan Palace · RSVP and share your photos.',
    );
    const unknown = (await page('/e/no-such-event-here', { 'accept-language': 'en' })).body;
    expect(meta(unknown, 'og:title')).toBe('You are invited');
    expect(meta(unknown, 'og:description')).toBe('Open the link to see the celebration, RSVP and share your photos.');
  });
});

describe('the app shell in the reader’s language', () => {
  it('follows Accept-Language, with that language’s messages preloaded', async () => {
    const response = await page('/login', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(response.body).toContain('<html lang="de" data-locale="de">');
    expect(response.body).toContain('href="/assets/_catalog_app_de-5.js"');
    expect(response.body).toContain('href="/assets/_catalog_guest_de-3.js"');
  });

  it('lets the lang cookie beat Accept-Language, and falls back to English', async () => {
    expect((await page('/', { 'accept-language': 'de', cookie: 'lang=tr' })).body).toContain(
      '<html lang="tr" data-locale="tr">',
    );
    expect((await page('/', { 'accept-language': 'fr' })).body).toContain('<html lang="en" data-locale="en">');
  });
});

const EVENT_LANGUAGE = /* GraphQL */ `
  mutation ($input: CreateEventInput!) {
    createEvent(input: $input) {
      __typename
      ... on CreateEventSuccess {
        event {
          id
          language
        }
      }
    }
  }
`;

const UPDATE_LANGUAGE = /* GraphQL */ `
  mutation ($id: ID!, $input: UpdateEventInput!) {
    updateEvent(id: $id, input: $input) {
      __typename
      ... on UpdateEventSuccess {
        event {
          language
        }
      }
    }
  }
`;

const PROFILE = /* GraphQL */ `
  mutation ($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      __typename
      ... on UpdateProfileSuccess {
        viewer {
          displayName
          language
        }
      }
    }
  }
`;

const VIEWER = /* GraphQL */ `
  query {
    viewer {
      language
    }
  }
`;

describe('languages over GraphQL', () => {
  it('hosts set and read Event.language; guests read PublicEvent.language', async () => {
    const created = await app.graphql<{ createEvent: { event: { id: string; language: string } } }>(
      EVENT_LANGUAGE,
      { input: { slug: uniqueSlug(), title: 'Düğün', dateTime: '2030-05-01T12:00:00Z', language: 'TR' } },
      host,
    );
    expect(created.body.data?.createEvent.event.language).toBe('TR');
    const { id } = created.body.data!.createEvent.event;

    const updated = await app.graphql(UPDATE_LANGUAGE, { id, input: { language: 'ES' } }, host);
    expect(updated.body.data).toEqual({ updateEvent: { __typename: 'UpdateEventSuccess', event: { language: 'ES' } } });
    // Null keeps it: an event always has a language.
    const kept = await app.graphql(UPDATE_LANGUAGE, { id, input: { language: null } }, host);
    expect(kept.body.data).toEqual({ updateEvent: { __typename: 'UpdateEventSuccess', event: { language: 'ES' } } });

    const slug = (await app.database.prisma.event.findFirstOrThrow({ where: { title: 'Düğün' } })).slug;
    const guest = await app.graphql(
      `query ($slug: String!) { publicEvent(slug: $slug) { ... on PublicEventSuccess { event { language } } } }`,
      { slug },
    );
    expect(guest.body.data).toEqual({ publicEvent: { event: { language: 'ES' } } });
    const rest = await app.server.inject({ url: `/api/events/${slug}` });
    expect(rest.json().event.language).toBe('es');
  });

  it('sets User.language (null: follow the browser); new events start in it', async () => {
    const user = await signupUser(app);
    expect((await app.graphql(VIEWER, {}, user)).body.data).toEqual({ viewer: { language: null } });

    const set = await app.graphql(PROFILE, { input: { language: 'DE' } }, user);
    expect(set.body.data).toMatchObject({ updateProfile: { __typename: 'UpdateProfileSuccess' } });
    expect(set.body.data).toMatchObject({ updateProfile: { viewer: { language: 'DE' } } });
    expect((await app.graphql(VIEWER, {}, user)).body.data).toEqual({ viewer: { language: 'DE' } });

    // The account's language is new events' language unless the host says otherwise.
    const created = await app.graphql<{ createEvent: { event: { language: string } } }>(
      EVENT_LANGUAGE,
      { input: { slug: uniqueSlug(), title: 'Hochzeit', dateTime: '2030-05-01T12:00:00Z' } },
      user,
    );
    expect(created.body.data?.createEvent.event.language).toBe('DE');

    const cleared = await app.graphql(PROFILE, { input: { language: null } }, user);
    expect(cleared.body.data).toMatchObject({ updateProfile: { viewer: { language: null } } });
    const me = await app.server.inject({ url: '/api/auth/me', headers: authHeaders(user) });
    expect(me.json().user.language).toBeNull();
  });

  it('refuses a language the product does not speak, saying which it does', async () => {
    const { id } = await createEvent(app, host);
    const globalId = Buffer.from(`Event:${id}`).toString('base64');
    const graphql = await app.graphql(UPDATE_LANGUAGE, { id: globalId, input: { language: 'FR' } }, host);
    expect(graphql.body.errors?.[0]?.message).toContain('Language');
    expect(graphql.status).toBeGreaterThanOrEqual(400);
    expect(graphql.status).toBeLessThan(500);

    const rest = await app.server.inject({
      method: 'PATCH',
      url: `/api/auth/events/${id}`,
      headers: authHeaders(host),
      payload: { language: 'fr' },
    });
    expect(rest.statusCode).toBe(400);
    expect(rest.json().message).toBe('Language must be one of en, tr, de, es');

    const profile = await app.server.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      headers: authHeaders(host),
      payload: { language: 'klingon' },
    });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().message).toBe('Language must be one of en, tr, de, es');
  });
});
