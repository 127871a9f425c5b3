/**
 * The blockchain data API client (§7 GET /v1/account/{address}/balance and GET
 * /v1/account/{account}/history): every call carries the project id and the SDK type and version
 * (the cloud client adds them); a network whose namespace has no such data (§6: balances on eip155
 * and solana, activity on eip155) answers empty without a call. The answers are parsed with the
 * domain's schemas (domain/accountData/*.schema.ts), so a malformed body becomes the §4 text
 * ('Token Balance Unavailable', 'Failed to fetch transactions') and one odd entry costs only itself.
 *
 * Its base URL is `endpoints.blockchainApi` (production: https://rpc.walletconnect.org, the service
 * that speaks these paths); the demo points it at the local dev/cloud, whose indexer serves them.
 */
import * as z from 'zod/mini';
import { parseTokenBalances } from '../../domain/accountData/tokenBalances.schema.ts';
import type { TokenBalance } from '../../domain/accountData/tokenBalances.ts';
import { parseTransactionsPage } from '../../domain/accountData/transactions.schema.ts';
import type { TransactionsPage } from '../../domain/accountData/transactions.ts';
import { parseCaipAddress } from '../../domain/caip.ts';
import { isFeatureSupported } from '../../domain/namespaceFeatures.ts';
import type { FetchTokenBalancesInput } from '../../machines/account/tokenBalances.context.ts';
import type { FetchTransactionsInput } from '../../machines/account/transactions.context.ts';
import { createCloudClient } from './cloudClient.ts';

/** Where the blockchain data API is and whose project asks. */
export interface BlockchainApiConfig {
  baseUrl: string;
  projectId: string;
  fetch?: typeof fetch | undefined;
}

/** The currency balances are valued in (§7 `currency`). */
const CURRENCY = 'usd';

/** The body is parsed by the domain's schema (it refuses an answer that is not one, with the §4 text). */
const anyBody = z.unknown();

/** A blockchain data API client. */
export interface BlockchainApi {
  /** §7 GET /v1/account/{address}/balance: the account's tokens on its network, zero-decimal ones dropped. */
  tokenBalances(input: FetchTokenBalancesInput, signal?: AbortSignal): Promise<TokenBalance[]>;
  /** §7 GET /v1/account/{account}/history: one page of the account's activity on its network. */
  transactions(input: FetchTransactionsInput, signal?: AbortSignal): Promise<TransactionsPage>;
}

/** Create a blockchain data API client bound to one base URL and project. */
export function createBlockchainApi(config: BlockchainApiConfig): BlockchainApi {
  const call = createCloudClient({
    baseUrl: config.baseUrl,
    projectId: config.projectId,
    fetch: config.fetch,
  });
  return {
    async tokenBalances({ caipAddress, caipNetworkId, forceUpdate }, signal) {
      const { chainNamespace, address } = parseCaipAddress(caipAddress);
      if (!isFeatureSupported('balance', chainNamespace)) return [];
      const body = await call({
        path: `/v1/account/${encodeURIComponent(address)}/balance`,
        query: { currency: CURRENCY, chainId: caipNetworkId, forceUpdate: forceUpdate ? 'true' : undefined },
        schema: anyBody,
        signal,
      });
      return parseTokenBalances(body);
    },
    async transactions({ caipAddress, caipNetworkId, cursor }, signal) {
      const { chainNamespace, address } = parseCaipAddress(caipAddress);
      if (!isFeatureSupported('activity', chainNamespace)) return { data: [], next: undefined };
      const body = await call({
        path: `/v1/account/${encodeURIComponent(address)}/history`,
        query: { cursor, chainId: caipNetworkId },
        schema: anyBody,
        signal,
      });
      return parseTransactionsPage(body);
    },
  };
}
