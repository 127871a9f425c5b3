/**
 * A stand-in for the conversion API (§7 `/v1/convert/*`, `/v1/fungible/price`) for the swap views'
 * component tests, answering inside the stubbed `fetch` of test-support/testing.tsx (`convert`): the
 * exchange trades ETH, PUSD and PTK on Ethereum (eip155:1) at fixed rates, the account's holdings come
 * from the stub's token balances as the real engine reads them. Answers can be held open (a quote in
 * flight) or turned into the production API's failures, and the requests are kept.
 */
import { encodeFunctionData, erc20Abi, parseAbi } from 'viem';
import { ONE_INCH_V6_ROUTER } from '../domain/swap/swapNetworks.ts';
import { PUSD_CONTRACT } from './accountDataFixtures.ts';
import { WALLET_ADDRESS } from './testWallet.tsx';

/** The chain the fake exchange serves; any other answers as production does for a chain off its list. */
export const SWAP_CHAIN = 'eip155:1';
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
/** Portico Token: listed by the exchange, not held by the test account. */
export const PTK_CONTRACT = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
/** The router the built transactions go to: production's on Ethereum, 1inch's AggregationRouterV6. */
export const ROUTER = ONE_INCH_V6_ROUTER;
/** 1inch's executor contract named in its swap calls (any address: the router calls it). */
const EXECUTOR = '0xe37e799d5077682fa0a244d46e5649f71457bd09';
const ONE_INCH_SWAP = parseAbi([
  'function swap(address executor, (address srcToken, address dstToken, address srcReceiver, address dstReceiver, uint256 amount, uint256 minReturnAmount, uint256 flags) desc, bytes data) payable returns (uint256 returnAmount, uint256 spentAmount)',
]);

/** The exchange's tokens, as GET /v1/convert/tokens answers them. */
export const CONVERT_TOKENS = [
  { name: 'Ether', symbol: 'ETH', address: `${SWAP_CHAIN}:${NATIVE}`, decimals: 18, logoUri: '' },
  // Listed before PUSD, which the account holds: the picker lists held tokens first.
  {
    name: 'Portico Token',
    symbol: 'PTK',
    address: `${SWAP_CHAIN}:${PTK_CONTRACT}`,
    decimals: 18,
    logoUri: '',
  },
  {
    name: 'Portico USD',
    symbol: 'PUSD',
    address: `${SWAP_CHAIN}:${PUSD_CONTRACT}`,
    decimals: 6,
    logoUri: 'http://cloud.test/public/getTokenImage/PUSD',
  },
];

/** USD price of each token: the quotes convert at these rates, so 5 PUSD buys 0.002 ETH. */
const USD_PRICE: Readonly<Record<string, number>> = { ETH: 2500, PUSD: 1, PTK: 2 };
/** Gas price (wei) and the gas of a swap the fake builds: a network cost of 0.0003 ETH. */
export const GAS_PRICE = 2_000_000_000n;
export const SWAP_GAS = 150_000n;

const tokenAt = (caip10: string | null) =>
  CONVERT_TOKENS.find((token) => token.address.toLowerCase() === caip10?.toLowerCase());

/** What the fake answers with, changeable by the test while it runs. */
export interface FakeConvertApi {
  /** Route a stubbed fetch call: the conversion API's answer, or undefined for any other URL. */
  answer(url: URL, init?: RequestInit): Promise<Response> | undefined;
  /** How much the exchange may take of any token (smallest unit); default none. */
  allowance: bigint;
  /** Answer /quotes with this HTTP status and message instead (e.g. 500). */
  failQuotes: { status: number; message: string } | undefined;
  /** Answer /tokens with this HTTP status and message instead. */
  failTokens: { status: number; message: string } | undefined;
  /** Hold the quotes open until `releaseQuotes()`. */
  holdQuotes: boolean;
  releaseQuotes(): void;
  /** The paths asked so far, with their query, in order. */
  readonly requests: URL[];
}

/** Whole units of `to` the exchange gives for `amount` of `from`, at the fixed prices. */
function quoted(from: (typeof CONVERT_TOKENS)[number], to: (typeof CONVERT_TOKENS)[number], amount: bigint) {
  // Prices in micro-dollars keep the arithmetic whole.
  const worth = amount * BigInt(Math.round((USD_PRICE[from.symbol] ?? 0) * 1e6));
  const toPrice = BigInt(Math.round((USD_PRICE[to.symbol] ?? 1) * 1e6));
  return (worth * 10n ** BigInt(to.decimals)) / (toPrice * 10n ** BigInt(from.decimals));
}

