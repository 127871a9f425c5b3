import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { E2E_PATIENCE_MS, PATIENCE_MS } from './test-support/patience.ts';

/**
 * The type tests (`*.test-d.ts`) of the public entries. tsconfig.types.json names the same folders: tsc
 * then checks these files and what they import, not the whole repository's tests, e2e and dev services.
 */
const TYPE_TESTS = ['{headless,hooks,default-ui,machines,wagmi,inspect,inspector}/**/*.test-d.ts'];

// Five projects, one command (`npm test`): pure unit tests in Node, component and hook tests in
// jsdom, graph-generated model tests, type tests of the public entries (tsc), and browser tests that
// drive Debian's Chromium.
export default defineConfig({
  plugins: [react()],
  test: {
    // The machines here have 2 noisy cores: a first dynamic import can take seconds to transform.
    testTimeout: 20_000,
    // How long `eventually` and `poll` (test-support/eventually.ts) wait for a condition: under the
    // test timeout, never Vitest's hidden 1 s.
    provide: { patienceMs: PATIENCE_MS },
    // Vitest's default on 2 cores is one worker (cores − 1): two overlap one file's imports and
    // environment set-up with another's tests (the unit, dom and model files take 40 % less time).
    // The e2e project stays one file at a time.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // The files share the modules they import (zod, viem, xstate): each file's own state is made
          // by its tests. Saves an import of the same modules per file (the unit and model projects
          // took 258 s, now 157 s here).
          isolate: false,
          include: [
            '{domain,headless,machines,hooks,default-ui,inspect,inspector,wagmi,elements,dev,demo,scripts,test-support,fuzz}/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          // Each file gets its own modules and document: shared ones let what one file left running (a
          // frame transport, an observer, a timer) hang another file's embedded wallet, and only in
          // some orders of the files (seen in fresh-clone CI runs, never in a warm local one).
          isolate: true,
          include: ['{headless,hooks,default-ui,inspector,wagmi,elements,demo,test-support}/**/*.test.tsx'],
          // Testing Library's waitFor/findBy wait as long as the test may run (no hidden 1 s limit).
          setupFiles: ['test-support/domSetup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'model',
          environment: 'node',
          isolate: false,
          include: ['model-tests/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'types',
          // The public entries' types as a consumer writes them: tsc checks each file and every
          // `expectTypeOf` or `@ts-expect-error` that does not hold fails its test. No test runs
          // at run time (the files hold types only).
          include: TYPE_TESTS,
          typecheck: {
            enabled: true,
            only: true,
            include: TYPE_TESTS,
            tsconfig: './tsconfig.types.json',
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.test.ts'],
          // One demo app (Vite) for the whole run; each file starts its own dev services.
          globalSetup: ['e2e/support/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          provide: { patienceMs: E2E_PATIENCE_MS },
          // One browser and one set of dev services at a time: the machine has 2 cores.
          fileParallelism: false,
          // The files share the modules they import (Vite, viem, the dev services' code): each file
          // still starts its own demo, and its own test module runs fresh. Saves an import per file.
          isolate: false,
          // After the unit, dom and model files, as before (a project whose workers differ needs its own group).
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
