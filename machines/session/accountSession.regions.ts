/**
 * Four regions of the account session (accountSession.machine.ts): `attempt` (a connect the visitor
 * started, over once no namespace of it is still connecting), `reconnect` (§4 multi-wallet switching),
 * `analytics` (the connect and disconnect events the root sends when enabled) and `emailUpdate`
 * (§4 Email update, its code loaded on demand).
 */
import { enqueueActions, not, stopChild } from 'xstate';
import { MESSAGES } from '../../domain/errors.ts';
import { connectionSystemId, EMAIL_UPDATE_ID, WALLETS_ID } from '../vocabulary/systemIds.ts';
import { embeddedNamespaces } from './accountSession.rules.ts';
import { accountSessionSetup, activationOf, flowOf, reportOf, signsIn } from './accountSession.setup.ts';

export const attemptRegion = accountSessionSetup.createStateConfig({
  initial: 'idle',
  states: {
    idle: {
      on: {
        'modal.connect': {
          guard: { type: 'hasNamespaceToConnect', params: ({ event }) => event.namespaces },
          target: 'connecting',
          actions: { type: 'startAttempt', params: ({ event }) => event },
        },
        // §4 "Switching to a disconnected connection starts the email, social or pairing flow".
        'wallets.flowRequested': {
          guard: {
            type: 'hasNamespaceToConnect',
            params: ({ event }) => event.connection.namespaces,
          },
          target: 'connecting',
          actions: { type: 'startAttempt', params: flowOf },
        },
      },
    },
    connecting: {
      on: {
        // The latest connect is the attempt.
        'modal.connect': {
          guard: { type: 'hasNamespaceToConnect', params: ({ event }) => event.namespaces },
          target: 'connecting',
          reenter: true,
          actions: { type: 'startAttempt', params: ({ event }) => event },
        },
        'connection.changed': [
          // The root closes the modal, unless sign-in decides (close once a session exists, else ask to sign).
          {
            guard: 'attemptSucceeds',
            target: 'idle',
            actions: [
              'clearAttempt',
              {
                type: 'tellRoot',
                params: ({ context }) => ({
                  type: 'session.connectSucceeded' as const,
                  signsIn: signsIn(context),
                }),
              },
            ],
          },
          { guard: 'attemptEnds', target: 'idle', actions: 'clearAttempt' },
          { actions: { type: 'advanceAttempt', params: reportOf } },
        ],
      },
    },
  },
});

export const reconnectRegion = accountSessionSetup.createStateConfig({
  initial: 'idle',
  states: {
    idle: {
      on: {
        // §4 multi-wallet: a connected connection becomes active at once; a dropped one connects first.
        'wallets.reconnectRequested': [
          {
            guard: 'requestedIsConnected',
            actions: [
              {
                type: 'tellRoot',
                params: ({ context, event }) => activationOf(context.connections[event.connection.namespace]),
              },
              'answerReconnected',
            ],
          },
          {
            target: 'waiting',
            actions: [
              { type: 'takeReconnect', params: ({ event }) => event.connection },
              enqueueActions(({ enqueue, event }) =>
                enqueue.sendTo(connectionSystemId(event.connection.namespace), {
                  type: 'connection.connect',
                  connectorId: event.connection.connectorId,
                }),
              ),
            ],
          },
        ],
      },
    },
    waiting: {
      on: {
        'connection.changed': {
          guard: 'reconnectDone',
          target: 'idle',
          actions: [
            { type: 'tellRoot', params: (args) => activationOf(reportOf(args)) },
            'answerReconnected',
            { type: 'takeReconnect', params: undefined },
          ],
        },
        // A multi-wallet reconnect that failed: the wallets actor shows why.
        'connection.failed': {
          guard: 'reconnectFailed',
          target: 'idle',
          actions: [
            enqueueActions(({ enqueue, event }) =>
              enqueue.sendTo(WALLETS_ID, { type: 'wallets.reconnectFailed', error: event.error.message }),
            ),
            { type: 'takeReconnect', params: undefined },
          ],
        },
      },
    },
  },
});

export const analyticsRegion = accountSessionSetup.createStateConfig({
  on: {
    'connection.changed': {
      guard: 'justConnectedInAttempt',
      actions: {
        type: 'tellRoot',
        params: (args) => ({
          type: 'session.track' as const,
          params: {
            event: 'CONNECT_SUCCESS' as const,
            properties: {
              connectorId: reportOf(args).connectorId ?? '',
              namespace: reportOf(args).namespace,
            },
          },
        }),
      },
    },
    'connection.failed': {
      guard: not('reconnectFailed'),
      actions: {
        type: 'tellRoot',
        params: ({ event }) => ({
          type: 'session.track' as const,
          params: { event: 'CONNECT_ERROR' as const, properties: { message: event.error.message } },
        }),
      },
    },
    'connection.ended': {
      actions: {
        type: 'tellRoot',
        params: ({ event }) => ({
          type: 'session.track' as const,
          params: { event: 'DISCONNECT_SUCCESS' as const, properties: { namespace: event.namespace } },
        }),
      },
    },
  },
});

/** §4 Email update: one flow at a time, started afresh by each "Change email" while the embedded wallet (AUTH) is connected; its code is a chunk of its own (`loadEmailUpdate`). Not re-entering: a re-entering transition on a region re-enters its parallel siblings too. */
export const emailUpdateRegion = accountSessionSetup.createStateConfig({
  initial: 'idle',
  on: {
    'modal.emailUpdate': {
      guard: 'isEmbeddedWalletConnected',
      target: '.loading',
      actions: [stopChild(EMAIL_UPDATE_ID), { type: 'tellRoot', params: { type: 'emailUpdate.started' } }],
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
          actions: enqueueActions(({ event, enqueue }) =>
            enqueue.spawnChild('emailUpdate', { id: EMAIL_UPDATE_ID, input: event.output }),
          ),
        },
        // §8 'Unable to load email login dependency': the next "Change email" tries again.
        onError: {
          target: 'idle',
          actions: {
            type: 'tellRoot',
            params: {
              type: 'notice.raised',
              variant: 'error',
              message: MESSAGES.unableToLoadEmailLoginDependency,
            },
          },
        },
      },
    },
    running: {
      on: {
        // The user has the new email, in every namespace the embedded wallet connects (its
        // eip155 and solana accounts are one user's); the root takes the view back (to Account).
        'emailUpdate.updated': {
          target: 'idle',
          actions: [
            // Every namespace the embedded wallet connected (eip155 and solana) names the user.
            enqueueActions(({ context, enqueue, event }) => {
              for (const namespace of embeddedNamespaces(context.connections))
                enqueue.sendTo(connectionSystemId(namespace), {
                  type: 'connection.emailChanged',
                  email: event.email,
                });
            }),
            { type: 'tellRoot', params: ({ event }) => event },
            stopChild(EMAIL_UPDATE_ID),
          ],
        },
        // Closing the modal abandons the change; the next "Change email" starts afresh.
        'modal.closed': { target: 'idle', actions: stopChild(EMAIL_UPDATE_ID) },
      },
    },
  },
});
