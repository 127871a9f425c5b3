import { act, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type InspectableModal, type InspectorHandle, openInspector } from './openInspector.ts';
import { INSPECTOR_HOST_TAG, InspectorWindowBlockedError } from './panel/surface.ts';
import { startDemoSystem } from './panel/testing/demoSystem.ts';

let cleanup: Array<() => void> = [];

afterEach(() => {
  for (const step of cleanup.reverse()) step();
  cleanup = [];
  vi.restoreAllMocks();
});

/** A modal whose engine loads when the test says so; `onReady` behaves as PorticoModal's. */
function modalWithEngine() {
  const system = startDemoSystem();
  const engine = { actor: system };
  const listeners = new Set<(ready: typeof engine) => void>();
  let loaded = false;
  const modal: InspectableModal = {
    onReady(listener) {
      if (loaded) {
        listener(engine);
        return () => {};
      }
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const load = () => {
    loaded = true;
    for (const listener of listeners) listener(engine);
    listeners.clear();
  };
  cleanup.push(() => system.stop());
  return { modal, system, load, waiting: () => listeners.size };
}

function track(handle: InspectorHandle) {
  cleanup.push(() => act(() => handle.close()));
  return handle;
}

const dock = () => document.querySelector(INSPECTOR_HOST_TAG);

/** The dock's host element, once it is in the page. */
function dockedHost(): Promise<Element> {
  return waitFor(() => {
    const found = dock();
    expect(found).not.toBeNull();
    return found as Element;
  });
}

async function panelIn(host: Element) {
  const shadow = host.shadowRoot;
  if (!shadow) throw new Error('the dock has no shadow root');
  return waitFor(() => {
    const region = within(shadow as unknown as HTMLElement).getByRole('region', {
      name: 'Portico inspector',
    });
    return region;
  });
}

describe('openInspector', () => {
  it("docks the panel in the page, in a shadow root, once the modal's engine is ready", async () => {
    const { modal, load } = modalWithEngine();
    track(openInspector(modal));
    expect(dock()).toBeNull();
    act(load);
    const host = await dockedHost();
    const panel = await panelIn(host);
    await within(panel).findByRole('treeitem', { name: /^connection:eip155/ });
    expect(within(panel).getByRole('heading', { level: 2, name: 'Portico inspector' })).toBeTruthy();
  });

  it("keeps Tab and Escape inside the dock from an open modal's document-wide focus trap; other keys go on", async () => {
    const { modal, load } = modalWithEngine();
    track(openInspector(modal));
    act(load);
    const host = await dockedHost();
    const panel = await panelIn(host);
    const seen: string[] = [];
    const atDocument = (event: KeyboardEvent) => seen.push(event.key);
    document.addEventListener('keydown', atDocument);
    cleanup.push(() => document.removeEventListener('keydown', atDocument));
    const control = within(panel).getAllByRole('button')[0] as HTMLElement;
    for (const key of ['Tab', 'Escape', 'I'])
      control.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true }));
    expect(seen).toEqual(['I']);
  });

  it('returns the open inspector when called again', () => {
    const { modal } = modalWithEngine();
    const first = track(openInspector(modal));
    expect(openInspector(modal)).toBe(first);
  });

  it('closes from its close button: the dock goes, `closed` resolves, and a new one can open', async () => {
    const { modal, load } = modalWithEngine();
    load();
    const handle = track(openInspector(modal));
    const host = await dockedHost();
    const panel = await panelIn(host);
    act(() => within(panel).getByRole('button', { name: 'Close inspector' }).click());
    await handle.closed;
    expect(handle.isOpen).toBe(false);
    expect(dock()).toBeNull();
    expect(track(openInspector(modal))).not.toBe(handle);
  });

  it('stops waiting for the engine when closed before it loads', async () => {
    const { modal, waiting } = modalWithEngine();
    const handle = openInspector(modal);
    expect(waiting()).toBe(1);
    handle.close();
    await handle.closed;
    expect(waiting()).toBe(0);
    expect(dock()).toBeNull();
  });

  it('opens a window of its own, with the panel as its page, and closes it', async () => {
    const { modal, load } = modalWithEngine();
    // An iframe's window stands for the browser's new window: another document and another realm.
    const frame = document.createElement('iframe');
    document.body.append(frame);
    cleanup.push(() => frame.remove());
    const popup = frame.contentWindow;
    if (!popup) throw new Error('jsdom gave the iframe no window');
    const open = vi.spyOn(window, 'open').mockReturnValue(popup);
    const close = vi.spyOn(popup, 'close');
    const handle = track(openInspector(modal, { target: 'window' }));
    expect(open).toHaveBeenCalledWith('', 'portico-inspector', 'width=1200,height=800');
    expect(popup.document.title).toBe('Portico inspector');
    act(load);
    const body = popup.document.body;
    await within(body).findByRole('treeitem', { name: /^connection:eip155/ });
    expect(within(body).getByRole('heading', { level: 1, name: 'Portico inspector' })).toBeTruthy();
    act(() => within(body).getByRole('button', { name: 'Close inspector' }).click());
    await handle.closed;
    expect(close).toHaveBeenCalled();
    expect(dock()).toBeNull();
  });

  it('throws a clear error when the browser blocks the window', () => {
    const { modal } = modalWithEngine();
    vi.spyOn(window, 'open').mockReturnValue(null);
    expect(() => openInspector(modal, { target: 'window' })).toThrow(InspectorWindowBlockedError);
    expect(() => openInspector(modal, { target: 'window' })).toThrow(/blocked/);
  });
});
