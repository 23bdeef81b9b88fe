import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { ERROR_CODES } from './error-codes.ts';

/** Every `code: 'SOME_CODE'` the API's own code throws. */
function codesInSource(dir: string): Set<string> {
  const codes = new Set<string>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) continue;
    const text = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    for (const match of text.matchAll(/\bcode: '([A-Z_]+)'/g)) codes.add(match[1]!);
  }
  return codes;
}

describe('the error codes integrators may rely on', () => {
  it('list every code the API throws', () => {
    const listed = new Set(Object.keys(ERROR_CODES));
    for (const code of codesInSource(join(import.meta.dirname, '..'))) expect(listed, code).toContain(code);
  });

  it('include the ones Yoga gives to documents that do not parse or validate', async () => {
    const app = await createTestApp();
    try {
      const parseFailed = await app.graphql('{ viewer {');
      const invalid = await app.graphql('{ noSuchField }');
      const codeOf = (answer: typeof parseFailed) =>
        (answer.body.errors?.[0] as { extensions?: { code?: string } } | undefined)?.extensions?.code;
      expect(codeOf(parseFailed)).toBe('GRAPHQL_PARSE_FAILED');
      expect(codeOf(invalid)).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(Object.keys(ERROR_CODES)).toEqual(expect.arrayContaining([codeOf(parseFailed), codeOf(invalid)]));
    } finally {
      await app.close();
    }
  });
});
