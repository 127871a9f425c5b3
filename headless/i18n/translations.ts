import type { Catalogue } from '../../domain/i18n/catalogue.ts';
import type { Locale } from '../../domain/i18n/locales.ts';

type Loader = () => Promise<{ default: Catalogue }>;

/**
 * Each translation is its own chunk, fetched only when its locale is chosen (English is the
 * catalogue itself). Written out one by one so every bundler sees each `import()` as a split point.
 */
export const TRANSLATIONS: Readonly<Record<Exclude<Locale, 'en'>, Loader>> = {
  ar: () => import('../../domain/i18n/locales/ar.ts'),
  de: () => import('../../domain/i18n/locales/de.ts'),
  es: () => import('../../domain/i18n/locales/es.ts'),
  fr: () => import('../../domain/i18n/locales/fr.ts'),
  hi: () => import('../../domain/i18n/locales/hi.ts'),
  id: () => import('../../domain/i18n/locales/id.ts'),
  ja: () => import('../../domain/i18n/locales/ja.ts'),
  ko: () => import('../../domain/i18n/locales/ko.ts'),
  'pt-BR': () => import('../../domain/i18n/locales/pt-BR.ts'),
  ru: () => import('../../domain/i18n/locales/ru.ts'),
  tr: () => import('../../domain/i18n/locales/tr.ts'),
  'zh-CN': () => import('../../domain/i18n/locales/zh-CN.ts'),
  'en-XA': () => import('../../domain/i18n/pseudo.ts'),
};
