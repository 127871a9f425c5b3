import type { SwapToken } from '../../../headless/index.ts';
import { useMessages } from '../../../hooks/index.ts';

/**
 * The quote's rate, "1 PUSD = 0.00032 ETH": what one token paid buys at the quoted amounts. A display
 * figure only (six significant digits, grouped as amounts are); the amounts themselves stay exact.
 */
export function SwapRate({
  from,
  to,
  amount,
  received,
}: {
  from: SwapToken;
  to: SwapToken;
  /** The amount paid as typed, in `from`'s unit. */
  amount: string;
  /** The quoted amount received, in `to`'s unit. */
  received: string;
}) {
  const { t, formatNumber } = useMessages();
  const rate = Number(received) / Number(amount);
  if (!Number.isFinite(rate) || rate <= 0) return null;
  return (
    <p className="portico-swap-rate">
      {t('swap.rate', {
        from: from.symbol,
        to: to.symbol,
        rate: formatNumber(rate, { maximumSignificantDigits: 6 }),
      })}
    </p>
  );
}
