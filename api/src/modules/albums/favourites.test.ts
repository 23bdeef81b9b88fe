import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webRootWithGuestPage } from '../../../test/web-root.ts';
import { authHeaders, createTestApp, signupUser, type Auth, type TestApp } from '../../../test/app.ts';
import { createEvent, type CreatedEvent } from '../../../test/factories.ts';
import { uploadGuestPhoto } from '../../../test/photos.ts';
import type { SignedUpUser } from '../../../test/users.ts';

// Host favourites (issue 31 item 3, decision 053): hosts star photos; guests get a Highlights tab of the
// starred photos they may see; the first of them is the link preview's image of an event without a cover.

let app: TestApp;
let owner: SignedUpUser;
let stranger: SignedUpUser;
let webRoot: string;

beforeAll(async () => {
  // The guest page's HTML, which /e/{slug} fills with the link preview's tags.
  webRoot = await webRootWithGuestPage('web-favourites-', '<!doctype html><html><head><title>x</title></head></html>');
  app = await createTestApp({ webRoot });
  owner = await signupUser(app);
  stranger = await signupUser(app);
});
afterAll(async () => {
  await app.close();
  await rm(webRoot, { recursive: true, force: true });
});

function star(id: number, favourite: unknown, auth: Auth) {
  return app.server.inject({
    method: 'POST',
    url: `/api/auth/uploads/${id}/favourite`,
    headers: authHeaders(auth),
    payload: { favourite },
  });
}

async function highlights(event: CreatedEvent): Promise<number[]> {
  const response = await app.server.inject({ url: `/api/events/${event.slug}/gallery?highlights=true` });
  expect(response.statusCode).toBe(200);
  return response.json<{ uploads: { id: number }[] }>().uploads.map((upload) => upload.id);
}

async function hasHighlights(event: CreatedEvent): Promise<boolean> {
  const { body } = await app.graphql<{ publicEvent: { event: { hasHighlights: boolean } } }>(
    `query ($slug: String!) { publicEvent(slug: $slug) { ... on PublicEventSuccess { event { hasHighlights } } } }`,
    { slug: event.slug },
  );
  return body.data!.publicEvent.event.hasHighlights;
}

/** The og:image of the guest page's HTML, or null. */
async function previewImage(event: CreatedEvent): Promise<string | null> {
  const page = await app.server.inject({ url: `/e/${event.slug}` });
  expect(page.statusCode).toBe(200);
  return /<meta property="og:image" content="([^"]+)"/.exec(page.body)?.[1] ?? null;
}

/** The picture the guest page shows at its top (PublicEvent.heroImageUrl), as a guest's query asks for it. */
async function heroImage(event: CreatedEvent, pin?: string): Promise<string | null> {
  const { body } = await app.graphql<{ publicEvent: { event?: { heroImageUrl: string | null } } }>(
    `query ($slug: String!, $pin: String) {
      publicEvent(slug: $slug, pin: $pin) { ... on PublicEventSuccess { event { heroImageUrl } } } }`,
    { slug: event.slug, pin },
  );
  expect(body.data?.publicEvent.event).toBeDefined();
  return body.data!.publicEvent.event!.heroImageUrl;
}

function patchEvent(event: CreatedEvent, payload: Record<string, unknown>) {
  return app.server
    .inject({ method: 'PATCH', url: `/api/auth/events/${event.id}`, headers: authHeaders(owner), payload })
    .then((response) => expect(response.statusCode).toBe(200));
}

async function displayUrl(id: number): Promise<string> {
  return `/api/uploads/${(await app.database.prisma.upload.findUniqueOrThrow({ where: { id } })).displayKey}`;
}

