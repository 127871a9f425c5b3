import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type InspectableModal, openedInspector } from './openInspector.ts';
import { INSPECTOR_HOST_TAG } from './panel/surface.ts';
import { startDemoSystem } from './panel/testing/demoSystem.ts';
import { enableInspectorShortcut } from './shortcut.ts';

let cleanup: Array<() => void> = [];

afterEach(() => {
  for (const step of cleanup.reverse()) step();
  cleanup = [];
});

function readyModal(): InspectableModal {
  const system = startDemoSystem();
  const modal: InspectableModal = {
    onReady(listener) {
      listener({ actor: system });
      return () => {};
    },
  };
  cleanup.push(() => {
    act(() => openedInspector(modal)?.close());
    system.stop();
  });
  return modal;
}

function press(target: EventTarget, init: KeyboardEventInit) {
  const event = new KeyboardEvent('keydown', { bubbles: true, composed: true, cancelable: true, ...init });
  act(() => {
    target.dispatchEvent(event);
  });
  return event;
}

const ALT_SHIFT_I = { key: 'I', code: 'KeyI', altKey: true, shiftKey: true };

const dock = () => document.querySelector(INSPECTOR_HOST_TAG);

describe('enableInspectorShortcut', () => {
  it('opens the inspector with Alt+Shift+I, and closes it with the same keys', async () => {
    const modal = readyModal();
    cleanup.push(enableInspectorShortcut(modal));
    const event = press(document.body, ALT_SHIFT_I);
    expect(event.defaultPrevented).toBe(true);
    expect(openedInspector(modal)?.isOpen).toBe(true);
    await waitFor(() => expect(dock()).not.toBeNull());
    press(document.body, ALT_SHIFT_I);
    expect(openedInspector(modal)).toBeUndefined();
    expect(dock()).toBeNull();
  });

  it('matches the physical key where Option changes the character (macOS)', () => {
    const modal = readyModal();
    cleanup.push(enableInspectorShortcut(modal));
    press(document.body, { ...ALT_SHIFT_I, key: 'ˆ' });
    expect(openedInspector(modal)?.isOpen).toBe(true);
  });

  it('leaves key presses typed into a text field alone', () => {
    const modal = readyModal();
    cleanup.push(enableInspectorShortcut(modal));
    const field = document.createElement('input');
    document.body.append(field);
    cleanup.push(() => field.remove());
    const event = press(field, ALT_SHIFT_I);
    expect(event.defaultPrevented).toBe(false);
    expect(openedInspector(modal)).toBeUndefined();
  });

  it('still works while a checkbox has focus', () => {
    const modal = readyModal();
    cleanup.push(enableInspectorShortcut(modal));
    const box = document.createElement('input');
    box.type = 'checkbox';
    document.body.append(box);
    cleanup.push(() => box.remove());
    press(box, ALT_SHIFT_I);
    expect(openedInspector(modal)?.isOpen).toBe(true);
  });

  it('needs the modifiers it was given, and no others', () => {
    const modal = readyModal();
    cleanup.push(enableInspectorShortcut(modal, { key: 'd', altKey: false, shiftKey: false, ctrlKey: true }));
    press(document.body, ALT_SHIFT_I);
    press(document.body, { key: 'd', code: 'KeyD', ctrlKey: true, shiftKey: true });
    expect(openedInspector(modal)).toBeUndefined();
    press(document.body, { key: 'd', code: 'KeyD', ctrlKey: true });
    expect(openedInspector(modal)?.isOpen).toBe(true);
  });

  it('stops listening once removed', () => {
    const modal = readyModal();
    const remove = enableInspectorShortcut(modal);
    remove();
    press(document.body, ALT_SHIFT_I);
    expect(openedInspector(modal)).toBeUndefined();
  });
});
