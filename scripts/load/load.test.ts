import { beforeAll, expect, it } from 'vitest';
import {
  assertSharedServicesReachable,
  SERVER_DATABASE_URL,
  SHARED_REDIS_URL,
} from '../../api/test/shared-services.ts';
import { reportRows, runLoad, serverErrorCount } from './load.ts';

// The short `npm run load` of CI: what it asserts is correctness under load (no 5xx, no acknowledged write
// lost), never timings, which a shared machine cannot promise. The HTML page is left out: the API tests run
// before the web app is built (`npm test`); the full `npm run load` builds it and loads it.

beforeAll(() => assertSharedServicesReachable());

it('20 guests for 8 s on two instances: no 5xx, every acknowledged RSVP and upload stored', async () => {
  const report = await runLoad({
    guests: 20,
    seconds: 8,
    databaseUrl: SERVER_DATABASE_URL,
    redisUrl: SHARED_REDIS_URL,
    html: false,
  });
  const seen = JSON.stringify({ ...report, options: undefined, calls: reportRows(report) });
  expect(serverErrorCount(report), seen).toBe(0);
  expect(report.rsvps.lost, seen).toEqual([]);
  expect(report.uploads.lost, seen).toEqual([]);
  // The run did what it says: guests answered, uploaded, followed the gallery and saw the approvals.
  expect(report.rsvps.acknowledged, seen).toBeGreaterThan(0);
  expect(report.uploads.acknowledged, seen).toBeGreaterThan(0);
  expect(report.liveSubscribers, seen).toBe(20);
  expect(report.liveEvents, seen).toBeGreaterThan(0);
  // What each instance and the client cost is reported: both instances sampled through the run.
  const instances = report.usage.filter((usage) => usage.name.startsWith('instance'));
  expect(
    instances.map((usage) => usage.peakRssMb > 50 && usage.meanCpuPercent > 0),
    seen,
  ).toEqual([true, true]);
  const failed = [...report.calls.entries()].filter(([, stats]) => stats.failed > 0).map(([kind]) => kind);
  expect(failed, seen).toEqual([]);
}, 180_000);
