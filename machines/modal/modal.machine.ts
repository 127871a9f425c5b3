/**
 * The modal's root statechart: the only coordinator (ARCHITECTURE.md "The actor system"). It starts
 * the long-lived children, hears what each one reports (machines/modal/reports.ts) and decides who
 * must know and what follows, with the rules of modal.coordination.ts:
 * - the router's facts (§2 "while connected") and the network's facts (§4 switch rules);
 * - closing after a connect the visitor started succeeds, or after a disconnect (§2, §4);
 * - closing the modal rejects a waiting connect ('Modal closed', §4 Cancellation);
 * - what the wallets (§4 multi-wallet) and balances actors are told, and when they start;
 * - what the account-data actors (token balances, activity, send) follow: the active namespace's account;
 * - after a token send (`send.succeeded`): Account is shown and the balances and activity refreshed (§2);
 * - email login (§4 Email connect): its actor is spawned when the visitor first submits an email; once it
 *   reports the embedded wallet's user, the AUTH connection connects on eip155; closing the modal
 *   rejects a waiting email connect ('Modal closed');
 * - email update (§4 Email update): while the embedded wallet (AUTH) is connected, "Change email" shows
 *   UpdateEmailWallet and starts its actor (its code a chunk of its own, `loadEmailUpdate`); the new
 *   email it reports goes to the eip155 connection's user, and the view goes back (to Account);
 * - the embedded wallet's frame: not ready in 20 s raises the IFRAME_LOAD_FAILED alert (§8), which a
 *   frame ready after all withdraws;
 * - what is stored for the next visit: the connectors to reconnect, the last-used chain (§3, §9);
 * - the analytics events (§7 /e), only while the project's configuration enables them (§8, §9).
 *
 * Regions: `coordinating` (one state: the rules), `emailLogin` (`idle` → `loading` → `running`, and
 * `idle` again once logged in: its code is a chunk of its own, loaded by the engine's `loadEmailLogin`),
 * `emailUpdate` (`idle` → `loading` (`loadEmailUpdate`) → `running`, and `idle` again once the new
 * email is in, or the modal closed) and `accountActors` (`idle` → `loading` → `running`): the connection actors (one per namespace) and the balances and wallets actors start
 * with the first connect, or at once when a stored connection is to be restored (§4 reconnect on
 * load). Their code is a chunk of its own, loaded by the engine's `loadAccountActors`, so a first
 * visit that only opens the modal does not download it; a connect asked meanwhile waits in context
 * and runs once they are spawned, and the balances and wallets actors hear what they missed.
 *
 * Pure. Children are named actor sources; side effects (storage, analytics, loading code) are named
 * in setup() and provided by the engine (headless/createModal's engine) with `.provide()`.
 */
import { assign, enqueueActions, sendTo, setup } from 'xstate';
import type { AnalyticsEventName } from '../../domain/analytics.ts';
import type { CaipNetworkId, ChainNamespace } from '../../domain/caip.ts';
import { AUTH_CONNECTOR_ID, AUTH_NAMESPACES } from '../../domain/constants.ts';
import { ALERTS, MESSAGES } from '../../domain/errors.ts';
import type { sendMachine } from '../account/send.machine.ts';
import type { tokenBalancesMachine } from '../account/tokenBalances.machine.ts';
import type { transactionsMachine } from '../account/transactions.machine.ts';
import type { balancesMachine } from '../balances/balances.machine.ts';
import { projectConfigMachine } from '../config/projectConfig.machine.ts';
import type { ProjectConfigSettings } from '../config/projectConfig.types.ts';
import type { ConnectionInput } from '../connection/connection.context.ts';
import type { connectionMachine } from '../connection/connection.machine.ts';
import type { ConnectorType } from '../connection/connection.types.ts';
import type { WalletsInput } from '../connection/wallets.context.ts';
import type { walletsMachine } from '../connection/wallets.machine.ts';
import { engineActor, engineEffect } from '../effects.ts';
import type { approvalMachine } from '../embedded/approval.machine.ts';
import type { EmailLoginInput } from '../embedded/emailLogin.context.ts';
import type { emailLoginMachine } from '../embedded/emailLogin.machine.ts';
import type { EmailUpdateInput } from '../embedded/emailUpdate.context.ts';
import type { emailUpdateMachine } from '../embedded/emailUpdate.machine.ts';
import type { EmbeddedFrameInput } from '../embedded/embeddedFrame.context.ts';
import type { embeddedFrameMachine } from '../embedded/embeddedFrame.machine.ts';
import type { NameRegistrationInput, nameRegistrationMachine } from '../names/nameRegistration.machine.ts';
import type { NetworkInput } from '../network/network.context.ts';
import { networkMachine } from '../network/network.machine.ts';
import type { appSessionsMachine } from '../pairing/appSessions.machine.ts';
import type { pairingMachine } from '../pairing/pairing.machine.ts';
import type { SiwxInput, siwxMachine } from '../siwx/siwx.machine.ts';
import type { WalletListInput } from '../wallets/walletList.context.ts';
import { walletListMachine } from '../wallets/walletList.machine.ts';
import type { ConnectAttempt, ConnectionsByNamespace } from './modal.coordination.ts';
import { type NoticesInput, noticesMachine } from './notices.machine.ts';
import type { ChildReport, ReconnectRequest } from './reports.ts';
import { shareConnections, spawnOptions, startConnect, track } from './rootActions.ts';
import { type RouterInput, routerMachine } from './router.machine.ts';
import {
  APPROVAL_ID,
  connectionSystemId,
  EMAIL_LOGIN_ID,
  EMAIL_UPDATE_ID,
  EMBEDDED_FRAME_ID,
  MODAL_SYSTEM_IDS,
} from './systemIds.ts';
import type { ViewEntry } from './views.ts';

