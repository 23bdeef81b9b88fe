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
  budget: { atLeast: number } | { below: number } | null;
  /** Conditions worth reading next to the figure (machine, sample size). */
  note?: string;
}

export function meets(measurement: Measurement): boolean | null {
  const { budget, value } = measurement;
  if (!budget) return null;
  return 'atLeast' in budget ? value >= budget.atLeast : value < budget.below;
}

export function budgetText(measurement: Measurement): string {
  const { budget, unit } = measurement;
  if (!budget) return '-';
  return 'atLeast' in budget ? `>= ${budget.atLeast} ${unit}` : `< ${budget.below} ${unit}`;
}
