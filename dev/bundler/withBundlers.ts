/**
 * One bundler per local EVM chain, tied to the chains' lifetime: for the demo (and tests that start it
 * with smart accounts), whose every exit path closes the chains.
 */
import type { RunningChains } from '../chain/server.ts';
import { type RunningBundler, startBundler } from './server.ts';

/** The chains, with a bundler each; `close()` stops the bundlers, then the chains. */
export interface ChainsWithBundlers extends RunningChains {
  bundlers: RunningBundler[];
}

/**
 * Starts a bundler on every EVM chain of `chains` (in parallel). If one fails, the others and the chains
 * are stopped and the error is thrown.
 */
export async function withBundlers(
  chains: RunningChains,
  options: { verbose?: boolean; log?: (line: string) => void } = {},
): Promise<ChainsWithBundlers> {
  const settled = await Promise.allSettled(
    chains.evm.map((chain) => startBundler({ rpcUrl: chain.url, chainId: chain.chainId, ...options })),
  );
  const bundlers = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failure = settled.find((s) => s.status === 'rejected');
  if (failure) {
    await Promise.all(bundlers.map((b) => b.close()));
    await chains.close();
    throw failure.reason;
  }
  let closing: Promise<void> | undefined;
  return {
    ...chains,
    bundlers,
    close() {
      closing ??= Promise.all(bundlers.map((b) => b.close())).then(() => chains.close());
      return closing;
    },
  };
}

/** The secure site's `bundlers` option: CAIP-2 chain id → bundler URL. */
export function bundlerUrls(bundlers: readonly RunningBundler[]): Record<`eip155:${number}`, string> {
  return Object.fromEntries(bundlers.map((b) => [b.caip2Id, b.url]));
}
