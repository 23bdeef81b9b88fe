import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, signupUser, type TestApp } from '../../../test/app.ts';
import { addCoHost, createEvent, type CreatedEvent } from '../../../test/factories.ts';
import { multipart } from '../../../test/multipart.ts';
import { photosProcessed } from '../../../test/photos.ts';
import type { SignedUpUser } from '../../../test/users.ts';

// Table passes (issue 36, decision 046): hosts name the tables of their event and print a card for each;
// the card's link makes the guest's browser remember its table, and every upload path tags the photos
// with it; the slideshow may name the table whose guests shared the most photos.

let app: TestApp;
let owner: SignedUpUser;
let coHost: SignedUpUser;
let otherHost: SignedUpUser;

beforeAll(async () => {
  app = await createTestApp();
  owner = await signupUser(app);
  coHost = await signupUser(app);
  otherHost = await signupUser(app);
});
afterAll(() => app.close());

interface Table {
  id: string;
  databaseId: number;
  name: string;
  position: number;
  guestUrl: string;
}

const TABLE_FIELDS = 'id databaseId name position guestUrl';
const CREATE = /* GraphQL */ `
  mutation ($eventId: ID!, $names: [String!]!) {
    createEventTables(eventId: $eventId, names: $names) {
      __typename
      ... on CreateEventTablesSuccess { event { tables { ${TABLE_FIELDS} } } }
      ... on Error { message }
    }
  }
`;

type Answer = { __typename: string; message?: string; event?: { tables: Table[] } };

async function createTables(event: CreatedEvent, names: unknown, auth: { cookie: string } | undefined = owner) {
  const { body } = await app.graphql<{ createEventTables: Answer }>(CREATE, { eventId: event.globalId, names }, auth);
  return body;
}

/** The tables of the event, as its owner reads them. */
async function tablesOf(event: CreatedEvent): Promise<Table[]> {
  const { body } = await app.graphql<{ hostedEvent: { tables: Table[] } }>(
    `query ($id: Int!) { hostedEvent(databaseId: $id) { tables { ${TABLE_FIELDS} } } }`,
    { id: event.id },
    owner,
  );
  return body.data!.hostedEvent.tables;
}

async function eventWithTables(names: string[], fields: Record<string, unknown> = {}) {
  const event = await createEvent(app, owner, fields);
  const { data } = await createTables(event, names);
  expect(data).toBeDefined();
  return { event, tables: await tablesOf(event) };
}

const codeOf = (table: Table) => new URL(table.guestUrl).searchParams.get('t')!;

/** A guest's browser opening a table card: it joins the table, and keeps the cookie the server set. */
async function join(slug: string, code: string) {
  const raw = await app.server.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({
      query: `mutation ($slug: String!, $code: String!) {
        joinEventTable(slug: $slug, code: $code) {
          __typename
          ... on JoinEventTableSuccess { table { name } }
          ... on Error { message }
        }
      }`,
      variables: { slug, code },
    }),
  });
  const seat = raw.cookies.find((cookie) => cookie.name.startsWith('guest_table_'));
  return { answer: raw.json().data.joinEventTable, seat, cookie: seat ? `${seat.name}=${seat.value}` : '' };
}

let shade = 0;
async function photo(): Promise<Buffer> {
  shade += 1;
  return sharp({ create: { width: 24, height: 16, channels: 3, background: { r: shade % 255, g: 40, b: 160 } } })
    .png()
    .toBuffer();
}

/** Direct REST upload from a browser with these cookies. */
async function uploadDirect(slug: string, cookie: string, pin?: string) {
  const { payload, headers } = multipart([
    { name: 'files', filename: `table-${shade}.png`, contentType: 'image/png', data: await photo() },
  ]);
  return app.server.inject({
    method: 'POST',
    url: `/api/events/${slug}/uploads/direct${pin ? `?pin=${pin}` : ''}`,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
    payload,
  });
}

const uploadedId = (response: LightMyRequestResponse) => response.json<{ uploads: { id: number }[] }>().uploads[0]!.id;

