/**
 * The modal root's setup (modal.machine.ts): the children it starts, the code it loads, its named
 * actions and guards, and the transition fragments its regions share (connecting AUTH after a login,
 * Account after a send). The regions are built on it: the root's own (modal.machine.ts) and the
 * three logins' (modal.logins.ts).
 */
import { enqueueActions, sendTo, setup } from 'xstate';
import type { CaipNetworkId, ChainNamespace } from '../../domain/caip.ts';
import { isInPageConnectorType, namespacesToOffer } from '../../domain/connectorTypes.ts';
import { AUTH_CONNECTOR_ID, AUTH_NAMESPACES } from '../../domain/constants.ts';
import { projectConfigMachine } from '../config/projectConfig.machine.ts';
import { engineActor, engineEffect, engineLogic } from '../effects.ts';
import type { embeddedFrameMachine } from '../embedded/embeddedFrame.machine.ts';
import type { socialLoginMachine } from '../embedded/socialLogin.machine.ts';
import type { nameRegistrationMachine } from '../names/nameRegistration.machine.ts';
import { networkMachine } from '../network/network.machine.ts';
import type { onRampMachine } from '../onramp/onRamp.machine.ts';
import type { swapMachine } from '../swap/swap.machine.ts';
import { anyConnected, networkFactsOf } from '../vocabulary/connections.ts';
import type { TrackEventParams } from '../vocabulary/reports.ts';
import { ACCOUNT_SESSION_ID, SOCIAL_LOGIN_ID } from '../vocabulary/systemIds.ts';
import { walletListMachine } from '../wallets/walletList.machine.ts';
import { FLOW_VIEWS, flowAccountOf, type HeldFlow, nameFactsOf } from './heldFlows.ts';
import type {
  AccountSessionLogic,
  EmailLoginLoaded,
  EmailLoginLogic,
  FarcasterLogic,
  ModalContext,
  ModalEvent,
  ModalInput,
} from './modal.types.ts';
import { noticesMachine } from './notices.machine.ts';
import { routerMachine } from './router.machine.ts';

