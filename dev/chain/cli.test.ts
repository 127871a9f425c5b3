import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { exitOf, recordStderr } from '../cliTesting.ts';
import { canUsePdeathsig } from './anvil.ts';
import { SOLANA_CAIP2_ID } from './chains.ts';
import { anvilPidsOnPort, freeConsecutivePorts } from './test-helpers.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const children: ChildProcess[] = [];
const portsUsed: number[] = [];

/**
 * Runs main.ts in a node process of its own (`node --import tsx`), so the pid the test signals is the CLI
 * itself and nothing else: anvil gets no signal from the test, only from the CLI (or the kernel).
 */
function spawnCli(args: string[]): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'dev/chain/main.ts', ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return recordStderr(child);
}

/** Resolves with the first `count` stdout lines; rejects if the process exits first. */
function lines(child: ChildProcess, count: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const all = out.split('\n');
      if (all.length > count) resolve(all.slice(0, count));
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`exited ${code} early: ${err}`)));
  });
}

/**
 * Polls `check` every 50 ms until it holds: the exit of a process that is not our child gives no event
 * to wait on. No deadline of its own: the test's timeout bounds it.
 */
async function waitUntil(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 50));
}

const anvilsOn = (port: number) => [...anvilPidsOnPort(port), ...anvilPidsOnPort(port + 1)];

afterEach(() => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  // Never leave an anvil behind, even when a test failed.
  for (const port of portsUsed.splice(0)) {
    for (const pid of [...anvilPidsOnPort(port), ...anvilPidsOnPort(port + 1)]) process.kill(pid, 'SIGKILL');
  }
});

describe('npm run dev:chain (main.ts)', () => {
  it('prints the three ready lines on N, N+1, N+2; SIGTERM to the CLI leaves no anvil', async () => {
    const port = await freeConsecutivePorts(3);
    portsUsed.push(port);
    const child = spawnCli(['--port', String(port)]);
    expect(await lines(child, 3)).toEqual([
      `ready eip155:31337 http://127.0.0.1:${port}`,
      `ready eip155:31338 http://127.0.0.1:${port + 1}`,
      `ready ${SOLANA_CAIP2_ID} http://127.0.0.1:${port + 2}`,
    ]);
    expect(anvilPidsOnPort(port)).toHaveLength(1);
    expect(anvilPidsOnPort(port + 1)).toHaveLength(1);
    expect(await (await fetch(`http://127.0.0.1:${port + 2}/health`)).text()).toBe('ok');

    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const [code] = await exited;
    expect(code).toBe(143);
    expect(anvilPidsOnPort(port)).toEqual([]);
    expect(anvilPidsOnPort(port + 1)).toEqual([]);
    await expect(fetch(`http://127.0.0.1:${port + 2}/health`)).rejects.toThrow();
  }, 30_000);

  it.runIf(canUsePdeathsig())(
    'even SIGKILL of the CLI leaves no anvil (parent-death signal)',
    async () => {
      const port = await freeConsecutivePorts(3);
      portsUsed.push(port);
      const child = spawnCli(['--port', String(port), '--quiet']);
      await lines(child, 3);
      expect(anvilPidsOnPort(port)).toHaveLength(1);
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
      // An anvil that outlives the CLI fails the test at its timeout.
      await waitUntil(() => anvilsOn(port).length === 0);
    },
    30_000,
  );

  it('stops (no anvil left) when its launcher dies without passing a signal on, as npm does', async () => {
    const port = await freeConsecutivePorts(3);
    portsUsed.push(port);
    // sh stays as the CLI's parent (the trailing `; true` keeps it from exec-ing node).
    const launcher = spawn(
      'sh',
      ['-c', `"${process.execPath}" --import tsx dev/chain/main.ts --port ${port}; true`],
      {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    children.push(launcher);
    await lines(launcher, 3);
    expect(anvilPidsOnPort(port)).toHaveLength(1);
    launcher.kill('SIGKILL');
    // An anvil that outlives the CLI fails the test at its timeout.
    await waitUntil(() => anvilsOn(port).length === 0);
    await expect(fetch(`http://127.0.0.1:${port + 2}/health`)).rejects.toThrow();
  }, 30_000);

  it('refuses bad flags with exit code 2 and the usage', async () => {
    const child = spawnCli(['--port', 'abc']);
    const { code, stderr } = await exitOf(child);
    expect(code).toBe(2);
    expect(stderr).toMatch(/--port: not a port: abc/);
    expect(stderr).toMatch(/usage: dev:chain/);
  }, 30_000);
});
