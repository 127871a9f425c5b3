import type { Catalogue } from '../../domain/i18n/catalogue.ts';
import { DEFAULT_LOCALE, directionOf, type Locale, matchLocale } from '../../domain/i18n/locales.ts';
import { TRANSLATIONS } from './translations.ts';

/** The language the default UI speaks now, and its texts. */
export interface LocaleState {
  /** The locale whose texts `messages` holds. */
  readonly locale: Locale;
  /** 'rtl' for a language written right to left (Arabic): the modal's `dir`. */
  readonly dir: 'ltr' | 'rtl';
  /**
   * The translation of `locale`, or null for English: the catalogue's own texts, which come with the
   * code that shows them (`EN`), so a page that never opens the modal never loads them.
   */
  readonly messages: Catalogue | null;
  /** A locale whose chunk is on its way (the texts stay those of `locale` meanwhile), or null. */
  readonly loading: Locale | null;
}

/** The modal's language: a small store, so the hooks read it like any other state. */
export interface LocaleStore {
  getSnapshot(): LocaleState;
  /** The first listener starts loading the visitor's language (never during server rendering). */
  subscribe(listener: () => void): () => void;
  /**
   * Speak the first supported of these language tags (English when none is): loads its chunk, then
   * switches. Without tags, the `locale` option or else the browser's languages. The latest call wins.
   */
  setLocale(requested?: string | readonly string[]): Promise<LocaleState>;
}

/** English, as every page starts (and as the server renders it, so hydration matches). */
export const ENGLISH: LocaleState = { locale: DEFAULT_LOCALE, dir: 'ltr', messages: null, loading: null };

/**
 * The store of a modal: English at once, the visitor's language (the `locale` option, else
 * `navigator.languages`) once its chunk has loaded. A chunk that fails to load keeps the texts shown.
 */
export function createLocaleStore(option: string | undefined): LocaleStore {
  let state = ENGLISH;
  let started = false;
  let latest = 0;
  const listeners = new Set<() => void>();
  const set = (next: LocaleState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const visitorLanguages = (): readonly string[] => {
    if (option !== undefined) return [option];
    return typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  };

  const setLocale = async (requested?: string | readonly string[]): Promise<LocaleState> => {
    started = true;
    const request = ++latest;
    const tags =
      requested === undefined ? visitorLanguages() : typeof requested === 'string' ? [requested] : requested;
    const locale = matchLocale(tags);
    if (locale === state.locale && state.loading === null) return state;
    if (locale === DEFAULT_LOCALE) {
      set(ENGLISH);
      return state;
    }
    set({ ...state, loading: locale });
    try {
      const { default: messages } = await TRANSLATIONS[locale]();
      if (request === latest) set({ locale, dir: directionOf(locale), messages, loading: null });
    } catch (error) {
      // Offline, or a deploy removed the chunk: the texts shown stay, in a language the visitor can use.
      console.warn(`Portico could not load the "${locale}" texts; keeping "${state.locale}".`, error);
      if (request === latest) set({ ...state, loading: null });
    }
    return state;
  };

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      if (!started) void setLocale();
      return () => listeners.delete(listener);
    },
    setLocale,
  };
}
