/**
 * The session's context, input and the types of what the engine provides (§3 Signing-protocol
 * session; §4 "Session is settled, acknowledged on positive settle response (deleted on error),
 * extended, updated, or deleted by disconnect or expiry").
 */
import type { PorticoError } from '../../domain/errors.ts';
import { NONE_DELETED, type RecentlyDeleted } from '../../domain/protocol/recentlyDeleted.ts';
import type { Session } from '../../domain/protocol/schemas.ts';

/** Why a session was deleted. */
export type SessionDeleteReason = 'settleFailed' | 'disconnected' | 'expired';

/** What a session machine starts from. */
export interface SessionInput {
  /** The session as settled (acknowledged is false until the settle response). */
  readonly session: Session;
  /** The engine's clock when settling started, in ms: the expiry delay counts from here. */
  readonly now: number;
  /** Recently deleted topics of the session store (§4). */
  readonly recentlyDeleted?: RecentlyDeleted;
}

/** What the session machine knows. */
export interface SessionContext {
  readonly session: Session;
  /** The time the current expiry was set (ms): settling start, then each accepted extension. */
  readonly now: number;
  /** Recently deleted topics; the session's own topic joins when it is deleted. */
  readonly recentlyDeleted: RecentlyDeleted;
  /** The id of the last update accepted: older ones are out of sync (§4). */
  readonly lastUpdateId: number | undefined;
  /** Pings waiting for their answer (answered PING_RESPONSE_DELAY_MS after the first arrives). */
  readonly pendingPings: readonly number[];
  /** Why the last update, extend or settle failed, or why the session ended. */
  readonly error: PorticoError | undefined;
  /** Why the session was deleted; undefined while it lives. */
  readonly deletedReason: SessionDeleteReason | undefined;
}

/** Params of the `respond` action: answer request `id` on `topic`, with the error or with success. */
export interface SessionRespondParams {
  readonly topic: string;
  readonly id: number;
  readonly error?: PorticoError;
}

/** Params of the `deleteSession` action. */
export interface DeleteSessionParams {
  readonly topic: string;
  readonly reason: SessionDeleteReason;
}

/** Params of the `reportSettleFailure` action: §8 'Signature verification failed' and other settle errors. */
export interface ReportSettleFailureParams {
  readonly topic: string;
  readonly error: PorticoError;
}

/** The context a session starts with. */
export function initialSessionContext(input: SessionInput): SessionContext {
  return {
    session: { ...input.session, acknowledged: false },
    now: input.now,
    recentlyDeleted: input.recentlyDeleted ?? NONE_DELETED,
    lastUpdateId: undefined,
    pendingPings: [],
    error: undefined,
    deletedReason: undefined,
  };
}
