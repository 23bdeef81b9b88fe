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