export {
  ACCOUNT_DATA_IDS,
  balancesSystemId,
  connectionSystemId,
  EMAIL_LOGIN_ID,
  EMAIL_UPDATE_ID,
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
}

/** A connect the root asks the connections of these namespaces to make. */
export interface ConnectRequest {
  connectorId: string;
  connectorType: ConnectorType | undefined;
  namespaces: readonly ChainNamespace[];
}

/** What `loadAccountActors` resolves with: the account actors' logic, side effects provided. */
export interface AccountActorLogic {
  /** The root's rules for the time a wallet is connected (accountRules.ts): they come with these actors. */
  rules: AccountRules;
  connection: typeof connectionMachine;
  /** The pairing lifecycle (machines/pairing), which the pairing connector drives. */
  pairing: typeof pairingMachine;
  /** The pairing connector's sessions (machines/pairing/appSessions), one session actor each. */
  sessions: typeof appSessionsMachine;
  balances: typeof balancesMachine;
  wallets: typeof walletsMachine;
  /** Sign-in (machines/siwx), when the host configured it. */
  siwx?: typeof siwxMachine | undefined;
  /**
   * The Account view's data (machines/account): token balances, activity (and NFTs), send. They follow
   * the active namespace's account; a send's success comes back here (§2 show Account).
   */
  accountData?: AccountDataLogic | undefined;
  /** §4 Embedded-wallet requests (machines/embedded/approval): what the embedded wallet is asked. */
  approval: typeof approvalMachine;
}

/**
 * The root's account-time rules (machines/modal/accountRules.ts): none of their events can happen
 * before the account actors run, so they come in the account actors' chunk.
 */
export interface AccountRules {
  /** The account actors' logic arrived: spawn them, tell them what they missed, run the pending connect. */
  start(enqueue: ModalEnqueue, context: ModalContext): void;
  /** A report of the account actors (connections, multi-wallet, sign-in, send). */
  handle(enqueue: ModalEnqueue, context: ModalContext, event: ModalEvent): void;
  /** The active namespace changed: sign-in and the account data follow its account. */
  followActive(enqueue: ModalEnqueue, context: ModalContext, namespace: ChainNamespace): void;
}

/** What `loadEmailLogin` resolves with: the email login's logic, side effects provided, and its input. */
export interface EmailLoginLogic {
  logic: typeof emailLoginMachine;
  input: EmailLoginInput;
}

/** What `loadEmailUpdate` resolves with: the email update's logic, side effects provided, and its input. */
export interface EmailUpdateLogic {
  logic: typeof emailUpdateMachine;
  input: EmailUpdateInput;
}

/** The account-data actors' logic, side effects provided. */
export interface AccountDataLogic {
  tokenBalances: typeof tokenBalancesMachine;
  transactions: typeof transactionsMachine;
  send: typeof sendMachine;
}

