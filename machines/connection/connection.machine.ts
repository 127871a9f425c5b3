/**
 * One chain namespace's connection (§4 Connection status, Cancellation): disconnected, connecting,
 * connected, with the §3 account fields it owns in context.
 *
 * States (status in brackets; `status` in context always matches):
 * - `loading` [disconnected]: waits for 'connection.load' (the namespace's adapter is ready); with no
 *   stored connector there is nothing to sync or clear, so it is `disconnected` at once.
 * - `syncing` [connecting]: reconnect enabled: "existing connections are synced" (`syncConnection`).
 * - `clearing` [disconnected]: reconnect disabled: "otherwise they are disconnected" (`disconnectWallet`,
 *   silently: no sign-out, no modal close, no error).
 * - `disconnected`, `connecting` (`connectWallet`), `connected` (`watchProvider` forwards the wallet's
 *   events), `disconnecting` [connected until the wallet confirms] (`disconnectWallet`).
 *
 * Pure. The engine provides the four actors; connect fails visibly ('Failed to connect') until it
 * does, the other defaults are harmless. What the rest of the modal must know is reported to the
 * parent (machines/vocabulary/reports.ts), which decides: `report` ('connection.changed' on every state
 * entry and account or chain change: the router's and network's facts, balances, what is stored, the
 * end of a connect attempt), `reportEnded` ('connection.ended', closing the modal unless told
 * otherwise), `reportFailed` ('connection.failed' with the §8 code and text), `reportRestoreFailed`
 * ('connection.restoreFailed': the stored wallet could not be asked), `showError` ('notice.raised').
 */
