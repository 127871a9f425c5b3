/**
 * The conversion API client (§7 `/v1/convert/*` and `/v1/fungible/price`): tokens, quotes, allowance,
 * gas price, the approve and swap transactions to sign, and token prices. Every call carries the
 * project id and the SDK type and version (the cloud client adds them) and every answer is parsed with
 * zod (convertApi.schema.ts), so a malformed body is a CloudResponseError naming the field.
 *
 * A 400 whose message is one of §8's texts ('Network not supported for Swaps', '… for Gas Price')
 * becomes the PorticoError of that text, which the swap flow shows; any other failed call is a
 * ConvertApiError that says which call failed and what the server said.
 */
import { CloudHttpError } from '../../domain/cloudErrors.ts';
import { MESSAGES, type MessageKey, PorticoError } from '../../domain/errors.ts';
import { createMappedCloudClient } from './cloudClient.ts';
import {
  type ConvertGasPrice,
  type ConvertToken,
  type ConvertTransaction,
  convertAllowanceSchema,
  convertGasPriceSchema,
  convertQuotesSchema,
  convertTokensSchema,
  convertTransactionSchema,
  type FungiblePrice,
  fungiblePricesSchema,
} from './convertApi.schema.ts';

export type { ConvertGasPrice, ConvertToken, ConvertTransaction, FungiblePrice };

/** Where the conversion API is (production: the blockchain API's base URL) and whose project asks. */
export interface ConvertApiConfig {
  baseUrl: string;
  projectId: string;
  fetch?: typeof fetch | undefined;
}

/**
 * A swap between two tokens of one network, all CAIP-10; `amount` in `from`'s smallest unit. The
 * calls send `userAddress` as production's client does (SwapController): plain on `/quotes`, CAIP-10
 * on `/allowance`, `/build-approve` and `/build-transaction`.
 */
export interface ConvertSwapRequest {
  amount: string;
  userAddress: string;
  from: string;
  to: string;
}

/** A failed conversion API call that is not one of §8's texts: the call, the status, the server's words. */
export class ConvertApiError extends Error {
  override readonly name = 'ConvertApiError';

  constructor(
    readonly call: string,
    readonly status: number,
    readonly serverMessage: string | undefined,
    options?: ErrorOptions,
  ) {
    super(`${call} failed with HTTP ${status}${serverMessage ? `: ${serverMessage}` : ''}`, options);
  }
}

/** The currency prices are asked in (§7 `currency`). */
const CURRENCY = 'usd';

/** §8 texts the API answers as a 400 message, as the client shows them. */
const SECTION_8_TEXTS: readonly MessageKey[] = [
  'networkNotSupportedForSwaps',
  'networkNotSupportedForGasPrice',
];

function mapFailure(call: string, error: unknown): unknown {
  if (!(error instanceof CloudHttpError)) return error;
  const text = SECTION_8_TEXTS.find((key) => MESSAGES[key] === error.serverMessage);
  if (error.status === 400 && text) return PorticoError.of(text, { cause: error });
  return new ConvertApiError(call, error.status, error.serverMessage, { cause: error });
}

/** The address of a CAIP-10 account (`eip155:1:0xabc…` → `0xabc…`); a plain address stays as it is. */
function plainAddressOf(account: string): string {
  return account.slice(account.lastIndexOf(':') + 1);
}

/** A conversion API client. */
export interface ConvertApi {
  /** GET /v1/convert/tokens: the tokens the exchange trades on a network (CAIP-2). */
  tokens(caipNetworkId: string, signal?: AbortSignal): Promise<ConvertToken[]>;
  /** GET /v1/convert/quotes: how much of `to` (smallest unit) the exchange gives now. */
  quote(request: ConvertSwapRequest, signal?: AbortSignal): Promise<string>;
  /** GET /v1/convert/allowance: how much of a token (CAIP-10) the exchange may take from the user. */
  allowance(request: { tokenAddress: string; userAddress: string }, signal?: AbortSignal): Promise<string>;
  /** GET /v1/convert/gas-price: the network's gas prices (wei) by speed. */
  gasPrice(caipNetworkId: string, signal?: AbortSignal): Promise<ConvertGasPrice>;
  /** GET /v1/convert/build-approve: the transaction letting the exchange take `amount` (default: unlimited). */
  buildApprove(
    request: Omit<ConvertSwapRequest, 'amount'> & { amount?: string },
    signal?: AbortSignal,
  ): Promise<ConvertTransaction>;
  /** POST /v1/convert/build-transaction: the swap transaction, its minimum output `slippage` % below the quote. */
  buildTransaction(
    request: ConvertSwapRequest & { slippage: number; disableEstimate?: boolean },
    signal?: AbortSignal,
  ): Promise<ConvertTransaction>;
  /** POST /v1/fungible/price: USD prices of tokens (CAIP-10); tokens the API does not know are left out. */
  prices(addresses: readonly string[], signal?: AbortSignal): Promise<FungiblePrice[]>;
}

/** Create a conversion API client bound to one base URL and project. */
export function createConvertApi(config: ConvertApiConfig): ConvertApi {
  const call = createMappedCloudClient(
    { baseUrl: config.baseUrl, projectId: config.projectId, fetch: config.fetch },
    mapFailure,
  );
  return {
    async tokens(chainId, signal) {
      const body = await call({
        path: '/v1/convert/tokens',
        query: { chainId },
        schema: convertTokensSchema,
        signal,
      });
      return body.tokens;
    },
    async quote({ amount, userAddress, from, to }, signal) {
      const body = await call({
        path: '/v1/convert/quotes',
        // Production's client asks quotes for the plain address (getPlainAddress of the CAIP-10).
        query: { amount, userAddress: plainAddressOf(userAddress), from, to },
        schema: convertQuotesSchema,
        signal,
      });
      return body.quotes[0].toAmount;
    },
    async allowance({ tokenAddress, userAddress }, signal) {
      const body = await call({
        path: '/v1/convert/allowance',
        query: { tokenAddress, userAddress },
        schema: convertAllowanceSchema,
        signal,
      });
      return body.allowance;
    },
    gasPrice(chainId, signal) {
      return call({
        path: '/v1/convert/gas-price',
        query: { chainId },
        schema: convertGasPriceSchema,
        signal,
      });
    },
    async buildApprove({ userAddress, from, to, amount }, signal) {
      const body = await call({
        path: '/v1/convert/build-approve',
        query: { userAddress, from, to, amount },
        schema: convertTransactionSchema,
        signal,
      });
      return body.tx;
    },
    async buildTransaction({ amount, from, to, userAddress, slippage, disableEstimate = false }, signal) {
      const body = await call({
        method: 'POST',
        path: '/v1/convert/build-transaction',
        body: {
          projectId: config.projectId,
          amount,
          from,
          to,
          userAddress,
          // §7's "slippage setting", as production's client sends it: a number of percent.
          eip155: { slippage },
          disableEstimate,
        },
        schema: convertTransactionSchema,
        signal,
      });
      return body.tx;
    },
    async prices(addresses, signal) {
      const body = await call({
        method: 'POST',
        path: '/v1/fungible/price',
        body: { currency: CURRENCY, addresses, projectId: config.projectId },
        schema: fungiblePricesSchema,
        signal,
      });
      return body.fungibles;
    },
  };
}
