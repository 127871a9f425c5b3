import { useId } from 'react';
import { useAmountFormat, useMessages, useModal, useNetwork, useOnRamp } from '../../hooks/index.ts';
import { ErrorText } from '../components/ErrorText.tsx';
import { OnRampQuoteSummary } from '../components/onramp/OnRampQuoteSummary.tsx';
import { limitsText, onRampErrorText } from '../components/onramp/onRampErrorText.ts';
import { purchasableOn } from '../components/onramp/purchasableCurrencies.ts';
import { useOnRampStyles } from '../components/onramp/useOnRampStyles.ts';
import { Spinner } from '../components/Spinner.tsx';

/**
 * The OnRamp view (§2 lazily loaded on-ramp, §3 On-ramp): the currency to buy (those sold on the
 * account's network), the currency to pay with (USD or EUR), the amount with the provider's limits
 * (§9), and the live quote (what is received, the provider's and the network's fees, the total; a
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
  const { status, options, purchaseCurrency, paymentCurrency, limits, quote } = onRamp;

  if (!onRamp.isReady || status === 'idle' || status === 'loading')
    return <Spinner label={t('onramp.loading')} />;

  const currencies = purchasableOn(options.purchaseCurrencies, caipNetworkId);
  if (currencies.length === 0) return <p className="portico-placeholder">{t('onramp.nothingToBuy')}</p>;
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
      <label className="portico-label" htmlFor={`${id}-buy`}>
        {t('onramp.purchaseCurrency')}
      </label>
      <select
        id={`${id}-buy`}
        className="portico-input"
        value={purchaseCurrency?.id ?? ''}
        onChange={(event) => {
          const chosen = currencies.find((currency) => currency.id === event.target.value);
          if (chosen) onRamp.setPurchaseCurrency(chosen);
        }}
      >
        {currencies.map((currency) => (
          <option key={currency.id} value={currency.id}>
            {t('onramp.currencyOption', { name: currency.name, symbol: currency.symbol })}
          </option>
        ))}
      </select>
      <label className="portico-label" htmlFor={`${id}-pay`}>
        {t('onramp.paymentCurrency')}
      </label>
      <select
        id={`${id}-pay`}
        className="portico-input"
        value={paymentCurrency?.id ?? ''}
        onChange={(event) => {
          const chosen = options.paymentCurrencies.find((currency) => currency.id === event.target.value);
          if (chosen) onRamp.setPaymentCurrency(chosen);
        }}
      >
        {options.paymentCurrencies.map((currency) => (
          <option key={currency.id} value={currency.id}>
            {currency.id}
          </option>
        ))}
      </select>
      <label className="portico-label" htmlFor={`${id}-amount`}>
        {t('onramp.amount')}
      </label>
      <input
        id={`${id}-amount`}
        className="portico-input"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0"
        aria-describedby={`${id}-limits`}
        value={onRamp.amount}
        onChange={(event) => onRamp.setAmount(event.target.value)}
      />
      <p id={`${id}-limits`} className="portico-onramp-limits">
        {limits && paymentCurrency
          ? t('onramp.limits', limitsText(format, limits, paymentCurrency.id))
          : null}
      </p>
      <OnRampQuoteSummary quote={quote} loading={onRamp.quotesLoading} />
      <ErrorText error={error} />
      <button type="submit" className="portico-button portico-button--primary" disabled={status !== 'quoted'}>
        {lacksAmount ? t('onramp.message.enterAmount') : t('common.continue')}
      </button>
    </form>
  );
}
