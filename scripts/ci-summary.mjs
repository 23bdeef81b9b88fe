// Prints one closing line for CI from the API (Vitest: embedded database, then server) and browser
// (Playwright) JSON reports.
import { existsSync, readFileSync } from 'node:fs';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
const reports = {
  embedded: 'test-results/api-embedded.json',
  server: 'test-results/api.json',
  browser: 'test-results/e2e.json',
};
const missing = Object.values(reports).filter((file) => !existsSync(file));
if (missing.length > 0) {
  console.error(`missing test report: ${missing.join(' ')}`);
  process.exit(1);
}
const embedded = read(reports.embedded);
const api = read(reports.server);
const e2e = read(reports.browser);
const apiRuns = [embedded, api];
const sum = (count) => apiRuns.reduce((total, run) => total + count(run), 0);
const passed = sum((run) => run.numPassedTests) + e2e.stats.expected + e2e.stats.flaky;
const failed = sum((run) => run.numFailedTests) + e2e.stats.unexpected;
const skipped = sum((run) => run.numPendingTests + run.numTodoTests) + e2e.stats.skipped;
console.log(
  `API on the embedded database: ${embedded.numPassedTests} passed, ${embedded.numFailedTests} failed, ${embedded.numPendingTests} skipped; ` +
    `API on the server: ${api.numPassedTests} passed, ${api.numFailedTests} failed; ` +
    `browser: ${e2e.stats.expected} passed, ${e2e.stats.unexpected} failed`,
);
// The CI record keeps only the tail of the output: name every failure here, with the first line of its
// message, so a red run can be read without the full log.
const failures = [];
for (const [label, run] of [
  ['embedded', embedded],
  ['server', api],
]) {
  for (const file of run.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') {
        const why = String(test.failureMessages?.[0] ?? '')
          .split('\n')[0]
          .slice(0, 300);
        failures.push(`API ${label}: ${file.name.replace(process.cwd() + '/', '')} > ${test.fullName}: ${why}`);
      }
    }
  }
}
const walkSuites = (suite, titles = []) => {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === 'unexpected') {
        const error = test.results?.at(-1)?.error?.message ?? '';
        failures.push(`browser: ${[...titles, spec.title].join(' > ')}: ${String(error).split('\n')[0].slice(0, 300)}`);
      }
    }
  }
  for (const child of suite.suites ?? []) walkSuites(child, [...titles, child.title]);
};
for (const suite of e2e.suites ?? []) walkSuites(suite, [suite.title]);
for (const line of failures) console.log(`FAILED ${line}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
