import { describe, expect, test } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { SWAP_QUOTE_DEBOUNCE_MS } from '../../domain/constants.ts';
import { MESSAGES, PorticoError, swapBuildRefused, swapQuoteMoved } from '../../domain/errors.ts';
import {
  defaultQuote,
  fakeSwapExchange,
  honestSwap,
  rogueApproval,
  SWAP_HASH,
  type SwapExchangeAnswers,
} from '../../test-support/swapExchange.ts';
import { SWAP_ETH, SWAP_NETWORK, SWAP_PUSD } from '../../test-support/swapTokens.ts';
import type { AccountRef } from '../account/account.ts';
import type { ChildReport } from '../vocabulary/reports.ts';
import type { SwapInput } from './swap.context.ts';
import { swapMachine } from './swap.machine.ts';
import {
  type SwapSnapshot,
  selectSwapDraft,
  selectSwapDraftError,
  selectSwapError,
  selectSwapQuoteView,
  selectSwapStatus,
} from './swap.selectors.ts';

const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const ACCOUNT: AccountRef = { caipAddress: `${SWAP_NETWORK}:${ME}`, caipNetworkId: SWAP_NETWORK };
const OTHER: AccountRef = {
  caipAddress: `${SWAP_NETWORK}:0x70997970C51812dc3A010C7d01b50e0d17dc79C8`,
  caipNetworkId: SWAP_NETWORK,
};
const ON_SOLANA: AccountRef = {
  caipAddress: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
};

function start(answers: Partial<SwapExchangeAnswers> = {}, input: SwapInput = { account: ACCOUNT }) {
  const exchange = fakeSwapExchange(answers);
  const reports: ChildReport[] = [];
  const clock = new SimulatedClock();
  const machine = swapMachine.provide({
    actors: exchange.actors,
    actions: { report: (_, report) => void reports.push(report) },
  });
  const actor = createActor(machine, { input, clock }).start();
  const until = (predicate: (snapshot: SwapSnapshot) => boolean) => waitFor(actor, predicate);
  const status = () => selectSwapStatus(actor.getSnapshot());
  /** Types the draft and lets the pause in typing pass: the quote is asked. */
  const draft = async (source: typeof SWAP_ETH, to: typeof SWAP_ETH, amount: string) => {
    await until((s) => s.matches('editing'));
    actor.send({ type: 'swap.setSourceToken', token: source });
    actor.send({ type: 'swap.setToToken', token: to });
    actor.send({ type: 'swap.setAmount', amount });
    clock.increment(SWAP_QUOTE_DEBOUNCE_MS);
    await until((s) => !s.matches({ editing: 'quoting' }));
  };
  return { actor, clock, reports, requests: exchange.requests, until, status, draft };
}

