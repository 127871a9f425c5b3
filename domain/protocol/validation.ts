/**
 * The signing protocol's approve rules (§5) and its update and extend checks (§4), as the protocol
 * statecharts (machines/protocol/) guard with them. Pure: the caller passes what it knows (the
 * proposal, the sessions, recently deleted keys and the time), and gets `{ ok: true }` or
 * `{ ok: false, error }` with the spec's text. Checks run in the order listed on each function; the
 * first failure is returned. The §5 connect, request, emit and session-property rules have no copy
 * here: the sign-client's engine checks them on every call Portico makes (isValidConnect,
 * isValidRequest, isValidEmit, validateSessionProps).
 */
import { SESSION_MAX_LIFETIME_MS, SIGNING_RELAY_PROTOCOL } from '../constants.ts';
import { isExpired, msUntil } from './expiry.ts';
import {
  checkNamespacesWellFormed,
  checkSatisfiesRequired,
  checkScopedProperties,
  checkSessionProperties,
} from './namespaces.ts';
import { checkNotRecentlyDeleted, NONE_DELETED, type RecentlyDeleted } from './recentlyDeleted.ts';
import { fail, firstFailure, PASS, type ProtocolCheck, protocolError } from './result.ts';
import {
  approveParamsSchema,
  extendParamsSchema,
  type Proposal,
  type Relay,
  type Session,
  updateParamsSchema,
} from './schemas.ts';

/** What the rules about sessions need to know. */
export interface SessionFacts {
  readonly sessions: ReadonlyMap<string, Session>;
  readonly recentlyDeleted?: RecentlyDeleted;
}

/** A schema's safeParse, reduced to what the rules need. */
interface Parser<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: ReadonlyArray<{ path: readonly PropertyKey[] }> } };
}

/** Parses `params`; a missing or malformed one fails with `Missing or invalid. <call> <field>`. */
function parseParams<T>(
  schema: Parser<T>,
  params: unknown,
  call: string,
): { ok: true; data: T } | { ok: false; error: ProtocolCheck } {
  if (typeof params !== 'object' || params === null) {
    return { ok: false, error: fail(protocolError.missingOrInvalid(`${call} params`)) };
  }
  const parsed = schema.safeParse(params);
  if (parsed.success) return { ok: true, data: parsed.data };
  const path = parsed.error.issues[0]?.path.map(String).join('.') ?? '';
  return { ok: false, error: fail(protocolError.missingOrInvalid(`${call} ${path}`.trim())) };
}

/** §5/§7: relays are valid when each uses the irn protocol. */
function checkRelays(relays: readonly Relay[] | undefined, call: string): ProtocolCheck {
  const wrong = (relays ?? []).find((relay) => relay.protocol !== SIGNING_RELAY_PROTOCOL);
  return wrong === undefined
    ? PASS
    : fail(protocolError.missingOrInvalid(`${call} relays: ${wrong.protocol}`));
}

/**
 * §5 approve: params present; the proposal is not recently deleted ('Record was recently deleted'),
 * exists and is not expired; the namespaces are well formed and satisfy the required ones; the relay
 * protocol is irn; session properties have a value for every key; scoped properties are a subset of
 * the approved namespaces.
 */
export function validateApprove(
  params: unknown,
  facts: {
    readonly proposals: ReadonlyMap<number, Proposal>;
    readonly recentlyDeleted?: RecentlyDeleted;
    readonly nowMs: number;
  },
): ProtocolCheck {
  const parsed = parseParams(approveParamsSchema, params, 'approve()');
  if (!parsed.ok) return parsed.error;
  const { id, namespaces, relayProtocol, sessionProperties, scopedProperties } = parsed.data;
  const proposal = facts.proposals.get(id);
  return firstFailure(
    () => checkNotRecentlyDeleted(facts.recentlyDeleted ?? NONE_DELETED, id),
    () => (proposal ? PASS : fail(protocolError.noMatchingKey(`proposal id ${id}`))),
    () =>
      proposal && isExpired(proposal.expiryTimestamp, facts.nowMs)
        ? fail(protocolError.expired(`proposal id ${id}`))
        : PASS,
    () => checkNamespacesWellFormed(namespaces, 'approve()'),
    () => checkSatisfiesRequired(proposal?.requiredNamespaces ?? {}, namespaces, 'approve()'),
    () => checkRelays(relayProtocol === undefined ? undefined : [{ protocol: relayProtocol }], 'approve()'),
    () => checkSessionProperties(sessionProperties, 'approve()'),
    () => checkScopedProperties(scopedProperties, namespaces, 'approve()'),
  );
}

/** The session of `topic`: 'Record was recently deleted' if it was, else 'Session or pairing topic not found'. */
function findSession(
  topic: string,
  facts: SessionFacts,
): { ok: true; session: Session } | { ok: false; error: ProtocolCheck } {
  const deleted = checkNotRecentlyDeleted(facts.recentlyDeleted ?? NONE_DELETED, topic);
  if (!deleted.ok) return { ok: false, error: deleted };
  const session = facts.sessions.get(topic);
  return session ? { ok: true, session } : { ok: false, error: fail(protocolError.topicNotFound()) };
}

/**
 * §4 update: params present; the session exists; the namespaces are well formed and still satisfy
 * the session's required namespaces.
 */
export function validateUpdate(params: unknown, facts: SessionFacts): ProtocolCheck {
  const parsed = parseParams(updateParamsSchema, params, 'update()');
  if (!parsed.ok) return parsed.error;
  const found = findSession(parsed.data.topic, facts);
  if (!found.ok) return found.error;
  return firstFailure(
    () => checkNamespacesWellFormed(parsed.data.namespaces, 'update()'),
    () => checkSatisfiesRequired(found.session.requiredNamespaces ?? {}, parsed.data.namespaces, 'update()'),
  );
}

/**
 * §4 extend: params present; the session exists; the new expiry is in the future and at most
 * SESSION_MAX_LIFETIME_MS ahead (the spec gives no session expiry; see constants.ts).
 */
export function validateExtend(
  params: unknown,
  facts: SessionFacts & { readonly nowMs: number },
): ProtocolCheck {
  const parsed = parseParams(extendParamsSchema, params, 'extend()');
  if (!parsed.ok) return parsed.error;
  const found = findSession(parsed.data.topic, facts);
  if (!found.ok) return found.error;
  const ahead = msUntil(parsed.data.expiry, facts.nowMs);
  return ahead > 0 && ahead <= SESSION_MAX_LIFETIME_MS
    ? PASS
    : fail(protocolError.missingOrInvalid(`extend() expiry: ${parsed.data.expiry}`));
}
