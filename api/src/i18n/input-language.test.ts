import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  createTestApp,
  RELAXED_RATE_LIMITS,
  signupUser,
  uniqueEmail,
  type TestApp,
} from '../../test/app.ts';
import { DEFAULT_EVENT_RATE_LIMITS } from '../modules/events/events.service.ts';
import { createEvent, uniqueSlug } from '../../test/factories.ts';

// Issue 34: what a person typed wrong is told in their language (Accept-Language), over REST and
// GraphQL alike, field errors too; the codes, __typename and field names stay the same in every language,
// and English reads as it always did.

let app: TestApp;
let host: { cookie: string };

beforeAll(async () => {
  app = await createTestApp();
  host = { cookie: (await signupUser(app)).cookie };
});
afterAll(() => app.close());

type Refusal = { message: string; code: string };
type Problem = { __typename: string; message: string; fieldErrors?: { field: string; message: string }[] };

const language = (tag: string | null): Record<string, string> => (tag ? { 'accept-language': tag } : {});

let address = 0;
function rest(method: 'POST' | 'PATCH', url: string, payload: unknown, headers: Record<string, string> = {}) {
  // Each call its own client address, so the per-address limits of sign-in and contact never mix in.
  address += 1;
  return app.server.inject({
    method,
    url,
    headers,
    payload: payload as Record<string, unknown>,
    remoteAddress: `198.51.100.${address % 250}`,
  });
}

async function graphql(
  field: string,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string>,
): Promise<Problem> {
  address += 1;
  const response = await app.server.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ query, variables }),
    remoteAddress: `198.51.100.${address % 250}`,
  });
  const body = response.json<{ data?: Record<string, Problem>; errors?: unknown[] }>();
  expect(body.errors).toBeUndefined();
  return body.data![field]!;
}

const PROBLEM = `__typename ... on Error { message } ... on ValidationError { fieldErrors { field message } }`;

describe('a refused RSVP', () => {
  const SUBMIT = `mutation($input: SubmitRsvpInput!) { submitRsvp(input: $input) { ${PROBLEM} } }`;

  it('without a name: German over REST and GraphQL, the field named the same', async () => {
    const event = await createEvent(app, host);
    const answer = { fullName: ' ', status: 'YES' };
    const send = (tag: string | null) => rest('POST', `/api/events/${event.slug}/rsvp`, answer, language(tag));

    const english = await send(null);
    const german = await send('de-DE,de;q=0.9');
    expect(english.statusCode).toBe(400);
    expect(german.statusCode).toBe(400);
    expect(english.json<Refusal>()).toEqual({ message: 'Full name is required', code: 'ValidationError' });
    expect(german.json<Refusal>()).toEqual({
      message: 'Vollständiger Name ist ein Pflichtfeld',
      code: 'ValidationError',
    });

    const input = { slug: event.slug, ...answer };
    expect(await graphql('submitRsvp', SUBMIT, { input }, language('de'))).toEqual({
      __typename: 'ValidationError',
      message: 'Vollständiger Name ist ein Pflichtfeld',
      fieldErrors: [{ field: 'fullName', message: 'Vollständiger Name ist ein Pflichtfeld' }],
    });
    expect(await graphql('submitRsvp', SUBMIT, { input }, {})).toEqual({
      __typename: 'ValidationError',
      message: 'Full name is required',
      fieldErrors: [{ field: 'fullName', message: 'Full name is required' }],
    });
  });

  it('for 11 guests: Turkish, the same status and code', async () => {
    const event = await createEvent(app, host);
    const answer = { fullName: 'Ayşe Yılmaz', status: 'YES', guestsCount: 11 };
    const turkish = await rest('POST', `/api/events/${event.slug}/rsvp`, answer, language('tr'));
    expect(turkish.statusCode).toBe(400);
    expect(turkish.json<Refusal>()).toEqual({
      message: 'Misafir sayısı 1 ile 10 arasında olmalıdır',
      code: 'ValidationError',
    });
    const english = await rest('POST', `/api/events/${event.slug}/rsvp`, answer);
    expect(english.json<Refusal>().message).toBe('Number of guests must be between 1 and 10');

    const input = { slug: event.slug, ...answer };
    expect(await graphql('submitRsvp', SUBMIT, { input }, language('tr'))).toEqual({
      __typename: 'ValidationError',
      message: 'Misafir sayısı 1 ile 10 arasında olmalıdır',
      fieldErrors: [{ field: 'guestsCount', message: 'Misafir sayısı 1 ile 10 arasında olmalıdır' }],
    });
  });

  it('thanks the guest in their language once it is sent', async () => {
    const event = await createEvent(app, host);
    const sent = await rest(
      'POST',
      `/api/events/${event.slug}/rsvp`,
      { fullName: 'Ana', status: 'YES' },
      language('es'),
    );
    expect(sent.statusCode).toBe(201);
    expect(sent.json<{ message: string }>().message).toBe('¡Respuesta enviada!');
  });
});

