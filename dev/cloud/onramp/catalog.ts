/**
 * What the local on-ramp sells and takes (spec §3, §9): the two providers with their fees, the payment
 * currencies with the §9 limits, and the purchase currencies on the chains this cloud was given (ETH
 * and PUSD on each anvil, SOL on the Solana stand-in).
 */
import { ONRAMP_DEFAULT_LIMITS, ONRAMP_PROVIDER_FEE_RANGE_PERCENT } from '../../../domain/constants.ts';
import { PUSD } from '../../chain/seed/plan.ts';
import { EVM_NATIVE, SOLANA_NATIVE } from '../indexer/catalog.ts';

/** The payment methods, by the ids production's options answer. */
export const PAYMENT_METHODS = ['CARD', 'ACH_BANK_ACCOUNT'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** §9 limits per method, the same in USD and EUR. */
export const PAYMENT_METHOD_LIMITS: Readonly<Record<PaymentMethod, { min: string; max: string }>> = {
  CARD: ONRAMP_DEFAULT_LIMITS.card,
  ACH_BANK_ACCOUNT: ONRAMP_DEFAULT_LIMITS.bankAccount,
};

/** §9: the on-ramp takes USD or EUR. */
export const PAYMENT_CURRENCIES = ['USD', 'EUR'] as const;
export type PaymentCurrency = (typeof PAYMENT_CURRENCIES)[number];

/** One on-ramp provider: its fee per payment method in basis points, inside the §9 range of 1-2 %. */
export interface OnrampProvider {
  name: 'coinbase' | 'meld';
  label: string;
  feeBps: Readonly<Record<PaymentMethod, number>>;
}

/** §9: two providers. A card costs the provider more than a bank transfer, so it charges more. */
export const ONRAMP_PROVIDERS: readonly OnrampProvider[] = [
  { name: 'coinbase', label: 'Coinbase', feeBps: { CARD: 200, ACH_BANK_ACCOUNT: 100 } },
  { name: 'meld', label: 'Meld', feeBps: { CARD: 175, ACH_BANK_ACCOUNT: 125 } },
];

export const PROVIDER_NAMES = ['coinbase', 'meld'] as const;

/** The provider called `name`. */
export function providerOf(name: OnrampProvider['name']): OnrampProvider {
  const found = ONRAMP_PROVIDERS.find((p) => p.name === name);
  if (!found) throw new Error(`unknown on-ramp provider ${name}`);
  return found;
}

/** A purchase currency's network, in production's field names. */
export interface PurchaseNetwork {
  name: string;
  display_name: string;
  chain_id: string;
  /** The token contract; '' for the chain's native coin. */
  contract_address: string;
}

/** A purchase currency as GET /v1/onramp/options answers it. */
export interface PurchaseCurrency {
  id: string;
  name: string;
  symbol: string;
  networks: PurchaseNetwork[];
}

/** What one purchase credits: a coin or token on one chain. */
export interface PurchaseAsset {
  currency: string;
  /** CAIP-2. */
  chain: string;
  name: string;
  symbol: string;
  decimals: number;
  /** ERC-20 contract; undefined for the native coin. */
  token?: `0x${string}`;
  /** The network name of options (`anvil-31337`, `solana-local`). */
  network: string;
}

/** The network name of a CAIP-2 chain: `anvil-<id>` for an eip155 chain, `solana-local` for Solana. */
export function networkName(chain: string): string {
  const [namespace, reference] = chain.split(':') as [string, string];
  return namespace === 'solana' ? 'solana-local' : `anvil-${reference}`;
}

/** Every asset the on-ramp sells on the given chains (eip155: ETH and PUSD; solana: SOL). */
export function purchaseAssets(
  evmChains: readonly string[],
  solanaChains: readonly string[],
): PurchaseAsset[] {
  const evm = evmChains.flatMap((chain) => [
    { currency: 'ETH', chain, ...EVM_NATIVE, network: networkName(chain) },
    {
      currency: PUSD.symbol,
      chain,
      name: PUSD.name,
      symbol: PUSD.symbol,
      decimals: PUSD.decimals,
      token: PUSD.address,
      network: networkName(chain),
    },
  ]);
  const solana = solanaChains.map((chain) => ({
    currency: 'SOL',
    chain,
    ...SOLANA_NATIVE,
    network: networkName(chain),
  }));
  return [...evm, ...solana];
}

/** The assets grouped as production's purchase currencies. */
export function purchaseCurrencies(assets: readonly PurchaseAsset[]): PurchaseCurrency[] {
  const byId = new Map<string, PurchaseCurrency>();
  for (const asset of assets) {
    const currency = byId.get(asset.currency) ?? {
      id: asset.currency,
      name: asset.name,
      symbol: asset.symbol,
      networks: [],
    };
    const [namespace, reference] = asset.chain.split(':') as [string, string];
    currency.networks.push({
      name: asset.network,
      display_name: namespace === 'solana' ? 'Solana (local)' : `Local chain ${reference}`,
      chain_id: reference,
      contract_address: asset.token ?? '',
    });
    byId.set(asset.currency, currency);
  }
  return [...byId.values()];
}

/** Production's payment currencies with the §9 limits. */
export function paymentCurrencies() {
  return PAYMENT_CURRENCIES.map((id) => ({
    id,
    payment_method_limits: PAYMENT_METHODS.map((method) => ({
      id: method,
      ...PAYMENT_METHOD_LIMITS[method],
    })),
  }));
}

/** The providers as options lists them: fee range in percent (§9: 1-2 % each). */
export function providerList() {
  return ONRAMP_PROVIDERS.map(({ name, label }) => ({
    name,
    label,
    feeRange: { min: ONRAMP_PROVIDER_FEE_RANGE_PERCENT.min, max: ONRAMP_PROVIDER_FEE_RANGE_PERCENT.max },
  }));
}
