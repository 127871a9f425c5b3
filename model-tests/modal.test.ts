/**
 * Model test of the root statechart, the only coordinator (machines/modal/modal.machine.ts): paths
 * generated from its graph, driven by what its children report and what the public actions ask. The
 * children are stand-ins that record every event the root sends them, so each cross-flow rule is
 * asserted on the step that triggers it: router and network facts, closing after a connect or a
 * disconnect, 'Modal closed' on close, what balances and wallets are told and when they start, what
 * is stored, analytics only while the features allow it, and the email login: spawned with the first
 * email, told the modal closed, and its user connected as the AUTH connection on eip155; the email
 * update: only while the embedded wallet is connected, its view shown, its new email given to the
 * connection; the frame's failed load raising IFRAME_LOAD_FAILED, withdrawn once it is ready; the
 * embedded wallet's requests handed to the approval actor, and what it reports: ApproveTransaction
 * opened or pushed, back or closed, the balance refreshed, the pending requests rejected.
 */
import { expect } from 'vitest';
import { type AnyEventObject, type SnapshotFrom, setup } from 'xstate';
import { DEFAULT_FEATURE_SWITCHES, DEFAULT_FEATURES } from '../domain/constants.ts';
import type { EffectiveFeatures } from '../domain/projectFeatures.ts';
import {
  type ConnectionReport,
  type ModalEvent,
  type ModalInput,
  modalMachine,
  viewEntry,
} from '../machines/index.ts';
import { accountRules } from '../machines/modal/accountRules.ts';
import { EffectLog } from './effects.ts';
import { describeModel } from './harness.ts';

type ModalSnapshot = SnapshotFrom<typeof modalMachine>;

const ADDRESS = '0x1111111111111111111111111111111111111111';

/** Every event a child received, as '<child id> <event type>'; the effects the engine performs. */
const sent = new EffectLog<string>();
/** The alerts the notices child was told to show or close, with their code. */
const alerts = new EffectLog<string>();
const effects = new EffectLog<string>();

/** A child that records every event the root sends it. */
const stub = setup({}).createMachine({
  on: {
    '*': {
      actions: ({ event, self }) => {
        const detail =
          event.type === 'router.facts'
            ? event.hasSignInSession === undefined
              ? ` isConnected=${String(event.isConnected)}`
              : ` hasSignInSession=${String(event.hasSignInSession)}${
                  event.signInRequired === undefined ? '' : ` signInRequired=${String(event.signInRequired)}`
                }`
            : event.type === 'modal.open' ||
                event.type === 'router.push' ||
                event.type === 'router.replace' ||
                event.type === 'router.reset'
              ? ` ${String(event.view ?? '')}`
              : '';
        sent.record(`${self.id} ${event.type}${detail}`);
        if (event.type === 'alert.show') alerts.record(`alert.show ${event.alert.code}`);
        if (event.type === 'alert.close') alerts.record(`alert.close ${event.code}`);
      },
    },
  },
});

const features = (analytics: boolean, multiWallet: boolean): EffectiveFeatures => ({
  ...DEFAULT_FEATURE_SWITCHES,
  ...DEFAULT_FEATURES,
  socials: [...DEFAULT_FEATURE_SWITCHES.socials],
  analytics,
  multiWallet,
});

const report = (fields: Partial<ConnectionReport>): ConnectionReport => ({
  namespace: 'eip155',
  status: 'disconnected',
  connectorId: undefined,
  connectorType: undefined,
  address: undefined,
  caipAddress: undefined,
  caipNetworkId: undefined,
  accounts: [],
  pending: undefined,
  ...fields,
});

const CONNECTING = report({ status: 'connecting', pending: 'connect', connectorId: 'injected' });
const connectedOn = (chain: 'eip155:1' | 'eip155:137') =>
  report({
    status: 'connected',
    connectorId: 'injected',
    connectorType: 'INJECTED',
    address: ADDRESS,
    caipAddress: `${chain}:${ADDRESS}`,
    caipNetworkId: chain,
    accounts: [{ address: ADDRESS, type: 'eoa' }],
  });
const DISCONNECTED = report({});
const EMBEDDED = report({
  status: 'connected',
  connectorId: 'auth',
  connectorType: 'AUTH',
  address: ADDRESS,
  caipAddress: `eip155:1:${ADDRESS}`,
  caipNetworkId: 'eip155:1',
  accounts: [{ address: ADDRESS, type: 'eoa' }],
});

