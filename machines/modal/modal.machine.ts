/**
 * The modal's root statechart (ARCHITECTURE.md "The actor system"): it starts the long-lived children
 * (router, notices, project configuration, wallet list, network), hears what each one reports
 * (machines/modal/reports.ts) and decides who must know and what follows:
 * - the router's facts (§2 "while connected") and the network's facts (§4 switch rules), from the
 *   connections the account session reports;
 * - what the router shows for the account session's reports: closing after a connect the visitor
 *   started succeeds or after a disconnect (§2, §4), the sign view (§4 Sign-in), ApproveTransaction
 *   opened or pushed and left (§4 Embedded-wallet requests), Account after a send (§2);
 * - email login (§4 Email connect): its actor is spawned when the visitor first submits an email; once it
 *   reports the embedded wallet's user, the AUTH connection connects on the namespaces it serves;
 *   closing the modal rejects a waiting email connect ('Modal closed');
 * - email update (§4 Email update, run by the account session): UpdateEmailWallet when it starts, and
 *   back once the new email is in;
 * - the embedded wallet's frame: not ready in 20 s raises the IFRAME_LOAD_FAILED alert (§8), which a
 *   frame ready after all withdraws;
 * - the last-used chain stored for the next visit (§3, §9); analytics events (§7 /e) only while the
 *   project's configuration enables them (§8, §9).
 *
 * Regions: `coordinating` (the rules above), `socialLogin` (its child, spawned with its code loaded:
 * its user connects AUTH as for email), `emailLogin` and `farcaster` (§4 connect Farcaster: its
 * actor runs while its view does, its user connects AUTH as email's does; code loaded on demand), and
 * `accountSession` (`idle` → `loading` → `running`): the account session
 * (machines/session/accountSession.machine.ts), the coordinator of the time a wallet is connected and
 * the parent of the account actors, starts with the first connect, or at once when a stored connection
 * is to be restored (§4 reconnect on load). Its code is a chunk of its own (`loadAccountSession`), so a
 * first visit that only opens the modal does not download it; a connect asked meanwhile waits in
 * context and is handed to it once it runs.
 *
 * Pure. Children are named actor sources; side effects (storage, analytics, loading code) are named
 * in setup() and provided by the engine (headless/engine.ts) with `.provide()`.
 */
import { assign, enqueueActions, sendTo, setup } from 'xstate';
import type { CaipNetworkId, ChainNamespace } from '../../domain/caip.ts';
import { AUTH_CONNECTOR_ID, AUTH_NAMESPACES } from '../../domain/constants.ts';
import { ALERTS, MESSAGES } from '../../domain/errors.ts';
import { projectConfigMachine } from '../config/projectConfig.machine.ts';
import type { ProjectConfigSettings } from '../config/projectConfig.types.ts';
import type { ConnectionInput } from '../connection/connection.context.ts';
import type { WalletsInput } from '../connection/wallets.context.ts';
import { engineActor, engineEffect } from '../effects.ts';
import type { EmailLoginInput } from '../embedded/emailLogin.context.ts';
import type { emailLoginMachine } from '../embedded/emailLogin.machine.ts';
import type { EmbeddedFrameInput } from '../embedded/embeddedFrame.context.ts';
import type { embeddedFrameMachine } from '../embedded/embeddedFrame.machine.ts';
import type { farcasterMachine } from '../embedded/farcaster.machine.ts';
import type { SocialLoginStart } from '../embedded/socialLogin.context.ts';
import type { socialLoginMachine } from '../embedded/socialLogin.machine.ts';
import type { NameRegistrationInput, nameRegistrationMachine } from '../names/nameRegistration.machine.ts';
import type { NetworkInput } from '../network/network.context.ts';
import { networkMachine } from '../network/network.machine.ts';
import type { OnRampInput } from '../onramp/onRamp.context.ts';
import type { onRampMachine } from '../onramp/onRamp.machine.ts';
import type { accountSessionMachine } from '../session/accountSession.machine.ts';
import type { ConnectCommand } from '../session/accountSession.types.ts';
import type { SiwxInput } from '../siwx/siwx.machine.ts';
import type { SwapInput } from '../swap/swap.context.ts';
import type { swapMachine } from '../swap/swap.machine.ts';
import type { WalletListInput } from '../wallets/walletList.context.ts';
import { walletListMachine } from '../wallets/walletList.machine.ts';
import { anyConnected, type ConnectionsByNamespace, networkFactsOf } from './modal.coordination.ts';
import { type NoticesInput, noticesMachine } from './notices.machine.ts';
import type { ChildReport, TrackEventParams } from './reports.ts';
import { spawnOptions, track } from './rootActions.ts';
import { type RouterInput, routerMachine } from './router.machine.ts';
import {
  ACCOUNT_SESSION_ID,
  EMAIL_LOGIN_ID,
  EMBEDDED_FRAME_ID,
  FARCASTER_ID,
  SOCIAL_LOGIN_ID,
} from './systemIds.ts';
import { transactionNotice } from './transactionNotice.ts';
import type { ViewEntry } from './views.ts';

