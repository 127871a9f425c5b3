import { describe, expect, test } from 'vitest';
import { type ActorRefFrom, createActor, sendTo, setup, waitFor } from 'xstate';
import type { ChildReport } from '../vocabulary/reports.ts';
import type { WalletConnection, WalletsInput } from './wallets.context.ts';
import { walletsMachine } from './wallets.machine.ts';
import { selectActiveConnection } from './wallets.selectors.ts';

const injected: WalletConnection = {
  id: 'c1',
  connectorId: 'injected',
  namespaces: ['eip155'],
  accounts: [{ address: '0x1111111111111111111111111111111111111111', type: 'eoa', namespace: 'eip155' }],
  status: 'active',
};
const pairing: WalletConnection = {
  ...injected,
  id: 'c2',
  connectorId: 'walletConnect',
  status: 'connected',
};
const email: WalletConnection = {
  ...injected,
  id: 'c3',
  connectorId: 'auth',
  status: 'disconnected',
  authName: 'email',
};
const CONNECTIONS = [injected, pairing, email];

/**
 * The wallets actor under a parent that stands in for the root statechart: it records the reports and
 * answers a reconnect request (connected, or refused with 'Connection rejected').
 */
function start(input: Partial<WalletsInput> = {}, fail = false) {
  const reports: ChildReport[] = [];
  const parent = setup({ actors: { wallets: walletsMachine } }).createMachine({
    invoke: { id: 'wallets', src: 'wallets', input: { multiWallet: true, ...input } },
    on: {
      '*': { actions: ({ event }) => void reports.push(event as ChildReport) },
      'wallets.reconnectRequested': {
        actions: [
          ({ event }) => void reports.push(event as ChildReport),
          sendTo('wallets', () =>
            fail
              ? { type: 'wallets.reconnectFailed' as const, error: 'Connection rejected' }
              : { type: 'wallets.reconnected' as const },
          ),
        ],
      },
    },
  });
  const root = createActor(parent).start();
  const actor = root.getSnapshot().children.wallets as ActorRefFrom<typeof walletsMachine>;
  actor.send({ type: 'wallets.sync', connections: CONNECTIONS });
  const ofType = <T extends ChildReport['type']>(type: T) =>
    reports.filter((report): report is Extract<ChildReport, { type: T }> => report.type === type);
  return {
    actor,
    infos: () => ofType('notice.raised').map((report) => report.message),
    flows: () => ofType('wallets.flowRequested').map((report) => report.connection),
    reconnects: () => ofType('wallets.reconnectRequested').map((report) => report.connection),
    idle: () => waitFor(actor, (snapshot) => snapshot.matches('idle')),
  };
}

describe('multi-wallet (§5 "Multi-wallet functions require the multiWallet feature, else an info alert")', () => {
  test("with the feature off, switching shows the info alert 'Multi-Wallet Not Enabled' and does nothing else", () => {
    const run = start({ multiWallet: false });
    run.actor.send({ type: 'wallets.switch', connectionId: 'c2' });
    expect(run.infos()).toEqual(['Multi-Wallet Not Enabled']);
    expect(run.actor.getSnapshot().value).toBe('idle');
    expect(run.reconnects()).toEqual([]);
    expect(run.actor.getSnapshot().context.error).toBeUndefined();
  });

  test('the feature switch follows the remote configuration', () => {
    const run = start({ multiWallet: false });
    run.actor.send({ type: 'wallets.features', multiWallet: true });
    run.actor.send({ type: 'wallets.switch', connectionId: 'c2' });
    expect(run.reconnects()).toEqual([{ connectorId: 'walletConnect', namespace: 'eip155' }]);
  });
});

describe('individual connection status (§4 "connected, active, disconnected")', () => {
  test('switching to a connected one reconnects it, and it becomes the active one', async () => {
    const run = start();
    run.actor.send({ type: 'wallets.switch', connectionId: 'c2' });
    await run.idle();
    expect(run.reconnects()).toEqual([{ connectorId: 'walletConnect', namespace: 'eip155' }]);
    expect(selectActiveConnection(run.actor.getSnapshot())?.id).toBe('c2');
    expect(run.actor.getSnapshot().context.connections.find((c) => c.id === 'c1')?.status).toBe('connected');
  });

  test('switching to an active one reconnects it', async () => {
    const run = start();
    run.actor.send({ type: 'wallets.switch', connectionId: 'c1' });
    await run.idle();
    expect(run.reconnects()).toEqual([{ connectorId: 'injected', namespace: 'eip155' }]);
  });

  test('switching to a disconnected connection starts the email, social or pairing flow', () => {
    const run = start();
    run.actor.send({ type: 'wallets.switch', connectionId: 'c3' });
    expect(run.flows()).toEqual([{ connectorId: 'auth', namespaces: ['eip155'] }]);
    expect(run.reconnects()).toEqual([]);
    // `to` overrides the connection's own status.
    run.actor.send({ type: 'wallets.switch', connectionId: 'c2', to: 'disconnected' });
    expect(run.flows().map((connection) => connection.connectorId)).toEqual(['auth', 'walletConnect']);
  });

  test("switching to any other status is an error: 'Invalid connection status: {status}'", () => {
    const run = start();
    run.actor.send({ type: 'wallets.switch', connectionId: 'c2', to: 'pending' });
    expect(run.actor.getSnapshot().context.error).toBe('Invalid connection status: pending');
    expect(run.reconnects()).toEqual([]);
  });

  test("an unknown connection: 'No connector found for connection: {id}'", () => {
    const run = start();
    run.actor.send({ type: 'wallets.switch', connectionId: 'nope' });
    expect(run.actor.getSnapshot().context.error).toBe('No connector found for connection: nope');
  });

  test("a refused reconnect gives 'Connection rejected'", async () => {
    const run = start({}, true);
    run.actor.send({ type: 'wallets.switch', connectionId: 'c2' });
    await run.idle();
    expect(run.actor.getSnapshot().context.error).toBe('Connection rejected');
    expect(selectActiveConnection(run.actor.getSnapshot())?.id).toBe('c1');
  });
});
