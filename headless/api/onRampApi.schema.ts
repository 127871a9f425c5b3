/**
 * The on-ramp API's answers (§7 `/v1/onramp/options`, `/v1/onramp/quote`, `/v1/generators/onrampurl`,
 * history with `onramp`), parsed at the boundary: an answer that is not one is refused whole with the
 * field that is wrong (the cloud client's CloudResponseError), because a purchase built from half an
 * answer would pay for the wrong thing. Fields the API adds are ignored.
 */
import * as z from 'zod/mini';
import { safeNavigationUrl } from '../../domain/urlSafety.ts';

/** A fiat or coin amount as the API writes it: a non-negative decimal ('100.00', '0.03137263'). */
const decimal = z.string().check(z.regex(/^\d{1,30}(\.\d{1,30})?$/));

const currencyAmount = z.object({ amount: decimal, currency: z.string().check(z.minLength(1)) });

const purchaseCurrency = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  symbol: z.string().check(z.minLength(1)),
  networks: z.array(
    z.object({
      name: z.string().check(z.minLength(1)),
      display_name: z.string(),
      chain_id: z.string().check(z.minLength(1)),
      contract_address: z.string(),
    }),
  ),
});

const paymentCurrency = z.object({
  id: z.string().check(z.minLength(1)),
  payment_method_limits: z.array(
    z.object({ id: z.string().check(z.minLength(1)), min: decimal, max: decimal }),
  ),
});

const provider = z.object({
  name: z.string().check(z.minLength(1)),
  label: z.string(),
  feeRange: z.object({ min: z.number().check(z.minimum(0)), max: z.number().check(z.minimum(0)) }),
});

/** `providers` is the local API's extra field: production's answer lacks it (the client then uses its own). */
export const onRampOptionsSchema = z.object({
  purchaseCurrencies: z.array(purchaseCurrency),
  paymentCurrencies: z.array(paymentCurrency),
  providers: z.optional(z.array(provider)),
});

/** `coinbaseFee` is the provider's fee whoever quoted (production's field name). */
export const onRampQuoteSchema = z.object({
  purchaseAmount: currencyAmount,
  paymentSubtotal: currencyAmount,
  paymentTotal: currencyAmount,
  networkFee: currencyAmount,
  coinbaseFee: currencyAmount,
  quoteId: z.string().check(z.minLength(1)),
});

/**
 * The provider's page opens in a window that is same-origin with the host page until it navigates: a
 * `javascript:` URL would run as the host. Only a web page is taken (domain/urlSafety.ts).
 */
export const onRampUrlSchema = z.object({ url: safeNavigationUrl });

/** Production's on-ramp transaction statuses. */
export const ONRAMP_STATUSES = [
  'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS',
  'ONRAMP_TRANSACTION_STATUS_SUCCESS',
  'ONRAMP_TRANSACTION_STATUS_FAILED',
] as const;

/** One history entry of a purchase: only what the wait for the funds reads. */
const onRampHistoryEntry = z.object({
  id: z.string(),
  metadata: z.object({
    status: z.enum(ONRAMP_STATUSES),
    /** '' until the provider sent the credit. */
    hash: z.string(),
    /** ISO time of the purchase's last change. */
    minedAt: z.iso.datetime(),
  }),
});

export const onRampHistorySchema = z.object({ data: z.array(onRampHistoryEntry) });

export type OnRampHistoryEntry = z.output<typeof onRampHistoryEntry>;
