import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ALBUMS_PER_EVENT } from '../../../common/albums.ts';
import { authHeaders, createTestApp, signupUser, type TestApp } from '../../test/app.ts';
import { createEvent, type CreatedEvent } from '../../test/factories.ts';
import { truncatedJpeg } from '../../test/images.ts';
import { multipart } from '../../test/multipart.ts';
import { photosProcessed } from '../../test/photos.ts';

// Issue 34: uploads', albums' and tables' words in the caller's language (Accept-Language). The status,
// REST `code` and the field a refusal names stay what they are in English: clients act on those (the
// guest's dialog asks to choose an album again by `field: 'albumId'`, whatever the words say).

let app: TestApp;
let host: { cookie: string };

beforeAll(async () => {
  app = await createTestApp();
  host = { cookie: (await signupUser(app)).cookie };
});
afterAll(() => app.close());

type Refusal = { message: string; code: string; field?: string };

const language = (locale: string | null) => (locale ? { 'accept-language': locale } : {});

let shade = 0;
async function png(): Promise<Buffer> {
  shade += 1;
  return sharp({ create: { width: 8, height: 8, channels: 3, background: { r: shade % 255, g: 40, b: 90 } } })
    .png()
    .toBuffer();
}

async function uploadDirect(slug: string, locale: string | null, albumId?: number) {
  const { payload, headers } = multipart([
    ...(albumId === undefined ? [] : [{ name: 'albumId', value: String(albumId) }]),
    { name: 'files', filename: 'toast.png', contentType: 'image/png', data: await png() },
  ]);
  return app.server.inject({
    method: 'POST',
    url: `/api/events/${slug}/uploads/direct`,
    headers: { ...headers, ...language(locale) },
    payload,
  });
}

function createResumable(slug: string, locale: string | null, albumId?: number) {
  const metadata = { filename: 'toast.png', filetype: 'image/png', ...(albumId ? { albumId: String(albumId) } : {}) };
  return app.server.inject({
    method: 'POST',
    url: `/api/events/${slug}/tus`,
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': '100',
      'upload-metadata': Object.entries(metadata)
        .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
        .join(','),
      ...language(locale),
    },
  });
}

function createAlbum(event: CreatedEvent, name: string, locale: string | null = null) {
  return app.server.inject({
    method: 'POST',
    url: `/api/auth/events/${event.id}/albums`,
    headers: { ...authHeaders(host), ...language(locale) },
    payload: { name },
  });
}

async function albumId(event: CreatedEvent, name: string): Promise<number> {
  const created = await createAlbum(event, name);
  expect(created.statusCode, created.body).toBe(201);
  return created.json<{ album: { id: number } }>().album.id;
}

function refusal(response: { statusCode: number; body: string }): [number, Refusal] {
  return [response.statusCode, JSON.parse(response.body) as Refusal];
}

