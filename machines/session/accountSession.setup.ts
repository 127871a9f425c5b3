/**
 * The account session's setup (accountSession.machine.ts): the account actors it is the parent of,
 * the code it loads, its named actions and guards, and the transition fragments and helpers its
 * regions share. The regions are built on it: accountSession.machine.ts (connections, account type,
 * balances, the active account) and accountSession.regions.ts (attempt, reconnect, analytics, email
 * update).
 */
import { assign, enqueueActions, sendParent, setup } from 'xstate';
import type { ChainNamespace } from '../../domain/caip.ts';
import { isEmbeddedConnectorType } from '../../domain/connectorTypes.ts';
import type { MessageKey } from '../../domain/errors.ts';
import { sendMachine } from '../account/send.machine.ts';
import { tokenBalancesMachine } from '../account/tokenBalances.machine.ts';
import { transactionsMachine } from '../account/transactions.machine.ts';
import { balancesMachine } from '../balances/balances.machine.ts';
import { connectionMachine } from '../connection/connection.machine.ts';
import { walletsMachine } from '../connection/wallets.machine.ts';
import { engineActor, engineEffect, engineLogic } from '../effects.ts';
import { approvalMachine } from '../embedded/approval.machine.ts';
import type { EmailUpdateInput } from '../embedded/emailUpdate.context.ts';
import { appSessionsMachine } from '../pairing/appSessions.machine.ts';
import { pairingMachine } from '../pairing/pairing.machine.ts';
import { siwxMachine } from '../siwx/siwx.machine.ts';
import {
  attemptAfter,
  attemptIsOver,
  connectorsToRemember,
  justConnected,
  watchedAccountOf,
  watchKeyOf,
} from '../vocabulary/connections.ts';
import type { ChildReport, ConnectionReport } from '../vocabulary/reports.ts';
import {
  ACCOUNT_DATA_IDS,
  ACCOUNT_TYPE_ID,
  APPROVAL_ID,
  balancesSystemId,
  connectionSystemId,
  PAIRING_ID,
  SIWX_ID,
  WALLETS_ID,
} from '../vocabulary/systemIds.ts';
import {
  embeddedNamespaces,
  namespacesToConnect,
  rememberWallet,
  walletListOf,
} from './accountSession.rules.ts';
import type {
  AccountSessionContext,
  AccountSessionEvent,
  AccountSessionInput,
  ConnectCommand,
  EmailUpdateLogic,
} from './accountSession.types.ts';
import { accountTypeMachine } from './accountType.machine.ts';

export type ConnectionChanged = Extract<AccountSessionEvent, { type: 'connection.changed' }>;
type ApprovalRequestEvent = Extract<
  AccountSessionEvent,
  { type: 'approval.request' | 'approval.success' | 'approval.error' }
>;
/** What a disconnect names: the namespaces, and §4 whether the modal closes and the wallet signs out. */
interface DisconnectParams {
  namespaces: readonly ChainNamespace[];
  closeModal?: boolean | undefined;
  signOut?: boolean | undefined;
}
/**
 * §3 store the connector of each connected namespace (the effect, with the connections as they are
 * now), and keep those whose wallet was not in the page to restore.
 */
export const rememberConnectors = {
  type: 'rememberConnectors',
  params: ({ context }: { context: AccountSessionContext }) => ({
    ...context.awaited,
    ...connectorsToRemember(context.connections),
  }),
} as const;

/** The visitor's disconnect: the namespaces it names no longer wait for their stored wallet. */
export const forgetAwaitedOfDisconnect = {
  type: 'forgetAwaited',
  params: ({ context, event }: Args) =>
    disconnectedNamespaces(context, event as Extract<AccountSessionEvent, { type: 'modal.disconnect' }>),
} as const;

/** Tell the root the connections as they are now (the router's and the network's facts follow them). */
export const tellConnections = {
  type: 'tellRoot',
  params: ({ context }: { context: AccountSessionContext }) => ({
    type: 'session.connections' as const,
    connections: context.connections,
  }),
} as const;

