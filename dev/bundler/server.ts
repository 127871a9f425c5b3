/**
 * Starts a real ERC-4337 bundler (Alto) on one local EVM chain of dev/chain: the chain must hold
 * EntryPoint v0.7 (dev/chain's seed puts it there). The bundler's accounts are funded on that chain, Alto
 * runs as a child process, and startBundler resolves once it answers eth_supportedEntryPoints.
 */
import { createTestClient, http } from 'viem';
import { evmCaip2Id } from '../chain/chains.ts';
import { onProcessExit } from '../chain/exit-hook.ts';
import { ENTRY_POINT_07 } from '../chain/seed/accountAbstraction.ts';
import { altoArgs, hasExited, spawnAlto, stopChild, waitForListening } from './alto.ts';
import { BUNDLER_ACCOUNT_BALANCE, BUNDLER_EXECUTOR, BUNDLER_UTILITY } from './keys.ts';
import { rpcCall } from './rpcCall.ts';

/** Options of {@link startBundler}. */
export interface BundlerOptions {
  /** JSON-RPC URL of the anvil the bundler serves. */
  rpcUrl: string;
  /** That anvil's chain id (checked). */
  chainId: number;
  /** Port of the bundler; 0 (default) lets Alto pick a free one. */
  port?: number;
  /** Forward Alto's log lines (JSON) to `log`. */
  verbose?: boolean;
  /** Sink of verbose lines; default console.log. */
  log?: (line: string) => void;
  /** How long Alto may take to answer; default 60 s (it loads a lot on a slow machine). */
  startTimeoutMs?: number;
}

/** A running bundler. */
export interface RunningBundler {
  chainId: number;
  /** `eip155:<chainId>`. */
  caip2Id: string;
  /** The bundler's JSON-RPC endpoint, `http://127.0.0.1:<port>`. */
  url: string;
  port: number;
  /** Process id of Alto. */
  pid: number;
  /** Stops Alto (SIGTERM, SIGKILL after 3 s) and resolves once it has exited. Safe to call twice. */
  close(): Promise<void>;
}

/** Throws unless `rpcUrl` is the chain `chainId` and holds EntryPoint v0.7. */
async function checkChain(rpcUrl: string, chainId: number): Promise<void> {
  const client = createTestClient({ mode: 'anvil', transport: http(rpcUrl) });
  const answered = Number(await rpcCall(rpcUrl, 'eth_chainId', []));
  if (answered !== chainId) throw new Error(`bundler: ${rpcUrl} is chain ${answered}, not ${chainId}`);
  const code = await rpcCall(rpcUrl, 'eth_getCode', [ENTRY_POINT_07, 'latest']);
  if (typeof code !== 'string' || code === '0x') {
    throw new Error(
      `bundler: no EntryPoint v0.7 at ${ENTRY_POINT_07} on ${rpcUrl} (start the chain with its seed)`,
    );
  }
  for (const account of [BUNDLER_EXECUTOR, BUNDLER_UTILITY]) {
    await client.setBalance({ address: account.address, value: BUNDLER_ACCOUNT_BALANCE });
  }
}

/** Polls eth_supportedEntryPoints until Alto lists EntryPoint v0.7. */
async function waitForEntryPoint(url: string, deadline: number): Promise<void> {
  for (;;) {
    const supported = await rpcCall(url, 'eth_supportedEntryPoints', []).catch(() => undefined);
    if (Array.isArray(supported)) {
      if (supported.some((a) => String(a).toLowerCase() === ENTRY_POINT_07.toLowerCase())) return;
      throw new Error(`bundler at ${url} supports ${supported.join(', ')}, not ${ENTRY_POINT_07}`);
    }
    if (Date.now() > deadline) throw new Error(`bundler at ${url} did not answer eth_supportedEntryPoints`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Starts Alto on `rpcUrl` and resolves once it answers. Alto is killed by `close()` and, like anvil, when
 * this process exits or gets SIGINT/SIGTERM/SIGHUP (and with setpriv, when it is SIGKILLed).
 */
export async function startBundler(options: BundlerOptions): Promise<RunningBundler> {
  const timeoutMs = options.startTimeoutMs ?? 60_000;
  const deadline = Date.now() + timeoutMs;
  await checkChain(options.rpcUrl, options.chainId);
  const log = options.log ?? ((line: string) => console.log(line));
  const tag = `[bundler ${options.chainId}]`;
  const child = spawnAlto(altoArgs(options.rpcUrl, options.port ?? 0));
  const unhook = onProcessExit(() => {
    if (!hasExited(child)) child.kill('SIGKILL');
  });
  child.once('exit', unhook);
  let port: number;
  try {
    port = await waitForListening(child, timeoutMs, (line) => {
      if (options.verbose) log(`${tag} ${line}`);
    });
    await waitForEntryPoint(`http://127.0.0.1:${port}`, deadline);
  } catch (err) {
    await stopChild(child);
    throw err;
  }
  let closing: Promise<void> | undefined;
  return {
    chainId: options.chainId,
    caip2Id: evmCaip2Id(options.chainId),
    url: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid ?? -1,
    close() {
      closing ??= stopChild(child);
      return closing;
    },
  };
}
