import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, signupUser, type Auth, type TestApp } from '../../test/app.ts';
import { createEvent } from '../../test/factories.ts';
import { photosProcessed, uploadGuestPhoto } from '../../test/photos.ts';
import { createCountingDatabase, type CountingDatabase } from '../../test/statements.ts';
import type { Database } from '../db/database.ts';
import { PUBLIC_READ_CACHE_CONTROL } from './http-cache-plugin.ts';

// Issue 35: an anonymous answer kept in memory (public-answer-cache.ts) is forgotten when an event it was
// made of changes, and only then. With many weddings live at once, a change at one of them must not make
// every guest of every other one run their gallery query again.

const SECOND_PAGE = `query SecondPage($slug: String!, $after: String) {
  eventGallery(slug: $slug, first: 1, after: $after) { edges { node { id } } pageInfo { endCursor } }
}`;

interface Page {
  eventGallery: { edges: { node: { id: string } }[]; pageInfo: { endCursor: string | null } };
}

let database: Database;
let app: TestApp;
let measure: CountingDatabase['measure'];
let host: Auth;

beforeAll(async () => {
  ({ database, measure } = await createCountingDatabase());
  app = await createTestApp({ database });
  host = await signupUser(app);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** An anonymous GET of a gallery page past the first (the first pages are kept elsewhere too). */
async function galleryPage(slug: string, after: string | null) {
  const search = new URLSearchParams({ query: SECOND_PAGE, variables: JSON.stringify({ slug, after }) });
  const { result, statements } = await measure(() =>
    app.server.inject({ url: `/graphql?${search}`, headers: { accept: 'application/graphql-response+json' } }),
  );
  expect(result.statusCode).toBe(200);
  return {
    page: result.json<{ data: Page }>().data.eventGallery,
    statements,
    cacheControl: result.headers['cache-control'],
  };
}

async function openEventWithPhotos(title: string) {
  const event = await createEvent(app, host, { title, autoApprove: true });
  await uploadGuestPhoto(app, event.slug);
  await uploadGuestPhoto(app, event.slug);
  await photosProcessed(app);
  const first = await galleryPage(event.slug, null);
  return { event, after: first.page.pageInfo.endCursor };
}

async function rename(eventId: number, title: string) {
  const edited = await app.server.inject({
    method: 'PATCH',
    url: `/api/auth/events/${eventId}`,
    headers: authHeaders(host),
    payload: { title },
  });
  expect(edited.statusCode).toBe(200);
}

describe("a kept anonymous answer and other events' changes", () => {
  it('stays kept when another event changes, and is forgotten when its own does', async () => {
    const garden = await openEventWithPhotos('Garden Wedding');
    const barn = await openEventWithPhotos('Barn Wedding');

    const first = await galleryPage(garden.event.slug, garden.after);
    expect(first.cacheControl).toBe(PUBLIC_READ_CACHE_CONTROL);
    expect(first.page.edges).toHaveLength(1);
    expect(first.statements).toBeGreaterThan(0);
    expect((await galleryPage(garden.event.slug, garden.after)).statements).toBe(0);

    // The barn's hosts rename it and a guest there shares a photo: the garden's answer is still good.
    await rename(barn.event.id, 'Barn Dance');
    await uploadGuestPhoto(app, barn.event.slug);
    await photosProcessed(app);
    const afterOthers = await galleryPage(garden.event.slug, garden.after);
    expect(afterOthers.statements).toBe(0);
    expect(afterOthers.page).toEqual(first.page);

    // A photo shared at the garden: the very next answer runs again and holds it (newest first, so the
    // page after the first photo now starts with what was the first).
    await uploadGuestPhoto(app, garden.event.slug);
    await photosProcessed(app);
    const afterOwn = await galleryPage(garden.event.slug, garden.after);
    expect(afterOwn.statements).toBeGreaterThan(0);
    expect(afterOwn.page.edges).toHaveLength(1);
  });

  it('is forgotten when its own event is renamed, switched off or gated, whatever else changed', async () => {
    const hall = await openEventWithPhotos('Hall Wedding');
    expect((await galleryPage(hall.event.slug, hall.after)).statements).toBeGreaterThan(0);
    expect((await galleryPage(hall.event.slug, hall.after)).statements).toBe(0);
    await rename(hall.event.id, 'Hall Party');
    expect((await galleryPage(hall.event.slug, hall.after)).statements).toBeGreaterThan(0);

    // A PIN set on the event: the kept page must not outlive it for someone without the PIN.
    const gated = await app.server.inject({
      method: 'PATCH',
      url: `/api/auth/events/${hall.event.id}`,
      headers: authHeaders(host),
      payload: { isPinRequired: true, pinCode: '5813' },
    });
    expect(gated.statusCode).toBe(200);
    const search = new URLSearchParams({
      query: SECOND_PAGE,
      variables: JSON.stringify({ slug: hall.event.slug, after: hall.after }),
    });
    const locked = await app.server.inject({
      url: `/graphql?${search}`,
      headers: { accept: 'application/graphql-response+json' },
    });
    expect(locked.json<{ data: Page | null; errors?: unknown[] }>().errors).toBeDefined();
  });
});
