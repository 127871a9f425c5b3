#!/usr/bin/env node
// `npm run test:model`: runs the graph-generated model tests, then prints each machine's coverage
// from test-results/model-coverage/<machine>.json (written by model-tests/harness.ts), one line per
// machine. Exits non-zero if vitest failed, if no machine reported, or if any machine is below full
// state and transition coverage.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const coverageDir = join(root, 'test-results', 'model-coverage');

// Reports from an earlier run must not stand in for a machine whose test no longer runs.
rmSync(coverageDir, { recursive: true, force: true });

const vitest = spawnSync('npx', ['vitest', 'run', '--project', 'model'], { cwd: root, stdio: 'inherit' });
const vitestFailed = vitest.status !== 0;

const files = existsSync(coverageDir)
  ? readdirSync(coverageDir).filter((file) => file.endsWith('.json'))
  : [];
let belowFull = false;
console.log('\nModel coverage:');
for (const file of files.sort()) {
  const report = JSON.parse(readFileSync(join(coverageDir, file), 'utf8'));
  const { states, transitions } = report;
  const full = states.reached === states.total && transitions.reached === transitions.total;
  if (!full) belowFull = true;
  console.log(
    `${report.machine}: states ${states.reached}/${states.total}, transitions ${transitions.reached}/${transitions.total}` +
      (full ? '' : '  (below full coverage)'),
  );
  for (const missing of [...states.missing, ...transitions.missing]) console.log(`  missing: ${missing}`);
}
if (files.length === 0) console.log('no machine reported coverage');

if (vitestFailed) console.error('model tests failed');
process.exit(vitestFailed || belowFull || files.length === 0 ? 1 : 0);
