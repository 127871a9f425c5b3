/**
 * Alto (`@pimlico/alto`), Pimlico's ERC-4337 bundler, as a child process of this one: its arguments for a
 * local anvil and the wait for its "Server listening" line.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { canUsePdeathsig } from '../chain/anvil.ts';
import { ENTRY_POINT_07 } from '../chain/seed/accountAbstraction.ts';
import { BUNDLER_EXECUTOR, BUNDLER_UTILITY } from './keys.ts';

const require = createRequire(import.meta.url);

/** Alto's CLI script (the package's `alto` bin); the package exports only its entry, esm/index.js. */
export function altoCliPath(): string {
  return join(dirname(require.resolve('@pimlico/alto')), 'cli/alto.js');
}

/** Arguments for Alto on one local anvil. */
export function altoArgs(rpcUrl: string, port: number): string[] {
  return [
    ...['--rpc-url', rpcUrl, '--port', String(port), '--entrypoints', ENTRY_POINT_07],
    ...[
      '--executor-private-keys',
      BUNDLER_EXECUTOR.privateKey,
      '--utility-private-key',
      BUNDLER_UTILITY.privateKey,
    ],
    // Safe mode needs debug_traceCall with the ERC-7562 tracer, which anvil does not have.
    ...['--safe-mode', 'false'],
    // Alto deploys its simulation contracts itself (CREATE2, salted by the utility key), once per chain.
    ...['--deploy-simulations-contract', 'true'],
    // anvil mines on each transaction: poll fast, bundle at once, no refills (the keys are funded).
    ...['--block-time', '100', '--min-bundle-interval', '20', '--max-bundle-interval', '100'],
    ...['--refilling-wallets', 'false', '--utility-wallet-monitor', 'false'],
    ...[
      '--json',
      '--log-level',
      'info',
      '--public-client-log-level',
      'warn',
      '--wallet-client-log-level',
      'warn',
    ],
  ];
}

/** Spawns Alto; through `setpriv --pdeathsig` where it works, so Alto dies even if this process is SIGKILLed. */
export function spawnAlto(args: string[]): ChildProcess {
  const stdio: ['ignore', 'pipe', 'pipe'] = ['ignore', 'pipe', 'pipe'];
  const command = [process.execPath, altoCliPath(), ...args];
  return canUsePdeathsig()
    ? spawn('setpriv', ['--pdeathsig', 'SIGKILL', '--', ...command], { stdio })
    : spawn(command[0] as string, command.slice(1), { stdio });
}

/** One line of Alto's JSON log, as far as it is read here. */
function messageOf(line: string): string {
  try {
    const parsed: unknown = JSON.parse(line);
    return typeof parsed === 'object' && parsed !== null && 'msg' in parsed ? String(parsed.msg) : '';
  } catch {
    return '';
  }
}

/**
 * Resolves with the port of Alto's `Server listening at http://0.0.0.0:<port>` line; rejects if Alto exits
 * first or stays silent past `timeoutMs`. Every line goes to `onLine` (verbose logs).
 */
export function waitForListening(
  child: ChildProcess,
  timeoutMs: number,
  onLine: (line: string) => void,
): Promise<number> {
  let tail = '';
  const keep = (text: string) => {
    tail = (tail + text).slice(-3000);
  };
  child.stderr?.on('data', (chunk: Buffer) => {
    keep(chunk.toString());
    onLine(chunk.toString().trimEnd());
  });
  const stdout = child.stdout;
  if (!stdout) return Promise.reject(new Error('alto has no stdout pipe'));
  return new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`alto did not listen within ${timeoutMs} ms`)),
      timeoutMs,
    );
    createInterface({ input: stdout }).on('line', (line) => {
      keep(`${line}\n`);
      onLine(line);
      const match = /^Server listening at http:\/\/[^:]+:(\d+)/.exec(messageOf(line));
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
      reject(new Error(`alto exited (${signal ?? code}) before listening: ${tail.trim()}`));
    });
  });
}

/** Whether the child has ended. */
export function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** SIGTERM (Alto shuts its server down), SIGKILL after 3 s; resolves once it has exited. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (hasExited(child)) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 3_000);
  await exited;
  clearTimeout(timer);
}
