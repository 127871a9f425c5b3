import { amountOutsideLimitsText } from '../../../headless/index.ts';
import type { Messages } from '../../../hooks/index.ts';

/**
 * The on-ramp's error in the visitor's language: the flow gives its limits text (onRampMessages.ts) in
 * English, filled in; any other (a §8 text, the provider's refusal) goes through `tError`.
 */
export function onRampErrorText(
  { t, tError }: Messages,
  error: string | undefined,
  limits: { min: string; max: string } | undefined,
  currency: string | undefined,
): string | undefined {
  if (error === undefined) return undefined;
  if (limits && currency && error === amountOutsideLimitsText(limits, currency))
    return t('onramp.message.amountOutsideLimits', { ...limits, currency });
  return tError(error);
}
