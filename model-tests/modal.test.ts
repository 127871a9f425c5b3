/**
 * Model test of the root statechart (machines/modal/modal.machine.ts): paths generated from its
 * graph, driven by what its children report and what the public actions ask. The children are
 * stand-ins that record every event the root sends them, so each rule is asserted on the step that
 * triggers it (`*`, by event) and each state has its own check: the router's and the network's facts
 * from the connections the account session reports, what the router shows for the session's reports
 * (closing after a connect or a disconnect, the sign view, ApproveTransaction opened or pushed and
 * left, Account after a send), the account session loaded, spawned and handed the connect asked
 * meanwhile, the commands and the embedded wallet's requests handed to it, 'Modal closed' on close,
 * what is stored, analytics only while the features allow it; the email login (spawned with the
 * first email, its user connected as the AUTH connection), the email update (only while the embedded
 * wallet is connected), the frame's failed load raising IFRAME_LOAD_FAILED, withdrawn once it is ready.
 */
import { expect } from 'vitest';
import { type AnyEventObject, type SnapshotFrom, setup } from 'xstate';
import { DEFAULT_FEATURE_SWITCHES, DEFAULT_FEATURES } from '../domain/constants.ts';
import { getNetwork } from '../domain/networks.ts';
import type { EffectiveFeatures } from '../domain/projectFeatures.ts';
import {
  type HeldFlow,
  type ModalEvent,
  type ModalInput,
  modalMachine,
  viewEntry,
} from '../machines/index.ts';
import { FLOW_VIEWS, HELD_FLOWS } from '../machines/modal/heldFlows.ts';
import {
  REPORT_ADDRESS as ADDRESS,
  connectedReport,
  connectionReport,
} from '../test-support/connectionReports.ts';
import { EffectLog } from './effects.ts';
import { describeModel } from './harness.ts';

type ModalSnapshot = SnapshotFrom<typeof modalMachine>;

/** Every event a child received, as '<child id> <event type>'; the effects the engine performs. */
const sent = new EffectLog<string>();
/** The alerts the notices child was told to show or close, with their code. */
const alerts = new EffectLog<string>();
/** The texts of the notices the notices child was told to show. */
const noticeTexts = new EffectLog<string>();
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
        if (event.type === 'notice.show')
          noticeTexts.record(
            event.transaction
              ? `${event.message} ${event.transaction.hash} ${event.transaction.explorerUrl ?? 'no explorer'}`
              : event.message,
          );
      },
    },
  },
});

const features = (analytics: boolean, multiWallet: boolean, activity = true): EffectiveFeatures => ({
  ...DEFAULT_FEATURE_SWITCHES,
  ...DEFAULT_FEATURES,
  socials: [...DEFAULT_FEATURE_SWITCHES.socials],
  analytics,
  multiWallet,
  activity,
});

const connectedOn = (chain: 'eip155:1' | 'eip155:137') => connectedReport(chain);
const DISCONNECTED = connectionReport({});
const EMBEDDED = connectedReport('eip155:1', 'AUTH');

const MAINNET = getNetwork('eip155:1');

/** The explorer page the success notice links: Ethereum's `<explorer>/tx/<hash>`; none for a network the app lacks. */
const explorerTx = ({ caipNetworkId, hash }: AnyEventObject) =>
  caipNetworkId === 'eip155:1' && MAINNET?.blockExplorers
    ? `${MAINNET.blockExplorers.default.url.replace(/\/$/, '')}/tx/${hash}`
    : 'no explorer';

const INPUT: ModalInput = {
  router: {},
  notices: {},
  projectConfig: { projectId: 'p', origin: undefined, features: {}, basic: false, enableAnalytics: true },
  walletList: {},
  // Ethereum has an explorer (the success notice links the transaction); Polygon is left out: none.
  network: { networks: MAINNET ? [MAINNET] : [], allowUnsupportedChain: false },
  wallets: { multiWallet: false },
  connections: [{ namespace: 'eip155', reconnect: true }],
  siwx: {},
};

const previousOf = (previous: unknown): ModalSnapshot => {
  if (!previous) throw new Error('no previous snapshot');
  return previous as ModalSnapshot;
};
const connectionOf = (snapshot: ModalSnapshot) => snapshot.context.connections.eip155;
const running = (snapshot: ModalSnapshot) => snapshot.matches({ accountSession: 'running' });
const lastOf = (entries: readonly string[], prefix: string) =>
  entries.filter((entry) => entry.startsWith(prefix)).at(-1);

/** The graph vertex: the regions, and the facts the rules read (not the reports' every field). */
function vertexOf(snapshot: ModalSnapshot): string {
  const { context } = snapshot;
  return JSON.stringify([
    snapshot.value,
    context.isOpen,
    connectionOf(snapshot)?.status ?? 'none',
    connectionOf(snapshot)?.connectorType ?? 'none',
    context.pendingConnect !== undefined,
    context.analytics,
    context.multiWallet,
    context.activeNamespace ?? 'none',
    context.pendingEmail !== undefined,
    flowVertexOf(snapshot),
  ]);
}

/** What the rules of the held flow under way read; nothing once none is (what it left in context is not read). */
function flowVertexOf(snapshot: ModalSnapshot) {
  const flow = flowUnderWay(snapshot);
  if (!flow) return null;
  const { context } = snapshot;
  return [
    context.holders[flow],
    context.stackedViews.includes(FLOW_VIEWS[flow]),
    context.activeNetwork ?? 'none',
  ];
}

