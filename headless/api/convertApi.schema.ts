/**
 * The conversion API's answers (§7 `/v1/convert/*`, `/v1/fungible/price`), parsed at the boundary: an
 * answer that is not one is refused whole with the field that is wrong (the cloud client's
 * CloudResponseError), because a swap built from half an answer would move the wrong amounts.
 * Amounts are whole numbers of the smallest unit as decimal strings; fields the API adds are ignored.
 */
import * as z from 'zod/mini';

/** A whole number of a token's smallest unit (or of wei), as the API writes it: below 2^256. */
const wholeNumber = z.string().check(z.regex(/^\d{1,78}$/));

/** CAIP-10 (`eip155:31337:0x…`): namespace, reference and address. */
const caip10 = z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/));

/** Calldata: 0x and whole bytes. */
const hexData = z.string().check(z.regex(/^0x([0-9a-fA-F]{2})*$/));

export const convertTokensSchema = z.object({
  tokens: z.array(
    z.object({
      name: z.string(),
      symbol: z.string().check(z.minLength(1)),
      address: caip10,
      decimals: z.int().check(z.minimum(0), z.maximum(255)),
      logoUri: z.string(),
    }),
  ),
});

/** The API answers a list; the client reads the first (the dev API and 1inch answer one). */
const convertQuoteSchema = z.object({ toAmount: wholeNumber });
export const convertQuotesSchema = z.object({ quotes: z.tuple([convertQuoteSchema], convertQuoteSchema) });

export const convertAllowanceSchema = z.object({ allowance: wholeNumber });

export const convertGasPriceSchema = z.object({
  standard: wholeNumber,
  fast: wholeNumber,
  instant: wholeNumber,
});

/**
 * The transaction build-approve and build-transaction answer. Not sent as it is: the swap statechart
 * reads its call and holds it against the review first (domain/swap/swapBuildCheck.ts). `value` may be
 * missing: production's build-transaction answers the amount instead, and its client sends the
 * amount sold for the native coin, else 0 (SwapController.createSwapTransaction); so does Portico.
 */
export const convertTransactionSchema = z.object({
  tx: z.object({
    from: caip10,
    to: caip10,
    data: hexData,
    value: z.optional(wholeNumber),
    eip155: z.object({ gas: wholeNumber, gasPrice: wholeNumber }),
  }),
});

export const fungiblePricesSchema = z.object({
  fungibles: z.array(
    z.object({
      name: z.string(),
      symbol: z.string(),
      iconUrl: z.string(),
      price: z.number().check(z.minimum(0)),
    }),
  ),
});

export type ConvertToken = z.output<typeof convertTokensSchema>['tokens'][number];
export type ConvertGasPrice = z.output<typeof convertGasPriceSchema>;
export type ConvertTransaction = z.output<typeof convertTransactionSchema>['tx'];
export type FungiblePrice = z.output<typeof fungiblePricesSchema>['fungibles'][number];
