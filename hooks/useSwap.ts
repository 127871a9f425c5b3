import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  type Swap,
  type SwapSnapshot,
  type SwapToken,
  selectSwapDraftError,
  selectSwapQuoteView,
  selectSwapSimulationActor,
  selectSwapStatus,
} from '../headless/index.ts';
import { usePortico } from './PorticoProvider.tsx';
import { useEngine } from './useEngine.ts';
import { type RootSnapshot, useHeldFlow } from './useHeldFlow.ts';
import { usePreviewSimulation } from './usePreviewSimulation.ts';

/** The modal's swap, the root's child while held or while Swap is in the stack (SwapSelectToken, SwapPreview, ApproveTransaction over it). */
const selectSwapActor = (root: RootSnapshot) => root?.children.swap;
type Snapshot = SwapSnapshot | undefined;
const selectTokens = (snapshot: Snapshot) => snapshot?.context.tokens ?? NO_TOKENS;
const selectSource = (snapshot: Snapshot) => snapshot?.context.sourceToken;
const selectTo = (snapshot: Snapshot) => snapshot?.context.toToken;
const selectAmount = (snapshot: Snapshot) => snapshot?.context.sourceTokenAmount ?? '';
const selectError = (snapshot: Snapshot) => snapshot?.context.error ?? null;
const selectLastHash = (snapshot: Snapshot) => snapshot?.context.lastHash ?? null;
const selectStatus = (snapshot: Snapshot) => (snapshot ? selectSwapStatus(snapshot) : 'idle');
const selectQuote = (snapshot: Snapshot) => (snapshot ? selectSwapQuoteView(snapshot) : undefined);
const selectDraftError = (snapshot: Snapshot) => (snapshot ? selectSwapDraftError(snapshot) : undefined);
const selectSimulationActor = (snapshot: Snapshot) =>
  snapshot ? selectSwapSimulationActor(snapshot) : undefined;
const NO_TOKENS: readonly SwapToken[] = [];

/**
 * Swap tokens on the connected account's network (§1 swaps, §3 Swap token, §9 slippage 1 %), for the
 * Swap, SwapSelectToken and SwapPreview views of a custom UI or the default one: `tokens` the exchange
 * trades with the account's holdings, `setSourceToken` / `setToToken` / `switchTokens` / `setAmount`
 * (a quote follows once typing pauses), `quote` (what is received, the minimum after slippage, price
 * impact, network cost, whether the token must be approved first), `draftError` (what the draft still
 * lacks: 'Select a token', 'Enter an amount', 'Insufficient balance'…), `review()` (SwapPreview), `back()`,
 * `confirm()` (approve when needed, then swap; each waits for its receipt), `retry()`, `status` and the
 * `error` of the last failure ('Network not supported for Swaps' on a network outside the swap list),
 * and in SwapPreview `simulation`: what the swap will do, simulated on the network as the exchange
 * builds it (simulating, simulated, willFail — a route that would revert — or unavailable).
 * On success the modal shows Account with its balances refreshed. The swap loads on demand (`isReady`).
 */
export function useSwap() {
  const modal = usePortico();
  useHeldFlow('swap');
  const actor = useSelector(useEngine()?.actor, selectSwapActor);
  const tokens = useSelector(actor, selectTokens);
  const sourceToken = useSelector(actor, selectSource);
  const toToken = useSelector(actor, selectTo);
  const sourceTokenAmount = useSelector(actor, selectAmount);
  const status = useSelector(actor, selectStatus);
  const quote = useSelector(actor, selectQuote);
  const draftError = useSelector(actor, selectDraftError);
  const error = useSelector(actor, selectError);
  const lastHash = useSelector(actor, selectLastHash);
  const simulation = usePreviewSimulation(useSelector(actor, selectSimulationActor));
  const actions = useMemo(() => {
    // The running swap at the moment of the call, not of the last render.
    const send = (event: Parameters<Swap['actor']['send']>[0]) =>
      selectSwapActor(modal.engine?.actor.getSnapshot())?.send(event);
    return {
      setSourceToken: (token: SwapToken) => send({ type: 'swap.setSourceToken', token }),
      setToToken: (token: SwapToken) => send({ type: 'swap.setToToken', token }),
      switchTokens: () => send({ type: 'swap.switchTokens' }),
      setAmount: (amount: string) => send({ type: 'swap.setAmount', amount }),
      review: () => send({ type: 'swap.review' }),
      back: () => send({ type: 'swap.back' }),
      confirm: () => send({ type: 'swap.confirm' }),
      retry: () => send({ type: 'swap.retry' }),
      reset: () => send({ type: 'swap.reset' }),
    };
  }, [modal]);
  return {
    isReady: actor !== undefined,
    status,
    tokens,
    sourceToken,
    toToken,
    sourceTokenAmount,
    quote,
    draftError,
    error,
    lastHash,
    simulation,
    ...actions,
  };
}
