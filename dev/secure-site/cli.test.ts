import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exitOf, firstLine, spawnInGroup, stopGroup, stopsServing } from '../cliTesting.ts';

// Services start on 2 noisy shared cores: no deadline on the outcome, only a guard against a hang (CI must end).
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const children: ChildProcess[] = [];

function spawnCli(args: string[]): ChildProcess {
  const child = spawnInGroup(['npx', 'tsx', 'dev/secure-site/main.ts', ...args]);
  children.push(child);
  return child;
}

afterEach(() => {
  for (const child of children.splice(0)) stopGroup(child);
});

describe('npm run dev:secure-site (main.ts)', () => {
  it('prints exactly the ready line, serves the frame and the API, logs codes, and stops on SIGTERM', async () => {
    const child = spawnCli([
      '--port',
      '0',
      '--db',
      ':memory:',
      '--chain',
      'eip155:31337=http://127.0.0.1:8545',
      '--allow-origin',
      'https://app.example.com',
    ]);
    const line = await firstLine(child);
    expect(line).toMatch(/^ready http:\/\/127\.0\.0\.1:\d+$/);
    const url = line.slice('ready '.length);
    const logged = new Promise<string>((resolve) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        const text = chunk.toString();
        if (text.includes('mail to cli@example.com')) resolve(text);
      });
    });
    expect((await fetch(`${url}/sdk?projectId=portico-dev-project`)).status).toBe(200);
    const start = await fetch(`${url}/api/email/start`, {
      method: 'POST',
      headers: {
        'x-project-id': 'portico-dev-project',
        'x-portico-origin': 'https://app.example.com',
        'x-device': 'cli-test-device-0123456789',
      },
      body: JSON.stringify({ email: 'cli@example.com' }),
    });
    expect(await start.json()).toEqual({ action: 'VERIFY_OTP' });
    expect(await logged).toMatch(/mail to cli@example\.com: otp code \d{6}/);

    const exited = once(child, 'exit');
    stopGroup(child);
    await exited;
    // Stopped: wait until the port stops answering.
    await stopsServing(`${url}/health`);
  });

  it('refuses a bad --chain with exit code 2 and usage', async () => {
    const { code, stderr } = await exitOf(spawnCli(['--chain', 'solana=http://x']));
    expect(code).toBe(2);
    expect(stderr).toMatch(/--chain: expected eip155:<id>=<url>/);
    expect(stderr).toMatch(/usage: dev:secure-site/);
  });
});
