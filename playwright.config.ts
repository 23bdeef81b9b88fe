import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3199);
const DATA_DIR = process.env.E2E_DATA_DIR ?? `/tmp/wedding-photos-e2e-${process.pid}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Debian's Chromium, never a downloaded browser. The flags keep it off this machine's closed network.
const launchOptions = {
  executablePath: CHROMIUM,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  // Not test-results/ itself: Playwright empties its output folder, and the API report lives there.
  outputDir: 'test-results/e2e-artifacts',
  // One browser at a time: on two cores, Chromium's software rendering takes both, and two workers made
  // every test two to four times slower (CI timed five of them out) rather than the suite faster.
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions }, grepInvert: /@phone/ },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions }, grep: /@phone/ },
  ],
  // The real server on a fresh embedded database; the web app is built by `npm run test:e2e` first.
  webServer: {
    command: `rm -rf ${DATA_DIR} && node --import tsx e2e/seed.ts && node --import tsx api/src/main.ts`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ADMIN_EMAIL: 'admin@e2e.test',
      ADMIN_PASSWORD: 'admin-password-e2e',
      // The address the contact page offers (contact.spec.ts).
      SUPPORT_EMAIL: 'support@e2e.test',
      // Budgets in memory, fresh per run: with CI's REDIS_URL the server would share (and keep, for an
      // hour) sign-up and login counters with earlier runs on the same machine.
      REDIS_URL: '',
      // The webhooks test's receiver listens on 127.0.0.1: the SSRF guard must let it (decision 026).
      ALLOW_PRIVATE_WEBHOOKS: 'true',
    },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
