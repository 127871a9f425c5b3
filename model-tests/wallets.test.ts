/**
 * Model test of multi-wallet (§4 Individual connection status, §5 multiWallet, §9 recent wallets):
 * paths generated from its graph, with `reconnectWallet` and `setAccountType` settled by the path and
 * the rules asserted where they apply.
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { RECENT_WALLETS_KEPT } from '../domain/constants.ts';
import { type WalletConnection, walletsMachine } from '../machines/index.ts';
import { EffectLog } from './effects.ts';
import { describeModel } from './harness.ts';

type WalletsSnapshot = SnapshotFrom<typeof walletsMachine>;

const base: WalletConnection = {
  id: 'c1',
  connectorId: 'injected',
  namespace: 'eip155',
  accounts: [{ address: '0x1111111111111111111111111111111111111111', type: 'eoa' }],
  status: 'active',
};
const CONNECTIONS: WalletConnection[] = [
  base,
  { ...base, id: 'c2', connectorId: 'walletConnect', status: 'connected' },
  { ...base, id: 'c3', connectorId: 'auth', status: 'disconnected', authName: 'email' },
];

/** The §5/§8 texts this machine emits, literally. */
const TEXTS = {
  notEnabled: 'Multi-Wallet Not Enabled',
  invalidStatus: 'Invalid connection status: pending',
  noAuth: 'No auth connector found',
  rejected: 'Connection rejected',
  failed: 'Failed to connect',
  somethingWentWrong: 'Something went wrong',
};

/** §8 'No connector found for connection: {id}' (before a sync every id is unknown). */
const noConnector = (id: string) => `No connector found for connection: ${id}`;
const KNOWN_IDS = ['nope', 'c1', 'c2', 'c3'];

/** What the fake actions recorded in this path, in order; each step reads what it added. */
const recorded = new EffectLog<string>();

function previousOf(previous: unknown): WalletsSnapshot {
  if (!previous) throw new Error('no previous snapshot');
  return previous as WalletsSnapshot;
}

describeModel(walletsMachine, {
  input: { multiWallet: false, recent: [{ id: 'r1', name: 'Recent 1' }] },
  controlledActors: ['reconnectWallet', 'setAccountType'],
  effects: [recorded],
  provide: {
    actions: {
      raiseInfo: (_, message) => void recorded.record(`info:${message}`),
      startFlowFor: (_, connection) => void recorded.record(`flow:${connection.id}`),
      persistRecent: (_, params) =>
        void recorded.record(`persist:${params.recent.map((w) => w.id).join(',')}`),
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
    'wallets.setAccountType': [
      { type: 'wallets.setAccountType', connectionId: 'c3', accountType: 'smartAccount' },
      { type: 'wallets.setAccountType', connectionId: 'c2', accountType: 'eoa' },
      { type: 'wallets.setAccountType', connectionId: 'nope', accountType: 'eoa' },
    ],
    'wallets.recordRecent': [
      { type: 'wallets.recordRecent', wallet: { id: 'w1', name: 'Wallet 1' } },
      { type: 'wallets.recordRecent', wallet: { id: 'w2', name: 'Wallet 2' } },
    ],
    'xstate.done.actor.reconnectWallet': [{ type: 'xstate.done.actor.reconnectWallet', output: undefined }],
    'xstate.error.actor.reconnectWallet': [
      { type: 'xstate.error.actor.reconnectWallet', error: { code: 4001 } },
      { type: 'xstate.error.actor.reconnectWallet', error: new Error('gone') },
    ],
    'xstate.done.actor.setAccountType': [
      {
        type: 'xstate.done.actor.setAccountType',
        output: {
          accounts: [{ address: '0x3333333333333333333333333333333333333333', type: 'smartAccount' }],
        },
      },
    ],
    'xstate.error.actor.setAccountType': [
      { type: 'xstate.error.actor.setAccountType', error: new Error('frame') },
    ],
  },
  states: {
    '*': (snapshot: WalletsSnapshot, { event, previous }) => {
      const { context } = snapshot;
      // §9 "Recent wallets kept: 2".
      expect(context.recent.length).toBeLessThanOrEqual(RECENT_WALLETS_KEPT);
      if (event.type === 'wallets.recordRecent') {
        expect(context.recent[0]?.id).toBe(event.wallet.id);
        expect(recorded.step).toEqual([`persist:${context.recent.map((w) => w.id).join(',')}`]);
      }
      if (context.error !== undefined) {
        expect([...Object.values(TEXTS), ...KNOWN_IDS.map(noConnector)]).toContain(context.error);
      }
      // At most one connection is active.
      expect(context.connections.filter((c) => c.status === 'active').length).toBeLessThanOrEqual(1);
      if (event.type !== 'wallets.switch' || !previous) return;
      const before = previousOf(previous).context;
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
        // §4 "Switching to a disconnected connection starts the email, social or pairing flow".
        expect(recorded.step).toEqual([`flow:${target.id}`]);
        expect(snapshot.value).toBe('idle');
      } else {
        // "…switching to an active or connected one reconnects it".
        expect(snapshot.value).toBe('reconnecting');
        expect(snapshot.children.reconnectWallet).toBeDefined();
      }
    },
    idle: (snapshot: WalletsSnapshot, { event }) => {
      const { context } = snapshot;
      if (event.type === 'xstate.done.actor.reconnectWallet') {
        expect(context.connections.find((c) => c.id === 'c2')?.status).toBe('active');
      }
      if (event.type === 'xstate.error.actor.reconnectWallet') {
        expect(context.error).toBe(
          (event.error as { code?: number }).code === 4001 ? TEXTS.rejected : TEXTS.failed,
        );
      }
      if (event.type === 'wallets.setAccountType') {
        const known = context.connections.some((c) => c.id === event.connectionId);
        expect(context.error).toBe(known ? TEXTS.noAuth : noConnector(event.connectionId));
      }
      if (event.type === 'xstate.done.actor.setAccountType') {
        // §4 "Auth connections also switch between account types smartAccount and eoa".
        expect(context.connections.find((c) => c.id === 'c3')?.accounts[0]?.type).toBe('smartAccount');
      }
      if (event.type === 'xstate.error.actor.setAccountType')
        expect(context.error).toBe(TEXTS.somethingWentWrong);
    },
    reconnecting: (snapshot: WalletsSnapshot) => {
      expect(snapshot.context.pending?.status).not.toBe('disconnected');
    },
    settingAccountType: (snapshot: WalletsSnapshot) => {
      // Only auth connections (those with an auth name) switch account type.
      expect(snapshot.context.pending?.authName).toBeDefined();
    },
  },
});