/** Reports that only a running account session sends. */
const FROM_SESSION = new Set([
  'emailUpdate.started',
  'emailUpdate.updated',
  'session.connections',
  'session.connectSucceeded',
  'session.activateNetwork',
  'session.walletChain',
  'session.track',
  'connection.ended',
  'send.succeeded',
  'siwx.promptRequested',
  'siwx.sessionMissing',
  'siwx.signedIn',
  'siwx.dismissed',
  'siwx.disconnectRequested',
  'siwx.switchBackRequested',
  'approval.openView',
  'approval.openModal',
  'approval.popOrClose',
  // The name registration runs with a connected account.
  'names.viewRequested',
]);
/** The embedded wallet's requests: only while it is connected. */
const EMBEDDED_REQUESTS = new Set(['approval.request', 'approval.success', 'approval.error']);
/** Reports that only a running email login sends. */
const FROM_EMAIL_LOGIN = new Set(['emailLogin.connected', 'emailLogin.failed']);
const emailLoginRuns = (snapshot: ModalSnapshot) => snapshot.matches({ emailLogin: 'running' });
/** Reports that only a running Farcaster login sends. */
const FROM_FARCASTER = new Set(['farcaster.connected', 'farcaster.failed']);
const farcasterRuns = (snapshot: ModalSnapshot) => snapshot.matches({ farcaster: 'running' });
/** The Farcaster login's own events; while it loads or runs, only these and the modal's open and close are walked. */
const FARCASTER_EVENTS = new Set([
  'modal.farcaster',
  'modal.farcasterEnd',
  'xstate.done.actor.loadFarcaster',
  'xstate.error.actor.loadFarcaster',
  ...FROM_FARCASTER,
]);
const FARCASTER_STORY = new Set([...FARCASTER_EVENTS, 'router.opened', 'router.closed']);
/** Reports that only a running social login sends. */
const FROM_SOCIAL = new Set(['socialLogin.connected', 'socialLogin.failed']);
const socialRuns = (snapshot: ModalSnapshot) => snapshot.matches({ socialLogin: 'running' });
/** The social login's own events; while it runs, only these and the modal's open and close are walked. */
const SOCIAL_EVENTS = new Set(['socialLogin.start', 'socialLogin.stop', ...FROM_SOCIAL]);
const SOCIAL_STORY = new Set([...SOCIAL_EVENTS, 'router.opened', 'router.closed', 'router.viewGone']);
const embeddedConnected = (context: ModalSnapshot['context']) =>
  context.connections.eip155?.status === 'connected' && context.connections.eip155.connectorType === 'AUTH';
const EMAIL = { email: 'visitor@example.com', at: 1_700_000_000_000 };
/** The events walked while the embedded wallet is connected or an email update runs. */
const EMBEDDED_STORY = new Set([
  'modal.emailUpdate',
  'emailUpdate.started',
  'emailUpdate.updated',
  'router.closed',
  'router.opened',
  'session.connections',
  ...EMBEDDED_REQUESTS,
  'approval.openView',
  'approval.popOrClose',
]);
/** The session's reports about views and facts, walked while nothing else is under way (the graph stays small). */
const QUIET_ONLY = new Set([
  'router.viewGone',
  'siwx.promptRequested',
  'siwx.sessionMissing',
  'siwx.dismissed',
  'siwx.disconnectRequested',
  'siwx.switchBackRequested',
  'approval.openModal',
  'names.viewRequested',
  'session.walletChain',
  'session.activateNetwork',
  'send.succeeded',
  'network.viewRequested',
  'network.viewDone',
  'network.switched',
  'notice.raised',
  'alert.raised',
  'embeddedFrame.loadFailed',
  'embeddedFrame.ready',
  'embeddedFrame.start',
  'embeddedFrame.stop',
  'swap.previewRequested',
  'swap.succeeded',
  'onramp.purchaseStarted',
  'onramp.succeeded',
  'analytics.forbidden',
  'modal.switchNetwork',
]);
const quiet = (snapshot: ModalSnapshot) =>
  snapshot.matches({ emailLogin: 'idle' }) && !snapshot.matches({ accountSession: 'loading' });

/** The held flow an event is about (its hold, release, or its code's load), if any. */
const flowOfEvent = (event: AnyEventObject): HeldFlow | undefined =>
  HELD_FLOWS.find(
    (flow) =>
      ((event.type === 'flow.hold' || event.type === 'flow.release') && event.flow === flow) ||
      event.type.endsWith(`actor.load:${flow}`),
  );
/** The held flow under way (loading or running), if any: one at a time is walked. */
const flowUnderWay = (snapshot: ModalSnapshot) =>
  HELD_FLOWS.find((flow) => !snapshot.matches({ [flow]: 'idle' }));
/** The events walked while a held flow is under way: its own, the stack, and the facts it follows. */
const FLOW_STORY = new Set([
  'router.stack',
  'session.connections',
  'network.activeNamespace',
  'network.activeNetwork',
]);
/** Reports of the flows' facts, walked only while a flow is under way (each is a plain assign otherwise). */
const FLOW_FACTS = new Set(['router.stack', 'network.activeNetwork']);
/** Where a held flow starts in the walk: the open modal, an account connected, no other story under way. */
const flowStarts = (snapshot: ModalSnapshot) =>
  quiet(snapshot) &&
  running(snapshot) &&
  snapshot.context.isOpen &&
  connectionOf(snapshot)?.status === 'connected' &&
  !embeddedConnected(snapshot.context) &&
  !snapshot.context.analytics &&
  !snapshot.context.multiWallet &&
  snapshot.matches({ farcaster: 'idle', socialLogin: 'idle' });

/** The facts each running flow is told (its own guard ignores what it knows), as the stand-ins record them. */
const FLOW_FACT_EVENTS: Record<HeldFlow, string> = {
  swap: 'swap swap.account',
  onramp: 'onramp onramp.account',
  nameRegistration: 'nameRegistration names.facts',
};
const flowFactsSent = (before: ModalSnapshot) =>
  HELD_FLOWS.filter((flow) => before.matches({ [flow]: 'running' })).map((flow) => FLOW_FACT_EVENTS[flow]);

