/**
 * The root's rules for the time a wallet is connected: spawning the account actors and deciding on
 * what they report (connections, multi-wallet, sign-in, send, name registration). They are the root statechart's rules
 * (modal.machine.ts names each event and hands it here), in a module of their own because none of
 * these events can happen before the account actors run: the rules come in the account actors' chunk
 * (`AccountActorLogic.rules`), so opening the modal does not download them.
 */
import type { ChainNamespace } from '../../domain/caip.ts';
import {
  attemptAfter,
  attemptIsOver,
  justConnected,
  walletConnectionsOf,
  watchedAccountOf,
  watchKeyOf,
} from './modal.coordination.ts';
import type { AccountRules, ModalContext, ModalEnqueue, ModalEvent } from './modal.machine.ts';
import type { ConnectionReport } from './reports.ts';
import { disconnect, shareConnections, spawnOptions, startConnect, track } from './rootActions.ts';
import {
  ACCOUNT_DATA_IDS,
  APPROVAL_ID,
  balancesSystemId,
  connectionSystemId,
  MODAL_SYSTEM_IDS,
} from './systemIds.ts';

/** The account-data actors run: their logic came with the account actors, which run. */
function hasAccountData(context: ModalContext): boolean {
  return context.accountActors && !!context.accountActorLogic?.accountData;
}

/** Sign-in runs: the host configured it and its actor was spawned with the account actors. */
function signsIn(context: ModalContext): boolean {
  return context.accountActors && context.input.siwx !== undefined && !!context.accountActorLogic?.siwx;
}

/** Tell sign-in (when it runs) the account it follows now: this connection's, or none. */
function tellSignIn(
  enqueue: ModalEnqueue,
  context: ModalContext,
  report: ConnectionReport | undefined,
): void {
  if (!signsIn(context)) return;
  const account = report && watchedAccountOf(report);
  enqueue.sendTo('siwx', {
    type: 'siwx.account',
    account: account && {
      address: report?.address ?? '',
      caipNetworkId: account.caipNetworkId,
      // The embedded wallet signs in with its login (eip155 messages, which its frame writes out).
      ...(report?.connectorType === 'AUTH' && report.namespace === 'eip155' ? { embedded: true } : {}),
    },
  });
}

/** Tell the account-data actors (when they run) the account they follow now: this connection's, or none. */
function tellAccountData(
  enqueue: ModalEnqueue,
  context: ModalContext,
  report: ConnectionReport | undefined,
): void {
  if (!hasAccountData(context)) return;
  const account = report && watchedAccountOf(report);
  enqueue.sendTo(ACCOUNT_DATA_IDS.tokenBalances, { type: 'tokenBalances.watch', account });
  enqueue.sendTo(ACCOUNT_DATA_IDS.transactions, { type: 'transactions.watch', account });
  enqueue.sendTo(ACCOUNT_DATA_IDS.send, { type: 'send.account', account });
}

/** Sign-in and the Account view's data follow the account of the active namespace. */
function followActive(
  enqueue: ModalEnqueue,
  context: ModalContext,
  report: ConnectionReport | undefined,
): void {
  tellSignIn(enqueue, context, report);
  tellAccountData(enqueue, context, report);
}

/**
 * The namespace's account or chain changed: its balances follow it, the network actor hears the
 * wallet's chain (§4: an unlisted chain shows the unsupported-chain UI at once), and the chain is
 * stored as last used. Returns the watched keys afterwards.
 */
function followAccount(
  enqueue: ModalEnqueue,
  context: ModalContext,
  watched: ModalContext['watched'],
  report: ConnectionReport,
): ModalContext['watched'] {
  const account = watchedAccountOf(report);
  const key = watchKeyOf(account);
  if (key === (watched[report.namespace] ?? '')) return watched;
  if (context.accountActors)
    enqueue.sendTo(
      balancesSystemId(report.namespace),
      account ? { type: 'balances.watch', ...account } : { type: 'balances.clear' },
    );
  // Sign-in follows the account of the active namespace (§4: a chain without a session asks again), and
  // so does the Account view's data.
  if (report.namespace === (context.activeNamespace ?? report.namespace))
    followActive(enqueue, context, report);
  if (account) {
    enqueue.sendTo('network', { type: 'network.walletChanged', caipNetworkId: account.caipNetworkId });
    enqueue({ type: 'rememberLastUsedChain', params: account.caipNetworkId });
  }
  return { ...watched, [report.namespace]: key };
}

