/**
 * The languages of the default UI: English (the catalogue's own, always in the eager bundle) and the
 * translations, each its own chunk. `en-XA` is the pseudo-locale: English made longer and accented, so
 * a screenshot shows text that was not translated or that a layout clips.
 */
export const LOCALES = [
  'en',
  'ar',
  'de',
  'es',
  'fr',
  'hi',
  'id',
  'ja',
  'ko',
  'pt-BR',
  'ru',
  'tr',
  'zh-CN',
] as const;

/** The pseudo-locale, chosen only by name (never matched from the browser's languages). */
export const PSEUDO_LOCALE = 'en-XA';

/** A language the default UI speaks. */
export type Locale = (typeof LOCALES)[number] | typeof PSEUDO_LOCALE;

/** The language of the catalogue, and the fallback for anything not supported. */
export const DEFAULT_LOCALE = 'en' satisfies Locale;

/** Languages written right to left, by their primary subtag. */
const RIGHT_TO_LEFT = new Set(['ar', 'fa', 'he', 'ur']);

/** 'ltr' or 'rtl': the `dir` of the modal's root for a locale. */
export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(primarySubtag(locale)) ? 'rtl' : 'ltr';
}

function primarySubtag(tag: string): string {
  return tag.split(/[-_]/)[0]?.toLowerCase() ?? '';
}

/**
 * The supported locale for a list of requested language tags, in order of preference (the `locale`
 * option, else `navigator.languages`): the first tag that names a supported locale exactly (case and
 * `_` ignored), else the first whose language alone is supported (`pt-PT` → pt-BR, `zh-TW` → zh-CN,
 * `de-AT` → de), else English.
 */
export function matchLocale(requested: readonly string[]): Locale {
  const normalise = (tag: string) => tag.replace(/_/g, '-').toLowerCase();
  for (const tag of requested) {
    if (normalise(tag) === PSEUDO_LOCALE.toLowerCase()) return PSEUDO_LOCALE;
    const exact = LOCALES.find((locale) => locale.toLowerCase() === normalise(tag));
    if (exact) return exact;
    const language = primarySubtag(tag);
    const byLanguage = LOCALES.find((locale) => primarySubtag(locale) === language);
    if (byLanguage) return byLanguage;
  }
  return DEFAULT_LOCALE;
}
