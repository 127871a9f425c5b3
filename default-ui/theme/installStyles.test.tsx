import { afterEach, describe, expect, test, vi } from 'vitest';
import { PORTICO_CSS } from './css.ts';
import { installStyles } from './installStyles.ts';

function freshDocument(): Document {
  return document.implementation.createHTMLDocument('test');
}

afterEach(() => vi.restoreAllMocks());

describe('installStyles', () => {
  test('without constructable sheets (jsdom) it falls back to one <style> element per document', () => {
    const doc = freshDocument();
    installStyles(doc);
    installStyles(doc);
    const styles = doc.querySelectorAll('style[data-portico-styles]');
    expect(styles).toHaveLength(1);
    expect(styles[0]?.textContent).toBe(PORTICO_CSS);
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
    expect(replaceSync).toHaveBeenCalledWith(PORTICO_CSS);
    expect(doc.querySelector('style')).toBeNull();
  });

  test('the stylesheet prefixes every class with portico- and keeps the shake at 500 ms (§9)', () => {
    const classes = PORTICO_CSS.match(/\.[a-z][\w-]*/g) ?? [];
    expect(classes.filter((name) => !name.startsWith('.portico-'))).toEqual([]);
    expect(PORTICO_CSS).toContain('animation: portico-shake 500ms');
    expect(PORTICO_CSS).toContain('prefers-reduced-motion: reduce');
    expect(PORTICO_CSS).toContain('max-width: 600px');
  });
});
