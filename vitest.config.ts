import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import ProcessFilesFirst from './api/test/sequencer.ts';
import { catalogs } from './scripts/build/catalogs.ts';

export default defineConfig({
  // Web modules' tests may load message catalogs (decision 058).
  plugins: [catalogs()],
  resolve: {
    // graphql ships CJS and ESM builds; Pothos and Yoga load the CJS one in Node, so tests must too
    // (two copies of graphql refuse each other's types).
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    // API tests, plus pure unit tests of the shared rules and web modules (no DOM needed).
    include: ['api/**/*.test.ts', 'common/**/*.test.ts', 'web/src/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Each test file builds its own app on its own fresh database (api/test/app.ts), so files need no
    // fresh module graph: a worker keeps its imports (tsx transforms, the Pothos schema, Prisma, PGlite's
    // compiled WebAssembly) from one file to the next, which halves the suite's CPU time. Nothing in
    // api/ keeps per-test state at module level; environment stubs are undone after each file.
    pool: 'forks',
    // Twice the cores: test files spend much of their time waiting (timers, child processes, the
    // database), so on two cores four workers ran the embedded suite in 87 s where two took 127 s (six:
    // 96 s).
    maxWorkers: availableParallelism() * 2,
    isolate: false,
    unstubEnvs: true,
    // Migrates one template database for the run; a worker copies it, and hands it on emptied from one
    // file to the next (api/test/database.ts).
    globalSetup: ['api/test/global-setup.ts'],
    // Files that start servers or builds first on a clean clone (no timings yet): see the sequencer.
    sequence: { sequencer: ProcessFilesFirst },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: 'test' },
    // CI runs the suite twice (embedded database, then the server) and names each run's report.
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: process.env.API_TEST_REPORT ?? 'test-results/api.json' }]]
      : ['default'],
  },
});
