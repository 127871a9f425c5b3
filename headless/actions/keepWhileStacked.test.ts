/**
 * A view's flow kept while the view is under ApproveTransaction (the router's real statechart): taken
 * back when the view shows again, stopped once the view leaves the stack, stopped at once otherwise.
 */
import { describe, expect, test, vi } from 'vitest';
import { createActor } from 'xstate';
import { routerMachine } from '../../machines/modal/router.machine.ts';
import type { PorticoModal } from '../createModal.ts';
import { keepWhileStacked } from './keepWhileStacked.ts';

function setup() {
  const router = createActor(routerMachine, { input: { isConnected: true } }).start();
  const modal = { engine: { router } } as unknown as PorticoModal;
  router.send({ type: 'modal.open' });
  router.send({ type: 'router.push', view: 'RegisterAccountName' });
  const flow = { stop: vi.fn() };
  return { router, modal, flow, kept: keepWhileStacked<typeof flow>('RegisterAccountName') };
}

describe('keepWhileStacked', () => {
  test('under ApproveTransaction the flow is kept, and the view takes it back', () => {
    const { router, modal, flow, kept } = setup();
    router.send({ type: 'router.push', view: 'ApproveTransaction' });
    kept.release(modal, flow);
    expect(flow.stop).not.toHaveBeenCalled();
    router.send({ type: 'router.back', from: 'ApproveTransaction' });
    expect(kept.take(modal)).toBe(flow);
    expect(kept.take(modal)).toBeUndefined();
    // Taken back, it no longer follows the router: the view owns it again.
    router.send({ type: 'modal.close' });
    expect(flow.stop).not.toHaveBeenCalled();
  });

  test('kept, it stops once its view leaves the stack (the modal closed)', () => {
    const { router, modal, flow, kept } = setup();
    router.send({ type: 'router.push', view: 'ApproveTransaction' });
    kept.release(modal, flow);
    router.send({ type: 'modal.close' });
    expect(flow.stop).toHaveBeenCalledTimes(1);
    expect(kept.take(modal)).toBeUndefined();
  });

  test('a view that left the stack stops its flow at once', () => {
    const { router, modal, flow, kept } = setup();
    router.send({ type: 'router.back', from: 'RegisterAccountName' });
    kept.release(modal, flow);
    expect(flow.stop).toHaveBeenCalledTimes(1);
    expect(kept.take(modal)).toBeUndefined();
  });
});
