// The columns every load scenario reports for a kind of call: how many were sent, and the p50 and p99 of
// the answered ones (milliseconds).

/** `count`, `p50 ms` and `p99 ms` of a kind of call; calls that got no answer count, without a duration. */
export function timingColumns(durations: number[], failed: number): Record<string, string> {
  return {
    count: String(durations.length + failed),
    'p50 ms': durations.length ? percentile(durations, 0.5).toFixed(1) : '-',
    'p99 ms': durations.length ? percentile(durations, 0.99).toFixed(1) : '-',
  };
}

function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}