describe('a guest uploading into an album', () => {
  it('whose album was deleted meanwhile reads why in their language, with the same code and field', async () => {
    const event = await createEvent(app, host, { autoApprove: true });
    const gone = await albumId(event, 'Reception');
    const deleted = await app.server.inject({
      method: 'DELETE',
      url: `/api/auth/events/${event.id}/albums/${gone}`,
      headers: authHeaders(host),
    });
    expect(deleted.statusCode).toBe(200);

    const expected: Record<string, string> = {
      en: 'This album is not one of this event’s albums. Please choose another.',
      de: 'Dieses Album gehört nicht zu diesem Event. Bitte wähle ein anderes.',
      tr: 'Bu albüm bu etkinliğin albümlerinden biri değil. Lütfen başka bir albüm seçin.',
      es: 'Este álbum no es uno de los álbumes de este evento. Elige otro.',
    };
    for (const [locale, message] of Object.entries(expected)) {
      const answer = { message, code: 'ValidationError', field: 'albumId' };
      expect(refusal(await uploadDirect(event.slug, locale, gone)), locale).toEqual([400, answer]);
      expect(refusal(await createResumable(event.slug, locale, gone)), locale).toEqual([400, answer]);
    }
    expect(await app.database.prisma.upload.count({ where: { eventId: event.id } })).toBe(0);
  });

  it('where the hosts require one and none was chosen reads that in their language, naming the same field', async () => {
    const event = await createEvent(app, host, { autoApprove: true, requireAlbum: true });
    await albumId(event, 'Ceremony');
    const expected: Record<string, string> = {
      en: 'Please choose an album.',
      de: 'Bitte wähle ein Album.',
      tr: 'Lütfen bir albüm seçin.',
      es: 'Elige un álbum.',
    };
    for (const [locale, message] of Object.entries(expected)) {
      const answer = { message, code: 'ValidationError', field: 'albumId' };
      expect(refusal(await uploadDirect(event.slug, locale)), locale).toEqual([400, answer]);
      expect(refusal(await createResumable(event.slug, locale)), locale).toEqual([400, answer]);
    }
  });

  it('gets the refusal in GraphQL in their language too, its field as in English', async () => {
    const event = await createEvent(app, host, { autoApprove: true, requireAlbum: true });
    await albumId(event, 'Ceremony');
    const query = `mutation ($slug: String!, $files: [Upload!]!) {
      uploadPhotos(slug: $slug, files: $files) {
        __typename ... on Error { message } ... on ValidationError { fieldErrors { field message } }
      }
    }`;
    const { payload, headers } = multipart([
      { name: 'operations', value: JSON.stringify({ query, variables: { slug: event.slug, files: [null] } }) },
      { name: 'map', value: JSON.stringify({ 0: ['variables.files.0'] }) },
      { name: '0', filename: 'graphql.png', contentType: 'image/png', data: await png() },
    ]);
    const answer = await app.server.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...headers, 'accept-language': 'tr' },
      payload,
    });
    expect(answer.json().data.uploadPhotos).toEqual({
      __typename: 'ValidationError',
      message: 'Lütfen bir albüm seçin.',
      fieldErrors: [{ field: 'albumId', message: 'Lütfen bir albüm seçin.' }],
    });
  });
});

describe("a host's albums and tables", () => {
  it('hears the album name rules in their language, with the same status and code', async () => {
    const event = await createEvent(app, host);
    const cases: [string, string, string][] = [
      ['   ', 'de', 'Bitte gib dem Album einen Namen.'],
      ['   ', 'tr', 'Lütfen albüme bir ad verin.'],
      ['x'.repeat(61), 'es', 'El nombre de un álbum puede tener como máximo 60 caracteres.'],
      ['x'.repeat(61), 'de', 'Ein Albumname darf höchstens 60 Zeichen haben.'],
      ['   ', 'en', 'Please give the album a name.'],
    ];
    for (const [name, locale, message] of cases) {
      expect(refusal(await createAlbum(event, name, locale)), locale).toEqual([
        400,
        { message, code: 'ValidationError' },
      ]);
    }
    await albumId(event, 'Ceremony');
    expect(refusal(await createAlbum(event, 'CEREMONY', 'es'))).toEqual([
      409,
      { message: 'Ya hay un álbum llamado «CEREMONY».', code: 'ConflictError' },
    ]);
  });

  it('is told in their language that an event has as many albums as it may', async () => {
    const event = await createEvent(app, host);
    for (let i = 0; i < MAX_ALBUMS_PER_EVENT; i += 1) await albumId(event, `Album ${i}`);
    expect(refusal(await createAlbum(event, 'One more', 'tr'))).toEqual([
      400,
      { message: 'Bir etkinliğin en fazla 50 albümü olabilir.', code: 'ValidationError' },
    ]);
    expect(refusal(await createAlbum(event, 'One more', 'en'))).toEqual([
      400,
      { message: 'An event can have at most 50 albums.', code: 'ValidationError' },
    ]);
  });

  it('hears that a table needs a name in their language, with the same status and code', async () => {
    const event = await createEvent(app, host);
    const addTables = (names: unknown, locale: string) =>
      app.server.inject({
        method: 'POST',
        url: `/api/auth/events/${event.id}/tables`,
        headers: { ...authHeaders(host), 'accept-language': locale },
        payload: { names },
      });
    expect(refusal(await addTables(['  '], 'de'))).toEqual([
      400,
      { message: 'Bitte gib dem Tisch einen Namen.', code: 'ValidationError' },
    ]);
    expect(refusal(await addTables([], 'es'))).toEqual([
      400,
      { message: 'Escribe al menos un nombre de mesa.', code: 'ValidationError' },
    ]);
    expect(refusal(await addTables(['  '], 'en'))).toEqual([
      400,
      { message: 'Please give the table a name.', code: 'ValidationError' },
    ]);
    const query = `mutation ($eventId: ID!, $names: [String!]!) {
      createEventTables(eventId: $eventId, names: $names) {
        __typename ... on Error { message } ... on ValidationError { fieldErrors { field message } }
      }
    }`;
    const graphql = await app.server.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...authHeaders(host), 'accept-language': 'tr' },
      payload: { query, variables: { eventId: event.globalId, names: [' '] } },
    });
    expect(graphql.json().data.createEventTables).toEqual({
      __typename: 'ValidationError',
      message: 'Lütfen masaya bir ad verin.',
      fieldErrors: [{ field: 'names', message: 'Lütfen masaya bir ad verin.' }],
    });
  });
});

