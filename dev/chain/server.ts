/**
 * Starts the local chains of dev/chain: one anvil per EVM chain id and the Solana stand-in (litesvm behind
 * a JSON-RPC front), on consecutive ports of 127.0.0.1 or on free ones.
 */
import { SOLANA_ACCOUNT_LAMPORTS, SOLANA_ACCOUNTS } from './accounts.ts';
import { type RunningAnvil, startAnvil } from './anvil.ts';
import { DEFAULT_EVM_CHAIN_IDS, evmCaip2Id, SOLANA_CAIP2_ID, SOLANA_GENESIS_HASH } from './chains.ts';
import { type EvmSeedResult, seedEvmChain } from './seed/evm.ts';
import { seedSolana } from './seed/solana.ts';
import { SolanaLedger } from './solana/ledger.ts';
import { type RunningSolanaRpc, startSolanaRpc } from './solana/rpc-server.ts';

/** Options of {@link startChains}. */
export interface ChainsOptions {
  /**
   * Port of the first anvil; the next anvils take the following ports and Solana the one after them
   * (default chains: N, N+1, N+2). 0 (the default) gives every chain a free port.
   */
  basePort?: number;
  /** Chain ids of the anvils, distinct; default [31337, 31338]. */
  evmChainIds?: readonly number[];
  /** Log nothing at all. */
  quiet?: boolean;
  /** Log anvil's own output and every Solana call (otherwise only failed Solana calls). */
  verbose?: boolean;
  /** Where log lines go; default console.log. */
  log?: (line: string) => void;
  /**
   * Seed every chain (seed/plan.ts: tokens, an NFT collection, transfers between the dev accounts; SOL
   * transfers on Solana). Default true.
   */
  seed?: boolean;
}

/** One running local EVM chain. */
export interface RunningEvmChain {
  chainId: number;
  /** `eip155:<chainId>`. */
  caip2Id: string;
  /** `http://127.0.0.1:<port>`. */
  url: string;
  port: number;
  /** Process id of the anvil. */
  pid: number;
  /** What the seed did on this chain; undefined when started with `seed: false`. */
  seed?: EvmSeedResult;
}

/** The running Solana stand-in. */
export interface RunningSolanaChain {
  /** `http://127.0.0.1:<port>`, the JSON-RPC endpoint for createSolanaRpc. */
  url: string;
  port: number;
  /** The fixed genesis hash getGenesisHash returns. */
  genesisHash: string;
  /** `solana:` + the first 32 characters of the genesis hash. */
  caip2Id: string;
  /** The in-process ledger (litesvm and its bookkeeping), for tests that need to look inside. */
  ledger: SolanaLedger;
}

/** The running chains. */
export interface RunningChains {
  evm: RunningEvmChain[];
  solana: RunningSolanaChain;
  /** Stops every chain (anvils are killed and awaited). Safe to call twice. */
  close(): Promise<void>;
}

function checkOptions(basePort: number, chainIds: readonly number[]): void {
  if (!Number.isInteger(basePort) || basePort < 0 || basePort + chainIds.length > 65535) {
    throw new Error(`basePort: not a usable port: ${basePort}`);
  }
  if (chainIds.length === 0) throw new Error('evmChainIds: at least one chain id');
  for (const id of chainIds) {
    if (!Number.isSafeInteger(id) || id <= 0) throw new Error(`evmChainIds: not a chain id: ${id}`);
  }
  if (new Set(chainIds).size !== chainIds.length) throw new Error('evmChainIds: chain ids must be distinct');
}

/**
 * Starts every anvil and the Solana stand-in in parallel and resolves once all answer. If one fails to
 * start, the others are stopped and the error is thrown. Anvils also die with this process (exit hook).
 */
export async function startChains(options: ChainsOptions = {}): Promise<RunningChains> {
  const basePort = options.basePort ?? 0;
  const chainIds = options.evmChainIds ?? DEFAULT_EVM_CHAIN_IDS;
  checkOptions(basePort, chainIds);
  const portAt = (offset: number) => (basePort === 0 ? 0 : basePort + offset);
  const log = options.quiet ? undefined : (options.log ?? ((line: string) => console.log(line)));
  const verbose = (options.verbose ?? false) && log !== undefined;

  const ledger = new SolanaLedger(
    SOLANA_ACCOUNTS.map((a) => ({ address: a.address, lamports: SOLANA_ACCOUNT_LAMPORTS })),
  );
  const starts = [
    ...chainIds.map((chainId, i) => startAnvil({ chainId, port: portAt(i), verbose, log })),
    startSolanaRpc({ ledger, port: portAt(chainIds.length), log, verbose }),
  ];
  const settled = await Promise.allSettled(starts);
  const failure = settled.find((s) => s.status === 'rejected');
  const started = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  if (failure) {
    await Promise.all(started.map((s) => s.close()));
    throw failure.reason;
  }
  const anvils = started.slice(0, chainIds.length) as RunningAnvil[];
  const solana = started[chainIds.length] as RunningSolanaRpc;

  let seeds: (EvmSeedResult | undefined)[] = [];
  if (options.seed ?? true) {
    try {
      [seeds] = await Promise.all([
        Promise.all(anvils.map((a) => seedEvmChain(a.url))),
        seedSolana(solana.url),
      ]);
    } catch (err) {
      await Promise.all(started.map((s) => s.close()));
      throw err;
    }
  }
  let closing: Promise<void> | undefined;
  return {
    evm: anvils.map((a, i) => ({
      chainId: a.chainId,
      caip2Id: evmCaip2Id(a.chainId),
      url: a.url,
      port: a.port,
      pid: a.pid,
      seed: seeds[i],
    })),
    solana: {
      url: solana.url,
      port: solana.port,
      genesisHash: SOLANA_GENESIS_HASH,
      caip2Id: SOLANA_CAIP2_ID,
      ledger,
    },
    close() {
      closing ??= Promise.all(started.map((s) => s.close())).then(() => undefined);
      return closing;
    },
  };
}
