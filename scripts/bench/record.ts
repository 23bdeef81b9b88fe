import { readFile, writeFile } from 'node:fs/promises';

interface Run {
  /** Which section of the file this run replaces: the database and the benches selected. */
  key: string;
  title: string;
  /** Date, commit and machine: figures mean little without them. */
  context: string;
  rows: Record<string, string>[];
}

const HEADER = `# Benchmarks

Written by \`npm run bench -- --record docs/benchmarks.md\` (add \`--database server\` for the PostgreSQL
server): each section is the latest run of its database and selection. Budgets are ARCHITECTURE.md's
"Budgets"; ratios compare the product with a bare baseline doing the same visible work in the same run.
Figures on this 2-core machine move by 10-15% from run to run: read the ratios, not single values.
`;

/** Rewrites this run's section of a markdown file (created with its header when missing). */
export async function recordRun(file: string, run: Run): Promise<void> {
  const existing = await readFile(file, 'utf8').catch(() => HEADER);
  const start = `<!-- bench:${run.key} -->`;
  const end = `<!-- /bench:${run.key} -->`;
  const section = [start, `## ${run.title}`, '', run.context, '', markdownTable(run.rows), end].join('\n');
  const from = existing.indexOf(start);
  const to = existing.indexOf(end);
  const next =
    from !== -1 && to > from
      ? `${existing.slice(0, from)}${section}${existing.slice(to + end.length)}`
      : `${existing.trimEnd()}\n\n${section}\n`;
  await writeFile(file, next);
}

function markdownTable(rows: Record<string, string>[]): string {
  if (rows.length === 0) return '(no figures)';
  const columns = Object.keys(rows[0]!);
  const cell = (value: string) => value.replace(/\|/g, '\\|').trim() || ' ';
  return [
    `| ${columns.join(' | ')} |`,
    `| ${columns.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${columns.map((column) => cell(row[column] ?? '')).join(' | ')} |`),
  ].join('\n');
}