describe('a refused event save', () => {
  const CREATE = `mutation($input: CreateEventInput!) { createEvent(input: $input) { ${PROBLEM} } }`;
  const create = (fields: Record<string, unknown>, tag: string | null) =>
    rest(
      'POST',
      '/api/auth/events',
      { title: 'Ayla & Can', dateTime: '2030-06-01T18:00:00Z', slug: uniqueSlug(), ...fields },
      { ...authHeaders(host), ...language(tag) },
    );

  it('with a bad link: Spanish over REST, German over GraphQL, with the field', async () => {
    const english = await create({ slug: 'ab' }, null);
    const spanish = await create({ slug: 'ab' }, 'es');
    expect(english.statusCode).toBe(400);
    expect(english.json<Refusal>()).toEqual({
      message: 'Event link must be at least 3 characters',
      code: 'ValidationError',
    });
    expect(spanish.json<Refusal>()).toEqual({
      message: 'El enlace del evento debe tener al menos 3 caracteres',
      code: 'ValidationError',
    });

    const input = { title: 'Ayla & Can', dateTime: '2030-06-01T18:00:00Z', slug: 'ayla--can' };
    expect(await graphql('createEvent', CREATE, { input }, { ...authHeaders(host), ...language('de') })).toEqual({
      __typename: 'ValidationError',
      message: 'Der Event-Link darf nur Kleinbuchstaben, Ziffern und einzelne Bindestriche enthalten',
      fieldErrors: [
        {
          field: 'slug',
          message: 'Der Event-Link darf nur Kleinbuchstaben, Ziffern und einzelne Bindestriche enthalten',
        },
      ],
    });
  });

  it('with an unknown time zone: German, naming the zone as sent', async () => {
    const german = await create({ timeZone: 'Mars/Olympus_Mons' }, 'de');
    expect(german.statusCode).toBe(400);
    expect(german.json<Refusal>()).toEqual({
      message:
        'Unbekannte Zeitzone „Mars/Olympus_Mons“: Verwende einen IANA-Namen wie Europe/Istanbul, America/New_York oder UTC',
      code: 'ValidationError',
    });
    const english = await create({ timeZone: 'Mars/Olympus_Mons' }, null);
    expect(english.json<Refusal>().message).toBe(
      'Unknown time zone "Mars/Olympus_Mons": use an IANA name such as Europe/Istanbul, America/New_York or UTC',
    );
  });

  it('with a title too long: Turkish, on create and on update, REST and GraphQL', async () => {
    const title = 'x'.repeat(201);
    const turkish = await create({ title }, 'tr');
    expect(turkish.json<Refusal>()).toEqual({
      message: 'Başlık en fazla 200 karakter olabilir',
      code: 'ValidationError',
    });

    const event = await createEvent(app, host);
    const update = await rest(
      'PATCH',
      `/api/auth/events/${event.id}`,
      { title },
      {
        ...authHeaders(host),
        ...language('tr'),
      },
    );
    expect(update.statusCode).toBe(400);
    expect(update.json<Refusal>().message).toBe('Başlık en fazla 200 karakter olabilir');

    const input = { title, dateTime: '2030-06-01T18:00:00Z', slug: uniqueSlug() };
    expect(await graphql('createEvent', CREATE, { input }, { ...authHeaders(host), ...language('tr') })).toEqual({
      __typename: 'ValidationError',
      message: 'Başlık en fazla 200 karakter olabilir',
      fieldErrors: [{ field: 'title', message: 'Başlık en fazla 200 karakter olabilir' }],
    });
    expect((await graphql('createEvent', CREATE, { input }, authHeaders(host))).message).toBe(
      'Title must be at most 200 characters',
    );
  });

  it('in a language we do not speak: the refusal in Turkish, the languages listed as codes', async () => {
    const turkish = await create({ language: 'fr' }, 'tr');
    expect(turkish.json<Refusal>()).toEqual({
      message: 'Dil şunlardan biri olmalıdır: en, tr, de, es',
      code: 'ValidationError',
    });
    expect((await create({ language: 'fr' }, null)).json<Refusal>().message).toBe(
      'Language must be one of en, tr, de, es',
    );
  });

  it('says a saved event is saved, in the host language', async () => {
    const event = await createEvent(app, host);
    const saved = await rest(
      'PATCH',
      `/api/auth/events/${event.id}`,
      { venueName: 'Çırağan' },
      {
        ...authHeaders(host),
        ...language('tr'),
      },
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ message: string }>().message).toBe('Kaydedildi');
  });
});

