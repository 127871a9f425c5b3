/**
 * The wallet's sessions, each driven by a session statechart (machines/protocol/session.machine.ts):
 * settling until the settle response (the sign-client's `acknowledged()`), acknowledged, then deleted
 * by either side's disconnect or by expiry. The wallet's own updates are mirrored into the machine, and
 * pings from the app are handed to it.
 *
 * The sign-client's engine already answers pings, updates and extends on the wire, so the machine's
 * `respond` is a log line: it mirrors what the engine answered and surfaces the errors the rules find.
 * `deleteSession` forgets the wallet's own per-topic state (the client has deleted its record).
 */
import { type Actor, createActor } from 'xstate';
import { asPorticoError } from '../../../domain/protocol/result.ts';
import { sessionMachine } from '../../../machines/protocol/session.machine.ts';
import type { SessionState } from './options.ts';
import { toProtocolNamespaces, toProtocolSession } from './protocolRecords.ts';
import type { Namespaces, SessionStruct, WalletClient } from './types.ts';

/** What the sessions need from the wallet. */
export interface SessionsDeps {
  client: WalletClient;
  clock: () => number;
  log: (line: string) => void;
  /** Forget the wallet's state of a deleted session (its current EVM chain). */
  forget: (topic: string) => void;
}

/** The wallet's session actors, by topic. */
export interface Sessions {
  /** A session the wallet just approved: settling until `acknowledged` resolves (or fails). */
  settle(topic: string, acknowledged: () => Promise<SessionStruct>): Promise<SessionStruct>;
  /** A session that arrived settled (one-click authentication): acknowledged at once. */
  adopt(topic: string): void;
  /** Either side disconnected (or the client expired it). */
  disconnect(topic: string): void;
  /** The app pinged the session. */
  ping(topic: string, id: number): void;
  /** The wallet updated the session's namespaces (client.update). */
  updated(topic: string, namespaces: Namespaces): void;
  /** Where the session's statechart is; undefined for a topic the wallet never settled. */
  state(topic: string): SessionState | undefined;
  /** Stop every statechart (their expiry timers). */
  stop(): void;
}

const short = (topic: string) => `${topic.slice(0, 8)}…`;

/** The session actors of one wallet. */
export function createSessions(deps: SessionsDeps): Sessions {
  const { client, clock, log } = deps;
  const actors = new Map<string, Actor<typeof sessionMachine>>();
  // Mirrored update ids: a millisecond timestamp and three more digits, as the protocol's payload ids.
  let sequence = 0;
  const mirrorId = () => clock() * 1000 + (sequence++ % 1000);

  const machine = sessionMachine.provide({
    actions: {
      respond: (_, { topic, id, error }) =>
        log(
          error === undefined
            ? `session ${short(topic)} request ${id} answered (by the sign-client)`
            : `session ${short(topic)} request ${id}: ${error.message}`,
        ),
      deleteSession: (_, { topic, reason }) => {
        deps.forget(topic);
        log(`session ${short(topic)} deleted (${reason})`);
      },
      reportSettleFailure: (_, { topic, error }) =>
        log(`session ${short(topic)} settlement failed: ${error.message}`),
    },
  });

  /** A settling actor for the session; none (logged) when the stored session does not fit the record. */
  const start = (topic: string) => {
    let session: ReturnType<typeof toProtocolSession>;
    try {
      session = toProtocolSession(client.session.get(topic));
    } catch (error) {
      // The session is settled on the wire all the same: the wallet goes on without its statechart.
      log(
        `session ${short(topic)}: no statechart (${error instanceof Error ? error.message : String(error)})`,
      );
      return undefined;
    }
    const actor = createActor(machine, { input: { session, now: clock() } });
    actors.get(topic)?.stop();
    actors.set(topic, actor);
    actor.start();
    return actor;
  };

  return {
    async settle(topic, acknowledged) {
      const actor = start(topic);
      try {
        const session = await acknowledged();
        actor?.send({ type: 'session.settleResponse', ok: true });
        return session;
      } catch (error) {
        actor?.send({ type: 'session.settleResponse', ok: false, error: asPorticoError(error) });
        throw error;
      }
    },
    adopt(topic) {
      start(topic)?.send({ type: 'session.settleResponse', ok: true });
    },
    disconnect: (topic) => actors.get(topic)?.send({ type: 'session.disconnect' }),
    ping: (topic, id) => actors.get(topic)?.send({ type: 'session.ping', id }),
    updated(topic, namespaces) {
      const actor = actors.get(topic);
      if (!actor) return;
      try {
        actor.send({ type: 'session.update', id: mirrorId(), namespaces: toProtocolNamespaces(namespaces) });
      } catch (error) {
        log(
          `session ${short(topic)} update not mirrored: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    },
    state(topic) {
      const snapshot = actors.get(topic)?.getSnapshot();
      if (!snapshot) return undefined;
      return snapshot.matches('settling')
        ? 'settling'
        : snapshot.matches('deleted')
          ? 'deleted'
          : 'acknowledged';
    },
    stop() {
      for (const actor of actors.values()) actor.stop();
    },
  };
}