async function uploadGraphQL(slug: string, cookie: string) {
  const query = `mutation ($slug: String!, $files: [Upload!]!) {
    uploadPhotos(slug: $slug, files: $files) { __typename ... on Error { message } }
  }`;
  const { payload, headers } = multipart([
    { name: 'operations', value: JSON.stringify({ query, variables: { slug, files: [null] } }) },
    { name: 'map', value: JSON.stringify({ 0: ['variables.files.0'] }) },
    { name: '0', filename: 'graphql.png', contentType: 'image/png', data: await photo() },
  ]);
  const response = await app.server.inject({
    method: 'POST',
    url: '/graphql',
    headers: { ...headers, cookie },
    payload,
  });
  expect(response.json().data.uploadPhotos.__typename).toBe('UploadPhotosSuccess');
}

function tusMetadata(pairs: Record<string, string>): string {
  return Object.entries(pairs)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

/** A resumable upload (tus): creation, then every byte in one PATCH. */
async function uploadResumable(slug: string, cookie: string, metadata: Record<string, string> = {}) {
  const data = await photo();
  const created = await app.server.inject({
    method: 'POST',
    url: `/api/events/${slug}/tus`,
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': String(data.length),
      'upload-metadata': tusMetadata({ filename: 'tus.png', filetype: 'image/png', ...metadata }),
      cookie,
    },
  });
  expect(created.statusCode).toBe(201);
  // The creation answer renews the guest key: the PATCH comes from the same browser.
  const key = created.cookies.find((c) => c.name.startsWith('guest_'));
  const sent = await app.server.inject({
    method: 'PATCH',
    url: created.headers.location!,
    headers: {
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
      cookie: [cookie, key ? `${key.name}=${key.value}` : ''].filter(Boolean).join('; '),
    },
    payload: data,
  });
  expect(sent.statusCode).toBe(200);
  return uploadedId(sent);
}

/** Presign, PUT, complete: the complete comes with the browser's cookies. */
async function uploadPresigned(slug: string, cookie: string) {
  const ticket = await app.server.inject({
    method: 'POST',
    url: `/api/events/${slug}/uploads/presign`,
    headers: { cookie },
    payload: { mimeType: 'image/png' },
  });
  const { presignedUrl, storageKey } = ticket.json<{ presignedUrl: string; storageKey: string }>();
  const put = await app.server.inject({
    method: 'PUT',
    url: presignedUrl,
    headers: { 'content-type': 'image/png' },
    payload: await photo(),
  });
  expect(put.statusCode).toBe(200);
  const complete = await app.server.inject({
    method: 'POST',
    url: `/api/events/${slug}/uploads/complete`,
    headers: { cookie },
    payload: { storageKey, originalFilename: 'presigned.png' },
  });
  expect(complete.statusCode).toBe(201);
  return uploadedId(complete);
}

const tableIdsOf = async (event: CreatedEvent) =>
  (await app.database.prisma.upload.findMany({ where: { eventId: event.id }, orderBy: { id: 'asc' } })).map(
    (upload) => upload.tableId,
  );

async function approveAll(event: CreatedEvent, ids?: number[]) {
  const uploads = await app.database.prisma.upload.findMany({ where: { eventId: event.id } });
  const response = await app.server.inject({
    method: 'POST',
    url: '/api/auth/uploads/bulk',
    headers: authHeaders(owner),
    payload: { ids: ids ?? uploads.map((upload) => upload.id), action: 'APPROVED' },
  });
  expect(response.statusCode).toBe(200);
  await photosProcessed(app);
}

