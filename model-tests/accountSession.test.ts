/**
 * Model test of the account session (machines/session/accountSession.machine.ts), the coordinator of
 * the time a wallet is connected: paths generated from its graph, driven by what the root asks and
 * what its children report. The children are stand-ins that record every event the session sends
 * them; what it tells the root is recorded too. Each rule is asserted on the step that triggers it
 * (`*`, by event) and each state has its own check: the connections shared and remembered, the
 * balances and the active account followed, the connect attempt and when it closes the modal, the
 * multi-wallet reconnect, analytics, the embedded wallet's requests and the refreshes after them.
 */
import { expect } from 'vitest';
import { type AnyEventObject, type SnapshotFrom, setup } from 'xstate';
import { accountSessionMachine } from '../machines/session/accountSession.machine.ts';
import type { AccountSessionEvent, AccountSessionInput } from '../machines/session/accountSession.types.ts';
import type { ChildReport, ConnectionReport } from '../machines/vocabulary/reports.ts';
import { connectedReport, connectionReport } from '../test-support/connectionReports.ts';
import { EffectLog } from './effects.ts';
import { describeModel } from './harness.ts';

type SessionSnapshot = SnapshotFrom<typeof accountSessionMachine>;

/** Every event a child received, as '<child id> <event type>[ detail]'. */
const sent = new EffectLog<string>();
/** What the session told the root, as '<type>[ detail]'. */
const toRoot = new EffectLog<string>();
/** The engine's effects. */
const effects = new EffectLog<string>();

/** What a recorded event carries that the checks read. */
function detailOf(event: AnyEventObject): string {
  if (event.type === 'tokenBalances.watch') return ` ${event.account ? event.account.caipAddress : 'none'}`;
  if (event.type === 'siwx.account')
    return ` ${event.account ? `${event.account.caipNetworkId}:${event.account.address}` : 'none'}`;
  if (event.type === 'wallets.sync')
    return ` ${(event.connections as { id: string; status: string }[]).map((c) => `${c.id}=${c.status}`).join(',')}`;
  if (event.type === 'connection.disconnect') return ` signOut=${String(event.signOut)}`;
  if (event.type === 'siwx.leaving') return ` signOut=${String(event.signOut)}`;
  if (event.type === 'transactions.features') return ` activity=${String(event.activity)}`;
  if (event.type === 'accountType.connected') return ` ${event.caipNetworkId}:${event.address}`;
  return '';
}

/** A child that records every event the session sends it. */
const stub = setup({}).createMachine({
  on: { '*': { actions: ({ event, self }) => sent.record(`${self.id} ${event.type}${detailOf(event)}`) } },
});

const CONNECTING = connectionReport({ status: 'connecting', pending: 'connect', connectorId: 'injected' });
/** The stored connection being restored on load: its wallet is asked. */
const RESTORING = connectionReport({ status: 'connecting', pending: 'restore' });
/** A stored wallet that is not in the page (yet): an extension that announces itself late. */
const LATE_WALLET = 'io.late.wallet';
const connectedOn = connectedReport;
const DISCONNECTED = connectionReport({});

const INPUT: AccountSessionInput = {
  connections: [{ namespace: 'eip155', reconnect: true }],
  wallets: { multiWallet: true },
  siwx: {},
  activeNamespace: undefined,
  activity: undefined,
};

const connectionOf = (snapshot: SessionSnapshot) => snapshot.context.connections.eip155;
const isConnected = (connection: ConnectionReport | undefined) => connection?.status === 'connected';
const previousOf = (previous: unknown): SessionSnapshot => {
  if (!previous) throw new Error('no previous snapshot');
  return previous as SessionSnapshot;
};
/** The account the active namespace follows ('none' when it has none, or another namespace is active). */
const activeAccountOf = (snapshot: SessionSnapshot) => {
  const active = snapshot.context.activeNamespace ?? 'eip155';
  const connection = active === 'eip155' ? connectionOf(snapshot) : undefined;
  return isConnected(connection) ? (connection?.caipAddress ?? 'none') : 'none';
};
const lastOf = (entries: readonly string[], prefix: string) =>
  entries.filter((entry) => entry.startsWith(prefix)).at(-1);

