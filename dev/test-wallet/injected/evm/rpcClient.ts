/**
 * The wallet's line to a chain: viem clients over HTTP to the chain's rpcUrl, one set per chain,
 * made on first use. Reads go through as they are; transactions are signed locally by the account's
 * key and sent raw, as a real wallet does (no unlocked node account needed).
 */
import {
  BaseError,
  createWalletClient,
  type EIP1193RequestFn,
  type Hex,
  http,
  type LocalAccount,
} from 'viem';
import { internalError, ProviderRpcError } from '../errors.ts';
import type { EvmChainConfig } from '../options.ts';
import { toViemChain } from './chains.ts';
import type { TransactionFields } from './transaction.ts';

/** What the provider needs from a chain. */
export interface ChainClient {
  /** Forward a JSON-RPC call to the chain. */
  request(method: string, params: unknown): Promise<unknown>;
  /** Fill in nonce, gas and fees, sign with `account`, send raw; the transaction hash. */
  sendTransaction(account: LocalAccount, transaction: TransactionFields): Promise<Hex>;
}

/** Clients per chain id, sharing one fetch (a fake chain in unit tests). */
export function createChainClients(fetchFn?: typeof fetch): (chain: EvmChainConfig) => ChainClient {
  const clients = new Map<string, ChainClient>();
  return (chain) => {
    const key = `${chain.chainId} ${chain.rpcUrl}`;
    const existing = clients.get(key);
    if (existing) return existing;
    // No retries: a test that stops the chain should see the failure at once, not after backoff.
    const transport = http(chain.rpcUrl, { retryCount: 0, ...(fetchFn ? { fetchFn } : {}) });
    const viemChain = toViemChain(chain);
    const request: EIP1193RequestFn = transport({ chain: viemChain, retryCount: 0 }).request;
    const client: ChainClient = {
      async request(method, params) {
        try {
          return await request({ method, params });
        } catch (error) {
          throw toProviderError(error);
        }
      },
      async sendTransaction(account, transaction) {
        const wallet = createWalletClient({ account, chain: viemChain, transport });
        try {
          return await wallet.sendTransaction({ ...transaction, account, chain: viemChain });
        } catch (error) {
          throw toProviderError(error);
        }
      },
    };
    clients.set(key, client);
    return client;
  };
}

/** Keep the chain's own error code (e.g. 3 for a revert, -32000 for low funds); else -32603. */
export function toProviderError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error;
  if (error instanceof BaseError) {
    const coded = error.walk((inner) => typeof (inner as { code?: unknown }).code === 'number');
    if (coded instanceof BaseError && 'code' in coded && typeof coded.code === 'number') {
      const data = 'data' in coded ? coded.data : undefined;
      return new ProviderRpcError(coded.code, coded.shortMessage, data);
    }
    return new ProviderRpcError(-32603, error.shortMessage, { cause: error.message });
  }
  return internalError(error);
}
