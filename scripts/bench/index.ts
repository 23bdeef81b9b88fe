/**
 * `npm run bench`: runs each bench module in order and prints every figure against its budget
 * (ARCHITECTURE.md "Budgets"). It is a report: the exit code is 0 even when a budget is missed, which the
 * output says plainly. Add a bench by exporting a `Bench` from a module and listing it below.
 * Options: `--database embedded|server` (the app benches' database; embedded by default) and
 * `--only <name>` (benches whose name contains it), e.g. `npm run bench -- --only http --database server`,
 * and `--record docs/benchmarks.md` (writes the table there, in this run's section, with date and commit).
 * `BENCH_SERVER_CGROUP=<a cgroup's directory>` starts the product's server inside that cgroup: with a memory
 * limit set there, it measures a small machine on this one (app-process.ts; docs/scaling.md, Memory).
 */
import { serverMemoryLimitMb } from './app-process.ts';
import { recordRun } from './record.ts';
import { loadAverage, machineDescription, printTable, runContext } from './report.ts';
import { budgetText, meets, parseBenchOptions, type Bench, type Measurement } from './bench.ts';
import { guestBundleBench } from './guest-bundle.ts';
import { httpBench } from './http.ts';
import { mediaBench } from './media.ts';
import { memoryBench } from './memory.ts';
import { liveBench } from './live.ts';
import { reactionsBench } from './reactions.ts';
import { lighthouseBench } from './lighthouse.ts';
import { uploadsBench } from './uploads.ts';
import { resumableBench } from './resumable.ts';
import { videoTranscodeBench } from './video.ts';
import { videoRangesBench } from './video-ranges.ts';
import { photosBesideVideoBench, videoUploadMemoryBench } from './video-uploads.ts';
import { zipBench } from './zip.ts';
import { largeEventBench } from './large-event.ts';
import { largeModerationBench } from './large-moderation.ts';
import { largeZipBench } from './large-zip.ts';
import { openGalleriesBench } from './open-galleries.ts';
import { capacityBench } from './capacity.ts';
import { guestViewBytesBench } from './guest-view-bytes.ts';

const options = parseBenchOptions(process.argv.slice(2));
const benches: Bench[] = [
  mediaBench,
  guestBundleBench,
  lighthouseBench,
  httpBench(options),
  uploadsBench(options),
  resumableBench(options),
  zipBench,
  liveBench,
  reactionsBench,
  videoTranscodeBench,
  videoRangesBench(options),
  videoUploadMemoryBench(options),
  photosBesideVideoBench(options),
  largeEventBench(options),
  largeModerationBench(options),
  largeZipBench(options),
  openGalleriesBench(options),
  memoryBench(options),
  memoryBench(options, 'wedding'),
  capacityBench,
  guestViewBytesBench(options),
].filter((bench) => options.only.length === 0 || options.only.some((name) => bench.name.toLowerCase().includes(name)));

const rows: { bench: string; measurement: Measurement }[] = [];
const failures: string[] = [];

console.log(
  `Machine: ${machineDescription()}, load average ${loadAverage()} ` +
    '(above 0.5 other work competes for the cores). Figures are noisy: compare ratios.\n',
);

for (const bench of benches) {
  console.log(`== ${bench.name}`);
  const started = performance.now();
  try {
    for (const measurement of await bench.run()) rows.push({ bench: bench.name, measurement });
  } catch (error) {
    failures.push(`${bench.name}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
  console.log(`   (${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
}

const table = rows.map(({ bench, measurement }) => {
  const verdict = meets(measurement);
  return {
    bench,
    metric: measurement.metric,
    value: `${formatNumber(measurement.value)} ${measurement.unit}`,
    budget: budgetText(measurement),
    result: verdict === null ? 'info' : verdict ? 'PASS' : 'FAIL',
    note: measurement.note ?? '',
  };
});
printTable(table);
if (options.record) {
  const serverLimit = serverMemoryLimitMb();
  await recordRun(options.record, {
    key: [options.database, ...options.only, ...(serverLimit === null ? [] : [`server in ${serverLimit} MB`])].join(
      '+',
    ),
    title:
      `${options.database} database${options.only.length ? `, only ${options.only.join(', ')}` : ''}` +
      (serverLimit === null ? '' : `, the server limited to ${serverLimit} MB (a cgroup)`),
    context: runContext(),
    rows: table,
  });
  console.log(`\nrecorded in ${options.record}`);
}

const missed = table.filter((row) => row.result === 'FAIL');
console.log('');
if (missed.length > 0) {
  console.log(`BUDGET MISSED (${missed.length}):`);
  for (const row of missed) console.log(`  - ${row.bench}: ${row.metric} = ${row.value}, budget ${row.budget}`);
} else if (failures.length === 0) {
  console.log('All budgets met.');
}
if (failures.length > 0) {
  console.log(`BENCH ERRORS (${failures.length}), figures missing:`);
  for (const failure of failures) console.log(`  - ${failure}`);
}

function formatNumber(value: number): string {
  // Ratios near a budget (0.48 of 0.5) need two decimals to tell a pass from a miss.
  if (Math.abs(value) >= 100) return value.toFixed(0);
  return Math.abs(value) >= 10 ? value.toFixed(1) : value.toFixed(2);
}
