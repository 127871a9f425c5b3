// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { InspectionEvent } from 'xstate';
import { eventually } from '../test-support/eventually.ts';
import { createModal, ModalDestroyedError, type PorticoModal } from './createModal.ts';
import { startEngine } from './engine.ts';
import { MODAL_ELEMENT_ATTRIBUTE } from './modalElement.ts';

let modal: PorticoModal | undefined;
afterEach(() => {
  modal?.destroy();
  modal = undefined;
});

// No test here talks to a cloud: every call fails at once.
const offline = { fetch: async () => Response.error() };

describe('createModal', () => {
  test('the modal element is appended to the page body (§2)', () => {
    modal = createModal({ projectId: 'p' }, offline);
    const element = modal.getElement();
    expect(element?.parentElement).toBe(document.body);
    expect(element?.hasAttribute(MODAL_ELEMENT_ATTRIBUTE)).toBe(true);
    expect(modal.getElement()).toBe(element);
    modal.destroy();
    expect(document.querySelector(`[${MODAL_ELEMENT_ATTRIBUTE}]`)).toBeNull();
  });

  test('…unless append is disabled or embedded mode is on (§2)', () => {
    modal = createModal({ projectId: 'p', appendToBody: false }, offline);
    expect(modal.getElement()).toBeNull();
    modal.destroy();
    modal = createModal({ projectId: 'p', embedded: true }, offline);
    expect(modal.getElement()).toBeNull();
    expect(document.querySelector(`[${MODAL_ELEMENT_ATTRIBUTE}]`)).toBeNull();
  });

  test("setting both siweConfig and siwx fails the load with 'Cannot set both `siweConfig` and `siwx` options' (§5)", async () => {
    modal = createModal({ projectId: 'p', siweConfig: {}, siwx: {} }, offline);
    expect(modal.options).toBeNull();
    await expect(modal.load()).rejects.toThrow('Cannot set both `siweConfig` and `siwx` options');
    // With the engine started at once, the options are checked at once.
    expect(() =>
      createModal({ projectId: 'p', siweConfig: {}, siwx: {} }, { ...offline, startEngine }),
    ).toThrow('Cannot set both `siweConfig` and `siwx` options');
  });

  test('the options are parsed with the engine: null before, defaults filled in after', async () => {
    modal = createModal({ projectId: 'p' }, offline);
    expect(modal.input).toEqual({ projectId: 'p' });
    expect(modal.options).toBeNull();
    await modal.load();
    expect(modal.options?.appendToBody).toBe(true);
    expect(modal.options?.endpoints.api).toMatch(/^https:/);
  });

  test('the engine is not loaded until asked; load() starts it once', async () => {
    modal = createModal({ projectId: 'p' }, offline);
    expect(modal.engine).toBeNull();
    const ready = vi.fn();
    modal.onReady(ready);
    const [first, second] = await Promise.all([modal.load(), modal.load()]);
    expect(first).toBe(second);
    expect(modal.engine).toBe(first);
    expect(ready).toHaveBeenCalledExactlyOnceWith(first);
  });

  test('preload() loads the same engine in steps; a load() meanwhile gets that engine', async () => {
    modal = createModal({ projectId: 'p' }, offline);
    const background = modal.preload();
    const urgent = modal.load();
    const [first, second] = await Promise.all([background, urgent]);
    expect(first).toBe(second);
    expect(modal.engine).toBe(first);
    expect(await modal.preload()).toBe(first);
  });

  test('a modal destroyed while its engine is being assembled does not start it and releases the page', async () => {
    const destroyed = createModal({ projectId: 'p' }, offline);
    const addListener = window.addEventListener;
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    // The assembly listens for wallets announcing themselves (EIP-6963); the start comes a task later.
    added.mockImplementation((type, listener, options) => {
      if (type === 'eip6963:announceProvider') destroyed.destroy();
      addListener.call(window, type, listener, options);
    });
    try {
      await expect(destroyed.preload()).rejects.toBeInstanceOf(ModalDestroyedError);
      const announce = added.mock.calls.find(([type]) => type === 'eip6963:announceProvider');
      expect(announce).toBeDefined();
      expect(
        removed.mock.calls.some(([type, listener]) => type === announce?.[0] && listener === announce?.[1]),
      ).toBe(true);
      expect(destroyed.engine).toBeNull();
    } finally {
      added.mockRestore();
      removed.mockRestore();
    }
  });

  test('open() before the engine has loaded loads it and then opens', async () => {
    modal = createModal({ projectId: 'p' }, offline);
    modal.open({ view: 'AllWallets' });
    const engine = await modal.load();
    await eventually(() => expect(engine.router.getSnapshot().matches('open')).toBe(true));
    expect(engine.router.getSnapshot().context.view.view).toBe('AllWallets');
    modal.close();
    expect(engine.router.getSnapshot().matches('closed')).toBe(true);
  });

  test('with startEngine given, the engine runs at once', () => {
    modal = createModal({ projectId: 'p' }, { ...offline, startEngine });
    modal.open();
    expect(modal.engine?.router.getSnapshot().matches('open')).toBe(true);
  });

  test('a destroyed modal does not start its engine', async () => {
    const destroyed = createModal({ projectId: 'p' }, offline);
    destroyed.destroy();
    await expect(destroyed.load()).rejects.toBeInstanceOf(ModalDestroyedError);
    expect(destroyed.engine).toBeNull();
  });

  test('an inspect function receives the actor events', () => {
    const inspect = vi.fn<(event: InspectionEvent) => void>();
    modal = createModal({ projectId: 'p', inspect }, { ...offline, startEngine });
    modal.open();
    expect(
      inspect.mock.calls.some(
        ([event]) => event.type === '@xstate.event' && event.event.type === 'modal.open',
      ),
    ).toBe(true);
  });

  test('an inspector object receives the actor events and is stopped when the modal is destroyed', () => {
    const next = vi.fn<(event: InspectionEvent) => void>();
    const stop = vi.fn();
    modal = createModal(
      { projectId: 'p', inspect: { inspect: { next }, stop } },
      { ...offline, startEngine },
    );
    modal.open();
    expect(next.mock.calls.some(([event]) => event.type === '@xstate.event')).toBe(true);
    expect(stop).not.toHaveBeenCalled();
    modal.destroy();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  test('a modal destroyed before its engine loaded still stops the inspector it was given', () => {
    const stop = vi.fn();
    const destroyed = createModal({ projectId: 'p', inspect: { inspect: () => {}, stop } }, offline);
    destroyed.destroy();
    expect(stop).toHaveBeenCalledTimes(1);
  });
});