const INPUT: ModalInput = {
  router: {},
  notices: {},
  projectConfig: { projectId: 'p', origin: undefined, features: {}, basic: false, enableAnalytics: true },
  walletList: {},
  network: { networks: [], active: {}, allowUnsupportedChain: false },
  wallets: { multiWallet: false },
  connections: [{ namespace: 'eip155', reconnect: true }],
  siwx: {},
};

const previousOf = (previous: unknown): ModalSnapshot => {
  if (!previous) throw new Error('no previous snapshot');
  return previous as ModalSnapshot;
};
const connectionOf = (snapshot: ModalSnapshot) => snapshot.context.connections.eip155;
const running = (snapshot: ModalSnapshot) => snapshot.matches({ accountActors: 'running' });
/** Sign-in runs: configured (INPUT.siwx) and its logic came with the account actors (one sample has none). */
const signsIn = (snapshot: ModalSnapshot) => running(snapshot) && !!snapshot.context.accountActorLogic?.siwx;
/** The account-data actors run (their logic came with the account actors in one sample). */
const hasAccountData = (snapshot: ModalSnapshot) =>
  running(snapshot) && !!snapshot.context.accountActorLogic?.accountData;
/** What the account-data actors hear when the account they follow changes. */
const TO_ACCOUNT_DATA = [
  'tokenBalances tokenBalances.watch',
  'transactions transactions.watch',
  'send send.account',
];
const toAccountData = (step: readonly string[]) =>
  step.filter((entry) => /^(tokenBalances|transactions|send) /.test(entry));

/** The graph vertex: the regions, and the facts the rules read (not the reports' every field). */
function vertexOf(snapshot: ModalSnapshot): string {
  const { context } = snapshot;
  return JSON.stringify([
    snapshot.value,
    context.isOpen,
    connectionOf(snapshot)?.status ?? 'none',
    connectionOf(snapshot)?.caipNetworkId ?? 'none',
    context.attempt ? [context.attempt.started.length, context.attempt.connected] : 'none',
    context.pendingConnect !== undefined,
    context.reconnect !== undefined,
    context.analytics,
    context.multiWallet,
    context.activeNamespace ?? 'none',
    !!context.accountActorLogic?.siwx,
    !!context.accountActorLogic?.accountData,
    context.pendingEmail !== undefined,
    connectionOf(snapshot)?.connectorType ?? 'none',
  ]);
}

/** Reports that only a running child can send: none before the account actors run. */
const FROM_ACCOUNT_ACTORS = new Set([
  'connection.changed',
  'connection.failed',
  'connection.ended',
  'wallets.reconnectRequested',
  'wallets.flowRequested',
  'send.succeeded',
  // The name registration runs with a connected account; its report is decided by the account rules.
  'names.viewRequested',
]);

/** The embedded wallet's requests and the approval actor's reports: only while the embedded wallet is connected. */
const APPROVAL_EVENTS = new Set([
  'approval.request',
  'approval.success',
  'approval.error',
  'approval.openView',
  'approval.openModal',
  'approval.popOrClose',
  'approval.balanceChanged',
  'approval.rejectPending',
]);

/** Reports that only a running email login sends. */
const FROM_EMAIL_LOGIN = new Set(['emailLogin.connected', 'emailLogin.failed']);
const emailLoginRuns = (snapshot: ModalSnapshot) => snapshot.matches({ emailLogin: 'running' });
const emailUpdateRuns = (snapshot: ModalSnapshot) => snapshot.matches({ emailUpdate: 'running' });
const embeddedConnected = (context: ModalSnapshot['context']) =>
  context.connections.eip155?.status === 'connected' && context.connections.eip155.connectorType === 'AUTH';
const EMAIL = { email: 'visitor@example.com', at: 1_700_000_000_000 };
/** The events walked while the embedded wallet is connected or an email update runs. */
const EMBEDDED_STORY = new Set([
  'modal.emailUpdate',
  'xstate.done.actor.loadEmailUpdate',
  'xstate.error.actor.loadEmailUpdate',
  'emailUpdate.updated',
  'router.closed',
  'router.opened',
  'connection.changed',
  ...APPROVAL_EVENTS,
]);

