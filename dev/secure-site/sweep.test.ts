import { afterEach, describe, expect, test, vi } from 'vitest';
import { LOGIN_SWEEP_INTERVAL_MS } from './limits.ts';
import { startSweepTimer } from './sweep.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('the sweep timer', () => {
  test('sweeps every LOGIN_SWEEP_INTERVAL_MS until stopped (the site stops it in close())', () => {
    vi.useFakeTimers();
    const sweep = vi.fn();
    const stop = startSweepTimer(sweep);
    vi.advanceTimersByTime(LOGIN_SWEEP_INTERVAL_MS);
    expect(sweep).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(LOGIN_SWEEP_INTERVAL_MS);
    expect(sweep).toHaveBeenCalledTimes(2);
    stop();
    // The fake clock runs every due timer at once: a timer still set would have swept again.
    vi.advanceTimersByTime(10 * LOGIN_SWEEP_INTERVAL_MS);
    expect(sweep).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(0);
  });
});
