/**
 * The account session: the coordinator of the time a wallet is connected (ARCHITECTURE.md "The actor
 * system"). The root spawns it (its code a chunk of its own) with the first connect, or at once to
 * restore a stored connection; it is the parent of the account actors (one connection per namespace,
 * pairing and its app sessions, multi-wallet, balances per namespace, sign-in, request approval, and
 * the Account view's data: token balances, activity, send). They report to it; it decides, each rule a
 * transition with a named guard:
 * - `connections`: the connections as last reported, shared with the root (router and network facts),
 *   the wallets actor (§4 multi-wallet: a wallet that disconnects stays listed as disconnected) and
 *   storage (§3 connectors to sync on the next load); disconnect (§4 sign-out defaults to true),
 *   'Modal closed' to a waiting connect (§4 Cancellation), the embedded wallet's requests to approval
 *   and the balances refreshed after an approved request or a send (§2);
 * - `balances`, `activeAccount`: each namespace's balances follow its account; sign-in and the
 *   Account view's data follow the active namespace's account (§4 a chain without a session asks again);
 * - `attempt`: a connect the visitor started is over once no namespace of it is still connecting; if
 *   one connected and sign-in does not decide, the root is told to close the modal (§2);
 * - `reconnect`: §4 multi-wallet switching to a connected wallet activates it; to a dropped one,
 *   connects it first;
 * - `analytics`: CONNECT_SUCCESS, CONNECT_ERROR, DISCONNECT_SUCCESS (the root sends them when the
 *   project's configuration enables analytics);
 * - `emailUpdate`: §4 Email update, while the embedded wallet is connected (its code loads on demand);
 *   and the embedded wallet's last namespace leaving signs it out of the secure site's frame.
 * What the router shows is the root's decision: reports about views go up unchanged (`tellRoot`).
 *
 * The `attempt`, `reconnect`, `analytics` and `emailUpdate` regions are in accountSession.regions.ts.
 *
 * Pure: every child and effect is named in its setup (accountSession.setup.ts); the engine provides
 * them with `.provide()`.
 */
import { and, enqueueActions } from 'xstate';
import type { CaipNetworkId } from '../../domain/caip.ts';
import { ACCOUNT_DATA_IDS, ACCOUNT_TYPE_ID, WALLETS_ID } from '../vocabulary/systemIds.ts';
import {
  analyticsRegion,
  attemptRegion,
  emailUpdateRegion,
  reconnectRegion,
} from './accountSession.regions.ts';
import { embeddedNamespaces, namespaceOf } from './accountSession.rules.ts';
import {
  accountSessionSetup,
  allNamespaces,
  type ConnectionChanged,
  disconnectParams,
  disconnectsOf,
  forgetAwaitedOfDisconnect,
  rememberConnectors,
  reportOf,
  tellConnections,
} from './accountSession.setup.ts';