export const modalSetup = setup({
  types: {
    input: {} as ModalInput,
    context: {} as ModalContext,
    events: {} as ModalEvent,
    // The children started by name, so a snapshot's `children.swap` (and the others) is typed.
    children: {} as {
      swap: 'swap';
      onramp: 'onramp';
      nameRegistration: 'nameRegistration';
      embeddedFrame: 'embeddedFrame';
      socialLogin: 'socialLogin';
      accountSession: 'accountSession';
      emailLogin: 'emailLogin';
      farcaster: 'farcaster';
    },
  },
  actors: {
    router: routerMachine,
    notices: noticesMachine,
    projectConfig: projectConfigMachine,
    walletList: walletListMachine,
    network: networkMachine,
    /** Load the account session's code (a chunk of its own, with the account actors); the engine provides it. */
    loadAccountSession: engineActor<void, void>('loadAccountSession'),
    /** The account session, started once its code is in. */
    accountSession: engineLogic<AccountSessionLogic>('accountSession'),
    /** Load the email login's code (a chunk of its own, with the embedded wallet's frame); the engine provides it. */
    loadEmailLogin: engineActor<EmailLoginLoaded, void>('loadEmailLogin'),
    /** The email login, started once its code is in. */
    emailLogin: engineLogic<EmailLoginLogic>('emailLogin'),
    /** Load the Farcaster login's code (with the embedded wallet's frame); the engine provides it. */
    loadFarcaster: engineActor<void, void>('loadFarcaster'),
    /** The Farcaster login, started once its code is in. */
    farcaster: engineLogic<FarcasterLogic>('farcaster'),
    /** Load a held flow's code (heldFlows.ts); the engine provides it, and the flow's logic below. */
    loadFlow: engineActor<void, HeldFlow>('loadFlow'),
    /** A swap (the Swap view or a custom UI's `useSwap`), its effects provided by the engine. */
    swap: engineLogic<typeof swapMachine>('swap'),
    /** An on-ramp purchase (the OnRamp views or `useOnRamp`). */
    onramp: engineLogic<typeof onRampMachine>('onramp'),
    /** §4 name registration (the RegisterAccountName view or `useNameRegistration`). */
    nameRegistration: engineLogic<typeof nameRegistrationMachine>('nameRegistration'),
    /** The embedded wallet's frame (§4), its effects provided by the engine's frame transport. */
    embeddedFrame: engineLogic<typeof embeddedFrameMachine>('embeddedFrame'),
    /** A social login (§7), its effects provided with the popup of the visitor's click. */
    socialLogin: engineLogic<typeof socialLoginMachine>('socialLogin'),
  },
  actions: {
    /** §3 store the last-used chain. */
    rememberLastUsedChain: engineEffect<CaipNetworkId>('rememberLastUsedChain'),
    /** §2 redirect mode: remove `result_uri` from the page's address, so a reload does not replay it. */
    forgetSocialReturn: engineEffect<void>('forgetSocialReturn'),
    /** §2 redirect mode: log in with the `result_uri` the page came back with (the social login's code loads). */
    resumeSocialLogin: engineEffect<string>('resumeSocialLogin'),
    /** §7 POST /e; the engine sends it. */
    trackEvent: engineEffect<TrackEventParams>('trackEvent'),
    /** Tell the router and the network what the connections are now. */
    shareConnections: enqueueActions(({ context, enqueue }) => {
      enqueue.sendTo('router', { type: 'router.facts', isConnected: anyConnected(context.connections) });
      enqueue.sendTo('network', {
        type: 'network.facts',
        ...networkFactsOf(context.connections, context.activeNamespace),
      });
    }),
    closeModal: sendTo('router', { type: 'modal.close' }),
    /** The visitor showed intent: the configuration and the directory may be fetched now (each starts once). */
    startCloudCalls: enqueueActions(({ enqueue }) => {
      enqueue.sendTo('projectConfig', { type: 'config.intent' });
      enqueue.sendTo('walletList', { type: 'walletList.load' });
    }),
    /** Hand the event (a command, or the embedded wallet's request) to the account session as it is. */
    toSession: sendTo(ACCOUNT_SESSION_ID, ({ event }) => event),
    /** The held flows' children, started with the facts they follow (heldFlows.ts). */
    spawnSwap: enqueueActions(({ context, enqueue }) =>
      enqueue.spawnChild('swap', { id: 'swap', input: { account: flowAccountOf(context) } }),
    ),
    spawnOnRamp: enqueueActions(({ context, enqueue }) =>
      enqueue.spawnChild('onramp', { id: 'onramp', input: { account: flowAccountOf(context) } }),
    ),
    spawnNameRegistration: enqueueActions(({ context, enqueue }) =>
      enqueue.spawnChild('nameRegistration', { id: 'nameRegistration', input: nameFactsOf(context) }),
    ),
    /** Tell a held flow its facts as they are now (it ignores what it already knows). */
    followSwapFacts: sendTo('swap', ({ context }) => ({
      type: 'swap.account' as const,
      account: flowAccountOf(context),
    })),
    followOnRampFacts: sendTo('onramp', ({ context }) => ({
      type: 'onramp.account' as const,
      account: flowAccountOf(context),
    })),
    followNameFacts: sendTo('nameRegistration', ({ context }) => ({
      type: 'names.facts' as const,
      facts: nameFactsOf(context),
    })),
    /** A social login given up: its waiting connect ends first (the popup closes), then it stops. */
    endSocialLogin: enqueueActions(({ enqueue }) => {
      enqueue.sendTo(SOCIAL_LOGIN_ID, { type: 'modal.closed' });
      enqueue.stopChild(SOCIAL_LOGIN_ID);
    }),
  },
  guards: {
    /** A connection was stored for some namespace (to sync or clear on load). */
    hasStoredConnection: ({ context }) =>
      context.input.connections.some((connection) => connection.knownConnectorId !== undefined),
    /** The host opted in to prefetch: no need to wait for the visitor's intent. */
    prefetchesOnStart: ({ context }) => context.input.prefetch === true,
    isOpen: ({ context }) => context.isOpen,
    isClosed: ({ context }) => !context.isOpen,
    isOtherNamespace: ({ context }, namespace: ChainNamespace) => context.activeNamespace !== namespace,
    /** A connect waited for the account session's code. */
    hasPendingConnect: ({ context }) => context.pendingConnect !== undefined,
    /** §9: the project's configuration enables analytics. */
    analyticsEnabled: ({ context }) => context.analytics,
    /**
     * §2 a wallet in the page chosen while the modal is open: ConnectingExternal shows while its own
     * prompt is open. Not again when asked from that view (its "Try again"), nor for pairing or the
     * embedded wallet, whose views the visitor chose first.
     */
    showsConnectingExternal: ({ context, event }) =>
      event.type === 'modal.connect' &&
      context.isOpen &&
      isInPageConnectorType(event.connectorType) &&
      context.stackedViews.at(-1) !== 'ConnectingExternal',
    /** §2 the host logs in by redirect (socialLoginMode 'redirect'): a returned result_uri is its own. */
    logsInByRedirect: (_, event: { socialLoginMode: string }) => event.socialLoginMode === 'redirect',
    /** …and the result_uri it returned with says something (an empty one is only removed). */
    returnsWithSocialResult: (_, event: { resultUri: string; socialLoginMode: string }) =>
      event.socialLoginMode === 'redirect' && event.resultUri.length > 0,
    /** §4 Email connect asked while the modal is open: its view shows the login (not again from that view). */
    showsEmailLogin: ({ context }) => context.isOpen && context.stackedViews.at(-1) !== 'EmailLogin',
    /** §4 pairing chosen while the modal is open: ConnectingWalletConnect shows its QR code and link. */
    showsPairing: ({ context }) =>
      context.isOpen && context.stackedViews.at(-1) !== 'ConnectingWalletConnect',
    /**
     * §2 close after a connect the visitor started, when open and sign-in does not decide instead; not
     * while a request the app asked meanwhile waits for the visitor (ApproveTransaction on the stack):
     * closing would reject it (§4 "closing the modal … rejects pending requests").
     */
    closesAfterConnect: ({ context, event }) =>
      context.isOpen &&
      event.type === 'session.connectSucceeded' &&
      !event.signsIn &&
      !context.stackedViews.includes('ApproveTransaction'),
    /** §4 multi-wallet: the wallet chosen is on a known network of a namespace that is not the active one. */
    activatesOtherNamespace: ({ context, event }) =>
      event.type === 'session.activateNetwork' &&
      event.caipNetworkId !== undefined &&
      event.namespace !== context.activeNamespace,
    /** Some namespace is connected (a restored connection too): its account's data is wanted. */
    hasConnectedAccount: ({ event }) =>
      event.type === 'session.connections' &&
      Object.values(event.connections).some((connection) => connection?.status === 'connected'),
    /** The social login's own view went (the visitor went back from it): the login is given up. */
    leftSocialLoginView: ({ event }) => event.type === 'router.viewGone' && event.view === 'ConnectingSocial',
    /** The event is about this held flow. */
    isFlow: ({ event }, flow: HeldFlow) =>
      (event.type === 'flow.hold' || event.type === 'flow.release') && event.flow === flow,
    /** One holds this flow, or none: a release leaves it unheld. */
    isLastHolder: ({ context }, flow: HeldFlow) => context.holders[flow] <= 1,
    /** The flow's view is in the router's stack (on screen or beneath another). */
    isFlowViewStacked: ({ context }, flow: HeldFlow) => context.stackedViews.includes(FLOW_VIEWS[flow]),
    /** The router's stack no longer holds the flow's view, and nobody holds the flow. */
    flowViewLeft: ({ context, event }, flow: HeldFlow) =>
      event.type === 'router.stack' && context.holders[flow] === 0 && !event.views.includes(FLOW_VIEWS[flow]),
    /** §4 "On disconnect … the modal closes unless told otherwise". */
    closesAfterDisconnect: ({ context, event }) =>
      context.isOpen && event.type === 'connection.ended' && event.closeModal,
  },
});

/** The account session's input, from the root's input and what it knows now. */
export const sessionInputOf = (context: ModalContext) => ({
  connections: context.input.connections,
  wallets: { ...context.input.wallets, multiWallet: context.multiWallet },
  siwx: context.input.siwx,
  activeNamespace: context.activeNamespace,
  activity: context.activity,
});

/**
 * §4 a login child (email, Farcaster, social) reported the embedded wallet's user: the AUTH connection
 * connects on the app's namespaces it serves (eip155, solana) and the child stops (the next login is
 * a fresh flow, its input read again).
 */
export const connectAuthAndStop = (childId: string) => [
  modalSetup.raise(({ context }) => ({
    type: 'modal.connect' as const,
    connectorId: AUTH_CONNECTOR_ID,
    connectorType: 'AUTH' as const,
    namespaces: namespacesToOffer(
      context.input.connections.map((connection) => connection.namespace),
      AUTH_NAMESPACES,
    ),
  })),
  modalSetup.stopChild(childId),
];

/** §2 after a send or a swap: Account, the stack reset. */
export const toAccount = { type: 'router.reset', view: 'Account' } as const;