export type { AccountDataLogic, EmailUpdateLogic } from '../session/accountSession.types.ts';
export type { TrackEventParams } from './reports.ts';
export {
  ACCOUNT_DATA_IDS,
  ACCOUNT_SESSION_ID,
  balancesSystemId,
  connectionSystemId,
  EMAIL_LOGIN_ID,
  EMAIL_UPDATE_ID,
  FARCASTER_ID,
  MODAL_SYSTEM_IDS,
} from './systemIds.ts';

/** What the root passes on to its children when it starts. */
export interface ModalInput {
  router: RouterInput;
  notices: NoticesInput;
  projectConfig: ProjectConfigSettings;
  walletList: WalletListInput;
  network: NetworkInput;
  wallets: WalletsInput;
  /** One connection per namespace the app uses. */
  connections: readonly ConnectionInput[];
  /** Sign in with the wallet (§4), when the host configured it. */
  siwx?: SiwxInput | undefined;
  /** The host opted in to prefetch: the cloud calls start with the engine, not on the visitor's intent. */
  prefetch?: boolean;
}

/** A connect the root asks the account session to make. */
export type ConnectRequest = Omit<ConnectCommand, 'type'>;

/** What `loadAccountSession` resolves with: the account session's logic, its children and effects provided. */
export type AccountSessionLogic = typeof accountSessionMachine;

/** What `loadEmailLogin` resolves with: the email login's logic, side effects provided, and its input. */
export interface EmailLoginLogic {
  logic: typeof emailLoginMachine;
  input: EmailLoginInput;
}

/** What `loadFarcaster` resolves with: the Farcaster login's logic, its frame requests provided. */
export type FarcasterLogic = typeof farcasterMachine;

/** What the public actions ask of the root (headless/actions/). */
export type ModalCommand =
  /** Open on the §2 default view, or on the given one. */
  | { type: 'modal.open'; entry?: ViewEntry }
  /**
   * The visitor showed intent (hovered or focused the Connect button): the cloud calls (project
   * configuration, wallet directory) start, so the list is there when the modal opens. Nothing goes
   * to an outside host before this, an open, or a connection restored from an earlier visit.
   */
  | { type: 'modal.intent' }
  /** Close (§2 close rules apply). */
  | { type: 'modal.close' }
  /** Connect a connector on these namespaces (the engine knows which ones it offers). */
  | ConnectCommand
  /** Disconnect one namespace, or every connected one. */
  | { type: 'modal.disconnect'; namespace?: ChainNamespace; closeModal?: boolean; signOut?: boolean }
  /** Log in with this email (§4 Email connect): the email login starts (its code loads) if it is not running. */
  | { type: 'modal.emailLogin'; email: string; at: number }
  /** Log in with Farcaster (§4): a sign-in URL is asked for (its code loads first); again after a failure. */
  | { type: 'modal.farcaster' }
  /** The Farcaster login's view (or custom UI) went: a waiting sign-in ends. */
  | { type: 'modal.farcasterEnd' }
  /** Change the embedded wallet's email (§4 Email update): UpdateEmailWallet, while AUTH is connected. */
  | { type: 'modal.emailUpdate'; currentEmail?: string | undefined }
  /** Switch the active network (§4). */
  | { type: 'modal.switchNetwork'; caipNetworkId: CaipNetworkId; skipConfirm?: boolean }
  /** §4 multi-wallet: switch to one of the visitor's wallets (the account session's wallets actor decides). */
  | { type: 'wallets.switch'; connectionId: string; to?: string }
  /** The analytics endpoint answered 403 (§8: the invalid-configuration alert, once). */
  | { type: 'analytics.forbidden' }
  /**
   * The embedded wallet's code loaded: run its frame statechart (§4 Embedded wallet frame) as the
   * child `embeddedFrame`, its effects provided by the engine's frame transport.
   */
  | { type: 'embeddedFrame.spawn'; logic: typeof embeddedFrameMachine; input: EmbeddedFrameInput }
  /** The embedded wallet stops (the modal is destroyed): its frame statechart stops. */
  | { type: 'embeddedFrame.stop' }
  /**
   * A name registration starts (§4, a RegisterAccountName view or a custom UI's form): the root runs
   * it as its child `id` (nameRegistrationId), its actors provided by the engine; it reports here.
   */
  | {
      type: 'names.spawn';
      id: `nameRegistration:${string}`;
      logic: typeof nameRegistrationMachine;
      input: NameRegistrationInput;
    }
  /** The registration's view went: the child stops. */
  | { type: 'names.stop'; id: `nameRegistration:${string}` }
  /**
   * A swap starts (the Swap view or a custom UI's `useSwap`, its code loaded on demand): the root runs
   * it as its child `id`, its actors provided by the engine; it reports here.
   */
  | { type: 'swap.spawn'; id: `swap:${string}`; logic: typeof swapMachine; input: SwapInput }
  /** The swap's view went: the child stops. */
  | { type: 'swap.stop'; id: `swap:${string}` }
  /** An on-ramp purchase starts (the OnRamp view or `useOnRamp`, its code loaded on demand): the root's child `id`. */
  | { type: 'onramp.spawn'; id: `onramp:${string}`; logic: typeof onRampMachine; input: OnRampInput }
  /** The on-ramp's views went: the child stops. */
  | { type: 'onramp.stop'; id: `onramp:${string}` }
  /**
   * A social login starts (the visitor picked a provider, its popup opened in the click; its code
   * loaded on demand): the root runs it as its child `socialLogin`, replacing an earlier one.
   */
  | { type: 'socialLogin.spawn'; logic: typeof socialLoginMachine; start: SocialLoginStart }
  /** The visitor gave up the social login (its view went): the child stops. */
  | { type: 'socialLogin.stop' };

