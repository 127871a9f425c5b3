import { afterEach, describe, expect, test } from 'vitest';
import { createModal, type PorticoModal } from '../createModal.ts';
import { startEngine } from '../engine.ts';
import { closeModal } from './closeModal.ts';
import { openModal } from './openModal.ts';

let modal: PorticoModal | undefined;
afterEach(() => modal?.destroy());

const isOpen = (instance: PorticoModal) => instance.engine?.router.getSnapshot().matches('open');
const view = (instance: PorticoModal) => instance.engine?.router.getSnapshot().context.view.view;

describe('openModal and closeModal', () => {
  test('open shows Connect while not connected (§2); close closes', async () => {
    modal = createModal({ projectId: 'p' }, { fetch: async () => Response.json({}), startEngine });
    await openModal(modal);
    expect(isOpen(modal)).toBe(true);
    expect(view(modal)).toBe('Connect');
    closeModal(modal);
    expect(isOpen(modal)).toBe(false);
  });

  test('an explicit view may be requested on open (§2)', async () => {
    modal = createModal({ projectId: 'p' }, { fetch: async () => Response.json({}), startEngine });
    await openModal(modal, { entry: { view: 'Networks' } });
    expect(view(modal)).toBe('Networks');
  });

  test('before the engine has loaded, open loads it first', async () => {
    modal = createModal({ projectId: 'p' }, { fetch: async () => Response.json({}) });
    expect(modal.engine).toBeNull();
    // Closing with nothing loaded does nothing (and does not load it).
    closeModal(modal);
    expect(modal.engine).toBeNull();
    await openModal(modal);
    expect(isOpen(modal)).toBe(true);
  });
});
