/**
 * Multi-wallet (§4 Individual connection status, §5 "Multi-wallet functions require the multiWallet
 * feature"): the user's connections, switching between them, an auth connection's account type, and
 * the recent wallets (§9: 2 kept).
 *
 * States: `idle`, `reconnecting` (`reconnectWallet` for a connected or active connection),
 * `settingAccountType` (`setAccountType` for an auth connection). One request at a time: a switch
 * during another is ignored. 'wallets.sync', 'wallets.features' and 'wallets.recordRecent' are taken
 * in every state.
 *
 * Rules of 'wallets.switch', first match wins: the multiWallet feature is off → the info notice
 * 'Multi-Wallet Not Enabled' and nothing else; an unknown connection → 'No connector found for
 * connection: {id}'; a status other than connected, active or disconnected → 'Invalid connection
 * status: {status}'; disconnected → `startFlowFor` (the engine starts the email, social or pairing
 * flow); connected or active → reconnect it.
 *
 * Account-type switching is not gated by the feature: the Account view offers it for the one embedded
 * wallet without multi-wallet. It needs an auth connection (one with an auth name), else 'No auth
 * connector found'.
 *
 * Pure. Defaults: `reconnectWallet` and `setAccountType` fail visibly, `startFlowFor` and
 * `persistRecent` do nothing, `raiseInfo` sends 'notice.show' {variant: 'info'} to `notices`.
 */
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import {
  invalidConnectionStatus,
  isPorticoError,
  MESSAGES,
  noConnectorForConnection,
} from '../../domain/errors.ts';
import type { NoticesEvent } from '../modal/notices.events.ts';
import { type ConnectionAccount, connectFailureMessage } from './connection.types.ts';
import {
  type AuthAccountType,
  activate,
  findConnection,
  initialContext,
  isIndividualConnectionStatus,
  type RecentWallet,
  recordRecent,
  switchStatus,
  type WalletConnection,
  type WalletsContext,
  type WalletsInput,
  withAccounts,
} from './wallets.context.ts';
import type { WalletsEvent } from './wallets.events.ts';

/** Input of `reconnectWallet`: the connection to make active again. */
export interface ReconnectWalletInput {
  connection: WalletConnection;
}

/** Input of `setAccountType`: the auth connection and the account type to use. */
export interface SetAccountTypeInput {
  connection: WalletConnection;
  accountType: AuthAccountType;
}

/** Output of `setAccountType`: the connection's accounts afterwards, the one now in use first. */
export interface SetAccountTypeOutput {
  accounts: ConnectionAccount[];
}

/** Params of `persistRecent`: the recent wallets to store, most recent first. */
export interface PersistRecentWalletsParams {
  recent: RecentWallet[];
}

type SwitchEvent = Extract<WalletsEvent, { type: 'wallets.switch' }>;
type AccountTypeEvent = Extract<WalletsEvent, { type: 'wallets.setAccountType' }>;

/** A failed account-type switch: the embedded wallet's catalogue text, else the generic one (no spec text). */
const accountTypeFailure = (error: unknown) =>
  isPorticoError(error) ? error.message : MESSAGES.somethingWentWrong;

const statusOf = ({ context, event }: { context: WalletsContext; event: SwitchEvent }) =>
  switchStatus(findConnection(context, event.connectionId), event.to);