/** The account session statechart. The root spawns it as its child `accountSession`. */
export const accountSessionMachine = accountSessionSetup.createMachine({
  id: 'accountSession',
  context: ({ input }) => ({
    input,
    connections: {},
    wallets: {},
    activeNamespace: input.activeNamespace,
    attempt: undefined,
    watched: {},
    reconnect: undefined,
    awaited: {},
  }),
  entry: 'spawnAccountActors',
  type: 'parallel',
  states: {
    connections: {
      on: {
        'connection.changed': [
          // §4 reconnect on load: while the stored wallet is asked, what is stored stays as it was.
          {
            guard: 'isRestoreUnderWay',
            actions: [{ type: 'takeConnection', params: reportOf }, tellConnections, 'shareConnections'],
          },
          {
            guard: 'connectsAwaitedNamespace',
            actions: [
              { type: 'takeConnection', params: reportOf },
              { type: 'forgetAwaited', params: (args) => [reportOf(args).namespace] },
              tellConnections,
              'shareConnections',
              rememberConnectors,
            ],
          },
          // A wallet that answered the restore with no account is forgotten here, like any disconnect.
          {
            actions: [
              { type: 'takeConnection', params: reportOf },
              tellConnections,
              'shareConnections',
              rememberConnectors,
            ],
          },
        ],
        // The stored wallet could not be asked (not in the page yet): it stays remembered.
        'connection.restoreFailed': {
          actions: [
            {
              type: 'keepAwaited',
              params: ({ event }) => ({ namespace: event.namespace, connectorId: event.connectorId }),
            },
            rememberConnectors,
          ],
        },
        'session.activeNamespace': {
          guard: { type: 'isOtherNamespace', params: ({ event }) => event.namespace },
          actions: [
            { type: 'takeActiveNamespace', params: ({ event }) => event.namespace },
            tellConnections,
            'shareConnections',
            rememberConnectors,
            {
              type: 'followActive',
              params: ({ context, event }) => context.connections[event.namespace],
            },
          ],
        },
        // The visitor's disconnect also forgets a stored wallet that was awaited on those namespaces.
        'modal.disconnect': [
          {
            guard: 'signInFollowsLeavingAccount',
            actions: [
              forgetAwaitedOfDisconnect,
              rememberConnectors,
              { type: 'tellSignInLeaving', params: ({ event }) => event.signOut !== false },
              enqueueActions(({ context, event, enqueue }) => {
                for (const { to, event: disconnect } of disconnectsOf(
                  context,
                  disconnectParams({ context, event }),
                ))
                  enqueue.sendTo(to, disconnect);
              }),
            ],
          },
          {
            actions: [
              forgetAwaitedOfDisconnect,
              rememberConnectors,
              enqueueActions(({ context, event, enqueue }) => {
                for (const { to, event: disconnect } of disconnectsOf(
                  context,
                  disconnectParams({ context, event }),
                ))
                  enqueue.sendTo(to, disconnect);
              }),
            ],
          },
        ],
        // Leave the sign view first (the root resets it): while sign-in is required and missing, it refuses to close.
        'siwx.disconnectRequested': {
          actions: [
            { type: 'tellRoot', params: ({ event }) => event },
            enqueueActions(({ context, enqueue }) => {
              const params = { namespaces: allNamespaces(context), closeModal: true };
              for (const { to, event: disconnect } of disconnectsOf(context, params))
                enqueue.sendTo(to, disconnect);
            }),
          ],
        },
        'modal.closed': { actions: 'tellModalClosed' },
        'wallets.features': {
          actions: enqueueActions(({ enqueue, event }) => enqueue.sendTo(WALLETS_ID, event)),
        },
        // §1 the activity list decides with its `activity` switch (machines/account/transactions.machine.ts).
        'accountData.features': {
          actions: enqueueActions(({ enqueue, event }) =>
            enqueue.sendTo(ACCOUNT_DATA_IDS.transactions, {
              type: 'transactions.features',
              activity: event.activity,
            }),
          ),
        },
        'wallets.switch': {
          actions: enqueueActions(({ enqueue, event }) => enqueue.sendTo(WALLETS_ID, event)),
        },
        // §4 Embedded-wallet requests: the approval actor hears each request and its answer…
        'approval.request': { actions: { type: 'toApproval', params: ({ event }) => event } },
        'approval.success': { actions: { type: 'toApproval', params: ({ event }) => event } },
        'approval.error': { actions: { type: 'toApproval', params: ({ event }) => event } },
        // …the balance after an approved request, …
        'approval.balanceChanged': {
          actions: {
            type: 'refreshBalances',
            params: ({ context }) => embeddedNamespaces(context.connections),
          },
        },
        // …and the pending requests rejected: the frame's open requests are aborted.
        'approval.rejectPending': {
          actions: { type: 'rejectEmbeddedRequests', params: ({ event }) => ({ code: event.code }) },
        },
        // §2 "After a successful token send the user is navigated to Account"; its balance shows the send.
        'send.succeeded': {
          actions: [
            { type: 'refreshBalances', params: ({ event }) => [namespaceOf(event.caipNetworkId)] },
            { type: 'tellRoot', params: ({ event }) => event },
          ],
        },
        // A swap is sent from the root's child: the root tells the session, which refreshes that network.
        'swap.succeeded': {
          actions: { type: 'refreshBalances', params: ({ event }) => [namespaceOf(event.caipNetworkId)] },
        },
        'onramp.succeeded': {
          actions: { type: 'refreshBalances', params: ({ event }) => [namespaceOf(event.caipNetworkId)] },
        },
        // What the router shows is the root's decision.
        'siwx.promptRequested': { actions: { type: 'tellRoot', params: ({ event }) => event } },
        'siwx.sessionMissing': { actions: { type: 'tellRoot', params: ({ event }) => event } },
        'siwx.signedIn': { actions: { type: 'tellRoot', params: ({ event }) => event } },
        'siwx.dismissed': { actions: { type: 'tellRoot', params: ({ event }) => event } },
        'siwx.switchBackRequested': { actions: { type: 'tellRoot', params: ({ event }) => event } },
        'approval.openView': { actions: { type: 'tellRoot', params: ({ event }) => event } },
        'approval.openModal': { actions: { type: 'tellRoot', params: ({ event }) => event } },
        'approval.popOrClose': { actions: { type: 'tellRoot', params: ({ event }) => event } },
        // §4: one user behind the embedded wallet's namespaces: the last one to leave signs it out of
        // the frame, unless the disconnect keeps the login (signOut: false).
        'connection.ended': [
          {
            guard: 'embeddedWalletLeaves',
            actions: [{ type: 'tellRoot', params: ({ event }) => event }, 'signOutEmbeddedWallet'],
          },
          { actions: { type: 'tellRoot', params: ({ event }) => event } },
        ],
        'notice.raised': { actions: { type: 'tellRoot', params: ({ event }) => event } },
        'alert.raised': { actions: { type: 'tellRoot', params: ({ event }) => event } },
      },
    },
    // §3 account type: the embedded wallet's eip155 account, and what moves funds from it, go to the
    // account type actor (a smart account deploys with its first transaction).
    accountType: {
      on: {
        'connection.changed': [
          {
            guard: 'isEmbeddedEvmAccount',
            actions: enqueueActions(({ enqueue, event }) => {
              const { caipNetworkId, address, accounts } = (event as ConnectionChanged).connection;
              enqueue.sendTo(ACCOUNT_TYPE_ID, {
                type: 'accountType.connected',
                caipNetworkId: caipNetworkId ?? '',
                address: address ?? '',
                accounts,
              });
            }),
          },
          {
            guard: 'isEvmConnectionGone',
            actions: enqueueActions(({ enqueue }) =>
              enqueue.sendTo(ACCOUNT_TYPE_ID, { type: 'accountType.disconnected' }),
            ),
          },
        ],
        'approval.balanceChanged': {
          actions: enqueueActions(({ enqueue }) =>
            enqueue.sendTo(ACCOUNT_TYPE_ID, { type: 'accountType.transactionSent' }),
          ),
        },
      },
    },
    balances: {
      on: {
        'connection.changed': [
          {
            guard: and(['accountChanged', 'hasAccount']),
            actions: [
              { type: 'followBalances', params: reportOf },
              {
                type: 'tellRoot',
                params: (args) => ({
                  type: 'session.walletChain' as const,
                  caipNetworkId: reportOf(args).caipNetworkId as CaipNetworkId,
                }),
              },
            ],
          },
          { guard: 'accountChanged', actions: { type: 'followBalances', params: reportOf } },
        ],
      },
    },
    activeAccount: {
      on: {
        'connection.changed': {
          guard: and(['accountChanged', 'isActiveNamespaceReport']),
          actions: { type: 'followActive', params: reportOf },
        },
      },
    },
    attempt: attemptRegion,
    reconnect: reconnectRegion,
    analytics: analyticsRegion,
    emailUpdate: emailUpdateRegion,
  },
});
