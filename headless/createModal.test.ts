// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { InspectionEvent } from 'xstate';
import { createModal, type PorticoModal } from './createModal.ts';
import { MODAL_ELEMENT_ATTRIBUTE } from './modalElement.ts';

let modal: PorticoModal | undefined;
afterEach(() => {
  modal?.destroy();
  modal = undefined;
});

describe('createModal', () => {
  test('the modal element is appended to the page body (§2)', () => {
    modal = createModal({ projectId: 'p' });
    const element = modal.getElement();
    expect(element?.parentElement).toBe(document.body);
    expect(element?.hasAttribute(MODAL_ELEMENT_ATTRIBUTE)).toBe(true);
    expect(modal.getElement()).toBe(element);
    modal.destroy();
    expect(document.querySelector(`[${MODAL_ELEMENT_ATTRIBUTE}]`)).toBeNull();
  });

  test('…unless append is disabled or embedded mode is on (§2)', () => {
    modal = createModal({ projectId: 'p', appendToBody: false });
    expect(modal.getElement()).toBeNull();
    modal.destroy();
    modal = createModal({ projectId: 'p', embedded: true });
    expect(modal.getElement()).toBeNull();
    expect(document.querySelector(`[${MODAL_ELEMENT_ATTRIBUTE}]`)).toBeNull();
  });

  test("setting both siweConfig and siwx throws 'Cannot set both `siweConfig` and `siwx` options' (§5)", () => {
    expect(() => createModal({ projectId: 'p', siweConfig: {}, siwx: {} })).toThrow(
      'Cannot set both `siweConfig` and `siwx` options',
    );
  });

  test('open and close drive the router', () => {
    modal = createModal({ projectId: 'p' });
    modal.open();
    expect(modal.router.getSnapshot().matches('open')).toBe(true);
    modal.close();
    expect(modal.router.getSnapshot().matches('closed')).toBe(true);
  });

  test('an inspect function receives the actor events', () => {
    const inspect = vi.fn<(event: InspectionEvent) => void>();
    modal = createModal({ projectId: 'p', inspect });
    modal.open();
    expect(
      inspect.mock.calls.some(
        ([event]) => event.type === '@xstate.event' && event.event.type === 'modal.open',
      ),
    ).toBe(true);
  });
});
