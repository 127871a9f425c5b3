import { useMemo } from 'react';
import {
  EN,
  errorMessageKey,
  formatDateTime,
  formatDecimal,
  formatTimeAgo,
  type MessageId,
  type MessageParams,
  translate,
} from '../headless/index.ts';
import { useLocale } from './useLocale.ts';

/**
 * The texts of the default UI in the visitor's language, for any UI: `t('connect.allWallets')`,
 * `t('connect.noResults', { query })`. English at first (and on the server, so hydration matches),
 * the visitor's language once its chunk has loaded (the `locale` option, else the browser's). Also the
 * language's direction, Intl formatting for numbers, amounts and dates, `tError` for the spec's texts
 * that the engine reports in English, and `setLocale` to switch.
 */
export function useMessages() {
  const { locale, dir, messages, isLoading, setLocale } = useLocale();
  return useMemo(() => {
    const catalogue = messages ?? EN;
    const t = (id: MessageId, params?: MessageParams) => translate(catalogue, locale, id, params);
    return {
      locale,
      dir,
      isLoading,
      t,
      /** A text the engine gave (a §8 message), in the visitor's language when the catalogue has it. */
      tError: (text: string) => {
        const key = errorMessageKey(text);
        return key ? t(key) : text;
      },
      /** A number for the locale ('1.234,5' in German). */
      formatNumber: (value: number | bigint, options?: Intl.NumberFormatOptions) =>
        new Intl.NumberFormat(locale, options).format(value),
      /**
       * A decimal text written as it is ('1234.500') with the locale's separator, every digit kept. The
       * modal writes amounts for people (grouped, rounded, '< 0.001') with `useAmountFormat` instead.
       */
      formatAmount: (decimal: string) => formatDecimal(locale, decimal),
      formatDate: (date: Date | number, options?: Intl.DateTimeFormatOptions) =>
        formatDateTime(locale, date, options),
      formatTimeAgo: (timestampMs: number, nowMs: number) => formatTimeAgo(locale, timestampMs, nowMs),
      setLocale,
    };
  }, [locale, dir, messages, isLoading, setLocale]);
}

/** What `useMessages` returns. */
export type Messages = ReturnType<typeof useMessages>;
