import { useEffect, useId, useRef } from 'react';
import { isNativeSwapToken, type SwapToken, worthOf } from '../../headless/index.ts';
import { useAmountFormat, useMessages, useModal, usePortico, useSwap } from '../../hooks/index.ts';
import { ErrorText } from '../components/ErrorText.tsx';
import { PickerChip } from '../components/picker/PickerPanel.tsx';
import { TokenChipContent } from '../components/picker/TokenPicker.tsx';
import { Spinner } from '../components/Spinner.tsx';
import { takeChipFocus } from '../components/swap/chipFocus.ts';
import { SwapRate } from '../components/swap/SwapRate.tsx';
import { useSwapStyles } from '../components/swap/useSwapStyles.ts';

/**
 * The Swap view (§2 lazily loaded swaps, §3 Swap token), as DESIGN draws it: two cards, "You pay"
 * (the amount as typed, large, the token as a picker chip beside it, its worth in USD and the balance
 * with Max under it) and "You receive" (the quoted amount, a skeleton while it is asked, the chip and
 * the worth), a button between them that switches the sides, the rate, and the main button, which says what is
 * missing until the swap is quoted and then opens its review (SwapPreview). On a network outside the
 * swap list it says §8's 'Network not supported for Swaps' with the way to another network; a failed
 * load offers Retry. The flow is the swap statechart's (useSwap): the view only shows it. Amounts as
 * amounts/amountFormat.ts says: the balance as a holding, the quoted amount as a §9 quantity. A chip
 * opens SwapSelectToken (the token picker's list, a view of the flow's router); back here, focus
 * returns to that chip.
 */
export function Swap() {
  useSwapStyles();
  const swap = useSwap();
  const { push } = useModal();
  const { t, tError } = useMessages();
  const format = useAmountFormat();
  const id = useId();
  const { status, sourceToken, toToken, quote, error, back } = swap;
  const modal = usePortico();
  const sourceChip = useRef<HTMLButtonElement>(null);
  const toChip = useRef<HTMLButtonElement>(null);
  const ready = swap.isReady && status !== 'idle' && status !== 'loading';

  // Back from SwapSelectToken: focus returns to the chip that opened it (WAI-ARIA APG), once the form shows.
  useEffect(() => {
    if (!ready) return;
    const side = takeChipFocus(modal);
    if (side) (side === 'source' ? sourceChip : toChip).current?.focus();
  }, [ready, modal]);

  // The header's Back from SwapPreview shows this view again while the flow still reviews: the review
  // is over. (SwapPreview is pushed after the flow entered review, so this view is gone by then.)
  useEffect(() => {
    if (status === 'reviewing') back();
  }, [status, back]);

  if (!swap.isReady || status === 'idle' || status === 'loading')
    return <Spinner label={t('swap.loadingTokens')} />;
  if (status === 'unsupported')
    return (
      <div className="portico-error-state">
        <ErrorText error={tError(error ?? '')} />
        <button type="button" className="portico-button" onClick={() => push({ view: 'Networks' })}>
          {t('swap.switchNetwork')}
        </button>
      </div>
    );
  if (status === 'failed')
    return (
      <div className="portico-error-state">
        <ErrorText error={error && tError(error)} />
        <button type="button" className="portico-button" onClick={swap.retry}>
          {t('common.retry')}
        </button>
      </div>
    );

  const quoting = status === 'quoting';
  const missing = swap.draftError;
  const canReview = status === 'quoted' && quote !== undefined;
  const chip = (side: 'source' | 'to', token: SwapToken | undefined) => (
    <PickerChip
      ref={side === 'source' ? sourceChip : toChip}
      label={t(side === 'source' ? 'swap.payToken' : 'swap.receiveToken', {
        symbol: token?.symbol ?? t('swap.chooseToken'),
      })}
      onClick={() => push({ view: 'SwapSelectToken', data: { side } })}
    >
      <TokenChipContent token={token} placeholder={t('swap.chooseToken')} />
    </PickerChip>
  );
  // What the amounts are worth in US dollars, under each (DESIGN), when the exchange prices the token.
  const paidWorth =
    sourceToken?.price && swap.sourceTokenAmount
      ? worthOf(swap.sourceTokenAmount, sourceToken.price)
      : undefined;
  // The quote's amount is already in the token's unit (the quote view of swap.selectors.ts).
  const receivedWorth = toToken?.price && quote ? worthOf(quote.toAmount, toToken.price) : undefined;
  return (
    <form
      className="portico-swap"
      onSubmit={(event) => {
        event.preventDefault();
        if (canReview) swap.review();
      }}
    >
      <section className="portico-amount-card" aria-labelledby={`${id}-pay`}>
        <h3 id={`${id}-pay`} className="portico-amount-title">
          {t('swap.youPay')}
        </h3>
        <div className="portico-amount-row">
          <input
            className="portico-amount-input"
            aria-label={t('swap.payAmount')}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            value={swap.sourceTokenAmount}
            onChange={(event) => swap.setAmount(event.target.value)}
          />
          {chip('source', sourceToken)}
        </div>
        <div className="portico-amount-fiat">
          <span>{paidWorth ? t('swap.worth', { value: format.fiat(paidWorth) }) : null}</span>
          {sourceToken ? (
            <span className="portico-swap-balance">
              <span>
                {t('swap.balance', {
                  amount: t('account.amount', {
                    amount: format.holding(sourceToken.quantity.numeric, isNativeSwapToken(sourceToken)),
                    symbol: sourceToken.symbol,
                  }),
                })}
              </span>
              <button
                type="button"
                className="portico-button portico-button--compact"
                onClick={() => swap.setAmount(sourceToken.quantity.numeric)}
              >
                {t('swap.max')}
              </button>
            </span>
          ) : null}
        </div>
      </section>
      <button
        type="button"
        className="portico-swap-switch"
        aria-label={t('swap.switchTokens')}
        onClick={swap.switchTokens}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M8 4v14m0 0l-4-4m4 4l4-4M16 20V6m0 0l-4 4m4-4l4 4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <section className="portico-amount-card" aria-labelledby={`${id}-receive`}>
        <h3 id={`${id}-receive`} className="portico-amount-title">
          {t('swap.youReceive')}
        </h3>
        <div className="portico-amount-row">
          {quoting ? (
            <span className="portico-skeleton" role="status" aria-label={t('swap.quoting')} />
          ) : (
            <input
              className="portico-amount-input"
              aria-label={t('swap.receiveAmount')}
              readOnly
              placeholder="0"
              value={quote ? format.quantity(quote.toAmount) : ''}
              title={quote ? format.exact(quote.toAmount) : undefined}
            />
          )}
          {chip('to', toToken)}
        </div>
        <div className="portico-amount-fiat">
          <span>
            {receivedWorth && !quoting ? t('swap.worth', { value: format.fiat(receivedWorth) }) : null}
          </span>
        </div>
      </section>
      {quote && sourceToken && toToken && !quoting ? (
        <SwapRate from={sourceToken} to={toToken} amount={swap.sourceTokenAmount} received={quote.toAmount} />
      ) : null}
      <ErrorText error={error && tError(error)} />
      {status === 'quoteFailed' ? (
        <button type="button" className="portico-button" onClick={swap.retry}>
          {t('common.retry')}
        </button>
      ) : null}
      <button
        type="submit"
        className="portico-button portico-button--primary"
        disabled={!canReview || missing !== undefined}
      >
        {missing ? tError(missing) : t('swap.review')}
      </button>
    </form>
  );
}
