/**
 * The pairing statechart runs in the modal's actor system: the account session spawns it with the connections,
 * the inspector sees it, and a pairing connect drives it (here to 'relayUnreachable': nothing listens
 * on the relay's port, so the check fails at once and the connect rejects).
 */
import { afterEach, describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import type { InspectionEvent } from 'xstate';
import { connect } from './actions/index.ts';
import { pairingActorOf, sessionChildOf } from './children.ts';
import type { AppSessionsActor } from './connectors/walletConnect/sessionTracker.ts';
import { createModal, type PorticoModal } from './createModal.ts';
import { startEngine } from './engine.ts';

// The bridge probes the relay with the page's WebSocket; Node 20 has none, so give it the ws package's.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

let modal: PorticoModal | undefined;
afterEach(() => {
  modal?.destroy();
  modal = undefined;
});

const machineIdOf = (event: InspectionEvent): string | undefined => {
  const logic: unknown = Reflect.get(event.actorRef, 'logic');
  const id = typeof logic === 'object' && logic !== null ? Reflect.get(logic, 'id') : undefined;
  return typeof id === 'string' ? id : undefined;
};

describe('the pairing actor in the modal', () => {
  test('spawned by the account session (the inspector sees it); a pairing connect drives it to relayUnreachable', async () => {
    const actors: string[] = [];
    modal = createModal(
      {
        projectId: 'p',
        networks: ['eip155:1'],
        endpoints: { relay: 'ws://127.0.0.1:9' },
        inspect: (event) => {
          const id = event.type === '@xstate.actor' ? machineIdOf(event) : undefined;
          if (id) actors.push(id);
        },
      },
      { startEngine, fetch: async () => Response.json({}) },
    );
    await expect(connect(modal, { connectorId: 'walletConnect' })).rejects.toMatchObject({
      message: 'Failed to connect',
    });
    expect(actors).toContain('pairing');
    // The pairing connector's sessions are children of the modal's app sessions actor.
    expect(actors).toContain('appSessions');
    const root = modal.engine?.actor.getSnapshot();
    const sessions = root && (sessionChildOf(root, 'sessions') as AppSessionsActor | undefined);
    expect(sessions?.getSnapshot().value).toBe('tracking');
    const pairing = root && pairingActorOf(root);
    expect(pairing?.getSnapshot().value).toBe('relayUnreachable');
  });
});
