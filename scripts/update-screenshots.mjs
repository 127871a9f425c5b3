#!/usr/bin/env node
// `npm run screenshots:update`: writes the screenshot baselines (e2e/screenshots/) and the README's
// pictures (docs/screenshots/) by running e2e/screenshots.test.ts with UPDATE_SCREENSHOTS=1, which
// writes each shot instead of comparing it (keeping a file no pixel of which changed). Then removes
// the PNGs of both folders that this run did not write (a view renamed or dropped), and prints what
// it wrote and what changed. Run it after a change of look that is meant, on a quiet machine, and
// commit both folders.
import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

const FOLDERS = ['e2e/screenshots', 'docs/screenshots'];

ensureChromium();
const started = Date.now();
const run = spawnSync('npx', ['vitest', 'run', '--project', 'e2e', 'e2e/screenshots.test.ts'], {
  stdio: 'inherit',
  env: { ...process.env, UPDATE_SCREENSHOTS: '1' },
});
if (run.status !== 0) {
  console.error('\nThe screenshot run failed: the baselines are incomplete. Fix the failure and run again.');
  process.exit(1);
}

const pngsOf = (folder) => {
  try {
    return readdirSync(folder)
      .filter((file) => file.endsWith('.png'))
      .map((file) => join(folder, file));
  } catch {
    return [];
  }
};
const written = [];
const removed = [];
for (const folder of FOLDERS) {
  for (const file of pngsOf(folder)) {
    // A file this run wrote is newer than its start (a file system keeps at least second precision).
    if (statSync(file).mtimeMs >= started - 1000) written.push(file);
    else {
      rmSync(file);
      removed.push(file);
    }
  }
}
console.log(`\nWrote ${written.length} screenshots:\n${written.map((file) => `  ${file}`).join('\n')}`);
if (removed.length > 0)
  console.log(
    `Removed ${removed.length} that no test wrote:\n${removed.map((file) => `  ${file}`).join('\n')}`,
  );
// A shot no pixel of which changed keeps its file (e2e/support/screenshots.ts): git tells what moved.
const status = spawnSync('git', ['status', '--short', '--', ...FOLDERS], { encoding: 'utf8' });
const changed = status.status === 0 ? status.stdout.trimEnd() : '(git status failed)';
console.log(
  changed ? `Changed against the last commit:\n${changed}` : 'None changed against the last commit.',
);
console.log('Look at the changed images, then commit e2e/screenshots/ and docs/screenshots/.');
