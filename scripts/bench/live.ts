/**
 * Live budget (ARCHITECTURE.md "Budgets"): an approved photo reaches a subscribed guest page in < 1 s,
 * across two instances with Redis. Two app instances share one PostgreSQL server and one Redis; 50
 * guests follow the gallery over graphql-ws on instance B; the host approves (then rejects) a photo
 * over HTTP on instance A, 60 times. A round's latency runs from sending the host's request until the
 * last of the 50 guests has the message.
 */
import type { Client } from 'graphql-ws';
import { createTestApp, signupUser, type TestApp } from '../../api/test/app.ts';
import { createTestDatabase } from '../../api/test/database.ts';
import { createEvent } from '../../api/test/factories.ts';
import { follow, liveClient, type Follower } from '../../api/test/live.ts';
import { uploadGuestPhotos } from '../../api/test/photos.ts';
import type { Bench, Measurement } from './bench.ts';

const GUESTS = 50;
const ROUNDS = 60;
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const GALLERY = `subscription ($slug: String!) { galleryUpdated(slug: $slug) { added { id } removedIds photoCount } }`;

export const liveBench: Bench = {
  name: `Live delivery (2 instances, PostgreSQL + Redis, ${GUESTS} guests)`,
  async run(): Promise<Measurement[]> {
    const database = await createTestDatabase({ serverUrl: DATABASE_URL });
    const namespace = `bench-${process.pid}`;
    const env = { REDIS_URL };
    let first: TestApp | undefined;
    let second: TestApp | undefined;
    const clients: Client[] = [];
    try {
      first = await createTestApp({ env, database, liveNamespace: namespace });
      second = await createTestApp({ env, database, liveNamespace: namespace });
      const firstAddress = await first.start();
      const secondAddress = await second.start();
      const host = await signupUser(first);
      const event = await createEvent(first, { cookie: host.cookie });
      const [photoId] = await uploadGuestPhotos(first, event.slug, 1);

      const guests: Follower<unknown>[] = [];
      for (let i = 0; i < GUESTS; i++) {
        const client = liveClient(secondAddress);
        clients.push(client);
        const guest = follow<unknown>(client, GALLERY, { slug: event.slug });
        await guest.next(); // the first message: listening has begun
        guests.push(guest);
      }

      const latencies: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const action = round % 2 === 0 ? 'APPROVED' : 'REJECTED';
        const started = performance.now();
        const arrivals = guests.map((guest) => guest.next(5000).then(() => performance.now() - started));
        const response = await fetch(`${firstAddress}/api/auth/uploads/bulk`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: host.cookie },
          body: JSON.stringify({ ids: [photoId], action }),
        });
        if (!response.ok) throw new Error(`moderation failed: HTTP ${response.status}`);
        latencies.push(Math.max(...(await Promise.all(arrivals))));
      }
      latencies.sort((a, b) => a - b);
      const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
      const note = `${ROUNDS} rounds, ${GUESTS} guests on instance B, moderation on A; median ${at(0.5).toFixed(1)} ms`;
      console.log(`   ${note}; p95 ${at(0.95).toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms`);
      return [
        {
          metric: 'Live delivery p95 (approval -> last guest)',
          value: at(0.95),
          unit: 'ms',
          budget: { below: 1000 },
          note,
        },
        { metric: 'Live delivery max', value: latencies.at(-1)!, unit: 'ms', budget: { below: 1000 } },
      ];
    } finally {
      await Promise.all(clients.map(async (client) => client.dispose()));
      await second?.close();
      await first?.close();
      await database.close();
    }
  },
};
