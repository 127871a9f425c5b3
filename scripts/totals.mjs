// The totals `npm test` (scripts/test.mjs) closes with, read from Vitest's JSON report. CI (.ci/run)
// reads the line's 'N passed, N failed' and allows ', N skipped' after it.

/**
 * @typedef {{ status: string, assertionResults: Array<{ status: string }> }} FileResult
 * @typedef {{ numPassedTests: number, numFailedTests: number, numRuntimeErrorTestSuites?: number,
 *   numPendingTests?: number, numTodoTests?: number, testResults?: FileResult[] }} VitestReport
 */

/**
 * Passed, failed and skipped tests of a Vitest JSON report. A file that failed with no failed test (it
 * did not load, or an error outside any test left its tests skipped) counts as a failure; a skipped
 * or todo test counts as skipped, so a test that did not run shows in the total.
 * @param {VitestReport} json
 * @returns {{ passed: number, failed: number, skipped: number }}
 */
export function totalsOf(json) {
  let failed = json.numFailedTests + (json.numRuntimeErrorTestSuites ?? 0);
  for (const file of json.testResults ?? [])
    if (file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed')) failed++;
  return {
    passed: json.numPassedTests,
    failed,
    skipped: (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0),
  };
}

/**
 * The closing line: `N passed, N failed, N skipped`.
 * @param {{ passed: number, failed: number, skipped: number }} totals
 * @returns {string}
 */
export function totalLine({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed, ${skipped} skipped`;
}
