import type { Client, FormattedExecutionResult } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signupUser, uniqueEmail, type TestApp } from '../../test/app.ts';
import { createEvent } from '../../test/factories.ts';
import { liveClient } from '../../test/live.ts';
import { asUser, type SignedUpUser } from '../../test/users.ts';

// The language of GraphQL over WebSockets (issue 34), through a real graphql-ws client: a page cannot set
// a WebSocket's headers, so the upgrade's Accept-Language is the browser's own list; the reader's `lang`
// cookie and, above both, the operation's `extensions.acceptLanguage` (what the web app sends) say the
// page's language, for the answer's words and for what a guest's RSVP records.

const SUBMIT_RSVP = /* GraphQL */ `
  mutation ($input: SubmitRsvpInput!) {
    submitRsvp(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;
const GALLERY = /* GraphQL */ `
  subscription ($slug: String!, $pin: String) {
    galleryUpdated(slug: $slug, pin: $pin) {
      photoCount
    }
  }
`;
type Data = Record<string, { __typename?: string; message?: string } | null>;
type Result = FormattedExecutionResult<Data, unknown>;

/** An English browser: what a German reader's phone may well send with every request. */
const ENGLISH_BROWSER = { 'accept-language': 'en-US,en;q=0.9' };

let app: TestApp;
let address: string;
let host: SignedUpUser;
const clients: Client[] = [];

function connect(headers: Record<string, string>): Client {
  const client = liveClient(address, { headers });
  clients.push(client);
  return client;
}

/** Runs one operation over the socket; resolves with its first result (the one a refusal comes in). */
function run(
  client: Client,
  query: string,
  variables: Record<string, unknown>,
  acceptLanguage?: string,
): Promise<Result> {
  return new Promise((resolve, reject) => {
    let first: Result | undefined;
    client.subscribe<Data>(
      { query, variables, ...(acceptLanguage ? { extensions: { acceptLanguage } } : {}) },
      {
        next: (value) => void (first ??= value),
        error: reject,
        complete: () => (first ? resolve(first) : reject(new Error('completed without a result'))),
      },
    );
  });
}

beforeAll(async () => {
  app = await createTestApp();
  address = await app.start();
  host = await signupUser(app);
});
afterAll(async () => {
  await Promise.all(clients.map(async (client) => client.dispose()));
  await app.close();
});

describe('a refusal over a WebSocket', () => {
  it('is worded in the German the reader chose (cookie), not the English their browser asks for', async () => {
    const german = connect({ ...ENGLISH_BROWSER, cookie: 'lang=de' });
    const input = { slug: 'no-such-event-here', fullName: 'Lena', status: 'YES' };
    const refused = await run(german, SUBMIT_RSVP, { input });
    expect(refused.data?.submitRsvp).toEqual({ __typename: 'NotFoundError', message: 'Event nicht gefunden' });

    const event = await createEvent(app, asUser(host), { isPinRequired: true, pinCode: '4812' });
    const gallery = await run(german, GALLERY, { slug: event.slug });
    expect(gallery.errors).toEqual([
      expect.objectContaining({
        message: 'Dieses Event ist geschützt',
        extensions: expect.objectContaining({ code: 'PinRequiredError' }),
      }),
    ]);

    // Without a choice the browser's languages decide, as for a page.
    const english = await run(connect(ENGLISH_BROWSER), SUBMIT_RSVP, { input });
    expect(english.data?.submitRsvp).toEqual({ __typename: 'NotFoundError', message: 'Event not found' });
  });

  it("follows each operation's own language: the page may switch while the socket stays open", async () => {
    const socket = connect({ ...ENGLISH_BROWSER, cookie: 'lang=en' });
    const input = { slug: 'no-such-event-here', fullName: 'Lena', status: 'YES' };
    const german = await run(socket, SUBMIT_RSVP, { input }, 'de');
    expect(german.data?.submitRsvp).toEqual({ __typename: 'NotFoundError', message: 'Event nicht gefunden' });
    const english = await run(socket, SUBMIT_RSVP, { input });
    expect(english.data?.submitRsvp).toEqual({ __typename: 'NotFoundError', message: 'Event not found' });

    const event = await createEvent(app, asUser(host), { isPinRequired: true, pinCode: '4812' });
    const gallery = await run(socket, GALLERY, { slug: event.slug }, 'de');
    expect(gallery.errors?.[0]).toMatchObject({
      message: 'Dieses Event ist geschützt',
      extensions: { code: 'PinRequiredError' },
    });
  });
});

describe('an RSVP sent over a WebSocket', () => {
  async function answer(client: Client, slug: string, email: string, acceptLanguage?: string) {
    const input = { slug, fullName: 'Lucía', email, status: 'YES', notifyByEmail: true };
    const result = await run(client, SUBMIT_RSVP, { input }, acceptLanguage);
    expect(result.data?.submitRsvp).toEqual({ __typename: 'SubmitRsvpSuccess' });
    return (await app.database.prisma.rsvp.findFirst({ where: { email } }))?.language;
  }

  it('records the language the operation names, else the reader’s cookie, else none for the event to decide', async () => {
    const event = await createEvent(app, asUser(host), { language: 'de' });
    expect(await answer(connect(ENGLISH_BROWSER), event.slug, uniqueEmail('ws-es'), 'es-MX, es;q=0.9')).toBe('es');
    expect(await answer(connect({ ...ENGLISH_BROWSER, cookie: 'lang=tr' }), event.slug, uniqueEmail('ws-tr'))).toBe(
      'tr',
    );
    expect(await answer(connect({ 'accept-language': 'fr-FR' }), event.slug, uniqueEmail('ws-fr'))).toBeNull();
  });
});