/** Params of `trackEvent`: one analytics event (§7 POST /e). */
export interface TrackEventParams {
  event: AnalyticsEventName;
  properties?: Record<string, string | number | boolean>;
}

/** What the public actions ask of the root (headless/actions/). */
export type ModalCommand =
  /** Open on the §2 default view, or on the given one. */
  | { type: 'modal.open'; entry?: ViewEntry }
  /** Close (§2 close rules apply). */
  | { type: 'modal.close' }
  /** Connect a connector on these namespaces (the engine knows which ones it offers). */
  | {
      type: 'modal.connect';
      connectorId: string;
      connectorType: ConnectorType | undefined;
      namespaces: readonly ChainNamespace[];
    }
  /** Disconnect one namespace, or every connected one. */
  | { type: 'modal.disconnect'; namespace?: ChainNamespace; closeModal?: boolean; signOut?: boolean }
  /** Log in with this email (§4 Email connect): the email login starts (its code loads) if it is not running. */
  | { type: 'modal.emailLogin'; email: string; at: number }
  /** Change the embedded wallet's email (§4 Email update): UpdateEmailWallet, while AUTH is connected. */
  | { type: 'modal.emailUpdate'; currentEmail?: string | undefined }
  /** Switch the active network (§4). */
  | { type: 'modal.switchNetwork'; caipNetworkId: CaipNetworkId; skipConfirm?: boolean }
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
  | { type: 'names.stop'; id: `nameRegistration:${string}` };

/**
 * Every event the root accepts. 'modal.restore' it raises itself at start when a connection was
 * stored (§4 "On load with reconnect enabled, existing connections are synced; otherwise they are
 * disconnected"): the connections are needed at once.
 */
export type ModalEvent = ModalCommand | ChildReport | { type: 'modal.restore' };

/** What the root knows. */
export interface ModalContext {
  input: ModalInput;
  /** Each namespace's connection, as last reported. */
  connections: ConnectionsByNamespace;
  activeNamespace: ChainNamespace | undefined;
  isOpen: boolean;
  /** A connect the visitor started, until every namespace of it settled. */
  attempt: ConnectAttempt | undefined;
  /** The account each namespace's balances follow (a key that changes with address or chain). */
  watched: Partial<Record<ChainNamespace, string>>;
  /** A multi-wallet reconnect the wallets actor waits for. */
  reconnect: ReconnectRequest | undefined;
  multiWallet: boolean;
  /** §9 analytics: on when the effective features say so (the project's configuration allows it). */
  analytics: boolean;
  /** The connection, balances and wallets actors run. */
  accountActors: boolean;
  /** A connect asked before they ran: it runs once they are spawned. */
  pendingConnect: ConnectRequest | undefined;
  /** Their logic, once loaded (kept to spawn them). */
  accountActorLogic: AccountActorLogic | undefined;
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
    /** Load the balances and wallets actors' code (a chunk of its own); the engine provides it. */
    loadAccountActors: engineActor<AccountActorLogic, void>('loadAccountActors'),
    /** Load the email login's code (a chunk of its own, with the embedded wallet's frame); the engine provides it. */
    loadEmailLogin: engineActor<EmailLoginLogic, void>('loadEmailLogin'),
    /** Load the email update's code (with the embedded wallet's frame); the engine provides it. */
    loadEmailUpdate: engineActor<EmailUpdateLogic, EmailUpdateInput>('loadEmailUpdate'),
  },
  actions: {
    /** §3 store the connector of each connected namespace, to sync on the next load. */
    rememberConnectors: engineEffect<Partial<Record<ChainNamespace, string>>>('rememberConnectors'),
    /** §3 store the last-used chain. */
    rememberLastUsedChain: engineEffect<CaipNetworkId>('rememberLastUsedChain'),
    /** §7 POST /e; the engine sends it. */
    trackEvent: engineEffect<TrackEventParams>('trackEvent'),
    /**
     * §4 reject the embedded wallet's pending requests: the engine aborts the frame's open RPC requests
     * (safe reads excepted) with `error`, 'Request was aborted' when absent.
     */
    rejectEmbeddedRequests: engineEffect<{ error?: string | undefined }>('rejectEmbeddedRequests'),
  },
  guards: {
    /** A connection was stored for some namespace (to sync or clear on load). */
    hasStoredConnection: ({ context }) =>
      context.input.connections.some((connection) => connection.knownConnectorId !== undefined),
    isClosed: ({ context }) => !context.isOpen,
    isOtherNamespace: ({ context }, namespace: ChainNamespace) => context.activeNamespace !== namespace,
    /** §1 the embedded wallet (AUTH) is the eip155 connection: its email can be changed. */
    isEmbeddedWalletConnected: ({ context }) =>
      context.connections.eip155?.status === 'connected' &&
      context.connections.eip155.connectorType === 'AUTH',
  },
});

