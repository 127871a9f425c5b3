/**
 * A stand-in for the on-ramp API (§7 `/v1/onramp/options`, `/v1/onramp/quote`,
 * `/v1/generators/onrampurl`, history with `onramp`) for the on-ramp views' component tests, answering
 * inside the stubbed `fetch` of test-support/testing.tsx (`convert`, the stub's other service): ETH at
 * $2500 and USDC on Ethereum (the fake wallet's eip155:1) and SOL on Solana, USD and EUR with the §9
 * limits, Coinbase (card fee 2 %) and Meld (1.75 %), the network fee 0.10, as dev/cloud's local provider
 * quotes. Answers can be held open or turned into failures; the provider's page is "paid" with
 * `settle()` (its purchase then shows in the history as production lists it), or at once with `settleOnOpen`.
 */
import { WALLET_ADDRESS } from './testWallet.tsx';

const limits = [
  { id: 'CARD', min: '10.00', max: '7500.00' },
  { id: 'ACH_BANK_ACCOUNT', min: '10.00', max: '25000.00' },
];

/** GET /v1/onramp/options as the local API answers it. */
export const ONRAMP_OPTIONS = {
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: limits },
    { id: 'EUR', payment_method_limits: limits },
  ],
  purchaseCurrencies: [
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: [{ name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' }],
    },
    {
      id: 'SOL',
      name: 'Solana',
      symbol: 'SOL',
      networks: [
        {
          name: 'solana',
          display_name: 'Solana',
          chain_id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
          contract_address: '',
        },
      ],
    },
    {
      id: 'USDC',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [
        {
          name: 'ethereum',
          display_name: 'Ethereum',
          chain_id: '1',
          contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        },
      ],
    },
  ],
  providers: [
    { name: 'coinbase', label: 'Coinbase', feeRange: { min: 1, max: 2 } },
    { name: 'meld', label: 'Meld', feeRange: { min: 1, max: 2 } },
  ],
};

/** USD price of each coin; a euro buys as much as a dollar here. */
const PRICE: Readonly<Record<string, number>> = { ETH: 2500, USDC: 1, SOL: 150 };
/** The provider's card fee in basis points. */
const FEE_BPS: Readonly<Record<string, bigint>> = { coinbase: 200n, meld: 175n };
const NETWORK_FEE_CENTS = 10n;

