/**
 * The on-ramp API client (§7 `/v1/onramp/options`, `/v1/onramp/quote`, `/v1/generators/onrampurl` and
 * history with `onramp`): what can be bought, a quote, the provider page's URL, and the account's
 * purchases. Every call carries the project id and the SDK type and version (the cloud client adds them)
 * and every answer is parsed with zod (onRampApi.schema.ts), so a malformed body is a CloudResponseError
 * naming the field. The §4 fallbacks (built-in options, the placeholder quote) are the flow's to decide:
 * here a failure is an error.
 */
import { CloudHttpError, CloudResponseError } from '../../domain/cloudErrors.ts';
import { PorticoError } from '../../domain/errors.ts';
import { ONRAMP_DEFAULT_OPTIONS } from '../../domain/onramp/onRampDefaults.ts';
import type { OnRampOptions, OnRampQuote } from '../../domain/onramp/onRampTypes.ts';
import type { FetchOnRampQuoteInput } from '../../machines/onramp/onRamp.context.ts';
import { createMappedCloudClient } from './cloudClient.ts';
import {
  type OnRampHistoryEntry,
  onRampHistorySchema,
  onRampOptionsSchema,
  onRampQuoteSchema,
  onRampUrlSchema,
} from './onRampApi.schema.ts';

export type { OnRampHistoryEntry };

/** Where the on-ramp API is (production: the blockchain API's base URL) and whose project asks. */
export interface OnRampApiConfig {
  baseUrl: string;
  projectId: string;
  fetch?: typeof fetch | undefined;
}

/**
 * A failed on-ramp call. A 400's message is the server's own words ('amount: must be at most 7500.00
 * USD (the CARD maximum)'), kept as the message because the flow shows it; any other failure says
 * which call failed, with what status.
 */
export class OnRampApiError extends Error {
  override readonly name = 'OnRampApiError';

  constructor(
    readonly call: string,
    readonly status: number,
    readonly serverMessage: string | undefined,
    options?: ErrorOptions,
  ) {
    super(
      status === 400 && serverMessage
        ? serverMessage
        : `${call} failed with HTTP ${status}${serverMessage ? `: ${serverMessage}` : ''}`,
      options,
    );
  }
}

/** §7 POST /v1/generators/onrampurl: who receives what, and (local extras) the quote sold and its provider. */
export interface OnRampUrlRequest {
  destinationWallets: { address: string; blockchains?: string[]; assets?: string[] }[];
  defaultNetwork: string;
  partnerUserId: string;
  defaultExperience: 'buy';
  presetFiatAmount: number;
  presetCryptoAmount?: number | undefined;
  quoteId?: string | undefined;
  provider: string;
  paymentCurrency: string;
}

/** An on-ramp API client. */
export interface OnRampApi {
  /** GET /v1/onramp/options: what can be bought with what, and from whom (default providers when the answer has none). */
  options(signal?: AbortSignal): Promise<OnRampOptions>;
  /** POST /v1/onramp/quote: what paying `amount` buys, and its fees. */
  quote(input: FetchOnRampQuoteInput, signal?: AbortSignal): Promise<OnRampQuote>;
  /** POST /v1/generators/onrampurl: the provider page's URL, with the §7 redirect parameters. */
  generateUrl(request: OnRampUrlRequest, signal?: AbortSignal): Promise<string>;
  /** GET /v1/account/{account}/history?onramp=<provider>: the account's purchases from it on a network, newest first. */
  history(
    query: { provider: string; address: string; caipNetworkId: string },
    signal?: AbortSignal,
  ): Promise<OnRampHistoryEntry[]>;
}

/** Create an on-ramp API client bound to one base URL and project. */
export function createOnRampApi(config: OnRampApiConfig): OnRampApi {
  const call = createMappedCloudClient(
    { baseUrl: config.baseUrl, projectId: config.projectId, fetch: config.fetch },
    (name, error) =>
      error instanceof CloudHttpError
        ? new OnRampApiError(name, error.status, error.serverMessage, { cause: error })
        : error,
  );
  return {
    async options(signal) {
      const body = await call({ path: '/v1/onramp/options', schema: onRampOptionsSchema, signal });
      return {
        purchaseCurrencies: body.purchaseCurrencies,
        paymentCurrencies: body.paymentCurrencies,
        providers: body.providers ?? ONRAMP_DEFAULT_OPTIONS.providers,
      };
    },
    async quote({ purchaseCurrency, paymentCurrency, amount, network, provider }, signal) {
      const { coinbaseFee, ...quote } = await call({
        method: 'POST',
        path: '/v1/onramp/quote',
        // The currencies as objects, as production's client sends them.
        body: { purchaseCurrency, paymentCurrency, amount, network, provider },
        schema: onRampQuoteSchema,
        signal,
      });
      return { ...quote, providerFee: coinbaseFee };
    },
    async generateUrl(request, signal) {
      try {
        const body = await call({
          method: 'POST',
          path: '/v1/generators/onrampurl',
          body: request,
          schema: onRampUrlSchema,
          signal,
        });
        return body.url;
      } catch (error) {
        // A URL that is not a web page (a `javascript:` one would run as the host page) is a page that
        // will not be opened, and the visitor is told so (a bare CloudResponseError reads 'Something
        // went wrong'); any other malformed answer stays what it is.
        if (error instanceof CloudResponseError && error.field === 'url')
          throw PorticoError.of('unsafePageAddress', { cause: error });
        throw error;
      }
    },
    async history({ provider, address, caipNetworkId }, signal) {
      const body = await call({
        path: `/v1/account/${encodeURIComponent(address)}/history`,
        query: { onramp: provider, chainId: caipNetworkId },
        schema: onRampHistorySchema,
        signal,
      });
      return body.data;
    },
  };
}
