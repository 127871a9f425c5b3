import { PORTICO_CSS } from './css.ts';

/** Marks the fallback `<style>` element so a second install finds it. */
const STYLE_ELEMENT_ATTRIBUTE = 'data-portico-styles';

// One sheet per document: adopting the same sheet twice would duplicate rules, and a portal into an
// iframe's document needs its own sheet (a constructed sheet belongs to the document that made it).
const installed = new WeakSet<Document>();

function supportsConstructableSheets(doc: Document): boolean {
  // jsdom has a CSSStyleSheet with replaceSync but no adoptedStyleSheets: test both.
  const view = doc.defaultView;
  return (
    view !== null &&
    typeof view.CSSStyleSheet === 'function' &&
    'replaceSync' in view.CSSStyleSheet.prototype &&
    'adoptedStyleSheets' in doc
  );
}

/**
 * Install the default modal's stylesheet in a document, once. A constructable stylesheet is used
 * because a strict CSP (no 'unsafe-inline' in style-src) refuses `<style>` elements and style
 * attributes but allows the CSSOM; the `<style>` element is only a fallback for environments without
 * constructable sheets (old browsers, jsdom). Call it from an effect: it touches the document.
 */
export function installStyles(doc: Document): void {
  if (installed.has(doc)) return;
  installed.add(doc);
  if (supportsConstructableSheets(doc) && doc.defaultView) {
    const sheet = new doc.defaultView.CSSStyleSheet();
    sheet.replaceSync(PORTICO_CSS);
    // Appended, not replaced: the host may have adopted sheets of its own.
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
    return;
  }
  if (doc.querySelector(`style[${STYLE_ELEMENT_ATTRIBUTE}]`)) return;
  const style = doc.createElement('style');
  style.setAttribute(STYLE_ELEMENT_ATTRIBUTE, '');
  style.textContent = PORTICO_CSS;
  doc.head.appendChild(style);
}