type ModalSetup = typeof modalSetup;
/** The enqueue of the root's actions, for the rules of rootActions.ts and accountRules.ts. */
export type ModalEnqueue = Parameters<Parameters<ModalSetup['enqueueActions']>[0]>[0]['enqueue'];

/**
 * An account-time event (a report of the actors that start with the account actors): the root's rules
 * for it came with their code (machines/modal/accountRules.ts), as the actors that send it did.
 */
const byAccountRules = modalSetup.enqueueActions(({ context, event, enqueue }) =>
  context.accountActorLogic?.rules.handle(enqueue, context, event),
);

/** The modal root. Start it with `createActor(modalMachine.provide(...), { input })`. */
export const modalMachine = modalSetup.createMachine({
  id: 'modal',
  context: ({ input }) => ({
    input,
    connections: {},
    activeNamespace: undefined,
    isOpen: false,
    attempt: undefined,
    watched: {},
    reconnect: undefined,
    multiWallet: input.wallets.multiWallet,
    analytics: false,
    accountActors: false,
    accountActorLogic: undefined,
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
  entry: modalSetup.enqueueActions(({ check, enqueue }) => {
    if (check('hasStoredConnection')) enqueue.raise({ type: 'modal.restore' });
  }),
  type: 'parallel',
  states: {
    coordinating: {
      on: {
        // What the public actions ask.
        'modal.open': {
          actions: sendTo('router', ({ event }) => ({ type: 'modal.open' as const, ...event.entry })),
        },
        'modal.close': { actions: sendTo('router', { type: 'modal.close' }) },
        'modal.connect': {
          actions: modalSetup.enqueueActions(({ context, event, enqueue }) => {
            if (event.type === 'modal.connect') startConnect(enqueue, context, event);
          }),
        },
        // Nothing is connected before the account actors run: their rules disconnect.
        'modal.disconnect': { actions: byAccountRules },
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
        // §4 Cancellation: closing the modal rejects a waiting connect ('Modal closed').
        'router.closed': {
          actions: modalSetup.enqueueActions(({ context, enqueue }) => {
            enqueue.assign({ isOpen: false });
            if (context.accountActors) {
              for (const { namespace } of context.input.connections)
                enqueue.sendTo(connectionSystemId(namespace), { type: 'modal.closed' });
              // §4 "Closing the modal with an empty stack rejects pending requests".
              enqueue.sendTo(APPROVAL_ID, { type: 'modal.closed' });
            }
          }),
        },
        // The account actors' reports: the account-time rules decide (accountRules.ts).
        'connection.changed': { actions: byAccountRules },
        'connection.failed': { actions: byAccountRules },
        'connection.ended': { actions: byAccountRules },
        'network.viewRequested': {
          actions: sendTo('router', ({ event }) => ({
            ...event.entry,
            type: event.replace ? ('router.replace' as const) : ('router.push' as const),
          })),
        },
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
          actions: modalSetup.enqueueActions(({ context, event, enqueue }) => {
            if (event.type !== 'network.activeNamespace') return;
            enqueue.assign({ activeNamespace: event.namespace });
            shareConnections(enqueue, context, context.connections, event.namespace);
            context.accountActorLogic?.rules.followActive(enqueue, context, event.namespace);
          }),
        },
        // §1 the multiWallet switch and analytics are remote configuration.
        'projectConfig.features': {
          actions: modalSetup.enqueueActions(({ context, event, enqueue }) => {
            if (event.type !== 'projectConfig.features') return;
            const { multiWallet, analytics } = event.features;
            enqueue.assign({ multiWallet, analytics });
            if (context.accountActors)
              enqueue.sendTo(MODAL_SYSTEM_IDS.wallets, { type: 'wallets.features', multiWallet });
          }),
        },
        'wallets.reconnectRequested': { actions: byAccountRules },
        'wallets.flowRequested': { actions: byAccountRules },
        'siwx.promptRequested': { actions: byAccountRules },
        'siwx.sessionMissing': { actions: byAccountRules },
        'siwx.signedIn': { actions: byAccountRules },
        'siwx.dismissed': { actions: byAccountRules },
        'siwx.disconnectRequested': { actions: byAccountRules },
        'siwx.switchBackRequested': { actions: byAccountRules },
        'send.succeeded': { actions: byAccountRules },
        'names.viewRequested': { actions: byAccountRules },
        // §4 Embedded-wallet requests: the embedded wallet's requests, and what the approval actor reports.
        'approval.request': { actions: byAccountRules },
        'approval.success': { actions: byAccountRules },
        'approval.error': { actions: byAccountRules },
        'approval.openView': { actions: byAccountRules },
        'approval.openModal': { actions: byAccountRules },
        'approval.popOrClose': { actions: byAccountRules },
        'approval.balanceChanged': { actions: byAccountRules },
        'approval.rejectPending': { actions: byAccountRules },
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
              actions: [
                modalSetup.raise(({ context }) => ({
                  type: 'modal.connect' as const,
                  connectorId: AUTH_CONNECTOR_ID,
                  connectorType: 'AUTH' as const,
                  namespaces: context.input.connections
                    .map((connection) => connection.namespace)
                    .filter((namespace) => AUTH_NAMESPACES.includes(namespace)),
                })),
                modalSetup.stopChild(EMAIL_LOGIN_ID),
              ],
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
    // §4 Email update: one flow at a time, started afresh by each "Change email".
    emailUpdate: {
      initial: 'idle',
      on: {
        'modal.emailUpdate': {
          guard: 'isEmbeddedWalletConnected',
          target: '.loading',
          reenter: true,
          actions: [
            modalSetup.stopChild(EMAIL_UPDATE_ID),
            sendTo('router', { type: 'router.push', view: 'UpdateEmailWallet' }),
          ],
        },
      },
      states: {
        idle: {},
        loading: {
          invoke: {
            id: 'loadEmailUpdate',
            src: 'loadEmailUpdate',
            input: ({ event }) => ({
              currentEmail: event.type === 'modal.emailUpdate' ? event.currentEmail : undefined,
            }),
            onDone: {
              target: 'running',
              actions: enqueueActions(({ event, enqueue }) => {
                const { logic, input } = event.output;
                enqueue.spawnChild(logic, spawnOptions(EMAIL_UPDATE_ID, input));
              }),
            },
            // §8 'Unable to load email login dependency': the next "Change email" tries again.
            onError: {
              target: 'idle',
              actions: sendTo('notices', {
                type: 'notice.show',
                variant: 'error',
                message: MESSAGES.unableToLoadEmailLoginDependency,
              }),
            },
          },
        },
        running: {
          on: {
            // The account's user has the new email; the view goes back (to Account) if still shown.
            'emailUpdate.updated': {
              target: 'idle',
              actions: [
                sendTo(connectionSystemId('eip155'), ({ event }) => ({
                  type: 'connection.emailChanged' as const,
                  email: event.email,
                })),
                sendTo('router', { type: 'router.back', from: 'UpdateEmailWallet' }),
                modalSetup.stopChild(EMAIL_UPDATE_ID),
              ],
            },
            // Closing the modal abandons the change; the next "Change email" starts afresh.
            'router.closed': { target: 'idle', actions: modalSetup.stopChild(EMAIL_UPDATE_ID) },
          },
        },
      },
    },
    accountActors: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'modal.connect': 'loading', 'modal.restore': 'loading' },
        },
        loading: {
          invoke: {
            id: 'loadAccountActors',
            src: 'loadAccountActors',
            onDone: {
              target: 'running',
              actions: assign({ accountActorLogic: ({ event }) => event.output }),
            },
            // The chunk did not arrive: the connect asked meanwhile fails; the next one tries again.
            onError: {
              target: 'idle',
              actions: [
                assign({ pendingConnect: undefined, attempt: undefined }),
                sendTo('notices', {
                  type: 'notice.show',
                  variant: 'error',
                  message: MESSAGES.failedToConnect,
                }),
              ],
            },
          },
        },
        // The account actors' logic arrived: spawn them and tell them what they missed.
        running: {
          entry: modalSetup.enqueueActions(({ context, enqueue }) =>
            context.accountActorLogic?.rules.start(enqueue, context),
          ),
        },
      },
    },
  },
});
