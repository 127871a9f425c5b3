import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { exitOf, spawnInGroup, stopGroup } from '../cliTesting.ts';
import { startRelay } from './server.ts';
import { RawClient } from './test-helpers.ts';

const children: ChildProcess[] = [];

/** Spawns the CLI (or `command`) in its own process group, so the whole group can be stopped. */
function spawnCli(args: string[], command = ['npx', 'tsx', 'dev/relay/main.ts']): ChildProcess {
  const child = spawnInGroup([...command, ...args]);
  children.push(child);
  return child;
}

const stop = stopGroup;

/**
 * Collects stdout; `line()` resolves with the first line matching a pattern, `closed()` once every
 * process that holds the stdout pipe (the child and what it launched) has exited.
 */
function watch(child: ChildProcess) {
  let out = '';
  let err = '';
  const waiters: Array<() => void> = [];
  const closed = child.stdout ? once(child.stdout, 'close') : Promise.resolve([]);
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    for (const wake of waiters.splice(0)) wake();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  return {
    async line(pattern: RegExp): Promise<string> {
      for (;;) {
        const found = out.split('\n').find((l) => pattern.test(l));
        if (found !== undefined) return found;
        if (child.exitCode !== null) throw new Error(`exited ${child.exitCode}: ${err}`);
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
    first: () => out.split('\n')[0],
    closed: async () => {
      await closed;
    },
  };
}

afterEach(() => {
  for (const child of children.splice(0)) stop(child);
});

describe('npm run dev:relay (main.ts)', () => {
  it('prints exactly the ready line, relays, logs, and stops on SIGTERM', async () => {
    const child = spawnCli(['--port', '0']);
    const out = watch(child);
    const ready = await out.line(/^ready /);
    expect(out.first()).toBe(ready);
    expect(ready).toMatch(/^ready ws:\/\/127\.0\.0\.1:\d+$/);
    const url = ready.slice('ready '.length);

    const client = await RawClient.connect(url, 'did:key:cli-test');
    const answer = await client.call('irn_subscribe', { topic: 'f'.repeat(64) });
    expect(answer.result).toMatch(/^[0-9a-f]{64}$/);
    expect(await out.line(/irn_subscribe/)).toMatch(/^c1 irn_subscribe ffffffff…$/);
    client.close();

    const exited = once(child, 'exit');
    stop(child);
    await exited;
    await expect(fetch(`${url.replace('ws:', 'http:')}/health`)).rejects.toThrow();
  }, 30_000);

  it('refuses a bad port with exit code 2 and usage', async () => {
    const child = spawnCli(['--port', 'abc']);
    const { code, stderr } = await exitOf(child);
    expect(code).toBe(2);
    expect(stderr).toMatch(/--port: not a port: abc/);
    expect(stderr).toMatch(/usage: dev:relay/);
  }, 30_000);

  it('closes when only npm is killed (child.kill() on `npm run dev:relay`), so the port is free again', async () => {
    const child = spawnCli(['--', '--port', '0'], ['npm', 'run', 'dev:relay']);
    const out = watch(child);
    const ready = await out.line(/^ready /);
    const health = `${ready.slice('ready '.length).replace('ws:', 'http:')}/health`;
    expect((await fetch(health)).status).toBe(200);

    child.kill('SIGTERM'); // npm alone: its `sh -c` dies, tsx and the relay would be orphaned
    // The relay sees its launcher gone and says it closes; then the last process of the chain exits
    // (the stdout pipe they share with npm closes), and the port is free.
    expect(await out.line(/^launcher process \d+ exited: closing$/)).toBeDefined();
    await out.closed();
    await expect(fetch(health)).rejects.toThrow();
  }, 30_000);

  it('exits 1 with a clear message when the port is taken', async () => {
    const busy = await startRelay({ quiet: true });
    try {
      const child = spawnCli(['--port', String(busy.port)]);
      const { code, stderr } = await exitOf(child);
      expect(code).toBe(1);
      expect(stderr).toContain(`dev:relay failed: port ${busy.port} on 127.0.0.1 is in use`);
      expect(stderr).not.toMatch(/Unhandled 'error' event/);
    } finally {
      await busy.close();
    }
  }, 30_000);
});
