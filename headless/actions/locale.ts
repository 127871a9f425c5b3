import type { PorticoModal } from '../createModal.ts';
import type { LocaleState } from '../i18n/localeStore.ts';

/**
 * Switch the default UI's language: the first supported of the given BCP 47 tags ('de', ['fr-CA',
 * 'en']), English when none is. Resolves once that language's texts have loaded (each is its own
 * chunk). Without tags, the `locale` option or else the browser's languages.
 */
export function setLocale(modal: PorticoModal, locale?: string | readonly string[]): Promise<LocaleState> {
  return modal.i18n.setLocale(locale);
}

/** The language the default UI speaks now, its direction and its texts. */
export function getLocale(modal: PorticoModal): LocaleState {
  return modal.i18n.getSnapshot();
}
