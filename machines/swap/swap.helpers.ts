/**
 * The swap statechart's helpers, pure functions of its context and events: the inputs it gives its
 * actors (the quote asked for, the reviewed swap, the checked transaction for the wallet), the texts
 * and notices it reports, the draft after each edit (for the guards, which see the context before the
 * edit's actions), and the handlers of the states where the wallet has a request in hand.
 */
import { SWAP_SLIPPAGE_TOLERANCE } from '../../domain/constants.ts';
import { isPorticoError, MESSAGES, swapBuildRefused } from '../../domain/errors.ts';
import { pricesOf } from '../../domain/simulation/previewPrices.ts';
import {
  approvalBuildFault,
  type BuiltSwapTransaction,
  swapBuildFault,
} from '../../domain/swap/swapBuildCheck.ts';
import { needsSwapApproval, type SwapDraft, sourceUnits } from '../../domain/swap/swapDraft.ts';
import { isSwapNetwork } from '../../domain/swap/swapNetworks.ts';
import type { SwapToken } from '../../domain/swap/swapToken.ts';
import { type AccountRef, namespaceOf } from '../account/account.ts';
import type { PreviewSimulationInput } from '../simulation/previewSimulation.context.ts';
import type {
  FetchSwapQuoteInput,
  SendSwapTransactionInput,
  SwapContext,
  SwapQuote,
  SwapReport,
  SwapTransactionInput,
} from './swap.context.ts';
import type { SwapEvent } from './swap.events.ts';

/** Nothing chosen, nothing loaded, for an account. */
export function emptySwapContext(account: AccountRef | undefined): SwapContext {
  return {
    account,
    tokens: [],
    sourceToken: undefined,
    toToken: undefined,
    sourceTokenAmount: '',
    quote: undefined,
    error: undefined,
    built: undefined,
    lastHash: undefined,
    deferredAccount: undefined,
  };
}

/** Why a load, quote, approval or swap failed: Portico's and §8's texts; a wallet's own text is not ours to show. */
export const failureText = (error: unknown): string =>
  isPorticoError(error) ? error.message : MESSAGES.somethingWentWrong;

export const errorNotice = (message: string): SwapReport => ({
  type: 'notice.raised',
  variant: 'error',
  message,
});

/** The account of a state entered only with an eip155 one (idle's `hasSwapAccount` routed there). */
export const accountOf = (context: SwapContext): AccountRef => context.account as AccountRef;

/** §6: swaps are offered on the listed eip155 networks (and the local chains); elsewhere §8's text. */
export const isSwapAccount = (account: AccountRef | undefined): boolean =>
  account !== undefined && namespaceOf(account) === 'eip155' && isSwapNetwork(account.caipNetworkId);

/** The quote asked for; `quoting` is entered only when the draft can be quoted (canQuote was true). */
export const quoteInput = (context: SwapContext): FetchSwapQuoteInput => ({
  caipNetworkId: accountOf(context).caipNetworkId,
  caipAddress: accountOf(context).caipAddress,
  from: context.sourceToken as SwapToken,
  to: context.toToken as SwapToken,
  amount: String(sourceUnits(context)),
});

/**
 * The reviewed swap, as the review shows it; `preview` is entered only with a complete, quoted draft
 * (hasDraftError was false in `editing.quoted`).
 */
export const transactionInput = (context: SwapContext): SwapTransactionInput => ({
  ...quoteInput(context),
  toAmount: (context.quote as SwapQuote).toAmount,
  slippage: SWAP_SLIPPAGE_TOLERANCE,
});

/** The checked transaction for the wallet; the sending states are entered only once one is taken. */
/** Not the native coin, and the exchange may take less than the amount now. */
export function needsApprovalNow(context: SwapContext): boolean {
  const amount = sourceUnits(context);
  return (
    context.sourceToken !== undefined &&
    amount !== undefined &&
    context.quote !== undefined &&
    needsSwapApproval(context.sourceToken, amount, context.quote)
  );
}

/** What the review simulates: the swap after its approval when one is needed, at the exchange's prices. */
export const simulationInputOf = (context: SwapContext): PreviewSimulationInput => ({
  request: { kind: 'swap', swap: transactionInput(context), withApproval: needsApprovalNow(context) },
  prices: pricesOf([...context.tokens, context.sourceToken, context.toToken]),
});

export const sendInput = (context: SwapContext): SendSwapTransactionInput => ({
  caipNetworkId: accountOf(context).caipNetworkId,
  caipAddress: accountOf(context).caipAddress,
  tx: context.built as SendSwapTransactionInput['tx'],
});

/** Why a built swap or approval is not sent, for the review and the notice. */
export const refusedSwapText = (context: SwapContext, tx: BuiltSwapTransaction): string =>
  swapBuildRefused(swapBuildFault(tx, transactionInput(context)) ?? 'call');
export const refusedApprovalText = (context: SwapContext, tx: BuiltSwapTransaction): string =>
  swapBuildRefused(approvalBuildFault(tx, transactionInput(context)) ?? 'call');

export type BuiltEvent = { output: BuiltSwapTransaction };

/** The draft after each edit, for `canQuote` (guards see the context before the edit's actions). */
export const withSource = (context: SwapContext, sourceToken: SwapToken): SwapDraft => ({
  ...context,
  sourceToken,
});
export const withTo = (context: SwapContext, toToken: SwapToken): SwapDraft => ({ ...context, toToken });
export const switched = (context: SwapContext): SwapDraft => ({
  ...context,
  sourceToken: context.toToken,
  toToken: context.sourceToken,
});
export const withAmount = (context: SwapContext, sourceTokenAmount: string): SwapDraft => ({
  ...context,
  sourceTokenAmount,
});

/** An edit drops the quote (it was for the old draft) and the error shown. */
export const EDITED = { quote: undefined, error: undefined } as const;

/**
 * While the wallet has the approval or the swap in hand, the request stays as sent: another account
 * told meanwhile is kept for when the wallet answers (then the flow starts over for it), and a reset
 * (the Swap view closed) is ignored, so the swap's outcome is still reported and the balances refreshed.
 */
export const WHILE_THE_WALLET_HAS_IT = {
  'swap.account': [
    {
      guard: { type: 'isFollowed', params: ({ event }: { event: SwapEvent }) => accountIn(event) },
      actions: 'dropDeferredAccount',
    },
    {
      actions: {
        type: 'deferAccount',
        params: ({ event }: { event: SwapEvent }) => accountIn(event),
      },
    },
  ],
  'swap.reset': { actions: [] },
} as const;

/** The account a 'swap.account' event tells (the in-flight handlers above see the event union). */
export function accountIn(event: SwapEvent): AccountRef | undefined {
  return event.type === 'swap.account' ? event.account : undefined;
}

type FailureArgs = { event: { error: unknown } };
/** A failure as an error notice. */
export const NOTICE_FAILURE = {
  type: 'report' as const,
  params: ({ event }: FailureArgs) => errorNotice(failureText(event.error)),
};
/** A failed load, build or send: its text on the view and as an error notice. */
export const SHOW_FAILURE = [
  { type: 'takeError' as const, params: ({ event }: FailureArgs) => failureText(event.error) },
  NOTICE_FAILURE,
];

/** The swap is on chain: the root shows Account and refreshes that network's balances. */
export const succeeded = ({
  context,
  event,
}: {
  context: SwapContext;
  event: { output: { hash: string } };
}) =>
  ({
    type: 'swap.succeeded',
    caipNetworkId: accountOf(context).caipNetworkId,
    hash: event.output.hash,
  }) satisfies SwapReport;
