/** What each bench module exports, and what it reports: one line per figure, checked against its budget. */
export interface Bench {
  name: string;
  run(): Promise<Measurement[]>;
}

export interface Measurement {
  metric: string;
  value: number;
  unit: string;
  /** From ARCHITECTURE.md "Budgets"; null for figures reported for information. */
  budget: { atLeast: number } | { below: number } | { atMost: number } | null;
  /** Conditions worth reading next to the figure (machine, sample size). */
  note?: string;
}

export function meets(measurement: Measurement): boolean | null {
  const { budget, value } = measurement;
  if (!budget) return null;
  if ('atLeast' in budget) return value >= budget.atLeast;
  return 'atMost' in budget ? value <= budget.atMost : value < budget.below;
}

export function budgetText(measurement: Measurement): string {
  const { budget, unit } = measurement;
  if (!budget) return '-';
  if ('atLeast' in budget) return `>= ${budget.atLeast} ${unit}`;
  return 'atMost' in budget ? `<= ${budget.atMost} ${unit}` : `< ${budget.below} ${unit}`;
}

/** `npm run bench -- [--database embedded|server] [--only <name>…]`. */
export interface BenchOptions {
  /** The database the app benches run on: the embedded default a new user gets, or the PostgreSQL server. */
  database: 'embedded' | 'server';
  /** Runs only the benches whose name contains one of these (case-insensitive); empty runs them all. */
  only: string[];
  /** A markdown file (docs/benchmarks.md) whose section for this run's database and selection is rewritten. */
  record: string | null;
}

export function parseBenchOptions(args: string[]): BenchOptions {
  const options: BenchOptions = { database: 'embedded', only: [], record: null };
  for (let i = 0; i < args.length; i += 1) {
    const [flag, inline] = args[i]!.split('=', 2);
    const value = inline ?? args[++i];
    if (flag === '--database' && (value === 'embedded' || value === 'server')) options.database = value;
    else if (flag === '--only' && value) options.only.push(value.toLowerCase());
    else if (flag === '--record' && value) options.record = value;
    else
      throw new Error(
        `unknown bench option ${args[i]} (use --database embedded|server, --only <name>, --record <file>)`,
      );
  }
  return options;
}

/** The PostgreSQL server the `server` benches use. */
export const BENCH_SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
