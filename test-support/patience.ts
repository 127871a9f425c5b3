/**
 * How long a test waits for a condition to hold (`eventually`, `poll` in test-support/eventually.ts)
 * before it fails with the condition's last error. Vitest's own `vi.waitFor` and `expect.poll` give up
 * after a hidden 1 s, far below the tests' timeouts: on a busy 2-core machine a first dynamic import
 * alone can take longer, and the test then fails with a misleading assertion. (An explicit
 * `timeout: 0` is no better: it gives up at the first tick.)
 *
 * Each patience stays under its project's test timeout (vitest.config.ts), so a condition that never
 * holds fails with its own last assertion, not with an anonymous test timeout. vitest.config.ts
 * provides the project's patience to its tests (`inject('patienceMs')`); this file imports nothing,
 * so the config can read it.
 */

/** Unit, dom and model tests (their test timeout: 20 s). */
export const PATIENCE_MS = 15_000;

/** Browser tests: a page, its dev services and Chromium share 2 cores (their test timeout: 60 s). */
export const E2E_PATIENCE_MS = 20_000;

declare module 'vitest' {
  export interface ProvidedContext {
    /** This project's patience for a condition to hold (PATIENCE_MS or E2E_PATIENCE_MS). */
    patienceMs: number;
  }
}
