/**
 * The jsdom project's setup (test-support/domSetup.ts): Testing Library's async helpers wait as long
 * as the test may run, not their own hidden 1 s.
 */
import { getConfig, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { asyncUtilTimeoutFor, startOnTheRealClock } from './domSetup.ts';

/** Shows "ready" after `afterMs`, as a slow first load would. */
function Late({ afterMs }: { afterMs: number }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), afterMs);
    return () => clearTimeout(timer);
  }, [afterMs]);
  return <p>{ready ? 'ready' : 'loading'}</p>;
}

describe('the dom project raises the async helpers’ timeout to the test timeout', () => {
  test('waitFor and findBy use this test’s timeout', ({ task }) => {
    expect(task.timeout).toBeGreaterThan(1_000);
    expect(getConfig().asyncUtilTimeout).toBe(task.timeout);
  });

  test('a per-test timeout is followed too', { timeout: 45_000 }, () => {
    expect(getConfig().asyncUtilTimeout).toBe(45_000);
  });

  test('something that shows after more than the default 1 s is found', async () => {
    render(<Late afterMs={1_500} />);
    await expect(screen.findByText('ready')).resolves.toBeDefined();
    await waitFor(() => expect(screen.getByText('ready')).toBeDefined());
  });

  test('no limit (0) and limits past a timer’s range become the longest timer, never an instant one', () => {
    expect(asyncUtilTimeoutFor(0)).toBe(2 ** 31 - 1);
    expect(asyncUtilTimeoutFor(Number.POSITIVE_INFINITY)).toBe(2 ** 31 - 1);
    expect(asyncUtilTimeoutFor(20_000)).toBe(20_000);
  });
});

describe('each dom file starts on the real clock (the files share one worker and its timers)', () => {
  test('a fake setInterval left by an earlier file is undone: waitFor polls again', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    startOnTheRealClock();
    expect(vi.isFakeTimers()).toBe(false);
    render(<Late afterMs={50} />);
    await waitFor(() => expect(screen.getByText('ready')).toBeDefined());
  });
});
