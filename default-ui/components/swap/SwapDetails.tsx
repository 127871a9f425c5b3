import type { ReactNode } from 'react';
import { isNativeSwapToken, type SwapToken, worthOf } from '../../../headless/index.ts';
import { useAmountFormat, useMessages, useNetwork, type useSwap } from '../../../hooks/index.ts';

type SwapState = ReturnType<typeof useSwap>;

/** One figure of the review: its name and its value. */
function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The figures of SwapPreview: paid (as typed, in full: what is sold), received and the minimum
 * received (§9 quantities, as the Swap view writes them), the price impact, the network cost in the
 * native coin (a quantity; in USD too, worked out exactly, when the exchange prices the coin) and the
 * slippage tolerance.
 */
export function SwapDetails({
  swap,
  sourceToken,
  toToken,
  quote,
}: {
  swap: SwapState;
  sourceToken: SwapToken;
  toToken: SwapToken;
  quote: NonNullable<SwapState['quote']>;
}) {
  const { t, formatNumber } = useMessages();
  const format = useAmountFormat();
  const { network } = useNetwork();
  const amount = (shown: string, symbol: string) => t('account.amount', { amount: shown, symbol });
  const percent = (value: number) =>
    formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 2 });
  const native = network?.nativeCurrency;
  const costInCoin = { value: BigInt(quote.networkCost), decimals: native?.decimals ?? 18 };
  const cost = amount(format.quantity(costInCoin), native?.symbol ?? '');
  // The exchange prices its native coin (0 when it cannot): the cost in USD is shown only then.
  const nativePrice = swap.tokens.find(isNativeSwapToken)?.price ?? 0;
  const costInUsd = nativePrice ? worthOf(costInCoin, nativePrice) : undefined;
  return (
    <section aria-label={t('swap.details')}>
      <dl className="portico-swap-details">
        <Row label={t('swap.youPay')}>{amount(format.exact(swap.sourceTokenAmount), sourceToken.symbol)}</Row>
        <Row label={t('swap.youReceive')}>{amount(format.quantity(quote.toAmount), toToken.symbol)}</Row>
        <Row label={t('swap.minimumReceived')}>
          {amount(format.quantity(quote.minimumReceived), toToken.symbol)}
        </Row>
        <Row label={t('swap.priceImpact')}>
          {quote.priceImpact === undefined ? t('swap.unknown') : percent(quote.priceImpact)}
        </Row>
        <Row label={t('swap.networkCost')}>
          {costInUsd === undefined ? cost : t('swap.costWithUsd', { cost, usd: format.fiat(costInUsd) })}
        </Row>
        <Row label={t('swap.maxSlippage')}>{percent(quote.slippage)}</Row>
      </dl>
    </section>
  );
}
