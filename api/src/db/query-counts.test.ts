import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signupUser, type TestApp } from '../../test/app.ts';
import { createCountingDatabase, type CountingDatabase } from '../../test/statements.ts';
import { addCoHost, createEvent } from '../../test/factories.ts';
import { photosProcessed, uploadGuestPhotos } from '../../test/photos.ts';
import type { Database } from './database.ts';
import { persistedOperations } from '../graphql/persisted-operations.ts';

// Issue 13, item 7: the pages that list rows run a bounded number of SQL statements whatever the number of
// rows (no query per event or per photo). Each page is loaded for a small and a large list; the counts
// must be equal.

let database: Database;
let app: TestApp;
let measure: CountingDatabase['measure'];

beforeAll(async () => {
  ({ database, measure } = await createCountingDatabase());
  app = await createTestApp({ database });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/**
 * SQL statements the server ran to answer `request`: the fewer of two loads, since the count is of the
 * whole database and a background round (a review digest, a notification tick) may land in one window on
 * a busy machine; a page's own statements are in both.
 */
async function statementsFor(request: () => Promise<unknown>): Promise<number> {
  const first = (await measure(request)).statements;
  const second = (await measure(request)).statements;
  return Math.min(first, second);
}

/** The operation our web app really sends (Relay's text, from the persisted-operation manifest). */
function webOperation(name: string): string {
  return persistedOperations().named(name).text;
}

async function expectNoErrors(response: Promise<{ body: { errors?: unknown } }>) {
  const { body } = await response;
  expect(body.errors).toBeUndefined();
}

describe('statements per page do not grow with the rows', () => {
  it('the dashboard: events with counts, roles and hosts', async () => {
    const query = webOperation('DashboardPageQuery');
    const few = await signupUser(app);
    const many = await signupUser(app);
    const coHost = await signupUser(app);
    for (const [host, events] of [
      [few, 2],
      [many, 20],
    ] as const) {
      for (let i = 0; i < events; i += 1) {
        const event = await createEvent(app, { cookie: host.cookie });
        await addCoHost(app, { cookie: host.cookie }, event.id, coHost);
      }
    }
    // The invitations' mails are delivered after their answers: those writes must not fall in the counts.
    await app.emailWorkers.drain(30_000, { dueOnly: true });
    const today = new Date().toISOString();
    const load = (cookie: string, count = 100) => expectNoErrors(app.graphql(query, { count, today }, { cookie }));
    // Warms the credential and parse caches; other variables, so the member answer cache has nothing to give.
    await load(few.cookie, 99);
    const small = await statementsFor(() => load(few.cookie));
    const large = await statementsFor(() => load(many.cookie));
    expect(large, `${small} statements for 2 events, ${large} for 20`).toBe(small);
    expect(small).toBeLessThan(15);
  });

  it("the uploads tab: an event's photos with their status", async () => {
    const query = webOperation('UploadsTabQuery');
    const host = await signupUser(app);
    const few = await createEvent(app, { cookie: host.cookie });
    const many = await createEvent(app, { cookie: host.cookie });
    const photos = [await uploadGuestPhotos(app, few.slug, 2), await uploadGuestPhotos(app, many.slug, 20)];
    // Filed in albums, as a wedding's photos are: each card names its album.
    for (const [index, event] of [few, many].entries()) {
      const album = await app.server.inject({
        method: 'POST',
        url: `/api/auth/events/${event.id}/albums`,
        headers: { cookie: host.cookie },
        payload: { name: 'Reception' },
      });
      const filed = await app.server.inject({
        method: 'POST',
        url: `/api/auth/events/${event.id}/albums/${album.json<{ album: { id: number } }>().album.id}/photos`,
        headers: { cookie: host.cookie },
        payload: { ids: photos[index] },
      });
      expect(filed.statusCode).toBe(200);
    }
    // The thumbnails are made in the background; their statements are nobody's page load.
    await photosProcessed(app);
    // Each load asks a page size of its own (all larger than the event), so the member answer cache,
    // which answers a repeated query with no statement, has nothing to give.
    let count = 50;
    const load = (id: number) =>
      expectNoErrors(app.graphql(query, { databaseId: id, count: (count += 1) }, { cookie: host.cookie }));
    await load(few.id);
    const small = await statementsFor(() => load(few.id));
    const large = await statementsFor(() => load(many.id));
    expect(large, `${small} statements for 2 photos, ${large} for 20`).toBe(small);
    // The event with its member check, its tables, its albums (the photos' albums among them), the guest
    // filter's guests, the page, the counts (issue 35): not the viewer's role again after the member check,
    // nor tables for a page of photos sent from no table card, nor the photos' albums again by id (it was
    // 10, then 8).
    expect(small).toBeLessThanOrEqual(7);

    // A filter change or a sort loads the list alone: the event, the viewer's role on it, the page and its
    // photos' albums, not the filters' choices and counts again (issue 35: it re-read all ten).
    const list = webOperation('UploadsPanelPaginationQuery');
    const { body } = await app.graphql<{ hostedEvent: { id: string } }>(
      'query($databaseId: Int!) { hostedEvent(databaseId: $databaseId) { id } }',
      { databaseId: many.id },
      { cookie: host.cookie },
    );
    const sorted = await statementsFor(() =>
      expectNoErrors(
        app.graphql(list, { id: body.data!.hostedEvent.id, count: 24, orderBy: 'NAME' }, { cookie: host.cookie }),
      ),
    );
    expect(sorted).toBeLessThanOrEqual(4);
  });

  it('the guest gallery, over REST and GraphQL, for a PIN-protected event', async () => {
    const host = await signupUser(app);
    const pin = { isPinRequired: true, pinCode: '482913', autoApprove: true };
    const few = await createEvent(app, { cookie: host.cookie }, pin);
    const many = await createEvent(app, { cookie: host.cookie }, pin);
    await uploadGuestPhotos(app, few.slug, 2, { pin: '482913' });
    await uploadGuestPhotos(app, many.slug, 20, { pin: '482913' });
    await photosProcessed(app);
    const rest = (slug: string) => app.server.inject({ url: `/api/events/${slug}/gallery?limit=20&pin=482913` });
    const graphql = (slug: string) =>
      expectNoErrors(
        app.graphql(
          `query($slug: String!) { eventGallery(slug: $slug, pin: "482913", first: 20) {
            edges { node { id url thumbnailUrl uploaderName width height } } } }`,
          { slug },
        ),
      );
    for (const load of [rest, graphql]) {
      await load(few.slug);
      // Cold reads: the public read cache would answer warm ones with no statement at all.
      for (const { id } of [few, many]) app.services.feed.publish({ kind: 'EVENT_CHANGED', eventId: id });
      const small = await statementsFor(() => load(few.slug));
      const large = await statementsFor(() => load(many.slug));
      expect(large, `${small} statements for 2 photos, ${large} for 20`).toBe(small);
    }
  });
});
