import { useMemo } from 'react';
import { type AmountFormat, type AmountFormatOptions, createAmountFormat } from '../headless/index.ts';
import { useLocale } from './useLocale.ts';

/**
 * The amount formatters of the modal's current locale (`createAmountFormat` from `portico`): `balance`,
 * `tokenBalance`, `holding`, `quantity`, `exact`, `fiat` and `fiatNumber`, so a custom UI writes every
 * amount as the default modal does ('10,000 ETH', '$31.2M', '< 0.001', '+12.346'). They follow
 * `setLocale`; `options.currency` names the fiat currency (USD by default). A hook of its own, apart
 * from `useMessages`, so the formatting loads with the views that show amounts, not with the button.
 */
export function useAmountFormat(options?: AmountFormatOptions): AmountFormat {
  const { locale } = useLocale();
  const currency = options?.currency;
  return useMemo(() => createAmountFormat(locale, currency ? { currency } : {}), [locale, currency]);
}
