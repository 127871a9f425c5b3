import { useSwap } from '../hooks/index.ts';

/**
 * A swap with the host's own markup (useSwap): the tokens to pay and receive as plain selects, the
 * amount, the quote as text, then Review and Confirm; the flow, its quote and its transactions are the
 * engine's, as in the default modal.
 */
export function CustomSwap() {
  const swap = useSwap();
  if (!swap.isReady || swap.status === 'idle') return null;
  if (swap.status === 'unsupported' || swap.status === 'failed')
    return (
      <section className="host-card" aria-label="Swap">
        <h2>Swap</h2>
        <p role="alert" className="host-error">
          {swap.error ??
            (swap.status === 'unsupported' ? 'Swaps are not available here.' : 'The swap failed.')}
        </p>
      </section>
    );
  const pick = (symbol: string) => swap.tokens.find((token) => token.symbol === symbol);
  const reviewing = swap.status === 'reviewing' || swap.status === 'approving' || swap.status === 'swapping';
  return (
    <form
      aria-label="Swap tokens"
      className="host-card custom-form custom-swap"
      data-status={swap.status}
      onSubmit={(event) => {
        event.preventDefault();
        if (reviewing) swap.confirm();
        else swap.review();
      }}
    >
      <h2>Swap</h2>
      <div className="custom-swap-row">
        <label className="host-field">
          <span>Pay with</span>
          <select
            value={swap.sourceToken?.symbol ?? ''}
            onChange={(event) => {
              const token = pick(event.target.value);
              if (token) swap.setSourceToken(token);
            }}
          >
            <option value="">—</option>
            {swap.tokens.map((token) => (
              <option key={token.address}>{token.symbol}</option>
            ))}
          </select>
        </label>
        <label className="host-field">
          <span>Amount to swap</span>
          <input
            inputMode="decimal"
            placeholder="0.0"
            value={swap.sourceTokenAmount}
            onChange={(event) => swap.setAmount(event.target.value)}
          />
        </label>
      </div>
      <label className="host-field">
        <span>Receive</span>
        <select
          value={swap.toToken?.symbol ?? ''}
          onChange={(event) => {
            const token = pick(event.target.value);
            if (token) swap.setToToken(token);
          }}
        >
          <option value="">—</option>
          {swap.tokens.map((token) => (
            <option key={token.address}>{token.symbol}</option>
          ))}
        </select>
      </label>
      <output aria-label="Swap quote" className="custom-quote">
        {swap.quote ? `${swap.quote.toAmount} ${swap.toToken?.symbol ?? ''}` : ''}
      </output>
      <button
        type="submit"
        className="host-button"
        disabled={swap.status !== 'quoted' && swap.status !== 'reviewing'}
      >
        {reviewing ? 'Confirm swap' : 'Review'}
      </button>
      {swap.lastHash ? (
        <p className="host-output" data-testid="custom-swap-hash">
          {swap.lastHash}
        </p>
      ) : null}
      {swap.error ? (
        <p role="alert" className="host-error">
          {swap.error}
        </p>
      ) : null}
    </form>
  );
}
