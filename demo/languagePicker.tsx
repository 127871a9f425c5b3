import { LOCALES, type Locale, PSEUDO_LOCALE } from '../headless/index.ts';
import { useLocale } from '../hooks/index.ts';

/** Each language in its own name (the pseudo-locale last, for checking layouts). */
const NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  ar: 'العربية',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  hi: 'हिन्दी',
  id: 'Bahasa Indonesia',
  ja: '日本語',
  ko: '한국어',
  'pt-BR': 'Português (Brasil)',
  ru: 'Русский',
  tr: 'Türkçe',
  'zh-CN': '简体中文',
  [PSEUDO_LOCALE]: 'Pseudo (en-XA)',
};

const CHOICES: readonly Locale[] = [...LOCALES, PSEUDO_LOCALE];

/**
 * The host's language menu: the modal speaks the browser's language (or `?locale=` in the address), and
 * a host can switch it at any time with `setLocale`.
 */
export function LanguagePicker() {
  const { locale, setLocale } = useLocale();
  return (
    <label className="host-language">
      Language{' '}
      <select value={locale} onChange={(event) => void setLocale(event.target.value)}>
        {CHOICES.map((tag) => (
          <option key={tag} value={tag} lang={tag}>
            {NAMES[tag]}
          </option>
        ))}
      </select>
    </label>
  );
}
