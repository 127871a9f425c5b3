/**
 * The EVM chains the wallet knows and the one it is on. Starts with the chains of the options;
 * wallet_addEthereumChain adds more. Chain ids are compared as numbers, reported as hex (EIP-695).
 */
import { type Chain, defineChain, type Hex, numberToHex } from 'viem';
import type { EvmChainConfig } from '../options.ts';

/** The registry. */
export interface ChainRegistry {
  /** The active chain. */
  readonly current: EvmChainConfig;
  /** The active chain id as EIP-695 hex, e.g. '0x7a69'. */
  readonly currentHex: Hex;
  /** The known chain with this id, if any. */
  get(chainId: number): EvmChainConfig | undefined;
  /** Add (or replace) a chain. */
  add(chain: EvmChainConfig): void;
  /** Make a known chain active; returns false when the id is unknown. */
  select(chainId: number): boolean;
}

/** Create the registry; the first chain is active. */
export function createChainRegistry(initial: readonly EvmChainConfig[]): ChainRegistry {
  const chains = new Map(initial.map((chain) => [chain.chainId, chain] as const));
  const first = initial[0];
  if (!first) throw new Error('The test wallet needs at least one EVM chain.');
  let current = first;
  return {
    get current() {
      return current;
    },
    get currentHex() {
      return numberToHex(current.chainId);
    },
    get: (chainId) => chains.get(chainId),
    add(chain) {
      chains.set(chain.chainId, chain);
      if (chain.chainId === current.chainId) current = chain;
    },
    select(chainId) {
      const chain = chains.get(chainId);
      if (!chain) return false;
      current = chain;
      return true;
    },
  };
}

/** The viem chain definition of a configured chain (viem checks the chain id before it sends). */
export function toViemChain(chain: EvmChainConfig): Chain {
  return defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  });
}
