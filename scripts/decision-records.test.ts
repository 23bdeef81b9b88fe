import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every decision record (docs/decisions/NNN-title.md) says under its title whether it still holds, in one
// format, so a reader knows at once whether to follow it or the record that replaced it:
//
//   Status: accepted (2026-11-21)
//   Status: accepted (2026-11-21); amended by 023. What the later record changed.
//   Status: superseded by 027 (2026-11-21). What replaced it, and what still holds.
//   Status: proposed (issue 29 item 8; being written)
const STATUS =
  /^Status: (proposed|accepted|superseded by (\d{3})) \([^)]+\)(?:; amended by (\d{3}(?:, \d{3})*))?(?:\. .+)?$/;

const DIR = join(import.meta.dirname, '../docs/decisions');
const records = readdirSync(DIR)
  .filter((name) => /^\d{3}-.+\.md$/.test(name))
  .map((name) => ({ name, number: name.slice(0, 3), lines: readFileSync(join(DIR, name), 'utf8').split('\n') }));

describe('decision records', () => {
  it('are found', () => {
    expect(records.length).toBeGreaterThan(40);
  });

  it.each(records)('$name has its number in its title and a Status line under it', ({ number, lines }) => {
    expect(lines[0]).toMatch(new RegExp(`^# ${number}: `));
    expect(lines[1]).toBe('');
    expect(lines[2]).toMatch(STATUS);
  });

  it('name only later, existing records as superseding or amending them', () => {
    const numbers = new Set(records.map((record) => record.number));
    for (const { name, number, lines } of records) {
      const [, , supersededBy, amendedBy] = STATUS.exec(lines[2] ?? '') ?? [];
      for (const later of [supersededBy, ...(amendedBy?.split(', ') ?? [])].filter(Boolean)) {
        expect(numbers, `${name} names ${later}`).toContain(later);
        expect(Number(later), `${name} names ${later}`).toBeGreaterThan(Number(number));
      }
    }
  });

  it("016's table of homes names files that exist", () => {
    // 016 is a living table: when a home moves, the table moves with it.
    const table = records.find((record) => record.number === '016')?.lines.filter((line) => line.startsWith('|'));
    const paths = (table ?? []).flatMap((line) =>
      [...line.matchAll(/`((?:api|web|common)\/[^`*]+\.tsx?)`/g)].map((m) => m[1]!),
    );
    expect(paths.length).toBeGreaterThan(15);
    for (const path of paths) expect(existsSync(join(DIR, '../..', path)), path).toBe(true);
  });

  it('mark 003 superseded by 027 (GraphiQL from our own files)', () => {
    expect(records.find((record) => record.number === '003')?.lines[2]).toMatch(/^Status: superseded by 027 /);
  });
});