describe('a photo that could not be processed', () => {
  it("shows its hosts why in each host's language (English without one), kept once as words", async () => {
    const event = await createEvent(app, host);
    const { payload, headers } = multipart([
      { name: 'files', filename: 'broken.jpg', contentType: 'image/jpeg', data: await truncatedJpeg() },
    ]);
    const sent = await app.server.inject({
      method: 'POST',
      url: `/api/events/${event.slug}/uploads/direct`,
      headers,
      payload,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await photosProcessed(app);

    const reasonFor = async (locale: string | null) => {
      const listed = await app.server.inject({
        url: `/api/events/${event.slug}/gallery?status=ALL`,
        headers: { ...authHeaders(host), ...language(locale) },
      });
      expect(listed.statusCode).toBe(200);
      return listed.json<{ uploads: { processingState: string; processingError: string | null }[] }>().uploads;
    };
    expect(await reasonFor('de')).toMatchObject([
      { processingState: 'FAILED', processingError: 'broken.jpg konnte nicht als Bild gelesen werden.' },
    ]);
    expect(await reasonFor('tr')).toMatchObject([{ processingError: 'broken.jpg görüntü olarak okunamadı.' }]);
    expect(await reasonFor(null)).toMatchObject([{ processingError: 'broken.jpg could not be read as an image.' }]);

    // The hosts' list (REST) and their page's GraphQL read it in their language too.
    const hostsList = await app.server.inject({
      url: `/api/auth/events/${event.id}/uploads`,
      headers: { ...authHeaders(host), ...language('es') },
    });
    expect(hostsList.json<{ uploads: { processingError: string | null }[] }>().uploads).toMatchObject([
      { processingError: 'No se pudo leer broken.jpg como imagen.' },
    ]);
    const graphql = await app.server.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...authHeaders(host), ...language('de') },
      payload: JSON.stringify({
        query: `query ($databaseId: Int!) { hostedEvent(databaseId: $databaseId) { photos(first: 5) { edges { node { processingError } } } } }`,
        variables: { databaseId: event.id },
      }),
    });
    expect(graphql.json()).toMatchObject({
      data: {
        hostedEvent: {
          photos: { edges: [{ node: { processingError: 'broken.jpg konnte nicht als Bild gelesen werden.' } }] },
        },
      },
    });
    // One row keeps the words, not a sentence in one language.
    const row = await app.database.prisma.upload.findFirstOrThrow({ where: { eventId: event.id } });
    expect(JSON.parse(row.processingError!)).toEqual({ id: 'uploads.unreadableImage', values: { file: 'broken.jpg' } });
  });
});
