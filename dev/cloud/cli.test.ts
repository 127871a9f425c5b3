import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { privateKeyToAccount } from 'viem/accounts';
import { afterEach, describe, expect, it } from 'vitest';
import { signInMessageOf } from '../../headless/siwx/localSiwx.ts';
import { EVM_ACCOUNTS } from '../chain/accounts.ts';
import { exitOf, firstLine, spawnInGroup, stopGroup, stopsServing } from '../cliTesting.ts';

const children: ChildProcess[] = [];

/** Spawns the CLI in its own process group, so the whole group can be stopped. */
function spawnCli(args: string[]): ChildProcess {
  const child = spawnInGroup(['npx', 'tsx', 'dev/cloud/main.ts', ...args]);
  children.push(child);
  return child;
}

const stop = stopGroup;

afterEach(() => {
  for (const child of children.splice(0)) stop(child);
});

describe('npm run dev:cloud (main.ts)', () => {
  it('prints exactly the ready line with the real port, serves, logs requests and stops on SIGTERM', async () => {
    const child = spawnCli([
      '--port',
      '0',
      '--db',
      ':memory:',
      '--fault',
      'route=/getWallets,status=429,times=1',
    ]);
    const line = await firstLine(child);
    expect(line).toMatch(/^ready http:\/\/127\.0\.0\.1:\d+$/);
    const url = line.slice('ready '.length);
    expect(Number(new URL(url).port)).toBeGreaterThan(0);

    const logged = new Promise<string>((resolve) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        const text = chunk.toString();
        if (text.includes('/getAnalyticsConfig')) resolve(text.trim());
      });
    });
    expect((await fetch(`${url}/getWallets?projectId=portico-dev-project`)).status).toBe(429);
    const res = await fetch(`${url}/getAnalyticsConfig?projectId=portico-dev-project`);
    expect(await res.json()).toEqual({ isAnalyticsEnabled: true });
    expect(await logged).toMatch(/^GET \/getAnalyticsConfig\?projectId=portico-dev-project 200 \d+ms$/m);

    const exited = once(child, 'exit');
    stop(child);
    await exited;
    // Stopped: wait until the port stops answering.
    await stopsServing(`${url}/health`);
  }, 30_000);

  it('prints a fresh admin token after the ready line; the admin routes need it', async () => {
    const child = spawnCli(['--port', '0', '--db', ':memory:', '--quiet']);
    const lines = new Promise<string[]>((resolve) => {
      let out = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('admin token ') && out.endsWith('\n')) resolve(out.trim().split('\n'));
      });
    });
    const [ready = '', tokenLine = ''] = await lines;
    expect(ready).toMatch(/^ready http:\/\/127\.0\.0\.1:\d+$/);
    expect(tokenLine).toMatch(/^admin token [A-Za-z0-9_-]{32,}$/);
    const url = ready.slice('ready '.length);
    const token = tokenLine.slice('admin token '.length);
    expect((await fetch(`${url}/admin/faults`)).status).toBe(401);
    expect(
      (await fetch(`${url}/admin/faults`, { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(200);
    stop(child);
  }, 30_000);

  it('takes the admin token from PORTICO_ADMIN_TOKEN (and does not print it); refuses a malformed one', async () => {
    const token = 'cli-test-admin-token-0123456789';
    process.env.PORTICO_ADMIN_TOKEN = token;
    let child: ChildProcess;
    let bad: ChildProcess;
    try {
      child = spawnCli(['--port', '0', '--db', ':memory:']);
      process.env.PORTICO_ADMIN_TOKEN = 'short';
      bad = spawnCli(['--port', '0', '--db', ':memory:']);
    } finally {
      delete process.env.PORTICO_ADMIN_TOKEN;
    }
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    const url = (await firstLine(child)).slice('ready '.length);
    const res = await fetch(`${url}/admin/faults`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(out).not.toContain('admin token');
    stop(child);
    const { code, stderr } = await exitOf(bad);
    expect(code).toBe(2);
    expect(stderr).toMatch(/PORTICO_ADMIN_TOKEN: must be 16-256 of/);
  }, 30_000);

  it('refuses a bad port with exit code 2 and usage', async () => {
    const child = spawnCli(['--port', 'abc']);
    const { code, stderr } = await exitOf(child);
    expect(code).toBe(2);
    expect(stderr).toMatch(/--port: not a port: abc/);
    expect(stderr).toMatch(/usage: dev:cloud/);
  }, 30_000);

  it('--chain CAIP2=URL gives the cloud a chain to verify sign-ins on', async () => {
    const child = spawnCli([
      '--port',
      '0',
      '--db',
      ':memory:',
      '--quiet',
      '--chain',
      'eip155:31337=http://127.0.0.1:9',
    ]);
    const url = (await firstLine(child)).slice('ready '.length);
    const account = privateKeyToAccount(EVM_ACCOUNTS[1]?.privateKey ?? '0x');
    const signIn = async (chainId: `eip155:${number}`) => {
      const nonceRes = await fetch(`${url}/v1/sessions/nonce?projectId=portico-dev-project`, {
        method: 'POST',
      });
      const { nonce } = (await nonceRes.json()) as { nonce: string };
      const { serializedMessage } = signInMessageOf({
        accountAddress: account.address,
        chainId,
        domain: 'localhost:3000',
        uri: 'http://localhost:3000',
        version: '1',
        nonce,
      });
      const signature = await account.signMessage({ message: serializedMessage });
      const res = await fetch(`${url}/v1/sessions?projectId=portico-dev-project`, {
        method: 'POST',
        body: JSON.stringify({ message: serializedMessage, signature }),
      });
      return res.status;
    };
    // An account's signature needs no RPC call, so the placeholder URL is enough.
    expect(await signIn('eip155:31337')).toBe(201);
    expect(await signIn('eip155:1')).toBe(400);
    stop(child);
  }, 30_000);

  it('refuses a malformed --chain with exit code 2', async () => {
    const bad = spawnCli(['--chain', 'eip155:31337']);
    const { code, stderr } = await exitOf(bad);
    expect(code).toBe(2);
    expect(stderr).toMatch(/--chain: expected CAIP2=URL/);
  }, 30_000);
});
