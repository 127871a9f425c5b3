#!/usr/bin/env node
// `npm test`: every test (unit, dom, model and browser) in one Vitest run, then the plain total
// `N passed, N failed, N skipped` read from Vitest's JSON report, so a run that executed nothing is
// visible, and so is a test that did not run (skipped or todo: CI reads 'N passed, N failed' and allows
// what follows). scripts/testProjects.test.ts fails when a test file belongs to no project.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';
import { totalLine, totalsOf } from './totals.mjs';

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

let totals = { passed: 0, failed: 1, skipped: 0 };
try {
  totals = totalsOf(JSON.parse(readFileSync(report, 'utf8')));
} catch {
  console.error(`No readable Vitest report at ${report}.`);
}
console.log(totalLine(totals));
process.exit(run.status === 0 && totals.failed === 0 && totals.passed > 0 ? 0 : 1);
