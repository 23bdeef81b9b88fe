import { execFileSync } from 'node:child_process';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';

/** The machine a run measured, for its report: figures mean little without it. */
export function machineDescription(): string {
  return (
    `${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), ` +
    `${Math.round(totalmem() / 2 ** 30)} GB RAM, Node ${process.version}`
  );
}

/** The one-minute load average, as reports print it: above 0.5, other work competes for the cores. */
export function loadAverage(): string {
  return loadavg()[0]!.toFixed(1);
}

/** Date, commit and machine of a recorded run (recordRun's `context`). */
export function runContext(): string {
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  return `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${commit}, ${machineDescription()}, load average ${loadAverage()} at the end`;
}

/** Rows as an aligned plain-text table on stdout. */
export function printTable(data: Record<string, string>[]): void {
  if (data.length === 0) return;
  const columns = Object.keys(data[0]!);
  const widths = columns.map((column) => Math.max(column.length, ...data.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join(' | ')
      .trimEnd();
  console.log(line(columns));
  console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
  for (const row of data) console.log(line(columns.map((column) => row[column]!)));
}
