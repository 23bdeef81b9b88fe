/**
 * Live hearts (issue 33): 1,000 taps in 10 s (100 a second, from 1,000 browsers, over three photos) reach
 * 50 open galleries as batched count messages. Reports how many count messages each gallery received
 * (a message per tap would be 1,000; the batcher's 300 ms windows make it about 34) and how long after the
 * last tap every gallery shows the final counts. One instance, the embedded database.
 */
import type { Client } from 'graphql-ws';
import { createTestApp, signupUser, type TestApp } from '../../api/test/app.ts';
import { createEvent } from '../../api/test/factories.ts';
import { follow, liveClient } from '../../api/test/live.ts';
import { uploadGuestPhotos } from '../../api/test/photos.ts';
import type { Bench, Measurement } from './bench.ts';

const GALLERIES = 50;
const TAPS = 1_000;
const SECONDS = 10;

type Update = { galleryUpdated: { reactionCounts: { photoId: string; count: number }[] } };
const GALLERY = `subscription ($slug: String!) { galleryUpdated(slug: $slug) { reactionCounts { photoId count } } }`;
const galleryPhotoId = (id: number) => Buffer.from(`GalleryPhoto:${id}`).toString('base64');

export const reactionsBench: Bench = {
  name: `Live hearts (${TAPS} taps in ${SECONDS} s, ${GALLERIES} galleries)`,
  async run(): Promise<Measurement[]> {
    let app: TestApp | undefined;
    const clients: Client[] = [];
    try {
      app = await createTestApp({ env: {} });
      const address = await app.start();
      const host = await signupUser(app);
      const event = await createEvent(app, { cookie: host.cookie }, { autoApprove: true });
      const photos = await uploadGuestPhotos(app, event.slug, 3);

      // Each gallery counts its count messages and notes when it last had the final counts.
      const galleries = await Promise.all(
        Array.from({ length: GALLERIES }, async () => {
          const client = liveClient(address);
          clients.push(client);
          const follower = follow<Update>(client, GALLERY, { slug: event.slug });
          await follower.next(); // the snapshot: listening has begun
          return { follower, messages: 0, counts: new Map<string, number>(), settledAt: 0 };
        }),
      );
      const expected = new Map(photos.map((id) => [galleryPhotoId(id), 0]));
      const listening = galleries.map(async (gallery) => {
        for (;;) {
          const message = await gallery.follower.next(60_000);
          const counts = message.data?.galleryUpdated.reactionCounts ?? [];
          if (counts.length === 0) continue;
          gallery.messages += 1;
          for (const { photoId, count } of counts) gallery.counts.set(photoId, count);
          gallery.settledAt = performance.now();
        }
      });
      void Promise.allSettled(listening);

      const started = performance.now();
      const perTick = TAPS / (SECONDS * 10);
      for (let tick = 0; tick < SECONDS * 10; tick += 1) {
        await Promise.all(
          Array.from({ length: perTick }, async (_, i) => {
            const photo = photos[(tick * perTick + i) % photos.length]!;
            const response = await app!.server.inject({
              method: 'POST',
              url: `/api/events/${event.slug}/photos/${photo}/reactions`,
            });
            if (response.statusCode !== 200) throw new Error(`tap failed: HTTP ${response.statusCode}`);
            const { count } = response.json<{ count: number }>();
            const id = galleryPhotoId(photo);
            expected.set(id, Math.max(expected.get(id) ?? 0, count));
          }),
        );
        const due = started + (tick + 1) * 100;
        if (performance.now() < due) await new Promise((resolve) => setTimeout(resolve, due - performance.now()));
      }
      const lastTap = performance.now();
      const settled = () =>
        galleries.every((gallery) => [...expected].every(([id, count]) => gallery.counts.get(id) === count));
      while (!settled()) {
        if (performance.now() - lastTap > 5_000) throw new Error('galleries never showed the final counts');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const perGallery = Math.max(...galleries.map((gallery) => gallery.messages));
      const lag = Math.max(...galleries.map((gallery) => gallery.settledAt)) - lastTap;
      const tapSeconds = (lastTap - started) / 1000;
      const note = `${TAPS} taps in ${tapSeconds.toFixed(1)} s over ${photos.length} photos; ${GALLERIES} galleries`;
      console.log(
        `   ${note}: at most ${perGallery} count messages per gallery; final counts ${lag.toFixed(0)} ms after the last tap`,
      );
      return [
        {
          metric: 'Heart count messages per gallery (1,000 taps in 10 s)',
          value: perGallery,
          unit: 'messages',
          // 300 ms windows over 10 s: about 34; a message per tap would be 1,000.
          budget: { atMost: 50 },
          note,
        },
        { metric: 'Final heart counts after the last tap', value: lag, unit: 'ms', budget: { below: 1000 } },
      ];
    } finally {
      await Promise.all(clients.map(async (client) => client.dispose()));
      await app?.close();
    }
  },
};
