import { useMessages, useOnRamp } from '../../hooks/index.ts';
import { ErrorText } from '../components/ErrorText.tsx';
import { ProviderButton } from '../components/onramp/ProviderButton.tsx';
import { useOnRampStyles } from '../components/onramp/useOnRampStyles.ts';
import { Spinner } from '../components/Spinner.tsx';

/**
 * OnRampProviders: the on-ramp providers with their fee ranges (§9: two, 1–2 % each). Choosing one buys
 * there: `buy` opens the provider's window in the click itself, so no popup blocker stops it, and the
 * modal shows BuyInProgress once its page is on the way. A purchase that could not start shows its
 * error here. Lazily loaded.
 */
export function OnRampProviders() {
  useOnRampStyles();
  const onRamp = useOnRamp();
  const { t, tError } = useMessages();
  if (!onRamp.isReady) return <Spinner />;
  const opening = onRamp.status === 'opening';
  // Only a quote can be bought (not the §4 placeholder, nor while a purchase is on its way).
  const canBuy = onRamp.status === 'quoted';
  return (
    <>
      <ul className="portico-list" aria-label={t('onramp.providers')}>
        {onRamp.options.providers.map((provider) => (
          <li key={provider.name}>
            <ProviderButton provider={provider} disabled={!canBuy} onChoose={onRamp.buy} />
          </li>
        ))}
      </ul>
      {opening ? <Spinner label={t('onramp.opening')} /> : null}
      <ErrorText error={onRamp.error && tError(onRamp.error)} />
    </>
  );
}