/** The multi-wallet statechart. Run it with `createActor(walletsMachine.provide({...}), { input })`. */
export const walletsMachine = setup({
  types: {
    context: {} as WalletsContext,
    events: {} as WalletsEvent,
    input: {} as WalletsInput,
  },
  actors: {
    /** Make a connected connection the active one again (its connector reconnects); the engine provides it. */
    reconnectWallet: fromPromise<void, ReconnectWalletInput>(() =>
      Promise.reject(new Error('wallets: the reconnectWallet actor is not provided')),
    ),
    /** Switch an auth connection's account type (the embedded wallet's set preferred account); the engine provides it. */
    setAccountType: fromPromise<SetAccountTypeOutput, SetAccountTypeInput>(() =>
      Promise.reject(new Error('wallets: the setAccountType actor is not provided')),
    ),
  },
  actions: {
    /** §4: start the email, social or pairing flow for a disconnected connection; the engine provides it. */
    startFlowFor: (_, _connection: WalletConnection) => {},
    /** Store the recent wallets; the engine provides it. */
    persistRecent: (_, _params: PersistRecentWalletsParams) => {},
    /** §5: an info notice in the snackbar. */
    raiseInfo: enqueueActions(({ enqueue, system }, message: string) => {
      const notices = system.get('notices');
      const event: NoticesEvent = { type: 'notice.show', variant: 'info', message };
      if (notices) enqueue.sendTo(notices, event);
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
    takeAccounts: assign(({ context }, accounts: ConnectionAccount[]) => ({
      connections: context.pending
        ? withAccounts(context.connections, context.pending.id, accounts)
        : context.connections,
      pending: undefined,
    })),
    recordRecent: assign(({ context }, wallet: RecentWallet) => ({
      recent: recordRecent(context.recent, wallet),
    })),
  },
  guards: {
    multiWalletDisabled: ({ context }) => !context.multiWallet,
    isUnknownConnection: ({ context }, connectionId: string) =>
      findConnection(context, connectionId) === undefined,
    isInvalidStatus: (_, status: string | undefined) =>
      status === undefined || !isIndividualConnectionStatus(status),
    isDisconnectedStatus: (_, status: string | undefined) => status === 'disconnected',
    isNotAuth: ({ context }, connectionId: string) =>
      findConnection(context, connectionId)?.authName === undefined,
  },
}).createMachine({
  id: 'wallets',
  context: ({ input }) => initialContext(input),
  initial: 'idle',
  on: {
    'wallets.sync': { actions: { type: 'takeConnections', params: ({ event }) => event.connections } },
    'wallets.features': { actions: { type: 'takeFeature', params: ({ event }) => event.multiWallet } },
    // §9 "Recent wallets kept: 2"; the engine stores them.
    'wallets.recordRecent': {
      actions: [
        { type: 'recordRecent', params: ({ event }) => event.wallet },
        { type: 'persistRecent', params: ({ context }) => ({ recent: context.recent }) },
      ],
    },
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
            actions: [
              'clearError',
              // The guards above found the connection.
              {
                type: 'startFlowFor',
                params: ({ context, event }) =>
                  findConnection(context, event.connectionId) as WalletConnection,
              },
            ],
          },
          {
            target: 'reconnecting',
            actions: {
              type: 'takePending',
              params: ({ context, event }) => findConnection(context, event.connectionId),
            },
          },
        ],
        'wallets.setAccountType': [
          {
            guard: { type: 'isUnknownConnection', params: ({ event }) => event.connectionId },
            actions: { type: 'fail', params: ({ event }) => noConnectorForConnection(event.connectionId) },
          },
          {
            guard: { type: 'isNotAuth', params: ({ event }) => event.connectionId },
            actions: { type: 'fail', params: MESSAGES.noAuthConnectorFound },
          },
          {
            target: 'settingAccountType',
            actions: {
              type: 'takePending',
              params: ({ context, event }: { context: WalletsContext; event: AccountTypeEvent }) =>
                findConnection(context, event.connectionId),
            },
          },
        ],
      },
    },
    reconnecting: {
      invoke: {
        id: 'reconnectWallet',
        src: 'reconnectWallet',
        // `reconnecting` is entered only with a pending connection.
        input: ({ context }) => ({ connection: context.pending as WalletConnection }),
        onDone: { target: 'idle', actions: 'markActive' },
        onError: {
          target: 'idle',
          actions: { type: 'fail', params: ({ event }) => connectFailureMessage(event.error) },
        },
      },
    },
    settingAccountType: {
      invoke: {
        id: 'setAccountType',
        src: 'setAccountType',
        input: ({ context, event }) => ({
          connection: context.pending as WalletConnection,
          // Entered only by 'wallets.setAccountType'; the fallback satisfies the type.
          accountType: event.type === 'wallets.setAccountType' ? event.accountType : 'eoa',
        }),
        onDone: {
          target: 'idle',
          actions: { type: 'takeAccounts', params: ({ event }) => event.output.accounts },
        },
        onError: {
          target: 'idle',
          actions: { type: 'fail', params: ({ event }) => accountTypeFailure(event.error) },
        },
      },
    },
  },
});