/** The visitor chose this connection: its namespace becomes active at once, on its wallet's network. */
function activateNamespace(enqueue: ModalEnqueue, context: ModalContext, report: ConnectionReport): void {
  if (report.caipNetworkId && context.activeNamespace !== report.namespace)
    enqueue.sendTo('network', {
      type: 'network.switch',
      caipNetworkId: report.caipNetworkId,
      skipConfirm: true,
    });
}

/**
 * A namespace reported its connection: take it, share it, follow its account; a connect the visitor
 * started counts a namespace that connects (CONNECT_SUCCESS) and, once none is still connecting, is
 * over: if one connected, the modal closes (§2). A multi-wallet reconnect waiting for it is answered.
 */
function connectionChanged(enqueue: ModalEnqueue, context: ModalContext, report: ConnectionReport): void {
  const previous = context.connections[report.namespace];
  const connections = { ...context.connections, [report.namespace]: report };
  shareConnections(enqueue, context, connections, context.activeNamespace);
  const watched = followAccount(enqueue, context, context.watched, report);

  let attempt = context.attempt && attemptAfter(context.attempt, previous, report);
  if (attempt?.namespaces.includes(report.namespace) && justConnected(previous, report))
    track(enqueue, context, {
      event: 'CONNECT_SUCCESS',
      properties: { connectorId: report.connectorId ?? '', namespace: report.namespace },
    });
  if (attempt && attemptIsOver(attempt, connections)) {
    // With sign-in, the sign-in actor decides: close when a session exists, else ask to sign.
    if (attempt.connected && context.isOpen && !signsIn(context))
      enqueue.sendTo('router', { type: 'modal.close' });
    attempt = undefined;
  }

  let reconnect = context.reconnect;
  if (reconnect?.namespace === report.namespace && report.status === 'connected') {
    activateNamespace(enqueue, context, report);
    enqueue.sendTo(MODAL_SYSTEM_IDS.wallets, { type: 'wallets.reconnected' });
    reconnect = undefined;
  }
  enqueue.assign({ connections, watched, attempt, reconnect });
}

/**
 * A send or an approved request moved funds: these namespaces' balances, the token balances and the
 * activity (the token list past its cache) show it.
 */
function refreshBalances(enqueue: ModalEnqueue, context: ModalContext, namespaces: readonly string[]): void {
  if (context.accountActors)
    for (const { namespace } of context.input.connections)
      if (namespaces.includes(namespace))
        enqueue.sendTo(balancesSystemId(namespace), { type: 'balances.refresh', force: true });
  if (hasAccountData(context)) {
    enqueue.sendTo(ACCOUNT_DATA_IDS.tokenBalances, { type: 'tokenBalances.refresh', force: true });
    enqueue.sendTo(ACCOUNT_DATA_IDS.transactions, { type: 'transactions.refresh' });
  }
}

/** The namespaces the embedded wallet (AUTH connector) is connected on. */
const embeddedNamespaces = (context: ModalContext): string[] =>
  Object.values(context.connections).flatMap((report) =>
    report?.status === 'connected' && report.connectorType === 'AUTH' ? [report.namespace] : [],
  );

/** Every namespace of the app. */
const allNamespaces = (context: ModalContext): ChainNamespace[] =>
  context.input.connections.map((connection) => connection.namespace);

