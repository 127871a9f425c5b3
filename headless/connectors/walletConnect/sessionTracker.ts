/**
 * The app side of the `session` statechart (machines/protocol/session.machine.ts; §4 "Session is
 * settled, acknowledged …, extended, updated, or deleted by disconnect or expiry"; "Recently deleted
 * records are remembered and rejected on reuse"): one session actor per live session of the client,
 * fed from the sign-client's session events, so the app can read each session's state and last error.
 *
 * The sign-client's engine does the protocol work (answers the wallet, stores updates and expiries,
 * deletes sessions): the actors mirror what it did and judge it with Portico's rules.
 */
import { type Actor, createActor, type StateValue } from 'xstate';
import type { PorticoError } from '../../../domain/errors.ts';
import {
  NONE_DELETED,
  type RecentlyDeleted,
  rememberDeleted,
  wasRecentlyDeleted,
} from '../../../domain/protocol/recentlyDeleted.ts';
import { protocolError } from '../../../domain/protocol/result.ts';
import { namespacesSchema, type Session, sessionSchema } from '../../../domain/protocol/schemas.ts';
import type { SessionDeleteReason } from '../../../machines/protocol/session.context.ts';
import { sessionMachine } from '../../../machines/protocol/session.machine.ts';
import type { WalletConnectSession } from './client.ts';

/**
 * How long a deleted session's actor is kept (so `snapshot()` shows `deleted` and late events for it
 * get 'Record was recently deleted') before it is dropped. The spec gives no value; its topic stays in
 * the recently-deleted memory after that.
 */
export const DELETED_SESSION_KEEP_MS = 60_000;

/** The sign-client events the tracker reads, with the part of their payload it uses. */
export interface TrackedSessionEvents {
  session_connect: { session: WalletConnectSession };
  session_update: { id: number; topic: string; params: { namespaces: unknown } };
  session_extend: { id: number; topic: string };
  session_ping: { id: number; topic: string };
  session_delete: { topic: string };
  session_expire: { topic: string };
}

/** What the tracker needs of a sign-client (a WalletConnectClient fits). */
export interface SessionTrackerClient {
  readonly session: {
    getAll(): WalletConnectSession[];
    get(topic: string): WalletConnectSession;
  };
  on<E extends keyof TrackedSessionEvents>(
    event: E,
    listener: (args: TrackedSessionEvents[E]) => void,
  ): unknown;
  off<E extends keyof TrackedSessionEvents>(
    event: E,
    listener: (args: TrackedSessionEvents[E]) => void,
  ): unknown;
}

/** Options of {@link trackSessions}. */
export interface SessionTrackerOptions {
  /** The clock in ms, for settling and extensions; default `Date.now`. */
  now?: () => number;
  /** Called after any tracked session changes, is added or is dropped. */
  onChange?: () => void;
  /** Default {@link DELETED_SESSION_KEEP_MS}. */
  keepDeletedMs?: number;
}

/** A tracked session as its statechart sees it. */
export interface TrackedSession {
  topic: string;
  status: 'settling' | 'acknowledged' | 'deleted';
  /** The full state value (e.g. `{ acknowledged: { lifetime: 'live', ping: 'idle' } }`). */
  value: StateValue;
  /** Why the last update or extension was refused, or why the session ended. */
  error: PorticoError | undefined;
  deletedReason: SessionDeleteReason | undefined;
  session: Session;
}

/** The tracker's handle. */
export interface SessionTracker {
  /**
   * Tracks a settled session: call it when `approval()` or an authenticate response resolves (the app has
   * then acknowledged it). Sessions from `connect()` are also picked up from `session_connect`; a
   * session already tracked is left as it is. Throws 'Record was recently deleted' for a deleted topic
   * and a missing-or-invalid error for a malformed session.
   */
  track(session: WalletConnectSession): void;
  /**
   * The app ended the session itself (`disconnectSession`): the sign-client emits no event for its own
   * disconnects, so the caller says so and the session moves to `deleted`.
   */
  disconnect(topic: string): void;
  /** The session's state, or undefined when it is not tracked (or was dropped after deletion). */
  snapshot(topic: string): TrackedSession | undefined;
  /** Every tracked session, deleted ones still kept included. */
  list(): TrackedSession[];
  /** Stops listening and stops every actor. */
  stop(): void;
}

type SessionActor = Actor<typeof sessionMachine>;

function statusOf(actor: SessionActor): TrackedSession['status'] {
  const snapshot = actor.getSnapshot();
  if (snapshot.matches('deleted')) return 'deleted';
  return snapshot.matches('acknowledged') ? 'acknowledged' : 'settling';
}

/**
 * Keeps one session actor per live session of `client`: those already in its store at start (restored
 * after a reload) and each one settled later ({@link SessionTracker.track}, `session_connect`). Feeds
 * `session.settleResponse` ok (for acknowledged sessions), `session_update` → `session.update`,
 * `session_extend` → `session.extend` (the new expiry read from the store), `session_ping` →
 * `session.ping`, `session_delete` / `session_expire` → `session.disconnect`.
 */
