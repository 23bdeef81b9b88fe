import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, signupUser, type TestApp } from '../../../test/app.ts';
import { asUser, type SignedUpUser } from '../../../test/users.ts';
import { createEvent, uniqueSlug } from '../../../test/factories.ts';

// An event keeps the time zone of its place (decision 047): set on create and update over GraphQL and
// REST, answered by both (hosts' and guests' views alike), refused with a clear message when unknown.

let app: TestApp;
let host: SignedUpUser;

beforeAll(async () => {
  app = await createTestApp();
  host = await signupUser(app, { displayName: 'Ayla Demir' });
});
afterAll(() => app.close());

const UNKNOWN_ZONE =
  'Unknown time zone "Mars/Olympus_Mons": use an IANA name such as Europe/Istanbul, America/New_York or UTC';

const RESULT = /* GraphQL */ `
      __typename
      ... on Error {
        message
      }
      ... on ValidationError {
        fieldErrors {
          field
          message
        }
      }
`;

const CREATE = /* GraphQL */ `
  mutation Create($input: CreateEventInput!) {
    createEvent(input: $input) {
      ${RESULT}
      ... on CreateEventSuccess {
        event {
          id
          databaseId
          slug
          dateTime
          timeZone
        }
      }
    }
  }
`;

const UPDATE = /* GraphQL */ `
  mutation Update($id: ID!, $input: UpdateEventInput!) {
    updateEvent(id: $id, input: $input) {
      ${RESULT}
      ... on UpdateEventSuccess {
        event {
          dateTime
          timeZone
        }
      }
    }
  }
`;

type Outcome = {
  __typename: string;
  message?: string;
  fieldErrors?: { field: string; message: string }[];
  event?: { id: string; databaseId: number; slug: string; dateTime: string; timeZone: string };
};

async function gqlCreate(input: Record<string, unknown>): Promise<Outcome> {
  const response = await app.graphql<{ createEvent: Outcome }>(
    CREATE,
    { input: { slug: uniqueSlug('zone'), title: 'Ayla & Can', dateTime: '2027-06-12T13:00:00.000Z', ...input } },
    asUser(host),
  );
  expect(response.body.errors).toBeUndefined();
  return response.body.data!.createEvent;
}

async function gqlUpdate(id: string, input: Record<string, unknown>): Promise<Outcome> {
  const response = await app.graphql<{ updateEvent: Outcome }>(UPDATE, { id, input }, asUser(host));
  expect(response.body.errors).toBeUndefined();
  return response.body.data!.updateEvent;
}

async function restEvent(id: number) {
  const response = await app.server.inject({ url: `/api/auth/events/${id}`, headers: authHeaders(asUser(host)) });
  expect(response.statusCode).toBe(200);
  return response.json<{ event: { dateTime: string; timeZone: string } }>().event;
}

async function storedZone(id: number): Promise<string | undefined> {
  const row = await app.database.prisma.event.findUnique({ where: { id }, select: { timeZone: true } });
  return row?.timeZone;
}

describe("an event's time zone over GraphQL", () => {
  it('is kept as given on create, and the instant is untouched', async () => {
    const result = await gqlCreate({ timeZone: 'Europe/Istanbul' });
    expect(result.__typename).toBe('CreateEventSuccess');
    expect(result.event).toMatchObject({ timeZone: 'Europe/Istanbul', dateTime: '2027-06-12T13:00:00.000Z' });
    expect(await storedZone(result.event!.databaseId)).toBe('Europe/Istanbul');
    // REST answers the same event with the same zone.
    expect(await restEvent(result.event!.databaseId)).toMatchObject({ timeZone: 'Europe/Istanbul' });
  });

  it('is UTC, the documented default, when the integrator sends none (or null)', async () => {
    const absent = await gqlCreate({});
    expect(absent.event?.timeZone).toBe('UTC');
    const nulled = await gqlCreate({ timeZone: null });
    expect(nulled.event?.timeZone).toBe('UTC');
  });

  it('forgives case and aliases and saves the canonical name', async () => {
    expect((await gqlCreate({ timeZone: '  europe/istanbul ' })).event?.timeZone).toBe('Europe/Istanbul');
    expect((await gqlCreate({ timeZone: 'US/Eastern' })).event?.timeZone).toBe('America/New_York');
    expect((await gqlCreate({ timeZone: 'Etc/UTC' })).event?.timeZone).toBe('UTC');
  });

  it.each([
    ['Mars/Olympus_Mons', UNKNOWN_ZONE],
    ['+03:00', 'Unknown time zone "+03:00": use an IANA name such as Europe/Istanbul, America/New_York or UTC'],
    ['', 'Time zone is required'],
  ])('refuses %j on create with a clear message and creates nothing', async (timeZone, message) => {
    const slug = uniqueSlug('bad-zone');
    const result = await gqlCreate({ slug, timeZone });
    expect(result).toMatchObject({ __typename: 'ValidationError', message });
    expect(result.fieldErrors).toContainEqual({ field: 'timeZone', message });
    expect(await app.database.prisma.event.count({ where: { slug } })).toBe(0);
  });

  it('changes on update; other updates leave it; changing it alone keeps the instant', async () => {
    const created = (await gqlCreate({ timeZone: 'Europe/London' })).event!;

    const titled = await gqlUpdate(created.id, { title: 'Ayla & Can, again' });
    expect(titled.event).toMatchObject({ timeZone: 'Europe/London' });

    const moved = await gqlUpdate(created.id, { timeZone: 'Europe/Istanbul' });
    expect(moved.event).toEqual({ timeZone: 'Europe/Istanbul', dateTime: '2027-06-12T13:00:00.000Z' });

    const refused = await gqlUpdate(created.id, { timeZone: 'Mars/Olympus_Mons' });
    expect(refused).toMatchObject({ __typename: 'ValidationError', message: UNKNOWN_ZONE });
    expect(await storedZone(created.databaseId)).toBe('Europe/Istanbul');

    const reset = await gqlUpdate(created.id, { timeZone: null });
    expect(reset.event?.timeZone).toBe('UTC');
  });
});

