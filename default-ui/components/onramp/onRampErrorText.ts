import { type AmountFormat, amountOutsideLimitsText } from '../../../headless/index.ts';
import type { Messages } from '../../../hooks/index.ts';

/** The card limits as the texts show them: the currency's decimals, grouped ('7,500.00'), and its code. */
export function limitsText(
  format: AmountFormat,
  limits: { min: string; max: string },
  currency: string,
): { min: string; max: string; currency: string } {
  const number = (value: string) => format.fiatNumber(value, { currency });
  return { min: number(limits.min), max: number(limits.max), currency };
}

/**
 * The on-ramp's error in the visitor's language: the flow gives its limits text (onRampMessages.ts) in
 * English, filled in (its limits written for people here); any other (a §8 text, the provider's refusal) goes through `tError`.
 */
export function onRampErrorText(
  { t, tError }: Messages,
  format: AmountFormat,
  error: string | undefined,
  limits: { min: string; max: string } | undefined,
  currency: string | undefined,
): string | undefined {
  if (error === undefined) return undefined;
  if (limits && currency && error === amountOutsideLimitsText(limits, currency))
    return t('onramp.message.amountOutsideLimits', limitsText(format, limits, currency));
  return tError(error);
}
