import { afterEach, describe, expect, test } from 'vitest';
import { createModal, type PorticoModal } from '../createModal.ts';
import { startEngine } from '../engine.ts';
import { goBack, pushView, replaceView, resetView, shakeModal } from './navigate.ts';
import { openModal } from './openModal.ts';

let modal: PorticoModal | undefined;
afterEach(() => modal?.destroy());

const router = (instance: PorticoModal) => {
  const snapshot = instance.engine?.router.getSnapshot();
  if (!snapshot) throw new Error('the engine has not loaded');
  return snapshot;
};
const shown = (instance: PorticoModal) => router(instance).context.view.view;
const beneath = (instance: PorticoModal) => router(instance).context.history.map((entry) => entry.view);

async function openOnConnect(): Promise<PorticoModal> {
  const instance = createModal({ projectId: 'p' }, { fetch: async () => Response.json({}), startEngine });
  await openModal(instance);
  return instance;
}

describe('navigating the modal (§2 view stack)', () => {
  test('push shows a view on top; back returns to the one beneath, and from the first view closes', async () => {
    modal = await openOnConnect();
    pushView(modal, { view: 'AllWallets' });
    expect(shown(modal)).toBe('AllWallets');
    expect(beneath(modal)).toEqual(['Connect']);
    goBack(modal);
    expect(shown(modal)).toBe('Connect');
    goBack(modal);
    expect(router(modal).matches('open')).toBe(false);
  });

  test('replace shows a view in place of the current one: back skips the replaced view', async () => {
    modal = await openOnConnect();
    pushView(modal, { view: 'AllWallets' });
    replaceView(modal, { view: 'Networks' });
    expect(shown(modal)).toBe('Networks');
    expect(beneath(modal)).toEqual(['Connect']);
    goBack(modal);
    expect(shown(modal)).toBe('Connect');
  });

  test('reset shows a view and forgets the history', async () => {
    modal = await openOnConnect();
    pushView(modal, { view: 'AllWallets' });
    resetView(modal, { view: 'Networks' });
    expect(shown(modal)).toBe('Networks');
    expect(beneath(modal)).toEqual([]);
  });

  test('back from a view that is no longer shown does nothing', async () => {
    modal = await openOnConnect();
    pushView(modal, { view: 'AllWallets' });
    goBack(modal, { from: 'Networks' });
    expect(shown(modal)).toBe('AllWallets');
    goBack(modal, { from: 'AllWallets' });
    expect(shown(modal)).toBe('Connect');
  });

  test('shake shakes the open modal', async () => {
    modal = await openOnConnect();
    shakeModal(modal);
    expect(router(modal).matches({ open: 'shaking' })).toBe(true);
  });

  test('before the engine has loaded nothing is open: the verbs do nothing and load nothing', () => {
    modal = createModal({ projectId: 'p' }, { fetch: async () => Response.json({}) });
    pushView(modal, { view: 'AllWallets' });
    replaceView(modal, { view: 'Networks' });
    resetView(modal, { view: 'Networks' });
    goBack(modal);
    shakeModal(modal);
    expect(modal.engine).toBeNull();
  });
});
