/**
 * Model test of the swap flow (§3 Swap token; §4 swaps; §8 'Network not supported for Swaps'; §9
 * slippage 1): paths generated from its graph, the exchange's and the wallet's answers settled by the
 * path, the pause in typing run on the simulated clock. At every step: what was reported to the root
 * (the error notices, the review asked for, `swap.succeeded`), what the draft lacks, and what the
 * exchange and the wallet were asked, in the smallest unit.
 */
import { expect } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import { MESSAGES, PorticoError, swapBuildRefused, swapQuoteMoved } from '../domain/errors.ts';
import {
  approvalBuildFault,
  type BuiltSwapTransaction,
  swapBuildFault,
} from '../domain/swap/swapBuildCheck.ts';
import {
  type AccountRef,
  type FetchSwapQuoteInput,
  type SwapQuote,
  type SwapToken,
  selectSwapDraftError,
  selectSwapQuoteView,
  selectSwapStatus,
  swapMachine,
} from '../machines/index.ts';
import { honestApproval, honestSwap } from '../test-support/swapExchange.ts';
import { SWAP_ETH, SWAP_NETWORK, SWAP_PUSD, SWAP_TOKENS } from '../test-support/swapTokens.ts';
import { EffectLog } from './effects.ts';
import { describeModel } from './harness.ts';

type SwapSnapshot = SnapshotFrom<typeof swapMachine>;

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
/** 1 of the token sold buys this many of the smallest unit of the other, with no allowance. */
const QUOTE: SwapQuote = { toAmount: '2000000000', allowance: '0', gasPrice: '1000000000', gas: '150000' };
const HASH = '0x9fc76417374aa880d4449a1f7f31ec597f00b1f6f3dd2d66f4c9c6c445836d8b';

/** The reviewed swaps the samples below are built for: 1 ETH → PUSD and 1 PUSD → ETH, at QUOTE. */
const reviewedSwap = (from: SwapToken, to: SwapToken) =>
  ({
    caipNetworkId: SWAP_NETWORK,
    caipAddress: ACCOUNT.caipAddress,
    from,
    to,
    amount: from.symbol === 'ETH' ? '1000000000000000000' : '1000000',
    toAmount: QUOTE.toAmount,
    slippage: 1,
  }) as const;
const ETH_FOR_PUSD = reviewedSwap(SWAP_ETH, SWAP_PUSD);
const PUSD_FOR_ETH = reviewedSwap(SWAP_PUSD, SWAP_ETH);
/** Builds as an exchange answers them: honest, for a moved price (a lower minimum), for another router. */
const BUILT_ETH_SWAP = await honestSwap(ETH_FOR_PUSD);
const BUILT_PUSD_SWAP = await honestSwap(PUSD_FOR_ETH);
const REPRICED_ETH_SWAP = await honestSwap(ETH_FOR_PUSD, 1n);
const ROGUE_ROUTER_SWAP: BuiltSwapTransaction = {
  ...BUILT_ETH_SWAP,
  to: `${SWAP_NETWORK}:0x70997970C51812dc3A010C7d01b50e0d17dc79C8`,
};
const BUILT_APPROVAL = await honestApproval(PUSD_FOR_ETH);

/** The amounts typed, in the smallest unit of each token (ETH: 18 decimals, PUSD: 6); '' is none. */
const UNITS: Record<string, Record<string, string>> = {
  ETH: { '1': '1000000000000000000', '5': '5000000000000000000' },
  PUSD: { '1': '1000000', '5': '5000000' },
};
/** The test account holds 2 ETH and 1 000 PUSD (test-support/swapTokens.ts). */
const HELD: Record<string, number> = { ETH: 2, PUSD: 1000 };

/** What the actor reported to the root, in this path. */
const reported = new EffectLog<string>();

const previousOf = (previous: unknown) => previous as SwapSnapshot;
const failure = (error: unknown) =>
  error instanceof PorticoError ? error.message : MESSAGES.somethingWentWrong;

/** What the draft lacks, worked out here from the samples rather than by the code under test. */
function expectedDraftError(snapshot: SwapSnapshot): string | undefined {
  const { sourceToken, toToken, sourceTokenAmount } = snapshot.context;
  if (!sourceToken || !toToken) return 'Select a token';
  if (sourceToken.symbol === toToken.symbol) return 'Select a different token';
  if (sourceTokenAmount === '') return 'Enter an amount';
  if (Number(sourceTokenAmount) > (HELD[sourceToken.symbol] ?? 0)) return 'Insufficient balance';
  return undefined;
}

