import type { ReactNode } from 'react';
import type { OnRampQuote } from '../../../headless/index.ts';
import { useAmountFormat, useMessages } from '../../../hooks/index.ts';

/** One figure of the quote: its name and its value. */
function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The live quote of the OnRamp view (§3 quote): what the payment buys ("You receive ≈ 0.0199 ETH"), the
 * provider's and the network's fees and the total; a skeleton while a quote is asked (§3 quotesLoading).
 * After a failed quote it shows the §4 placeholder the flow keeps (zeros), beside the error. What is
 * received is a §9 quantity; the fees and the total are money in the payment currency.
 */
export function OnRampQuoteSummary({ quote, loading }: { quote: OnRampQuote | undefined; loading: boolean }) {
  const { t } = useMessages();
  const format = useAmountFormat();
  const money = ({ amount, currency }: { amount: string; currency: string }) =>
    format.fiat(amount, { currency });
  const received = ({ amount, currency }: { amount: string; currency: string }) =>
    t('account.amount', { amount: format.quantity(amount), symbol: currency });
  return (
    <section className="portico-onramp-quote" aria-label={t('onramp.quote')}>
      {loading ? (
        <span className="portico-skeleton" role="status" aria-label={t('onramp.quoting')} />
      ) : quote ? (
        <>
          {/* The quoted amount in full one hover away: the §9 quantity above is a rounding of it. */}
          <p className="portico-onramp-receive" title={format.exact(quote.purchaseAmount.amount)}>
            {t('onramp.youReceive', { amount: received(quote.purchaseAmount) })}
          </p>
          <dl className="portico-onramp-details">
            <Row label={t('onramp.providerFee')}>{money(quote.providerFee)}</Row>
            <Row label={t('onramp.networkFee')}>{money(quote.networkFee)}</Row>
            <Row label={t('onramp.total')}>{money(quote.paymentTotal)}</Row>
          </dl>
        </>
      ) : null}
    </section>
  );
}
