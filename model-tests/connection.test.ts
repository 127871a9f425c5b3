/**
 * Model test of one namespace's connection (§4 Connection status, Cancellation): paths generated from
 * its graph, with the wallet calls settled by the path (controlled `syncConnection`, `disconnectWallet`,
 * `connectWallet`), provider events sent as events, and the §4 rules asserted where they apply.
 */
import { expect } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import { type ConnectedAccount, connectionMachine } from '../machines/index.ts';
import { EffectLog } from './effects.ts';
import { describeModel } from './harness.ts';

type ConnectionSnapshot = SnapshotFrom<typeof connectionMachine>;

const ADDRESS = '0xab5801a7d398351b8be11c439e05c5b3259aec9b';
const OTHER = '0x2222222222222222222222222222222222222222';
const ACCOUNT: ConnectedAccount = {
  address: ADDRESS,
  chainId: 'eip155:1',
  connectorId: 'walletConnect',
  accounts: [{ address: ADDRESS, type: 'eoa' }],
  walletInfo: { name: 'Test Wallet' },
  user: { email: 'ada@example.com' },
};
/** Another wallet's account: no embedded-wallet user (§3 account state `user` is the embedded wallet's). */
// Its own wallet name: a vertex of its own after the email change too, so the walk goes through it.
const WALLET_ACCOUNT: ConnectedAccount = {
  ...ACCOUNT,
  walletInfo: { name: 'Other Wallet' },
  user: undefined,
};
const rejected = { code: 4001, message: 'User rejected the request.' };
const broken = new Error('relay unreachable');

/** The §8 texts this machine sets, literally. */
/** The §8 failures a connection keeps, each a code with its text. */
const CONNECT_ERRORS = [
  { code: 'connectionRejected', message: 'Connection rejected' },
  { code: 'failedToConnect', message: 'Failed to connect' },
  { code: 'modalClosed', message: 'Modal closed' },
];
const FAILED_TO_DISCONNECT = { code: 'failedToDisconnect', message: 'Failed to disconnect' };

/** What the fake actions recorded in this path, in order; each step reads what it added. */
const recorded = new EffectLog<string>();

const STATUS_OF: Record<string, string> = {
  loading: 'disconnected',
  syncing: 'connecting',
  clearing: 'disconnected',
  disconnected: 'disconnected',
  connecting: 'connecting',
  connected: 'connected',
  disconnecting: 'connected',
};

function previousOf(previous: unknown): ConnectionSnapshot {
  if (!previous) throw new Error('no previous snapshot');
  return previous as ConnectionSnapshot;
}

function expectCleared(snapshot: ConnectionSnapshot): void {
  expect(snapshot.context).toMatchObject({
    caipAddress: undefined,
    address: undefined,
    caipNetworkId: undefined,
    chainId: undefined,
    connectorId: undefined,
    accounts: [],
    user: undefined,
    connectedWalletInfo: undefined,
  });
}

const isDisconnectEvent = (event: AnyEventObject) =>
  event.type === 'xstate.done.actor.disconnectWallet' ||
  event.type === 'provider.disconnect' ||
  (event.type === 'provider.accountsChanged' && (event.addresses as string[]).length === 0);

