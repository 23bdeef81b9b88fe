import sharp from 'sharp';
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ALBUMS_PER_EVENT } from '../../../../common/albums.ts';
import { authHeaders, createTestApp, signupUser, type Auth, type TestApp } from '../../../test/app.ts';
import { addCoHost, createEvent, type CreatedEvent } from '../../../test/factories.ts';
import { multipart } from '../../../test/multipart.ts';
import { photosProcessed } from '../../../test/photos.ts';
import type { SignedUpUser } from '../../../test/users.ts';

// Albums (issue 31 item 2, decision 053): hosts create, rename, order and delete albums and move photos
// between them; guests file photos in one on every upload path (the hosts may require it), see the albums
// as tabs and filter the gallery by one; the ZIP is per album or in folders.

// The English refusals, written out (a reader of another language: api/src/i18n/upload-words-language.test.ts).
const ALBUM_NAME_REQUIRED = 'Please give the album a name.';
const ALBUM_NAME_TOO_LONG = 'An album name can be at most 60 characters.';
const ALBUM_NOT_IN_EVENT = 'This album is not one of this event’s albums. Please choose another.';
const ALBUM_REQUIRED = 'Please choose an album.';

let app: TestApp;
let owner: SignedUpUser;
let coHost: SignedUpUser;
let stranger: SignedUpUser;

beforeAll(async () => {
  app = await createTestApp();
  owner = await signupUser(app);
  coHost = await signupUser(app);
  stranger = await signupUser(app);
});
afterAll(() => app.close());

interface AlbumJson {
  id: number;
  name: string;
  position: number;
  photoCount: number;
}

function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, auth: Auth, payload?: object) {
  return app.server.inject({ method, url, headers: authHeaders(auth), ...(payload ? { payload } : {}) });
}

async function createAlbum(event: CreatedEvent, name: string, auth: Auth = owner) {
  return call('POST', `/api/auth/events/${event.id}/albums`, auth, { name });
}

async function album(event: CreatedEvent, name: string): Promise<AlbumJson> {
  const response = await createAlbum(event, name);
  expect(response.statusCode).toBe(201);
  return response.json<{ album: AlbumJson }>().album;
}

async function albumsOf(event: CreatedEvent, auth: Auth = owner): Promise<AlbumJson[]> {
  const response = await call('GET', `/api/auth/events/${event.id}/albums`, auth);
  expect(response.statusCode).toBe(200);
  return response.json<{ albums: AlbumJson[] }>().albums;
}

let shade = 0;
async function photo(): Promise<Buffer> {
  shade += 1;
  return sharp({ create: { width: 24, height: 16, channels: 3, background: { r: shade % 255, g: 90, b: 20 } } })
    .png()
    .toBuffer();
}

/** Direct REST upload; `albumId` a multipart field before the file. */
async function uploadDirect(slug: string, albumId?: string | number, filename = `album-${shade + 1}.png`) {
  const { payload, headers } = multipart([
    ...(albumId === undefined ? [] : [{ name: 'albumId', value: String(albumId) }]),
    { name: 'files', filename, contentType: 'image/png', data: await photo() },
  ]);
  return app.server.inject({ method: 'POST', url: `/api/events/${slug}/uploads/direct`, headers, payload });
}

async function uploadedInto(slug: string, albumId?: number, filename?: string): Promise<number> {
  const response = await uploadDirect(slug, albumId, filename);
  expect(response.statusCode).toBe(201);
  await photosProcessed(app);
  return response.json<{ uploads: { id: number }[] }>().uploads[0]!.id;
}

function tusMetadata(pairs: Record<string, string>): string {
  return Object.entries(pairs)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

/** A resumable upload (tus) naming an album in Upload-Metadata: the creation's answer, and the upload's. */
async function uploadResumable(slug: string, albumId?: number | string) {
  const data = await photo();
  const created = await app.server.inject({
    method: 'POST',
    url: `/api/events/${slug}/tus`,
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': String(data.length),
      'upload-metadata': tusMetadata({
        filename: 'tus.png',
        filetype: 'image/png',
        ...(albumId === undefined ? {} : { albumId: String(albumId) }),
      }),
    },
  });
  if (created.statusCode !== 201) return { created, id: null };
  const key = created.cookies.find((c) => c.name.startsWith('guest_'))!;
  const sent = await app.server.inject({
    method: 'PATCH',
    url: created.headers.location!,
    headers: {
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
      cookie: `${key.name}=${key.value}`,
    },
    payload: data,
  });
  expect(sent.statusCode).toBe(200);
  return { created, id: sent.json<{ uploads: { id: number }[] }>().uploads[0]!.id };
}

