/**
 * `npm run load -- --scenario venue [--guests 300] [--seconds 600] [--record docs/benchmarks.md]`: 300 guests behind one address with two
 * abusive clients (scripts/load/venue.ts, decisions 061 and 064; each phone opens the page's HTML first, which
 * hands it its guest key); exits 1 on any 429 met by a guest, or none by the abusers. Both scenarios build the
 * web app first when it is missing or stale.
 *
 * `npm run load -- [--guests 200] [--seconds 60] [--record docs/benchmarks.md]`: a wedding at scale against
 * two instances on a PostgreSQL server and Redis (scripts/load/load.ts). DATABASE_URL names the server
 * (a fresh database is created on it and dropped), REDIS_URL the Redis; both default to 127.0.0.1.
 * Prints a table per kind of call, the 5xx count, lost writes, peak memory per instance and live events;
 * exits 1 on any 5xx or lost write.
 */
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { recordRun } from '../bench/record.ts';
import { loadAverage, machineDescription, printTable, runContext } from '../bench/report.ts';
import { reportRows, runLoad, serverErrorCount, type LoadReport } from './load.ts';
import { markdownRows, usageRows, usageSummary } from './process-sample.ts';
import { abuserRefusals, guestRefusals, runVenue, venueRows } from './venue.ts';

interface CliOptions {
  scenario: 'wedding' | 'venue';
  guests: number | null;
  seconds: number | null;
  record: string | null;
}

function parseOptions(args: string[]): CliOptions {
  const options: CliOptions = { scenario: 'wedding', guests: null, seconds: null, record: null };
  for (let i = 0; i < args.length; i += 1) {
    const [flag, inline] = args[i]!.split('=', 2);
    const value = inline ?? args[++i];
    const count = Number(value);
    // Bounded: a load run is loopback traffic on a shared machine, never an open-ended stress test.
    if (flag === '--guests' && Number.isInteger(count) && count >= 1 && count <= 2000) options.guests = count;
    else if (flag === '--seconds' && Number.isInteger(count) && count >= 1 && count <= 600) options.seconds = count;
    else if (flag === '--record' && value) options.record = value;
    else if (flag === '--scenario' && (value === 'wedding' || value === 'venue')) options.scenario = value;
    else {
      throw new Error(
        `unknown load option ${args[i]} (use --scenario wedding|venue, --guests 1-2000, --seconds 1-600, --record <file>)`,
      );
    }
  }
  return options;
}

const parsed = parseOptions(process.argv.slice(2));
// Guests load the HTML page too (in the venue, it hands each phone its key: decision 064): it needs the
// built web app, as `npm start` builds it.
const built = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);
if (parsed.scenario === 'venue') {
  await runVenueScenario(parsed.guests ?? 300, parsed.seconds ?? 600, parsed.record);
  process.exit(process.exitCode ?? 0);
}
const options = { ...parsed, guests: parsed.guests ?? 200, seconds: parsed.seconds ?? 60 };

const serverUrl = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
console.log(`Machine: ${machineDescription()}, load average ${loadAverage()} before the run.`);
const started = performance.now();
const report = await runLoad({
  guests: options.guests,
  seconds: options.seconds,
  databaseUrl: serverUrl,
  redisUrl,
  html: true,
  log: (line) => console.log(`   ${line}`),
});
const rows = reportRows(report);
console.log('');
printTable(rows);
console.log('');
printTable(usageRows(report.usage));
for (const [kind, seen] of report.errors) console.log(`${kind}: ${seen.join(' | ')}`);
const summary = summaryOf(report);
console.log(`\n${summary}`);
console.log(
  `(${((performance.now() - started) / 1000).toFixed(0)} s in all; load average ${loadAverage()} at the end)`,
);
if (options.record) {
  await recordRun(options.record, {
    key: 'load',
    title: `Load: ${options.guests} guests for ${options.seconds} s, two instances on PostgreSQL and Redis`,
    context: `${runContext()}. ${summary}.\n\nCPU (% of one core; the machine has ${cores()}) and resident memory while the guests ran, sampled each second from /proc:\n\n${markdownRows(usageRows(report.usage))}\n\nCalls:`,
    rows,
  });
  console.log(`recorded in ${options.record}`);
}
const errors = serverErrorCount(report);
const lost = report.rsvps.lost.length + report.uploads.lost.length;
if (errors > 0 || lost > 0) {
  console.log(`FAILED: ${errors} answers were 5xx, ${lost} acknowledged writes are missing.`);
  process.exit(1);
}

function summaryOf(load: LoadReport): string {
  const calls = [...load.calls.values()].reduce((sum, stats) => sum + stats.durations.length, 0);
  return [
    `${load.options.guests} guests, ${load.options.seconds} s, ${calls} answered calls (${(calls / load.options.seconds).toFixed(0)}/s)`,
    `5xx: ${serverErrorCount(load)}`,
    `RSVPs acknowledged ${load.rsvps.acknowledged}, lost ${load.rsvps.lost.length}`,
    `uploads acknowledged ${load.uploads.acknowledged}, lost ${load.uploads.lost.length}, approved by the host ${load.approved}`,
    `live: ${load.liveSubscribers} galleries open, ${load.liveEvents} events received`,
    usageSummary(load.usage),
  ].join('; ');
}

/** The venue: guests on one address must meet no 429, the abusers on it must. */
async function runVenueScenario(guests: number, seconds: number, record: string | null): Promise<void> {
  const serverUrl = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  console.log(`Machine: ${machineDescription()}, load average ${loadAverage()} before the run.`);
  const report = await runVenue({
    guests,
    seconds,
    databaseUrl: serverUrl,
    redisUrl,
    html: true,
    log: (line) => console.log(`   ${line}`),
  });
  console.log('');
  const rows = venueRows(report);
  printTable(rows);
  console.log('');
  printTable(usageRows(report.usage));
  const refusedGuests = guestRefusals(report);
  const refusedAbusers = abuserRefusals(report);
  const summary = `${guests} guests on one address, ${seconds} s: guests met ${refusedGuests} 429s, abusers ${refusedAbusers}; ${usageSummary(report.usage)}`;
  console.log(`\n${summary}.`);
  if (record) {
    await recordRun(record, {
      key: 'load-venue',
      title: `Load, venue: ${guests} guests on one address for ${seconds} s, two abusive clients on it`,
      context: `${runContext()}. ${summary}; two instances on PostgreSQL and Redis (decisions 061, 064); each phone opens the page's HTML first.\n\nCPU (% of one core; the machine has ${cores()}) and resident memory while the guests ran, sampled each second from /proc:\n\n${markdownRows(usageRows(report.usage))}\n\nCalls:`,
      rows,
    });
    console.log(`recorded in ${record}`);
  }
  if (refusedGuests > 0 || refusedAbusers === 0) {
    console.log('FAILED: guests must meet no 429 and the abusive clients must be limited.');
    process.exitCode = 1;
  }
}

function cores(): string {
  const count = availableParallelism();
  return `${count} core${count === 1 ? '' : 's'}`;
}
