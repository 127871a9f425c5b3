import { afterEach, describe, expect, test, vi } from 'vitest';
import { openModal } from '../headless/index.ts';
import { MODAL_ELEMENT_ATTRIBUTE } from '../headless/modalElement.ts';
import { poll } from '../test-support/eventually.ts';
import { stubCloud, testModal } from '../test-support/testing.tsx';
import {
  CONNECT_BUTTON_ELEMENT_TAG,
  defineElements,
  MODAL_ELEMENT_TAG,
  mountConnectButton,
  mountModal,
} from './index.ts';

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

/**
 * The `<style>` elements of the default UI in a root (jsdom has no constructable sheets). The page's
 * document already has its own here (test-support/testing.tsx preloads the modal for the document);
 * that none reach it from the elements is e2e/elements.test.ts's check, in Chromium.
 */
function porticoStyles(root: Document | ShadowRoot): string[] {
  return [...root.querySelectorAll('style[data-portico-styles]')].map(
    (style) => style.getAttribute('data-portico-styles') ?? '',
  );
}

describe('portico/elements', () => {
  test('mountConnectButton renders the button in the target’s shadow root, its styles there', async () => {
    const modal = testModal();
    const host = document.body.appendChild(document.createElement('div'));
    const unmount = mountConnectButton(modal, host, { label: 'Sign in' });
    const shadow = host.shadowRoot;
    expect(shadow).not.toBeNull();
    await poll(() => shadow?.querySelector('.portico-connect-button')?.textContent).toBe('Sign in');
    expect(porticoStyles(shadow as ShadowRoot)).toEqual(['base']);
    expect(document.querySelector('.portico-connect-button')).toBeNull();
    unmount();
    await poll(() => shadow?.querySelector('.portico-connect-button')).toBeNull();
  });

  test('mountModal opens in its shadow root, with no element of its own appended to the page body', async () => {
    stubCloud();
    const modal = testModal();
    const unmount = mountModal(modal);
    const host = document.body.lastElementChild;
    await openModal(modal);
    await poll(() => host?.shadowRoot?.querySelector('[role="dialog"]')).not.toBeNull();
    expect(document.querySelector(`[${MODAL_ELEMENT_ATTRIBUTE}]`)).toBeNull();
    expect(porticoStyles(host?.shadowRoot as ShadowRoot)).toContain('modal');
    unmount();
    expect(host?.isConnected).toBe(false);
  });

  test('the custom elements show the modal they were defined with; label sets the button’s text', async () => {
    const modal = testModal();
    defineElements(modal);
    // A second definition changes nothing (customElements.define would throw).
    defineElements(modal);
    const button = document.createElement(CONNECT_BUTTON_ELEMENT_TAG);
    button.setAttribute('label', 'Connect');
    document.body.append(button, document.createElement(MODAL_ELEMENT_TAG));
    expect(button.modal).toBe(modal);
    await poll(() => button.shadowRoot?.querySelector('.portico-connect-button')?.textContent).toBe(
      'Connect',
    );
    button.setAttribute('label', 'Log in');
    await poll(() => button.shadowRoot?.querySelector('.portico-connect-button')?.textContent).toBe('Log in');
  });
});
