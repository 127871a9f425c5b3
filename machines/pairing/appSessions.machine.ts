/**
 * The app side of the signing-protocol sessions (§4 "Session is settled, acknowledged …, extended,
 * updated, or deleted by disconnect or expiry"; "Recently deleted records are remembered and rejected
 * on reuse"): one `session` statechart (machines/protocol) per live session, spawned as a child so
 * the modal's actor system, and the inspector, hold them.
 *
 * One state, `tracking`. 'sessions.track' spawns a session's actor (acknowledged at once when the
 * approval already settled it); 'sessions.forward' hands it the sign-client's events; a session that
 * reaches `deleted` tells this parent ('sessions.deleted'), which remembers its topic and drops the
 * actor DELETED_SESSION_KEEP_MS later ('sessions.drop').
 *
 * Pure: the sign-client's engine does the protocol work (answers the wallet, stores updates and
 * expiries, deletes sessions) before it emits an event, so the session actors here only mirror and
 * judge it: their `respond` and `reportSettleFailure` have nothing left to do on the app side.
 */
import { assign, enqueueActions, raise, sendParent, setup, stopChild } from 'xstate';
import { DELETED_SESSION_KEEP_MS } from '../../domain/constants.ts';
import {
  NONE_DELETED,
  type RecentlyDeleted,
  rememberDeleted,
  wasRecentlyDeleted,
} from '../../domain/protocol/recentlyDeleted.ts';
import type { Session } from '../../domain/protocol/schemas.ts';
import type { DeleteSessionParams } from '../protocol/session.context.ts';
import type { SessionEvent } from '../protocol/session.events.ts';
import { sessionMachine } from '../protocol/session.machine.ts';

/** What the app sessions actor starts from. */
export interface AppSessionsInput {
  /** Default DELETED_SESSION_KEEP_MS. */
  keepDeletedMs?: number;
}

/** What the app sessions actor knows: the tracked topics (each one a child of that id). */
export interface AppSessionsContext {
  topics: readonly string[];
  recentlyDeleted: RecentlyDeleted;
  keepDeletedMs: number;
}

/** Every event the app sessions actor accepts. */
export type AppSessionsEvent =
  /** A settled session to follow; `now` is the engine's clock (ms) for its expiry. */
  | { type: 'sessions.track'; session: Session; now: number }
  /** A sign-client event for one session. */
  | { type: 'sessions.forward'; topic: string; event: SessionEvent }
  /** From a session actor: it reached `deleted`. */
  | { type: 'sessions.deleted'; topic: string }
  /** Its own, DELETED_SESSION_KEEP_MS after a deletion: the actor goes. */
  | { type: 'sessions.drop'; topic: string };

/** A session as the app side runs it: deletions reported to this parent. */
const appSession = sessionMachine.provide({
  actions: {
    // The sign-client already answered the wallet on the wire, and the app only ever acknowledges.
    respond: () => {},
    reportSettleFailure: () => {},
    deleteSession: sendParent((_, params: DeleteSessionParams) => ({
      type: 'sessions.deleted' as const,
      topic: params.topic,
    })),
  },
});

/** The app sessions statechart. */
export const appSessionsMachine = setup({
  types: {
    context: {} as AppSessionsContext,
    events: {} as AppSessionsEvent,
    input: {} as AppSessionsInput,
  },
  actors: { session: appSession },
  guards: {
    /** Not tracked, and not deleted recently (§4: a reused topic is refused). */
    isNewTopic: ({ context }, topic: string) =>
      !context.topics.includes(topic) && !wasRecentlyDeleted(context.recentlyDeleted, topic),
    isTracked: ({ context }, topic: string) => context.topics.includes(topic),
  },
  delays: {
    DELETED_SESSION_KEEP_MS: ({ context }) => context.keepDeletedMs,
  },
}).createMachine({
  id: 'appSessions',
  context: ({ input }) => ({
    topics: [],
    recentlyDeleted: NONE_DELETED,
    keepDeletedMs: input.keepDeletedMs ?? DELETED_SESSION_KEEP_MS,
  }),
  initial: 'tracking',
  states: {
    tracking: {
      on: {
        'sessions.track': {
          guard: { type: 'isNewTopic', params: ({ event }) => event.session.topic },
          actions: enqueueActions(({ context, event, enqueue }) => {
            const { session, now } = event;
            enqueue.spawnChild('session', {
              id: session.topic,
              input: { session, now, recentlyDeleted: context.recentlyDeleted },
            });
            enqueue.assign({ topics: [...context.topics, session.topic] });
            // The approval (or the store, after a reload) already settled it.
            if (session.acknowledged)
              enqueue.sendTo(session.topic, { type: 'session.settleResponse', ok: true });
          }),
        },
        'sessions.forward': {
          guard: { type: 'isTracked', params: ({ event }) => event.topic },
          actions: enqueueActions(({ event, enqueue }) => enqueue.sendTo(event.topic, event.event)),
        },
        'sessions.deleted': {
          actions: [
            assign({
              recentlyDeleted: ({ context, event }) => rememberDeleted(context.recentlyDeleted, event.topic),
            }),
            raise(({ event }) => ({ type: 'sessions.drop' as const, topic: event.topic }), {
              delay: 'DELETED_SESSION_KEEP_MS',
            }),
          ],
        },
        'sessions.drop': {
          guard: { type: 'isTracked', params: ({ event }) => event.topic },
          actions: [
            stopChild(({ event }) => event.topic),
            assign({
              topics: ({ context, event }) => context.topics.filter((topic) => topic !== event.topic),
            }),
          ],
        },
      },
    },
  },
});
