import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signupUser, type TestApp } from '../../test/app.ts';
import { createEvent } from '../../test/factories.ts';
import { NOT_AN_IMAGE } from '../../test/images.ts';
import { multipart } from '../../test/multipart.ts';

// Issue 34: what the API writes for people comes in the caller's language (Accept-Language, then the
// `lang` cookie); the codes a client tells refusals apart by (REST `code`, GraphQL `__typename` and
// `extensions.code`) and the statuses never change with it. No Accept-Language: English, as ever.

let app: TestApp;
let host: { cookie: string };

beforeAll(async () => {
  app = await createTestApp();
  host = { cookie: (await signupUser(app)).cookie };
});
afterAll(() => app.close());

type Answer = { message: string; code: string };

function directUpload(slug: string, headers: Record<string, string> = {}) {
  const form = multipart([{ name: 'files', filename: 'notes.jpg', contentType: 'image/jpeg', data: NOT_AN_IMAGE }]);
  return app.server.inject({
    method: 'POST',
    url: `/api/events/${slug}/uploads/direct`,
    headers: { ...form.headers, ...headers },
    remoteAddress: '203.0.113.71',
    payload: form.payload,
  });
}

function metadataHeader(pairs: Record<string, string>): string {
  return Object.entries(pairs)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

function resumableCreate(slug: string, length: number, headers: Record<string, string> = {}) {
  return app.server.inject({
    method: 'POST',
    url: `/api/events/${slug}/tus`,
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': String(length),
      'upload-metadata': metadataHeader({ filename: 'IMG_2001.jpg', filetype: 'image/jpeg' }),
      ...headers,
    },
    remoteAddress: '203.0.113.72',
  });
}

const UPLOAD = `mutation($slug: String!, $files: [Upload!]!) {
  uploadPhotos(slug: $slug, files: $files) { __typename ... on Error { message } ... on ValidationError { fieldErrors { field message } } }
}`;

function graphqlUpload(slug: string, files: { filename: string; data: Buffer }[], headers: Record<string, string>) {
  const operations = JSON.stringify({ query: UPLOAD, variables: { slug, files: files.map(() => null) } });
  const map = JSON.stringify(Object.fromEntries(files.map((_, i) => [String(i), [`variables.files.${i}`]])));
  const form = multipart([
    { name: 'operations', value: operations },
    { name: 'map', value: map },
    ...files.map((file, i) => ({
      name: String(i),
      filename: file.filename,
      contentType: 'image/jpeg',
      data: file.data,
    })),
  ]);
  return app.server.inject({
    method: 'POST',
    url: '/graphql',
    headers: { ...form.headers, ...headers },
    remoteAddress: '203.0.113.73',
    payload: form.payload,
  });
}

function graphql(query: string, variables: Record<string, unknown>, headers: Record<string, string>) {
  return app.server.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ query, variables }),
  });
}

