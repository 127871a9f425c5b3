import { afterEach, describe, expect, it } from 'vitest';
import { adoptPanelStyles, styleTargetOf } from './adoptStyles.ts';
import { PAGE_CSS, PANEL_CSS } from './styles.ts';

let cleanup: Array<() => void> = [];

afterEach(() => {
  for (const step of cleanup.reverse()) step();
  cleanup = [];
});

function attach<T extends Node>(node: T): T {
  document.body.append(node);
  cleanup.push(() => node.parentNode?.removeChild(node));
  return node;
}

/** jsdom has no adoptedStyleSheets: give `target` a working property, as browsers do. */
function withAdoptedSheets(target: Document | ShadowRoot, initial: CSSStyleSheet[] = []) {
  const state = { adopted: initial };
  Object.defineProperty(target, 'adoptedStyleSheets', {
    configurable: true,
    get: () => state.adopted,
    set: (sheets: CSSStyleSheet[]) => {
      state.adopted = sheets;
    },
  });
  cleanup.push(() => Reflect.deleteProperty(target, 'adoptedStyleSheets'));
  return state;
}

/** The document's <style> elements: other files' components may have left theirs (the dom files share one document). */
const styleElementCount = () => document.querySelectorAll('style').length;

const cssOf = (sheet: CSSStyleSheet | undefined) =>
  [...(sheet?.cssRules ?? [])].map((rule) => rule.cssText).join('\n');

describe('the panel stylesheet', () => {
  it('goes on the shadow root the panel is in, else on its document', () => {
    const host = attach(document.createElement('div'));
    const shadow = host.attachShadow({ mode: 'open' });
    const inShadow = shadow.appendChild(document.createElement('div'));
    expect(styleTargetOf(shadow)).toBe(shadow);
    expect(styleTargetOf(inShadow)).toBe(shadow);
    expect(styleTargetOf(attach(document.createElement('div')))).toBe(document);
  });

  it('is adopted by a shadow root without page rules, and removed again', () => {
    const shadow = attach(document.createElement('div')).attachShadow({ mode: 'open' });
    const state = withAdoptedSheets(shadow);
    const remove = adoptPanelStyles(shadow);
    expect(state.adopted).toHaveLength(1);
    expect(cssOf(state.adopted[0])).toContain('.pi-panel');
    expect(cssOf(state.adopted[0])).not.toContain('html');
    remove();
    expect(state.adopted).toEqual([]);
  });

  it("is added to a document's own sheets, with the rules for a page of its own", () => {
    const stylesBefore = styleElementCount();
    const own = new CSSStyleSheet();
    const state = withAdoptedSheets(document, [own]);
    const remove = adoptPanelStyles(document);
    expect(state.adopted).toHaveLength(2);
    expect(state.adopted[0]).toBe(own);
    expect(cssOf(state.adopted[1])).toContain('html');
    remove();
    expect(state.adopted).toEqual([own]);
    expect(styleElementCount()).toBe(stylesBefore);
  });

  it('does nothing where sheets cannot be adopted (jsdom), rather than add a <style> a CSP would block', () => {
    const stylesBefore = styleElementCount();
    const remove = adoptPanelStyles(document);
    expect(styleElementCount()).toBe(stylesBefore);
    remove();
    expect(styleElementCount()).toBe(stylesBefore);
  });

  it('uses only pi- classes', () => {
    const classes = `${PANEL_CSS}${PAGE_CSS}`.match(/\.[a-z][\w-]*/g) ?? [];
    expect(classes.length).toBeGreaterThan(0);
    expect(classes.filter((name) => !name.startsWith('.pi-'))).toEqual([]);
  });
});