/**
 * Every event the root accepts. 'modal.restore' it raises itself at start when a connection was
 * stored (§4 "On load with reconnect enabled, existing connections are synced; otherwise they are
 * disconnected"): the connections are needed at once.
 */
export type ModalEvent = ModalCommand | ChildReport | { type: 'modal.restore' };

/** What the root knows. */
export interface ModalContext {
  input: ModalInput;
  /** Each namespace's connection, as the account session last reported them (the button's facts). */
  connections: ConnectionsByNamespace;
  activeNamespace: ChainNamespace | undefined;
  isOpen: boolean;
  multiWallet: boolean;
  /** §9 analytics: on when the effective features say so (the project's configuration allows it). */
  analytics: boolean;
  /** §1 the `activity` switch once the project's features are known; undefined before (no history fetched yet). */
  activity: boolean | undefined;
  /** A connect asked while the account session's code loads (the command as asked): handed over once it runs. */
  pendingConnect: ConnectRequest | undefined;
  /** The email submitted while the email login's code loads: it is sent once spawned. */
  pendingEmail: { email: string; at: number } | undefined;
}

const modalSetup = setup({
  types: {
    input: {} as ModalInput,
    context: {} as ModalContext,
    events: {} as ModalEvent,
  },
  actors: {
    router: routerMachine,
    notices: noticesMachine,
    projectConfig: projectConfigMachine,
    walletList: walletListMachine,
    network: networkMachine,
    /** Load the account session's code (a chunk of its own, with the account actors); the engine provides it. */
    loadAccountSession: engineActor<AccountSessionLogic, void>('loadAccountSession'),
    /** Load the email login's code (a chunk of its own, with the embedded wallet's frame); the engine provides it. */
    loadEmailLogin: engineActor<EmailLoginLogic, void>('loadEmailLogin'),
    /** Load the Farcaster login's code (with the embedded wallet's frame); the engine provides it. */
    loadFarcaster: engineActor<FarcasterLogic, void>('loadFarcaster'),
  },
  actions: {
    /** §3 store the last-used chain. */
    rememberLastUsedChain: engineEffect<CaipNetworkId>('rememberLastUsedChain'),
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
    /** §2 close after a connect the visitor started, when open and sign-in does not decide instead. */
    closesAfterConnect: ({ context, event }) =>
      context.isOpen && event.type === 'session.connectSucceeded' && !event.signsIn,
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
    /** §4 "On disconnect … the modal closes unless told otherwise". */
    closesAfterDisconnect: ({ context, event }) =>
      context.isOpen && event.type === 'connection.ended' && event.closeModal,
  },
});

type ModalSetup = typeof modalSetup;
/** The enqueue of the root's actions, for the helpers of rootActions.ts. */
export type ModalEnqueue = Parameters<Parameters<ModalSetup['enqueueActions']>[0]>[0]['enqueue'];