describe('swap flow (§3 Swap token, §4 swaps, §9 slippage 1)', () => {
  test('a token with no allowance: quote, review, approve with 1 % slippage, swap, then the tokens load again', async () => {
    const run = start();
    await run.until((s) => s.matches('editing'));
    // The native coin is sold by default; nothing is bought yet.
    expect(selectSwapDraft(run.actor.getSnapshot())).toEqual({
      sourceToken: SWAP_ETH,
      toToken: undefined,
      sourceTokenAmount: '',
    });
    expect(selectSwapDraftError(run.actor.getSnapshot())).toBe('Select a token');
    await run.draft(SWAP_PUSD, SWAP_ETH, '100');
    expect(run.status()).toBe('quoted');
    expect(run.requests.quotes).toEqual([
      {
        caipNetworkId: SWAP_NETWORK,
        caipAddress: ACCOUNT.caipAddress,
        from: SWAP_PUSD,
        to: SWAP_ETH,
        amount: '100000000',
      },
    ]);
    // 100 PUSD at 1 USD for 0.05 ETH at 3000 USD: 150 USD of worth, so no impact to warn of.
    expect(selectSwapQuoteView(run.actor.getSnapshot())).toEqual({
      toAmount: '0.05',
      minimumReceived: '0.0495',
      slippage: 1,
      priceImpact: 0,
      networkCost: '150000000000000',
      needsApproval: true,
    });

    run.actor.send({ type: 'swap.review' });
    expect(run.status()).toBe('reviewing');
    expect(run.reports).toEqual([{ type: 'swap.previewRequested' }]);
    run.actor.send({ type: 'swap.confirm' });
    expect(run.status()).toBe('approving');
    await run.until((s) => s.matches('editing'));

    const sent = {
      caipNetworkId: SWAP_NETWORK,
      caipAddress: ACCOUNT.caipAddress,
      from: SWAP_PUSD,
      to: SWAP_ETH,
      amount: '100000000',
      // The quote shown: the built swap must hold its minimum.
      toAmount: '50000000000000000',
      slippage: 1,
    };
    expect(run.requests.approvals).toEqual([sent]);
    expect(run.requests.swaps).toEqual([sent]);
    // The wallet was asked for the checked approval, then the checked swap, nothing else.
    expect(run.requests.sent.map((request) => request.tx.to)).toEqual([
      SWAP_PUSD.address,
      `${SWAP_NETWORK}:0x5B3120d0dA5FDcBA7aef87A9c3c64829C1c0D76B`,
    ]);
    expect(run.reports.at(-1)).toEqual({
      type: 'swap.succeeded',
      caipNetworkId: SWAP_NETWORK,
      hash: SWAP_HASH,
    });
    // The holdings changed: the tokens were asked again; the chosen ones stay, the amount and quote go.
    expect(run.requests.tokens).toHaveLength(2);
    const after = run.actor.getSnapshot();
    expect(selectSwapDraft(after)).toEqual({
      sourceToken: SWAP_PUSD,
      toToken: SWAP_ETH,
      sourceTokenAmount: '',
    });
    expect(after.context.quote).toBeUndefined();
    expect(after.context.lastHash).toBe(SWAP_HASH);
    expect(run.status()).toBe('editing');
  });

  test('the native coin is sent along with the swap: no approval', async () => {
    const run = start();
    await run.draft(SWAP_ETH, SWAP_PUSD, '0.5');
    expect(selectSwapQuoteView(run.actor.getSnapshot())?.needsApproval).toBe(false);
    run.actor.send({ type: 'swap.review' });
    run.actor.send({ type: 'swap.confirm' });
    expect(run.status()).toBe('swapping');
    await run.until((s) => s.matches('editing'));
    expect(run.requests.approvals).toEqual([]);
    expect(run.requests.swaps.map((swap) => swap.amount)).toEqual(['500000000000000000']);
    expect(run.reports).toEqual([
      { type: 'swap.previewRequested' },
      { type: 'swap.succeeded', caipNetworkId: SWAP_NETWORK, hash: SWAP_HASH },
    ]);
  });

  test('an allowance that covers the amount: no approval either', async () => {
    const run = start({
      quote: async (input) => ({ ...(await defaultQuote(input)), allowance: '100000000' }),
    });
    await run.draft(SWAP_PUSD, SWAP_ETH, '100');
    run.actor.send({ type: 'swap.review' });
    run.actor.send({ type: 'swap.confirm' });
    expect(run.status()).toBe('swapping');
  });

  test('each edit restarts the wait: one quote per pause in typing', async () => {
    const run = start();
    await run.until((s) => s.matches('editing'));
    run.actor.send({ type: 'swap.setToToken', token: SWAP_PUSD });
    run.actor.send({ type: 'swap.setAmount', amount: '1' });
    expect(run.status()).toBe('quoting');
    run.clock.increment(SWAP_QUOTE_DEBOUNCE_MS - 1);
    run.actor.send({ type: 'swap.setAmount', amount: '1.5' });
    run.clock.increment(SWAP_QUOTE_DEBOUNCE_MS - 1);
    expect(run.requests.quotes).toEqual([]);
    expect(run.actor.getSnapshot().matches({ editing: 'debouncing' })).toBe(true);
    run.clock.increment(1);
    expect(run.actor.getSnapshot().matches({ editing: 'quoting' })).toBe(true);
    expect(run.requests.quotes.map((quote) => quote.amount)).toEqual(['1500000000000000000']);
  });

  test("choosing as source the token bought switches the sides; 'Insufficient balance' is quoted but not reviewed", async () => {
    const run = start();
    await run.draft(SWAP_ETH, SWAP_PUSD, '3');
    run.actor.send({ type: 'swap.setSourceToken', token: SWAP_PUSD });
    expect(selectSwapDraft(run.actor.getSnapshot())).toMatchObject({
      sourceToken: SWAP_PUSD,
      toToken: SWAP_ETH,
    });
    run.actor.send({ type: 'swap.setSourceToken', token: SWAP_ETH });
    run.clock.increment(SWAP_QUOTE_DEBOUNCE_MS);
    await run.until((s) => s.matches({ editing: 'quoted' }));
    // 3 ETH with 2 held.
    expect(selectSwapDraftError(run.actor.getSnapshot())).toBe('Insufficient balance');
    run.actor.send({ type: 'swap.review' });
    expect(run.status()).toBe('quoted');
    expect(selectSwapError(run.actor.getSnapshot())).toBe('Insufficient balance');
    expect(run.reports).toEqual([
      { type: 'notice.raised', variant: 'error', message: 'Insufficient balance' },
    ]);
  });

  test("§8 'Network not supported for Swaps': the exchange's answer, or a network that is not eip155", async () => {
    const refused = start({
      tokens: () => Promise.reject(PorticoError.of('networkNotSupportedForSwaps')),
    });
    await refused.until((s) => s.matches('unsupported'));
    expect(selectSwapError(refused.actor.getSnapshot())).toBe('Network not supported for Swaps');
    refused.actor.send({ type: 'swap.reset' });
    expect(refused.status()).toBe('unsupported');
    expect(refused.requests.tokens).toHaveLength(1);
    expect(refused.reports).toEqual([]);

    const solana = start({}, { account: ON_SOLANA });
    expect(solana.status()).toBe('unsupported');
    expect(selectSwapError(solana.actor.getSnapshot())).toBe(MESSAGES.networkNotSupportedForSwaps);
    expect(solana.requests.tokens).toEqual([]);
    // Another account on an eip155 network: its tokens load.
    solana.actor.send({ type: 'swap.account', account: ACCOUNT });
    await solana.until((s) => s.matches('editing'));
    expect(selectSwapError(solana.actor.getSnapshot())).toBeUndefined();
  });

  test('a failed load and a failed quote are tried again on retry', async () => {
    let tokenFailures = 1;
    let quoteFailures = 1;
    const run = start({
      tokens: async () => {
        if (tokenFailures-- > 0) throw new Error('fetch failed');
        return [SWAP_ETH, SWAP_PUSD];
      },
      quote: async (input) => {
        if (quoteFailures-- > 0) throw PorticoError.of('networkNotSupportedForGasPrice');
        return defaultQuote(input);
      },
    });
    await run.until((s) => s.matches('tokensFailed'));
    expect(run.status()).toBe('failed');
    expect(selectSwapError(run.actor.getSnapshot())).toBe('Something went wrong');
    run.actor.send({ type: 'swap.retry' });
    await run.draft(SWAP_ETH, SWAP_PUSD, '1');
    expect(run.status()).toBe('quoteFailed');
    expect(selectSwapError(run.actor.getSnapshot())).toBe('Network not supported for Gas Price');
    expect(run.reports).toEqual([
      { type: 'notice.raised', variant: 'error', message: 'Network not supported for Gas Price' },
    ]);
    run.actor.send({ type: 'swap.retry' });
    await run.until((s) => s.matches({ editing: 'quoted' }));
    expect(selectSwapError(run.actor.getSnapshot())).toBeUndefined();
  });

  test('another account while the wallet has the swap: the swap finishes for the first, then the flow starts over', async () => {
    let answer: (output: { hash: string }) => void = () => {};
    const run = start({ swap: () => new Promise((resolve) => (answer = resolve)) });
    await run.draft(SWAP_ETH, SWAP_PUSD, '1');
    run.actor.send({ type: 'swap.review' });
    run.actor.send({ type: 'swap.confirm' });
    // Built and checked first: the wallet has it once the flow is sending.
    await run.until((s) => s.matches({ preview: 'swapping' }));
    run.actor.send({ type: 'swap.account', account: OTHER });
    run.actor.send({ type: 'swap.reset' });
    expect(run.status()).toBe('swapping');
    answer({ hash: SWAP_HASH });
    await run.until((s) => s.matches('editing'));
    expect(run.reports.at(-1)).toEqual({
      type: 'swap.succeeded',
      caipNetworkId: SWAP_NETWORK,
      hash: SWAP_HASH,
    });
    expect(run.actor.getSnapshot().context.account).toEqual(OTHER);
    expect(run.requests.tokens.map((request) => request.caipAddress)).toEqual([
      ACCOUNT.caipAddress,
      OTHER.caipAddress,
    ]);
  });
});