/** A fake conversion API on eip155:1. */
export function fakeConvertApi(): FakeConvertApi {
  const held: Array<() => void> = [];
  const fake: FakeConvertApi = {
    allowance: 0n,
    failQuotes: undefined,
    failTokens: undefined,
    holdQuotes: false,
    requests: [],
    releaseQuotes: () => {
      for (const release of held.splice(0)) release();
    },
    answer(url, init) {
      if (!url.pathname.startsWith('/v1/convert/') && url.pathname !== '/v1/fungible/price') return undefined;
      fake.requests.push(url);
      return respond(url, init);
    },
  };
  const failure = ({ status, message }: { status: number; message: string }) =>
    Response.json({ message }, { status });
  // Production answers a chain off the swap list with this 400 (dev/cloud/convert does too).
  const offList = () => Response.json({ message: 'Network not supported for Swaps' }, { status: 400 });
  const chainOf = (caip10: string | null) => caip10?.split(':').slice(0, 2).join(':');

  async function respond(url: URL, init?: RequestInit): Promise<Response> {
    const query = url.searchParams;
    switch (url.pathname) {
      case '/v1/convert/tokens':
        if (query.get('chainId') !== SWAP_CHAIN) return offList();
        return fake.failTokens ? failure(fake.failTokens) : Response.json({ tokens: CONVERT_TOKENS });
      case '/v1/convert/quotes': {
        if (fake.holdQuotes) await new Promise<void>((resolve) => held.push(resolve));
        if (fake.failQuotes) return failure(fake.failQuotes);
        const from = tokenAt(query.get('from'));
        const to = tokenAt(query.get('to'));
        if (!from || !to) return offList();
        return Response.json({
          quotes: [{ toAmount: String(quoted(from, to, BigInt(query.get('amount') ?? '0'))) }],
        });
      }
      case '/v1/convert/allowance':
        return Response.json({ allowance: String(fake.allowance) });
      case '/v1/convert/gas-price':
        if (query.get('chainId') !== SWAP_CHAIN) return offList();
        return Response.json({
          standard: String(GAS_PRICE),
          fast: String(GAS_PRICE),
          instant: String(GAS_PRICE),
        });
      case '/v1/convert/build-approve': {
        // The approval lets the router take the amount asked (unlimited without one).
        const amount = BigInt(query.get('amount') ?? (2n ** 256n - 1n).toString());
        const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [ROUTER, amount] });
        return transaction(chainOf(query.get('from')), tokenAt(query.get('from'))?.address ?? '', '0', data);
      }
      case '/v1/convert/build-transaction': {
        const body = JSON.parse(String(init?.body ?? '{}')) as {
          from?: string;
          to?: string;
          amount?: string;
        };
        const from = tokenAt(body.from ?? null);
        const to = tokenAt(body.to ?? null);
        const amount = BigInt(body.amount ?? '0');
        const native = body.from?.toLowerCase().endsWith(NATIVE);
        // As 1inch builds it: exactly the amount, to the account, at least the fresh quote less 1 %.
        const minimum = from && to ? (quoted(from, to, amount) * 99n) / 100n : 0n;
        const data = encodeFunctionData({
          abi: ONE_INCH_SWAP,
          functionName: 'swap',
          args: [
            EXECUTOR,
            {
              srcToken: (body.from ?? '').split(':')[2] as `0x${string}`,
              dstToken: (body.to ?? '').split(':')[2] as `0x${string}`,
              srcReceiver: EXECUTOR,
              dstReceiver: WALLET_ADDRESS,
              amount,
              minReturnAmount: minimum,
              flags: 0n,
            },
            '0x',
          ],
        });
        return transaction(
          chainOf(body.from ?? null),
          `${SWAP_CHAIN}:${ROUTER}`,
          native ? String(amount) : '0',
          data,
        );
      }
      case '/v1/fungible/price':
        return Response.json({
          fungibles: CONVERT_TOKENS.map((token) => ({
            name: token.name,
            symbol: token.symbol,
            iconUrl: token.logoUri,
            price: USD_PRICE[token.symbol] ?? 0,
          })),
        });
      default:
        return Response.json({ message: `Not found: ${url.pathname}` }, { status: 404 });
    }
  }

  function transaction(chain: string | undefined, to: string, value: string, data: string) {
    return Response.json({
      tx: {
        from: `${chain ?? SWAP_CHAIN}:${WALLET_ADDRESS}`,
        to,
        data,
        value,
        eip155: { gas: String(SWAP_GAS), gasPrice: String(GAS_PRICE) },
      },
    });
  }

  return fake;
}
