import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3199);
// e2e/mail-catcher.ts: the app's SMTP server, and where tests read what it received (e2e/mail.ts).
const MAIL_SMTP_PORT = PORT + 1;
const MAIL_HTTP_PORT = PORT + 2;
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
  webServer: [
    // A real SMTP server catching the app's mail (decision 054): tests open mailed links as people do.
    {
      command: 'node --import tsx e2e/mail-catcher.ts',
      url: `http://127.0.0.1:${MAIL_HTTP_PORT}/health`,
      env: { MAIL_SMTP_PORT: String(MAIL_SMTP_PORT), MAIL_HTTP_PORT: String(MAIL_HTTP_PORT) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    // The real server on a fresh embedded database; the web app is built by `npm run test:e2e` first.
    {
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
        // Mail goes to the catcher above; mailed links lead back here. With a mail server, addresses are
        // confirmed before API tokens, webhooks and co-host invitations (e2e/seed.ts confirms the admin's).
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}?ignoreTLS=true`,
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
        MAIL_FROM: 'Wedding Photos <no-reply@e2e.test>',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