const quotable = (snapshot: SwapSnapshot) => {
  const error = expectedDraftError(snapshot);
  return error === undefined || error === 'Insufficient balance';
};

/** The input an invoked child was started with. */
function inputOf<T>(snapshot: SwapSnapshot, id: string): T | undefined {
  return (snapshot.children[id]?.getSnapshot() as { input?: T } | undefined)?.input;
}

/** The swap the review shows, as the build actors are asked it. */
function expectedReview(snapshot: SwapSnapshot) {
  return { ...expectedRequest(snapshot), toAmount: snapshot.context.quote?.toAmount, slippage: 1 };
}

/** What a build refused says, worked out by the domain's rule (tested in domain/swap/). */
function refusal(snapshot: SwapSnapshot, event: AnyEventObject): string | undefined {
  const review = expectedReview(snapshot) as Parameters<typeof swapBuildFault>[1];
  if (event.type === 'xstate.done.actor.buildSwap') {
    const fault = swapBuildFault(event.output as BuiltSwapTransaction, review);
    return fault === undefined || fault === 'minimum' ? undefined : swapBuildRefused(fault);
  }
  if (event.type === 'xstate.done.actor.buildSwapApproval') {
    const fault = approvalBuildFault(event.output as BuiltSwapTransaction, review);
    return fault === undefined ? undefined : swapBuildRefused(fault);
  }
  return undefined;
}

/** The quote or transaction the draft asks for, from the samples' table. */
function expectedRequest(snapshot: SwapSnapshot): FetchSwapQuoteInput {
  const { account, sourceToken, toToken, sourceTokenAmount } = snapshot.context;
  return {
    caipNetworkId: account?.caipNetworkId ?? SWAP_NETWORK,
    caipAddress: account?.caipAddress ?? ACCOUNT.caipAddress,
    from: sourceToken as SwapToken,
    to: toToken as SwapToken,
    amount: UNITS[sourceToken?.symbol ?? '']?.[sourceTokenAmount] ?? 'no amount',
  };
}

/** What a step reported, by its event and where it went (every other step: nothing). */
function expectedReports(snapshot: SwapSnapshot, event: AnyEventObject, before: SwapSnapshot | undefined) {
  if (
    [
      'xstate.error.actor.fetchSwapQuote',
      'xstate.error.actor.requote',
      'xstate.error.actor.buildSwapApproval',
      'xstate.error.actor.sendApproval',
      'xstate.error.actor.buildSwap',
      'xstate.error.actor.sendSwap',
    ].includes(event.type)
  )
    return [`notice error ${failure(event.error)}`];
  if (snapshot.matches({ preview: 'requoting' }) && event.type === 'xstate.done.actor.buildSwap')
    return [`notice error ${swapQuoteMoved()}`];
  const refused = before && refusal(before, event);
  if (refused) return [`notice error ${refused}`];
  if (event.type === 'xstate.done.actor.sendSwap')
    return [`swap.succeeded ${before?.context.account?.caipNetworkId} ${HASH}`];
  if (event.type === 'swap.review' && before?.matches({ editing: 'quoted' })) {
    return snapshot.matches('preview') ? ['swap.previewRequested'] : ['notice error Insufficient balance'];
  }
  return [];
}