/** Each held flow's states: no child and no holder when idle; its child only while it runs, and why. */
function heldFlowChecks() {
  return Object.fromEntries(
    HELD_FLOWS.flatMap((flow) => [
      [
        `${flow}.idle`,
        (snapshot: ModalSnapshot) => {
          expect(snapshot.children[flow]).toBeUndefined();
          expect(snapshot.context.holders[flow]).toBe(0);
        },
      ],
      [
        `${flow}.loading`,
        (snapshot: ModalSnapshot) => {
          expect(snapshot.children[flow]).toBeUndefined();
          // Held, or its view is in the stack already (pushed over before the code arrived).
          expect(
            snapshot.context.holders[flow] > 0 || snapshot.context.stackedViews.includes(FLOW_VIEWS[flow]),
          ).toBe(true);
        },
      ],
      [
        `${flow}.running`,
        (snapshot: ModalSnapshot) => {
          expect(snapshot.children[flow]).toBeDefined();
          // Held, or kept because its view is still in the stack.
          expect(
            snapshot.context.holders[flow] > 0 || snapshot.context.stackedViews.includes(FLOW_VIEWS[flow]),
          ).toBe(true);
        },
      ],
    ]),
  );
}

describeModel(modalMachine, {
  input: INPUT,
  controlledActors: ['loadAccountSession', 'loadEmailLogin', 'loadFarcaster', 'loadFlow'],
  effects: [sent, effects, alerts, noticeTexts],
  serializeState: vertexOf,
  simplePaths: false,
  filterEvents: (snapshot, event) => {
    // A held flow: held at most twice, walked alone, with a session running or not.
    const flow = flowOfEvent(event);
    const underWay = flowUnderWay(snapshot);
    if (underWay) {
      if (flow)
        return flow === underWay && (event.type !== 'flow.hold' || snapshot.context.holders[flow] < 2);
      if (!FLOW_STORY.has(event.type)) return false;
      if (event.type === 'session.connections') return !embeddedConnected(snapshot.context);
      return true;
    }
    if (flow) return event.type === 'flow.hold' && flowStarts(snapshot);
    if (FLOW_FACTS.has(event.type)) return false;
    if (FROM_SESSION.has(event.type) && !running(snapshot)) return false;
    if (EMBEDDED_REQUESTS.has(event.type)) return running(snapshot) && embeddedConnected(snapshot.context);
    if (FROM_EMAIL_LOGIN.has(event.type)) return emailLoginRuns(snapshot);
    if (FROM_FARCASTER.has(event.type)) return farcasterRuns(snapshot);
    if (FROM_SOCIAL.has(event.type)) return socialRuns(snapshot);
    // While a social login runs, only its story.
    if (socialRuns(snapshot)) return SOCIAL_STORY.has(event.type);
    // While a Farcaster login loads or runs, only its story: the rest is walked without it.
    if (!snapshot.matches({ farcaster: 'idle' })) return FARCASTER_STORY.has(event.type);
    if (FARCASTER_EVENTS.has(event.type)) return quiet(snapshot) && !embeddedConnected(snapshot.context);
    if (SOCIAL_EVENTS.has(event.type)) return quiet(snapshot) && !embeddedConnected(snapshot.context);
    // While the embedded wallet is connected or an email update runs, only the events of that story:
    // the rest of the root's rules are walked with the other wallets (the graph stays small).
    if (embeddedConnected(snapshot.context)) return EMBEDDED_STORY.has(event.type);
    if (QUIET_ONLY.has(event.type)) return quiet(snapshot);
    // A restore is raised by the root itself at start; once is enough to cover it.
    if (event.type === 'modal.restore') return snapshot.matches({ accountSession: 'idle' });
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
      swap: stub as never,
      onramp: stub as never,
      nameRegistration: stub as never,
      embeddedFrame: stub as never,
      socialLogin: stub as never,
      accountSession: stub as never,
      emailLogin: stub as never,
      farcaster: stub as never,
    },
    actions: {
      rememberLastUsedChain: (_, chain) => void effects.record(`lastUsedChain ${chain}`),
      forgetSocialReturn: () => void effects.record('forget result_uri'),
      resumeSocialLogin: (_, resultUri) => void effects.record(`social login ${resultUri}`),
      trackEvent: (_, params) => void effects.record(`track ${params.event}`),
    },
  },
  events: {
    'modal.open': [{ type: 'modal.open' }, { type: 'modal.open', entry: viewEntry('Networks') }],
    'modal.close': [{ type: 'modal.close' }],
    'modal.connect': [
      { type: 'modal.connect', connectorId: 'injected', connectorType: 'INJECTED', namespaces: ['eip155'] },
      {
        type: 'modal.connect',
        connectorId: 'walletConnect',
        connectorType: 'WALLET_CONNECT',
        namespaces: ['eip155'],
      },
    ],
    'modal.disconnect': [{ type: 'modal.disconnect' }],
    'modal.switchNetwork': [{ type: 'modal.switchNetwork', caipNetworkId: 'eip155:137' }],
    'wallets.switch': [{ type: 'wallets.switch', connectionId: 'injected:eip155' }],
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
    'session.connections': [
      { type: 'session.connections', connections: { eip155: connectedOn('eip155:1') } },
      { type: 'session.connections', connections: { eip155: DISCONNECTED } },
      { type: 'session.connections', connections: { eip155: EMBEDDED } },
    ],
    'session.connectSucceeded': [
      { type: 'session.connectSucceeded', signsIn: false },
      { type: 'session.connectSucceeded', signsIn: true },
    ],
    'session.activateNetwork': [
      { type: 'session.activateNetwork', namespace: 'eip155', caipNetworkId: 'eip155:1' },
      { type: 'session.activateNetwork', namespace: undefined, caipNetworkId: undefined },
    ],
    'session.walletChain': [{ type: 'session.walletChain', caipNetworkId: 'eip155:137' }],
    'session.track': [{ type: 'session.track', params: { event: 'CONNECT_SUCCESS' } }],
    'connection.ended': [
      { type: 'connection.ended', namespace: 'eip155', closeModal: true, signOut: true },
      { type: 'connection.ended', namespace: 'eip155', closeModal: false, signOut: false },
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
      { type: 'projectConfig.features', features: features(false, false, false) },
    ],
    'siwx.signedIn': [{ type: 'siwx.signedIn', caipNetworkId: 'eip155:1' }],
    'siwx.sessionMissing': [{ type: 'siwx.sessionMissing', required: true }],
    'siwx.switchBackRequested': [{ type: 'siwx.switchBackRequested', caipNetworkId: 'eip155:1' }],
    'names.viewRequested': [
      { type: 'names.viewRequested', view: 'RegisterAccountNameSuccess' },
      { type: 'names.viewRequested', view: 'RegisterAccountName' },
    ],
    'send.succeeded': [
      { type: 'send.succeeded', caipNetworkId: 'eip155:1', hash: '0xabc' },
      { type: 'send.succeeded', caipNetworkId: 'eip155:137', hash: '0xdef' },
    ],
    'xstate.done.actor.loadAccountSession': [
      { type: 'xstate.done.actor.loadAccountSession', output: undefined },
    ],
    'xstate.error.actor.loadAccountSession': [
      { type: 'xstate.error.actor.loadAccountSession', error: new Error('chunk failed') },
    ],
    'modal.emailLogin': [{ type: 'modal.emailLogin', ...EMAIL }],
    'modal.pairingChosen': [{ type: 'modal.pairingChosen' }],
    'analytics.track': [{ type: 'analytics.track', params: { event: 'MODAL_OPEN' } }],
    'modal.socialReturn': [
      { type: 'modal.socialReturn', resultUri: 'https://secure.test/cb', socialLoginMode: 'redirect' },
      { type: 'modal.socialReturn', resultUri: '', socialLoginMode: 'redirect' },
      { type: 'modal.socialReturn', resultUri: 'https://secure.test/cb', socialLoginMode: 'popup' },
    ],
    'xstate.done.actor.loadEmailLogin': [
      { type: 'xstate.done.actor.loadEmailLogin', output: { lastEmailLoginAt: undefined } },
    ],
    'xstate.error.actor.loadEmailLogin': [
      { type: 'xstate.error.actor.loadEmailLogin', error: new Error('chunk failed') },
    ],
    'emailLogin.connected': [
      { type: 'emailLogin.connected', user: { address: ADDRESS, chainId: 1, email: EMAIL.email } },
    ],
    'emailLogin.failed': [{ type: 'emailLogin.failed', error: 'Modal closed' }],
    'modal.emailUpdate': [{ type: 'modal.emailUpdate', currentEmail: EMAIL.email }],
    'modal.farcaster': [{ type: 'modal.farcaster' }],
    'modal.farcasterEnd': [{ type: 'modal.farcasterEnd' }],
    'xstate.done.actor.loadFarcaster': [{ type: 'xstate.done.actor.loadFarcaster', output: undefined }],
    'xstate.error.actor.loadFarcaster': [
      { type: 'xstate.error.actor.loadFarcaster', error: new Error('chunk failed') },
    ],
    'farcaster.connected': [
      { type: 'farcaster.connected', user: { address: ADDRESS, chainId: 1, userName: 'alice' } },
    ],
    'farcaster.failed': [{ type: 'farcaster.failed', error: 'Failed to connect to farcaster' }],
    'socialLogin.start': [
      {
        type: 'socialLogin.start',
        start: {
          provider: 'github',
          mode: 'popup',
          hasAuthConnector: true,
          popupOpened: true,
          secureSite: 'https://secure.example.com/sdk',
        },
      },
    ],
    'socialLogin.stop': [{ type: 'socialLogin.stop' }],
    // The social login's own view going (Back from it), and another view going.
    'router.viewGone': [
      { type: 'router.viewGone', view: 'ConnectingSocial' },
      { type: 'router.viewGone', view: 'AllWallets' },
    ],
    'socialLogin.connected': [
      { type: 'socialLogin.connected', user: { address: ADDRESS, chainId: 1, userName: 'ada' } },
    ],
    'socialLogin.failed': [{ type: 'socialLogin.failed', error: 'Popup closed' }],
    'emailUpdate.started': [{ type: 'emailUpdate.started' }],
    'emailUpdate.updated': [{ type: 'emailUpdate.updated', email: 'new@example.com' }],
    'embeddedFrame.loadFailed': [{ type: 'embeddedFrame.loadFailed', error: 'iframe_load_failed' }],
    'embeddedFrame.ready': [{ type: 'embeddedFrame.ready' }],
    'embeddedFrame.start': [{ type: 'embeddedFrame.start', input: { emailLoginUsed: true } }],
    'embeddedFrame.stop': [{ type: 'embeddedFrame.stop' }],
    'flow.hold': HELD_FLOWS.map((flow) => ({ type: 'flow.hold', flow })),
    'flow.release': HELD_FLOWS.map((flow) => ({ type: 'flow.release', flow })),
    'xstate.done.actor.load:swap': [{ type: 'xstate.done.actor.load:swap', output: undefined }],
    'xstate.error.actor.load:swap': [
      { type: 'xstate.error.actor.load:swap', error: new Error('chunk failed') },
    ],
    'xstate.done.actor.load:onramp': [{ type: 'xstate.done.actor.load:onramp', output: undefined }],
    'xstate.error.actor.load:onramp': [
      { type: 'xstate.error.actor.load:onramp', error: new Error('chunk failed') },
    ],
    'xstate.done.actor.load:nameRegistration': [
      { type: 'xstate.done.actor.load:nameRegistration', output: undefined },
    ],
    'xstate.error.actor.load:nameRegistration': [
      { type: 'xstate.error.actor.load:nameRegistration', error: new Error('chunk failed') },
    ],
    // The stack with each flow's view beneath another, and with none of them.
    'router.stack': [
      { type: 'router.stack', views: ['Account', 'Swap', 'SwapPreview'] },
      { type: 'router.stack', views: ['Account', 'OnRamp', 'BuyInProgress'] },
      { type: 'router.stack', views: ['Account', 'RegisterAccountName', 'ApproveTransaction'] },
      { type: 'router.stack', views: ['Account'] },
      { type: 'router.stack', views: ['Connect', 'ConnectingExternal'] },
      { type: 'router.stack', views: ['Connect', 'EmailLogin'] },
      { type: 'router.stack', views: ['Connect', 'ConnectingWalletConnect'] },
    ],
    'network.activeNetwork': [
      { type: 'network.activeNetwork', caipNetworkId: 'eip155:1' },
      { type: 'network.activeNetwork', caipNetworkId: 'eip155:137' },
    ],
    'swap.previewRequested': [{ type: 'swap.previewRequested' }],
    'swap.succeeded': [{ type: 'swap.succeeded', caipNetworkId: 'eip155:1', hash: '0xabc' }],
    'onramp.purchaseStarted': [{ type: 'onramp.purchaseStarted' }],
    'onramp.succeeded': [{ type: 'onramp.succeeded', caipNetworkId: 'eip155:1', hash: '0xabc' }],
    'approval.request': [
      { type: 'approval.request', id: 'request-1', method: 'personal_sign', caipNetworkId: 'eip155:1' },
    ],
    'approval.success': [{ type: 'approval.success', id: 'request-1' }],
    'approval.error': [{ type: 'approval.error', id: 'request-1' }],
    'approval.openView': [{ type: 'approval.openView', view: 'ApproveTransaction' }],
    'approval.openModal': [{ type: 'approval.openModal' }],
    'approval.popOrClose': [{ type: 'approval.popOrClose' }],
  },
  states: {
    // §2 "while connected": the router's last fact is what the session reported.
    coordinating: (snapshot) => {
      const fact = lastOf(sent.path, 'router router.facts isConnected=');
      if (fact)
        expect(fact).toBe(
          `router router.facts isConnected=${String(connectionOf(snapshot)?.status === 'connected')}`,
        );
      else expect(connectionOf(snapshot)).toBeUndefined();
    },
    'emailLogin.idle': (snapshot) => {
      expect(snapshot.context.pendingEmail).toBeUndefined();
      expect(snapshot.children.emailLogin).toBeUndefined();
    },
    // The email waits for the code; the latest one is sent.
    'emailLogin.loading': (snapshot) => {
      expect(snapshot.context.pendingEmail).toEqual(EMAIL);
      expect(snapshot.children.emailLogin).toBeUndefined();
    },
    'emailLogin.running': (snapshot) => {
      expect(snapshot.context.pendingEmail).toBeUndefined();
      expect(snapshot.children.emailLogin).toBeDefined();
    },
    'farcaster.idle': (snapshot) => expect(snapshot.children.farcaster).toBeUndefined(),
    // The code loads; no actor yet.
    'farcaster.loading': (snapshot) => expect(snapshot.children.farcaster).toBeUndefined(),
    'farcaster.running': (snapshot) => expect(snapshot.children.farcaster).toBeDefined(),
    'socialLogin.idle': (snapshot) => expect(snapshot.children.socialLogin).toBeUndefined(),
    'socialLogin.running': (snapshot) => expect(snapshot.children.socialLogin).toBeDefined(),
    ...heldFlowChecks(),
    'accountSession.idle': (snapshot) => {
      expect(snapshot.children.accountSession).toBeUndefined();
      expect(snapshot.context.pendingConnect).toBeUndefined();
    },
    'accountSession.loading': (snapshot) => expect(snapshot.children.accountSession).toBeUndefined(),
    'accountSession.running': (snapshot) => {
      expect(snapshot.children.accountSession).toBeDefined();
      expect(snapshot.context.pendingConnect).toBeUndefined();
    },
    '*': (snapshot: ModalSnapshot, { event: anyEvent, previous }) => {
      if (!previous) return;
      const event = anyEvent as ModalEvent | AnyEventObject;
      const before = previousOf(previous).context;
      const wasRunning = running(previousOf(previous));
      const { context } = snapshot;
      const tracked = effects.step.filter((entry) => entry.startsWith('track '));
      // §9 analytics: only while the effective features allow it.
      if (!before.analytics) expect(tracked).toEqual([]);

      switch (event.type) {
        case 'modal.open':
          // Opening is intent too: the cloud calls start with it (each child starts them once).
          expect(sent.step).toEqual([
            `router modal.open ${'entry' in event && event.entry ? event.entry.view : ''}`,
            'projectConfig config.intent',
            'walletList walletList.load',
          ]);
          break;
        case 'modal.intent':
          // Hover or focus: nothing went to the cloud before this; now the configuration and the directory may.
          expect(sent.step).toEqual(['projectConfig config.intent', 'walletList walletList.load']);
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
          // §4 Cancellation: closing the modal rejects a waiting connect ('Modal closed') and the
          // embedded wallet's pending requests: the session hears it, and a waiting email login.
          expect(context.isOpen).toBe(false);
          expect(sent.step).toEqual([
            ...(emailLoginRuns(previousOf(previous)) ? ['emailLogin modal.closed'] : []),
            ...(farcasterRuns(previousOf(previous)) ? ['farcaster modal.closed'] : []),
            ...(socialRuns(previousOf(previous)) ? ['socialLogin modal.closed'] : []),
            ...(wasRunning ? ['accountSession modal.closed'] : []),
          ]);
          // A Farcaster login whose code was still loading is dropped.
          if (previousOf(previous).matches({ farcaster: 'loading' }))
            expect(snapshot.matches({ farcaster: 'idle' })).toBe(true);
          break;
        case 'modal.emailUpdate':
          // §4 Email update runs in the account session, which decides (the embedded wallet is connected).
          expect(sent.step).toEqual(wasRunning ? ['accountSession modal.emailUpdate'] : []);
          break;
        case 'emailUpdate.started':
          expect(sent.step).toEqual(['router router.push UpdateEmailWallet']);
          break;
        case 'emailUpdate.updated':
          // The user has the new email (the session gave it to the connection); the view goes back.
          expect(sent.step).toEqual(['router router.back']);
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
        case 'embeddedFrame.start':
          expect(snapshot.children.embeddedFrame).toBeDefined();
          expect(sent.step).toEqual([]);
          break;
        case 'embeddedFrame.stop':
          expect(snapshot.children.embeddedFrame).toBeUndefined();
          expect(sent.step).toEqual([]);
          break;
        // A held flow: one more holder; the first hold loads its code.
        case 'flow.hold': {
          const flow: HeldFlow = event.flow;
          expect(context.holders[flow]).toBe(before.holders[flow] + 1);
          if (previousOf(previous).matches({ [flow]: 'idle' }))
            expect(snapshot.matches({ [flow]: 'loading' })).toBe(true);
          expect(sent.step).toEqual([]);
          break;
        }
        // One lets go: the last one, while the flow's view is not in the stack, stops it.
        case 'flow.release': {
          const flow: HeldFlow = event.flow;
          expect(context.holders[flow]).toBe(Math.max(0, before.holders[flow] - 1));
          const kept = context.holders[flow] > 0 || before.stackedViews.includes(FLOW_VIEWS[flow]);
          expect(snapshot.matches({ [flow]: 'idle' })).toBe(
            !kept || previousOf(previous).matches({ [flow]: 'idle' }),
          );
          expect(sent.step).toEqual([]);
          break;
        }
        // The router's stack: a flow nobody holds ends once its view has left it.
        case 'router.stack':
          expect(context.stackedViews).toEqual(event.views);
          for (const flow of HELD_FLOWS)
            if (!previousOf(previous).matches({ [flow]: 'idle' }))
              expect(!snapshot.matches({ [flow]: 'idle' })).toBe(
                before.holders[flow] > 0 || event.views.includes(FLOW_VIEWS[flow]),
              );
          expect(sent.step).toEqual([]);
          break;
        case 'network.activeNetwork':
          expect(context.activeNetwork).toBe(event.caipNetworkId);
          expect(sent.step).toEqual(flowFactsSent(previousOf(previous)));
          break;
        // A flow's code loaded: it runs (spawned with its facts, told nothing else); or it did not: idle, unheld.
        case 'xstate.done.actor.load:swap':
        case 'xstate.done.actor.load:onramp':
        case 'xstate.done.actor.load:nameRegistration':
          expect(sent.step).toEqual([]);
          break;
        case 'xstate.error.actor.load:swap':
        case 'xstate.error.actor.load:onramp':
        case 'xstate.error.actor.load:nameRegistration':
          expect(HELD_FLOWS.every((flow) => context.holders[flow] === 0)).toBe(true);
          expect(sent.step).toEqual([]);
          break;
        case 'swap.previewRequested':
          // The quoted swap is reviewed in its own view, over Swap.
          expect(sent.step).toEqual(['router router.push SwapPreview']);
          break;
        case 'onramp.purchaseStarted':
          // The provider's page is open: BuyInProgress waits for the funds.
          expect(sent.step).toEqual(['router router.push BuyInProgress']);
          break;
        case 'swap.succeeded':
          // As after a send: the success notice, Account, and the running session refreshes that
          // network's balances.
          expect(sent.step).toEqual([
            'notices notice.show',
            'router router.reset Account',
            ...(running(previousOf(previous)) ? ['accountSession swap.succeeded'] : []),
          ]);
          expect(noticeTexts.step).toEqual([`Swap complete ${event.hash} ${explorerTx(event)}`]);
          break;
        case 'onramp.succeeded':
          // The success notice (BuyInProgress says the rest); the running session refreshes the balances.
          expect(sent.step).toEqual([
            'notices notice.show',
            ...(running(previousOf(previous)) ? ['accountSession onramp.succeeded'] : []),
          ]);
          expect(noticeTexts.step).toEqual([`Purchase complete ${event.hash} ${explorerTx(event)}`]);
          break;
        case 'modal.emailLogin': {
          // §4 asked in the open modal: the root shows EmailLogin (not again from that view), so a
          // custom UI need not. The first email (or the first after a login) loads the email login;
          // it is sent once it runs.
          const shown =
            before.isOpen && before.stackedViews.at(-1) !== 'EmailLogin'
              ? ['router router.push EmailLogin']
              : [];
          if (emailLoginRuns(previousOf(previous)))
            expect(sent.step).toEqual([...shown, 'emailLogin emailLogin.submit']);
          else {
            expect(snapshot.matches({ emailLogin: 'loading' })).toBe(true);
            expect(sent.step).toEqual(shown);
          }
          break;
        }
        case 'modal.socialReturn':
          // §2 back from the provider: only a page that logs in by redirect takes result_uri (removed
          // from the address at once); an empty one is only removed; a popup-mode page keeps it.
          expect(effects.step).toEqual(
            event.socialLoginMode !== 'redirect'
              ? []
              : event.resultUri === ''
                ? ['forget result_uri']
                : ['forget result_uri', `social login ${event.resultUri}`],
          );
          expect(sent.step).toEqual([]);
          break;
        case 'analytics.track':
          // The one gate of analytics (§9): sent only while the project's features enable them.
          expect(tracked).toEqual(before.analytics ? ['track MODAL_OPEN'] : []);
          expect(sent.step).toEqual([]);
          break;
        case 'modal.pairingChosen':
          // §4 pairing chosen in the open modal: the root shows its QR code and link (not again from there).
          expect(sent.step).toEqual(
            before.isOpen && before.stackedViews.at(-1) !== 'ConnectingWalletConnect'
              ? ['router router.push ConnectingWalletConnect']
              : [],
          );
          break;
        case 'xstate.done.actor.loadEmailLogin':
          // Spawned, and told the email submitted meanwhile.
          expect(sent.step).toEqual(['emailLogin emailLogin.submit']);
          break;
        case 'xstate.error.actor.loadEmailLogin':
          // §8 'Unable to load email login dependency'; the next email tries again.
          expect(snapshot.matches({ emailLogin: 'idle' })).toBe(true);
          expect(sent.step).toEqual(['notices notice.show']);
          break;
        case 'emailLogin.connected':
          // §4 Email connect: the AUTH connection connects on eip155; the next login is a fresh flow.
          expect(snapshot.matches({ emailLogin: 'idle' })).toBe(true);
          if (wasRunning) expect(sent.step).toEqual(['accountSession modal.connect']);
          else expect(context.pendingConnect?.connectorId).toBe('auth');
          break;
        case 'emailLogin.failed':
          expect(sent.step).toEqual([]);
          if (before.analytics) expect(tracked).toEqual(['track CONNECT_ERROR']);
          break;
        case 'socialLogin.start':
          // A fresh social login (a new pick replaces the last), told the facts of the click.
          expect(snapshot.matches({ socialLogin: 'running' })).toBe(true);
          expect(sent.step).toEqual(['socialLogin social.start']);
          break;
        case 'socialLogin.stop':
          // Given up: its waiting connect ends first (the popup closes), then it stops.
          expect(snapshot.matches({ socialLogin: 'idle' })).toBe(true);
          expect(sent.step).toEqual(['socialLogin modal.closed']);
          break;
        case 'router.viewGone':
          if (socialRuns(previousOf(previous)) && event.view === 'ConnectingSocial') {
            // The visitor went back from the social login's view: it is given up, as by its cancel.
            expect(snapshot.matches({ socialLogin: 'idle' })).toBe(true);
            expect(sent.step).toEqual(['socialLogin modal.closed']);
          } else {
            // Any other view going ends nothing.
            expect(snapshot.matches({ socialLogin: 'idle' })).toBe(
              previousOf(previous).matches({ socialLogin: 'idle' }),
            );
            expect(sent.step).toEqual([]);
          }
          break;
        case 'socialLogin.connected':
          // As for email: the AUTH connection connects on eip155; the next social login is a fresh flow.
          expect(snapshot.matches({ socialLogin: 'idle' })).toBe(true);
          if (wasRunning) expect(sent.step).toEqual(['accountSession modal.connect']);
          else expect(context.pendingConnect?.connectorId).toBe('auth');
          break;
        case 'socialLogin.failed':
          // The failure stays on screen in the child; analytics hear it.
          expect(snapshot.matches({ socialLogin: 'running' })).toBe(true);
          expect(sent.step).toEqual([]);
          if (before.analytics) expect(tracked).toEqual(['track CONNECT_ERROR']);
          break;
        case 'modal.farcaster':
          // The first start loads the Farcaster login; once it runs, a start (Try again) goes to it.
          if (farcasterRuns(previousOf(previous))) expect(sent.step).toEqual(['farcaster farcaster.start']);
          else {
            expect(snapshot.matches({ farcaster: 'loading' })).toBe(true);
            expect(sent.step).toEqual([]);
          }
          break;
        case 'modal.farcasterEnd':
          // §4 Cancellation: the view went; a running login ends its waiting sign-in, a loading one is dropped.
          if (farcasterRuns(previousOf(previous))) expect(sent.step).toEqual(['farcaster modal.closed']);
          else {
            expect(snapshot.matches({ farcaster: 'idle' })).toBe(true);
            expect(sent.step).toEqual([]);
          }
          break;
        case 'xstate.done.actor.loadFarcaster':
          // Spawned, and told to start.
          expect(sent.step).toEqual(['farcaster farcaster.start']);
          break;
        case 'xstate.error.actor.loadFarcaster':
          // §8 'Failed to connect to farcaster'; the next start tries again.
          expect(snapshot.matches({ farcaster: 'idle' })).toBe(true);
          expect(sent.step).toEqual(['notices notice.show']);
          expect(noticeTexts.step).toEqual(['Failed to connect to farcaster']);
          break;
        case 'farcaster.connected':
          // The visitor approved: the AUTH connection connects on eip155, as for email; the actor goes.
          expect(snapshot.matches({ farcaster: 'idle' })).toBe(true);
          if (wasRunning) expect(sent.step).toEqual(['accountSession modal.connect']);
          else expect(context.pendingConnect).toMatchObject({ connectorId: 'auth', connectorType: 'AUTH' });
          break;
        case 'farcaster.failed':
          expect(sent.step).toEqual([]);
          expect(tracked).toEqual(before.analytics ? ['track CONNECT_ERROR'] : []);
          break;
        case 'modal.connect':
          // Connecting is intent: the configuration may load (the account's activity waits for it, §1).
          // §2 a wallet in the page chosen in the open modal: the root shows ConnectingExternal, not
          // again from that view ("Try again"), never for pairing (its view was chosen first).
          // Before the account session runs, the connect waits for its code; after, it is handed over at once.
          {
            const shows =
              before.isOpen &&
              event.connectorType === 'INJECTED' &&
              before.stackedViews.at(-1) !== 'ConnectingExternal';
            const shown = [
              'projectConfig config.intent',
              ...(shows ? ['router router.push ConnectingExternal'] : []),
            ];
            if (wasRunning) expect(sent.step).toEqual([...shown, 'accountSession modal.connect']);
            else {
              expect(sent.step).toEqual(shown);
              expect(context.pendingConnect).toMatchObject({
                connectorId: event.connectorId,
                connectorType: event.connectorType,
                namespaces: ['eip155'],
              });
              expect(snapshot.matches({ accountSession: 'loading' })).toBe(true);
            }
          }
          break;
        case 'wallets.switch':
          // §4 multi-wallet: the account session's wallets actor decides (nothing to switch to before it runs).
          expect(sent.step).toEqual(wasRunning ? ['accountSession wallets.switch'] : []);
          break;
        case 'modal.disconnect':
          // Nothing is connected before the account session runs.
          expect(sent.step).toEqual(wasRunning ? ['accountSession modal.disconnect'] : []);
          break;
        case 'xstate.done.actor.loadAccountSession':
          // The account session starts, handed the connect asked while its code loaded.
          expect(sent.step).toEqual(before.pendingConnect ? ['accountSession modal.connect'] : []);
          break;
        case 'xstate.error.actor.loadAccountSession':
          // The code did not arrive: the waiting connect fails visibly; the next one tries again.
          expect(snapshot.matches({ accountSession: 'idle' })).toBe(true);
          expect(sent.step).toEqual(['notices notice.show']);
          break;
        case 'session.connections': {
          const connected = event.connections.eip155?.status === 'connected';
          // §2 "while connected": the router hears the fact; the network the addresses and the connector;
          // a connected account (restored too) is intent: the configuration may load (§1 activity).
          expect(sent.step).toEqual([
            `router router.facts isConnected=${connected}`,
            'network network.facts',
            ...(connected ? ['projectConfig config.intent'] : []),
            ...flowFactsSent(previousOf(previous)),
          ]);
          expect(context.connections).toEqual(event.connections);
          break;
        }
        case 'session.connectSucceeded':
          // §2: a connect the visitor started connected: the modal closes (when open); with sign-in,
          // the sign-in actor decides instead (close once a session exists, else the sign view); a request
          // asked meanwhile that waits for the visitor keeps it open (closing would reject it).
          expect(sent.step).toEqual(
            before.isOpen && !event.signsIn && !before.stackedViews.includes('ApproveTransaction')
              ? ['router modal.close']
              : [],
          );
          break;
        case 'session.activateNetwork':
          // §4 multi-wallet: the chosen wallet's network, at once, unless its namespace is already active.
          expect(sent.step).toEqual(
            event.caipNetworkId && event.namespace !== before.activeNamespace
              ? ['network network.switch']
              : [],
          );
          break;
        case 'session.walletChain':
          // The network hears the wallet's chain (§4 unsupported chain UI); it is stored as last used.
          expect(sent.step).toEqual(['network network.walletChanged']);
          expect(effects.step).toEqual(['lastUsedChain eip155:137']);
          break;
        case 'session.track':
          expect(tracked).toEqual(before.analytics ? ['track CONNECT_SUCCESS'] : []);
          break;
        case 'connection.ended':
          // §4 "the modal closes unless told otherwise".
          expect(sent.step).toEqual(event.closeModal && before.isOpen ? ['router modal.close'] : []);
          break;
        case 'network.viewRequested':
          // §4: the switch's view on the open modal; while closed, the modal opens on it.
          expect(sent.step).toEqual([
            before.isOpen
              ? `router ${event.replace ? 'router.replace' : 'router.push'} ${event.entry.view}`
              : `router modal.open ${event.entry.view}`,
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
          if (before.activeNamespace !== event.namespace)
            // The network's facts follow; the session hears the new active namespace.
            expect(sent.step).toEqual([
              `router router.facts isConnected=${String(before.connections.eip155?.status === 'connected')}`,
              'network network.facts',
              ...flowFactsSent(previousOf(previous)),
              ...(wasRunning ? ['accountSession session.activeNamespace'] : []),
            ]);
          // The same namespace again: the session and a running flow hear it (their own guards ignore it).
          else
            expect(sent.step).toEqual([
              ...flowFactsSent(previousOf(previous)),
              ...(wasRunning ? ['accountSession session.activeNamespace'] : []),
            ]);
          break;
        case 'projectConfig.features':
          // §1 the multiWallet switch and analytics come from the remote configuration.
          expect(context.multiWallet).toBe(event.features.multiWallet);
          expect(context.analytics).toBe(event.features.analytics);
          // §1 the activity switch, for the account session (now or when it starts).
          expect(context.activity).toBe(event.features.activity);
          expect(sent.step).toEqual(
            wasRunning ? ['accountSession wallets.features', 'accountSession accountData.features'] : [],
          );
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
          // Off the sign view first (it refuses to close while sign-in is missing); the session disconnects.
          expect(sent.step).toEqual(['router router.reset Connect']);
          break;
        case 'siwx.switchBackRequested':
          expect(sent.step).toEqual(['network network.switch']);
          break;
        case 'names.viewRequested':
          // §4 name registration: the view is replaced (success, or the form again after a failure).
          expect(sent.step).toEqual([`router router.replace ${event.view}`]);
          break;
        case 'send.succeeded':
          // §2 "After a successful token send the user is navigated to Account", with the success
          // notice: its hash and the explorer page of the network's transaction.
          expect(sent.step).toEqual(['notices notice.show', 'router router.reset Account']);
          expect(noticeTexts.step).toEqual([`Transaction sent ${event.hash} ${explorerTx(event)}`]);
          break;
        // §4 Embedded-wallet requests: the session hears each request and its answer…
        case 'approval.request':
        case 'approval.success':
        case 'approval.error':
          expect(sent.step).toEqual([`accountSession ${event.type}`]);
          break;
        // …and the root shows what it reports: ApproveTransaction opened, or pushed on the open modal…
        case 'approval.openView':
          expect(sent.step).toEqual([
            `router ${before.isOpen ? 'router.push' : 'modal.open'} ApproveTransaction`,
          ]);
          break;
        // …the modal opened for a method not allowed…
        case 'approval.openModal':
          expect(sent.step).toEqual(before.isOpen ? [] : ['router modal.open ']);
          break;
        // …back from ApproveTransaction (the router closes when it was the first view).
        case 'approval.popOrClose':
          expect(sent.step).toEqual(['router router.back']);
          break;
      }
    },
  },
});
