/**
 * The modal's root statechart (ARCHITECTURE.md "The actor system"): it starts the long-lived children
 * (router, notices, project configuration, wallet list, network), hears what each one reports
 * (machines/vocabulary/reports.ts) and decides who must know and what follows:
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
 * - where a connect the visitor chose shows in the open modal (ConnectingExternal, EmailLogin,
 *   ConnectingWalletConnect); a page back from a social provider in redirect mode (§2 result_uri);
 * - the last-used chain stored for the next visit (§3, §9); analytics events (§7 /e) through one gate,
 *   'analytics.track', only while the project's configuration enables them (§8, §9).
 *
 * Regions: `coordinating` (the rules above), the three logins `emailLogin`, `farcaster` and
 * `socialLogin` (modal.logins.ts: each loads its code on demand, and its user connects AUTH), and
 * `accountSession` (`idle` → `loading` → `running`): the account session
 * (machines/session/accountSession.machine.ts), the coordinator of the time a wallet is connected and
 * the parent of the account actors, starts with the first connect, or at once when a stored connection
 * is to be restored (§4 reconnect on load). Its code is a chunk of its own (`loadAccountSession`), so a
 * first visit that only opens the modal does not download it; a connect asked meanwhile waits in
 * context and is handed to it once it runs.
 *
 * Pure. Children are named actor sources; side effects (storage, analytics, loading code) are named
 * in its setup (modal.setup.ts) and provided by the engine (headless/engine.ts) with `.provide()`;
 * its types are in modal.types.ts.
 */
import { assign, enqueueActions, raise, sendTo } from 'xstate';
import type { CaipNetworkId } from '../../domain/caip.ts';
import { ALERTS, MESSAGES } from '../../domain/errors.ts';
import { ACCOUNT_SESSION_ID, EMBEDDED_FRAME_ID } from '../vocabulary/systemIds.ts';
import { NO_HOLDERS } from './heldFlows.ts';
import { nameRegistrationRegion, onRampRegion, swapRegion } from './modal.flows.ts';
import { emailLoginRegion, farcasterRegion, socialLoginRegion } from './modal.logins.ts';
import { modalSetup, sessionInputOf, toAccount } from './modal.setup.ts';
import { analyticsTracked } from './rootActions.ts';
import { transactionNotice } from './transactionNotice.ts';

export type { AccountDataLogic, EmailUpdateLogic } from '../session/accountSession.types.ts';
export type { TrackEventParams } from '../vocabulary/reports.ts';
export {
  ACCOUNT_DATA_IDS,
  ACCOUNT_SESSION_ID,
  balancesSystemId,
  connectionSystemId,
  EMAIL_LOGIN_ID,
  EMAIL_UPDATE_ID,
  FARCASTER_ID,
  MODAL_SYSTEM_IDS,
} from '../vocabulary/systemIds.ts';
export type {
  AccountSessionLogic,
  ConnectRequest,
  EmailLoginLoaded,
  EmailLoginLogic,
  FarcasterLogic,
  ModalCommand,
  ModalContext,
  ModalEvent,
  ModalInput,
} from './modal.types.ts';

/** The modal root. Start it with `createActor(modalMachine.provide(...), { input })`. */
export const modalMachine = modalSetup.createMachine({
  id: 'modal',
  context: ({ input }) => ({
    input,
    connections: {},
    activeNamespace: undefined,
    activeNetwork: undefined,
    stackedViews: [],
    holders: NO_HOLDERS,
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
        'modal.connect': [
          {
            guard: 'showsConnectingExternal',
            actions: [
              sendTo('projectConfig', { type: 'config.intent' }),
              sendTo('router', ({ event }) => ({
                type: 'router.push' as const,
                view: 'ConnectingExternal' as const,
                data: { connectorId: event.connectorId },
              })),
            ],
          },
          { actions: sendTo('projectConfig', { type: 'config.intent' }) },
        ],
        // Where a login the visitor started shows is the root's decision, so a custom UI need not copy it
        // (the email login region runs the login itself).
        'modal.emailLogin': {
          guard: 'showsEmailLogin',
          actions: sendTo('router', { type: 'router.push' as const, view: 'EmailLogin' as const }),
        },
        'modal.pairingChosen': {
          guard: 'showsPairing',
          actions: sendTo('router', {
            type: 'router.push' as const,
            view: 'ConnectingWalletConnect' as const,
          }),
        },
        // §2 back from the provider: only a page that logs in by redirect takes the result_uri (a link to
        // a popup-mode page carrying one is ignored, and keeps it).
        'modal.socialReturn': [
          {
            guard: { type: 'returnsWithSocialResult', params: ({ event }) => event },
            actions: [
              'forgetSocialReturn',
              { type: 'resumeSocialLogin', params: ({ event }) => event.resultUri },
            ],
          },
          {
            guard: { type: 'logsInByRedirect', params: ({ event }) => event },
            actions: 'forgetSocialReturn',
          },
        ],
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
        'embeddedFrame.start': {
          actions: modalSetup.enqueueActions(({ event, enqueue }) => {
            if (event.type !== 'embeddedFrame.start') return;
            enqueue.stopChild(EMBEDDED_FRAME_ID);
            enqueue.spawnChild('embeddedFrame', { id: EMBEDDED_FRAME_ID, input: event.input });
          }),
        },
        'embeddedFrame.stop': { actions: modalSetup.stopChild(EMBEDDED_FRAME_ID) },
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
          actions: [assign({ isOpen: true }), raise(analyticsTracked({ event: 'MODAL_OPEN' }))],
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
          actions: [
            { type: 'rememberLastUsedChain', params: ({ event }) => event.caipNetworkId },
            raise(({ event }) =>
              analyticsTracked({ event: 'SWITCH_NETWORK', properties: { network: event.caipNetworkId } }),
            ),
          ],
        },
        'network.activeNetwork': { actions: assign({ activeNetwork: ({ event }) => event.caipNetworkId }) },
        'router.stack': { actions: assign({ stackedViews: ({ event }) => event.views }) },
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
          actions: raise(({ event }) => analyticsTracked(event.params)),
        },
        // The one gate of analytics (§9): every event the root's rules decide on comes here.
        'analytics.track': {
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
    // After `coordinating`: a flow told its facts reads what that region has just taken.
    swap: swapRegion,
    onramp: onRampRegion,
    nameRegistration: nameRegistrationRegion,
    emailLogin: emailLoginRegion,
    farcaster: farcasterRegion,
    socialLogin: socialLoginRegion,
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
                actions: enqueueActions(({ context, enqueue }) => {
                  enqueue.spawnChild('accountSession', {
                    id: ACCOUNT_SESSION_ID,
                    input: sessionInputOf(context),
                  });
                  if (context.pendingConnect)
                    enqueue.sendTo(ACCOUNT_SESSION_ID, { type: 'modal.connect', ...context.pendingConnect });
                  enqueue.assign({ pendingConnect: undefined });
                }),
              },
              {
                target: 'running',
                actions: enqueueActions(({ context, enqueue }) =>
                  enqueue.spawnChild('accountSession', {
                    id: ACCOUNT_SESSION_ID,
                    input: sessionInputOf(context),
                  }),
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
