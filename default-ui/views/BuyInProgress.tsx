import { useAmountFormat, useMessages, useModal, useOnRamp } from '../../hooks/index.ts';
import { ErrorText } from '../components/ErrorText.tsx';
import { useOnRampStyles } from '../components/onramp/useOnRampStyles.ts';
import { Spinner } from '../components/Spinner.tsx';

/**
 * BuyInProgress: while the purchase is made in the provider's window, a spinner, 'Complete the purchase
 * in the provider's window' and Cancel (back to the providers, the quote still standing); once the
 * account's on-ramp history (§7) shows the coins arrived, 'You received {amount}' as its title (the
 * root's success notice already says 'Purchase complete', with the transaction; 'Purchase complete'
 * is the title only when the amount is not known) and Done, which shows Account again. A purchase the provider refused says so, with its error, and Done.
 * Lazily loaded.
 */
export function BuyInProgress() {
  useOnRampStyles();
  const onRamp = useOnRamp();
  const { back, reset } = useModal();
  const { t, tError } = useMessages();
  const format = useAmountFormat();
  const { status, provider, quote } = onRamp;
  if (!onRamp.isReady) return <Spinner />;

  // Done: the purchase is over (bought or refused); the on-ramp starts afresh next time (§4 reset).
  const done = () => {
    onRamp.reset();
    reset({ view: 'Account' });
  };
  const doneButton = (
    <button type="button" className="portico-button portico-button--primary" onClick={done}>
      {t('onramp.done')}
    </button>
  );

  if (status === 'succeeded') {
    const bought = quote?.purchaseAmount;
    return (
      <section className="portico-connecting" aria-live="polite">
        <p className="portico-connecting-title">
          {bought
            ? t('onramp.received', {
                amount: t('account.amount', {
                  amount: format.quantity(bought.amount),
                  symbol: bought.currency,
                }),
              })
            : t('onramp.complete')}
        </p>
        {doneButton}
      </section>
    );
  }

  if (status === 'failed')
    return (
      <div className="portico-error-state">
        <p>{t('onramp.failed')}</p>
        <ErrorText error={onRamp.error && tError(onRamp.error)} />
        {doneButton}
      </div>
    );

  return (
    <div className="portico-connecting">
      <Spinner label={t('onramp.waiting', { provider: provider?.label ?? '' })} />
      <p>{t('onramp.completeInWindow')}</p>
      <button
        type="button"
        className="portico-button"
        onClick={() => {
          onRamp.cancel();
          back();
        }}
      >
        {t('common.cancel')}
      </button>
    </div>
  );
}
