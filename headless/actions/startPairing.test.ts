/**
 * `startPairing` against a modal whose relay does not answer (nothing listens on its port): the pairing
 * statechart says so at once, the connect rejects, and a pairing under way is joined, not restarted.
 */
import { afterEach, describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import { pairingActorOf } from '../children.ts';
import { createModal, type PorticoModal } from '../createModal.ts';
import { startEngine } from '../engine.ts';
import { startPairing } from './startPairing.ts';
import { waitUntil } from './waitUntil.ts';

// The bridge probes the relay with the page's WebSocket; Node 20 has none, so give it the ws package's.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

let modal: PorticoModal | undefined;
afterEach(() => {
  modal?.destroy();
  modal = undefined;
});

function unreachableRelayModal(): PorticoModal {
  modal = createModal(
    { projectId: 'p', networks: ['eip155:1'], endpoints: { relay: 'ws://127.0.0.1:9' } },
    { startEngine, fetch: async () => Response.json({}) },
  );
  return modal;
}

function pairingOf(running: PorticoModal) {
  const root = running.engine?.actor.getSnapshot();
  const pairing = root && pairingActorOf(root);
  if (!pairing) throw new Error('the pairing actor runs once a connect has loaded the account actors');
  return pairing;
}

describe('startPairing', () => {
  test("connects the pairing connector: an unreachable relay rejects with 'Failed to connect' and the statechart says why", async () => {
    const running = unreachableRelayModal();
    await expect(startPairing(running)).rejects.toMatchObject({ message: 'Failed to connect' });
    expect(pairingOf(running).getSnapshot().value).toBe('relayUnreachable');
  });

  test('while a pairing is under way, it joins it: nothing restarts', async () => {
    const running = unreachableRelayModal();
    await startPairing(running).catch(() => {});
    const pairing = pairingOf(running);
    const restarts: unknown[] = [];
    // Under way again (the Retry), then a second call, as from a pairing view shown again.
    const retry = startPairing(running);
    await waitUntil(pairing, (snapshot) => snapshot.matches('checkingRelay'));
    pairing.subscribe((snapshot) => restarts.push(snapshot.value));
    await expect(startPairing(running)).resolves.toBeUndefined();
    await expect(retry).rejects.toMatchObject({ message: 'Failed to connect' });
    expect(restarts).toEqual(['relayUnreachable']);
  });
});