describeModel(swapMachine, {
  input: { account: ACCOUNT },
  controlledActors: [
    'fetchSwapTokens',
    'fetchSwapQuote',
    'buildSwapApproval',
    'buildSwap',
    'sendSwapTransaction',
  ],
  effects: [reported],
  provide: {
    actions: {
      report: (_, report) =>
        void reported.record(
          report.type === 'swap.succeeded'
            ? `swap.succeeded ${report.caipNetworkId} ${report.hash}`
            : report.type === 'notice.raised'
              ? `notice ${report.variant} ${report.message}`
              : report.type,
        ),
    },
  },
  events: {
    'swap.account': [
      { type: 'swap.account', account: ACCOUNT },
      { type: 'swap.account', account: OTHER },
      { type: 'swap.account', account: ON_SOLANA },
      { type: 'swap.account', account: undefined },
    ],
    'swap.setSourceToken': [
      { type: 'swap.setSourceToken', token: SWAP_ETH },
      { type: 'swap.setSourceToken', token: SWAP_PUSD },
    ],
    'swap.setToToken': [
      { type: 'swap.setToToken', token: SWAP_ETH },
      { type: 'swap.setToToken', token: SWAP_PUSD },
    ],
    'swap.setAmount': [
      { type: 'swap.setAmount', amount: '1' },
      { type: 'swap.setAmount', amount: '5' },
      { type: 'swap.setAmount', amount: '' },
    ],
    'xstate.done.actor.fetchSwapTokens': [{ type: 'xstate.done.actor.fetchSwapTokens', output: SWAP_TOKENS }],
    'xstate.error.actor.fetchSwapTokens': [
      // §8: the conversion API answers a chain outside the swap list with this text…
      { type: 'xstate.error.actor.fetchSwapTokens', error: PorticoError.of('networkNotSupportedForSwaps') },
      // …any other failure can be tried again.
      { type: 'xstate.error.actor.fetchSwapTokens', error: new Error('fetch failed') },
    ],
    'xstate.done.actor.fetchSwapQuote': [{ type: 'xstate.done.actor.fetchSwapQuote', output: QUOTE }],
    'xstate.error.actor.fetchSwapQuote': [
      { type: 'xstate.error.actor.fetchSwapQuote', error: PorticoError.of('networkNotSupportedForGasPrice') },
    ],
    'xstate.done.actor.buildSwapApproval': [
      { type: 'xstate.done.actor.buildSwapApproval', output: BUILT_APPROVAL },
      // Another spender would take the token: refused.
      {
        type: 'xstate.done.actor.buildSwapApproval',
        output: { ...BUILT_APPROVAL, data: BUILT_ETH_SWAP.data },
      },
    ],
    'xstate.error.actor.buildSwapApproval': [
      { type: 'xstate.error.actor.buildSwapApproval', error: PorticoError.of('networkNotSupportedForSwaps') },
    ],
    'xstate.done.actor.sendApproval': [
      { type: 'xstate.done.actor.sendApproval', output: { hash: '0xa990' } },
    ],
    'xstate.error.actor.sendApproval': [
      { type: 'xstate.error.actor.sendApproval', error: new Error('User rejected the request.') },
    ],
    'xstate.done.actor.buildSwap': [
      { type: 'xstate.done.actor.buildSwap', output: BUILT_ETH_SWAP },
      { type: 'xstate.done.actor.buildSwap', output: BUILT_PUSD_SWAP },
      { type: 'xstate.done.actor.buildSwap', output: REPRICED_ETH_SWAP },
      { type: 'xstate.done.actor.buildSwap', output: ROGUE_ROUTER_SWAP },
    ],
    'xstate.error.actor.buildSwap': [
      { type: 'xstate.error.actor.buildSwap', error: PorticoError.of('networkNotSupportedForSwaps') },
    ],
    'xstate.done.actor.requote': [{ type: 'xstate.done.actor.requote', output: QUOTE }],
    'xstate.error.actor.requote': [
      { type: 'xstate.error.actor.requote', error: PorticoError.of('networkNotSupportedForGasPrice') },
    ],
    'xstate.done.actor.sendSwap': [{ type: 'xstate.done.actor.sendSwap', output: { hash: HASH } }],
    'xstate.error.actor.sendSwap': [
      { type: 'xstate.error.actor.sendSwap', error: PorticoError.of('chainNotSupported') },
    ],
  },
  serializeState: (snapshot: SwapSnapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.account?.caipAddress,
      snapshot.context.tokens.length,
      snapshot.context.sourceToken?.symbol,
      snapshot.context.toToken?.symbol,
      snapshot.context.sourceTokenAmount,
      snapshot.context.quote !== undefined,
      snapshot.context.error,
      snapshot.context.deferredAccount?.account?.caipAddress ?? snapshot.context.deferredAccount,
    ]),
  simplePaths: false,
  states: {
    '*': (snapshot: SwapSnapshot, { event, previous }) => {
      const before = previous && previousOf(previous);
      expect(reported.step).toEqual(expectedReports(snapshot, event, before));
      // An edit drops the quote and the error it may have shown.
      if (event.type.startsWith('swap.set') || event.type === 'swap.switchTokens') {
        if (snapshot.matches('editing')) {
          expect(snapshot.context.quote).toBeUndefined();
          expect(snapshot.context.error).toBeUndefined();
        }
      }
    },
    idle: (snapshot: SwapSnapshot, { event, previous }) => {
      // No account: nothing to swap from. The root told none, or did while the wallet had the swap.
      if (event.type !== 'swap.account') {
        expect(previousOf(previous).context.deferredAccount).toEqual({ account: undefined });
      }
      expect(snapshot.context.account).toBeUndefined();
      expect(snapshot.context.tokens).toEqual([]);
      expect(selectSwapStatus(snapshot)).toBe('idle');
    },
    loadingTokens: (snapshot: SwapSnapshot) => {
      expect(selectSwapStatus(snapshot)).toBe('loading');
      // Every way here empties the amount, so the tokens arrive to an incomplete draft.
      expect(snapshot.context.sourceTokenAmount).toBe('');
      expect(snapshot.context.quote).toBeUndefined();
      expect(snapshot.context.error).toBeUndefined();
      expect(inputOf(snapshot, 'fetchSwapTokens')).toEqual({
        caipNetworkId: snapshot.context.account?.caipNetworkId,
        caipAddress: snapshot.context.account?.caipAddress,
      });
    },
    unsupported: (snapshot: SwapSnapshot, { event, previous }) => {
      expect(selectSwapStatus(snapshot)).toBe('unsupported');
      expect(snapshot.context.error).toBe('Network not supported for Swaps');
      const notEip155 = snapshot.context.account?.caipNetworkId.startsWith('solana:') === true;
      const refused =
        event.type === 'xstate.error.actor.fetchSwapTokens' &&
        event.error instanceof PorticoError &&
        event.error.message === MESSAGES.networkNotSupportedForSwaps;
      // Entered for a non-eip155 account or the exchange's refusal; only another account leaves.
      expect(notEip155 || refused || previousOf(previous).matches('unsupported')).toBe(true);
    },
    tokensFailed: (snapshot: SwapSnapshot, { event }) => {
      expect(selectSwapStatus(snapshot)).toBe('failed');
      expect(event.type === 'xstate.error.actor.fetchSwapTokens' || event.type === 'swap.account').toBe(true);
      expect(snapshot.context.error).toBe(MESSAGES.somethingWentWrong);
    },
    'editing.incomplete': (snapshot: SwapSnapshot, { event }) => {
      expect(selectSwapStatus(snapshot)).toBe('editing');
      expect(quotable(snapshot)).toBe(false);
      expect(selectSwapDraftError(snapshot)).toBe(expectedDraftError(snapshot));
      expect(snapshot.context.quote).toBeUndefined();
      if (event.type === 'xstate.done.actor.fetchSwapTokens') {
        // The native coin is sold by default, or the token chosen before the swap stays.
        expect(snapshot.context.tokens).toEqual(SWAP_TOKENS);
        expect(snapshot.context.sourceToken).toBeDefined();
      }
    },
    'editing.debouncing': (snapshot: SwapSnapshot, { event }) => {
      expect(selectSwapStatus(snapshot)).toBe('quoting');
      expect(quotable(snapshot)).toBe(true);
      expect(event.type.startsWith('swap.')).toBe(true);
      expect(snapshot.children.fetchSwapQuote).toBeUndefined();
    },
    'editing.quoting': (snapshot: SwapSnapshot, { event }) => {
      expect(selectSwapStatus(snapshot)).toBe('quoting');
      expect([
        'xstate.after.SWAP_QUOTE_DEBOUNCE_MS.swap.editing.debouncing',
        'swap.retry',
        'swap.account',
      ]).toContain(event.type);
      expect(inputOf(snapshot, 'fetchSwapQuote')).toEqual(expectedRequest(snapshot));
    },
    'editing.quoted': (snapshot: SwapSnapshot) => {
      expect(selectSwapStatus(snapshot)).toBe('quoted');
      expect(snapshot.context.quote).toEqual(QUOTE);
      const view = selectSwapQuoteView(snapshot);
      const to = snapshot.context.toToken as SwapToken;
      // 2 000 000 000 of the smallest unit: 2 000 PUSD, or 0.000000002 ETH; 1 % less at the least.
      expect(view?.toAmount).toBe(to.symbol === 'PUSD' ? '2000' : '0.000000002');
      expect(view?.minimumReceived).toBe(to.symbol === 'PUSD' ? '1980' : '0.00000000198');
      expect(view?.needsApproval).toBe(snapshot.context.sourceToken?.symbol === 'PUSD');
      expect(selectSwapDraftError(snapshot)).toBe(expectedDraftError(snapshot));
    },
    'editing.quoteFailed': (snapshot: SwapSnapshot) => {
      expect(selectSwapStatus(snapshot)).toBe('quoteFailed');
      expect(snapshot.context.error).toBe('Network not supported for Gas Price');
    },
    'preview.reviewing': (snapshot: SwapSnapshot, { event, previous }) => {
      expect(selectSwapStatus(snapshot)).toBe('reviewing');
      // Only a complete draft with a quote is reviewed.
      expect(expectedDraftError(snapshot)).toBeUndefined();
      expect(snapshot.context.quote).toEqual(QUOTE);
      // Back on the review, nothing built is kept for the wallet.
      expect(snapshot.context.built).toBeUndefined();
      const before = previousOf(previous);
      const error = event.type.startsWith('xstate.error.actor.')
        ? failure((event as AnyEventObject & { error: unknown }).error)
        : event.type === 'xstate.done.actor.requote'
          ? swapQuoteMoved()
          : before && refusal(before, event);
      expect(snapshot.context.error).toBe(error);
    },
    'preview.buildingApproval': (snapshot: SwapSnapshot) => {
      expect(selectSwapStatus(snapshot)).toBe('approving');
      // Only a token with too small an allowance (PUSD here, allowance 0) is approved; never the native coin.
      expect(snapshot.context.sourceToken?.symbol).toBe('PUSD');
      expect(inputOf(snapshot, 'buildSwapApproval')).toEqual(expectedReview(snapshot));
    },
    'preview.approving': (snapshot: SwapSnapshot, { event, previous }) => {
      expect(selectSwapStatus(snapshot)).toBe('approving');
      const request = inputOf<{ tx: BuiltSwapTransaction }>(snapshot, 'sendApproval');
      if (event.type === 'xstate.done.actor.buildSwapApproval') {
        // Only the approval the checks passed goes to the wallet, sending nothing along.
        expect(
          approvalBuildFault(event.output as BuiltSwapTransaction, expectedReview(snapshot) as never),
        ).toBeUndefined();
        expect(request?.tx).toEqual({ ...(event.output as BuiltSwapTransaction), value: '0' });
      } else {
        // The wallet has it: an account told meanwhile waits, and the request stays as sent.
        expect(request).toEqual(inputOf(previousOf(previous), 'sendApproval'));
      }
    },
    'preview.buildingSwap': (snapshot: SwapSnapshot, { event }) => {
      expect(selectSwapStatus(snapshot)).toBe('swapping');
      // The native coin goes straight to the build; a token once approved.
      expect(snapshot.context.sourceToken?.symbol).toBe(event.type === 'swap.confirm' ? 'ETH' : 'PUSD');
      expect(inputOf(snapshot, 'buildSwap')).toEqual(expectedReview(snapshot));
    },
    'preview.requoting': (snapshot: SwapSnapshot, { event }) => {
      expect(selectSwapStatus(snapshot)).toBe('swapping');
      // Only a build whose one fault is its minimum asks the quote again; nothing was sent.
      expect(event.type).toBe('xstate.done.actor.buildSwap');
      expect(swapBuildFault((event as AnyEventObject).output, expectedReview(snapshot) as never)).toBe(
        'minimum',
      );
      expect(inputOf(snapshot, 'requote')).toEqual(expectedRequest(snapshot));
    },
    'preview.swapping': (snapshot: SwapSnapshot, { event, previous }) => {
      expect(selectSwapStatus(snapshot)).toBe('swapping');
      const request = inputOf<{ tx: BuiltSwapTransaction }>(snapshot, 'sendSwap');
      if (event.type === 'xstate.done.actor.buildSwap') {
        // Only the swap reviewed goes to the wallet, with the value it needs.
        expect(
          swapBuildFault(event.output as BuiltSwapTransaction, expectedReview(snapshot) as never),
        ).toBeUndefined();
        expect(request?.tx.to).toBe((event.output as BuiltSwapTransaction).to);
      } else {
        expect(['swap.account', 'swap.reset']).toContain(event.type);
        expect(request).toEqual(inputOf(previousOf(previous), 'sendSwap'));
        const told = event.type === 'swap.account' ? (event.account as AccountRef | undefined) : undefined;
        const same = told?.caipAddress === snapshot.context.account?.caipAddress;
        if (event.type === 'swap.account')
          expect(snapshot.context.deferredAccount).toEqual(same ? undefined : { account: told });
      }
    },
  },
});
