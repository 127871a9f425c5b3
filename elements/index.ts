/**
 * Portico's default modal for pages with no React (`portico/elements`): Vue, Svelte, plain JavaScript.
 * `mountModal(modal)` mounts the modal, `mountConnectButton(modal, target)` the button, and
 * `defineElements(modal)` registers the custom elements `<portico-modal>` and
 * `<portico-connect-button label="…">` for markup. Each renders the default UI (`portico/ui`) in a
 * shadow root, so the host page's styles do not reach it and its styles do not reach the page; the
 * theme is the modal's own options (`themeMode`, `themeVariables`). React comes in a chunk of its own,
 * loaded when the first element mounts; the page's code imports none of it.
 *
 * Importing this module touches no page element (custom elements are defined by `defineElements`).
 *
 * @module portico/elements
 */
import type { PorticoModal } from '../headless/index.ts';
import type { ElementPart, RenderedPart } from './render.tsx';

/** The modal element's tag name. */
export const MODAL_ELEMENT_TAG = 'portico-modal';
/** The connect button element's tag name. */
export const CONNECT_BUTTON_ELEMENT_TAG = 'portico-connect-button';

/**
 * The only rules the shadow root needs beside the default UI's own: the host element starts from the
 * initial value of every property, so nothing the page's styles set on it (or inherit to it) reaches
 * the UI inside. The modal's box is a block (an embedded modal takes room in the page's layout); the
 * button's flows in a line of text.
 */
const HOST_CSS: Record<ElementPart['kind'], string> = {
  modal: ':host { all: initial; display: block; }',
  button: ':host { all: initial; display: inline-block; }',
};

/** Adopt the host rules in `shadow`; a `<style>` element where constructable sheets are missing. */
function installHostRules(shadow: ShadowRoot, kind: ElementPart['kind']): void {
  const view = shadow.ownerDocument.defaultView;
  // Constructable sheets, as the default UI's own: a strict CSP refuses <style> elements, not the CSSOM.
  if (view && 'replaceSync' in view.CSSStyleSheet.prototype && 'adoptedStyleSheets' in shadow) {
    const sheet = new view.CSSStyleSheet();
    sheet.replaceSync(HOST_CSS[kind]);
    shadow.adoptedStyleSheets = [sheet, ...shadow.adoptedStyleSheets];
    return;
  }
  const style = shadow.ownerDocument.createElement('style');
  style.textContent = HOST_CSS[kind];
  shadow.prepend(style);
}

/** A part mounting in a shadow root: its React chunk is loading, then it renders. */
interface Mounted {
  update(modal: PorticoModal, part: ElementPart): void;
  unmount(): void;
}

/** Render `part` into `host`'s shadow root (made open, once), loading the React chunk first. */
function mountPart(host: HTMLElement, modal: PorticoModal, part: ElementPart): Mounted {
  let shadow = host.shadowRoot;
  if (!shadow) {
    // Open: the modal's focus handling follows document.activeElement into the shadow root.
    shadow = host.attachShadow({ mode: 'open' });
    installHostRules(shadow, part.kind);
  }
  const root = shadow;
  let latest = { modal, part };
  let rendered: RenderedPart | undefined;
  let stopped = false;
  import('./render.tsx').then(
    ({ renderPart }) => {
      if (!stopped) rendered = renderPart(root, latest.modal, latest.part);
    },
    (error: unknown) => console.error('Portico could not load its elements:', error),
  );
  return {
    update(nextModal, nextPart) {
      latest = { modal: nextModal, part: nextPart };
      rendered?.update(nextModal, nextPart);
    },
    unmount() {
      stopped = true;
      rendered?.unmount();
      rendered = undefined;
    },
  };
}

/**
 * Mount the default modal in the page, in a shadow root: into `target` (which gets the shadow root),
 * or into an element appended to the page body when there is none, as the modal's own element would
 * be. Opening and closing are the modal's (`openModal(modal)`, a connect button, the router's rules).
 * Returns a function that takes it out again. Mount it once per modal.
 */
export function mountModal(modal: PorticoModal, target?: HTMLElement): () => void {
  const host = target ?? document.body.appendChild(document.createElement('div'));
  const mounted = mountPart(host, modal, { kind: 'modal' });
  return () => {
    mounted.unmount();
    if (!target) host.remove();
  };
}

/** Options of a connect button mounted from code. */
export interface ConnectButtonMountOptions {
  /** The button's text while no wallet is connected; "Connect Wallet" (in the visitor's language) by default. */
  label?: string;
}

/**
 * Mount the default connect button into `target`'s shadow root: it opens the modal, and connected it
 * shows the account (balance and address), as `<ConnectButton />` of `portico/ui` does. Returns a
 * function that takes it out again.
 */
export function mountConnectButton(
  modal: PorticoModal,
  target: HTMLElement,
  options: ConnectButtonMountOptions = {},
): () => void {
  const mounted = mountPart(target, modal, {
    kind: 'button',
    ...(options.label === undefined ? {} : { label: options.label }),
  });
  return () => mounted.unmount();
}

/** What the custom elements share: a `modal` property, defaulting to the one they were defined with. */
export interface PorticoElement extends HTMLElement {
  /** The modal this element shows; the one given to `defineElements` unless set. */
  modal: PorticoModal | undefined;
}

function elementClass(defaultModal: PorticoModal | undefined, kind: ElementPart['kind']) {
  return class extends HTMLElement implements PorticoElement {
    static readonly observedAttributes = ['label'];
    #modal: PorticoModal | undefined = defaultModal;
    #mounted: Mounted | undefined;

    constructor() {
      super();
      // A `modal` set on the element before it was upgraded is an own property that hides the
      // accessor: take its value over.
      const early = Object.getOwnPropertyDescriptor(this, 'modal');
      if (early) {
        delete (this as { modal?: unknown }).modal;
        this.#modal = early.value as PorticoModal | undefined;
      }
    }

    get modal(): PorticoModal | undefined {
      return this.#modal;
    }

    set modal(modal: PorticoModal | undefined) {
      this.#modal = modal;
      this.#render();
    }

    connectedCallback(): void {
      this.#render();
    }

    disconnectedCallback(): void {
      this.#mounted?.unmount();
      this.#mounted = undefined;
    }

    attributeChangedCallback(): void {
      this.#render();
    }

    #part(): ElementPart {
      const label = this.getAttribute('label');
      return kind === 'modal' ? { kind } : { kind, ...(label === null ? {} : { label }) };
    }

    #render(): void {
      if (!this.isConnected) return;
      const modal = this.#modal;
      if (!modal) {
        this.#mounted?.unmount();
        this.#mounted = undefined;
        return;
      }
      if (this.#mounted) this.#mounted.update(modal, this.#part());
      else this.#mounted = mountPart(this, modal, this.#part());
    }
  };
}

/**
 * Register `<portico-modal>` and `<portico-connect-button>` (once per page; a second call changes
 * nothing) for the markup of any framework or none. They show `modal` unless their `modal` property
 * says otherwise; `label` on the button sets its text. Place one `<portico-modal>` per modal.
 */
export function defineElements(modal?: PorticoModal): void {
  if (!customElements.get(MODAL_ELEMENT_TAG))
    customElements.define(MODAL_ELEMENT_TAG, elementClass(modal, 'modal'));
  if (!customElements.get(CONNECT_BUTTON_ELEMENT_TAG))
    customElements.define(CONNECT_BUTTON_ELEMENT_TAG, elementClass(modal, 'button'));
}

declare global {
  interface HTMLElementTagNameMap {
    'portico-modal': PorticoElement;
    'portico-connect-button': PorticoElement;
  }
}
