#!/usr/bin/env node
// `npm test`: every test (unit, dom, model and browser) in one Vitest run, then the plain total
// `N passed, N failed` read from Vitest's JSON report, so a run that executed nothing is visible.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';

ensureChromium();
const report = 'test-results/vitest.json';
mkdirSync('test-results', { recursive: true });
rmSync(report, { force: true });

const run = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);

let passed = 0;
let failed = 0;
try {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  passed = json.numPassedTests;
  failed = json.numFailedTests + (json.numRuntimeErrorTestSuites ?? 0);
  // A file that failed with no failed test (it did not load, or an error outside any test left its
  // tests skipped) counts as a failure too.
  for (const file of json.testResults ?? [])
    if (file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed')) failed++;
} catch {
  failed = Math.max(failed, 1);
  console.error(`No readable Vitest report at ${report}.`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(run.status === 0 && failed === 0 && passed > 0 ? 0 : 1);