const cents = (amount: string) => BigInt(Math.round(Number(amount) * 100));
const fiat = (value: bigint) => `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;

/** The quote of `total` (e.g. '50.00') for `symbol` from `provider`, as the local provider computes it. */
export function quoteOf(total: string, currency: string, symbol: string, provider = 'coinbase') {
  const totalCents = cents(total);
  const fee = (totalCents * (FEE_BPS[provider] ?? 200n) + 9_999n) / 10_000n;
  const subtotal = totalCents - fee - NETWORK_FEE_CENTS;
  // Rounded down to 8 decimals, in units of 10^-8 of the coin (the price in cents).
  const units = (subtotal * 100_000_000n) / BigInt(Math.round((PRICE[symbol] ?? 1) * 100));
  const coin = `${units / 100_000_000n}.${String(units % 100_000_000n).padStart(8, '0')}`.replace(
    /\.?0+$/,
    '',
  );
  return {
    purchaseAmount: { amount: coin, currency: symbol },
    paymentSubtotal: { amount: fiat(subtotal), currency },
    paymentTotal: { amount: fiat(totalCents), currency },
    networkFee: { amount: fiat(NETWORK_FEE_CENTS), currency },
    coinbaseFee: { amount: fiat(fee), currency },
    quoteId: `quote-${total}-${symbol}-${provider}`,
  };
}

/** A failure to answer with: an HTTP status and the body's message. */
export interface Failure {
  status: number;
  message: string;
}

/** What the fake answers with, changeable by the test while it runs. */
export interface FakeOnRampApi {
  /** Route a stubbed fetch call: the on-ramp API's answer, or undefined for any other URL. */
  answer(url: URL, init?: RequestInit): Promise<Response> | undefined;
  failOptions: Failure | undefined;
  failQuotes: Failure | undefined;
  failUrl: Failure | undefined;
  /** Hold the quotes open until `releaseQuotes()`. */
  holdQuotes: boolean;
  releaseQuotes(): void;
  /** Settle each provider page as soon as its URL is made (the first look at the history sees it). */
  settleOnOpen: Settlement | undefined;
  /** Settle the last page opened: a success is credited (`CREDIT_HASH`), a failure credits nothing. */
  settle(outcome: Settlement): void;
  /** The provider pages made so far (POST /v1/generators/onrampurl answers), in order. */
  readonly pages: URL[];
  /** The JSON bodies of the quote requests, in order. */
  readonly quoteRequests: Record<string, unknown>[];
}

/** How a provider's page ends: paid and credited, or refused. */
export type Settlement = 'success' | 'failed';

/** The credit's transaction hash of a paid page. */
export const CREDIT_HASH = `0x${'c7'.repeat(32)}`;

/** A fake on-ramp API. */
export function fakeOnRampApi(): FakeOnRampApi {
  const held: Array<() => void> = [];
  const purchases: Array<{ id: string; provider: string; status: string; hash: string; minedAt: string }> =
    [];
  const fake: FakeOnRampApi = {
    failOptions: undefined,
    failQuotes: undefined,
    failUrl: undefined,
    holdQuotes: false,
    settleOnOpen: undefined,
    pages: [],
    quoteRequests: [],
    releaseQuotes: () => {
      for (const release of held.splice(0)) release();
    },
    settle(outcome) {
      const purchase = purchases.at(-1);
      if (!purchase) throw new Error('settle(): no provider page was opened');
      Object.assign(purchase, {
        status:
          outcome === 'success' ? 'ONRAMP_TRANSACTION_STATUS_SUCCESS' : 'ONRAMP_TRANSACTION_STATUS_FAILED',
        hash: outcome === 'success' ? CREDIT_HASH : '',
        minedAt: new Date().toISOString(),
      });
    },
    answer(url, init) {
      const onRampHistory =
        /^\/v1\/account\/[^/]+\/history$/.test(url.pathname) && url.searchParams.has('onramp');
      if (
        !url.pathname.startsWith('/v1/onramp/') &&
        url.pathname !== '/v1/generators/onrampurl' &&
        !onRampHistory
      )
        return undefined;
      return respond(url, init);
    },
  };
  const failure = ({ status, message }: Failure) => Response.json({ message }, { status });

  async function respond(url: URL, init?: RequestInit): Promise<Response> {
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    if (url.pathname === '/v1/onramp/options')
      return fake.failOptions ? failure(fake.failOptions) : Response.json(ONRAMP_OPTIONS);
    if (url.pathname === '/v1/onramp/quote') {
      fake.quoteRequests.push(body);
      if (fake.holdQuotes) await new Promise<void>((resolve) => held.push(resolve));
      if (fake.failQuotes) return failure(fake.failQuotes);
      const idOf = (value: unknown) =>
        typeof value === 'object' && value ? (value as { id: string }).id : value;
      return Response.json(
        quoteOf(
          String(body.amount),
          String(idOf(body.paymentCurrency)),
          String(idOf(body.purchaseCurrency)),
          String(body.provider ?? 'coinbase'),
        ),
      );
    }
    if (url.pathname === '/v1/generators/onrampurl') {
      if (fake.failUrl) return failure(fake.failUrl);
      const id = `order-${fake.pages.length + 1}`;
      const provider = String(body.provider ?? 'coinbase');
      // An https page, as a provider's is: the client opens no other (domain/urlSafety.ts).
      const page = new URL(`https://cloud.test/onramp/provider/${id}`);
      page.searchParams.set('provider', provider);
      page.searchParams.set('walletAddress', WALLET_ADDRESS);
      fake.pages.push(page);
      purchases.push({
        id,
        provider,
        status: 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS',
        hash: '',
        minedAt: new Date().toISOString(),
      });
      if (fake.settleOnOpen) fake.settle(fake.settleOnOpen);
      return Response.json({ url: page.href });
    }
    // History with `onramp`: that provider's paid purchases, newest first, in production's shape.
    const provider = url.searchParams.get('onramp');
    const data = purchases
      .filter((purchase) => purchase.provider === provider)
      .reverse()
      .map((purchase) => ({
        id: purchase.id,
        metadata: {
          operationType: 'buy',
          hash: purchase.hash,
          minedAt: purchase.minedAt,
          sentFrom: provider === 'meld' ? 'Meld' : 'Coinbase',
          sentTo: WALLET_ADDRESS.toLowerCase(),
          nonce: 0,
          chain: url.searchParams.get('chainId') ?? 'eip155:1',
          status: purchase.status,
        },
        transfers: [],
      }));
    return Response.json({ data, next: null });
  }

  return fake;
}