/** The account session's input, from the root's input and what it knows now. */
const sessionInputOf = (context: ModalContext) => ({
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
const connectAuthAndStop = (childId: string) => [
  modalSetup.raise(({ context }) => ({
    type: 'modal.connect' as const,
    connectorId: AUTH_CONNECTOR_ID,
    connectorType: 'AUTH' as const,
    namespaces: context.input.connections
      .map((connection) => connection.namespace)
      .filter((namespace) => AUTH_NAMESPACES.includes(namespace)),
  })),
  modalSetup.stopChild(childId),
];

/** §2 after a send or a swap: Account, the stack reset. */
const toAccount = { type: 'router.reset', view: 'Account' } as const;

/** The modal root. Start it with `createActor(modalMachine.provide(...), { input })`. */
export const modalMachine = modalSetup.createMachine({
  id: 'modal',
  context: ({ input }) => ({
    input,
    connections: {},
    activeNamespace: undefined,
    isOpen: false,
    multiWallet: input.wallets.multiWallet,
    analytics: false,
    activity: undefined,
    pendingConnect: undefined,
    pendingEmail: undefined,
  }),
  // Notices first: the others may raise alerts on it as soon as they start.
  invoke: [
    {
      id: 'notices',
      systemId: 'notices',
      src: 'notices',
      input: ({ context }) => context.input.notices ?? {},
    },
    { id: 'router', systemId: 'router', src: 'router', input: ({ context }) => context.input.router ?? {} },
    {
      id: 'projectConfig',
      systemId: 'projectConfig',
      src: 'projectConfig',
      input: ({ context }) => context.input.projectConfig,
    },
    {
      id: 'walletList',
      systemId: 'walletList',
      src: 'walletList',
      input: ({ context }) => context.input.walletList ?? {},
    },
    { id: 'network', systemId: 'network', src: 'network', input: ({ context }) => context.input.network },
  ],
  entry: modalSetup.enqueueActions(({ check, context, enqueue }) => {
    // §5: with no project id the list never asks the directory (projectConfig asks nothing either).
    enqueue.sendTo('walletList', {
      type: 'walletList.facts',
      hasProjectId: Boolean(context.input.projectConfig.projectId),
    });
    if (check('hasStoredConnection')) enqueue.raise({ type: 'modal.restore' });
    // A visitor who connected on an earlier visit has shown intent already.
    if (check('prefetchesOnStart') || check('hasStoredConnection')) enqueue.raise({ type: 'modal.intent' });
  }),
  type: 'parallel',
  states: {
    coordinating: {
      on: {
        // What the public actions ask.
        'modal.open': {
          actions: [
            sendTo('router', ({ event }) => ({ type: 'modal.open' as const, ...event.entry })),
            'startCloudCalls',
          ],
        },
        'modal.intent': { actions: 'startCloudCalls' },
        // Connecting is intent too: the account's activity waits for the project's features (§1).
        'modal.connect': { actions: sendTo('projectConfig', { type: 'config.intent' }) },
        'modal.close': { actions: 'closeModal' },
        'modal.switchNetwork': {
          actions: sendTo('network', ({ event }) => ({ ...event, type: 'network.switch' as const })),
        },
        // §8 "A 403 on analytics shows the invalid-configuration alert once": projectConfig keeps the once.
        'analytics.forbidden': { actions: sendTo('projectConfig', { type: 'analytics.forbidden' }) },

        // What the children report.
        'notice.raised': {
          actions: sendTo('notices', ({ event }) => ({ ...event, type: 'notice.show' as const })),
        },
        'alert.raised': {
          actions: sendTo('notices', ({ event }) => ({ ...event, type: 'alert.show' as const })),
        },
        // §4/§8: the embedded wallet's frame not ready in 20 s: IFRAME_LOAD_FAILED; ready after all
        // (created again), that alert goes.
        'embeddedFrame.loadFailed': {
          actions: sendTo('notices', { type: 'alert.show', alert: ALERTS.IFRAME_LOAD_FAILED }),
        },
        // One frame statechart: a second spawn replaces the first.
        'embeddedFrame.spawn': {
          actions: modalSetup.enqueueActions(({ event, enqueue }) => {
            if (event.type !== 'embeddedFrame.spawn') return;
            enqueue.stopChild(EMBEDDED_FRAME_ID);
            enqueue.spawnChild(event.logic, spawnOptions(EMBEDDED_FRAME_ID, event.input));
          }),
        },
        'embeddedFrame.stop': { actions: modalSetup.stopChild(EMBEDDED_FRAME_ID) },
        // Name registrations, each the child of its form (more than one form may be on screen).
        'names.spawn': {
          actions: modalSetup.enqueueActions(({ event, enqueue }) => {
            if (event.type !== 'names.spawn') return;
            enqueue.spawnChild(event.logic, spawnOptions(event.id, event.input));
          }),
        },
        'names.stop': {
          actions: modalSetup.stopChild(({ event }) => (event.type === 'names.stop' ? event.id : '')),
        },
        // Swaps, each the child of its view or custom UI.
        'swap.spawn': {
          actions: modalSetup.enqueueActions(({ event, enqueue }) => {
            if (event.type !== 'swap.spawn') return;
            enqueue.spawnChild(event.logic, spawnOptions(event.id, event.input));
          }),
        },
        'swap.stop': {
          actions: modalSetup.stopChild(({ event }) => (event.type === 'swap.stop' ? event.id : '')),
        },
        // On-ramp purchases, each the child of its views or custom UI.
        'onramp.spawn': {
          actions: modalSetup.enqueueActions(({ event, enqueue }) => {
            if (event.type !== 'onramp.spawn') return;
            enqueue.spawnChild(event.logic, spawnOptions(event.id, event.input));
          }),
        },
        'onramp.stop': {
          actions: modalSetup.stopChild(({ event }) => (event.type === 'onramp.stop' ? event.id : '')),
        },
        // The provider's page is open: BuyInProgress waits for the funds.
        'onramp.purchaseStarted': {
          actions: sendTo('router', { type: 'router.push', view: 'BuyInProgress' }),
        },
        // The quoted swap is reviewed in SwapPreview.
        'swap.previewRequested': { actions: sendTo('router', { type: 'router.push', view: 'SwapPreview' }) },
        // §4 name registration: RegisterAccountNameSuccess in place of the form, or the form again after a failure.
        'names.viewRequested': {
          actions: sendTo('router', ({ event }) => ({ type: 'router.replace' as const, view: event.view })),
        },
        'embeddedFrame.ready': {
          actions: sendTo('notices', { type: 'alert.close', code: ALERTS.IFRAME_LOAD_FAILED.code }),
        },
        'router.opened': {
          guard: 'isClosed',
          actions: modalSetup.enqueueActions(({ context, enqueue }) => {
            enqueue.assign({ isOpen: true });
            track(enqueue, context, { event: 'MODAL_OPEN' });
          }),
        },
        'router.closed': { actions: assign({ isOpen: false }) },
        // §4 network switch: its view on top of (or in place of) the open one; while closed, the modal
        // opens on it (a host's switch that needs confirming must be seen to be confirmed).
        'network.viewRequested': [
          {
            guard: 'isClosed',
            actions: sendTo('router', ({ event }) => ({ type: 'modal.open' as const, ...event.entry })),
          },
          {
            actions: sendTo('router', ({ event }) => ({
              ...event.entry,
              type: event.replace ? ('router.replace' as const) : ('router.push' as const),
            })),
          },
        ],
        'network.viewDone': {
          actions: sendTo('router', ({ event }) => ({ type: 'router.back' as const, from: event.view })),
        },
        'network.switched': {
          actions: modalSetup.enqueueActions(({ context, event, enqueue }) => {
            if (event.type !== 'network.switched') return;
            enqueue({ type: 'rememberLastUsedChain', params: event.caipNetworkId });
            track(enqueue, context, {
              event: 'SWITCH_NETWORK',
              properties: { network: event.caipNetworkId },
            });
          }),
        },
        'network.activeNamespace': {
          guard: { type: 'isOtherNamespace', params: ({ event }) => event.namespace },
          actions: [assign({ activeNamespace: ({ event }) => event.namespace }), 'shareConnections'],
        },
        // §1 the multiWallet and activity switches and analytics are remote configuration.
        'projectConfig.features': {
          actions: assign(({ event }) => ({
            multiWallet: event.features.multiWallet,
            analytics: event.features.analytics,
            activity: event.features.activity,
          })),
        },

        // What the account session reports: the connections, …
        'session.connections': [
          // A connected account (a restored one too) is intent: the configuration may load, which the
          // account's activity waits for (§1).
          {
            guard: 'hasConnectedAccount',
            actions: [
              assign({ connections: ({ event }) => event.connections }),
              'shareConnections',
              sendTo('projectConfig', { type: 'config.intent' }),
            ],
          },
          { actions: [assign({ connections: ({ event }) => event.connections }), 'shareConnections'] },
        ],
        // …§2 a connect the visitor started connected: the modal closes, …
        'session.connectSucceeded': { guard: 'closesAfterConnect', actions: 'closeModal' },
        // …§4 "On disconnect … the modal closes unless told otherwise", …
        'connection.ended': { guard: 'closesAfterDisconnect', actions: 'closeModal' },
        // …§4 multi-wallet: the chosen wallet's network becomes active at once, …
        'session.activateNetwork': {
          guard: 'activatesOtherNamespace',
          actions: sendTo('network', ({ event }) => ({
            type: 'network.switch' as const,
            caipNetworkId: event.caipNetworkId as CaipNetworkId,
            skipConfirm: true,
          })),
        },
        // …the wallet's chain: the network hears it (§4 unsupported chain UI), it is stored as last used, …
        'session.walletChain': {
          actions: [
            sendTo('network', ({ event }) => ({
              type: 'network.walletChanged' as const,
              caipNetworkId: event.caipNetworkId,
            })),
            { type: 'rememberLastUsedChain', params: ({ event }) => event.caipNetworkId },
          ],
        },
        // …analytics while the project's configuration enables them, …
        'session.track': {
          guard: 'analyticsEnabled',
          actions: { type: 'trackEvent', params: ({ event }) => event.params },
        },
        // …§4 sign-in: the sign view when a session is missing (in place of the open view), …
        'siwx.promptRequested': [
          {
            guard: 'isOpen',
            actions: sendTo('router', { type: 'router.replace', view: 'SIWXSignMessage' }),
          },
          { actions: sendTo('router', { type: 'modal.open', view: 'SIWXSignMessage' }) },
        ],
        'siwx.sessionMissing': {
          actions: sendTo('router', ({ event }) => ({
            type: 'router.facts' as const,
            hasSignInSession: false,
            signInRequired: event.required,
          })),
        },
        // …closed once a session exists, …
        'siwx.signedIn': [
          {
            guard: 'isOpen',
            actions: [sendTo('router', { type: 'router.facts', hasSignInSession: true }), 'closeModal'],
          },
          { actions: sendTo('router', { type: 'router.facts', hasSignInSession: true }) },
        ],
        'siwx.dismissed': { actions: 'closeModal' },
        // …Connect again when sign-in disconnects (the session disconnects), …
        'siwx.disconnectRequested': {
          actions: sendTo('router', { type: 'router.reset', view: 'Connect' }),
        },
        // …or back to the last network that has a session, …
        'siwx.switchBackRequested': {
          actions: sendTo('network', ({ event }) => ({
            type: 'network.switch' as const,
            caipNetworkId: event.caipNetworkId,
            skipConfirm: true,
          })),
        },
        // …§4 Embedded-wallet requests: ApproveTransaction (opened, or pushed on the open modal), …
        'approval.openView': [
          {
            guard: 'isOpen',
            actions: sendTo('router', ({ event }) => ({ type: 'router.push' as const, view: event.view })),
          },
          { actions: sendTo('router', ({ event }) => ({ type: 'modal.open' as const, view: event.view })) },
        ],
        // …the modal for a method not allowed (its notice follows after ACTION_NOT_ALLOWED_DELAY_MS), …
        'approval.openModal': { guard: 'isClosed', actions: sendTo('router', { type: 'modal.open' }) },
        // …back to the view before ApproveTransaction, or closed when it was the first, …
        'approval.popOrClose': {
          actions: sendTo('router', { type: 'router.back', from: 'ApproveTransaction' }),
        },
        // …§4 Email update: UpdateEmailWallet, and back (to Account) once the new email is in, …
        'emailUpdate.started': {
          actions: sendTo('router', { type: 'router.push', view: 'UpdateEmailWallet' }),
        },
        'emailUpdate.updated': {
          actions: sendTo('router', { type: 'router.back', from: 'UpdateEmailWallet' }),
        },
        // …§2 "After a successful token send the user is navigated to Account", with the success
        // notice (hash, explorer page; transactionNotice.ts), …
        'send.succeeded': {
          actions: [
            sendTo('notices', ({ context, event }) =>
              transactionNotice(context.input.network.networks, event),
            ),
            sendTo('router', toAccount),
          ],
        },
        // …after a swap, as after a send (Account, whose balances the account session refreshes), …
        'swap.succeeded': {
          actions: [
            sendTo('notices', ({ context, event }) =>
              transactionNotice(context.input.network.networks, event),
            ),
            sendTo('router', toAccount),
          ],
        },
        // …and once a purchase's funds arrive, the notice alone (BuyInProgress says what follows).
        'onramp.succeeded': {
          actions: sendTo('notices', ({ context, event }) =>
            transactionNotice(context.input.network.networks, event),
          ),
        },
      },
    },
    emailLogin: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'modal.emailLogin': {
              target: 'loading',
              actions: assign({ pendingEmail: ({ event }) => ({ email: event.email, at: event.at }) }),
            },
          },
        },
        loading: {
          on: {
            // The latest email wins: it is the one sent once the code is here.
            'modal.emailLogin': {
              actions: assign({ pendingEmail: ({ event }) => ({ email: event.email, at: event.at }) }),
            },
          },
          invoke: {
            id: 'loadEmailLogin',
            src: 'loadEmailLogin',
            // A fresh email login (its input read now: §3 the last login time), told the email submitted.
            onDone: {
              target: 'running',
              actions: enqueueActions(({ context, event, enqueue }) => {
                const pending = context.pendingEmail;
                if (!pending) return;
                const { logic, input } = event.output;
                enqueue.spawnChild(logic, spawnOptions(EMAIL_LOGIN_ID, input));
                enqueue.sendTo(EMAIL_LOGIN_ID, { type: 'emailLogin.submit', ...pending });
                enqueue.assign({ pendingEmail: undefined });
              }),
            },
            // §8 'Unable to load email login dependency'; the next submit tries again.
            onError: {
              target: 'idle',
              actions: [
                assign({ pendingEmail: undefined }),
                sendTo('notices', {
                  type: 'notice.show',
                  variant: 'error',
                  message: MESSAGES.unableToLoadEmailLoginDependency,
                }),
              ],
            },
          },
        },
        running: {
          on: {
            'modal.emailLogin': {
              actions: sendTo(EMAIL_LOGIN_ID, ({ event }) => ({
                type: 'emailLogin.submit' as const,
                email: event.email,
                at: event.at,
              })),
            },
            // §4 Cancellation: closing the modal rejects a waiting email connect ('Modal closed').
            'router.closed': { actions: sendTo(EMAIL_LOGIN_ID, { type: 'modal.closed' }) },
            // §4 Email connect: the embedded wallet's user is known: connect the AUTH connection on the
            // app's namespaces it serves (eip155, solana).
            // The next login (after a disconnect) is a fresh flow, its input read again.
            'emailLogin.connected': {
              target: 'idle',
              actions: connectAuthAndStop(EMAIL_LOGIN_ID),
            },
            'emailLogin.failed': {
              actions: modalSetup.enqueueActions(({ context, event, enqueue }) => {
                if (event.type === 'emailLogin.failed')
                  track(enqueue, context, { event: 'CONNECT_ERROR', properties: { message: event.error } });
              }),
            },
          },
        },
      },
    },
    // §4 connect Farcaster: its actor runs while its view does; once it reports the user, AUTH connects.
    farcaster: {
      initial: 'idle',
      states: {
        idle: { on: { 'modal.farcaster': 'loading' } },
        loading: {
          on: { 'modal.farcasterEnd': 'idle', 'router.closed': 'idle' },
          invoke: {
            id: 'loadFarcaster',
            src: 'loadFarcaster',
            onDone: {
              target: 'running',
              actions: enqueueActions(({ event, enqueue }) => {
                enqueue.spawnChild(event.output, spawnOptions(FARCASTER_ID, undefined));
                enqueue.sendTo(FARCASTER_ID, { type: 'farcaster.start' });
              }),
            },
            // §8 'Failed to connect to farcaster'; the next start tries again.
            onError: {
              target: 'idle',
              actions: sendTo('notices', {
                type: 'notice.show',
                variant: 'error',
                message: MESSAGES.failedToConnectToFarcaster,
              }),
            },
          },
        },
        running: {
          on: {
            'modal.farcaster': { actions: sendTo(FARCASTER_ID, { type: 'farcaster.start' }) },
            // §4 Cancellation: the view left or the modal closed ends a waiting sign-in.
            'modal.farcasterEnd': { actions: sendTo(FARCASTER_ID, { type: 'modal.closed' }) },
            'router.closed': { actions: sendTo(FARCASTER_ID, { type: 'modal.closed' }) },
            // The visitor approved: the AUTH connection connects on the app's namespaces it serves, as
            // for email; the next login is a fresh flow.
            'farcaster.connected': {
              target: 'idle',
              actions: connectAuthAndStop(FARCASTER_ID),
            },
            'farcaster.failed': {
              guard: 'analyticsEnabled',
              actions: {
                type: 'trackEvent',
                params: ({ event }) => ({ event: 'CONNECT_ERROR', properties: { message: event.error } }),
              },
            },
          },
        },
      },
    },
    // §7 social login: the child runs from the visitor's pick until its user connected or it is given up.
    socialLogin: {
      initial: 'idle',
      on: {
        // A new pick (or a try again) is a fresh flow. The popup it opened is the same named window as
        // the last one's, so the last flow is stopped, not ended (ending it would close that window).
        'socialLogin.spawn': {
          target: '.running',
          actions: modalSetup.enqueueActions(({ event, enqueue }) => {
            if (event.type !== 'socialLogin.spawn') return;
            enqueue.stopChild(SOCIAL_LOGIN_ID);
            enqueue.spawnChild(event.logic, spawnOptions(SOCIAL_LOGIN_ID, {}));
            enqueue.sendTo(SOCIAL_LOGIN_ID, { type: 'social.start', ...event.start });
          }),
        },
      },
      states: {
        idle: {},
        running: {
          on: {
            // §4 Cancellation: closing the modal ends a waiting social connect.
            'router.closed': { actions: sendTo(SOCIAL_LOGIN_ID, { type: 'modal.closed' }) },
            // Given up by the hook's cancel, or when its view went (Back): never in an unmount, which
            // StrictMode replays while the popup, opened in the click, cannot be opened again.
            'socialLogin.stop': { target: 'idle', actions: 'endSocialLogin' },
            'router.viewGone': { guard: 'leftSocialLoginView', target: 'idle', actions: 'endSocialLogin' },
            // The embedded wallet's user is known: connect AUTH on the namespaces it serves, as for email.
            'socialLogin.connected': {
              target: 'idle',
              actions: connectAuthAndStop(SOCIAL_LOGIN_ID),
            },
            // The failure stays on screen (the child keeps it); analytics hear it.
            'socialLogin.failed': {
              actions: modalSetup.enqueueActions(({ context, event, enqueue }) => {
                if (event.type === 'socialLogin.failed')
                  track(enqueue, context, { event: 'CONNECT_ERROR', properties: { message: event.error } });
              }),
            },
          },
        },
      },
    },
    accountSession: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'modal.connect': {
              target: 'loading',
              actions: assign({ pendingConnect: ({ event }) => event }),
            },
            'modal.restore': 'loading',
          },
        },
        loading: {
          on: {
            // The latest connect is the one handed over.
            'modal.connect': { actions: assign({ pendingConnect: ({ event }) => event }) },
          },
          invoke: {
            id: 'loadAccountSession',
            src: 'loadAccountSession',
            onDone: [
              {
                guard: 'hasPendingConnect',
                target: 'running',
                actions: enqueueActions(({ context, event, enqueue }) => {
                  enqueue.spawnChild(event.output, spawnOptions(ACCOUNT_SESSION_ID, sessionInputOf(context)));
                  if (context.pendingConnect)
                    enqueue.sendTo(ACCOUNT_SESSION_ID, { type: 'modal.connect', ...context.pendingConnect });
                  enqueue.assign({ pendingConnect: undefined });
                }),
              },
              {
                target: 'running',
                actions: enqueueActions(({ context, event, enqueue }) =>
                  enqueue.spawnChild(event.output, spawnOptions(ACCOUNT_SESSION_ID, sessionInputOf(context))),
                ),
              },
            ],
            // The chunk did not arrive: the connect asked meanwhile fails; the next one tries again.
            onError: {
              target: 'idle',
              actions: [
                assign({ pendingConnect: undefined }),
                sendTo('notices', {
                  type: 'notice.show',
                  variant: 'error',
                  message: MESSAGES.failedToConnect,
                }),
              ],
            },
          },
        },
        // The account session runs: it hears the commands and the embedded wallet's requests.
        running: {
          on: {
            'modal.connect': { actions: 'toSession' },
            'modal.disconnect': { actions: 'toSession' },
            'modal.emailUpdate': { actions: 'toSession' },
            'wallets.switch': { actions: 'toSession' },
            'approval.request': { actions: 'toSession' },
            'approval.success': { actions: 'toSession' },
            'approval.error': { actions: 'toSession' },
            // A swap changed the account's balances: the session refreshes them.
            'swap.succeeded': { actions: 'toSession' },
            // So did a purchase's funds arriving.
            'onramp.succeeded': { actions: 'toSession' },
            // §4 Cancellation: closing the modal rejects a waiting connect ('Modal closed') and the
            // embedded wallet's pending requests.
            'router.closed': { actions: sendTo(ACCOUNT_SESSION_ID, { type: 'modal.closed' }) },
            // The session keeps its own active namespace (its guard ignores the one it has).
            'network.activeNamespace': {
              actions: sendTo(ACCOUNT_SESSION_ID, ({ event }) => ({
                type: 'session.activeNamespace' as const,
                namespace: event.namespace,
              })),
            },
            'projectConfig.features': {
              actions: [
                sendTo(ACCOUNT_SESSION_ID, ({ event }) => ({
                  type: 'wallets.features' as const,
                  multiWallet: event.features.multiWallet,
                })),
                sendTo(ACCOUNT_SESSION_ID, ({ event }) => ({
                  type: 'accountData.features' as const,
                  activity: event.features.activity,
                })),
              ],
            },
          },
        },
      },
    },
  },
});
