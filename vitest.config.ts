import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // graphql ships CJS and ESM builds; Pothos and Yoga load the CJS one in Node, so tests must too
    // (two copies of graphql refuse each other's types).
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    // API tests, plus pure unit tests of web modules (no DOM needed).
    include: ['api/**/*.test.ts', 'web/src/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Each test file builds its own app on its own fresh database (api/test/app.ts).
    pool: 'forks',
    // Migrates one template database for the run; each test file copies it.
    globalSetup: ['api/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: 'test' },
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'test-results/api.json' }]] : ['default'],
  },
});