describeModel(connectionMachine, {
  input: { namespace: 'eip155', reconnect: true },
  controlledActors: ['syncConnection', 'disconnectWallet', 'connectWallet'],
  effects: [recorded],
  provide: {
    actions: {
      // What the parent hears: the status, connector and chain of each report; how a connection ended.
      report: ({ context }) =>
        void recorded.record(
          `report:${context.status}:${context.connectorId ?? 'none'}:${context.caipNetworkId ?? 'none'}`,
        ),
      reportEnded: (_, params) => void recorded.record(`ended:${params.closeModal}`),
      reportFailed: (_, failure) => void recorded.record(`failed:${failure.code}:${failure.message}`),
      reportRestoreFailed: ({ context }) => void recorded.record(`restoreFailed:${context.knownConnectorId}`),
      showError: (_, message) => void recorded.record(`error:${message}`),
    },
  },
  events: {
    'connection.load': [
      { type: 'connection.load', reconnect: true, knownConnectorId: 'walletConnect' },
      { type: 'connection.load', reconnect: false, knownConnectorId: 'walletConnect' },
      // A first visit: nothing stored, nothing to sync or clear.
      { type: 'connection.load', reconnect: true },
    ],
    'connection.connect': [
      { type: 'connection.connect', connectorId: 'walletConnect', connectorType: 'WALLET_CONNECT' },
      { type: 'connection.connect', connectorId: 'injected', connectorType: 'INJECTED' },
    ],
    'connection.disconnect': [
      { type: 'connection.disconnect' },
      { type: 'connection.disconnect', closeModal: false, signOut: false },
    ],
    'provider.accountsChanged': [
      { type: 'provider.accountsChanged', addresses: [] },
      { type: 'provider.accountsChanged', addresses: [OTHER] },
    ],
    'connection.emailChanged': [{ type: 'connection.emailChanged', email: 'new@example.com' }],
    'provider.chainChanged': [
      { type: 'provider.chainChanged', chainId: '0x89' },
      { type: 'provider.chainChanged', chainId: 'not a chain:at:all' },
    ],
    'xstate.done.actor.syncConnection': [
      { type: 'xstate.done.actor.syncConnection', output: ACCOUNT },
      { type: 'xstate.done.actor.syncConnection', output: null },
    ],
    'xstate.error.actor.syncConnection': [{ type: 'xstate.error.actor.syncConnection', error: broken }],
    'xstate.done.actor.clearConnection': [{ type: 'xstate.done.actor.clearConnection', output: undefined }],
    'xstate.error.actor.clearConnection': [{ type: 'xstate.error.actor.clearConnection', error: broken }],
    'xstate.done.actor.connectWallet': [
      { type: 'xstate.done.actor.connectWallet', output: ACCOUNT },
      { type: 'xstate.done.actor.connectWallet', output: WALLET_ACCOUNT },
    ],
    'xstate.error.actor.connectWallet': [
      { type: 'xstate.error.actor.connectWallet', error: rejected },
      { type: 'xstate.error.actor.connectWallet', error: broken },
    ],
    'xstate.done.actor.disconnectWallet': [{ type: 'xstate.done.actor.disconnectWallet', output: undefined }],
    'xstate.error.actor.disconnectWallet': [{ type: 'xstate.error.actor.disconnectWallet', error: broken }],
  },
  states: {
    '*': (snapshot: ConnectionSnapshot, { event, previous }) => {
      const { context } = snapshot;
      // §4: the status is disconnected, connecting or connected, and says where the machine is.
      expect(context.status).toBe(STATUS_OF[String(snapshot.value)]);
      if (context.error !== undefined) {
        expect([...CONNECT_ERRORS, FAILED_TO_DISCONNECT]).toContainEqual(context.error);
      }
      if (isDisconnectEvent(event) && previous && previousOf(previous).matches('disconnecting') === false) {
        // A disconnect by the wallet follows the same rule: the modal closes.
        expect(recorded.step).toContain('ended:true');
      }
    },
    loading: (snapshot: ConnectionSnapshot) => expectCleared(snapshot),
    syncing: (snapshot: ConnectionSnapshot) => {
      // §4 "On load with reconnect enabled, existing connections are synced".
      expect(snapshot.context.reconnect).toBe(true);
      expect(snapshot.children.syncConnection).toBeDefined();
    },
    clearing: (snapshot: ConnectionSnapshot, { event }) => {
      // "…otherwise they are disconnected", silently: no sign-out, no modal close.
      expect(snapshot.context.reconnect).toBe(false);
      expect(snapshot.children.clearConnection).toBeDefined();
      if (event.type === 'connection.load') expect(recorded.step).toEqual(['report:disconnected:none:none']);
    },
    disconnected: (snapshot: ConnectionSnapshot, { event, previous }) => {
      // §4 "On disconnect the account, network, connector id, user and wallet info are cleared".
      expectCleared(snapshot);
      const { error } = snapshot.context;
      if (event.type === 'modal.closed') {
        expect(error).toEqual({ code: 'modalClosed', message: 'Modal closed' });
        expect(recorded.step).toContain('failed:modalClosed:Modal closed');
      }
      if (event.type === 'xstate.error.actor.connectWallet') {
        expect(error).toEqual(
          event.error === rejected
            ? { code: 'connectionRejected', message: 'Connection rejected' }
            : { code: 'failedToConnect', message: 'Failed to connect' },
        );
        expect(recorded.step).toContain(`failed:${error?.code}:${error?.message}`);
      }
      // A first visit's load: nothing stored, so disconnected at once, with nothing to sync.
      if (event.type === 'connection.load') expect(snapshot.children.syncConnection).toBeUndefined();
      if (event.type === 'xstate.done.actor.disconnectWallet') {
        // "…and the modal closes unless told otherwise".
        const asked = previousOf(previous).context.disconnect.closeModal;
        expect(recorded.step).toContain(`ended:${asked}`);
        expect(recorded.step).toContain('report:disconnected:none:none');
      }
      // A sync that found nothing, or failed, shows no error: the user did nothing.
      if (event.type.includes('syncConnection')) expect(error).toBeUndefined();
      // A sync that could not ask the stored wallet (not in the page yet) says so apart, naming it; a
      // wallet that answered with no account does not (the parent forgets that one).
      if (event.type === 'xstate.error.actor.syncConnection')
        expect(recorded.step).toEqual(['restoreFailed:walletConnect', 'report:disconnected:none:none']);
      if (event.type === 'xstate.done.actor.syncConnection')
        expect(recorded.step).toEqual(['report:disconnected:none:none']);
    },
    connecting: (snapshot: ConnectionSnapshot, { event }) => {
      expect(snapshot.context.request).toBeDefined();
      // Retry after error: a new connect clears the error.
      if (event.type === 'connection.connect') expect(snapshot.context.error).toBeUndefined();
    },
    connected: (snapshot: ConnectionSnapshot, { event, previous }) => {
      const { context } = snapshot;
      // §4 "After connect the status is connected", with the account in context.
      expect(context.address).toBeDefined();
      expect(context.caipAddress).toBe(`${context.caipNetworkId}:${context.address}`);
      expect(context.connectorId).toBe('walletConnect');
      expect(snapshot.children.watchProvider).toBeDefined();
      if (
        event.type === 'xstate.done.actor.connectWallet' ||
        event.type === 'xstate.done.actor.syncConnection'
      ) {
        expect(context.error).toBeUndefined();
        expect(recorded.step).toEqual(['report:connected:walletConnect:eip155:1']);
      }
      if (event.type === 'provider.chainChanged' && event.chainId === '0x89') {
        expect(context.caipNetworkId).toBe('eip155:137');
        expect(recorded.step).toEqual(['report:connected:walletConnect:eip155:137']);
      }
      if (event.type === 'connection.emailChanged') {
        // §4 Email update: the account's user has the new email; nothing else changes. Another
        // wallet's connection (no user) is told too, when the session tells every namespace: it
        // keeps no user.
        if (previousOf(previous).context.user === undefined) expect(context.user).toBeUndefined();
        else expect(context.user?.email).toBe('new@example.com');
        expect(recorded.step).toEqual([]);
      }
      if (event.type === 'xstate.error.actor.disconnectWallet') {
        expect(context.error).toEqual(FAILED_TO_DISCONNECT);
        // The wallet is still connected: the snackbar says why, and nothing ended.
        expect(recorded.step[0]).toBe('error:Failed to disconnect');
        expect(recorded.step.filter((entry) => entry.startsWith('ended:'))).toEqual([]);
      }
    },
    disconnecting: (snapshot: ConnectionSnapshot, { event }) => {
      // §4 "Sign-out on disconnect defaults to true".
      if (event.type === 'connection.disconnect') {
        expect(snapshot.context.disconnect).toEqual({
          closeModal: event.closeModal ?? true,
          signOut: event.signOut ?? true,
        });
      }
    },
  },
});