/** What the root decides on each report of the account actors. */
function handle(enqueue: ModalEnqueue, context: ModalContext, event: ModalEvent): void {
  switch (event.type) {
    case 'modal.disconnect': {
      const namespaces = event.namespace ? [event.namespace] : allNamespaces(context);
      // §4 "Sign-out on disconnect defaults to true": sign-in (which follows the active namespace's
      // account) keeps that account's session when told not to.
      if (signsIn(context) && context.activeNamespace && namespaces.includes(context.activeNamespace))
        enqueue.sendTo('siwx', { type: 'siwx.leaving', signOut: event.signOut !== false });
      disconnect(enqueue, context, namespaces, event);
      break;
    }
    case 'connection.changed':
      connectionChanged(enqueue, context, event.connection);
      break;
    case 'connection.failed':
      // A multi-wallet reconnect that failed: the wallets actor shows why.
      if (context.reconnect?.namespace === event.namespace) {
        enqueue.sendTo(MODAL_SYSTEM_IDS.wallets, { type: 'wallets.reconnectFailed', error: event.error });
        enqueue.assign({ reconnect: undefined });
      } else track(enqueue, context, { event: 'CONNECT_ERROR', properties: { message: event.error } });
      break;
    // §4 "On disconnect … the modal closes unless told otherwise".
    case 'connection.ended':
      if (event.closeModal && context.isOpen) enqueue.sendTo('router', { type: 'modal.close' });
      track(enqueue, context, {
        event: 'DISCONNECT_SUCCESS',
        properties: { namespace: event.namespace },
      });
      break;
    // §4 multi-wallet: a connected connection becomes active at once; a dropped one connects first.
    case 'wallets.reconnectRequested': {
      const { namespace, connectorId } = event.connection;
      const report = context.connections[namespace];
      if (report?.status === 'connected') {
        activateNamespace(enqueue, context, report);
        enqueue.sendTo(MODAL_SYSTEM_IDS.wallets, { type: 'wallets.reconnected' });
      } else {
        enqueue.assign({ reconnect: event.connection });
        enqueue.sendTo(connectionSystemId(namespace), { type: 'connection.connect', connectorId });
      }
      break;
    }
    // §4 "Switching to a disconnected connection starts the email, social or pairing flow".
    case 'wallets.flowRequested':
      startConnect(enqueue, context, {
        connectorId: event.connection.connectorId,
        connectorType: undefined,
        namespaces: [event.connection.namespace],
      });
      break;
    // §4 sign-in: the sign view when a session is missing; close once one exists.
    case 'siwx.promptRequested':
      enqueue.sendTo('router', {
        type: context.isOpen ? 'router.replace' : 'modal.open',
        view: 'SIWXSignMessage',
      });
      break;
    case 'siwx.sessionMissing':
      enqueue.sendTo('router', {
        type: 'router.facts',
        hasSignInSession: false,
        signInRequired: event.required,
      });
      break;
    case 'siwx.signedIn':
      enqueue.sendTo('router', { type: 'router.facts', hasSignInSession: true });
      if (context.isOpen) enqueue.sendTo('router', { type: 'modal.close' });
      break;
    case 'siwx.dismissed':
      enqueue.sendTo('router', { type: 'modal.close' });
      break;
    // Leave the sign view first: while sign-in is required and missing, it refuses to close.
    case 'siwx.disconnectRequested':
      enqueue.sendTo('router', { type: 'router.reset', view: 'Connect' });
      disconnect(enqueue, context, allNamespaces(context), { closeModal: true });
      break;
    case 'siwx.switchBackRequested':
      enqueue.sendTo('network', {
        type: 'network.switch',
        caipNetworkId: event.caipNetworkId,
        skipConfirm: true,
      });
      break;
    // §4 name registration: RegisterAccountNameSuccess in place of the form, or the form again after a failure.
    case 'names.viewRequested':
      enqueue.sendTo('router', { type: 'router.replace', view: event.view });
      break;
    // §4 Embedded-wallet requests: the approval actor hears each request and its answer…
    case 'approval.request':
    case 'approval.success':
    case 'approval.error':
      enqueue.sendTo(APPROVAL_ID, event);
      break;
    // …and the root shows what it reports: ApproveTransaction (opened, or pushed on the open modal), …
    case 'approval.openView':
      enqueue.sendTo(
        'router',
        context.isOpen ? { type: 'router.push', view: event.view } : { type: 'modal.open', view: event.view },
      );
      break;
    // …the modal for a method not allowed (its notice follows after ACTION_NOT_ALLOWED_DELAY_MS), …
    case 'approval.openModal':
      if (!context.isOpen) enqueue.sendTo('router', { type: 'modal.open' });
      break;
    // …back to the view before ApproveTransaction, or closed when it was the first, …
    case 'approval.popOrClose':
      enqueue.sendTo('router', { type: 'router.back', from: 'ApproveTransaction' });
      break;
    // …the balance after an approved request, …
    case 'approval.balanceChanged':
      refreshBalances(enqueue, context, embeddedNamespaces(context));
      break;
    // …and the pending requests rejected: the frame's open requests are aborted.
    case 'approval.rejectPending':
      enqueue({ type: 'rejectEmbeddedRequests', params: { error: event.error } });
      break;
    // §2 "After a successful token send the user is navigated to Account"; its balance shows the send.
    case 'send.succeeded': {
      enqueue.sendTo('router', { type: 'router.reset', view: 'Account' });
      refreshBalances(enqueue, context, [event.caipNetworkId.split(':')[0] ?? '']);
      break;
    }
  }
}

