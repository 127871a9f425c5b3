/** The on-ramp's requests (spec §7 `/v1/onramp/*`, `/v1/generators/onrampurl`, the provider page's pay), parsed at the boundary. */
import * as z from 'zod';
import { PAYMENT_CURRENCIES, PAYMENT_METHODS, PROVIDER_NAMES } from './catalog.ts';

/** A fiat amount: a decimal with at most 2 decimals, as text or number (`'10.00'`, `25000`). */
const fiatAmount = z
  .union([z.string(), z.number()])
  .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
  .refine((value) => /^\d{1,9}(\.\d{1,2})?$/.test(value), 'must be a decimal amount with at most 2 decimals');

/** An id, or the object production's client sends (a purchase or payment currency with its `id`). */
const idOrObject = z.union([
  z.string().min(1).max(64),
  z.object({ id: z.string().min(1).max(64) }).transform((value) => value.id),
]);

export const quoteBodySchema = z.object({
  projectId: z.string().optional(),
  purchaseCurrency: idOrObject,
  paymentCurrency: idOrObject.pipe(z.enum(PAYMENT_CURRENCIES, 'must be USD or EUR')),
  amount: fiatAmount,
  /** A network name of options (`anvil-31337`) or a CAIP-2 id. */
  network: z.string().min(1).max(64),
  /** Local extension: the method the limits are checked against (absent: any method's). */
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  /** Local extension: which provider quotes (default coinbase). */
  provider: z.enum(PROVIDER_NAMES).default('coinbase'),
});

const destinationWallet = z.object({
  address: z.string().min(1).max(128),
  blockchains: z.array(z.string().max(64)).max(20).optional(),
  assets: z.array(z.string().max(64)).max(20).optional(),
  supportedNetworks: z.array(z.string().max(64)).max(20).optional(),
});

export const onrampUrlBodySchema = z.object({
  projectId: z.string().optional(),
  destinationWallets: z.array(destinationWallet).min(1, 'at least one wallet').max(10),
  defaultNetwork: z.string().max(64).optional(),
  partnerUserId: z.string().max(128).optional(),
  defaultExperience: z.enum(['send', 'buy']).optional(),
  presetCryptoAmount: z.number().nonnegative().optional(),
  presetFiatAmount: z.number().nonnegative().optional(),
  /** Local extension: sell this issued quote (else one is made from presetFiatAmount). */
  quoteId: z.uuid().optional(),
  /** Local extension: the provider of a quote made here (default coinbase). */
  provider: z.enum(PROVIDER_NAMES).default('coinbase'),
  /** Local extension: the payment currency of a quote made here (default USD). */
  paymentCurrency: z.enum(PAYMENT_CURRENCIES).default('USD'),
});

/** The provider page's payment: a card number, or a bank account. */
export const payBodySchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('CARD'),
    cardNumber: z
      .string()
      .transform((value) => value.replace(/[\s-]/g, ''))
      .refine((value) => /^\d{12,19}$/.test(value), 'must be 12 to 19 digits'),
  }),
  z.object({
    method: z.literal('ACH_BANK_ACCOUNT'),
    accountNumber: z.string().regex(/^\d{4,17}$/, 'must be 4 to 17 digits'),
  }),
]);
export type Payment = z.infer<typeof payBodySchema>;
