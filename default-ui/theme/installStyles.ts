import { BASE_CSS } from './baseCss.ts';

/** A part of the default UI's stylesheet: its rules, and a name to find it installed. */
export interface StylePart {
  readonly name: string;
  readonly css: string;
}

/** The button's part, which every themed root needs: the custom properties live there. */
export const BASE_STYLES: StylePart = { name: 'base', css: BASE_CSS };

/** Marks the fallback `<style>` elements (its value is the part's name) so a second install finds them. */
const STYLE_ELEMENT_ATTRIBUTE = 'data-portico-styles';

// One sheet per part per document: adopting the same sheet twice would duplicate rules, and a portal
// into an iframe's document needs its own sheet (a constructed sheet belongs to the document that made it).
const installed = new WeakMap<Document, Set<string>>();

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

function installPart(doc: Document, part: StylePart): void {
  const names = installed.get(doc) ?? new Set<string>();
  installed.set(doc, names);
  if (names.has(part.name)) return;
  names.add(part.name);
  if (supportsConstructableSheets(doc) && doc.defaultView) {
    const sheet = new doc.defaultView.CSSStyleSheet();
    sheet.replaceSync(part.css);
    // Appended, not replaced: the host may have adopted sheets of its own.
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
    return;
  }
  if (doc.querySelector(`style[${STYLE_ELEMENT_ATTRIBUTE}="${part.name}"]`)) return;
  const style = doc.createElement('style');
  style.setAttribute(STYLE_ELEMENT_ATTRIBUTE, part.name);
  style.textContent = part.css;
  doc.head.appendChild(style);
}

/**
 * Install the default UI's stylesheet in a document, once per part: the base part always, then
 * `part` (the modal's rules, from the modal's chunk). A constructable stylesheet is used because a
 * strict CSP (no 'unsafe-inline' in style-src) refuses `<style>` elements and style attributes but
 * allows the CSSOM; the `<style>` element is only a fallback for environments without constructable
 * sheets (old browsers, jsdom). Call it from an effect: it touches the document.
 */
export function installStyles(doc: Document, part?: StylePart): void {
  installPart(doc, BASE_STYLES);
  if (part) installPart(doc, part);
}
