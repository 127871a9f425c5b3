import { SWAP_MESSAGES } from '../../headless/index.ts';
import { useMessages, useModal, useSwap } from '../../hooks/index.ts';
import { ErrorText } from '../components/ErrorText.tsx';
import { Spinner } from '../components/Spinner.tsx';
import { SimulationOutcome } from '../components/simulation/SimulationOutcome.tsx';
import { SwapDetails } from '../components/swap/SwapDetails.tsx';
import { useSwapStyles } from '../components/swap/useSwapStyles.ts';

/**
 * SwapPreview, the review of the quoted swap: what is paid and received, the minimum received under
 * §9's 1 % slippage, the price impact, the network cost (in the native coin, and in USD when its price
 * is known) and the slippage; then 'Approve {symbol}' when the exchange may not take the token yet
 * (the swap follows once approved) or 'Swap', under what the swap will do as the exchange builds it,
 * simulated on the network: a route that would revert says "This transaction will fail: …" before the
 * wallet is asked, and the confirm becomes the lesser choice (not disabled). Each waits for the wallet and the chain; a failure shows
 * here and the review stays. Back returns to the amounts. With the embedded wallet, the root shows
 * ApproveTransaction over this view for each request. Lazily loaded.
 */
export function SwapPreview() {
  useSwapStyles();
  const swap = useSwap();
  const { back: goBack } = useModal();
  const { t, tError } = useMessages();
  const { status, quote, sourceToken, toToken, error, simulation } = swap;
  if (!swap.isReady) return <Spinner />;
  // Opened with nothing quoted (a view asked for directly): say what is missing, and the way back.
  if (!quote || !sourceToken || !toToken)
    return (
      <div className="portico-swap">
        <p className="portico-placeholder">{tError(SWAP_MESSAGES.enterAmount)}</p>
        <div className="portico-actions">
          <button type="button" className="portico-button" onClick={goBack}>
            {t('common.back')}
          </button>
        </div>
      </div>
    );
  const busy = status === 'approving' || status === 'swapping';
  const label =
    status === 'approving'
      ? t('swap.approving')
      : status === 'swapping'
        ? t('swap.swapping')
        : quote.needsApproval
          ? t('swap.approve', { symbol: sourceToken.symbol })
          : t('swap.swap');
  return (
    <div className="portico-swap">
      {simulation ? (
        <SimulationOutcome
          simulating={simulation.status === 'simulating'}
          lines={'lines' in simulation ? simulation.lines : undefined}
        />
      ) : null}
      <SwapDetails swap={swap} sourceToken={sourceToken} toToken={toToken} quote={quote} />
      <ErrorText error={error && tError(error)} />
      <div className="portico-actions">
        <button
          type="button"
          className="portico-button"
          disabled={busy}
          onClick={() => {
            swap.back();
            goBack();
          }}
        >
          {t('common.back')}
        </button>
        <button
          type="button"
          className={`portico-button ${simulation?.status === 'willFail' ? 'portico-button--risky' : 'portico-button--primary'}`}
          disabled={busy || status !== 'reviewing'}
          onClick={swap.confirm}
        >
          {label}
        </button>
      </div>
    </div>
  );
}
