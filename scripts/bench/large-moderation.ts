/**
 * Bulk approval on a large event (issue 35, item 2; ARCHITECTURE.md "Budgets"): on the large-event fixture
 * (scripts/seed-large, 20,000 photos) with 5,000 photos awaiting review, the host selects all of them and
 * approves them in one action, the uploads tab's `moderateUploads` mutation (ModerateUploadsMutation.ts) with
 * the 5,000 ids, < 5 s. Meanwhile open guest galleries (graphql-ws as the guest page subscribes, and SSE)
 * must receive the change as batched updates, not one message per photo: the messages each received, and
 * the time from the host's click until the last gallery had it. A change of more photos than a page holds
 * reaches a gallery as its first page as it is now (`startOver`, gallery-changes.ts LIVE_PHOTOS_PER_MESSAGE):
 * a gallery has the approval once that page (or, for a small change, every photo) arrived.
 * The fixture's ~7% pending photos are topped up to 5,000 (oldest approved ones set back to PENDING) before
 * the app starts. Smaller while iterating: LARGE_EVENT_PHOTOS=6000 npm run bench -- --only "bulk approval".
 */
import { globalIdOf } from '../../api/src/graphql/ids.ts';
import { persistedOperations, persistedQueryExtension } from '../../api/src/graphql/persisted-operations.ts';
import { startApp } from './app-process.ts';
import type { Bench, BenchOptions, Measurement } from './bench.ts';
import { openGalleries, seedInto, signIn, sizeFromEnv, type OpenGallery } from './large-live.ts';

const APP_PORT = 3320;
const PENDING = 5_000;
const GALLERIES = 4;