describe("an event's time zone over REST", () => {
  it('is set on POST and PATCH, answered by both, and refused with 400 and its message', async () => {
    const created = await app.server.inject({
      method: 'POST',
      url: '/api/auth/events',
      headers: authHeaders(asUser(host)),
      payload: {
        slug: uniqueSlug('rest-zone'),
        title: 'Ayla & Can',
        dateTime: '2027-06-12T13:00:00Z',
        timeZone: 'Europe/Istanbul',
      },
    });
    expect(created.statusCode).toBe(201);
    const event = created.json<{ event: { id: number; timeZone: string } }>().event;
    expect(event.timeZone).toBe('Europe/Istanbul');

    const patched = await app.server.inject({
      method: 'PATCH',
      url: `/api/auth/events/${event.id}`,
      headers: authHeaders(asUser(host)),
      payload: { timeZone: 'America/New_York' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json<{ event: { timeZone: string } }>().event.timeZone).toBe('America/New_York');

    const refused = await app.server.inject({
      method: 'PATCH',
      url: `/api/auth/events/${event.id}`,
      headers: authHeaders(asUser(host)),
      payload: { timeZone: 'Mars/Olympus_Mons' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: UNKNOWN_ZONE, code: 'ValidationError' });

    const notText = await app.server.inject({
      method: 'POST',
      url: '/api/auth/events',
      headers: authHeaders(asUser(host)),
      payload: { slug: uniqueSlug('rest-zone'), title: 'x', dateTime: '2027-06-12T13:00:00Z', timeZone: 3 },
    });
    expect(notText.statusCode).toBe(400);
    expect(notText.json()).toEqual({
      message: 'Time zone must be text, an IANA name such as Europe/Istanbul',
      code: 'ValidationError',
    });

    const list = await app.server.inject({ url: '/api/auth/my/events', headers: authHeaders(asUser(host)) });
    const listed = list.json<{ events: { id: number; timeZone: string }[] }>().events.find((e) => e.id === event.id);
    expect(listed?.timeZone).toBe('America/New_York');
  });

  it('defaults to UTC on POST without one', async () => {
    const { id } = await createEvent(app, asUser(host));
    expect((await restEvent(id)).timeZone).toBe('UTC');
  });
});

describe('guests read the zone with the date', () => {
  it('on the public event (GraphQL and REST) and on the PIN screen', async () => {
    const open = await createEvent(app, asUser(host), { timeZone: 'Asia/Tokyo' });
    const rest = await app.server.inject({ url: `/api/events/${open.slug}` });
    expect(rest.statusCode).toBe(200);
    expect(rest.json<{ event: { timeZone: string } }>().event.timeZone).toBe('Asia/Tokyo');

    const locked = await createEvent(app, asUser(host), {
      timeZone: 'Europe/Istanbul',
      isPinRequired: true,
      pinCode: '4821',
    });
    const query = /* GraphQL */ `
      query ($slug: String!, $pin: String) {
        publicEvent(slug: $slug, pin: $pin) {
          __typename
          ... on PublicEventSuccess {
            event {
              timeZone
            }
          }
          ... on PinRequiredError {
            eventDateTime
            eventTimeZone
          }
        }
      }
    `;
    const gate = await app.graphql<{ publicEvent: { __typename: string; eventTimeZone?: string } }>(query, {
      slug: locked.slug,
    });
    expect(gate.body.data!.publicEvent).toMatchObject({
      __typename: 'PinRequiredError',
      eventTimeZone: 'Europe/Istanbul',
    });
    const inside = await app.graphql<{ publicEvent: { event?: { timeZone: string } } }>(query, {
      slug: locked.slug,
      pin: '4821',
    });
    expect(inside.body.data!.publicEvent.event).toEqual({ timeZone: 'Europe/Istanbul' });
  });
});
