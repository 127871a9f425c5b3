/**
 * Where the wallet connects and which keys it holds, as plain JSON (the page gets it injected at build
 * time), with the defaults of `npm run dev:chain` and `npm run dev:relay`. Browser-safe.
 */

import { hexToBytes } from 'viem';
import { EVM_ACCOUNTS, SOLANA_ACCOUNTS } from '../../chain/accounts.ts';
import { DEFAULT_BASE_PORT, DEFAULT_EVM_CHAIN_IDS, SOLANA_CAIP2_ID } from '../../chain/chains.ts';
import type { PairingEvmChain, PairingSolanaOptions } from './options.ts';

/** The wallet's setup as JSON: the Solana key as hex (a 32-byte seed or a 64-byte keypair). */
export interface WalletConfig {
  relayUrl: string;
  chains: PairingEvmChain[];
  privateKey: `0x${string}`;
  solana?: { rpcUrl: string; caipNetworkId: string; secretKeyHex: string };
}

/** The relay URL of `npm run dev:relay` with no flags. */
export const DEFAULT_RELAY_URL = 'ws://127.0.0.1:8789';

/**
 * The setup for dev/chain's chains from `basePort` (anvils on basePort and +1, Solana on +2), with the
 * funded accounts number `account` (EVM 0–9, Solana 0–3).
 */
export function devChainConfig(relayUrl: string, basePort = DEFAULT_BASE_PORT, account = 0): WalletConfig {
  const evm = EVM_ACCOUNTS[account];
  const solana = SOLANA_ACCOUNTS[account];
  if (!evm || !solana) throw new Error(`no funded dev account ${account} (0–${SOLANA_ACCOUNTS.length - 1})`);
  return {
    relayUrl,
    chains: DEFAULT_EVM_CHAIN_IDS.map((chainId, index) => ({
      chainId,
      rpcUrl: `http://127.0.0.1:${basePort + index}`,
      name: `Anvil ${chainId}`,
    })),
    privateKey: evm.privateKey,
    solana: {
      rpcUrl: `http://127.0.0.1:${basePort + DEFAULT_EVM_CHAIN_IDS.length}`,
      caipNetworkId: SOLANA_CAIP2_ID,
      secretKeyHex: solana.seed,
    },
  };
}

/** The Solana options of a config, the key as bytes. */
export function solanaOptions(config: WalletConfig): PairingSolanaOptions | undefined {
  if (!config.solana) return undefined;
  const bytes = hexToBytes(`0x${config.solana.secretKeyHex.replace(/^0x/, '')}`);
  return { rpcUrl: config.solana.rpcUrl, caipNetworkId: config.solana.caipNetworkId, secretKey: bytes };
}