export function largeModerationBench(options: BenchOptions): Bench {
  const photos = sizeFromEnv('LARGE_EVENT_PHOTOS', 20_000);
  return {
    name: `bulk approval (${PENDING} of ${photos} photos in one action, ${options.database} database)`,
    async run(): Promise<Measurement[]> {
      let pendingIds: number[] = [];
      let slug = '';
      let seeded: Awaited<ReturnType<typeof seedInto<number[]>>>['event'] | undefined;
      const app = await startApp(options.database, APP_PORT, async (target) => {
        const { event, extra } = await seedInto(
          target,
          { photos, rsvps: 300, writeFiles: false },
          async (db, event) => {
            const { prisma } = db;
            const pending = await prisma.upload.count({ where: { eventId: event.eventId, status: 'PENDING' } });
            const topUp = await prisma.upload.findMany({
              where: { eventId: event.eventId, status: 'APPROVED' },
              orderBy: { id: 'asc' },
              take: Math.max(0, PENDING - pending),
              select: { id: true },
            });
            await prisma.upload.updateMany({
              where: { id: { in: topUp.map((row) => row.id) } },
              data: { status: 'PENDING', moderatedAt: null, moderatedById: null },
            });
            await prisma.$executeRawUnsafe('ANALYZE "Upload"');
            const rows = await prisma.upload.findMany({
              where: { eventId: event.eventId, status: 'PENDING' },
              orderBy: { id: 'desc' },
              take: PENDING,
              select: { id: true },
            });
            return rows.map((row) => row.id);
          },
        );
        seeded = event;
        slug = event.slug;
        pendingIds = extra;
      });
      const galleries: OpenGallery[] = [];
      try {
        if (pendingIds.length !== PENDING) throw new Error(`${pendingIds.length} photos pending, not ${PENDING}`);
        const cookie = await signIn(app.url, seeded!);
        galleries.push(...(await openGalleries(app.url, slug, GALLERIES, { perAddress: GALLERIES })));
        const before = galleries.map((gallery) => gallery.messages.length);

        const mutation = persistedOperations().named('ModerateUploadsMutation');
        const started = performance.now();
        const response = await fetch(`${app.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({
            operationName: mutation.name,
            variables: { ids: pendingIds.map((id) => globalIdOf('Photo', String(id))), action: 'APPROVED' },
            extensions: persistedQueryExtension(mutation.id),
          }),
        });
        const body = await response.text();
        const answered = performance.now() - started;
        const result = JSON.parse(body) as {
          data?: { moderateUploads?: { __typename: string; uploads?: unknown[]; message?: string } };
          errors?: { message: string }[];
        };
        const approved = result.data?.moderateUploads?.uploads?.length ?? 0;
        if (!response.ok || approved !== PENDING) {
          throw new Error(
            `approving ${PENDING} photos in one request: ${response.status} ` +
              `${result.data?.moderateUploads?.message ?? result.errors?.[0]?.message ?? body.slice(0, 300)}`,
          );
        }
        console.log(`   ${PENDING} photos approved in one request in ${answered.toFixed(0)} ms`);

        // Every gallery shows the approval: its first page as it now is with the new count (a change larger
        // than a page), or all 5,000 new photos; wait until each has it, then a second more for strays.
        const deadline = Date.now() + 180_000;
        const since = (gallery: OpenGallery, index: number) =>
          gallery.messages.slice(before[index]).map((message) => message.data.data?.galleryUpdated);
        const addedTo = (gallery: OpenGallery, index: number) =>
          since(gallery, index).reduce((sum, update) => sum + (update?.added.length ?? 0), 0);
        const startedOver = (gallery: OpenGallery, index: number) =>
          since(gallery, index).some((update) => update?.startOver === true && update.added.length > 0);
        const hasIt = (gallery: OpenGallery, index: number) =>
          startedOver(gallery, index) || addedTo(gallery, index) >= PENDING;
        while (galleries.some((gallery, index) => !hasIt(gallery, index)) && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        const lastArrival = Math.max(...galleries.map((gallery) => gallery.messages.at(-1)!.at)) - started;
        await new Promise((resolve) => setTimeout(resolve, 1000));
        const received = galleries.map((gallery, index) => gallery.messages.length - before[index]!);
        const shown = galleries.map(addedTo);
        const firstPages = galleries.map(startedOver);
        const counts = galleries.map((gallery) => gallery.messages.at(-1)!.data.data?.galleryUpdated?.photoCount);
        const bytes = galleries.map((gallery, index) =>
          gallery.messages.slice(before[index]).reduce((sum, message) => sum + JSON.stringify(message.data).length, 0),
        );
        const transports = galleries.map((gallery) => gallery.transport).join(', ');
        console.log(
          `   ${GALLERIES} galleries (${transports}): messages ${received.join(', ')}; photos added ${shown.join(', ')}; ` +
            `first page in place: ${firstPages.join(', ')}; bytes ${bytes.join(', ')}; last at ${lastArrival.toFixed(0)} ms`,
        );
        if (galleries.some((gallery, index) => !hasIt(gallery, index))) {
          throw new Error(`galleries received ${shown.join(', ')} photos, first page ${firstPages.join(', ')}`);
        }
        if (firstPages.some(Boolean) && counts.some((count) => count === undefined || count < PENDING)) {
          throw new Error(`galleries' photo counts after the approval: ${counts.join(', ')}`);
        }
        const how = firstPages.every(Boolean)
          ? `each received the first page (${Math.max(...shown)} photos, ${Math.max(...bytes)} bytes at most) with the new count`
          : `each received all ${PENDING} photos`;
        return [
          {
            metric: `select-all and approve ${PENDING} pending photos, one request`,
            value: answered / 1000,
            unit: 's',
            budget: { below: 5 },
            note: `GraphQL moderateUploads as the uploads tab sends it, ${photos}-photo event`,
          },
          {
            metric: `  live messages per open gallery for the ${PENDING} approvals (most)`,
            value: Math.max(...received),
            unit: 'messages',
            budget: { atMost: 5 },
            note: `${GALLERIES} galleries, graphql-ws and SSE alternating; ${how}`,
          },
          {
            metric: '  click -> last gallery has the approval (first page in place, or every photo)',
            value: lastArrival / 1000,
            unit: 's',
            budget: null,
          },
        ];
      } finally {
        for (const gallery of galleries) gallery.close();
        await app.stop();
      }
    },
  };
}
