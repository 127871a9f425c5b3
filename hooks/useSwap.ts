import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  createSwap,
  keepWhileStacked,
  type Swap,
  type SwapSnapshot,
  type SwapToken,
  selectSwapDraftError,
  selectSwapQuoteView,
  selectSwapSimulationActor,
  selectSwapStatus,
} from '../headless/index.ts';
import { usePortico } from './PorticoProvider.tsx';
import { usePreviewSimulation } from './usePreviewSimulation.ts';

/** The swap of a modal, kept while Swap is in the router's stack (SwapSelectToken, SwapPreview, ApproveTransaction over it). */
const swaps = keepWhileStacked<Swap>('Swap');

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
  const [swap, setSwap] = useState<Swap>();
  const live = useRef<Swap | undefined>(undefined);
  useEffect(() => {
    let current = true;
    let created = swaps.take(modal);
    const adopt = (started: Swap) => {
      live.current = started;
      setSwap(started);
    };
    if (created) adopt(created);
    else
      createSwap(modal).then(
        (started) => {
          if (!current) return started.stop();
          created = started;
          adopt(started);
        },
        (error: unknown) => console.error('Portico could not start the swap:', error),
      );
    return () => {
      current = false;
      live.current = undefined;
      if (created) swaps.release(modal, created);
    };
  }, [modal]);
  const actor = swap?.actor;
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
    const send = (event: Parameters<Swap['actor']['send']>[0]) => live.current?.actor.send(event);
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
  }, []);
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
