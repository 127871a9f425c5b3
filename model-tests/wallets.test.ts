/**
 * Model test of multi-wallet (§4 Individual connection status, §5 multiWallet): paths generated from
 * its graph, with the root's answers to a reconnect ('wallets.reconnected', 'wallets.reconnectFailed')
 * sent by the path, and the rules asserted where they apply.
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { type WalletConnection, walletsMachine } from '../machines/index.ts';
import { EffectLog } from './effects.ts';
import { describeModel } from './harness.ts';

type WalletsSnapshot = SnapshotFrom<typeof walletsMachine>;

const base: WalletConnection = {
  id: 'c1',
  connectorId: 'injected',
  namespaces: ['eip155'],
  accounts: [{ address: '0x1111111111111111111111111111111111111111', type: 'eoa', namespace: 'eip155' }],
  status: 'active',
};
const CONNECTIONS: WalletConnection[] = [
  base,
  { ...base, id: 'c2', connectorId: 'walletConnect', namespaces: ['eip155', 'solana'], status: 'connected' },
  { ...base, id: 'c3', connectorId: 'auth', status: 'disconnected', authName: 'email' },
];

/** The §5/§8 texts this machine emits, literally. */
const TEXTS = {
  notEnabled: 'Multi-Wallet Not Enabled',
  invalidStatus: 'Invalid connection status: pending',
  rejected: 'Connection rejected',
};

/** §8 'No connector found for connection: {id}' (before a sync every id is unknown). */
const noConnector = (id: string) => `No connector found for connection: ${id}`;
const KNOWN_IDS = ['nope', 'c1', 'c2', 'c3'];

/** What the actor reported to its parent in this path, in order; each step reads what it added. */
const recorded = new EffectLog<string>();

function previousOf(previous: unknown): WalletsSnapshot {
  if (!previous) throw new Error('no previous snapshot');
  return previous as WalletsSnapshot;
}

describeModel(walletsMachine, {
  input: { multiWallet: false },
  effects: [recorded],
  provide: {
    actions: {
      raiseInfo: (_, message) => void recorded.record(`info:${message}`),
      requestFlow: (_, connection) => void recorded.record(`flow:${connection.connectorId}`),
      requestReconnect: ({ context }) => void recorded.record(`reconnect:${context.pending?.connectorId}`),
    },
  },
  events: {
    'wallets.sync': [{ type: 'wallets.sync', connections: CONNECTIONS }],
    'wallets.features': [
      { type: 'wallets.features', multiWallet: true },
      { type: 'wallets.features', multiWallet: false },
    ],
    'wallets.switch': [
      { type: 'wallets.switch', connectionId: 'c2' },
      { type: 'wallets.switch', connectionId: 'c3' },
      { type: 'wallets.switch', connectionId: 'nope' },
      { type: 'wallets.switch', connectionId: 'c2', to: 'pending' },
    ],
    'wallets.reconnected': [{ type: 'wallets.reconnected' }],
    'wallets.reconnectFailed': [{ type: 'wallets.reconnectFailed', error: TEXTS.rejected }],
  },
  states: {
    '*': (snapshot: WalletsSnapshot, { event, previous }) => {
      const { context } = snapshot;
      if (context.error !== undefined) {
        expect([...Object.values(TEXTS), ...KNOWN_IDS.map(noConnector)]).toContain(context.error);
      }
      // At most one connection is active.
      expect(context.connections.filter((c) => c.status === 'active').length).toBeLessThanOrEqual(1);
      if (event.type !== 'wallets.switch' || !previous) return;
      const before = previousOf(previous).context;
      if (previousOf(previous).matches('reconnecting')) {
        // One request at a time: a switch during a reconnect is ignored.
        expect(context).toEqual(before);
        return;
      }
      if (!before.multiWallet) {
        // §5: the info alert 'Multi-Wallet Not Enabled', and nothing else.
        expect(recorded.step).toEqual([`info:${TEXTS.notEnabled}`]);
        expect(context).toEqual(before);
        return;
      }
      const target = before.connections.find((c) => c.id === event.connectionId);
      if (!target) expect(context.error).toBe(noConnector(event.connectionId));
      else if (event.to === 'pending') expect(context.error).toBe(TEXTS.invalidStatus);
      else if (target.status === 'disconnected') {
        // §4 "Switching to a disconnected connection starts the email, social or pairing flow": the root does.
        expect(recorded.step).toEqual([`flow:${target.connectorId}`]);
        expect(snapshot.value).toBe('idle');
      } else {
        // "…switching to an active or connected one reconnects it": the root is asked.
        expect(snapshot.value).toBe('reconnecting');
        expect(recorded.step).toEqual([`reconnect:${target.connectorId}`]);
      }
    },
    idle: (snapshot: WalletsSnapshot, { event, previous }) => {
      const { context } = snapshot;
      if (event.type === 'wallets.reconnected' && previous && previousOf(previous).matches('reconnecting')) {
        const chosen = previousOf(previous).context.pending;
        expect(context.connections.find((c) => c.id === chosen?.id)?.status).toBe('active');
        expect(context.pending).toBeUndefined();
      }
      if (
        event.type === 'wallets.reconnectFailed' &&
        previous &&
        previousOf(previous).matches('reconnecting')
      ) {
        expect(context.error).toBe(TEXTS.rejected);
        expect(context.connections).toEqual(previousOf(previous).context.connections);
      }
    },
    reconnecting: (snapshot: WalletsSnapshot) => {
      expect(snapshot.context.pending?.status).not.toBe('disconnected');
    },
  },
});