/** The account actors' logic arrived: spawn them and tell them what they missed. */
function start(enqueue: ModalEnqueue, context: ModalContext): void {
  const logic = context.accountActorLogic;
  if (!logic) return;
  // The pairing and sessions actors first: a connection's pairing connect drives them.
  enqueue.spawnChild(logic.pairing, spawnOptions('pairing', undefined));
  enqueue.spawnChild(logic.sessions, spawnOptions('sessions', {}));
  if (logic.siwx && context.input.siwx)
    enqueue.spawnChild(logic.siwx, spawnOptions('siwx', context.input.siwx));
  // One connection per namespace, loaded at once (§4 sync or clear what was stored).
  for (const connection of context.input.connections) {
    const id = connectionSystemId(connection.namespace);
    enqueue.spawnChild(logic.connection, spawnOptions(id, connection));
    enqueue.sendTo(id, { type: 'connection.load' });
  }
  enqueue.spawnChild(
    logic.wallets,
    spawnOptions(MODAL_SYSTEM_IDS.wallets, { ...context.input.wallets, multiWallet: context.multiWallet }),
  );
  for (const namespace of allNamespaces(context))
    enqueue.spawnChild(logic.balances, spawnOptions(balancesSystemId(namespace), { namespace }));
  enqueue.spawnChild(logic.approval, spawnOptions(APPROVAL_ID, undefined));
  // The Account view's data; they hear the active account below, with the others.
  if (logic.accountData) {
    const { tokenBalances, transactions, send } = logic.accountData;
    enqueue.spawnChild(tokenBalances, spawnOptions(ACCOUNT_DATA_IDS.tokenBalances, {}));
    enqueue.spawnChild(transactions, spawnOptions(ACCOUNT_DATA_IDS.transactions, {}));
    enqueue.spawnChild(send, spawnOptions(ACCOUNT_DATA_IDS.send, {}));
  }
  const running = { ...context, accountActors: true };
  let watched: ModalContext['watched'] = {};
  for (const report of Object.values(context.connections))
    if (report) watched = followAccount(enqueue, running, watched, report);
  enqueue.sendTo(MODAL_SYSTEM_IDS.wallets, {
    type: 'wallets.sync',
    connections: walletConnectionsOf(context.connections, context.activeNamespace),
  });
  // The connect that started the load.
  const pending = context.pendingConnect;
  if (pending)
    for (const namespace of pending.namespaces)
      enqueue.sendTo(connectionSystemId(namespace), {
        type: 'connection.connect',
        connectorId: pending.connectorId,
        connectorType: pending.connectorType,
      });
  enqueue.assign({ accountActors: true, watched, pendingConnect: undefined });
}

/** The root's account-time rules: what `AccountActorLogic.rules` is. */
export const accountRules: AccountRules = {
  start,
  handle,
  followActive: (enqueue, context, namespace) =>
    followActive(enqueue, context, context.connections[namespace]),
};