describe('a refused upload', () => {
  it('over REST multipart: German words for a German reader, the same status and code as in English', async () => {
    const event = await createEvent(app, host);
    const english = await directUpload(event.slug);
    const german = await directUpload(event.slug, { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' });
    expect(english.statusCode).toBe(415);
    expect(german.statusCode).toBe(415);
    expect(english.json()).toEqual({
      message:
        'notes.jpg is an invalid file type. Only JPEG, PNG, HEIC and WebP photos and MP4, MOV and WebM videos are accepted.',
      code: 'UnsupportedMediaTypeError',
    });
    expect(german.json()).toEqual({
      message:
        'notes.jpg hat ein ungültiges Dateiformat. Es werden nur Fotos im Format JPEG, PNG, HEIC oder WebP und Videos im Format MP4, MOV oder WebM angenommen.',
      code: 'UnsupportedMediaTypeError',
    });
  });

  it('over the resumable upload: too large at creation, and a wrong type in the bytes (@tus/server answers)', async () => {
    const event = await createEvent(app, host);
    const tooLarge = await resumableCreate(event.slug, 30 * 1024 * 1024, { 'accept-language': 'de' });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json<Answer>()).toEqual({
      message: 'IMG_2001.jpg ist zu groß. Eine Datei darf höchstens 25 MB groß sein.',
      code: 'PayloadTooLargeError',
    });

    const created = await resumableCreate(event.slug, NOT_AN_IMAGE.length, { 'accept-language': 'es' });
    expect(created.statusCode).toBe(201);
    const cookie = created.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
    const patch = (language: string) =>
      app.server.inject({
        method: 'PATCH',
        url: created.headers.location as string,
        headers: {
          'tus-resumable': '1.0.0',
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
          'accept-language': language,
          cookie,
        },
        remoteAddress: '203.0.113.72',
        payload: NOT_AN_IMAGE,
      });
    const refused = await patch('es');
    expect(refused.statusCode).toBe(415);
    expect(JSON.parse(refused.body)).toEqual({
      message:
        'IMG_2001.jpg tiene un tipo de archivo no válido. Solo se aceptan fotos JPEG, PNG, HEIC y WebP y videos MP4, MOV y WebM.',
      code: 'UnsupportedMediaTypeError',
    });
  });

  it('over GraphQL: the union member keeps its __typename, its message is in Spanish', async () => {
    const event = await createEvent(app, host);
    const files = [{ filename: 'notes.jpg', data: NOT_AN_IMAGE }];
    const english = await graphqlUpload(event.slug, files, {});
    const spanish = await graphqlUpload(event.slug, files, { 'accept-language': 'es-MX' });
    expect(english.json().data.uploadPhotos.__typename).toBe('UnsupportedMediaTypeError');
    expect(spanish.json().data.uploadPhotos).toEqual({
      __typename: 'UnsupportedMediaTypeError',
      message:
        'notes.jpg tiene un tipo de archivo no válido. Solo se aceptan fotos JPEG, PNG, HEIC y WebP y videos MP4, MOV y WebM.',
    });
  });
});

describe('a validation union member', () => {
  it('answers in Spanish with the same __typename', async () => {
    const event = await createEvent(app, host);
    const english = await graphqlUpload(event.slug, [], {});
    const spanish = await graphqlUpload(event.slug, [], { 'accept-language': 'es' });
    expect(english.json().data.uploadPhotos).toEqual({
      __typename: 'ValidationError',
      message: 'Please choose at least one photo to upload.',
      fieldErrors: [],
    });
    expect(spanish.json().data.uploadPhotos).toEqual({
      __typename: 'ValidationError',
      message: 'Elige al menos una foto para subir.',
      fieldErrors: [],
    });
  });
});

describe('a wrong PIN', () => {
  it('is refused in Turkish for a Turkish reader, with the code of every language', async () => {
    const event = await createEvent(app, host, { isPinRequired: true, pinCode: '4812' });
    const ask = (headers: Record<string, string>) =>
      app.server.inject({ url: `/api/events/${event.slug}?pin=0000`, headers, remoteAddress: '203.0.113.74' });
    const turkish = await ask({ 'accept-language': 'tr-TR' });
    expect(turkish.statusCode).toBe(403);
    expect(turkish.json()).toEqual({ message: 'PIN yanlış. Lütfen tekrar deneyin.', code: 'PinRequiredError' });
    // The switcher's cookie speaks for a reader whose browser sends no language.
    const byCookie = await ask({ cookie: 'lang=tr' });
    expect(byCookie.json<Answer>().message).toBe('PIN yanlış. Lütfen tekrar deneyin.');
    const english = await ask({});
    expect(english.statusCode).toBe(403);
    expect(english.json()).toEqual({ message: 'Incorrect PIN. Please try again.', code: 'PinRequiredError' });
  });
});

describe('the languages', () => {
  it('fall back to English for a language we do not speak, and take the first one we do', async () => {
    const ask = (language: string) =>
      app.server.inject({ url: '/api/events/no-such-event-here', headers: { 'accept-language': language } });
    expect((await ask('fr-FR')).json()).toEqual({ message: 'Event not found', code: 'NotFoundError' });
    expect((await ask('fr-FR, de;q=0.5')).json()).toEqual({ message: 'Event nicht gefunden', code: 'NotFoundError' });
  });

  it('include the pseudo-locale, accented and longer', async () => {
    const response = await app.server.inject({
      url: '/api/events/no-such-event-here',
      headers: { 'accept-language': 'en-XA' },
    });
    expect(response.statusCode).toBe(404);
    const { message, code } = response.json<Answer>();
    expect(code).toBe('NotFoundError');
    expect(message).not.toBe('Event not found');
    expect(message).toMatch(/^Éṽéñţ/);
    expect(message.length).toBeGreaterThan('Event not found'.length);
  });

  it("reach Fastify's own refusals too", async () => {
    const response = await app.server.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'de' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Der Inhalt der Anfrage ist kein gültiges JSON.',
      code: 'ValidationError',
    });
  });

  it('reach thrown GraphQL errors, their codes unchanged', async () => {
    const signIn = await graphql('{ myApiTokens(first: 1) { edges { cursor } } }', {}, { 'accept-language': 'de' });
    const error = signIn.json().errors[0];
    expect(error.message).toBe('Bitte melde dich an, um fortzufahren.');
    expect(error.extensions.code).toBe('UNAUTHENTICATED');

    // A connection's refusal (graphql/live.ts): the failure's type as its code, the words in Turkish.
    const event = await createEvent(app, host, { isPinRequired: true, pinCode: '4812' });
    const gallery = await graphql(
      'query($slug: String!) { eventGallery(slug: $slug, pin: "0000", first: 5) { edges { cursor } } }',
      { slug: event.slug },
      { 'accept-language': 'tr' },
    );
    const refused = gallery.json().errors[0];
    expect(refused.message).toBe('PIN yanlış. Lütfen tekrar deneyin.');
    expect(refused.extensions).toEqual({ code: 'PinRequiredError', status: 403 });
  });
});
