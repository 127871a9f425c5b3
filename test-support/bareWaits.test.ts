/**
 * Every wait for a condition keeps the project's patience (test-support/eventually.ts), never Vitest's
 * hidden 1 s: a direct `vi.waitFor`, `vi.waitUntil` or `expect.poll` anywhere in the repository fails
 * here, with where it is.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { bareWaitsIn, bareWaitsUnder, typeScriptSources, WAIT_WRAPPER } from './bareWaits.ts';
import { patienceMs } from './eventually.ts';
import { PATIENCE_MS } from './patience.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

describe('waits keep the suite’s patience', () => {
  test('no file calls vi.waitFor, vi.waitUntil or expect.poll but through eventually / poll', () => {
    expect(bareWaitsUnder(ROOT)).toEqual([]);
  });

  test('the scan reads the repository’s tests, and the wrapper is the only file it leaves out', () => {
    const sources = typeScriptSources(ROOT);
    expect(sources).toContain(WAIT_WRAPPER);
    expect(sources).toContain('e2e/consumer.test.ts');
    expect(sources).toContain('default-ui/views/ConnectingSocial.test.tsx');
    expect(sources.some((file) => file.includes('node_modules/'))).toBe(false);
  });

  test('a bare wait is found however it is written; a comment, a string or a wrapper call is not one', () => {
    const source = [
      'await vi.waitFor(() => expect(a).toBe(1));',
      'await vi.waitUntil(() => ready, { timeout: 0 });',
      'await expect',
      '  .poll(() => count())',
      '  .toBe(2);',
      "const wait = vi['waitFor'];",
      'const { waitFor: w, advanceTimersByTime } = vi;',
      '// vi.waitFor polls on the real clock',
      "const text = 'expect.poll(() => 1)';",
      'await eventually(() => expect(a).toBe(1));',
      'await poll(() => count()).toBe(2);',
      'await screen.findByText("x"); await waitFor(() => x);',
    ].join('\n');
    expect(bareWaitsIn('x.test.ts', source)).toEqual([
      { file: 'x.test.ts', line: 1, use: 'vi.waitFor' },
      { file: 'x.test.ts', line: 2, use: 'vi.waitUntil' },
      { file: 'x.test.ts', line: 3, use: 'expect.poll' },
      { file: 'x.test.ts', line: 6, use: 'vi.waitFor' },
      { file: 'x.test.ts', line: 7, use: 'vi.waitFor' },
    ]);
  });

  test('this project’s patience is the one vitest.config.ts provides, far above Vitest’s 1 s', () => {
    expect(patienceMs()).toBe(PATIENCE_MS);
    expect(PATIENCE_MS).toBeGreaterThan(1_000);
  });
});