/** §4 multi-wallet: the chosen wallet's network becomes the active one (the root skips its own namespace). */
export function activationOf(report: ConnectionReport | undefined): ChildReport {
  return {
    type: 'session.activateNetwork',
    namespace: report?.namespace,
    caipNetworkId: report?.caipNetworkId,
  };
}

export type Args = { context: AccountSessionContext; event: AccountSessionEvent };

/** The report of a 'connection.changed' (the transitions that read it only take that event). */
export const reportOf = ({ event }: Args): ConnectionReport => (event as ConnectionChanged).connection;

/** Sign-in runs: the host configured it (its child was spawned). */
export const signsIn = (context: AccountSessionContext) => context.input.siwx !== undefined;

/** Whether this report changes the account its namespace's balances follow. */
export const changesAccount = (context: AccountSessionContext, report: ConnectionReport) =>
  watchKeyOf(watchedAccountOf(report)) !== (context.watched[report.namespace] ?? '');

/** The account session statechart. The root spawns it as its child `accountSession`. */
export const accountSessionSetup = setup({
  types: {
    input: {} as AccountSessionInput,
    context: {} as AccountSessionContext,
    events: {} as AccountSessionEvent,
  },
  actors: {
    connection: connectionMachine,
    pairing: pairingMachine,
    sessions: appSessionsMachine,
    wallets: walletsMachine,
    balances: balancesMachine,
    siwx: siwxMachine,
    approval: approvalMachine,
    tokenBalances: tokenBalancesMachine,
    transactions: transactionsMachine,
    send: sendMachine,
    accountType: accountTypeMachine,
    /** Load the email update's code (with the embedded wallet's frame); resolves with the input to start it with. */
    loadEmailUpdate: engineActor<EmailUpdateInput, EmailUpdateInput>('loadEmailUpdate'),
    /** The email update, started once its code is in; the engine provides it. */
    emailUpdate: engineLogic<EmailUpdateLogic>('emailUpdate'),
  },
  actions: {
    /** §3 store the connector of each connected namespace, to sync on the next load. */
    rememberConnectors: engineEffect<Partial<Record<ChainNamespace, string>>>('rememberConnectors'),
    /**
     * §4 reject the embedded wallet's pending requests: the engine aborts the frame's open RPC requests
     * (safe reads excepted) with `error`, 'Request was aborted' when absent.
     */
    rejectEmbeddedRequests: engineEffect<{ code?: MessageKey | undefined }>('rejectEmbeddedRequests'),
    /** SIGN_OUT of the embedded wallet's frame (the engine sends it; capped at 3 s by the frame statechart). */
    signOutEmbeddedWallet: engineEffect<void>('signOutEmbeddedWallet'),
    /** Tell the root a fact (it decides what the router, the network and analytics do). */
    tellRoot: sendParent((_, report: ChildReport) => report),
    takeActiveNamespace: assign((_, namespace: ChainNamespace) => ({ activeNamespace: namespace })),
    takeReconnect: assign((_, reconnect: AccountSessionContext['reconnect']) => ({ reconnect })),
    /** Keep a stored connector whose wallet could not be asked: a later load tries it again. */
    keepAwaited: assign(({ context }, kept: { namespace: ChainNamespace; connectorId: string }) => ({
      awaited: { ...context.awaited, [kept.namespace]: kept.connectorId },
    })),
    /** These namespaces no longer wait for their stored wallet (it connected, or the visitor disconnected). */
    forgetAwaited: assign(({ context }, namespaces: readonly ChainNamespace[]) => ({
      awaited: Object.fromEntries(
        Object.entries(context.awaited).filter(
          ([namespace]) => !namespaces.includes(namespace as ChainNamespace),
        ),
      ),
    })),
    clearAttempt: assign({ attempt: undefined }),
  },
  guards: {
    /** The report is the embedded wallet's (AUTH) eip155 account: its account type follows it (§3). */
    isEmbeddedEvmAccount: (args) => {
      const report = reportOf(args);
      return (
        report.namespace === 'eip155' &&
        report.status === 'connected' &&
        isEmbeddedConnectorType(report.connectorType) &&
        report.address !== undefined &&
        report.caipNetworkId !== undefined
      );
    },
    /** The report says eip155 is no longer connected (a restore under way is not an end). */
    isEvmConnectionGone: (args) => {
      const report = reportOf(args);
      return report.namespace === 'eip155' && report.status === 'disconnected';
    },
    /** §1 the embedded wallet (AUTH) is the eip155 connection: its email can be changed. */
    isEmbeddedWalletConnected: ({ context }) =>
      context.connections.eip155?.status === 'connected' &&
      isEmbeddedConnectorType(context.connections.eip155.connectorType),
    /** A connect names a namespace that is not connected yet. */
    hasNamespaceToConnect: ({ context }, namespaces: readonly ChainNamespace[]) =>
      namespacesToConnect(context.connections, namespaces).length > 0,
    /** Sign-in runs and the active namespace, whose account it follows, is leaving. */
    signInFollowsLeavingAccount: ({ context, event }) =>
      signsIn(context) &&
      event.type === 'modal.disconnect' &&
      context.activeNamespace !== undefined &&
      disconnectedNamespaces(context, event).includes(context.activeNamespace),
    isOtherNamespace: ({ context }, namespace: ChainNamespace) => context.activeNamespace !== namespace,

    /** The report changes the account its namespace's balances follow. */
    accountChanged: (args) => changesAccount(args.context, reportOf(args)),
    /** The report's namespace has a connected account (on a chain). */
    hasAccount: (args) => watchedAccountOf(reportOf(args)) !== undefined,
    /** The report is a stored connection being restored: its wallet has not answered yet. */
    isRestoreUnderWay: (args) => {
      const report = reportOf(args);
      return report.status === 'connecting' && report.pending === 'restore';
    },
    /** The report connects a namespace whose stored wallet was awaited. */
    connectsAwaitedNamespace: (args) => {
      const report = reportOf(args);
      return report.status === 'connected' && args.context.awaited[report.namespace] !== undefined;
    },
    /** The report is the active namespace's (or none is active yet). */
    isActiveNamespaceReport: (args) =>
      reportOf(args).namespace === (args.context.activeNamespace ?? reportOf(args).namespace),

    /** After this report, every namespace of the attempt settled and one connected. */
    attemptSucceeds: (args) => {
      const attempt = attemptAfterReport(args);
      return attempt?.connected === true && attemptIsOver(attempt, connectionsAfter(args));
    },
    /** After this report, every namespace of the attempt settled. */
    attemptEnds: (args) => {
      const attempt = attemptAfterReport(args);
      return attempt !== undefined && attemptIsOver(attempt, connectionsAfter(args));
    },
    /** A namespace of the visitor's connect just connected (CONNECT_SUCCESS). */
    justConnectedInAttempt: (args) => {
      const report = reportOf(args);
      return (
        args.context.attempt?.namespaces.includes(report.namespace) === true &&
        justConnected(args.context.connections[report.namespace], report)
      );
    },

    /** §4 multi-wallet: the wallet asked for is connected (it only needs activating). */
    requestedIsConnected: ({ context, event }) =>
      event.type === 'wallets.reconnectRequested' &&
      context.connections[event.connection.namespace]?.status === 'connected',
    /** The namespace a reconnect waits for connected. */
    reconnectDone: (args) => {
      const report = reportOf(args);
      return args.context.reconnect?.namespace === report.namespace && report.status === 'connected';
    },
    /** The namespace a reconnect waits for failed to connect. */
    reconnectFailed: ({ context, event }) =>
      event.type === 'connection.failed' && context.reconnect?.namespace === event.namespace,
    /** The embedded wallet's last namespace ended, signing out: no other namespace is connected with it. */
    embeddedWalletLeaves: ({ context, event }) =>
      event.type === 'connection.ended' &&
      event.signOut &&
      isEmbeddedConnectorType(context.connections[event.namespace]?.connectorType) &&
      embeddedNamespaces(context.connections).every((namespace) => namespace === event.namespace),
  },
}).extend({
  actions: {
    /** §4 Embedded-wallet requests: a request or its answer goes to the approval actor. */
    toApproval: enqueueActions(({ enqueue }, request: ApprovalRequestEvent) =>
      enqueue.sendTo(APPROVAL_ID, request),
    ),

    /** Start the account actors; each stored connection is synced or cleared (§4 reconnect on load). */
    spawnAccountActors: enqueueActions(({ context, enqueue }) => {
      // Pairing first: a connection's pairing connect drives it.
      enqueue.spawnChild('pairing', { id: PAIRING_ID });
      enqueue.spawnChild('sessions', { id: 'sessions', input: {} });
      if (context.input.siwx) enqueue.spawnChild('siwx', { id: SIWX_ID, input: context.input.siwx });
      for (const connection of context.input.connections) {
        const id = connectionSystemId(connection.namespace);
        enqueue.spawnChild('connection', { id, input: connection });
        enqueue.sendTo(id, { type: 'connection.load' });
      }
      enqueue.spawnChild('wallets', { id: WALLETS_ID, input: context.input.wallets });
      for (const { namespace } of context.input.connections)
        enqueue.spawnChild('balances', { id: balancesSystemId(namespace), input: { namespace } });
      enqueue.spawnChild('approval', { id: APPROVAL_ID });
      enqueue.spawnChild('tokenBalances', { id: ACCOUNT_DATA_IDS.tokenBalances, input: {} });
      enqueue.spawnChild('transactions', {
        id: ACCOUNT_DATA_IDS.transactions,
        input: { activity: context.input.activity },
      });
      enqueue.spawnChild('send', { id: ACCOUNT_DATA_IDS.send, input: {} });
      enqueue.spawnChild('accountType', { id: ACCOUNT_TYPE_ID });
    }),

    /** Ask each namespace of the connect that is not connected yet to connect; the attempt runs. */
    startAttempt: enqueueActions(({ context, enqueue }, command: Omit<ConnectCommand, 'type'>) => {
      const namespaces = namespacesToConnect(context.connections, command.namespaces);
      enqueue.assign({ attempt: { namespaces, started: [], connected: false } });
      for (const namespace of namespaces)
        enqueue.sendTo(connectionSystemId(namespace), {
          type: 'connection.connect',
          connectorId: command.connectorId,
          connectorType: command.connectorType,
        });
    }),
    advanceAttempt: assign(({ context }, report: ConnectionReport) => ({
      attempt:
        context.attempt && attemptAfter(context.attempt, context.connections[report.namespace], report),
    })),

    /** Take a namespace's connection as reported (and list its wallet, §4 multi-wallet). */
    takeConnection: assign(({ context }, report: ConnectionReport) => ({
      connections: { ...context.connections, [report.namespace]: report },
      wallets: rememberWallet(context.wallets, report),
    })),
    /** Tell the wallets actor what the connections are now. */
    shareConnections: enqueueActions(({ context, enqueue }) => {
      enqueue.sendTo(WALLETS_ID, {
        type: 'wallets.sync',
        connections: walletListOf(
          context.wallets,
          context.connections,
          context.activeNamespace,
          allNamespaces(context),
        ),
      });
    }),

    /** The namespace's balances follow its account now (or clear when it has none). */
    followBalances: enqueueActions(({ context, enqueue }, report: ConnectionReport) => {
      const account = watchedAccountOf(report);
      enqueue.sendTo(
        balancesSystemId(report.namespace),
        account ? { type: 'balances.watch', ...account } : { type: 'balances.clear' },
      );
      enqueue.assign({ watched: { ...context.watched, [report.namespace]: watchKeyOf(account) } });
    }),
    /** Sign-in (when it runs) and the Account view's data follow this connection's account, or none. */
    followActive: enqueueActions(({ context, enqueue }, report: ConnectionReport | undefined) => {
      const account = report && watchedAccountOf(report);
      if (signsIn(context))
        enqueue.sendTo(SIWX_ID, {
          type: 'siwx.account',
          account: account && {
            address: report?.address ?? '',
            caipNetworkId: account.caipNetworkId,
            // The embedded wallet signs in with its login (eip155 messages, which its frame writes out).
            ...(isEmbeddedConnectorType(report?.connectorType) && report?.namespace === 'eip155'
              ? { embedded: true }
              : {}),
          },
        });
      enqueue.sendTo(ACCOUNT_DATA_IDS.tokenBalances, { type: 'tokenBalances.watch', account });
      enqueue.sendTo(ACCOUNT_DATA_IDS.transactions, { type: 'transactions.watch', account });
      enqueue.sendTo(ACCOUNT_DATA_IDS.send, { type: 'send.account', account });
    }),

    /** §4 "Sign-out on disconnect defaults to true": sign-in keeps the session when told not to. */
    tellSignInLeaving: enqueueActions(({ enqueue }, signOut: boolean) =>
      enqueue.sendTo(SIWX_ID, { type: 'siwx.leaving', signOut }),
    ),
    /** §4 Cancellation: a waiting connect fails with 'Modal closed'; approval rejects what waits. */
    tellModalClosed: enqueueActions(({ context, enqueue }) => {
      for (const { namespace } of context.input.connections)
        enqueue.sendTo(connectionSystemId(namespace), { type: 'modal.closed' });
      enqueue.sendTo(APPROVAL_ID, { type: 'modal.closed' });
    }),
    /** A send or an approved request moved funds: these namespaces' balances, the tokens and the activity show it. */
    refreshBalances: enqueueActions(({ context, enqueue }, namespaces: readonly string[]) => {
      for (const { namespace } of context.input.connections)
        if (namespaces.includes(namespace))
          enqueue.sendTo(balancesSystemId(namespace), { type: 'balances.refresh', force: true });
      enqueue.sendTo(ACCOUNT_DATA_IDS.tokenBalances, { type: 'tokenBalances.refresh', force: true });
      enqueue.sendTo(ACCOUNT_DATA_IDS.transactions, { type: 'transactions.refresh' });
    }),

    /** §4 multi-wallet: this connection becomes the active one, on its wallet's network. */
    answerReconnected: enqueueActions(({ enqueue }) =>
      enqueue.sendTo(WALLETS_ID, { type: 'wallets.reconnected' }),
    ),
  },
});