async function albumIdOfPhoto(id: number) {
  return (await app.database.prisma.upload.findUniqueOrThrow({ where: { id } })).albumId;
}

async function galleryIds(slug: string, query = ''): Promise<number[]> {
  const response = await app.server.inject({ url: `/api/events/${slug}/gallery${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<{ uploads: { id: number }[] }>().uploads.map((upload) => upload.id);
}

const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

describe('albums, managed by the hosts', () => {
  it('are created at the end, renamed, reordered and listed in order with their photo counts', async () => {
    const event = await createEvent(app, owner, { autoApprove: true });
    await addCoHost(app, owner, event.id, coHost);
    const ceremony = await album(event, '  Ceremony  ');
    const reception = await album(event, 'Reception');
    const party = (await createAlbum(event, 'After   party', coHost)).json<{ album: AlbumJson }>().album;
    expect([ceremony.name, reception.name, party.name]).toEqual(['Ceremony', 'Reception', 'After party']);
    expect([ceremony.position, reception.position, party.position]).toEqual([0, 1, 2]);

    const renamed = await call('PATCH', `/api/auth/events/${event.id}/albums/${reception.id}`, owner, {
      name: 'Dinner',
    });
    expect(renamed.json()).toMatchObject({ success: true, album: { id: reception.id, name: 'Dinner' } });
    const moved = await call('PATCH', `/api/auth/events/${event.id}/albums/${party.id}`, coHost, { position: 0 });
    expect(moved.statusCode).toBe(200);
    await uploadedInto(event.slug, ceremony.id);
    expect((await albumsOf(event)).map(({ name, position, photoCount }) => [name, position, photoCount])).toEqual([
      ['After party', 0, 0],
      ['Ceremony', 1, 1],
      ['Dinner', 2, 0],
    ]);
  });

  it('refuse a name taken in another letter case, an empty or too long name, and more than the cap', async () => {
    const event = await createEvent(app, owner);
    const ceremony = await album(event, 'Ceremony');
    const twice = await createAlbum(event, 'CEREMONY');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('There is already an album called "CEREMONY".');
    const other = await album(event, 'Reception');
    const renamedOnto = await call('PATCH', `/api/auth/events/${event.id}/albums/${other.id}`, owner, {
      name: 'ceremony',
    });
    expect(renamedOnto.statusCode).toBe(409);
    expect((await createAlbum(event, '   ')).json().message).toBe(ALBUM_NAME_REQUIRED);
    const tooLong = await createAlbum(event, 'x'.repeat(61));
    expect([tooLong.statusCode, tooLong.json().message]).toEqual([400, ALBUM_NAME_TOO_LONG]);
    expect((await createAlbum(event, 'x'.repeat(60))).statusCode).toBe(201);
    for (let n = 3; n < MAX_ALBUMS_PER_EVENT; n += 1)
      expect((await createAlbum(event, `Album ${n}`)).statusCode).toBe(201);
    const over = await createAlbum(event, 'One more');
    expect([over.statusCode, over.json().message]).toEqual([
      400,
      `An event can have at most ${MAX_ALBUMS_PER_EVENT} albums.`,
    ]);
    expect((await albumsOf(event)).length).toBe(MAX_ALBUMS_PER_EVENT);
    expect(ceremony.name).toBe('Ceremony');
  });

  it('are managed by the event’s hosts only: a stranger host and a guest get 404 or 401, and change nothing', async () => {
    const event = await createEvent(app, owner);
    const ceremony = await album(event, 'Ceremony');
    const photoId = await uploadedInto(event.slug);
    for (const auth of [stranger, undefined] as Auth[]) {
      const answers = await Promise.all([
        call('GET', `/api/auth/events/${event.id}/albums`, auth),
        call('POST', `/api/auth/events/${event.id}/albums`, auth, { name: 'Mine' }),
        call('PATCH', `/api/auth/events/${event.id}/albums/${ceremony.id}`, auth, { name: 'Taken over' }),
        call('DELETE', `/api/auth/events/${event.id}/albums/${ceremony.id}`, auth),
        call('POST', `/api/auth/events/${event.id}/albums/${ceremony.id}/photos`, auth, { ids: [photoId] }),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual(
        Array(5).fill(auth === undefined ? 401 : 404) as number[],
      );
    }
    // The stranger's own event cannot reach it either, by naming this album under it.
    const theirs = await createEvent(app, stranger);
    const across = await call('PATCH', `/api/auth/events/${theirs.id}/albums/${ceremony.id}`, stranger, { name: 'x' });
    expect(across.statusCode).toBe(404);
    const graphql = await app.graphql<{ renameAlbum: { __typename: string } }>(
      `mutation ($id: ID!) { renameAlbum(albumId: $id, name: "Stolen") { __typename } }`,
      { id: globalId('Album', ceremony.id) },
      stranger,
    );
    expect(graphql.body.data?.renameAlbum.__typename).toBe('NotFoundError');
    const node = await app.graphql<{ node: unknown }>(
      `query ($id: ID!) { node(id: $id) { id } }`,
      { id: globalId('Album', ceremony.id) },
      stranger,
    );
    expect(node.body.data?.node).toBeNull();
    expect(await albumsOf(event)).toEqual([{ ...ceremony, photoCount: 0 }]);
    expect(await albumIdOfPhoto(photoId)).toBeNull();
  });

  it('deleted, keeps its photos: they go back to no album', async () => {
    const event = await createEvent(app, owner, { autoApprove: true });
    const ceremony = await album(event, 'Ceremony');
    const ids = [await uploadedInto(event.slug, ceremony.id), await uploadedInto(event.slug, ceremony.id)];
    const deleted = await call('DELETE', `/api/auth/events/${event.id}/albums/${ceremony.id}`, owner);
    expect(deleted.statusCode).toBe(200);
    expect(await albumsOf(event)).toEqual([]);
    expect(await Promise.all(ids.map(albumIdOfPhoto))).toEqual([null, null]);
    expect((await galleryIds(event.slug)).sort()).toEqual([...ids].sort());
  });
});

describe('uploading into an album', () => {
  it('files a photo in the album on the direct, resumable, presigned and GraphQL paths', async () => {
    const event = await createEvent(app, owner, { autoApprove: true });
    const ceremony = await album(event, 'Ceremony');
    const direct = await uploadedInto(event.slug, ceremony.id);
    const { id: resumed } = await uploadResumable(event.slug, ceremony.id);

    const ticket = await app.server.inject({
      method: 'POST',
      url: `/api/events/${event.slug}/uploads/presign`,
      payload: { mimeType: 'image/png', albumId: ceremony.id },
    });
    expect(ticket.statusCode).toBe(200);
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
      url: `/api/events/${event.slug}/uploads/complete`,
      payload: { storageKey, originalFilename: 'presigned.png', albumId: String(ceremony.id) },
    });
    expect(complete.statusCode).toBe(201);
    const presigned = complete.json<{ uploads: { id: number }[] }>().uploads[0]!.id;

    const query = `mutation ($slug: String!, $files: [Upload!]!, $albumId: ID) {
      uploadPhotos(slug: $slug, files: $files, albumId: $albumId) { __typename ... on Error { message } }
    }`;
    const { payload, headers } = multipart([
      {
        name: 'operations',
        value: JSON.stringify({
          query,
          variables: { slug: event.slug, files: [null], albumId: globalId('Album', ceremony.id) },
        }),
      },
      { name: 'map', value: JSON.stringify({ 0: ['variables.files.0'] }) },
      { name: '0', filename: 'graphql.png', contentType: 'image/png', data: await photo() },
    ]);
    const graphql = await app.server.inject({ method: 'POST', url: '/graphql', headers, payload });
    expect(graphql.json().data.uploadPhotos.__typename).toBe('UploadPhotosSuccess');
    await photosProcessed(app);

    const rows = await app.database.prisma.upload.findMany({ where: { eventId: event.id }, orderBy: { id: 'asc' } });
    expect(rows.map((row) => row.albumId)).toEqual([ceremony.id, ceremony.id, ceremony.id, ceremony.id]);
    expect(rows.map((row) => row.id).slice(0, 3)).toEqual([direct, resumed, presigned]);
  });

  it("refuses another event's album or one that does not exist, with a clear message, on every path", async () => {
    const event = await createEvent(app, owner, { autoApprove: true });
    const other = await createEvent(app, stranger);
    const theirs = (await createAlbum(other, 'Theirs', stranger)).json<{ album: AlbumJson }>().album;
    for (const albumId of [theirs.id, 999_999, 'ceremony']) {
      const direct = await uploadDirect(event.slug, albumId);
      expect([direct.statusCode, direct.json().message]).toEqual([400, ALBUM_NOT_IN_EVENT]);
      const { created } = await uploadResumable(event.slug, albumId);
      expect([created.statusCode, JSON.parse(created.body).message]).toEqual([400, ALBUM_NOT_IN_EVENT]);
      const presign = await app.server.inject({
        method: 'POST',
        url: `/api/events/${event.slug}/uploads/presign`,
        payload: { mimeType: 'image/png', albumId },
      });
      expect([presign.statusCode, presign.json().message]).toEqual([400, ALBUM_NOT_IN_EVENT]);
    }
    expect(await app.database.prisma.upload.count({ where: { eventId: event.id } })).toBe(0);
  });

  it('requires an album when the hosts say so: "Please choose an album." on every path', async () => {
    const event = await createEvent(app, owner, { autoApprove: true, requireAlbum: true });
    const ceremony = await album(event, 'Ceremony');
    const direct = await uploadDirect(event.slug);
    expect([direct.statusCode, direct.json().message]).toEqual([400, ALBUM_REQUIRED]);
    const { created } = await uploadResumable(event.slug);
    expect([created.statusCode, JSON.parse(created.body).message]).toEqual([400, ALBUM_REQUIRED]);
    const query = `mutation ($slug: String!, $files: [Upload!]!) {
      uploadPhotos(slug: $slug, files: $files) { __typename ... on Error { message } }
    }`;
    const { payload, headers } = multipart([
      { name: 'operations', value: JSON.stringify({ query, variables: { slug: event.slug, files: [null] } }) },
      { name: 'map', value: JSON.stringify({ 0: ['variables.files.0'] }) },
      { name: '0', filename: 'graphql.png', contentType: 'image/png', data: await photo() },
    ]);
    const graphql = await app.server.inject({ method: 'POST', url: '/graphql', headers, payload });
    expect(graphql.json().data.uploadPhotos).toEqual({ __typename: 'ValidationError', message: ALBUM_REQUIRED });
    expect(await app.database.prisma.upload.count({ where: { eventId: event.id } })).toBe(0);
    // With the album it goes through; the guests learn of the rule from the event.
    expect((await uploadDirect(event.slug, ceremony.id)).statusCode).toBe(201);
    const guest = await app.server.inject({ url: `/api/events/${event.slug}` });
    expect(guest.json()).toMatchObject({ event: { requireAlbum: true } });
    // Hosts can turn it off in the event's settings.
    const patched = await call('PATCH', `/api/auth/events/${event.id}`, owner, { requireAlbum: false });
    expect(patched.statusCode).toBe(200);
    expect((await uploadDirect(event.slug)).statusCode).toBe(201);
  });

  it('takes photos without an album once the hosts deleted every album, even with one required', async () => {
    const event = await createEvent(app, owner, { autoApprove: true, requireAlbum: true });
    const only = await album(event, 'Ceremony');
    expect((await uploadDirect(event.slug)).statusCode).toBe(400);
    expect((await call('DELETE', `/api/auth/events/${event.id}/albums/${only.id}`, owner)).statusCode).toBe(200);
    // Nothing left to choose: the guest's photo goes through instead of a refusal they cannot answer.
    expect((await uploadDirect(event.slug)).statusCode).toBe(201);
  });
});

describe('the gallery by album', () => {
  it('filters the guest gallery (REST and GraphQL) and the hosts’ list by album, and lists the albums for guests', async () => {
    const event = await createEvent(app, owner, { autoApprove: true });
    const ceremony = await album(event, 'Ceremony');
    const reception = await album(event, 'Reception');
    const inCeremony = await uploadedInto(event.slug, ceremony.id);
    const inReception = await uploadedInto(event.slug, reception.id);
    const loose = await uploadedInto(event.slug);
    // A photo awaiting review in the album: hosts see it, guests do not count it.
    await call('PATCH', `/api/auth/events/${event.id}`, owner, { autoApprove: false });
    const pending = await uploadedInto(event.slug, ceremony.id);

    expect(await galleryIds(event.slug, `?albumId=${ceremony.id}`)).toEqual([inCeremony]);
    expect(await galleryIds(event.slug, `?albumId=${reception.id}`)).toEqual([inReception]);
    expect(await galleryIds(event.slug)).toEqual([loose, inReception, inCeremony]);
    expect(await galleryIds(event.slug, '?albumId=999999')).toEqual([]);

    const gallery = await app.graphql<{ eventGallery: { edges: { node: { albumId: number | null } }[] } }>(
      `query ($slug: String!, $albumId: ID) {
        eventGallery(slug: $slug, albumId: $albumId, first: 10) { edges { node { albumId } } }
      }`,
      { slug: event.slug, albumId: globalId('Album', reception.id) },
    );
    expect(gallery.body.data?.eventGallery.edges.map((edge) => edge.node.albumId)).toEqual([reception.id]);

    const hostList = await call('GET', `/api/auth/events/${event.id}/uploads?albumId=${ceremony.id}`, owner);
    expect(hostList.json<{ uploads: { id: number }[] }>().uploads.map((upload) => upload.id)).toEqual([
      pending,
      inCeremony,
    ]);
    const none = await call('GET', `/api/auth/events/${event.id}/uploads?albumId=none`, owner);
    expect(none.json<{ uploads: { id: number }[] }>().uploads.map((upload) => upload.id)).toEqual([loose]);
    const photos = await app.graphql<{
      node: { photos: { edges: { node: { databaseId: number; album: { name: string } | null } }[] } };
    }>(
      `query ($id: ID!, $albumId: ID) {
        node(id: $id) { ... on Event { photos(first: 10, albumId: $albumId) { edges { node { databaseId album { name } } } } } }
      }`,
      { id: event.globalId, albumId: globalId('Album', ceremony.id) },
      owner,
    );
    expect(photos.body.data?.node.photos.edges.map((edge) => [edge.node.databaseId, edge.node.album?.name])).toEqual([
      [pending, 'Ceremony'],
      [inCeremony, 'Ceremony'],
    ]);

    const guestAlbums = await app.server.inject({ url: `/api/events/${event.slug}/albums` });
    expect(guestAlbums.json()).toEqual({
      albums: [
        { id: ceremony.id, name: 'Ceremony', position: 0, photoCount: 1 },
        { id: reception.id, name: 'Reception', position: 1, photoCount: 1 },
      ],
      hasHighlights: false,
    });
    const publicEvent = await app.graphql<{
      publicEvent: { event: { albums: { albumId: string; name: string; photoCount: number }[] } };
    }>(
      `query ($slug: String!) { publicEvent(slug: $slug) { ... on PublicEventSuccess { event { albums { albumId name photoCount } } } } }`,
      { slug: event.slug },
    );
    expect(publicEvent.body.data?.publicEvent.event.albums).toEqual([
      { albumId: globalId('Album', ceremony.id), name: 'Ceremony', photoCount: 1 },
      { albumId: globalId('Album', reception.id), name: 'Reception', photoCount: 1 },
    ]);
  });

  it("follows the gallery mode: in a drop box an album's tab and count show guests nothing", async () => {
    const event = await createEvent(app, owner, { autoApprove: true });
    const ceremony = await album(event, 'Ceremony');
    const photoId = await uploadedInto(event.slug, ceremony.id);
    expect(await galleryIds(event.slug, `?albumId=${ceremony.id}`)).toEqual([photoId]);
    const patched = await call('PATCH', `/api/auth/events/${event.id}`, owner, { galleryMode: 'UPLOAD_ONLY' });
    expect(patched.statusCode).toBe(200);
    expect(await galleryIds(event.slug, `?albumId=${ceremony.id}`)).toEqual([]);
    const guestAlbums = await app.server.inject({ url: `/api/events/${event.slug}/albums` });
    expect(guestAlbums.json()).toEqual({
      albums: [{ id: ceremony.id, name: 'Ceremony', position: 0, photoCount: 0 }],
      hasHighlights: false,
    });
  });

  it('keeps the albums behind the guest gate: a PIN event answers 403 without the PIN', async () => {
    const event = await createEvent(app, owner, { isPinRequired: true, pinCode: '4321' });
    await album(event, 'Ceremony');
    expect((await app.server.inject({ url: `/api/events/${event.slug}/albums` })).statusCode).toBe(403);
    const withPin = await app.server.inject({ url: `/api/events/${event.slug}/albums?pin=4321` });
    expect(withPin.json<{ albums: AlbumJson[] }>().albums.map((row) => row.name)).toEqual(['Ceremony']);
  });
});

describe('moving photos between albums in bulk', () => {
  it('moves the event’s photos into an album and back to none, skipping other events’ photos', async () => {
    const event = await createEvent(app, owner, { autoApprove: true });
    const ceremony = await album(event, 'Ceremony');
    const ids = [await uploadedInto(event.slug), await uploadedInto(event.slug), await uploadedInto(event.slug)];
    const other = await createEvent(app, owner, { autoApprove: true });
    const foreign = await uploadedInto(other.slug);

    const moved = await call('POST', `/api/auth/events/${event.id}/albums/${ceremony.id}/photos`, owner, {
      ids: [ids[0], ids[1], foreign],
    });
    expect(moved.json()).toMatchObject({ success: true, moved: 2 });
    expect(await Promise.all([...ids, foreign].map(albumIdOfPhoto))).toEqual([ceremony.id, ceremony.id, null, null]);
    expect(await galleryIds(event.slug, `?albumId=${ceremony.id}`)).toEqual([ids[1], ids[0]]);

    const back = await call('POST', `/api/auth/events/${event.id}/albums/none/photos`, owner, { ids: [ids[0]] });
    expect(back.json()).toMatchObject({ moved: 1 });
    expect(await albumIdOfPhoto(ids[0]!)).toBeNull();

    const graphql = await app.graphql<{
      movePhotosToAlbum: { __typename: string; photos?: { album: { name: string } }[] };
    }>(
      `mutation ($eventId: ID!, $albumId: ID, $photoIds: [ID!]!) {
        movePhotosToAlbum(eventId: $eventId, albumId: $albumId, photoIds: $photoIds) {
          __typename ... on MovePhotosToAlbumSuccess { photos { album { name } } }
        }
      }`,
      { eventId: event.globalId, albumId: globalId('Album', ceremony.id), photoIds: [globalId('Photo', ids[2]!)] },
      owner,
    );
    expect(graphql.body.data?.movePhotosToAlbum).toEqual({
      __typename: 'MovePhotosToAlbumSuccess',
      photos: [{ album: { name: 'Ceremony' } }],
    });

    // Another event's album, no ids, or a stranger: refused, nothing moved.
    const otherAlbum = await album(other, 'Elsewhere');
    const across = await call('POST', `/api/auth/events/${event.id}/albums/${otherAlbum.id}/photos`, owner, {
      ids: [ids[2]],
    });
    expect(across.statusCode).toBe(404);
    const empty = await call('POST', `/api/auth/events/${event.id}/albums/${ceremony.id}/photos`, owner, { ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(await albumIdOfPhoto(ids[2]!)).toBe(ceremony.id);
  });
});

interface ZipFile {
  name: string;
  data: Buffer;
}

function readZip(buffer: Buffer): Promise<ZipFile[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, strictFileNames: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no zip'));
      const files: ZipFile[] = [];
      zip.on('error', reject);
      zip.on('end', () => resolve(files));
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files.push({ name: entry.fileName, data: Buffer.concat(chunks) });
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

describe('the ZIP by album', () => {
  it("gives one album's approved originals, and the full ZIP in a folder per album", async () => {
    const event = await createEvent(app, owner, { autoApprove: true });
    const ceremony = await album(event, 'Ceremony');
    const reception = await album(event, 'Re/ception');
    await uploadedInto(event.slug, ceremony.id, 'a.png');
    await uploadedInto(event.slug, ceremony.id, 'a.png');
    await uploadedInto(event.slug, reception.id, 'a.png');
    await uploadedInto(event.slug, undefined, 'a.png');
    await call('PATCH', `/api/auth/events/${event.id}`, owner, { autoApprove: false });
    await uploadedInto(event.slug, ceremony.id, 'pending.png');

    const one = await call('GET', `/api/auth/events/${event.id}/download.zip?albumId=${ceremony.id}`, owner);
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-disposition']).toContain('Ayla & Can - Ceremony.zip');
    expect((await readZip(one.rawPayload)).map((file) => file.name)).toEqual(['a.png', 'a (2).png']);

    const all = await call('GET', `/api/auth/events/${event.id}/download.zip`, owner);
    expect((await readZip(all.rawPayload)).map((file) => file.name)).toEqual([
      'Ceremony/a.png',
      'Ceremony/a (2).png',
      'Re_ception/a.png',
      'a.png',
    ]);
    const loose = await call('GET', `/api/auth/events/${event.id}/download.zip?albumId=none`, owner);
    expect((await readZip(loose.rawPayload)).map((file) => file.name)).toEqual(['a.png']);

    const other = await createEvent(app, owner);
    const foreign = await album(other, 'Foreign');
    const across = await call('GET', `/api/auth/events/${event.id}/download.zip?albumId=${foreign.id}`, owner);
    expect(across.statusCode).toBe(404);
    expect(
      (await call('GET', `/api/auth/events/${event.id}/download.zip?albumId=${ceremony.id}`, stranger)).statusCode,
    ).toBe(404);
  });
});
