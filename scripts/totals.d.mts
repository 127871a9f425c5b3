// Types of scripts/totals.mjs (plain JavaScript, so that `node scripts/test.mjs` runs it as it is).
export interface Totals {
  passed: number;
  failed: number;
  skipped: number;
}
/** The part of Vitest's JSON report that the totals are read from. */
export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numRuntimeErrorTestSuites?: number;
  numPendingTests?: number;
  numTodoTests?: number;
  testResults?: Array<{ status: string; assertionResults: Array<{ status: string }> }>;
}
export function totalsOf(report: VitestReport): Totals;
export function totalLine(totals: Totals): string;