describe("the hosts' tables", () => {
  it('come in the order added, each with a card link carrying its code and, with a PIN, the access token', async () => {
    const { event, tables } = await eventWithTables(['Table 1', '  The   Oaks '], {
      isPinRequired: true,
      pinCode: '5150',
    });
    expect(tables.map(({ name, position }) => [name, position])).toEqual([
      ['Table 1', 0],
      ['The Oaks', 1],
    ]);
    const link = new URL(tables[0]!.guestUrl);
    expect(link.pathname).toBe(`/e/${event.slug}`);
    expect(codeOf(tables[0]!)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(codeOf(tables[1]!)).not.toBe(codeOf(tables[0]!));
    expect(link.searchParams.get('k')).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(tables[0]!.guestUrl).not.toContain('5150');

    // REST answers the same tables and links, and never the bare code.
    const rest = await app.server.inject({ url: `/api/auth/events/${event.id}/tables`, headers: authHeaders(owner) });
    expect(rest.json()).toEqual({
      tables: tables.map((table) => ({
        id: table.databaseId,
        name: table.name,
        position: table.position,
        createdAt: expect.any(String),
        guestUrl: table.guestUrl,
      })),
    });

    // Without a PIN the guest link is enough: no token.
    const open = await eventWithTables(['Table 1']);
    expect(new URL(open.tables[0]!.guestUrl).searchParams.has('k')).toBe(false);

    // A new name keeps the link, so cards already printed keep working; moving reorders the list.
    const renamed = await app.graphql<{ renameEventTable: { __typename: string; table?: Table } }>(
      `mutation ($id: ID!) { renameEventTable(tableId: $id, name: "Table 2") {
        __typename ... on RenameEventTableSuccess { table { ${TABLE_FIELDS} } } } }`,
      { id: tables[0]!.id },
      owner,
    );
    expect(renamed.body.data!.renameEventTable.table).toMatchObject({ name: 'Table 2', guestUrl: tables[0]!.guestUrl });
    await app.graphql(
      `mutation ($id: ID!) { moveEventTable(tableId: $id, position: 0) { __typename } }`,
      { id: tables[1]!.id },
      owner,
    );
    expect((await tablesOf(event)).map((table) => table.name)).toEqual(['The Oaks', 'Table 2']);
  });

  it('refuses bad names with a clear message, as data over GraphQL and 4xx over REST', async () => {
    const { event } = await eventWithTables(['Table 7']);
    const messageOf = async (names: unknown) => {
      const { data, errors } = await createTables(event, names);
      expect(errors).toBeUndefined();
      return [data!.createEventTables.__typename, data!.createEventTables.message];
    };
    expect(await messageOf([])).toEqual(['ValidationError', 'Please give at least one table name.']);
    expect(await messageOf(['  '])).toEqual(['ValidationError', 'Please give the table a name.']);
    expect(await messageOf(['x'.repeat(61)])).toEqual([
      'ValidationError',
      'A table name can be at most 60 characters.',
    ]);
    expect(await messageOf(['Rose', 'ROSE '])).toEqual(['ValidationError', '"ROSE" is in the list twice.']);
    expect(await messageOf(['Lilac', 'table  7'])).toEqual([
      'ConflictError',
      'There is already a table called "table 7".',
    ]);
    // All or nothing: Lilac was not added either.
    expect((await tablesOf(event)).map((table) => table.name)).toEqual(['Table 7']);

    const many = Array.from({ length: 200 }, (_, i) => `Seat ${i}`);
    expect(await messageOf(many)).toEqual([
      'ValidationError',
      'An event can have at most 200 tables. You can add 199 more.',
    ]);
    expect(await messageOf(many.slice(0, 199))).toEqual(['CreateEventTablesSuccess', undefined]);
    expect(await messageOf(['One more'])).toEqual(['ValidationError', 'An event can have at most 200 tables.']);

    const rest = (payload: object) =>
      app.server.inject({
        method: 'POST',
        url: `/api/auth/events/${event.id}/tables`,
        headers: authHeaders(owner),
        payload,
      });
    const tooLong = await rest({ names: ['y'.repeat(61)] });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ message: 'A table name can be at most 60 characters.' });
    const taken = await app.server.inject({
      method: 'PATCH',
      url: `/api/auth/events/${event.id}/tables/${(await tablesOf(event))[1]!.databaseId}`,
      headers: authHeaders(owner),
      payload: { name: 'TABLE 7' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: 'There is already a table called "TABLE 7".', code: 'ConflictError' });
  });

  it('are managed by co-hosts too; a guest, another host and a stranger cannot see or change them', async () => {
    const { event, tables } = await eventWithTables(['Table 1']);
    await addCoHost(app, owner, event.id, coHost);
    expect((await createTables(event, ['Added by the co-host'], coHost)).data!.createEventTables.__typename).toBe(
      'CreateEventTablesSuccess',
    );

    // Another host's event is not theirs: "not found", as for an event that does not exist.
    expect((await createTables(event, ['Mine now'], otherHost)).data!.createEventTables).toEqual({
      __typename: 'NotFoundError',
      message: 'Event not found',
    });
    const rename = (auth: { cookie: string } | undefined) =>
      app.graphql<{ renameEventTable: { __typename: string } }>(
        `mutation ($id: ID!) { renameEventTable(tableId: $id, name: "Hijacked") { __typename } }`,
        { id: tables[0]!.id },
        auth,
      );
    expect((await rename(otherHost)).body.data!.renameEventTable.__typename).toBe('NotFoundError');
    const anonymous = await rename(undefined);
    expect(anonymous.body.errors?.[0]?.message).toMatch(/sign in/i);
    const deleted = await app.server.inject({
      method: 'DELETE',
      url: `/api/auth/events/${event.id}/tables/${tables[0]!.databaseId}`,
      headers: authHeaders(otherHost),
    });
    expect(deleted.statusCode).toBe(404);
    const listed = await app.server.inject({
      url: `/api/auth/events/${event.id}/tables`,
      headers: authHeaders(otherHost),
    });
    expect(listed.statusCode).toBe(404);
    const node = await app.graphql<{ node: unknown }>(
      `query ($id: ID!) { node(id: $id) { id } }`,
      { id: tables[0]!.id },
      otherHost,
    );
    expect(node.body.data!.node).toBeNull();
    expect((await tablesOf(event)).map((table) => table.name)).toEqual(['Table 1', 'Added by the co-host']);
  });
});

