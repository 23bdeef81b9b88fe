// Runs the Playwright suite in Debian's Chromium. Outside CI a machine without Chromium skips the
// browser tests loudly; under CI=true a missing Chromium is a failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const message = `Chromium not found at ${chromium}: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH.`;
  if (process.env.CI === 'true') {
    console.error(`ERROR: ${message}`);
    process.exit(1);
  }
  console.warn(`\n${'!'.repeat(100)}\nSKIPPING BROWSER TESTS. ${message}\n${'!'.repeat(100)}\n`);
  process.exit(0);
}
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