describe('the swap sent is the swap reviewed', () => {
  const STRANGER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const;
  async function reviewed(answers: Partial<SwapExchangeAnswers>, from = SWAP_ETH, to = SWAP_PUSD) {
    const run = start(answers);
    await run.draft(from, to, '1');
    run.actor.send({ type: 'swap.review' });
    run.actor.send({ type: 'swap.confirm' });
    await run.until((s) => !s.matches({ preview: 'reviewing' }));
    await run.until((s) => s.matches({ preview: 'reviewing' }) || s.matches('editing'));
    return run;
  }

  test('a build for another router is refused with the reason; the wallet is asked nothing', async () => {
    const run = await reviewed({
      buildSwap: async (input) => ({ ...(await honestSwap(input)), to: `${SWAP_NETWORK}:${STRANGER}` }),
    });
    expect(run.requests.sent).toEqual([]);
    expect(run.actor.getSnapshot().context.error).toBe(swapBuildRefused('router'));
    expect(run.reports.at(-1)).toEqual({
      type: 'notice.raised',
      variant: 'error',
      message: swapBuildRefused('router'),
    });
  });

  test('a build whose minimum is below the shown one is not sent: the review comes back with a fresh quote', async () => {
    let quotes = 0;
    const run = await reviewed({
      quote: async (input) => {
        quotes += 1;
        const quote = await defaultQuote(input);
        // The second quote (asked after the build) is worse: the price moved.
        return quotes === 1 ? quote : { ...quote, toAmount: String((BigInt(quote.toAmount) * 9n) / 10n) };
      },
      // The exchange builds from the market's price now: 1 800 PUSD less 1 %.
      buildSwap: (input) => honestSwap(input, 1_782_000_000n),
    });
    expect(run.requests.sent).toEqual([]);
    const snapshot = run.actor.getSnapshot();
    expect(snapshot.context.error).toBe(swapQuoteMoved());
    expect(snapshot.context.quote?.toAmount).toBe('1800000000');
    // Confirmed at the new quote, the same build holds its minimum: sent.
    run.actor.send({ type: 'swap.confirm' });
    await run.until((s) => s.matches('editing'));
    expect(run.requests.sent).toHaveLength(1);
    expect(run.requests.swaps.map((swap) => swap.toAmount)).toEqual(['2000000000', '1800000000']);
  });

  test('an approval for another spender is refused; neither it nor the swap is sent', async () => {
    const run = await reviewed(
      {
        buildApproval: (input) => rogueApproval(input, STRANGER),
      },
      SWAP_PUSD,
      SWAP_ETH,
    );
    expect(run.requests.sent).toEqual([]);
    expect(run.requests.swaps).toEqual([]);
    expect(run.actor.getSnapshot().context.error).toBe(swapBuildRefused('spender'));
  });
});

test('§6: an eip155 network outside the 12 listed (Sepolia) is unsupported, and the exchange is not asked', async () => {
  const sepolia: AccountRef = { caipAddress: `eip155:11155111:${ME}`, caipNetworkId: 'eip155:11155111' };
  const run = start({}, { account: sepolia });
  await run.until((s) => s.matches('unsupported'));
  expect(selectSwapError(run.actor.getSnapshot())).toBe(MESSAGES.networkNotSupportedForSwaps);
  expect(run.requests.tokens).toEqual([]);
});
