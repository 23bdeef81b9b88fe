import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findImportCycles } from './import-cycles.mjs';

// The check `npm run lint` runs, on small trees written here: what it counts as a cycle and what not.

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'import-cycles-'));
  dirs.push(dir);
  const all: Record<string, string> = {
    'tsconfig.json': JSON.stringify({
      compilerOptions: {
        module: 'ESNext',
        moduleResolution: 'bundler',
        allowImportingTsExtensions: true,
        jsx: 'react-jsx',
      },
    }),
    ...files,
  };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe('findImportCycles', () => {
  it('finds a cycle made of type-only imports', async () => {
    const baseDir = tree({
      'src/event.ts': "import type { Actor } from './webhooks.ts';\nexport type Event = { by: Actor };\n",
      'src/webhooks.ts': "import { type Event } from './event.ts';\nexport type Actor = { events: Event[] };\n",
    });
    expect(await findImportCycles(['src'], { baseDir })).toEqual([['src/event.ts', 'src/webhooks.ts']]);
  });

  it('finds a cycle through a lazy import() and extensionless .tsx specifiers', async () => {
    const baseDir = tree({
      'web/Page.tsx': "import { View } from './View';\nexport const Page = () => <View />;\n",
      'web/View.tsx': "export const View = () => null;\nexport const load = () => import('./Page');\n",
    });
    expect(await findImportCycles(['web'], { baseDir })).toEqual([['web/Page.tsx', 'web/View.tsx']]);
  });

  it('passes imports that go one way, and leaves generated code out', async () => {
    const baseDir = tree({
      'src/a.ts': "import { b } from './b.ts';\nexport const a = b;\n",
      'src/b.ts': 'export const b = 1;\n',
      'src/generated/x.ts': "import { y } from './y.ts';\nexport const x = y;\n",
      'src/generated/y.ts': "import { x } from './x.ts';\nexport const y = () => x;\n",
    });
    expect(await findImportCycles(['src'], { baseDir })).toEqual([]);
  });

  it('refuses a root where it read no file, rather than report no cycle', async () => {
    const baseDir = tree({ 'src/a.ts': 'export const a = 1;\n', 'empty/readme.md': 'nothing to read\n' });
    await expect(findImportCycles(['src', 'empty'], { baseDir })).rejects.toThrow(
      'No TypeScript file read under empty',
    );
  });
});
