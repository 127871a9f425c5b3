import type { OnRampProvider } from '../../../headless/index.ts';
import { useMessages } from '../../../hooks/index.ts';
import { BrandImage } from '../brand/BrandImage.tsx';

/** A provider of OnRampProviders: its logo, name and fee range (§9: 'Fees 1–2 %'); pressing it buys there. */
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
      <BrandImage group="onRamp" id={provider.name} />
      <span className="portico-list-button-label">{provider.label}</span>
      <span className="portico-tag">
        {t('onramp.feeRange', { min: provider.feeRange.min, max: provider.feeRange.max })}
      </span>
    </button>
  );
}
