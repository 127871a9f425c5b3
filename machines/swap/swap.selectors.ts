/**
 * Selectors of the swap snapshot: what the Swap, SwapSelectToken and SwapPreview views read.
 */
import type { SnapshotFrom } from 'xstate';
import { SWAP_SLIPPAGE_TOLERANCE } from '../../domain/constants.ts';
import {
  formatSwapAmount,
  minimumReceived,
  networkCost,
  priceImpact,
} from '../../domain/swap/swapAmounts.ts';
import {
  needsSwapApproval,
  type SwapDraft,
  sourceUnits,
  swapDraftError,
} from '../../domain/swap/swapDraft.ts';
import type { SwapMessage } from '../../domain/swap/swapMessages.ts';
import type { SwapToken } from '../../domain/swap/swapToken.ts';
import type { SwapContext } from './swap.context.ts';
import type { swapMachine } from './swap.machine.ts';

/** A snapshot of the swap actor. */
export type SwapSnapshot = SnapshotFrom<typeof swapMachine>;

/**
 * Where the flow is, as a view needs it: `loading` the tokens, `unsupported` (§8 text in `error`),
 * `failed` (the tokens did not load: retry), `editing` (the draft is not complete), `quoting` (waiting
 * for the pause in typing, then for the quote), `quoteFailed` (retry), `quoted`, then in SwapPreview
 * `reviewing`, `approving` and `swapping`.
 */
export type SwapStatus =
  | 'idle'
  | 'loading'
  | 'unsupported'
  | 'failed'
  | 'editing'
  | 'quoting'
  | 'quoteFailed'
  | 'quoted'
  | 'reviewing'
  | 'approving'
  | 'swapping';

const STATUS_OF_STATE: ReadonlyArray<readonly [string, SwapStatus]> = [
  ['idle', 'idle'],
  ['loadingTokens', 'loading'],
  ['unsupported', 'unsupported'],
  ['tokensFailed', 'failed'],
  ['editing.incomplete', 'editing'],
  ['editing.debouncing', 'quoting'],
  ['editing.quoting', 'quoting'],
  ['editing.quoteFailed', 'quoteFailed'],
  ['editing.quoted', 'quoted'],
  ['preview.reviewing', 'reviewing'],
  // The approval is built, checked, then sent: one step for the person.
  ['preview.buildingApproval', 'approving'],
  ['preview.approving', 'approving'],
  // The swap is built and checked (asked again when the price moved), then sent.
  ['preview.buildingSwap', 'swapping'],
  ['preview.requoting', 'swapping'],
  ['preview.swapping', 'swapping'],
];

/** The flow's status (see SwapStatus). */
export function selectSwapStatus(snapshot: SwapSnapshot): SwapStatus {
  // The states nest one level deep: 'idle', or { editing: 'quoted' }.
  const path =
    typeof snapshot.value === 'string'
      ? snapshot.value
      : Object.entries(snapshot.value)
          .map(([parent, child]) => `${parent}.${String(child)}`)
          .join();
  return STATUS_OF_STATE.find(([state]) => state === path)?.[1] ?? 'idle';
}

/** The tokens the exchange trades on the account's network, with the account's holdings. */
export function selectSwapTokens(snapshot: SwapSnapshot): readonly SwapToken[] {
  return snapshot.context.tokens;
}

/** The token sold, the token bought and the amount sold as typed. */
export function selectSwapDraft(snapshot: SwapSnapshot): SwapDraft {
  const { sourceToken, toToken, sourceTokenAmount } = snapshot.context;
  return { sourceToken, toToken, sourceTokenAmount };
}

/** What the draft still lacks ('Select a token', …, 'Insufficient balance'); undefined when complete. */
export function selectSwapDraftError(snapshot: SwapSnapshot): SwapMessage | undefined {
  return swapDraftError(snapshot.context);
}

/** Why the last load, quote, approval or swap failed (§8 'Network not supported for Swaps' included). */
export function selectSwapError(snapshot: SwapSnapshot): string | undefined {
  return snapshot.context.error;
}

/** The hash of the last swap sent. */
export function selectSwapLastHash(snapshot: SwapSnapshot): string | undefined {
  return snapshot.context.lastHash;
}

/** The quote as the views show it. */
export interface SwapQuoteView {
  /** What the swap gives now, in the token bought's unit ('2970.5'). */
  toAmount: string;
  /** The least it may give under §9's slippage tolerance, in the same unit. */
  minimumReceived: string;
  /** The slippage tolerance, in percent (§9: 1). */
  slippage: number;
  /** USD worth lost, in percent (never below 0); undefined when a token's price is unknown. */
  priceImpact: number | undefined;
  /** The network cost in wei (gas × gas price), as a decimal string. */
  networkCost: string;
  /** Whether the exchange must first be allowed to take the amount (an approval before the swap). */
  needsApproval: boolean;
}

const quoteViews = new WeakMap<SwapContext, SwapQuoteView | undefined>();

function quoteViewOf(context: SwapContext): SwapQuoteView | undefined {
  const { quote, sourceToken, toToken } = context;
  const sold = sourceUnits(context);
  if (!quote || !sourceToken || !toToken || sold === undefined) return undefined;
  const bought = BigInt(quote.toAmount);
  return {
    toAmount: formatSwapAmount(bought, toToken.decimals),
    minimumReceived: formatSwapAmount(minimumReceived(bought, SWAP_SLIPPAGE_TOLERANCE), toToken.decimals),
    slippage: SWAP_SLIPPAGE_TOLERANCE,
    priceImpact: priceImpact(
      { units: sold, decimals: sourceToken.decimals, price: sourceToken.price },
      { units: bought, decimals: toToken.decimals, price: toToken.price },
    ),
    networkCost: networkCost(quote.gas, quote.gasPrice).toString(),
    needsApproval: needsSwapApproval(sourceToken, sold, quote),
  };
}

/**
 * The current quote as the views show it, or undefined while there is none. The same context gives
 * the same object, so a `useSelector` over it re-renders only when the quote or the draft changed.
 */
export function selectSwapQuoteView(snapshot: SwapSnapshot): SwapQuoteView | undefined {
  const { context } = snapshot;
  if (!quoteViews.has(context)) quoteViews.set(context, quoteViewOf(context));
  return quoteViews.get(context);
}

/** The review's simulation child (undefined outside SwapPreview): read it with `selectPreviewSimulation`. */
export function selectSwapSimulationActor(snapshot: SwapSnapshot) {
  return snapshot.children.simulation;
}
