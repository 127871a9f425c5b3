import type { PorticoModal } from '../createModal.ts';
import type { LocaleState } from '../i18n/localeStore.ts';

/**
 * What `setLocale` takes, after the modal: a BCP 47 tag or tags in order of preference; none for the
 * `locale` option or else the browser's languages.
 */
export type SetLocaleParameters = [locale?: string | readonly string[]];

/** What `setLocale` resolves with: the language chosen, its direction and its texts. */
export type SetLocaleReturnType = LocaleState;

/**
 * What `getLocale` takes, after the modal: nothing yet. An object, so that an option can be
 * added later without breaking a call.
 */
export type GetLocaleParameters = Record<string, never>;

/** What `getLocale` returns: the language the default UI speaks now, its direction and its texts. */
export type GetLocaleReturnType = LocaleState;

/**
 * Switch the default UI's language: the first supported of the given BCP 47 tags ('de', ['fr-CA',
 * 'en']), English when none is. Resolves once that language's texts have loaded (each is its own
 * chunk). Without tags, the `locale` option or else the browser's languages.
 */
export function setLocale(
  modal: PorticoModal,
  ...[locale]: SetLocaleParameters
): Promise<SetLocaleReturnType> {
  return modal.i18n.setLocale(locale);
}

/** The language the default UI speaks now, its direction and its texts. */
export function getLocale(modal: PorticoModal, _parameters: GetLocaleParameters = {}): GetLocaleReturnType {
  return modal.i18n.getSnapshot();
}