/** Every namespace of the app. */
export function allNamespaces(context: AccountSessionContext): ChainNamespace[] {
  return context.input.connections.map((connection) => connection.namespace);
}

type DisconnectEvent = Extract<AccountSessionEvent, { type: 'modal.disconnect' }>;

/** The namespaces a disconnect names: one, or every one of the app. */
export function disconnectedNamespaces(
  context: AccountSessionContext,
  event: DisconnectEvent,
): ChainNamespace[] {
  return event.namespace ? [event.namespace] : allNamespaces(context);
}

export function disconnectParams({
  context,
  event,
}: {
  context: AccountSessionContext;
  event: DisconnectEvent;
}): DisconnectParams {
  return {
    namespaces: disconnectedNamespaces(context, event),
    closeModal: event.closeModal,
    signOut: event.signOut,
  };
}

/** The disconnects to send: to each named namespace's connection that is connected. */
export function disconnectsOf(context: AccountSessionContext, params: DisconnectParams) {
  return params.namespaces
    .filter((namespace) => context.connections[namespace]?.status === 'connected')
    .map((namespace) => ({
      to: connectionSystemId(namespace),
      event: {
        type: 'connection.disconnect' as const,
        closeModal: params.closeModal,
        signOut: params.signOut,
      },
    }));
}

/** §4: the flow of a disconnected wallet is a connect of its connector on its namespace. */
export function flowOf({
  event,
}: {
  event: Extract<AccountSessionEvent, { type: 'wallets.flowRequested' }>;
}) {
  return {
    connectorId: event.connection.connectorId,
    connectorType: undefined,
    namespaces: event.connection.namespaces,
  };
}

/** The attempt as it will be after this report. */
export function attemptAfterReport(args: Args) {
  const report = reportOf(args);
  const { attempt, connections } = args.context;
  return attempt && attemptAfter(attempt, connections[report.namespace], report);
}

/** The connections as they will be after this report. */
export function connectionsAfter(args: Args) {
  const report = reportOf(args);
  return { ...args.context.connections, [report.namespace]: report };
}
