import { useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  ENGLISH,
  errorMessageKey,
  formatDateTime,
  formatDecimal,
  formatTimeAgo,
  type LocaleState,
  type MessageId,
  type MessageParams,
  setLocale,
  translate,
} from '../headless/index.ts';
import { useOptionalPortico } from './PorticoProvider.tsx';

const serverSnapshot = (): LocaleState => ENGLISH;
// Outside a PorticoProvider (a component rendered on its own) the texts are English.
const noSubscription = () => () => {};

/**
 * The texts of the default UI in the visitor's language, for any UI: `t('modal.connectButton')`,
 * `t('connect.walletCount', { count })`. English at first (and on the server, so hydration matches),
 * the visitor's language once its chunk has loaded (the `locale` option, else the browser's). Also the
 * language's direction, Intl formatting for numbers, amounts and dates, `tError` for the spec's texts
 * that the engine reports in English, and `setLocale` to switch.
 */
export function useMessages() {
  const modal = useOptionalPortico();
  const state = useSyncExternalStore(
    modal?.i18n.subscribe ?? noSubscription,
    modal?.i18n.getSnapshot ?? serverSnapshot,
    serverSnapshot,
  );
  const switchTo = useCallback(
    (locale?: string | readonly string[]) => (modal ? setLocale(modal, locale) : Promise.resolve(ENGLISH)),
    [modal],
  );
  return useMemo(() => {
    const { locale, messages } = state;
    const t = (id: MessageId, params?: MessageParams) => translate(messages, locale, id, params);
    return {
      locale,
      dir: state.dir,
      isLoading: state.loading !== null,
      t,
      /** A text the engine gave (a §8 message), in the visitor's language when the catalogue has it. */
      tError: (text: string) => {
        const key = errorMessageKey(text);
        return key ? t(key) : text;
      },
      /** A number for the locale ('1.234,5' in German). */
      formatNumber: (value: number | bigint, options?: Intl.NumberFormatOptions) =>
        new Intl.NumberFormat(locale, options).format(value),
      /** An amount as Portico formats it ('1234.500'), with the locale's decimal separator, exact. */
      formatAmount: (decimal: string) => formatDecimal(locale, decimal),
      formatDate: (date: Date | number, options?: Intl.DateTimeFormatOptions) =>
        formatDateTime(locale, date, options),
      formatTimeAgo: (timestampMs: number, nowMs: number) => formatTimeAgo(locale, timestampMs, nowMs),
      setLocale: switchTo,
    };
  }, [state, switchTo]);
}

/** What `useMessages` returns. */
export type Messages = ReturnType<typeof useMessages>;