/** The graph vertex: the states, and the facts the rules read. */
function vertexOf(snapshot: SessionSnapshot): string {
  const { context } = snapshot;
  return JSON.stringify([
    snapshot.value,
    connectionOf(snapshot)?.status ?? 'none',
    connectionOf(snapshot)?.pending ?? 'none',
    connectionOf(snapshot)?.caipNetworkId ?? 'none',
    connectionOf(snapshot)?.connectorType ?? 'none',
    context.attempt ? [context.attempt.started.length, context.attempt.connected] : 'none',
    context.reconnect !== undefined,
    context.activeNamespace ?? 'none',
    context.watched.eip155 ?? 'none',
    context.wallets.eip155?.connectorId ?? 'none',
    context.awaited.eip155 ?? 'none',
  ]);
}

/** Reports that go up to the root unchanged (the router's decisions). */
const PASSED_UP = new Set([
  'siwx.promptRequested',
  'siwx.sessionMissing',
  'siwx.signedIn',
  'siwx.dismissed',
  'siwx.switchBackRequested',
  'approval.openView',
  'approval.openModal',
  'approval.popOrClose',
  'notice.raised',
  'alert.raised',
]);
/** Events walked only once the connection is quiet and nothing waits (the graph stays small). */
const SIDE_EVENTS = new Set([
  ...PASSED_UP,
  'modal.closed',
  'wallets.features',
  'accountData.features',
  'wallets.switch',
  'approval.request',
  'approval.success',
  'approval.error',
  'approval.balanceChanged',
  'approval.rejectPending',
  'send.succeeded',
  'swap.succeeded',
  'onramp.succeeded',
  'siwx.disconnectRequested',
]);

