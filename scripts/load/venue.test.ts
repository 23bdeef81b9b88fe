import { beforeAll, expect, it } from 'vitest';
import {
  assertSharedServicesReachable,
  SERVER_DATABASE_URL,
  SHARED_REDIS_URL,
} from '../../api/test/shared-services.ts';
import { ABUSER, guestRefusals, runVenue, venueRows } from './venue.ts';

// The short venue of CI (decision 061): guests behind one address meet no 429, and the client reading far
// more than a guest on its one key is limited within seconds. The keyless abuser's 250,000 points may last
// longer than a short run on a busy machine: `npm run load -- --scenario venue` shows it limited too.

beforeAll(() => assertSharedServicesReachable());

it('30 guests on one address for 12 s: no 429 for any guest; the abusive key is limited', async () => {
  const report = await runVenue({
    guests: 30,
    seconds: 12,
    databaseUrl: SERVER_DATABASE_URL,
    redisUrl: SHARED_REDIS_URL,
  });
  const seen = JSON.stringify(venueRows(report));
  expect(guestRefusals(report), seen).toBe(0);
  expect(report.calls.get(`${ABUSER} with one key: whole gallery`)?.tooMany, seen).toBeGreaterThan(0);
  const broken = [...report.calls.entries()].filter(([, stats]) => stats.serverErrors + stats.failed > 0);
  expect(
    broken.map(([kind]) => kind),
    seen,
  ).toEqual([]);
  // The guests did what the scenario says: opened, answered, followed and scrolled.
  for (const kind of ['EventPageQuery', 'RSVP', 'live subscribe (SSE)', 'GallerySectionQuery']) {
    expect(report.calls.get(kind)?.durations.length, `${kind}: ${seen}`).toBeGreaterThanOrEqual(30);
  }
}, 180_000);
