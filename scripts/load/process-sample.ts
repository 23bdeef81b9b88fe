// What a load run costs each process: CPU and resident memory of each instance, and of the load client
// itself (to show it is not the bottleneck), sampled from /proc/<pid>/stat and /proc/<pid>/status.
import { readFileSync } from 'node:fs';

/** One process's figures over the run. CPU in % of one core (200% is both cores of a 2-core machine). */
export interface ProcessUsage {
  name: string;
  meanCpuPercent: number;
  peakCpuPercent: number;
  peakRssMb: number;
  endRssMb: number;
}

/** Linux's clock tick (getconf CLK_TCK): 100 on every kernel Node supports here. */
const TICKS_PER_SECOND = 100;
const INTERVAL_MS = 1000;

interface Reading {
  ticks: number;
  rssKb: number;
  at: number;
}

/**
 * utime + stime (ticks) and VmRSS (kB) of a process; null once it is gone. Read synchronously (two small
 * reads of /proc) so the time taken with it is the time of the read, even when the event loop is busy.
 */
export function readProcess(pid: number): Reading | null {
  if (pid === MACHINE) return readMachine();
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const at = performance.now();
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: fields are counted after its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 of the line (utime, stime) are the 12th and 13th after the name.
    const ticks = Number(fields[11]) + Number(fields[12]);
    const rssKb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? 0);
    return { ticks, rssKb, at };
  } catch {
    return null;
  }
}

/** The pid that names the whole machine: every process's CPU (/proc/stat), and memory in use (/proc/meminfo). */
export const MACHINE = 0;

/** Busy ticks of all cores together, and memory in use (MemTotal - MemAvailable), as a process's reading. */
function readMachine(): Reading | null {
  try {
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/).slice(1).map(Number);
    const at = performance.now();
    // user nice system idle iowait irq softirq steal: all but idle and iowait is work.
    const ticks = cpu.slice(0, 8).reduce((sum, value) => sum + value, 0) - cpu[3]! - cpu[4]!;
    const meminfo = readFileSync('/proc/meminfo', 'utf8');
    const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(meminfo)?.[1] ?? 0);
    return { ticks, rssKb: kb('MemTotal') - kb('MemAvailable'), at };
  } catch {
    return null;
  }
}

/**
 * Samples the named processes every second until `stop`: mean CPU over the whole sampling, the highest
 * one-second CPU, the highest and the last RSS.
 */
export function sampleProcesses(processes: { name: string; pid: number }[]): {
  usage(): ProcessUsage[];
  stop(): void;
} {
  const state = processes.map(() => ({
    first: null as Reading | null,
    last: null as Reading | null,
    peakCpu: 0,
    peakRssKb: 0,
  }));
  const sample = () => {
    processes.forEach(({ pid }, i) => {
      const reading = readProcess(pid);
      if (!reading) return;
      const s = state[i]!;
      if (s.last && reading.at > s.last.at) {
        const cpu = ((reading.ticks - s.last.ticks) / TICKS_PER_SECOND / ((reading.at - s.last.at) / 1000)) * 100;
        s.peakCpu = Math.max(s.peakCpu, cpu);
      }
      s.first ??= reading;
      s.last = reading;
      s.peakRssKb = Math.max(s.peakRssKb, reading.rssKb);
    });
  };
  let stopped = false;
  sample();
  const timer = setInterval(sample, INTERVAL_MS);
  return {
    usage: () =>
      processes.map(({ name }, i) => {
        const { first, last, peakCpu, peakRssKb } = state[i]!;
        const seconds = first && last ? (last.at - first.at) / 1000 : 0;
        const mean = first && last && seconds > 0 ? ((last.ticks - first.ticks) / TICKS_PER_SECOND / seconds) * 100 : 0;
        return {
          name,
          meanCpuPercent: Math.round(mean),
          peakCpuPercent: Math.round(peakCpu),
          peakRssMb: Math.round(peakRssKb / 1024),
          endRssMb: Math.round((last?.rssKb ?? 0) / 1024),
        };
      }),
    stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(timer);
      sample();
    },
  };
}

/** The usage as table rows, one per process. */
export function usageRows(usage: ProcessUsage[]): Record<string, string>[] {
  return usage.map((process) => ({
    process: process.name,
    'mean CPU %': String(process.meanCpuPercent),
    'peak CPU %': String(process.peakCpuPercent),
    'peak RSS MB': String(process.peakRssMb),
    'end RSS MB': String(process.endRssMb),
  }));
}

/** One line for a run's summary: "instance 1: CPU mean 80% / peak 150%, RSS peak 400 MB / end 380 MB; ...". */
export function usageSummary(usage: ProcessUsage[]): string {
  return usage
    .map(
      (p) =>
        `${p.name}: CPU mean ${p.meanCpuPercent}% / peak ${p.peakCpuPercent}% of a core, RSS peak ${p.peakRssMb} MB / end ${p.endRssMb} MB`,
    )
    .join('; ');
}

/** The rows as a markdown table (for a recorded run's text, next to its table of calls). */
export function markdownRows(rows: Record<string, string>[]): string {
  const columns = Object.keys(rows[0] ?? {});
  return [
    `| ${columns.join(' | ')} |`,
    `| ${columns.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${columns.map((column) => row[column] ?? '').join(' | ')} |`),
  ].join('\n');
}
