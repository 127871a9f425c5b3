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
    return <p role="alert">{swap.error ?? swap.status}</p>;
  const pick = (symbol: string) => swap.tokens.find((token) => token.symbol === symbol);
  const reviewing = swap.status === 'reviewing' || swap.status === 'approving' || swap.status === 'swapping';
  return (
    <form
      aria-label="Swap tokens"
      data-status={swap.status}
      onSubmit={(event) => {
        event.preventDefault();
        if (reviewing) swap.confirm();
        else swap.review();
      }}
    >
      <select
        aria-label="Pay with"
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
      <input
        aria-label="Amount to swap"
        inputMode="decimal"
        value={swap.sourceTokenAmount}
        onChange={(event) => swap.setAmount(event.target.value)}
      />
      <select
        aria-label="Receive"
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
      <output aria-label="Swap quote">
        {swap.quote ? `${swap.quote.toAmount} ${swap.toToken?.symbol ?? ''}` : ''}
      </output>
      <button type="submit" disabled={swap.status !== 'quoted' && swap.status !== 'reviewing'}>
        {reviewing ? 'Confirm swap' : 'Review'}
      </button>
      {swap.lastHash ? <p data-testid="custom-swap-hash">{swap.lastHash}</p> : null}
      {swap.error ? <p role="alert">{swap.error}</p> : null}
    </form>
  );
}
