// Prints one closing line for CI from the API (Vitest) and browser (Playwright) JSON reports.
import { existsSync, readFileSync } from 'node:fs';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
const api = read('test-results/api.json');
const e2e = read('test-results/e2e.json');
if (!api || !e2e) {
  console.error(`missing test report: ${!api ? 'test-results/api.json ' : ''}${!e2e ? 'test-results/e2e.json' : ''}`);
  process.exit(1);
}
const passed = api.numPassedTests + e2e.stats.expected + e2e.stats.flaky;
const failed = api.numFailedTests + e2e.stats.unexpected;
const skipped = api.numPendingTests + api.numTodoTests + e2e.stats.skipped;
console.log(
  `API: ${api.numPassedTests} passed, ${api.numFailedTests} failed; browser: ${e2e.stats.expected} passed, ${e2e.stats.unexpected} failed`,
);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
