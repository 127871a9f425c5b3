import { afterEach, describe, expect, test, vi } from 'vitest';
import { yieldToMain } from './yieldToMain.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('yieldToMain', () => {
  test("uses the browser's scheduler.yield where there is one", async () => {
    const yielded = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yielded });
    await yieldToMain();
    expect(yielded).toHaveBeenCalledTimes(1);
  });

  test('goes on at once where there is none (Node, older browsers)', async () => {
    vi.stubGlobal('scheduler', undefined);
    let resumed = false;
    const going = yieldToMain().then(() => {
      resumed = true;
    });
    await Promise.resolve();
    expect(resumed).toBe(true);
    await going;
  });
});
