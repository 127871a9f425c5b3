import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConnectButton, PorticoModalUI, PorticoShadowRoot } from '../default-ui/index.ts';
import type { PorticoModal } from '../headless/index.ts';
import { PorticoProvider } from '../hooks/index.ts';

/** What a shadow root shows: the modal, or the connect button with its optional label. */
export type ElementPart = { readonly kind: 'modal' } | { readonly kind: 'button'; readonly label?: string };

/** A part rendered into a shadow root: render it again with new inputs, or take it out. */
export interface RenderedPart {
  update(modal: PorticoModal, part: ElementPart): void;
  unmount(): void;
}

function tree(shadow: ShadowRoot, modal: PorticoModal, part: ElementPart) {
  return (
    <StrictMode>
      <PorticoProvider modal={modal}>
        <PorticoShadowRoot root={shadow}>
          {part.kind === 'modal' ? (
            <PorticoModalUI />
          ) : (
            <ConnectButton {...(part.label === undefined ? {} : { label: part.label })} />
          )}
        </PorticoShadowRoot>
      </PorticoProvider>
    </StrictMode>
  );
}

/**
 * Render a part of the default UI into `shadow` with a React root of its own. This module is the
 * elements' React chunk: the page's own code never imports React, and a React host never loads it.
 */
export function renderPart(shadow: ShadowRoot, modal: PorticoModal, part: ElementPart): RenderedPart {
  // A container of its own rather than the shadow root itself: React empties its container on the
  // first render, which would take the styles' fallback <style> elements with it. It adds no box.
  const container = shadow.ownerDocument.createElement('div');
  container.style.setProperty('display', 'contents');
  shadow.append(container);
  const root = createRoot(container);
  root.render(tree(shadow, modal, part));
  return {
    update: (nextModal, nextPart) => root.render(tree(shadow, nextModal, nextPart)),
    unmount: () => {
      root.unmount();
      container.remove();
    },
  };
}
