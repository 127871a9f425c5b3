import { useEffect, useId } from 'react';
import { isNativeSwapToken } from '../../headless/index.ts';
import { useAmountFormat, useMessages, useModal, useSwap } from '../../hooks/index.ts';
import { ErrorText } from '../components/ErrorText.tsx';
import { Spinner } from '../components/Spinner.tsx';
import { SwapRate } from '../components/swap/SwapRate.tsx';
import { SwapTokenButton } from '../components/swap/SwapTokenButton.tsx';
import { useSwapStyles } from '../components/swap/useSwapStyles.ts';

/**
 * The Swap view (§2 lazily loaded swaps, §3 Swap token): "You pay" (the token, the amount as typed,
 * the balance with Max), a button that switches the sides, "You receive" (the token and the quoted
 * amount, a skeleton while the quote is asked), the rate, and the main button, which says what is
 * missing until the swap is quoted and then opens its review (SwapPreview). On a network outside the
 * swap list it says §8's 'Network not supported for Swaps' with the way to another network; a failed
 * load offers Retry. The flow is the swap statechart's (useSwap): the view only shows it. Amounts as
 * amounts/amountFormat.ts says: the balance as a holding, the quoted amount as a §9 quantity.
 */
export function Swap() {
  useSwapStyles();
  const swap = useSwap();
  const { push } = useModal();
  const { t, tError } = useMessages();
  const format = useAmountFormat();
  const id = useId();
  const { status, sourceToken, toToken, quote, error, back } = swap;

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
  return (
    <form
      className="portico-swap"
      onSubmit={(event) => {
        event.preventDefault();
        if (canReview) swap.review();
      }}
    >
      <section className="portico-swap-side" aria-labelledby={`${id}-pay`}>
        <h3 id={`${id}-pay`} className="portico-swap-side-title">
          {t('swap.youPay')}
        </h3>
        <div className="portico-swap-row">
          <input
            className="portico-input portico-swap-amount"
            aria-label={t('swap.payAmount')}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            value={swap.sourceTokenAmount}
            onChange={(event) => swap.setAmount(event.target.value)}
          />
          <SwapTokenButton
            side="source"
            token={sourceToken}
            onClick={() => push({ view: 'SwapSelectToken', data: { side: 'source' } })}
          />
        </div>
        {sourceToken ? (
          <div className="portico-swap-balance">
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
          </div>
        ) : null}
      </section>
      <button
        type="button"
        className="portico-button portico-button--compact portico-swap-switch"
        aria-label={t('swap.switchTokens')}
        onClick={swap.switchTokens}
      >
        <span aria-hidden="true">⇅</span>
      </button>
      <section className="portico-swap-side" aria-labelledby={`${id}-receive`}>
        <h3 id={`${id}-receive`} className="portico-swap-side-title">
          {t('swap.youReceive')}
        </h3>
        <div className="portico-swap-row">
          {quoting ? (
            <span className="portico-skeleton" role="status" aria-label={t('swap.quoting')} />
          ) : (
            <input
              className="portico-input portico-swap-amount"
              aria-label={t('swap.receiveAmount')}
              readOnly
              placeholder="0"
              value={quote ? format.quantity(quote.toAmount) : ''}
              title={quote ? format.exact(quote.toAmount) : undefined}
            />
          )}
          <SwapTokenButton
            side="to"
            token={toToken}
            onClick={() => push({ view: 'SwapSelectToken', data: { side: 'to' } })}
          />
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
