import type { ReactNode } from 'react';
import { formatSwapAmount, NATIVE_SWAP_TOKEN_ADDRESS, type SwapToken } from '../../../headless/index.ts';
import { useMessages, useNetwork, type useSwap } from '../../../hooks/index.ts';

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
 * The figures of SwapPreview: paid, received, the minimum received, the price impact, the network cost
 * in the native coin (and in USD when the exchange prices the coin) and the slippage tolerance.
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
  const { t, formatAmount, formatNumber } = useMessages();
  const { network } = useNetwork();
  const amount = (value: string, symbol: string) =>
    t('account.amount', { amount: formatAmount(value), symbol });
  const percent = (value: number) =>
    formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 2 });
  const native = network?.nativeCurrency;
  const costInCoin = formatSwapAmount(quote.networkCost, native?.decimals ?? 18);
  const cost = amount(costInCoin, native?.symbol ?? '');
  // The exchange prices its native coin (0 when it cannot): the cost in USD is shown only then.
  const nativePrice =
    swap.tokens.find((token) => token.address.toLowerCase().endsWith(NATIVE_SWAP_TOKEN_ADDRESS))?.price ?? 0;
  return (
    <section aria-label={t('swap.details')}>
      <dl className="portico-swap-details">
        <Row label={t('swap.youPay')}>{amount(swap.sourceTokenAmount, sourceToken.symbol)}</Row>
        <Row label={t('swap.youReceive')}>{amount(quote.toAmount, toToken.symbol)}</Row>
        <Row label={t('swap.minimumReceived')}>{amount(quote.minimumReceived, toToken.symbol)}</Row>
        <Row label={t('swap.priceImpact')}>
          {quote.priceImpact === undefined ? t('swap.unknown') : percent(quote.priceImpact)}
        </Row>
        <Row label={t('swap.networkCost')}>
          {nativePrice
            ? t('swap.costWithUsd', {
                cost,
                usd: t('account.tokens.worth', {
                  value: formatNumber(Number(costInCoin) * nativePrice, {
                    maximumFractionDigits: 2,
                    useGrouping: false,
                  }),
                }),
              })
            : cost}
        </Row>
        <Row label={t('swap.maxSlippage')}>{percent(quote.slippage)}</Row>
      </dl>
    </section>
  );
}