describe('host favourites', () => {
  it('are starred and unstarred by the hosts; the highlights show only starred photos guests may see', async () => {
    const event = await createEvent(app, owner, { autoApprove: true });
    const [first, second, plain] = [
      await uploadGuestPhoto(app, event.slug),
      await uploadGuestPhoto(app, event.slug),
      await uploadGuestPhoto(app, event.slug),
    ];
    expect(await hasHighlights(event)).toBe(false);
    expect(await highlights(event)).toEqual([]);

    const starred = await star(first, true, owner);
    expect(starred.json()).toMatchObject({ success: true, id: first, favourite: true });
    expect((await star(second, true, owner)).statusCode).toBe(200);
    expect(await highlights(event)).toEqual([second, first]);
    expect(await hasHighlights(event)).toBe(true);

    // A starred photo the hosts then reject leaves the highlights with it.
    const rejected = await app.server.inject({
      method: 'POST',
      url: '/api/auth/uploads/bulk',
      headers: authHeaders(owner),
      payload: { ids: [second], action: 'reject' },
    });
    expect(rejected.statusCode).toBe(200);
    expect(await highlights(event)).toEqual([first]);

    // GraphQL: the same tab, and the hosts' star on Photo; unstar takes it off.
    const gallery = await app.graphql<{ eventGallery: { edges: unknown[] } }>(
      `query ($slug: String!) { eventGallery(slug: $slug, highlights: true, first: 10) { edges { node { id } } } }`,
      { slug: event.slug },
    );
    expect(gallery.body.data?.eventGallery.edges).toHaveLength(1);
    const unstar = await app.graphql<{
      setPhotoFavourite: { photo: { isFavourite: boolean; favouritedAt: string | null } };
    }>(
      `mutation ($id: ID!) { setPhotoFavourite(photoId: $id, favourite: false) {
        ... on SetPhotoFavouriteSuccess { photo { isFavourite favouritedAt } } } }`,
      { id: Buffer.from(`Photo:${first}`).toString('base64') },
      owner,
    );
    expect(unstar.body.data?.setPhotoFavourite.photo).toEqual({ isFavourite: false, favouritedAt: null });
    expect(await highlights(event)).toEqual([]);
    expect(await hasHighlights(event)).toBe(false);
    // The unfiltered gallery is untouched by stars.
    const all = await app.server.inject({ url: `/api/events/${event.slug}/gallery` });
    expect(all.json<{ uploads: { id: number }[] }>().uploads.map((upload) => upload.id)).toEqual([plain, first]);
  });

  it('are the hosts’ alone: a stranger host (404) or a guest (401) cannot star, and a bad value is a 400', async () => {
    const event = await createEvent(app, owner, { autoApprove: true });
    const id = await uploadGuestPhoto(app, event.slug);
    expect((await star(id, true, stranger)).statusCode).toBe(404);
    expect((await star(id, true, undefined)).statusCode).toBe(401);
    const bad = await star(id, 'yes', owner);
    expect([bad.statusCode, bad.json().message]).toEqual([
      400,
      'Send favourite: true to star the photo, or false to take the star off.',
    ]);
    expect(await highlights(event)).toEqual([]);
  });

  it('give an event without a cover its link preview image: the first starred photo guests see', async () => {
    const event = await createEvent(app, owner, { autoApprove: true });
    const [early, late] = [await uploadGuestPhoto(app, event.slug), await uploadGuestPhoto(app, event.slug)];
    expect(await previewImage(event)).toBeNull();
    await star(late, true, owner);
    await star(early, true, owner);
    const display = async (id: number) =>
      (await app.database.prisma.upload.findUniqueOrThrow({ where: { id } })).displayKey;
    expect(await previewImage(event)).toMatch(new RegExp(`${await display(late)}$`));
    // A drop box shows guests no photo, so neither does its preview.
    await patchEvent(event, { galleryMode: 'UPLOAD_ONLY' });
    expect(await previewImage(event)).toBeNull();
    expect(await hasHighlights(event)).toBe(false);
    // A PIN keeps the preview generic: no photo.
    const pinned = await createEvent(app, owner, { autoApprove: true, isPinRequired: true, pinCode: '2468' });
    const secret = await uploadGuestPhoto(app, pinned.slug, { pin: '2468' });
    await star(secret, true, owner);
    expect(await previewImage(pinned)).toBeNull();
  });

  it('give the guest page its picture without a cover: the first starred photo, only while every guest sees the gallery', async () => {
    const event = await createEvent(app, owner, { autoApprove: true });
    const [early, late] = [await uploadGuestPhoto(app, event.slug), await uploadGuestPhoto(app, event.slug)];
    expect(await heroImage(event)).toBeNull();
    await star(late, true, owner);
    await star(early, true, owner);
    // The first starred, the same photo as the link preview's.
    expect(await heroImage(event)).toBe(await displayUrl(late));
    expect(await previewImage(event)).toMatch(new RegExp(`${await heroImage(event)}$`));

    // Each guest sees only their own photos (OWN), or nobody sees any yet: no photo of theirs goes on top.
    await patchEvent(event, { galleryMode: 'OWN' });
    expect(await heroImage(event)).toBeNull();
    await patchEvent(event, { galleryMode: 'SHARED', revealAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect(await heroImage(event)).toBeNull();
    await patchEvent(event, { revealAt: null });
    expect(await heroImage(event)).toBe(await displayUrl(late));

    // A cover the hosts set comes first.
    await patchEvent(event, { coverImageUrl: 'https://images.example.com/us.jpg' });
    expect(await heroImage(event)).toBe('https://images.example.com/us.jpg');

    // Behind a PIN, the starred photo carries the token that opens it, as the gallery's addresses do.
    const pinned = await createEvent(app, owner, { autoApprove: true, isPinRequired: true, pinCode: '1357' });
    const secret = await uploadGuestPhoto(app, pinned.slug, { pin: '1357' });
    await star(secret, true, owner);
    expect(await heroImage(pinned, '1357')).toMatch(new RegExp(`^${await displayUrl(secret)}\\?access=\\d+\\.`));
  });
});
