/**
 * The demo in another language: the catalogue's texts of a locale (read from the same files the app
 * loads, so a test names buttons as the visitor reads them), and checks of what the layout does with them.
 */
import type { Page } from 'playwright-core';
import { type Catalogue, EN, type MessageId } from '../../domain/i18n/catalogue.ts';
import type { Locale } from '../../domain/i18n/locales.ts';
import type { MessageParams } from '../../domain/i18n/message.ts';
import { translate } from '../../domain/i18n/translate.ts';
import { TRANSLATIONS } from '../../headless/i18n/translations.ts';

/** `t(key, params)` in `locale`, as the modal shows it. */
export async function textsOf(locale: Locale): Promise<(id: MessageId, params?: MessageParams) => string> {
  const messages: Catalogue = locale === 'en' ? EN : (await TRANSLATIONS[locale]()).default;
  return (id, params) => translate(messages, locale, id, params);
}

/** A catalogue text that a layout cut: its element, its text and how. */
export interface ClippedText {
  element: string;
  text: string;
  how: string;
}

/**
 * The texts inside `selector` (the dialog) that the layout clips or pushes out: an element with text
 * whose content is wider or taller than its box while it hides the overflow (or ellipsises it), or that
 * reaches outside the dialog; and a dialog that scrolls sideways. Visually hidden text (for screen
 * readers) is skipped. Only texts with `marker` count (the pseudo-locale's, so data such as long wallet
 * names, which the design shortens on purpose, is left alone).
 */
export function clippedTexts(page: Page, selector: string, marker: string): Promise<ClippedText[]> {
  return page.evaluate(
    ({ selector, marker }) => {
      const root = document.querySelector(selector);
      if (!root) return [{ element: selector, text: '', how: 'no such element' }];
      const found: { element: string; text: string; how: string }[] = [];
      const bounds = root.getBoundingClientRect();
      if (root.scrollWidth > root.clientWidth + 1)
        found.push({ element: selector, text: '', how: 'scrolls sideways' });
      for (const element of root.querySelectorAll<HTMLElement>('*')) {
        if (element.closest('.portico-visually-hidden') || !element.checkVisibility()) continue;
        const own = [...element.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent ?? '')
          .join('');
        if (!own.includes(marker)) continue;
        const style = getComputedStyle(element);
        const name = `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
        const hides = (overflow: string) => overflow !== 'visible';
        if (
          element.scrollWidth > element.clientWidth + 1 &&
          (hides(style.overflowX) || style.textOverflow === 'ellipsis')
        )
          found.push({
            element: name,
            text: own,
            how: `cut sideways (${element.scrollWidth} > ${element.clientWidth})`,
          });
        if (element.scrollHeight > element.clientHeight + 1 && hides(style.overflowY))
          found.push({
            element: name,
            text: own,
            how: `cut below (${element.scrollHeight} > ${element.clientHeight})`,
          });
        const box = element.getBoundingClientRect();
        if (box.left < bounds.left - 1 || box.right > bounds.right + 1)
          found.push({ element: name, text: own, how: 'reaches outside the dialog' });
      }
      return found;
    },
    { selector, marker },
  );
}

/** Every view of the default modal, by its title's catalogue key (`modal.title.<View>`). */
export const VIEW_NAMES = Object.keys(EN)
  .filter((key) => key.startsWith('modal.title.'))
  .map((key) => key.slice('modal.title.'.length));
