/**
 * Multi-wallet (§4 Individual connection status, §5 "Multi-wallet functions require the multiWallet
 * feature"): the user's connections and switching between them.
 *
 * States: `idle`, `reconnecting` (the root makes a connected or active connection the active one
 * again and answers 'wallets.reconnected' or 'wallets.reconnectFailed'). One request at a time: a
 * switch during another is ignored. 'wallets.sync' and 'wallets.features' are taken in every state.
 *
 * Rules of 'wallets.switch', first match wins: the multiWallet feature is off → the info notice
 * 'Multi-Wallet Not Enabled' and nothing else; an unknown connection → 'No connector found for
 * connection: {id}'; a status other than connected, active or disconnected → 'Invalid connection
 * status: {status}'; disconnected → the root starts its flow again ('wallets.flowRequested');
 * connected or active → reconnect it ('wallets.reconnectRequested').
 *
 * Pure: it reaches nothing. What must happen elsewhere is reported to the parent (reports.ts).
 */
import { assign, enqueueActions, setup } from 'xstate';
import { invalidConnectionStatus, MESSAGES, noConnectorForConnection } from '../../domain/errors.ts';
import { tellParent } from '../vocabulary/reports.ts';
import {
  activate,
  findConnection,
  initialContext,
  isIndividualConnectionStatus,
  switchStatus,
  type WalletConnection,
  type WalletsContext,
  type WalletsInput,
} from './wallets.context.ts';
import type { WalletsEvent } from './wallets.events.ts';

type SwitchEvent = Extract<WalletsEvent, { type: 'wallets.switch' }>;

const statusOf = ({ context, event }: { context: WalletsContext; event: SwitchEvent }) =>
  switchStatus(findConnection(context, event.connectionId), event.to);

/** The connection a switch names (the guards before found it). */
const connectionOf = ({ context, event }: { context: WalletsContext; event: SwitchEvent }) =>
  findConnection(context, event.connectionId) as WalletConnection;

/** The multi-wallet statechart. Run it with `createActor(walletsMachine, { input })`. */
export const walletsMachine = setup({
  types: {
    context: {} as WalletsContext,
    events: {} as WalletsEvent,
    input: {} as WalletsInput,
  },
  actions: {
    /** §4: a disconnected connection's flow starts again (the root decides how). */
    requestFlow: enqueueActions(({ enqueue }, connection: WalletConnection) => {
      tellParent(enqueue, {
        type: 'wallets.flowRequested',
        connection: { connectorId: connection.connectorId, namespaces: connection.namespaces },
      });
    }),
    /**
     * §4: a connected or active connection becomes the active one again (the root reconnects it): its
     * first namespace, one it is connected on.
     */
    requestReconnect: enqueueActions(({ context, enqueue }) => {
      const namespace = context.pending?.namespaces[0];
      if (context.pending && namespace)
        tellParent(enqueue, {
          type: 'wallets.reconnectRequested',
          connection: { connectorId: context.pending.connectorId, namespace },
        });
    }),
    /** §5: an info notice in the snackbar. */
    raiseInfo: enqueueActions(({ enqueue }, message: string) => {
      tellParent(enqueue, { type: 'notice.raised', variant: 'info', message });
    }),
    takeConnections: assign((_, connections: WalletConnection[]) => ({ connections })),
    takeFeature: assign((_, multiWallet: boolean) => ({ multiWallet })),
    takePending: assign((_, pending: WalletConnection | undefined) => ({ pending, error: undefined })),
    clearError: assign({ error: undefined }),
    fail: assign((_, error: string) => ({ error, pending: undefined })),
    markActive: assign(({ context }) => ({
      connections: context.pending ? activate(context.connections, context.pending.id) : context.connections,
      pending: undefined,
    })),
  },
  guards: {
    multiWalletDisabled: ({ context }) => !context.multiWallet,
    isUnknownConnection: ({ context }, connectionId: string) =>
      findConnection(context, connectionId) === undefined,
    isInvalidStatus: (_, status: string | undefined) =>
      status === undefined || !isIndividualConnectionStatus(status),
    isDisconnectedStatus: (_, status: string | undefined) => status === 'disconnected',
  },
}).createMachine({
  id: 'wallets',
  context: ({ input }) => initialContext(input),
  initial: 'idle',
  on: {
    'wallets.sync': { actions: { type: 'takeConnections', params: ({ event }) => event.connections } },
    'wallets.features': { actions: { type: 'takeFeature', params: ({ event }) => event.multiWallet } },
  },
  states: {
    idle: {
      on: {
        'wallets.switch': [
          // §5: the info notice, and nothing else.
          {
            guard: 'multiWalletDisabled',
            actions: { type: 'raiseInfo', params: MESSAGES.multiWalletNotEnabled },
          },
          {
            guard: { type: 'isUnknownConnection', params: ({ event }) => event.connectionId },
            actions: { type: 'fail', params: ({ event }) => noConnectorForConnection(event.connectionId) },
          },
          {
            guard: { type: 'isInvalidStatus', params: statusOf },
            actions: { type: 'fail', params: (args) => invalidConnectionStatus(String(statusOf(args))) },
          },
          {
            guard: { type: 'isDisconnectedStatus', params: statusOf },
            actions: ['clearError', { type: 'requestFlow', params: connectionOf }],
          },
          {
            target: 'reconnecting',
            actions: {
              type: 'takePending',
              params: ({ context, event }) => findConnection(context, event.connectionId),
            },
          },
        ],
      },
    },
    reconnecting: {
      entry: 'requestReconnect',
      on: {
        'wallets.reconnected': { target: 'idle', actions: 'markActive' },
        'wallets.reconnectFailed': {
          target: 'idle',
          actions: { type: 'fail', params: ({ event }) => event.error },
        },
      },
    },
  },
});