describeModel(modalMachine, {
  input: INPUT,
  controlledActors: ['loadAccountActors', 'loadEmailLogin', 'loadEmailUpdate'],
  effects: [sent, effects, alerts],
  serializeState: vertexOf,
  simplePaths: false,
  filterEvents: (snapshot, event) => {
    if (FROM_ACCOUNT_ACTORS.has(event.type)) return running(snapshot);
    if (APPROVAL_EVENTS.has(event.type)) return running(snapshot) && embeddedConnected(snapshot.context);
    // Sign-in reports come only from the sign-in actor, which starts with the account actors.
    if (event.type.startsWith('siwx.')) return signsIn(snapshot);
    if (FROM_EMAIL_LOGIN.has(event.type)) return emailLoginRuns(snapshot);
    if (event.type === 'emailUpdate.updated') return emailUpdateRuns(snapshot);
    // While the embedded wallet is connected or an email update runs, only the events of that story:
    // the rest of the root's rules are walked with the other wallets (the graph stays small).
    if (embeddedConnected(snapshot.context) || !snapshot.matches({ emailUpdate: 'idle' }))
      return EMBEDDED_STORY.has(event.type);
    // A restore is raised by the root itself at start; once is enough to cover it.
    if (event.type === 'modal.restore') return snapshot.matches({ accountActors: 'idle' });
    return true;
  },
  provide: {
    actors: {
      // Stand-ins of any child type: they only record what they receive.
      router: stub as never,
      notices: stub as never,
      projectConfig: stub as never,
      walletList: stub as never,
      network: stub as never,
    },
    actions: {
      rememberConnectors: (_, connectors) => void effects.record(`remember ${JSON.stringify(connectors)}`),
      rememberLastUsedChain: (_, chain) => void effects.record(`lastUsedChain ${chain}`),
      trackEvent: (_, params) => void effects.record(`track ${params.event}`),
      rejectEmbeddedRequests: (_, { error }) => void effects.record(`reject ${error ?? '(aborted)'}`),
    },
  },
  events: {
    'modal.open': [{ type: 'modal.open' }, { type: 'modal.open', entry: viewEntry('Networks') }],
    'modal.close': [{ type: 'modal.close' }],
    'modal.connect': [
      { type: 'modal.connect', connectorId: 'injected', connectorType: 'INJECTED', namespaces: ['eip155'] },
    ],
    'modal.disconnect': [{ type: 'modal.disconnect' }],
    'modal.switchNetwork': [{ type: 'modal.switchNetwork', caipNetworkId: 'eip155:137' }],
    'modal.restore': [{ type: 'modal.restore' }],
    'analytics.forbidden': [{ type: 'analytics.forbidden' }],
    'notice.raised': [{ type: 'notice.raised', variant: 'error', message: 'Failed to disconnect' }],
    'alert.raised': [
      {
        type: 'alert.raised',
        alert: { code: 'SERVER_ERROR_APP_CONFIGURATION', shortMessage: 'Server Error', longMessage: 'x' },
      },
    ],
    'router.opened': [{ type: 'router.opened' }],
    'router.closed': [{ type: 'router.closed' }],
    'connection.changed': [
      { type: 'connection.changed', connection: CONNECTING },
      { type: 'connection.changed', connection: connectedOn('eip155:1') },
      { type: 'connection.changed', connection: connectedOn('eip155:137') },
      { type: 'connection.changed', connection: DISCONNECTED },
      { type: 'connection.changed', connection: EMBEDDED },
    ],
    'connection.failed': [{ type: 'connection.failed', namespace: 'eip155', error: 'Connection rejected' }],
    'connection.ended': [
      { type: 'connection.ended', namespace: 'eip155', closeModal: true },
      { type: 'connection.ended', namespace: 'eip155', closeModal: false },
    ],
    'network.viewRequested': [
      { type: 'network.viewRequested', entry: viewEntry('Connect'), replace: true },
      {
        type: 'network.viewRequested',
        entry: {
          view: 'SwitchNetwork',
          data: { network: { caipNetworkId: 'eip155:137', name: 'Polygon', chainNamespace: 'eip155' } },
        },
        replace: false,
      },
    ],
    'network.viewDone': [{ type: 'network.viewDone', view: 'SwitchNetwork' }],
    'network.switched': [{ type: 'network.switched', namespace: 'eip155', caipNetworkId: 'eip155:137' }],
    'network.activeNamespace': [
      { type: 'network.activeNamespace', namespace: 'eip155' },
      { type: 'network.activeNamespace', namespace: 'solana' },
    ],
    'projectConfig.features': [
      { type: 'projectConfig.features', features: features(true, true) },
      { type: 'projectConfig.features', features: features(false, false) },
    ],
    'wallets.reconnectRequested': [
      { type: 'wallets.reconnectRequested', connection: { connectorId: 'injected', namespace: 'eip155' } },
    ],
    'siwx.signedIn': [{ type: 'siwx.signedIn', caipNetworkId: 'eip155:1' }],
    'siwx.sessionMissing': [{ type: 'siwx.sessionMissing', required: true }],
    'siwx.switchBackRequested': [{ type: 'siwx.switchBackRequested', caipNetworkId: 'eip155:1' }],
    'wallets.flowRequested': [
      { type: 'wallets.flowRequested', connection: { connectorId: 'injected', namespace: 'eip155' } },
    ],
    'names.viewRequested': [
      { type: 'names.viewRequested', view: 'RegisterAccountNameSuccess' },
      { type: 'names.viewRequested', view: 'RegisterAccountName' },
    ],
    'send.succeeded': [
      { type: 'send.succeeded', caipNetworkId: 'eip155:1', hash: '0xabc' },
      { type: 'send.succeeded', caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', hash: '5j7s' },
    ],
    'xstate.done.actor.loadAccountActors': [
      {
        type: 'xstate.done.actor.loadAccountActors',
        output: {
          rules: accountRules,
          connection: stub,
          balances: stub,
          wallets: stub,
          pairing: stub,
          sessions: stub,
          approval: stub,
        },
      },
      {
        type: 'xstate.done.actor.loadAccountActors',
        output: {
          rules: accountRules,
          connection: stub,
          balances: stub,
          wallets: stub,
          pairing: stub,
          sessions: stub,
          approval: stub,
          siwx: stub,
          accountData: { tokenBalances: stub, transactions: stub, send: stub },
        },
      },
    ],
    'xstate.error.actor.loadAccountActors': [
      { type: 'xstate.error.actor.loadAccountActors', error: new Error('chunk failed') },
    ],
    'modal.emailLogin': [{ type: 'modal.emailLogin', ...EMAIL }],
    'xstate.done.actor.loadEmailLogin': [
      { type: 'xstate.done.actor.loadEmailLogin', output: { logic: stub, input: {} } },
    ],
    'xstate.error.actor.loadEmailLogin': [
      { type: 'xstate.error.actor.loadEmailLogin', error: new Error('chunk failed') },
    ],
    'emailLogin.connected': [
      { type: 'emailLogin.connected', user: { address: ADDRESS, chainId: 1, email: EMAIL.email } },
    ],
    'emailLogin.failed': [{ type: 'emailLogin.failed', error: 'Modal closed' }],
    'modal.emailUpdate': [{ type: 'modal.emailUpdate', currentEmail: EMAIL.email }],
    'xstate.done.actor.loadEmailUpdate': [
      {
        type: 'xstate.done.actor.loadEmailUpdate',
        output: { logic: stub, input: { currentEmail: EMAIL.email } },
      },
    ],
    'xstate.error.actor.loadEmailUpdate': [
      { type: 'xstate.error.actor.loadEmailUpdate', error: new Error('chunk failed') },
    ],
    'emailUpdate.updated': [{ type: 'emailUpdate.updated', email: 'new@example.com' }],
    'embeddedFrame.loadFailed': [{ type: 'embeddedFrame.loadFailed', error: 'iframe_load_failed' }],
    'embeddedFrame.ready': [{ type: 'embeddedFrame.ready' }],
    'embeddedFrame.spawn': [
      { type: 'embeddedFrame.spawn', logic: stub as never, input: { emailLoginUsed: true } },
    ],
    'embeddedFrame.stop': [{ type: 'embeddedFrame.stop' }],
    'names.spawn': [{ type: 'names.spawn', id: 'nameRegistration:1', logic: stub as never, input: {} }],
    'names.stop': [{ type: 'names.stop', id: 'nameRegistration:1' }],
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
      { type: 'approval.rejectPending', error: 'Requested RPC call is not allowed' },
    ],
  },
  states: {
    '*': (snapshot: ModalSnapshot, { event: anyEvent, previous }) => {
      if (!previous) return;
      const event = anyEvent as ModalEvent | AnyEventObject;
      const before = previousOf(previous).context;
      const { context } = snapshot;
      const tracked = effects.step.filter((entry) => entry.startsWith('track '));
      // §9 analytics: only while the effective features allow it.
      if (!before.analytics) expect(tracked).toEqual([]);

      switch (event.type) {
        case 'modal.open':
          expect(sent.step).toEqual([
            `router modal.open ${'entry' in event && event.entry ? event.entry.view : ''}`,
          ]);
          break;
        case 'modal.close':
          expect(sent.step).toEqual(['router modal.close']);
          break;
        case 'modal.switchNetwork':
          expect(sent.step).toEqual(['network network.switch']);
          break;
        case 'analytics.forbidden':
          // §8 "A 403 on analytics shows the invalid-configuration alert once": projectConfig keeps the once.
          expect(sent.step).toEqual(['projectConfig analytics.forbidden']);
          break;
        case 'notice.raised':
          expect(sent.step).toEqual(['notices notice.show']);
          break;
        case 'alert.raised':
          expect(sent.step).toEqual(['notices alert.show']);
          break;
        case 'router.opened':
          expect(context.isOpen).toBe(true);
          if (!before.isOpen && before.analytics) expect(tracked).toEqual(['track MODAL_OPEN']);
          break;
        case 'router.closed':
          // §4 Cancellation: closing the modal rejects a waiting connect ('Modal closed').
          expect(context.isOpen).toBe(false);
          expect(sent.step).toEqual([
            ...(before.accountActors ? ['connection:eip155 modal.closed'] : []),
            // §4 "Closing the modal with an empty stack rejects pending requests": the approval actor hears it.
            ...(before.accountActors ? ['approval modal.closed'] : []),
            // …and a waiting email connect.
            ...(emailLoginRuns(previousOf(previous)) ? ['emailLogin modal.closed'] : []),
          ]);
          // Closing abandons an email update; the next "Change email" starts afresh.
          if (emailUpdateRuns(previousOf(previous))) {
            expect(snapshot.matches({ emailUpdate: 'idle' })).toBe(true);
            expect(snapshot.children.emailUpdate).toBeUndefined();
          }
          break;
        case 'modal.emailUpdate':
          // §4 Email update: only the embedded wallet's email can change; its view, and its code loads.
          if (embeddedConnected(before)) {
            expect(sent.step).toEqual(['router router.push UpdateEmailWallet']);
            expect(snapshot.matches({ emailUpdate: 'loading' })).toBe(true);
            // A flow already running is replaced by a fresh one.
            expect(snapshot.children.emailUpdate).toBeUndefined();
          } else {
            expect(sent.step).toEqual([]);
            expect(snapshot.value).toEqual(previousOf(previous).value);
          }
          break;
        case 'xstate.done.actor.loadEmailUpdate':
          expect(snapshot.matches({ emailUpdate: 'running' })).toBe(true);
          expect(snapshot.children.emailUpdate).toBeDefined();
          expect(sent.step).toEqual([]);
          break;
        case 'xstate.error.actor.loadEmailUpdate':
          // §8 'Unable to load email login dependency'; the next "Change email" tries again.
          expect(snapshot.matches({ emailUpdate: 'idle' })).toBe(true);
          expect(sent.step).toEqual(['notices notice.show']);
          break;
        case 'emailUpdate.updated':
          // The account's user has the new email; the view goes back to Account; the flow ends.
          expect(sent.step).toEqual([
            ...(before.accountActors ? ['connection:eip155 connection.emailChanged'] : []),
            'router router.back',
          ]);
          expect(snapshot.matches({ emailUpdate: 'idle' })).toBe(true);
          expect(snapshot.children.emailUpdate).toBeUndefined();
          break;
        case 'embeddedFrame.loadFailed':
          // §4/§8: not ready in 20 s: the IFRAME_LOAD_FAILED alert.
          expect(sent.step).toEqual(['notices alert.show']);
          expect(alerts.step).toEqual(['alert.show IFRAME_LOAD_FAILED']);
          break;
        case 'embeddedFrame.ready':
          // Ready after all: the load-failed alert (only that one) goes.
          expect(sent.step).toEqual(['notices alert.close']);
          expect(alerts.step).toEqual(['alert.close IFRAME_LOAD_FAILED']);
          break;
        // The embedded wallet's frame statechart runs as the root's child (one at a time), and stops with it.
        case 'embeddedFrame.spawn':
          expect(snapshot.children.embeddedFrame).toBeDefined();
          expect(sent.step).toEqual([]);
          break;
        case 'embeddedFrame.stop':
          expect(snapshot.children.embeddedFrame).toBeUndefined();
          expect(sent.step).toEqual([]);
          break;
        // A name registration runs as the root's child while its form is shown.
        case 'names.spawn':
          expect(snapshot.children['nameRegistration:1']).toBeDefined();
          expect(sent.step).toEqual([]);
          break;
        case 'names.stop':
          expect(snapshot.children['nameRegistration:1']).toBeUndefined();
          expect(sent.step).toEqual([]);
          break;
        case 'modal.emailLogin':
          // The first email (or the first after a login) loads the email login; it is sent once it runs.
          if (previousOf(previous).matches({ emailLogin: 'running' }))
            expect(sent.step).toEqual(['emailLogin emailLogin.submit']);
          else {
            expect(snapshot.matches({ emailLogin: 'loading' })).toBe(true);
            expect(context.pendingEmail).toEqual(EMAIL);
            expect(sent.step).toEqual([]);
          }
          break;
        case 'xstate.done.actor.loadEmailLogin':
          // Spawned, and told the email submitted meanwhile.
          expect(snapshot.matches({ emailLogin: 'running' })).toBe(true);
          expect(snapshot.children.emailLogin).toBeDefined();
          expect(sent.step).toEqual(['emailLogin emailLogin.submit']);
          expect(context.pendingEmail).toBeUndefined();
          break;
        case 'xstate.error.actor.loadEmailLogin':
          // §8 'Unable to load email login dependency'; the next email tries again.
          expect(snapshot.matches({ emailLogin: 'idle' })).toBe(true);
          expect(context.pendingEmail).toBeUndefined();
          expect(sent.step).toEqual(['notices notice.show']);
          break;
        case 'emailLogin.connected':
          // §4 Email connect: the AUTH connection connects on eip155; the next login is a fresh flow.
          expect(snapshot.matches({ emailLogin: 'idle' })).toBe(true);
          expect(snapshot.children.emailLogin).toBeUndefined();
          if (before.connections.eip155?.status === 'connected') expect(sent.step).toEqual([]);
          else if (before.accountActors) expect(sent.step).toEqual(['connection:eip155 connection.connect']);
          else expect(context.pendingConnect?.connectorId).toBe('auth');
          break;
        case 'emailLogin.failed':
          expect(sent.step).toEqual([]);
          if (before.analytics) expect(tracked).toEqual(['track CONNECT_ERROR']);
          break;
        case 'modal.connect':
          if (before.connections.eip155?.status === 'connected') {
            // A namespace already connected keeps its connection: nothing to ask.
            expect(sent.step).toEqual([]);
            break;
          }
          expect(context.attempt).toEqual({ namespaces: ['eip155'], started: [], connected: false });
          // Before the connection actors run, the connect waits for them; after, it is asked at once.
          if (before.accountActors) expect(sent.step).toEqual(['connection:eip155 connection.connect']);
          else {
            expect(context.pendingConnect).toBeDefined();
            expect(snapshot.matches({ accountActors: 'loading' })).toBe(true);
          }
          break;
        case 'modal.disconnect':
          // Sign-in hears first whether the session goes with the account (§4 sign-out on disconnect).
          expect(sent.step).toEqual([
            ...(signsIn(previousOf(previous)) && before.activeNamespace === 'eip155'
              ? ['siwx siwx.leaving']
              : []),
            ...(before.connections.eip155?.status === 'connected'
              ? ['connection:eip155 connection.disconnect']
              : []),
          ]);
          break;
        case 'xstate.done.actor.loadAccountActors':
          // The connections start (and load), the account actors hear what they missed, a waiting connect runs.
          expect(running(snapshot)).toBe(true);
          expect(sent.step).toContain('connection:eip155 connection.load');
          expect(sent.step).toContain('wallets wallets.sync');
          expect(sent.step.includes('connection:eip155 connection.connect')).toBe(
            before.pendingConnect !== undefined,
          );
          expect(context.pendingConnect).toBeUndefined();
          // The account-data actors start with them when their logic came, and hear the connected account.
          expect(toAccountData(sent.step)).toEqual(
            event.output.accountData && before.connections.eip155?.status === 'connected'
              ? TO_ACCOUNT_DATA
              : [],
          );
          expect(
            Object.keys(snapshot.children).filter((id) => /^(tokenBalances|transactions|send)$/.test(id)),
          ).toEqual(event.output.accountData ? ['tokenBalances', 'transactions', 'send'] : []);
          break;
        case 'xstate.error.actor.loadAccountActors':
          // The code did not arrive: the waiting connect fails visibly; the next one tries again.
          expect(snapshot.matches({ accountActors: 'idle' })).toBe(true);
          expect(context.attempt).toBeUndefined();
          expect(sent.step).toEqual(['notices notice.show']);
          break;
        case 'connection.changed': {
          const changed = event.connection as ConnectionReport;
          const isConnected = changed.status === 'connected';
          // §2 "while connected": the router hears the fact; the network the addresses; connectors stored.
          expect(sent.step).toContain(`router router.facts isConnected=${isConnected}`);
          expect(sent.step).toContain('network network.facts');
          expect(sent.step).toContain('wallets wallets.sync');
          expect(effects.step).toContain(
            `remember ${JSON.stringify(isConnected ? { eip155: changed.connectorId } : {})}`,
          );
          const moved = isConnected && before.connections.eip155?.caipAddress !== changed.caipAddress;
          const ended = !isConnected && before.connections.eip155?.status === 'connected';
          if (moved) {
            // The balances follow the account, the network hears the wallet's chain, the chain is stored.
            expect(sent.step).toContain('balances:eip155 balances.watch');
            expect(sent.step).toContain('network network.walletChanged');
            expect(effects.step).toContain(`lastUsedChain ${changed.caipNetworkId}`);
          }
          if (ended) expect(sent.step).toContain('balances:eip155 balances.clear');
          if (!moved && !ended) expect(sent.step.filter((entry) => entry.startsWith('balances'))).toEqual([]);
          // §2: a connect the visitor started closes the modal once it connected and nothing is still connecting.
          const closes = sent.step.includes('router modal.close');
          const attemptWasConnected =
            before.attempt !== undefined &&
            (before.attempt.connected ||
              (before.connections.eip155?.status === 'connecting' && isConnected)) &&
            (before.attempt.started.length > 0 || changed.pending === 'connect');
          // With sign-in, the sign-in actor decides instead (close once a session exists, else the sign view).
          expect(closes).toBe(
            attemptWasConnected &&
              changed.status !== 'connecting' &&
              before.isOpen &&
              !signsIn(previousOf(previous)),
          );
          // §4 sign-in follows the active account: a new account or chain (or none) is checked again.
          const toSiwx = sent.step.filter((entry) => entry.startsWith('siwx '));
          const followed = (before.activeNamespace ?? 'eip155') === 'eip155';
          expect(toSiwx).toEqual(
            signsIn(previousOf(previous)) && followed && (moved || ended) ? ['siwx siwx.account'] : [],
          );
          // The Account view's data (token balances, activity, send) follow the active account too.
          expect(toAccountData(sent.step)).toEqual(
            hasAccountData(previousOf(previous)) && followed && (moved || ended) ? TO_ACCOUNT_DATA : [],
          );
          if (changed.status === 'connecting' && changed.pending === 'connect' && before.attempt)
            expect(context.attempt?.started).toEqual(['eip155']);
          // A multi-wallet reconnect waiting for this namespace is answered once it connected.
          if (before.reconnect && isConnected) {
            expect(sent.step).toContain('wallets wallets.reconnected');
            expect(context.reconnect).toBeUndefined();
          }
          break;
        }
        case 'connection.failed':
          if (before.reconnect) {
            expect(sent.step).toEqual(['wallets wallets.reconnectFailed']);
            expect(context.reconnect).toBeUndefined();
          } else if (before.analytics) expect(tracked).toEqual(['track CONNECT_ERROR']);
          break;
        case 'connection.ended':
          // §4 "the modal closes unless told otherwise".
          expect(sent.step).toEqual(event.closeModal && before.isOpen ? ['router modal.close'] : []);
          if (before.analytics) expect(tracked).toEqual(['track DISCONNECT_SUCCESS']);
          break;
        case 'network.viewRequested':
          expect(sent.step).toEqual([
            `router ${event.replace ? 'router.replace' : 'router.push'} ${event.entry.view}`,
          ]);
          break;
        case 'network.viewDone':
          expect(sent.step).toEqual(['router router.back']);
          break;
        case 'network.switched':
          expect(effects.step[0]).toBe('lastUsedChain eip155:137');
          if (before.analytics) expect(tracked).toEqual(['track SWITCH_NETWORK']);
          break;
        case 'network.activeNamespace':
          expect(context.activeNamespace).toBe(event.namespace);
          if (before.activeNamespace !== event.namespace) {
            expect(sent.step).toContain('network network.facts');
            // Sign-in and the Account view's data now follow the new active namespace's account.
            expect(sent.step.includes('siwx siwx.account')).toBe(signsIn(previousOf(previous)));
            expect(toAccountData(sent.step)).toEqual(
              hasAccountData(previousOf(previous)) ? TO_ACCOUNT_DATA : [],
            );
          } else expect(sent.step).toEqual([]);
          break;
        case 'projectConfig.features':
          // §1 the multiWallet switch and analytics come from the remote configuration.
          expect(context.multiWallet).toBe(event.features.multiWallet);
          expect(context.analytics).toBe(event.features.analytics);
          expect(sent.step).toEqual(before.accountActors ? ['wallets wallets.features'] : []);
          break;
        case 'wallets.reconnectRequested':
          if (before.connections.eip155?.status === 'connected') {
            expect(sent.step).toContain('wallets wallets.reconnected');
          } else {
            expect(context.reconnect).toEqual({ connectorId: 'injected', namespace: 'eip155' });
            expect(sent.step).toEqual(['connection:eip155 connection.connect']);
          }
          break;
        // §4 sign-in: the sign view, the router's close rule, closing once signed in, cancel's outcomes.
        case 'siwx.promptRequested':
          expect(sent.step).toEqual([
            `router ${before.isOpen ? 'router.replace' : 'modal.open'} SIWXSignMessage`,
          ]);
          break;
        case 'siwx.sessionMissing':
          expect(sent.step).toEqual(['router router.facts hasSignInSession=false signInRequired=true']);
          break;
        case 'siwx.signedIn':
          expect(sent.step).toEqual([
            'router router.facts hasSignInSession=true',
            ...(before.isOpen ? ['router modal.close'] : []),
          ]);
          break;
        case 'siwx.dismissed':
          expect(sent.step).toEqual(['router modal.close']);
          break;
        case 'siwx.disconnectRequested':
          // Off the sign view first (it refuses to close while sign-in is missing), then disconnect.
          expect(sent.step).toEqual([
            'router router.reset Connect',
            ...(before.connections.eip155?.status === 'connected'
              ? ['connection:eip155 connection.disconnect']
              : []),
          ]);
          break;
        case 'siwx.switchBackRequested':
          expect(sent.step).toEqual(['network network.switch']);
          break;
        case 'names.viewRequested':
          // §4 name registration: the view is replaced (success, or the form again after a failure).
          expect(sent.step).toEqual([`router router.replace ${event.view}`]);
          break;
        case 'send.succeeded':
          // §2 "After a successful token send the user is navigated to Account"; the balance is fetched
          // again past its cache (the app uses eip155 only here, so a Solana send has no balances actor).
          expect(sent.step).toEqual([
            'router router.reset Account',
            ...(event.caipNetworkId.startsWith('eip155:') ? ['balances:eip155 balances.refresh'] : []),
            // The token balances and the activity show the send too.
            ...(hasAccountData(previousOf(previous))
              ? ['tokenBalances tokenBalances.refresh', 'transactions transactions.refresh']
              : []),
          ]);
          break;
        // §4 Embedded-wallet requests: the approval actor hears each request and its answer…
        case 'approval.request':
        case 'approval.success':
        case 'approval.error':
          expect(sent.step).toEqual([`approval ${event.type}`]);
          break;
        // …and the root acts on its reports: ApproveTransaction opened, or pushed on the open modal…
        case 'approval.openView':
          expect(sent.step).toEqual([
            `router ${before.isOpen ? 'router.push' : 'modal.open'} ApproveTransaction`,
          ]);
          break;
        // …the modal opened for a method not allowed…
        case 'approval.openModal':
          expect(sent.step).toEqual(before.isOpen ? [] : ['router modal.open ']);
          break;
        // …back from ApproveTransaction (the router closes when it was the first view)…
        case 'approval.popOrClose':
          expect(sent.step).toEqual(['router router.back']);
          break;
        // …the embedded wallet's balance and the account data fetched again…
        case 'approval.balanceChanged':
          expect(sent.step).toEqual([
            'balances:eip155 balances.refresh',
            ...(hasAccountData(previousOf(previous))
              ? ['tokenBalances tokenBalances.refresh', 'transactions transactions.refresh']
              : []),
          ]);
          break;
        // …and the pending requests rejected: the engine aborts the frame's open requests with the text.
        case 'approval.rejectPending':
          expect(sent.step).toEqual([]);
          expect(effects.step).toEqual([`reject ${event.error ?? '(aborted)'}`]);
          break;
        case 'wallets.flowRequested':
          // §4 "Switching to a disconnected connection starts the … flow": a connect of that connector.
          expect(sent.step).toEqual(
            before.connections.eip155?.status === 'connected' ? [] : ['connection:eip155 connection.connect'],
          );
          break;
      }
    },
  },
});
