/**
 * The libraries decision 041 evaluated and did not adopt (graphile-worker, pg-boss, rate-limiter-flexible)
 * are not dependencies of the product, so these scripts load them from a scratch folder:
 * `mkdir -p /tmp/libeval && cd /tmp/libeval && npm init -y && npm i pg-boss@10.4.2 graphile-worker@0.17.3
 * rate-limiter-flexible@11.4.0` (the newest whose engines accept Node 20.19), or `LIBEVAL_DIR=<folder>`.
 */
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join } from 'node:path';

const folder = process.env.LIBEVAL_DIR ?? '/tmp/libeval';
const requireCandidate = createRequire(join(folder, 'package.json'));

export function candidate<T>(name: string): T {
  return requireCandidate(name) as T;
}

/** Operations per second of `run` over `seconds` (after a warm-up of a fifth of it). */
export function opsPerSecond(run: (i: number) => unknown, seconds = 1): number {
  const warmUntil = performance.now() + (seconds * 1000) / 5;
  let i = 0;
  while (performance.now() < warmUntil) for (let j = 0; j < 1000; j += 1) run(i++);
  const started = performance.now();
  const until = started + seconds * 1000;
  let done = 0;
  while (performance.now() < until) {
    for (let j = 0; j < 1000; j += 1) run(i++);
    done += 1000;
  }
  return done / ((performance.now() - started) / 1000);
}

export function format(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

/** The median of `values` (rounds taken in turn with the other contender, since this machine is noisy). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Load average over the last minute: above the core count, figures mean little. */
export function load(): string {
  return loadavg()[0]!.toFixed(2);
}
