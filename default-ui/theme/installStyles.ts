import { BASE_CSS } from './baseCss.ts';

/** Where the default UI's stylesheet is installed: a document, or the shadow root it renders in. */
export type StyleRoot = Document | ShadowRoot;

/** A part of the default UI's stylesheet: its rules, and a name to find it installed. */
export interface StylePart {
  readonly name: string;
  readonly css: string;
}

/** The button's part, which every themed root needs: the custom properties live there. */
export const BASE_STYLES: StylePart = { name: 'base', css: BASE_CSS };

/** Marks the fallback `<style>` elements (its value is the part's name) so a second install finds them. */
const STYLE_ELEMENT_ATTRIBUTE = 'data-portico-styles';

// One sheet per part per root: adopting the same sheet twice would duplicate rules, a portal into an
// iframe's document needs its own sheet (a constructed sheet belongs to the document that made it),
// and a shadow root sees only the sheets it adopted itself.
const installed = new WeakMap<StyleRoot, Set<string>>();

/**
 * The roots that have the base part, that is, where the default UI renders: the lazy parts
 * (installPartWhereUsed) follow it there. Held weakly: a shadow root taken out of the page goes.
 */
const rootsInUse: WeakRef<StyleRoot>[] = [];

/** The document of a root: itself, or the one that owns the shadow root. */
function documentOf(root: StyleRoot): Document {
  return 'defaultView' in root ? root : root.ownerDocument;
}

function supportsConstructableSheets(root: StyleRoot): boolean {
  // jsdom has a CSSStyleSheet with replaceSync but no adoptedStyleSheets: test both.
  const view = documentOf(root).defaultView;
  return (
    view !== null &&
    typeof view.CSSStyleSheet === 'function' &&
    'replaceSync' in view.CSSStyleSheet.prototype &&
    'adoptedStyleSheets' in root
  );
}

function installPart(root: StyleRoot, part: StylePart): void {
  const names = installed.get(root) ?? new Set<string>();
  installed.set(root, names);
  if (names.has(part.name)) return;
  names.add(part.name);
  if (part === BASE_STYLES) rootsInUse.push(new WeakRef(root));
  const doc = documentOf(root);
  if (supportsConstructableSheets(root) && doc.defaultView) {
    const sheet = new doc.defaultView.CSSStyleSheet();
    sheet.replaceSync(part.css);
    // Appended, not replaced: the host may have adopted sheets of its own.
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  if (root.querySelector(`style[${STYLE_ELEMENT_ATTRIBUTE}="${part.name}"]`)) return;
  const style = doc.createElement('style');
  style.setAttribute(STYLE_ELEMENT_ATTRIBUTE, part.name);
  style.textContent = part.css;
  // A shadow root has no head: the element goes in the shadow root itself.
  ('head' in root ? root.head : root).appendChild(style);
}

/**
 * Install the default UI's stylesheet in a document or a shadow root, once per part: the base part always, then
 * `part` (the modal's rules, from the modal's chunk). A constructable stylesheet is used because a
 * strict CSP (no 'unsafe-inline' in style-src) refuses `<style>` elements and style attributes but
 * allows the CSSOM; the `<style>` element is only a fallback for environments without constructable
 * sheets (old browsers, jsdom). Call it from an effect: it touches the document.
 */
export function installStyles(root: StyleRoot, part?: StylePart): void {
  installPart(root, BASE_STYLES);
  if (part) installPart(root, part);
}

/**
 * Install a lazy part of the stylesheet (a view's chunk) wherever the default UI renders: in every
 * document or shadow root that has the base part, or in the page's document when none has it yet.
 * The lazy views' hooks call this rather than read the shadow root from React context, and this
 * module imports nothing of React: with either, Vite's bundler split the code before the button into
 * more chunks (about 1.5 KiB more gzip for every React host). Call it from an effect: it touches the
 * document.
 */
export function installPartWhereUsed(part: StylePart): void {
  const roots = rootsInUse.flatMap((ref) => {
    const root = ref.deref();
    return root ? [root] : [];
  });
  rootsInUse.splice(0, rootsInUse.length, ...roots.map((root) => new WeakRef(root)));
  if (roots.length === 0) installStyles(document, part);
  for (const root of roots) installPart(root, part);
}
