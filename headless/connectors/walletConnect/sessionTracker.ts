/**
 * The app side of the `session` statechart (machines/protocol/session.machine.ts; §4 "Session is
 * settled, acknowledged …, extended, updated, or deleted by disconnect or expiry"; "Recently deleted
 * records are remembered and rejected on reuse"): one session actor per live session of the client,
 * children of the app sessions statechart (machines/pairing/appSessions.machine.ts), fed from the
 * sign-client's session events, so the app can read each session's state and last error.
 *
 * The sign-client's engine does the protocol work (answers the wallet, stores updates and expiries,
 * deletes sessions): the actors mirror what it did and judge it with Portico's rules.
 */
import { type ActorRefFrom, createActor, type StateValue } from 'xstate';
import { DELETED_SESSION_KEEP_MS } from '../../../domain/constants.ts';
import type { PorticoError } from '../../../domain/errors.ts';
import { wasRecentlyDeleted } from '../../../domain/protocol/recentlyDeleted.ts';
import { protocolError } from '../../../domain/protocol/result.ts';
import { namespacesSchema, type Session, sessionSchema } from '../../../domain/protocol/schemas.ts';
import { appSessionsMachine } from '../../../machines/pairing/appSessions.machine.ts';
import type { SessionDeleteReason } from '../../../machines/protocol/session.context.ts';
import type { sessionMachine } from '../../../machines/protocol/session.machine.ts';
import type { WalletConnectSession } from './client.ts';

export { DELETED_SESSION_KEEP_MS };

/** The app sessions actor (machines/pairing/appSessions.machine.ts): the session actors' parent. */
export type AppSessionsActor = ActorRefFrom<typeof appSessionsMachine>;

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
  /** Default {@link DELETED_SESSION_KEEP_MS} (for an actor of the tracker's own). */
  keepDeletedMs?: number;
  /**
   * The app sessions actor to drive: the modal's (its root spawns it, so the session actors are in
   * the modal's actor system); without it the tracker runs one of its own (tests, tools).
   */
  sessions?: AppSessionsActor | undefined;
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

type SessionActor = ActorRefFrom<typeof sessionMachine>;

function statusOf(actor: SessionActor): TrackedSession['status'] {
  const snapshot = actor.getSnapshot();
  if (snapshot.matches('deleted')) return 'deleted';
  return snapshot.matches('acknowledged') ? 'acknowledged' : 'settling';
}

/**
 * Keeps one session actor per live session of `client` (children of the app sessions actor): those
 * already in its store at start (restored after a reload) and each one settled later
 * ({@link SessionTracker.track}, `session_connect`). Feeds `session_update` → `session.update`,
 * `session_extend` → `session.extend` (the new expiry read from the store), `session_ping` →
 * `session.ping`, `session_delete` / `session_expire` → `session.disconnect`.
 */
export function trackSessions(
  client: SessionTrackerClient,
  options: SessionTrackerOptions = {},
): SessionTracker {
  const clock = options.now ?? Date.now;
  const changed = () => options.onChange?.();
  const own = options.sessions
    ? undefined
    : createActor(appSessionsMachine, {
        input: { keepDeletedMs: options.keepDeletedMs ?? DELETED_SESSION_KEEP_MS },
      }).start();
  const sessions = options.sessions ?? (own as AppSessionsActor);
  const childOf = (topic: string) => sessions.getSnapshot().children[topic] as SessionActor | undefined;
  const subscriptions = [sessions.subscribe(changed)];
  const forward = (topic: string, event: Parameters<SessionActor['send']>[0]) =>
    sessions.send({ type: 'sessions.forward', topic, event });

  const adopt = (session: WalletConnectSession): void => {
    if (wasRecentlyDeleted(sessions.getSnapshot().context.recentlyDeleted, session.topic))
      throw protocolError.recentlyDeleted();
    if (childOf(session.topic)) return;
    const parsed = sessionSchema.safeParse(session);
    if (!parsed.success) throw protocolError.missingOrInvalid(`session ${session.topic}`);
    sessions.send({ type: 'sessions.track', session: parsed.data, now: clock() });
    const actor = childOf(session.topic);
    if (actor) subscriptions.push(actor.subscribe(changed));
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
    if (namespaces.success) forward(topic, { type: 'session.update', id, namespaces: namespaces.data });
  };
  const onExtend = ({ id, topic }: TrackedSessionEvents['session_extend']) => {
    if (!childOf(topic)) return;
    let expiry: number;
    try {
      expiry = client.session.get(topic).expiry;
    } catch {
      return; // Deleted meanwhile: its session_delete follows.
    }
    forward(topic, { type: 'session.extend', id, expiry, now: clock() });
  };
  const onPing = ({ id, topic }: TrackedSessionEvents['session_ping']) => {
    forward(topic, { type: 'session.ping', id });
  };
  const onEnd = ({ topic }: TrackedSessionEvents['session_delete']) => {
    forward(topic, { type: 'session.disconnect' });
  };

  client.on('session_connect', onConnect);
  client.on('session_update', onUpdate);
  client.on('session_extend', onExtend);
  client.on('session_ping', onPing);
  client.on('session_delete', onEnd);
  client.on('session_expire', onEnd);

  for (const session of client.session.getAll()) onConnect({ session });

  const snapshot = (topic: string): TrackedSession | undefined => {
    const actor = childOf(topic);
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
    list: () => sessions.getSnapshot().context.topics.flatMap((topic) => snapshot(topic) ?? []),
    stop: () => {
      client.off('session_connect', onConnect);
      client.off('session_update', onUpdate);
      client.off('session_extend', onExtend);
      client.off('session_ping', onPing);
      client.off('session_delete', onEnd);
      client.off('session_expire', onEnd);
      for (const subscription of subscriptions.splice(0)) subscription.unsubscribe();
      // The modal's app sessions actor stops with the modal; only an actor of the tracker's own stops here.
      own?.stop();
    },
  };
}