export function trackSessions(
  client: SessionTrackerClient,
  options: SessionTrackerOptions = {},
): SessionTracker {
  const clock = options.now ?? Date.now;
  const keepDeletedMs = options.keepDeletedMs ?? DELETED_SESSION_KEEP_MS;
  const changed = () => options.onChange?.();
  const actors = new Map<string, SessionActor>();
  const dropTimers = new Map<string, ReturnType<typeof setTimeout>>();
  let recentlyDeleted: RecentlyDeleted = NONE_DELETED;

  const drop = (topic: string) => {
    dropTimers.delete(topic);
    actors.get(topic)?.stop();
    actors.delete(topic);
    changed();
  };

  const machine = sessionMachine.provide({
    actions: {
      // The sign-client's engine has already answered the wallet on the wire (it responds to update,
      // extend and ping before it emits the event): the actor mirrors the state and surfaces errors.
      respond: () => {},
      // The app only ever sends a positive settle response: the approval it got is the acknowledgement.
      reportSettleFailure: () => {},
      // The store is the sign-client's (it deletes on disconnect and on expiry): only the actor goes,
      // after a while, and its topic joins the recently-deleted memory for sessions tracked later.
      deleteSession: (_, { topic }) => {
        recentlyDeleted = rememberDeleted(recentlyDeleted, topic);
        dropTimers.set(
          topic,
          setTimeout(() => drop(topic), keepDeletedMs),
        );
      },
    },
  });

  const adopt = (session: WalletConnectSession): void => {
    if (wasRecentlyDeleted(recentlyDeleted, session.topic)) throw protocolError.recentlyDeleted();
    if (actors.has(session.topic)) return;
    const parsed = sessionSchema.safeParse(session);
    if (!parsed.success) throw protocolError.missingOrInvalid(`session ${session.topic}`);
    const actor = createActor(machine, { input: { session: parsed.data, now: clock(), recentlyDeleted } });
    actors.set(session.topic, actor);
    actor.subscribe(changed);
    actor.start();
    if (session.acknowledged) actor.send({ type: 'session.settleResponse', ok: true });
    changed();
  };

  // Listeners must not throw: the sign-client emits from inside its own message handling.
  const onConnect = ({ session }: TrackedSessionEvents['session_connect']) => {
    try {
      adopt(session);
    } catch {
      // A reused or malformed session is not tracked.
    }
  };
  const onUpdate = ({ id, topic, params }: TrackedSessionEvents['session_update']) => {
    const namespaces = namespacesSchema.safeParse(params.namespaces);
    // The sign-client checked the update before taking it; a shape our schema refuses is not tracked.
    if (namespaces.success)
      actors.get(topic)?.send({ type: 'session.update', id, namespaces: namespaces.data });
  };
  const onExtend = ({ id, topic }: TrackedSessionEvents['session_extend']) => {
    const actor = actors.get(topic);
    if (!actor) return;
    let expiry: number;
    try {
      expiry = client.session.get(topic).expiry;
    } catch {
      return; // Deleted meanwhile: its session_delete follows.
    }
    actor.send({ type: 'session.extend', id, expiry, now: clock() });
  };
  const onPing = ({ id, topic }: TrackedSessionEvents['session_ping']) => {
    actors.get(topic)?.send({ type: 'session.ping', id });
  };
  const onEnd = ({ topic }: TrackedSessionEvents['session_delete']) => {
    actors.get(topic)?.send({ type: 'session.disconnect' });
  };

  client.on('session_connect', onConnect);
  client.on('session_update', onUpdate);
  client.on('session_extend', onExtend);
  client.on('session_ping', onPing);
  client.on('session_delete', onEnd);
  client.on('session_expire', onEnd);

  for (const session of client.session.getAll()) onConnect({ session });

  const snapshot = (topic: string): TrackedSession | undefined => {
    const actor = actors.get(topic);
    if (!actor) return undefined;
    const { value, context } = actor.getSnapshot();
    return {
      topic,
      status: statusOf(actor),
      value,
      error: context.error,
      deletedReason: context.deletedReason,
      session: context.session,
    };
  };

  return {
    track: adopt,
    disconnect: (topic) => onEnd({ topic }),
    snapshot,
    list: () => [...actors.keys()].flatMap((topic) => snapshot(topic) ?? []),
    stop: () => {
      client.off('session_connect', onConnect);
      client.off('session_update', onUpdate);
      client.off('session_extend', onExtend);
      client.off('session_ping', onPing);
      client.off('session_delete', onEnd);
      client.off('session_expire', onEnd);
      for (const timer of dropTimers.values()) clearTimeout(timer);
      dropTimers.clear();
      for (const actor of actors.values()) actor.stop();
      actors.clear();
    },
  };
}
