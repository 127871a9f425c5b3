import { afterEach, describe, expect, test, vi } from 'vitest';
import { BASE_CSS } from './baseCss.ts';
import { PORTICO_CSS } from './css.ts';
import { installPartWhereUsed, installStyles } from './installStyles.ts';
import { MODAL_CSS, MODAL_STYLES } from './modalCss.ts';
import { SWAP_STYLES } from './swapCss.ts';

function freshDocument(): Document {
  return document.implementation.createHTMLDocument('test');
}

afterEach(() => vi.restoreAllMocks());

describe('installStyles', () => {
  test('without constructable sheets (jsdom) it falls back to one <style> element per part per document', () => {
    const doc = freshDocument();
    installStyles(doc);
    installStyles(doc);
    expect([...doc.querySelectorAll('style[data-portico-styles]')].map((style) => style.textContent)).toEqual(
      [BASE_CSS],
    );
    // The modal's chunk adds its part, once, after the base.
    installStyles(doc, MODAL_STYLES);
    installStyles(doc, MODAL_STYLES);
    expect([...doc.querySelectorAll('style[data-portico-styles]')].map((style) => style.textContent)).toEqual(
      [BASE_CSS, MODAL_CSS],
    );
  });

  test('into a shadow root: its own <style> elements there, none in the document that owns it', () => {
    const doc = freshDocument();
    const host = doc.createElement('div');
    doc.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    installStyles(shadow, MODAL_STYLES);
    installStyles(shadow, MODAL_STYLES);
    expect(
      [...shadow.querySelectorAll('style[data-portico-styles]')].map((style) => style.textContent),
    ).toEqual([BASE_CSS, MODAL_CSS]);
    expect(doc.querySelector('style')).toBeNull();
    // The document, installed later, gets its own: a shadow root's sheets are not the page's.
    installStyles(doc);
    expect(doc.head.querySelectorAll('style[data-portico-styles]')).toHaveLength(1);
  });

  test('a lazy view’s part follows the UI into the shadow root it renders in, not into that root’s document', () => {
    const doc = freshDocument();
    const host = doc.createElement('div');
    doc.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    installStyles(shadow);
    installPartWhereUsed(SWAP_STYLES);
    expect(shadow.querySelector('style[data-portico-styles="swap"]')?.textContent).toBe(SWAP_STYLES.css);
    expect(doc.querySelector('style')).toBeNull();
  });

  test('the button needs only the base part: its rules and the theme properties are there', () => {
    expect(BASE_CSS).toContain('.portico-connect-button {');
    expect(BASE_CSS).toContain('--portico-accent:');
    expect(BASE_CSS).not.toContain('.portico-dialog');
    expect(MODAL_CSS).toContain('.portico-dialog {');
    expect(PORTICO_CSS).toBe(BASE_CSS + MODAL_CSS);
  });

  test('with constructable sheets it adopts one sheet, once, keeping the host’s own sheets', () => {
    // jsdom's document has no adoptedStyleSheets: give this one a working property, as browsers do.
    const doc = document.implementation.createHTMLDocument('test');
    Object.defineProperty(doc, 'defaultView', { value: window });
    const hostSheet = new CSSStyleSheet();
    let adopted: CSSStyleSheet[] = [hostSheet];
    Object.defineProperty(doc, 'adoptedStyleSheets', {
      get: () => adopted,
      set: (sheets: CSSStyleSheet[]) => {
        adopted = sheets;
      },
    });
    const replaceSync = vi.spyOn(CSSStyleSheet.prototype, 'replaceSync');
    installStyles(doc);
    installStyles(doc);
    expect(adopted).toHaveLength(2);
    expect(adopted[0]).toBe(hostSheet);
    expect(replaceSync).toHaveBeenCalledTimes(1);
    expect(replaceSync).toHaveBeenCalledWith(BASE_CSS);
    expect(doc.querySelector('style')).toBeNull();
  });

  test('the stylesheet prefixes every class with portico- and keeps the shake at 500 ms (§9)', () => {
    const classes = PORTICO_CSS.match(/\.[a-z][\w-]*/g) ?? [];
    expect(classes.filter((name) => !name.startsWith('.portico-'))).toEqual([]);
    // The shake's keyframes are picked by a variable (none under reduced motion), its length is §9's.
    expect(PORTICO_CSS).toContain('--portico-shake-keyframes: portico-shake;');
    expect(PORTICO_CSS).toContain('var(--portico-shake-keyframes) 500ms');
    expect(PORTICO_CSS).toContain('prefers-reduced-motion: reduce');
    expect(PORTICO_CSS).toContain('max-width: 600px');
  });
});
