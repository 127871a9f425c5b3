import { useCallback, useSyncExternalStore } from 'react';
import { ENGLISH, type LocaleState, setLocale } from '../headless/index.ts';
import { useOptionalPortico } from './PorticoProvider.tsx';

const serverSnapshot = (): LocaleState => ENGLISH;
// Outside a PorticoProvider (a component rendered on its own) the language is English.
const noSubscription = () => () => {};

/**
 * The modal's language without its texts: the locale, its direction, the loaded translation (null for
 * English) and `setLocale`. English at first, and on the server, so hydration matches. For parts that
 * show before the modal's code loads (the Connect button); a UI that shows texts uses `useMessages`.
 */
export function useLocale() {
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
  return { ...state, isLoading: state.loading !== null, setLocale: switchTo };
}