describe('a wrong sign-in or registration', () => {
  const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { ${PROBLEM} } }`;
  const SIGNUP = `mutation($input: SignupInput!) { signup(input: $input) { ${PROBLEM} } }`;

  it('signing in without a password: Spanish over REST and GraphQL', async () => {
    const input = { email: uniqueEmail(), password: '' };
    const spanish = await rest('POST', '/api/auth/login', input, language('es'));
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json<Refusal>()).toEqual({
      message: 'Contraseña: este campo es obligatorio',
      code: 'ValidationError',
    });
    expect((await rest('POST', '/api/auth/login', input)).json<Refusal>().message).toBe('Password is required');
    expect(await graphql('login', LOGIN, { input }, language('es'))).toEqual({
      __typename: 'ValidationError',
      message: 'Contraseña: este campo es obligatorio',
      fieldErrors: [{ field: 'password', message: 'Contraseña: este campo es obligatorio' }],
    });
  });

  it('registering with a short password or a bad address: German', async () => {
    const short = { email: uniqueEmail(), displayName: 'Lena', password: 'kurz' };
    const german = await rest('POST', '/api/auth/signup', short, language('de'));
    expect(german.statusCode).toBe(400);
    expect(german.json<Refusal>()).toEqual({
      message: 'Das Passwort muss mindestens 8 Zeichen lang sein',
      code: 'ValidationError',
    });
    const english = await rest('POST', '/api/auth/signup', short);
    expect(english.json<Refusal>().message).toBe('Password must be at least 8 characters long');

    const input = { email: 'not-an-address', displayName: 'Lena', password: 'correct horse battery' };
    expect(await graphql('signup', SIGNUP, { input }, language('de'))).toEqual({
      __typename: 'ValidationError',
      message: 'Bitte gib eine gültige E-Mail-Adresse ein',
      fieldErrors: [{ field: 'email', message: 'Bitte gib eine gültige E-Mail-Adresse ein' }],
    });
    expect((await graphql('signup', SIGNUP, { input }, {})).message).toBe('Please enter a valid email address');
  });
});

describe('a contact message without a subject', () => {
  const SEND = `mutation($input: SendContactMessageInput!) { sendContactMessage(input: $input) { ${PROBLEM} } }`;
  const message = { name: 'Deniz', email: 'deniz@example.com', message: 'Yükleme çalışmıyor.' };

  it('is refused in Turkish over REST and GraphQL, the field named subject', async () => {
    const turkish = await rest('POST', '/api/contact', message, language('tr'));
    expect(turkish.statusCode).toBe(400);
    expect(turkish.json<Refusal>()).toEqual({ message: 'Konu alanı zorunludur', code: 'ValidationError' });
    expect((await rest('POST', '/api/contact', message)).json<Refusal>().message).toBe('Subject is required');
    expect(await graphql('sendContactMessage', SEND, { input: message }, language('tr'))).toEqual({
      __typename: 'ValidationError',
      message: 'Konu alanı zorunludur',
      fieldErrors: [{ field: 'subject', message: 'Konu alanı zorunludur' }],
    });
  });

  it('once complete, is answered in the sender language', async () => {
    const sent = await rest('POST', '/api/contact', { ...message, subject: 'Yükleme' }, language('tr'));
    expect(sent.statusCode).toBe(201);
    expect(sent.json<{ message: string }>().message).toBe('Mesaj gönderildi!');
  });
});

describe('a guestbook entry without a message', () => {
  const SIGN = `mutation($input: SignGuestbookInput!) { signGuestbook(input: $input) { ${PROBLEM} } }`;

  it('is refused in Spanish over REST and GraphQL, the field named message', async () => {
    const event = await createEvent(app, host);
    const entry = { name: 'Lucía', message: '  ' };
    const spanish = await rest('POST', `/api/events/${event.slug}/guestbook`, entry, language('es'));
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json<Refusal>()).toEqual({ message: 'Escribe un mensaje', code: 'ValidationError' });
    const english = await rest('POST', `/api/events/${event.slug}/guestbook`, entry);
    expect(english.json<Refusal>().message).toBe('Please write a message');

    expect(await graphql('signGuestbook', SIGN, { input: { slug: event.slug, ...entry } }, language('es'))).toEqual({
      __typename: 'ValidationError',
      message: 'Escribe un mensaje',
      fieldErrors: [{ field: 'message', message: 'Escribe un mensaje' }],
    });
  });
});

describe("a new account's sixth event in its first week", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      rateLimits: { ...RELAXED_RATE_LIMITS, newAccountEvents: DEFAULT_EVENT_RATE_LIMITS.newAccountEvents },
    });
  });
  afterAll(() => limited.close());

  it('is refused with the day it may, written the German way', async () => {
    const owner = await signupUser(limited);
    for (let i = 0; i < 5; i += 1) await createEvent(limited, { cookie: owner.cookie });
    const sixth = (tag: string | null) =>
      limited.server.inject({
        method: 'POST',
        url: '/api/auth/events',
        headers: { cookie: owner.cookie, ...language(tag) },
        payload: { title: 'Sixth', dateTime: '2030-06-01T18:00:00Z', slug: uniqueSlug() },
      });
    const german = await sixth('de');
    expect(german.statusCode).toBe(429);
    expect(german.json<Refusal>()).toEqual({
      message: expect.stringMatching(
        /^Neue Konten können in ihrer ersten Woche 5 Events erstellen\. Ab dem \d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ kannst du weitere erstellen, oder schreib uns, wenn du sie früher brauchst\.$/,
      ),
      code: 'RateLimitError',
    });
    const english = await sixth(null);
    expect(english.json<Refusal>().message).toMatch(
      /^New accounts can create 5 events in their first week\. You can create more from \d{1,2} [A-Z][a-z]+, or write to us if you need them sooner\.$/,
    );
  });
});
