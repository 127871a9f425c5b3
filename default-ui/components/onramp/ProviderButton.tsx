import type { OnRampProvider } from '../../../headless/index.ts';
import { useMessages } from '../../../hooks/index.ts';

/** A provider of OnRampProviders: its name and its fee range (§9: 'Fees 1–2 %'); pressing it buys there. */
export function ProviderButton({
  provider,
  disabled,
  onChoose,
}: {
  provider: OnRampProvider;
  disabled: boolean;
  onChoose: (provider: OnRampProvider) => void;
}) {
  const { t } = useMessages();
  return (
    <button
      type="button"
      className="portico-list-button"
      disabled={disabled}
      onClick={() => onChoose(provider)}
    >
      <span className="portico-list-button-label">{provider.label}</span>
      <span className="portico-tag">
        {t('onramp.feeRange', { min: provider.feeRange.min, max: provider.feeRange.max })}
      </span>
    </button>
  );
}