describeModel(accountSessionMachine, {
  input: INPUT,
  controlledActors: ['loadEmailUpdate'],
  effects: [sent, toRoot, effects],
  serializeState: vertexOf,
  simplePaths: false,
  filterEvents: (snapshot, event) => {
    if (event.type === 'emailUpdate.updated') return snapshot.matches({ emailUpdate: 'running' });
    // The email update's story is walked with the embedded wallet connected and nothing else under way.
    if (!snapshot.matches({ emailUpdate: 'idle' }))
      return (
        ['emailUpdate.updated', 'modal.closed', 'modal.emailUpdate'].includes(event.type) ||
        event.type.startsWith('xstate.')
      );
    // A restore fails only while it runs.
    if (event.type === 'connection.restoreFailed')
      return connectionOf(snapshot)?.status === 'connecting' && connectionOf(snapshot)?.pending === 'restore';
    if (SIDE_EVENTS.has(event.type))
      return snapshot.context.attempt === undefined && snapshot.context.reconnect === undefined;
    return true;
  },
  provide: {
    actors: {
      connection: stub as never,
      pairing: stub as never,
      sessions: stub as never,
      wallets: stub as never,
      balances: stub as never,
      siwx: stub as never,
      approval: stub as never,
      tokenBalances: stub as never,
      transactions: stub as never,
      send: stub as never,
      accountType: stub as never,
      emailUpdate: stub as never,
    },
    actions: {
      tellRoot: (_, fact: ChildReport) => {
        const detail =
          fact.type === 'session.track'
            ? ` ${fact.params.event}`
            : fact.type === 'session.connections'
              ? ` ${fact.connections.eip155?.status ?? 'none'}`
              : fact.type === 'session.connectSucceeded' && fact.signsIn
                ? ' signsIn'
                : '';
        toRoot.record(`${fact.type}${detail}`);
      },
      rememberConnectors: (_, connectors) => void effects.record(`remember ${JSON.stringify(connectors)}`),
      rejectEmbeddedRequests: (_, { code }) => void effects.record(`reject ${code ?? '(aborted)'}`),
      signOutEmbeddedWallet: () => void effects.record('signOutEmbeddedWallet'),
    },
  },
  events: {
    'modal.connect': [
      { type: 'modal.connect', connectorId: 'injected', connectorType: 'INJECTED', namespaces: ['eip155'] },
    ],
    'modal.disconnect': [{ type: 'modal.disconnect' }, { type: 'modal.disconnect', signOut: false }],
    'modal.closed': [{ type: 'modal.closed' }],
    'session.activeNamespace': [
      { type: 'session.activeNamespace', namespace: 'eip155' },
      { type: 'session.activeNamespace', namespace: 'solana' },
    ],
    'wallets.features': [{ type: 'wallets.features', multiWallet: false }],
    'accountData.features': [{ type: 'accountData.features', activity: false }],
    'wallets.switch': [{ type: 'wallets.switch', connectionId: 'injected:eip155' }],
    'modal.emailUpdate': [{ type: 'modal.emailUpdate', currentEmail: 'visitor@example.com' }],
    'xstate.done.actor.loadEmailUpdate': [
      {
        type: 'xstate.done.actor.loadEmailUpdate',
        output: { currentEmail: 'visitor@example.com' },
      },
    ],
    'xstate.error.actor.loadEmailUpdate': [
      { type: 'xstate.error.actor.loadEmailUpdate', error: new Error('chunk failed') },
    ],
    'emailUpdate.updated': [{ type: 'emailUpdate.updated', email: 'new@example.com' }],
    'connection.changed': [
      { type: 'connection.changed', connection: CONNECTING },
      { type: 'connection.changed', connection: RESTORING },
      { type: 'connection.changed', connection: connectedOn('eip155:1') },
      { type: 'connection.changed', connection: connectedOn('eip155:137') },
      { type: 'connection.changed', connection: connectedOn('eip155:1', 'AUTH') },
      { type: 'connection.changed', connection: DISCONNECTED },
    ],
    'connection.failed': [
      {
        type: 'connection.failed',
        namespace: 'eip155',
        error: { code: 'connectionRejected', message: 'Connection rejected' },
      },
    ],
    'connection.restoreFailed': [
      { type: 'connection.restoreFailed', namespace: 'eip155', connectorId: LATE_WALLET },
    ],
    'connection.ended': [
      { type: 'connection.ended', namespace: 'eip155', closeModal: true, signOut: true },
      { type: 'connection.ended', namespace: 'eip155', closeModal: false, signOut: false },
    ],
    'wallets.reconnectRequested': [
      { type: 'wallets.reconnectRequested', connection: { connectorId: 'injected', namespace: 'eip155' } },
    ],
    'wallets.flowRequested': [
      { type: 'wallets.flowRequested', connection: { connectorId: 'injected', namespaces: ['eip155'] } },
    ],
    'siwx.promptRequested': [{ type: 'siwx.promptRequested' }],
    'siwx.sessionMissing': [{ type: 'siwx.sessionMissing', required: true }],
    'siwx.signedIn': [{ type: 'siwx.signedIn', caipNetworkId: 'eip155:1' }],
    'siwx.dismissed': [{ type: 'siwx.dismissed' }],
    'siwx.switchBackRequested': [{ type: 'siwx.switchBackRequested', caipNetworkId: 'eip155:1' }],
    'siwx.disconnectRequested': [{ type: 'siwx.disconnectRequested' }],
    'approval.request': [
      { type: 'approval.request', id: 'request-1', method: 'personal_sign', caipNetworkId: 'eip155:1' },
    ],
    'approval.success': [{ type: 'approval.success', id: 'request-1' }],
    'approval.error': [{ type: 'approval.error', id: 'request-1' }],
    'approval.openView': [{ type: 'approval.openView', view: 'ApproveTransaction' }],
    'approval.openModal': [{ type: 'approval.openModal' }],
    'approval.popOrClose': [{ type: 'approval.popOrClose' }],
    'approval.balanceChanged': [{ type: 'approval.balanceChanged' }],
    'approval.rejectPending': [
      { type: 'approval.rejectPending' },
      { type: 'approval.rejectPending', code: 'rpcCallNotAllowed' },
    ],
    'send.succeeded': [
      { type: 'send.succeeded', caipNetworkId: 'eip155:1', hash: '0xabc' },
      { type: 'send.succeeded', caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', hash: '5j7s' },
    ],
    'swap.succeeded': [{ type: 'swap.succeeded', caipNetworkId: 'eip155:1', hash: '0xabc' }],
    'onramp.succeeded': [
      { type: 'onramp.succeeded', caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', hash: '5j7s' },
    ],
    'notice.raised': [{ type: 'notice.raised', variant: 'error', message: 'Failed to disconnect' }],
    'alert.raised': [
      {
        type: 'alert.raised',
        alert: { code: 'SERVER_ERROR_APP_CONFIGURATION', shortMessage: 'Server Error', longMessage: 'x' },
      },
    ],
  },
  states: {
    // The connections as last reported: each connected wallet is listed, and stays listed once it
    // disconnects (§4 multi-wallet); what storage keeps is exactly the connected ones.
    connections: (snapshot) => {
      const connection = connectionOf(snapshot);
      const known = Object.values(snapshot.context.wallets);
      // One wallet per connector (§4 multi-wallet lists each wallet once).
      expect(new Set(known.map((wallet) => wallet.connectorId)).size).toBe(known.length);
      const listed = isConnected(connection)
        ? known.find((wallet) => wallet.connectorId === connection?.connectorId)
        : known.find((wallet) => wallet.accounts.eip155 !== undefined);
      if (isConnected(connection)) expect(listed?.accounts.eip155).toBeDefined();
      const lastSync = lastOf(sent.path, 'wallets wallets.sync');
      if (listed && lastSync) expect(lastSync).toContain(`${listed.connectorId}=`);
    },
    // Each namespace's balances follow its account: the last thing they heard is that account (or clear).
    balances: (snapshot) => {
      const connection = connectionOf(snapshot);
      const heard = lastOf(sent.path, 'balances:eip155 balances.');
      if (isConnected(connection)) expect(heard).toBe('balances:eip155 balances.watch');
      else if (snapshot.context.watched.eip155 !== undefined)
        expect(heard).toBe('balances:eip155 balances.clear');
    },
    // Sign-in and the Account view's data follow the active namespace's account.
    activeAccount: (snapshot) => {
      const heard = lastOf(sent.path, 'tokenBalances tokenBalances.watch');
      if (heard) expect(heard).toBe(`tokenBalances tokenBalances.watch ${activeAccountOf(snapshot)}`);
      const siwx = lastOf(sent.path, 'siwx siwx.account');
      if (siwx && activeAccountOf(snapshot) === 'none') expect(siwx).toBe('siwx siwx.account none');
    },
    // §3 account type: the last the account type actor heard is the embedded wallet's eip155 account,
    // or that it left.
    accountType: (snapshot) => {
      const connection = connectionOf(snapshot);
      const heard = lastOf(sent.path, 'accountType accountType.');
      if (isConnected(connection) && connection?.connectorType === 'AUTH')
        expect(heard).toBe(
          `accountType accountType.connected ${connection.caipNetworkId}:${connection.address}`,
        );
      else if (connection?.status === 'disconnected' && heard !== undefined)
        expect(heard).toBe('accountType accountType.disconnected');
    },
    'emailUpdate.idle': (snapshot) => expect(snapshot.children.emailUpdate).toBeUndefined(),
    // A fresh flow: the one before (if any) was stopped.
    'emailUpdate.loading': (snapshot) => expect(snapshot.children.emailUpdate).toBeUndefined(),
    'emailUpdate.running': (snapshot) => expect(snapshot.children.emailUpdate).toBeDefined(),
    'attempt.idle': (snapshot) => expect(snapshot.context.attempt).toBeUndefined(),
    'attempt.connecting': (snapshot) => {
      // The attempt names the namespace asked for; it has started there once the connection said so.
      expect(snapshot.context.attempt?.namespaces).toEqual(['eip155']);
      for (const namespace of snapshot.context.attempt?.started ?? []) expect(namespace).toBe('eip155');
    },
    'reconnect.idle': (snapshot) => expect(snapshot.context.reconnect).toBeUndefined(),
    'reconnect.waiting': (snapshot) => {
      expect(snapshot.context.reconnect).toEqual({ connectorId: 'injected', namespace: 'eip155' });
      expect(isConnected(connectionOf(snapshot))).toBe(false);
    },
    // Analytics go up as facts; the root sends them when the project's configuration enables them.
    analytics: () => {
      for (const entry of toRoot.step.filter((fact) => fact.startsWith('session.track')))
        expect([
          'session.track CONNECT_SUCCESS',
          'session.track CONNECT_ERROR',
          'session.track DISCONNECT_SUCCESS',
        ]).toContain(entry);
    },
    '*': (snapshot: SessionSnapshot, { event: anyEvent, previous }) => {
      if (!previous) {
        // The account actors start: one connection (loaded), its balances, and the rest.
        expect(sent.step).toEqual(['connection:eip155 connection.load']);
        expect(Object.keys(snapshot.children).sort()).toEqual(
          [
            'approval',
            'balances:eip155',
            'connection:eip155',
            'pairing',
            'send',
            'sessions',
            'siwx',
            'tokenBalances',
            'transactions',
            'wallets',
            'accountType',
          ].sort(),
        );
        return;
      }
      if (anyEvent.type === 'xstate.error.actor.loadEmailUpdate') {
        // §8 'Unable to load email login dependency'; the next "Change email" tries again.
        expect(toRoot.step).toEqual(['notice.raised']);
        expect(snapshot.matches({ emailUpdate: 'idle' })).toBe(true);
        return;
      }
      const event = anyEvent as AccountSessionEvent;
      const before = previousOf(previous).context;
      const { context } = snapshot;
      const wasConnected = isConnected(before.connections.eip155);
      switch (event.type) {
        case 'modal.connect':
          // A namespace already connected keeps its connection: nothing to ask.
          expect(sent.step).toEqual(wasConnected ? [] : ['connection:eip155 connection.connect']);
          if (!wasConnected)
            expect(context.attempt).toEqual({ namespaces: ['eip155'], started: [], connected: false });
          break;
        case 'wallets.flowRequested':
          // §4 "Switching to a disconnected connection starts the … flow": a connect of its connector.
          expect(sent.step).toEqual(wasConnected ? [] : ['connection:eip155 connection.connect']);
          break;
        case 'modal.disconnect': {
          // The visitor's disconnect forgets a stored wallet that was awaited; the connected one goes when it ends.
          expect(context.awaited).toEqual({});
          expect(effects.step).toEqual([
            `remember ${JSON.stringify(wasConnected ? { eip155: before.connections.eip155?.connectorId } : {})}`,
          ]);
          // Sign-in hears first whether the session goes with the account (§4 sign-out on disconnect).
          const signOut = event.signOut !== false;
          expect(sent.step).toEqual([
            ...((before.activeNamespace ?? 'eip155') === 'eip155' && before.activeNamespace !== undefined
              ? [`siwx siwx.leaving signOut=${signOut}`]
              : []),
            ...(wasConnected
              ? [`connection:eip155 connection.disconnect signOut=${String(event.signOut)}`]
              : []),
          ]);
          break;
        }
        case 'siwx.disconnectRequested':
          expect(toRoot.step).toEqual(['siwx.disconnectRequested']);
          expect(sent.step).toEqual(
            wasConnected ? ['connection:eip155 connection.disconnect signOut=undefined'] : [],
          );
          break;
        case 'modal.closed':
          // §4 Cancellation: a waiting connect fails ('Modal closed'); approval rejects what waits.
          expect(sent.step).toEqual(['connection:eip155 modal.closed', 'approval modal.closed']);
          break;
        case 'wallets.features':
        case 'wallets.switch':
          expect(sent.step).toEqual([`wallets ${event.type}`]);
          break;
        case 'accountData.features':
          // §1 the activity list hears the `activity` switch; it decides whether history is fetched.
          expect(sent.step).toEqual([
            `transactions transactions.features activity=${String(event.activity)}`,
          ]);
          break;
        case 'modal.emailUpdate':
          // §4 Email update: only the embedded wallet's email can change; the root shows its view, the code loads.
          if (isConnected(before.connections.eip155) && before.connections.eip155?.connectorType === 'AUTH') {
            expect(toRoot.step).toEqual(['emailUpdate.started']);
            expect(snapshot.matches({ emailUpdate: 'loading' })).toBe(true);
          } else {
            expect(toRoot.step).toEqual([]);
            expect(snapshot.value).toEqual(previousOf(previous).value);
          }
          break;
        case 'emailUpdate.updated':
          // The user has the new email, in each namespace the embedded wallet connects (eip155,
          // solana); the root takes the view back; the flow ends.
          expect(sent.step).toEqual(
            Object.values(before.connections).flatMap((report) =>
              isConnected(report) && report?.connectorType === 'AUTH'
                ? [`connection:${report.namespace} connection.emailChanged`]
                : [],
            ),
          );
          expect(toRoot.step).toEqual(['emailUpdate.updated']);
          break;
        case 'approval.request':
        case 'approval.success':
        case 'approval.error':
          expect(sent.step).toEqual([`approval ${event.type}`]);
          break;
        case 'approval.balanceChanged':
          // The embedded wallet's balance and the account data, fetched again past their caches.
          expect(sent.step).toEqual([
            ...(isConnected(before.connections.eip155) && before.connections.eip155?.connectorType === 'AUTH'
              ? ['balances:eip155 balances.refresh']
              : []),
            'tokenBalances tokenBalances.refresh',
            'transactions transactions.refresh',
            // A smart account deploys with its first transaction: its type actor asks again.
            'accountType accountType.transactionSent',
          ]);
          break;
        case 'approval.rejectPending':
          expect(effects.step).toEqual([`reject ${event.code ?? '(aborted)'}`]);
          break;
        case 'send.succeeded':
          // §2: Account is the root's to show; the send's network balance and the account data refresh.
          expect(toRoot.step).toEqual(['send.succeeded']);
          expect(sent.step).toEqual([
            ...(event.caipNetworkId.startsWith('eip155:') ? ['balances:eip155 balances.refresh'] : []),
            'tokenBalances tokenBalances.refresh',
            'transactions transactions.refresh',
          ]);
          break;
        case 'swap.succeeded':
        case 'onramp.succeeded':
          // The root told the session (it shows Account itself): that network's balances and data refresh.
          expect(toRoot.step).toEqual([]);
          expect(sent.step).toEqual([
            ...(event.caipNetworkId.startsWith('eip155:') ? ['balances:eip155 balances.refresh'] : []),
            'tokenBalances tokenBalances.refresh',
            'transactions transactions.refresh',
          ]);
          break;
        case 'connection.ended':
          // The root decides whether the modal closes; analytics go up.
          expect(toRoot.step).toEqual(['connection.ended', 'session.track DISCONNECT_SUCCESS']);
          // §4: the embedded wallet's last namespace leaving signs it out of the frame (unless told not to).
          expect(effects.step).toEqual(
            event.signOut && before.connections.eip155?.connectorType === 'AUTH' && wasConnected
              ? ['signOutEmbeddedWallet']
              : [],
          );
          break;
        case 'session.activeNamespace':
          if (before.activeNamespace === event.namespace) {
            expect(sent.step).toEqual([]);
            break;
          }
          expect(context.activeNamespace).toBe(event.namespace);
          // Sign-in and the Account view's data follow the new active namespace's account.
          expect(sent.step).toContain(`siwx siwx.account ${activeAccountOf(snapshot)}`);
          expect(sent.step).toContain(`tokenBalances tokenBalances.watch ${activeAccountOf(snapshot)}`);
          break;
        case 'connection.changed': {
          const changed = event.connection;
          // The root hears the connections; storage keeps the connected connector, or the stored one
          // whose wallet was not in the page; while a restore asks the wallet, storage is left as it is.
          expect(toRoot.step[0]).toBe(`session.connections ${changed.status}`);
          const awaited = before.awaited.eip155;
          const remembered = isConnected(changed)
            ? { eip155: changed.connectorId }
            : awaited
              ? { eip155: awaited }
              : {};
          expect(effects.step).toEqual(
            changed.pending === 'restore' ? [] : [`remember ${JSON.stringify(remembered)}`],
          );
          if (isConnected(changed)) expect(context.awaited).toEqual({});
          // §3 the embedded wallet's eip155 account goes to the account type actor; its end too.
          const typeHeard = sent.step.filter((entry) => entry.startsWith('accountType '));
          if (isConnected(changed) && changed.connectorType === 'AUTH')
            expect(typeHeard).toEqual([
              `accountType accountType.connected ${changed.caipNetworkId}:${changed.address}`,
            ]);
          else if (changed.status === 'disconnected')
            expect(typeHeard).toEqual(['accountType accountType.disconnected']);
          else expect(typeHeard).toEqual([]);
          const moved =
            isConnected(changed) && before.connections.eip155?.caipAddress !== changed.caipAddress;
          const ended = !isConnected(changed) && wasConnected;
          // The wallet's chain goes up (the network hears it; it is stored as last used).
          expect(toRoot.step.includes('session.walletChain')).toBe(moved);
          // §2: the visitor's connect is over and connected: the root closes the modal (sign-in may decide).
          const succeeded =
            before.attempt !== undefined &&
            (before.attempt.connected ||
              (before.connections.eip155?.status === 'connecting' && isConnected(changed))) &&
            (before.attempt.started.length > 0 || changed.pending === 'connect') &&
            changed.status !== 'connecting';
          expect(toRoot.step.includes('session.connectSucceeded signsIn')).toBe(succeeded);
          // CONNECT_SUCCESS for a namespace of the visitor's connect that just connected.
          expect(toRoot.step.includes('session.track CONNECT_SUCCESS')).toBe(
            before.attempt !== undefined &&
              before.connections.eip155?.status === 'connecting' &&
              isConnected(changed),
          );
          if (!moved && !ended)
            expect(
              sent.step.filter((entry) => entry.startsWith('balances') || entry.startsWith('siwx')),
            ).toEqual([]);
          // A multi-wallet reconnect waiting for this namespace is answered once it connected.
          if (before.reconnect && isConnected(changed)) {
            expect(sent.step).toContain('wallets wallets.reconnected');
            expect(context.reconnect).toBeUndefined();
          }
          break;
        }
        case 'connection.restoreFailed':
          // §4 reconnect on load, wallet not in the page (yet): it stays remembered for the next load.
          expect(context.awaited).toEqual({ eip155: LATE_WALLET });
          expect(effects.step).toEqual([`remember ${JSON.stringify({ eip155: LATE_WALLET })}`]);
          expect(toRoot.step).toEqual([]);
          break;
        case 'connection.failed':
          if (before.reconnect) {
            expect(sent.step).toEqual(['wallets wallets.reconnectFailed']);
            expect(toRoot.step).toEqual([]);
          } else expect(toRoot.step).toEqual(['session.track CONNECT_ERROR']);
          break;
        case 'wallets.reconnectRequested':
          if (wasConnected) {
            expect(sent.step).toEqual(['wallets wallets.reconnected']);
            expect(toRoot.step).toEqual(['session.activateNetwork']);
          } else expect(sent.step).toEqual(['connection:eip155 connection.connect']);
          break;
        default:
          if (PASSED_UP.has(event.type)) {
            // What the router shows is the root's decision: the report goes up as it is.
            expect(toRoot.step).toEqual([event.type]);
            expect(sent.step).toEqual([]);
          }
      }
    },
  },
});
