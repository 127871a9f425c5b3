/**
 * The closing line of `npm test` (scripts/totals.mjs): passed, failed and skipped from Vitest's JSON
 * report, in the form CI (.ci/run) reads.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { totalLine, totalsOf, type VitestReport } from './totals.mjs';

const REPORT: VitestReport = {
  numPassedTests: 7,
  numFailedTests: 1,
  numPendingTests: 2,
  numTodoTests: 1,
  testResults: [
    { status: 'passed', assertionResults: [{ status: 'passed' }, { status: 'skipped' }] },
    { status: 'failed', assertionResults: [{ status: 'failed' }] },
  ],
};

/** The pattern .ci/run greps the test log for, read from the script itself. */
function ciTotalPattern(): RegExp {
  const ci = readFileSync(new URL('../.ci/run', import.meta.url), 'utf8');
  const pattern = /grep -E '([^']+)' test-results\/ci-test\.log/.exec(ci)?.[1];
  if (!pattern) throw new Error('.ci/run no longer greps the test log for its total');
  return new RegExp(pattern);
}

describe('the closing line of npm test', () => {
  test('counts skipped and todo tests as skipped, beside passed and failed', () => {
    expect(totalsOf(REPORT)).toEqual({ passed: 7, failed: 1, skipped: 3 });
    expect(totalLine(totalsOf(REPORT))).toBe('7 passed, 1 failed, 3 skipped');
  });

  test('a file that failed with no failed test (it did not load) is a failure; runtime errors are too', () => {
    const report: VitestReport = {
      numPassedTests: 3,
      numFailedTests: 0,
      numRuntimeErrorTestSuites: 1,
      testResults: [{ status: 'failed', assertionResults: [{ status: 'skipped' }] }],
    };
    expect(totalsOf(report)).toEqual({ passed: 3, failed: 2, skipped: 0 });
  });

  test('CI reads the line: it starts with N passed, N failed', () => {
    const line = totalLine({ passed: 12, failed: 0, skipped: 4 });
    expect(line).toMatch(ciTotalPattern());
    expect(ciTotalPattern().exec(line)?.[0]).toBe('12 passed, 0 failed');
  });
});