describe('a table card tags the photos of the browser that opened it', () => {
  it('on every upload path: direct, presigned, resumable and GraphQL', async () => {
    const { event, tables } = await eventWithTables(['Table 7', 'The Oaks']);
    const { answer, seat, cookie } = await join(event.slug.toUpperCase(), codeOf(tables[1]!));
    expect(answer).toEqual({ __typename: 'JoinEventTableSuccess', table: { name: 'The Oaks' } });
    expect(seat).toMatchObject({ name: `guest_table_${event.id}`, httpOnly: true, sameSite: 'Lax', path: '/' });

    expect((await uploadDirect(event.slug, cookie)).statusCode).toBe(201);
    await uploadPresigned(event.slug, cookie);
    await uploadResumable(event.slug, cookie);
    await uploadGraphQL(event.slug, cookie);
    // A browser that opened no card: no table.
    await uploadDirect(event.slug, '');
    const oaks = tables[1]!.databaseId;
    expect(await tableIdsOf(event)).toEqual([oaks, oaks, oaks, oaks, null]);

    // The hosts see the table on each photo, by either door.
    const rest = await app.server.inject({ url: `/api/auth/events/${event.id}/uploads`, headers: authHeaders(owner) });
    expect(
      rest
        .json<{ uploads: { tableId: number | null }[] }>()
        .uploads.map((u) => u.tableId)
        .sort(),
    ).toEqual([oaks, oaks, oaks, oaks, null].sort());
    const graphql = await app.graphql<{
      hostedEvent: { photos: { edges: { node: { table: { name: string } | null } }[] } };
    }>(
      `query ($id: Int!) { hostedEvent(databaseId: $id) { photos(first: 10) { edges { node { table { name } } } } } }`,
      { id: event.id },
      owner,
    );
    expect(graphql.body.data!.hostedEvent.photos.edges.map(({ node }) => node.table?.name ?? null)).toEqual([
      null,
      'The Oaks',
      'The Oaks',
      'The Oaks',
      'The Oaks',
    ]);
  });

  it("ignores another event's code, an unknown one and a client's own metadata: the photo goes in untagged", async () => {
    const { event } = await eventWithTables(['Table 1']);
    const other = await eventWithTables(['Elsewhere']);
    const foreignCode = codeOf(other.tables[0]!);

    const refused = await join(event.slug, foreignCode);
    expect(refused.answer).toEqual({ __typename: 'NotFoundError', message: 'This table card is not for this event.' });
    expect(refused.seat).toBeUndefined();
    expect((await join(event.slug, 'not-a-code')).answer.__typename).toBe('NotFoundError');

    // A browser holding another event's code under this event's name (planted, or copied): uploads work, untagged.
    const planted = `guest_table_${event.id}=${foreignCode}`;
    expect((await uploadDirect(event.slug, planted)).statusCode).toBe(201);
    expect((await uploadDirect(event.slug, `guest_table_${event.id}=AAAAAAAAAAAAAAAAAAAAAA`)).statusCode).toBe(201);
    // A resumable upload naming a table in its own metadata: the server's word counts, not the client's.
    await uploadResumable(event.slug, '', { tableId: String(other.tables[0]!.databaseId) });
    expect(await tableIdsOf(event)).toEqual([null, null, null]);
  });

  it('never lets a guest past the PIN on its own', async () => {
    const { event, tables } = await eventWithTables(['Table 3'], { isPinRequired: true, pinCode: '7373' });
    // The card's code alone (its access token stripped): the table is remembered, the gate still asks.
    const { answer, cookie } = await join(event.slug, codeOf(tables[0]!));
    expect(answer.__typename).toBe('JoinEventTableSuccess');
    const page = await app.server.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', cookie },
      payload: JSON.stringify({
        query: `query ($slug: String!) { publicEvent(slug: $slug) { __typename } }`,
        variables: { slug: event.slug },
      }),
    });
    expect(page.json().data.publicEvent.__typename).toBe('PinRequiredError');
    const upload = await uploadDirect(event.slug, cookie);
    expect(upload.statusCode).toBe(403);
    expect(await tableIdsOf(event)).toEqual([]);
    // With the PIN, the photo is the table's.
    expect((await uploadDirect(event.slug, cookie, '7373')).statusCode).toBe(201);
    expect(await tableIdsOf(event)).toEqual([tables[0]!.databaseId]);
  });

  it('keeps the photos of a deleted table, with no table; its card then tags nothing', async () => {
    const { event, tables } = await eventWithTables(['Table 9', 'Table 10']);
    const { cookie } = await join(event.slug, codeOf(tables[0]!));
    await uploadDirect(event.slug, cookie);
    expect(await tableIdsOf(event)).toEqual([tables[0]!.databaseId]);
    const deleted = await app.graphql<{ deleteEventTable: { __typename: string; event?: { tables: Table[] } } }>(
      `mutation ($id: ID!) { deleteEventTable(tableId: $id) { __typename ... on DeleteEventTableSuccess { event { tables { name } } } } }`,
      { id: tables[0]!.id },
      owner,
    );
    expect(deleted.body.data!.deleteEventTable).toEqual({
      __typename: 'DeleteEventTableSuccess',
      event: { tables: [{ name: 'Table 10' }] },
    });
    await uploadDirect(event.slug, cookie);
    expect(await tableIdsOf(event)).toEqual([null, null]);
  });

  it('lets hosts list the photos of one table (GraphQL and REST)', async () => {
    const { event, tables } = await eventWithTables(['Table 1', 'Table 2']);
    const one = await join(event.slug, codeOf(tables[0]!));
    const two = await join(event.slug, codeOf(tables[1]!));
    const first = uploadedId(await uploadDirect(event.slug, one.cookie));
    await uploadDirect(event.slug, two.cookie);
    await uploadDirect(event.slug, '');
    const graphql = await app.graphql<{
      hostedEvent: { photos: { totalCount: number; edges: { node: { databaseId: number } }[] } };
    }>(
      `query ($id: Int!, $table: ID) { hostedEvent(databaseId: $id) { photos(first: 10, table: $table) { totalCount edges { node { databaseId } } } } }`,
      { id: event.id, table: tables[0]!.id },
      owner,
    );
    expect(graphql.body.data!.hostedEvent.photos.edges.map(({ node }) => node.databaseId)).toEqual([first]);
    const rest = await app.server.inject({
      url: `/api/auth/events/${event.id}/uploads?tableId=${tables[0]!.databaseId}`,
      headers: authHeaders(owner),
    });
    expect(rest.json<{ uploads: { id: number }[] }>().uploads.map((upload) => upload.id)).toEqual([first]);
    // Another event's table matches nothing here.
    const other = await eventWithTables(['Elsewhere']);
    const foreign = await app.server.inject({
      url: `/api/auth/events/${event.id}/uploads?tableId=${other.tables[0]!.databaseId}`,
      headers: authHeaders(owner),
    });
    expect(foreign.json<{ uploads: unknown[] }>().uploads).toEqual([]);
  });
});

