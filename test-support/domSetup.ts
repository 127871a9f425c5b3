/**
 * Setup of the jsdom project ('dom' in vitest.config.ts). Testing Library's async helpers (`waitFor`,
 * `findBy…`) give up after their own 1 s by default, a hidden limit far below the test's timeout: on
 * a busy 2-core machine a first dynamic import alone can take longer, and the test then fails with a
 * misleading "unable to find" instead of waiting for the outcome. Each test's helpers wait as long as
 * the test itself may run.
 */
import { configure } from '@testing-library/react';
import { beforeAll, beforeEach, vi } from 'vitest';

/** The longest delay a timer takes (a larger one, or Infinity, would fire at once). */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** The async helpers' patience for a test of this timeout (0 means none: wait for the outcome). */
export function asyncUtilTimeoutFor(testTimeout: number): number {
  return testTimeout > 0 ? Math.min(testTimeout, LONGEST_TIMER_MS) : LONGEST_TIMER_MS;
}

beforeEach(({ task }) => {
  configure({ asyncUtilTimeout: asyncUtilTimeoutFor(task.timeout) });
});

/**
 * The clock a file starts on: the real one, whatever fake clock an earlier file of the same worker
 * left behind (a faked setInterval stops Testing Library's `waitFor` from polling, and the next
 * file's tests then wait until they time out). A file may still fake it for all its tests.
 */
export function startOnTheRealClock(): void {
  vi.useRealTimers();
}

// Each dom file starts as a fresh page would, with nothing stored (no remembered connection, login or
// language), an empty body and the real clock, even if it ran after another file in the same document.
beforeAll(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.body.replaceChildren();
  startOnTheRealClock();
});
