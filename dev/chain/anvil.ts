/**
 * Spawns one anvil (the binary of the npm package @foundry-rs/anvil-linux-amd64) on 127.0.0.1 with a
 * chain id and the deterministic accounts of accounts.ts, and guarantees it dies with this process.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { EVM_ACCOUNT_BALANCE_ETH, EVM_ACCOUNTS, EVM_MNEMONIC } from './accounts.ts';
import { onProcessExit } from './exit-hook.ts';

/** Options of {@link startAnvil}. */
export interface AnvilOptions {
  chainId: number;
  /** Port on 127.0.0.1; 0 lets anvil pick a free one. */
  port: number;
  /** Forward anvil's own output (banner, one line per RPC call) to `log`. */
  verbose?: boolean;
  /** Sink of verbose lines; default console.log. */
  log?: (line: string) => void;
  /** How long to wait for anvil to listen and answer eth_chainId; default 15 s. */
  startTimeoutMs?: number;
}

/** A running anvil. */
export interface RunningAnvil {
  chainId: number;
  /** `http://127.0.0.1:<port>`. */
  url: string;
  port: number;
  /** The OS process id of anvil itself. */
  pid: number;
  /** Stops anvil (SIGTERM, SIGKILL after 3 s) and resolves once it has exited. */
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);

/** Absolute path of the anvil binary shipped in @foundry-rs/anvil-linux-amd64. */
export function anvilBinaryPath(): string {
  return require.resolve('@foundry-rs/anvil-linux-amd64/bin/anvil');
}

let pdeathsig: boolean | undefined;

/**
 * Whether util-linux `setpriv --pdeathsig` works here. When it does, anvil is started through it so the
 * kernel kills anvil even if this process is SIGKILLed (no exit hook can run then).
 */
export function canUsePdeathsig(): boolean {
  pdeathsig ??=
    spawnSync('setpriv', ['--pdeathsig', 'SIGKILL', '--', 'true'], { stdio: 'ignore' }).status === 0;
  return pdeathsig;
}

function anvilArgs(options: AnvilOptions): string[] {
  return [
    '--host',
    '127.0.0.1',
    '--port',
    String(options.port),
    '--chain-id',
    String(options.chainId),
    '--mnemonic',
    EVM_MNEMONIC,
    '--accounts',
    String(EVM_ACCOUNTS.length),
    '--balance',
    String(EVM_ACCOUNT_BALANCE_ETH),
  ];
}

function spawnAnvil(options: AnvilOptions): ChildProcess {
  const binary = anvilBinaryPath();
  const args = anvilArgs(options);
  const stdio: ['ignore', 'pipe', 'pipe'] = ['ignore', 'pipe', 'pipe'];
  // setpriv execs anvil in place, so the child's pid is anvil's.
  return canUsePdeathsig()
    ? spawn('setpriv', ['--pdeathsig', 'SIGKILL', '--', binary, ...args], { stdio })
    : spawn(binary, args, { stdio });
}

/** Resolves with the port from anvil's `Listening on 127.0.0.1:<port>` line; rejects if anvil exits first. */
function waitForListening(child: ChildProcess, options: AnvilOptions): Promise<number> {
  const tag = `[anvil ${options.chainId}]`;
  const log = options.log ?? ((line: string) => console.log(line));
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
    if (options.verbose) log(`${tag} ${chunk.toString().trimEnd()}`);
  });
  const stdout = child.stdout;
  if (!stdout) return Promise.reject(new Error(`${tag} has no stdout pipe`));
  return new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${tag} did not listen within ${options.startTimeoutMs ?? 15_000} ms`)),
      options.startTimeoutMs ?? 15_000,
    );
    const lines = createInterface({ input: stdout });
    lines.on('line', (line) => {
      if (options.verbose) log(`${tag} ${line}`);
      const match = /^Listening on 127\.0\.0\.1:(\d+)/.exec(line);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${tag} exited (${signal ?? code}) before listening: ${stderr.trim()}`));
    });
  });
}

/** Sends eth_chainId and returns the number, or undefined if anvil does not answer yet. */
async function chainIdOf(url: string): Promise<number | undefined> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    });
    const body = (await res.json()) as { result?: unknown };
    return typeof body.result === 'string' ? Number.parseInt(body.result, 16) : undefined;
  } catch {
    return undefined;
  }
}

async function waitForChainId(url: string, chainId: number, deadline: number): Promise<void> {
  for (;;) {
    const answered = await chainIdOf(url);
    if (answered === chainId) return;
    if (answered !== undefined)
      throw new Error(`anvil at ${url} answered chain id ${answered}, not ${chainId}`);
    if (Date.now() > deadline) throw new Error(`anvil at ${url} did not answer eth_chainId`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (hasExited(child)) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 3_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts anvil and resolves once it answers eth_chainId with `chainId`. Anvil is killed by `close()`, and
 * (SIGKILL) when this process exits, gets SIGINT/SIGTERM/SIGHUP or dies of an uncaught error; with
 * `setpriv` available, also when this process is SIGKILLed.
 */
export async function startAnvil(options: AnvilOptions): Promise<RunningAnvil> {
  const deadline = Date.now() + (options.startTimeoutMs ?? 15_000);
  const child = spawnAnvil(options);
  const unhook = onProcessExit(() => {
    if (!hasExited(child)) child.kill('SIGKILL');
  });
  child.once('exit', unhook);
  let port: number;
  try {
    port = await waitForListening(child, options);
    await waitForChainId(`http://127.0.0.1:${port}`, options.chainId, deadline);
  } catch (err) {
    await stopChild(child);
    throw err;
  }
  const url = `http://127.0.0.1:${port}`;
  let closing: Promise<void> | undefined;
  return {
    chainId: options.chainId,
    url,
    port,
    pid: child.pid ?? -1,
    close() {
      closing ??= stopChild(child);
      return closing;
    },
  };
}
