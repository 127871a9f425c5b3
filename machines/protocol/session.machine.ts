/**
 * A signing-protocol session (§3; §4 "Session is settled, acknowledged on positive settle response
 * (deleted on error), extended, updated, or deleted by disconnect or expiry"; §4 "Out-of-sync update
 * requests are answered with an invalid-update error"; §4 "Recently deleted records are remembered
 * and rejected on reuse"; §8 'Signature verification failed' reported as session settlement failure).
 *
 * States: `settling` → `acknowledged` (two regions: `lifetime.live`, restarted by each accepted
 * extension, and `ping.idle` / `ping.answering`) → `deleted` (settle error, disconnect or expiry;
 * it stays to answer reuse with 'Record was recently deleted').
 *
 * Pure: answers go to the peer only through the `respond` action, deletion through `deleteSession`
 * and settle failures through `reportSettleFailure`, all provided by the engine. Delays:
 * SESSION_EXPIRY (until the session's expiry) and PING_RESPONSE_DELAY_MS (§9, 500 ms).
 */
import { assign, enqueueActions, setup } from 'xstate';
import { PING_RESPONSE_DELAY_MS } from '../../domain/constants.ts';
import type { PorticoError } from '../../domain/errors.ts';
import { delayUntil } from '../../domain/protocol/expiry.ts';
import { rememberDeleted } from '../../domain/protocol/recentlyDeleted.ts';
import { firstFailure, type ProtocolCheck, protocolError } from '../../domain/protocol/result.ts';
import type { Namespaces } from '../../domain/protocol/schemas.ts';
import { checkUpdateInSync } from '../../domain/protocol/updates.ts';
import { validateExtend, validateUpdate } from '../../domain/protocol/validation.ts';
import {
  type DeleteSessionParams,
  initialSessionContext,
  type ReportSettleFailureParams,
  type SessionContext,
  type SessionDeleteReason,
  type SessionInput,
  type SessionRespondParams,
} from './session.context.ts';
import type { SessionEvent } from './session.events.ts';

type UpdateEvent = Extract<SessionEvent, { type: 'session.update' }>;
type ExtendEvent = Extract<SessionEvent, { type: 'session.extend' }>;

const facts = (context: SessionContext) => ({
  sessions: new Map([[context.session.topic, context.session]]),
  recentlyDeleted: context.recentlyDeleted,
});

/** §4 update: in sync with the last accepted update, then the update rules. */
function updateCheck(context: SessionContext, event: UpdateEvent): ProtocolCheck {
  return firstFailure(
    () => checkUpdateInSync(context.lastUpdateId, event.id),
    () => validateUpdate({ topic: context.session.topic, namespaces: event.namespaces }, facts(context)),
  );
}

/** §4 extend rules at the time the event carries. */
function extendCheck(context: SessionContext, event: ExtendEvent): ProtocolCheck {
  return validateExtend(
    { topic: context.session.topic, expiry: event.expiry },
    { ...facts(context), nowMs: event.now },
  );
}

/** The error of a failed check (a passed one never reaches the failing branch). */
function errorOf(check: ProtocolCheck): PorticoError {
  return check.ok ? protocolError.missingOrInvalid('session request') : check.error;
}

const deleteParams = (context: SessionContext, reason: SessionDeleteReason): DeleteSessionParams => ({
  topic: context.session.topic,
  reason,
});

/** The session statechart's types, actions, guards and delays. */
const sessionSetup = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actions: {
    /** Answer a peer's request (engine: the relay response, success or the error). */
    respond: (_, _params: SessionRespondParams) => {},
    /** Delete the session from the store (engine: signClient.session.delete and its pairing cleanup). */
    deleteSession: (_, _params: DeleteSessionParams) => {},
    /** Report a failed settlement to whoever awaits it (engine: reject the approve/authenticate promise). */
    reportSettleFailure: (_, _params: ReportSettleFailureParams) => {},
    acknowledge: assign(({ context }) => ({ session: { ...context.session, acknowledged: true } })),
    takeUpdate: assign(({ context }, params: { id: number; namespaces: Namespaces }) => ({
      session: { ...context.session, namespaces: params.namespaces },
      lastUpdateId: params.id,
      error: undefined,
    })),
    takeExpiry: assign(({ context }, params: { expiry: number; now: number }) => ({
      session: { ...context.session, expiry: params.expiry },
      now: params.now,
      error: undefined,
    })),
    queuePing: assign(({ context }, id: number) => ({
      // A redelivered ping (same id) is answered once.
      pendingPings: context.pendingPings.includes(id) ? context.pendingPings : [...context.pendingPings, id],
    })),
    clearPings: assign({ pendingPings: [] }),
    failWith: assign((_, error: PorticoError) => ({ error })),
    markDeleted: assign(({ context }, reason: SessionDeleteReason) => ({
      deletedReason: reason,
      recentlyDeleted: rememberDeleted(context.recentlyDeleted, context.session.topic),
      pendingPings: [],
    })),
  },
  guards: {
    isPositive: ({ event }) => event.type === 'session.settleResponse' && event.ok,
    isUpdateAccepted: ({ context }, event: UpdateEvent) => updateCheck(context, event).ok,
    isExtendAccepted: ({ context }, event: ExtendEvent) => extendCheck(context, event).ok,
  },
  delays: {
    /** Until the session's expiry, counted from when it was set. */
    SESSION_EXPIRY: ({ context }) => delayUntil(context.session.expiry, context.now),
    PING_RESPONSE_DELAY_MS,
  },
});