describe("the slideshow's table moment", () => {
  const LEADERS = `query ($slug: String!) {
    publicEvent(slug: $slug) { ... on PublicEventSuccess { event { tableLeaders { name photoCount } viewerTable { name } } } }
  }`;
  async function publicTables(slug: string, cookie = '') {
    const response = await app.server.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      payload: JSON.stringify({ query: LEADERS, variables: { slug } }),
    });
    return response.json().data.publicEvent.event as {
      tableLeaders: { name: string; photoCount: number }[] | null;
      viewerTable: { name: string } | null;
    };
  }

  it('names the table with the most approved photos, once the hosts turn it on', async () => {
    const { event, tables } = await eventWithTables(['Table 1', 'Table 2']);
    const one = await join(event.slug, codeOf(tables[0]!));
    const two = await join(event.slug, codeOf(tables[1]!));
    expect((await publicTables(event.slug, two.cookie)).viewerTable).toEqual({ name: 'Table 2' });
    expect((await publicTables(event.slug)).viewerTable).toBeNull();

    const oneIds = [uploadedId(await uploadDirect(event.slug, one.cookie))];
    const twoIds = [
      uploadedId(await uploadDirect(event.slug, two.cookie)),
      uploadedId(await uploadDirect(event.slug, two.cookie)),
    ];
    await photosProcessed(app);
    // Off by default.
    expect((await publicTables(event.slug)).tableLeaders).toBeNull();
    const on = await app.server.inject({
      method: 'PATCH',
      url: `/api/auth/events/${event.id}`,
      headers: authHeaders(owner),
      payload: { slideshowTableLeader: true },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json().event.slideshowTableLeader).toBe(true);

    // Photos waiting for review count for nobody.
    expect((await publicTables(event.slug)).tableLeaders).toEqual([]);
    await approveAll(event, oneIds);
    expect((await publicTables(event.slug)).tableLeaders).toEqual([{ name: 'Table 1', photoCount: 1 }]);
    await approveAll(event, [twoIds[0]!]);
    // A tie: both, in the hosts' order.
    expect((await publicTables(event.slug)).tableLeaders).toEqual([
      { name: 'Table 1', photoCount: 1 },
      { name: 'Table 2', photoCount: 1 },
    ]);
    await approveAll(event, [twoIds[1]!]);
    expect((await publicTables(event.slug)).tableLeaders).toEqual([{ name: 'Table 2', photoCount: 2 }]);
    // Rejected photos stop counting.
    await app.server.inject({
      method: 'POST',
      url: '/api/auth/uploads/bulk',
      headers: authHeaders(owner),
      payload: { ids: twoIds, action: 'REJECTED' },
    });
    expect((await publicTables(event.slug)).tableLeaders).toEqual([{ name: 'Table 1', photoCount: 1 }]);
  });
});
