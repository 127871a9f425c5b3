import { describe, expect, it, vi } from 'vitest';
import { isLauncher, launcherChain, type ProcInfo, readProc, watchLaunchers } from './launcher.ts';

describe('isLauncher', () => {
  it('knows npm (by title or cli path), npx, tsx and a sh -c running tsx', () => {
    expect(isLauncher(['npm run dev:relay --port 8789'])).toBe(true);
    expect(isLauncher(['npm', 'run', 'dev:relay'])).toBe(true);
    expect(
      isLauncher(['/usr/bin/node', '/usr/lib/node_modules/npm/bin/npm-cli.js', 'run', 'dev:relay']),
    ).toBe(true);
    expect(isLauncher(['npm exec tsx dev/relay/main.ts'])).toBe(true);
    expect(isLauncher(['node', '/work/main/node_modules/.bin/tsx', 'dev/relay/main.ts'])).toBe(true);
    expect(isLauncher(['sh', '-c', 'tsx dev/relay/main.ts --port 0'])).toBe(true);
  });

  it('does not take a harness, a login shell or an unrelated sh -c for a launcher', () => {
    expect(isLauncher(['node', '/tmp/harness.mjs'])).toBe(false);
    expect(isLauncher(['-bash'])).toBe(false);
    expect(isLauncher(['bash'])).toBe(false);
    expect(isLauncher(['sh', '-c', 'make all'])).toBe(false);
    expect(isLauncher(['node', 'node_modules/vitest/vitest.mjs', 'run'])).toBe(false);
  });
});

describe('launcherChain', () => {
  it('walks up through npm → sh → tsx and stops at the first non-launcher', () => {
    const table: Record<number, ProcInfo> = {
      50: { ppid: 40, argv: ['node', '--import', 'tsx/dist/loader.mjs', 'dev/relay/main.ts'], zombie: false },
      40: { ppid: 30, argv: ['node', '/repo/node_modules/.bin/tsx', 'dev/relay/main.ts'], zombie: false },
      30: { ppid: 20, argv: ['sh', '-c', 'tsx dev/relay/main.ts --port 0'], zombie: false },
      20: { ppid: 10, argv: ['npm run dev:relay --port 0'], zombie: false },
      10: { ppid: 1, argv: ['node', '/tmp/harness.mjs'], zombie: false },
    };
    expect(launcherChain(50, (pid) => table[pid])).toEqual([40, 30, 20]);
  });

  it('is empty when the parent is not a launcher or cannot be read', () => {
    expect(
      launcherChain(5, (pid) => (pid === 5 ? { ppid: 4, argv: ['node'], zombie: false } : undefined)),
    ).toEqual([]);
    expect(launcherChain(5, () => undefined)).toEqual([]);
  });

  it('reads this process from /proc on Linux', () => {
    const self = readProc(process.pid);
    if (process.platform !== 'linux') return;
    expect(self?.ppid).toBe(process.ppid);
    expect(self?.zombie).toBe(false);
  });
});

describe('watchLaunchers', () => {
  it('reports the first launcher gone, once', () => {
    // The watch's interval is the behaviour under test: a simulated clock drives it.
    vi.useFakeTimers();
    try {
      const alive = new Set([40, 30, 20]);
      const gone: number[] = [];
      const stop = watchLaunchers([40, 30, 20], (pid) => gone.push(pid), {
        intervalMs: 5,
        alive: (pid) => alive.has(pid),
      });
      vi.advanceTimersByTime(30);
      expect(gone).toEqual([]);
      alive.delete(20);
      alive.delete(30);
      vi.advanceTimersByTime(4);
      expect(gone).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(gone).toEqual([30]);
      vi.advanceTimersByTime(50);
      expect(gone).toEqual([30]);
      expect(vi.getTimerCount()).toBe(0);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
