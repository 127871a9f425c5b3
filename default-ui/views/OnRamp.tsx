import { useId } from 'react';
import {
  useAmountFormat,
  useMessages,
  useModal,
  useNetwork,
  useOnRamp,
  useTokens,
} from '../../hooks/index.ts';
import { ErrorText } from '../components/ErrorText.tsx';
import { OnRampQuoteSummary } from '../components/onramp/OnRampQuoteSummary.tsx';
import { limitsText, onRampErrorText } from '../components/onramp/onRampErrorText.ts';
import { paymentOptions, purchaseOptions } from '../components/onramp/pickerCurrencies.ts';
import { purchasableOn } from '../components/onramp/purchasableCurrencies.ts';
import { useOnRampStyles } from '../components/onramp/useOnRampStyles.ts';
import { CurrencyPicker } from '../components/picker/CurrencyPicker.tsx';
import { Spinner } from '../components/Spinner.tsx';

/**
 * The OnRamp view (§2 lazily loaded on-ramp, §3 On-ramp), as DESIGN draws Buy: "You pay", the amount
 * large with the currency to pay with (USD or EUR) as a picker chip beside it and the provider's
 * limits (§9) under it; "You buy", the currency to buy (those sold on the account's network) as a
 * picker chip, and the live quote (what is received, the provider's and the network's fees, the total; a
 * skeleton while it is asked). A failed quote shows the §4 placeholder and the error. The main button
 * asks for an amount until there is one, then Continue leads to the providers (OnRampProviders). The
 * flow is the on-ramp statechart's (useOnRamp): the view only shows it.
 */
export function OnRamp() {
  useOnRampStyles();
  const onRamp = useOnRamp();
  const { push } = useModal();
  const { caipNetworkId } = useNetwork();
  const messages = useMessages();
  const format = useAmountFormat();
  const { t } = messages;
  const id = useId();
  const { tokens: held } = useTokens();
  const { status, options, purchaseCurrency, paymentCurrency, limits, quote } = onRamp;

  if (!onRamp.isReady || status === 'idle' || status === 'loading')
    return <Spinner label={t('onramp.loading')} />;

  const currencies = purchasableOn(options.purchaseCurrencies, caipNetworkId);
  if (currencies.length === 0) return <p className="portico-placeholder">{t('onramp.nothingToBuy')}</p>;
  const purchases = purchaseOptions(currencies, caipNetworkId, held);
  const payments = paymentOptions(options.paymentCurrencies, format.locale);
  const error = onRampErrorText(messages, format, onRamp.error, limits, paymentCurrency?.id);
  // Still editing with no error: the amount is empty or not one yet, and the button asks for it.
  const lacksAmount = status === 'editing' && onRamp.error === undefined;
  return (
    <form
      className="portico-onramp"
      onSubmit={(event) => {
        event.preventDefault();
        if (status === 'quoted') push({ view: 'OnRampProviders' });
      }}
    >
      <section className="portico-amount-card" aria-labelledby={`${id}-pay`}>
        <h3 id={`${id}-pay`} className="portico-amount-title">
          {t('onramp.youPay')}
        </h3>
        <div className="portico-amount-row">
          <input
            className="portico-amount-input"
            aria-label={t('onramp.amount')}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            aria-describedby={`${id}-limits`}
            value={onRamp.amount}
            onChange={(event) => onRamp.setAmount(event.target.value)}
          />
          <CurrencyPicker
            label={t('onramp.paymentCurrency')}
            title={t('onramp.selectCurrency')}
            currencies={payments}
            selected={payments.find((option) => option.id === paymentCurrency?.id)}
            onSelect={(option) => onRamp.setPaymentCurrency(option.currency)}
          />
        </div>
        <p id={`${id}-limits`} className="portico-amount-fiat portico-onramp-limits">
          {limits && paymentCurrency
            ? t('onramp.limits', limitsText(format, limits, paymentCurrency.id))
            : null}
        </p>
      </section>
      <section className="portico-amount-card" aria-labelledby={`${id}-buy`}>
        <div className="portico-amount-row">
          <h3 id={`${id}-buy`} className="portico-amount-title portico-onramp-buy-title">
            {t('onramp.youBuy')}
          </h3>
          <CurrencyPicker
            label={t('onramp.purchaseCurrency')}
            title={t('onramp.selectCurrency')}
            currencies={purchases}
            selected={purchases.find((option) => option.id === purchaseCurrency?.id)}
            onSelect={(option) => onRamp.setPurchaseCurrency(option.currency)}
          />
        </div>
        <OnRampQuoteSummary quote={quote} loading={onRamp.quotesLoading} />
      </section>
      <ErrorText error={error} />
      <button type="submit" className="portico-button portico-button--primary" disabled={status !== 'quoted'}>
        {lacksAmount ? t('onramp.message.enterAmount') : t('common.continue')}
      </button>
    </form>
  );
}