import { assign, enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import type { CaipNetworkId } from '../../domain/caip.ts';
import { failureOf, MESSAGES, type PorticoFailure } from '../../domain/errors.ts';
import { engineActor } from '../effects.ts';
import { tellParent } from '../vocabulary/reports.ts';
import {
  accountFields,
  addressFields,
  type ConnectionContext,
  type ConnectionInput,
  type ConnectRequest,
  chainFields,
  clearedAccount,
  connectionReport,
  DEFAULT_DISCONNECT_OPTIONS,
  type DisconnectOptions,
  initialContext,
  providerChainId,
} from './connection.context.ts';
import type { ConnectionEvent } from './connection.events.ts';
import {
  type ConnectedAccount,
  type ConnectionStatus,
  type ConnectWalletInput,
  connectFailure,
  type DisconnectWalletInput,
  type SyncConnectionInput,
  type SyncConnectionOutput,
  type WatchProviderInput,
} from './connection.types.ts';

/** Params of `reportEnded`: the connection ended; whether the modal should close (§4). */
export interface ReportEndedParams {
  closeModal: boolean;
}

const connectionSetup = setup({
  types: {
    context: {} as ConnectionContext,
    events: {} as ConnectionEvent,
    input: {} as ConnectionInput,
  },
  actors: {
    /** Connect with the chosen connector; the engine provides it (headless/connectors/). Honour `signal`: a stop means cancelled. */
    connectWallet: engineActor<ConnectedAccount, ConnectWalletInput>('connectWallet'),
    /** Restore the namespace's existing connection, or null; by default there is none. */
    syncConnection: fromPromise<SyncConnectionOutput, SyncConnectionInput>(async () => null),
    /** Disconnect the wallet (and sign out when asked); by default there is nothing to disconnect. */
    disconnectWallet: fromPromise<void, DisconnectWalletInput>(async () => {}),
    /** Forward the wallet's accountsChanged, chainChanged and disconnect as ProviderEvents; stop on cleanup. */
    watchProvider: fromCallback<{ type: 'provider.watch' }, WatchProviderInput>(() => undefined),
  },
  actions: {
    setStatus: assign((_, status: ConnectionStatus) => ({ status })),
    takeLoadOptions: assign(({ context }, options: { reconnect?: boolean; knownConnectorId?: string }) => ({
      reconnect: options.reconnect ?? context.reconnect,
      knownConnectorId: options.knownConnectorId ?? context.knownConnectorId,
    })),
    // A new connect is the retry: the previous error stays on screen until then.
    takeRequest: assign((_, request: ConnectRequest) => ({ request, error: undefined })),
    takeAccount: assign((_, params: { account: ConnectedAccount; request: ConnectRequest | undefined }) => ({
      ...accountFields(params.account, params.request),
      request: undefined,
    })),
    takeAddresses: assign(({ context }, addresses: readonly string[]) => addressFields(context, addresses)),
    takeChain: assign(({ context }, caipNetworkId: CaipNetworkId) => chainFields(context, caipNetworkId)),
    takeEmail: assign(({ context }, email: string) => ({ user: { ...context.user, email } })),
    clearAccount: assign(() => ({ ...clearedAccount(), error: undefined })),
    takeDisconnectOptions: assign((_, disconnect: DisconnectOptions) => ({ disconnect })),
    forgetKnownConnector: assign({ knownConnectorId: undefined }),
    fail: assign((_, error: PorticoFailure) => ({ error, request: undefined })),
    /** Tell the parent what the connection is now (status, account, chain). */
    report: enqueueActions(({ context, enqueue }) => {
      tellParent(enqueue, { type: 'connection.changed', connection: connectionReport(context) });
    }),
    /** Tell the parent the connection ended (§4 "the modal closes unless told otherwise"). */
    reportEnded: enqueueActions(({ context, enqueue }, params: ReportEndedParams) => {
      tellParent(enqueue, {
        type: 'connection.ended',
        namespace: context.namespace,
        closeModal: params.closeModal,
        signOut: context.disconnect.signOut,
      });
    }),
    /** Tell the parent a connect failed, with its §8 code and text. */
    reportFailed: enqueueActions(({ context, enqueue }, error: PorticoFailure) => {
      tellParent(enqueue, { type: 'connection.failed', namespace: context.namespace, error });
    }),
    /** Tell the parent the stored connection's wallet could not be asked (not in the page yet, or broken). */
    reportRestoreFailed: enqueueActions(({ context, enqueue }) => {
      tellParent(enqueue, {
        type: 'connection.restoreFailed',
        namespace: context.namespace,
        // Only `syncing` reports it, and it is entered with a stored connector only.
        connectorId: context.knownConnectorId ?? '',
      });
    }),
    /** Show an error in the snackbar. */
    showError: enqueueActions(({ enqueue }, message: string) => {
      tellParent(enqueue, { type: 'notice.raised', variant: 'error', message });
    }),
  },
  guards: {
    /** An embedded-wallet login's connection: it has a user (§3 account state `user`) to update. */
    hasUser: ({ context }) => context.user !== undefined,
    reconnectEnabled: (_, reconnect: boolean) => reconnect,
    hasNoKnownConnector: (_, knownConnectorId: string | undefined) => knownConnectorId === undefined,
    isAccount: (_, output: SyncConnectionOutput) => output !== null,
    hasRequest: ({ context }) => context.request !== undefined,
    hasNoAddresses: (_, addresses: readonly string[]) => addresses.length === 0,
    isChainOfNamespace: ({ context }, chainId: string | number) =>
      providerChainId(context.namespace, chainId) !== undefined,
    closesModal: ({ context }) => context.disconnect.closeModal,
  },
});

/** The effects of any disconnect: the account is cleared, and the parent told how it ended. */
const disconnectedActions = (closeModal: boolean) =>
  ['clearAccount', { type: 'reportEnded', params: { closeModal } }] as const;

/** What every state does on entry: its status, told to the parent. */
const reportEntry = (status: ConnectionStatus) => [{ type: 'setStatus', params: status }, 'report'] as const;

/** The effects of a connect or sync that found an account: take it (the parent hears on entry). */
function connected<TArgs extends { context: ConnectionContext }>(
  accountOf: (args: TArgs) => ConnectedAccount,
) {
  return [
    {
      type: 'takeAccount',
      params: (args: TArgs) => ({ account: accountOf(args), request: args.context.request }),
    },
  ] as const;
}

const connectTransition = {
  target: '#connection.connecting',
  reenter: true,
  actions: {
    type: 'takeRequest',
    params: ({ event }: { event: Extract<ConnectionEvent, { type: 'connection.connect' }> }) => ({
      connectorId: event.connectorId,
      connectorType: event.connectorType,
    }),
  },
} as const;

/** The connection statechart of one namespace. Run it with `createActor(connectionMachine.provide({...}), { input })`. */
export const connectionMachine = connectionSetup.createMachine({
  id: 'connection',
  context: ({ input }) => initialContext(input),
  initial: 'loading',
  states: {
    loading: {
      on: {
        'connection.load': [
          // Nothing stored for this namespace (a first visit): nothing to sync or clear.
          {
            guard: {
              type: 'hasNoKnownConnector',
              params: ({ context, event }) => event.knownConnectorId ?? context.knownConnectorId,
            },
            target: 'disconnected',
            actions: { type: 'takeLoadOptions', params: ({ event }) => event },
          },
          {
            guard: {
              type: 'reconnectEnabled',
              params: ({ context, event }) => event.reconnect ?? context.reconnect,
            },
            target: 'syncing',
            actions: { type: 'takeLoadOptions', params: ({ event }) => event },
          },
          { target: 'clearing', actions: { type: 'takeLoadOptions', params: ({ event }) => event } },
        ],
        // The adapter may be ready before the engine says so; a click is not lost.
        'connection.connect': connectTransition,
      },
    },
    syncing: {
      entry: reportEntry('connecting'),
      invoke: {
        id: 'syncConnection',
        src: 'syncConnection',
        input: ({ context }) => ({ namespace: context.namespace, connectorId: context.knownConnectorId }),
        onDone: [
          {
            guard: { type: 'isAccount', params: ({ event }) => event.output },
            target: 'connected',
            // The guard checked the output is not null.
            actions: connected(({ event }) => event.output as ConnectedAccount),
          },
          { target: 'disconnected' },
        ],
        // A failed restore is not the user's doing: no error on screen, just not connected. The parent
        // hears it apart from a wallet that answered with no account (that one forgets the connection).
        onError: { target: 'disconnected', actions: 'reportRestoreFailed' },
      },
      on: { 'connection.connect': connectTransition },
    },
    clearing: {
      entry: reportEntry('disconnected'),
      invoke: {
        id: 'clearConnection',
        src: 'disconnectWallet',
        input: ({ context }) => ({
          namespace: context.namespace,
          connectorId: context.knownConnectorId,
          signOut: false,
        }),
        // Either way the old connection is gone for this page: forget it, and run a connect that waited.
        onDone: [
          { guard: 'hasRequest', target: 'connecting', actions: 'forgetKnownConnector' },
          { target: 'disconnected', actions: 'forgetKnownConnector' },
        ],
        onError: [
          { guard: 'hasRequest', target: 'connecting', actions: 'forgetKnownConnector' },
          { target: 'disconnected', actions: 'forgetKnownConnector' },
        ],
      },
      on: {
        // Connecting now would race the disconnect of the old connection: the click waits for it.
        'connection.connect': {
          actions: {
            type: 'takeRequest',
            params: ({ event }) => ({ connectorId: event.connectorId, connectorType: event.connectorType }),
          },
        },
      },
    },
    disconnected: {
      entry: reportEntry('disconnected'),
      on: { 'connection.connect': connectTransition },
    },
    connecting: {
      entry: reportEntry('connecting'),
      invoke: {
        id: 'connectWallet',
        src: 'connectWallet',
        // Every way into `connecting` sets the request; '' only satisfies the type.
        input: ({ context }) => ({
          connectorId: context.request?.connectorId ?? '',
          namespace: context.namespace,
        }),
        onDone: { target: 'connected', actions: connected(({ event }) => event.output) },
        onError: {
          target: 'disconnected',
          actions: [
            { type: 'fail', params: ({ event }) => connectFailure(event.error) },
            { type: 'reportFailed', params: ({ event }) => connectFailure(event.error) },
          ],
        },
      },
      on: {
        // Another wallet chosen while waiting: the running connect is stopped (its signal aborts).
        'connection.connect': connectTransition,
        // §4 Cancellation: "closing the modal rejects a waiting email or pairing connect". A browser
        // wallet's wait is rejected too: the visitor closed the modal, so the app stops waiting (the
        // wallet's own prompt may stay open; its late answer no longer connects).
        'modal.closed': {
          target: 'disconnected',
          actions: [
            { type: 'fail', params: failureOf('modalClosed') },
            { type: 'reportFailed', params: failureOf('modalClosed') },
          ],
        },
      },
    },
    connected: {
      entry: reportEntry('connected'),
      invoke: {
        id: 'watchProvider',
        src: 'watchProvider',
        // `connected` is entered only with an account, so the connector id is set.
        input: ({ context }) => ({ namespace: context.namespace, connectorId: context.connectorId ?? '' }),
      },
      on: {
        'provider.accountsChanged': [
          // The wallet dropped every account: that is a disconnect, with the same effects.
          {
            guard: { type: 'hasNoAddresses', params: ({ event }) => event.addresses },
            target: 'disconnected',
            actions: [
              { type: 'takeDisconnectOptions', params: DEFAULT_DISCONNECT_OPTIONS },
              ...disconnectedActions(true),
            ],
          },
          {
            actions: [{ type: 'takeAddresses', params: ({ event }) => event.addresses }, 'report'],
          },
        ],
        'provider.chainChanged': {
          guard: { type: 'isChainOfNamespace', params: ({ event }) => event.chainId },
          actions: enqueueActions(({ context, event, enqueue }) => {
            // The guard checked that the id converts.
            const caipNetworkId = providerChainId(context.namespace, event.chainId) as CaipNetworkId;
            enqueue({ type: 'takeChain', params: caipNetworkId });
            enqueue('report');
          }),
        },
        'connection.emailChanged': {
          guard: 'hasUser',
          actions: { type: 'takeEmail', params: ({ event }) => event.email },
        },
        'provider.disconnect': {
          target: 'disconnected',
          actions: [
            { type: 'takeDisconnectOptions', params: DEFAULT_DISCONNECT_OPTIONS },
            ...disconnectedActions(true),
          ],
        },
        'connection.disconnect': {
          target: 'disconnecting',
          actions: {
            type: 'takeDisconnectOptions',
            params: ({ event }) => ({
              closeModal: event.closeModal ?? DEFAULT_DISCONNECT_OPTIONS.closeModal,
              signOut: event.signOut ?? DEFAULT_DISCONNECT_OPTIONS.signOut,
            }),
          },
        },
      },
    },
    disconnecting: {
      invoke: {
        id: 'disconnectWallet',
        src: 'disconnectWallet',
        input: ({ context }) => ({
          namespace: context.namespace,
          connectorId: context.connectorId,
          signOut: context.disconnect.signOut,
        }),
        // §4 "the modal closes unless told otherwise".
        onDone: [
          { guard: 'closesModal', target: 'disconnected', actions: disconnectedActions(true) },
          { target: 'disconnected', actions: disconnectedActions(false) },
        ],
        // §8 'Failed to disconnect': the wallet is still connected, so the account stays.
        onError: {
          target: 'connected',
          actions: [
            { type: 'fail', params: failureOf('failedToDisconnect') },
            { type: 'showError', params: MESSAGES.failedToDisconnect },
          ],
        },
      },
    },
  },
});