/** A request to a deleted session: 'Record was recently deleted', kept and answered to the peer. */
const refuseAsDeleted = sessionSetup.enqueueActions(({ context, event, enqueue }) => {
  if (event.type !== 'session.update' && event.type !== 'session.extend' && event.type !== 'session.ping')
    return;
  const error = protocolError.recentlyDeleted();
  enqueue({ type: 'failWith', params: error });
  enqueue({ type: 'respond', params: { topic: context.session.topic, id: event.id, error } });
});

/** The session statechart. Run it with `createActor(sessionMachine.provide({...}), { input })`. */
export const sessionMachine = sessionSetup.createMachine({
  id: 'session',
  context: ({ input }) => initialSessionContext(input),
  initial: 'settling',
  states: {
    settling: {
      after: {
        SESSION_EXPIRY: {
          target: 'deleted',
          actions: [
            { type: 'markDeleted', params: 'expired' },
            { type: 'deleteSession', params: ({ context }) => deleteParams(context, 'expired') },
          ],
        },
      },
      on: {
        'session.settleResponse': [
          { guard: 'isPositive', target: 'acknowledged', actions: 'acknowledge' },
          {
            // §8: 'Signature verification failed' (and any settle error) is reported as settlement failure.
            target: 'deleted',
            actions: [
              {
                type: 'failWith',
                params: ({ event }) => (event.ok ? protocolError.missingOrInvalid('settle') : event.error),
              },
              {
                type: 'reportSettleFailure',
                params: ({ context, event }) => ({
                  topic: context.session.topic,
                  error: event.ok ? protocolError.missingOrInvalid('settle') : event.error,
                }),
              },
              { type: 'markDeleted', params: 'settleFailed' },
              { type: 'deleteSession', params: ({ context }) => deleteParams(context, 'settleFailed') },
            ],
          },
        ],
        'session.disconnect': {
          target: 'deleted',
          actions: [
            { type: 'markDeleted', params: 'disconnected' },
            { type: 'deleteSession', params: ({ context }) => deleteParams(context, 'disconnected') },
          ],
        },
      },
    },
    acknowledged: {
      type: 'parallel',
      on: {
        'session.update': [
          {
            guard: { type: 'isUpdateAccepted', params: ({ event }) => event },
            actions: [
              { type: 'takeUpdate', params: ({ event }) => ({ id: event.id, namespaces: event.namespaces }) },
              {
                type: 'respond',
                params: ({ context, event }) => ({ topic: context.session.topic, id: event.id }),
              },
            ],
          },
          {
            actions: [
              { type: 'failWith', params: ({ context, event }) => errorOf(updateCheck(context, event)) },
              {
                type: 'respond',
                params: ({ context, event }) => ({
                  topic: context.session.topic,
                  id: event.id,
                  error: errorOf(updateCheck(context, event)),
                }),
              },
            ],
          },
        ],
        'session.disconnect': {
          target: 'deleted',
          actions: [
            { type: 'markDeleted', params: 'disconnected' },
            { type: 'deleteSession', params: ({ context }) => deleteParams(context, 'disconnected') },
          ],
        },
      },
      states: {
        lifetime: {
          initial: 'live',
          states: {
            live: {
              on: {
                'session.extend': [
                  {
                    guard: { type: 'isExtendAccepted', params: ({ event }) => event },
                    // Re-entering `live` (only it: the ping region keeps its state) restarts the expiry delay.
                    target: 'live',
                    reenter: true,
                    actions: [
                      {
                        type: 'takeExpiry',
                        params: ({ event }) => ({ expiry: event.expiry, now: event.now }),
                      },
                      {
                        type: 'respond',
                        params: ({ context, event }) => ({ topic: context.session.topic, id: event.id }),
                      },
                    ],
                  },
                  {
                    actions: [
                      {
                        type: 'failWith',
                        params: ({ context, event }) => errorOf(extendCheck(context, event)),
                      },
                      {
                        type: 'respond',
                        params: ({ context, event }) => ({
                          topic: context.session.topic,
                          id: event.id,
                          error: errorOf(extendCheck(context, event)),
                        }),
                      },
                    ],
                  },
                ],
              },
              after: {
                SESSION_EXPIRY: {
                  target: '#session.deleted',
                  actions: [
                    { type: 'markDeleted', params: 'expired' },
                    { type: 'deleteSession', params: ({ context }) => deleteParams(context, 'expired') },
                  ],
                },
              },
            },
          },
        },
        ping: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'session.ping': {
                  target: 'answering',
                  actions: { type: 'queuePing', params: ({ event }) => event.id },
                },
              },
            },
            answering: {
              on: { 'session.ping': { actions: { type: 'queuePing', params: ({ event }) => event.id } } },
              after: {
                PING_RESPONSE_DELAY_MS: {
                  target: 'idle',
                  actions: [
                    enqueueActions(({ context, enqueue }) => {
                      for (const id of context.pendingPings) {
                        enqueue({ type: 'respond', params: { topic: context.session.topic, id } });
                      }
                    }),
                    'clearPings',
                  ],
                },
              },
            },
          },
        },
      },
    },
    deleted: {
      // §4 "Recently deleted records are remembered and rejected on reuse": every request is answered so.
      on: {
        'session.update': { actions: refuseAsDeleted },
        'session.extend': { actions: refuseAsDeleted },
        'session.ping': { actions: refuseAsDeleted },
      },
    },
  },
});
