import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  ONRAMP_DEFAULT_OPTIONS,
  type OnRamp,
  type OnRampProvider,
  type OnRampSnapshot,
  type PaymentCurrency,
  type PurchaseCurrency,
  selectOnRampError,
  selectOnRampLastHash,
  selectOnRampLimits,
  selectOnRampOptions,
  selectOnRampQuote,
  selectOnRampStatus,
  selectQuotesLoading,
} from '../headless/index.ts';
import { usePortico } from './PorticoProvider.tsx';
import { useEngine } from './useEngine.ts';
import { type RootSnapshot, useHeldFlow } from './useHeldFlow.ts';

/** The modal's on-ramp, the root's child while held or while OnRamp is in the stack (OnRampProviders, BuyInProgress over it). */
const selectOnRampActor = (root: RootSnapshot) => root?.children.onramp;

type Snapshot = OnRampSnapshot | undefined;
const selectOptions = (snapshot: Snapshot) =>
  snapshot ? selectOnRampOptions(snapshot) : ONRAMP_DEFAULT_OPTIONS;
const selectPurchaseCurrency = (snapshot: Snapshot) => snapshot?.context.purchaseCurrency;
const selectPaymentCurrency = (snapshot: Snapshot) => snapshot?.context.paymentCurrency;
const selectAmount = (snapshot: Snapshot) => snapshot?.context.amount ?? '';
const selectProvider = (snapshot: Snapshot) => snapshot?.context.provider;
const selectQuote = (snapshot: Snapshot) => (snapshot ? selectOnRampQuote(snapshot) : undefined);
const selectLastHash = (snapshot: Snapshot) => (snapshot ? selectOnRampLastHash(snapshot) : undefined);
const selectStatus = (snapshot: Snapshot) => (snapshot ? selectOnRampStatus(snapshot) : 'idle');
const selectLoading = (snapshot: Snapshot) => (snapshot ? selectQuotesLoading(snapshot) : false);
const selectError = (snapshot: Snapshot) => (snapshot ? selectOnRampError(snapshot) : undefined);
const selectLimits = (snapshot: Snapshot) => (snapshot ? selectOnRampLimits(snapshot) : undefined);

/**
 * Buy crypto with fiat for the connected account (§1 on-ramp, §3 On-ramp, §4, §9 limits and providers),
 * for the OnRamp, OnRampProviders and BuyInProgress views of a custom UI or the default one: `options`
 * (what can be bought with what, from which providers; the built-in ones when the options call fails),
 * `setPurchaseCurrency` / `setPaymentCurrency` / `setAmount` (a quote follows once typing pauses),
 * `quote` and `quotesLoading`, `limits` (the card limits of the payment currency), `buy(provider)`
 * (call it in the click: the provider's page opens in a new window), `status` ('waiting' until the funds
 * arrive, then 'succeeded' with `lastHash`), `cancel()`, `reset()` and the `error` of the last failure.
 * The on-ramp loads on demand (`isReady`).
 */
export function useOnRamp() {
  const modal = usePortico();
  useHeldFlow('onramp');
  const actor = useSelector(useEngine()?.actor, selectOnRampActor);
  const status = useSelector(actor, selectStatus);
  const options = useSelector(actor, selectOptions);
  const purchaseCurrency = useSelector(actor, selectPurchaseCurrency);
  const paymentCurrency = useSelector(actor, selectPaymentCurrency);
  const amount = useSelector(actor, selectAmount);
  const provider = useSelector(actor, selectProvider);
  const quote = useSelector(actor, selectQuote);
  const quotesLoading = useSelector(actor, selectLoading);
  const limits = useSelector(actor, selectLimits);
  const error = useSelector(actor, selectError);
  const lastHash = useSelector(actor, selectLastHash);
  const actions = useMemo(() => {
    // The running purchase flow at the moment of the call (`buy` runs in the click).
    const send = (event: Parameters<OnRamp['actor']['send']>[0]) =>
      selectOnRampActor(modal.engine?.actor.getSnapshot())?.send(event);
    return {
      setPurchaseCurrency: (currency: PurchaseCurrency) =>
        send({ type: 'onramp.setPurchaseCurrency', currency }),
      setPaymentCurrency: (currency: PaymentCurrency) =>
        send({ type: 'onramp.setPaymentCurrency', currency }),
      setAmount: (amount: string) => send({ type: 'onramp.setAmount', amount }),
      buy: (chosen: OnRampProvider) => send({ type: 'onramp.buy', provider: chosen }),
      cancel: () => send({ type: 'onramp.cancel' }),
      reset: () => send({ type: 'onramp.reset' }),
    };
  }, [modal]);
  return {
    isReady: actor !== undefined,
    status,
    options,
    purchaseCurrency,
    paymentCurrency,
    amount,
    provider,
    quote,
    quotesLoading,
    limits,
    error,
    lastHash,
    ...actions,
  };
}
