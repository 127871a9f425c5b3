/**
 * The signing protocol's §5 rules for connect, approve, request, emit, session properties and
 * authenticate, plus the update and extend checks of §4. Pure: the engine passes what it knows (its
 * pairings, proposals, sessions, recently deleted keys and the time), and gets `{ ok: true }` or
 * `{ ok: false, error }` with the spec's text. Checks run in the order listed on each function; the
 * first failure is returned.
 */
import { parseAuthenticateParams } from '../authenticateParams.ts';
import {
  REQUEST_EXPIRY_MAX_S,
  REQUEST_EXPIRY_MIN_S,
  SESSION_MAX_LIFETIME_MS,
  SIGNING_RELAY_PROTOCOL,
} from '../constants.ts';
import { isPorticoError } from '../errors.ts';
import { isExpired, isPairingExpired, isValidRequestExpiry, msUntil } from './expiry.ts';
import {
  checkNamespacesWellFormed,
  checkSatisfiesRequired,
  checkScopedProperties,
  checkSessionProperties,
  grantForChain,
} from './namespaces.ts';
import { checkNotRecentlyDeleted, NONE_DELETED, type RecentlyDeleted } from './recentlyDeleted.ts';
import { fail, firstFailure, PASS, type ProtocolCheck, protocolError } from './result.ts';
import {
  approveParamsSchema,
  connectParamsSchema,
  emitParamsSchema,
  extendParamsSchema,
  type Pairing,
  type Proposal,
  type Relay,
  requestParamsSchema,
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
 * §5 connect: params present; relays valid (protocol irn); pairing topic, if given, exists
 * ('Session or pairing topic not found') and is not expired (10 s or less remaining counts as
 * expired, §9); session properties need a value for every key.
 */
export function validateConnect(
  params: unknown,
  facts: { readonly pairings: ReadonlyMap<string, Pairing>; readonly nowMs: number },
): ProtocolCheck {
  const parsed = parseParams(connectParamsSchema, params, 'connect()');
  if (!parsed.ok) return parsed.error;
  const { relays, pairingTopic, sessionProperties } = parsed.data;
  return firstFailure(
    () => checkRelays(relays, 'connect()'),
    () => {
      if (pairingTopic === undefined) return PASS;
      const pairing = facts.pairings.get(pairingTopic);
      if (!pairing) return fail(protocolError.topicNotFound());
      return isPairingExpired(pairing.expiry, facts.nowMs)
        ? fail(protocolError.expired(`connect() pairing topic ${pairingTopic}`))
        : PASS;
    },
    () => checkSessionProperties(sessionProperties, 'connect()'),
  );
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
 * §5 request: params present; the session exists ('Session or pairing topic not found'); the chain is
 * in the session ('Unsupported chain'); the method is allowed on that chain; the expiry, if given, is
 * a number of seconds within REQUEST_EXPIRY_MIN_S and REQUEST_EXPIRY_MAX_S.
 */
export function validateRequest(params: unknown, facts: SessionFacts): ProtocolCheck {
  const parsed = parseParams(requestParamsSchema, params, 'request()');
  if (!parsed.ok) return parsed.error;
  const { topic, chainId, request, expiry } = parsed.data;
  const found = findSession(topic, facts);
  if (!found.ok) return found.error;
  const grant = grantForChain(found.session.namespaces, chainId);
  return firstFailure(
    () => (grant ? PASS : fail(protocolError.unsupportedChain())),
    () =>
      grant?.methods.has(request.method)
        ? PASS
        : fail(protocolError.missingOrInvalid(`request() method: ${request.method}`)),
    () =>
      expiry === undefined || isValidRequestExpiry(expiry)
        ? PASS
        : fail(
            protocolError.missingOrInvalid(
              `request() expiry: ${String(expiry)}. Expiry must be a number (in seconds) between ${REQUEST_EXPIRY_MIN_S} and ${REQUEST_EXPIRY_MAX_S}`,
            ),
          ),
  );
}

/**
 * §5 emit: params present; the session exists; the chain is in the session ('Unsupported chain');
 * the event name is approved on that chain.
 */
export function validateEmit(params: unknown, facts: SessionFacts): ProtocolCheck {
  const parsed = parseParams(emitParamsSchema, params, 'emit()');
  if (!parsed.ok) return parsed.error;
  const { topic, chainId, event } = parsed.data;
  const found = findSession(topic, facts);
  if (!found.ok) return found.error;
  const grant = grantForChain(found.session.namespaces, chainId);
  if (!grant) return fail(protocolError.unsupportedChain());
  return grant.events.has(event.name)
    ? PASS
    : fail(protocolError.missingOrInvalid(`emit() event: ${event.name}`));
}

/** §5 "Session properties need a value for every key". */
export function validateSessionProperties(properties: unknown): ProtocolCheck {
  if (typeof properties !== 'object' || properties === null || Array.isArray(properties)) {
    return fail(protocolError.missingOrInvalid('sessionProperties'));
  }
  return checkSessionProperties(properties as Readonly<Record<string, unknown>>, '');
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

/**
 * §5 authenticate: chains non-empty; uri, domain and nonce required; single namespace only; eip155
 * only. Delegates to parseAuthenticateParams, whose texts are the spec's.
 */
export function validateAuthenticate(params: unknown): ProtocolCheck {
  try {
    parseAuthenticateParams(params);
    return PASS;
  } catch (error) {
    if (isPorticoError(error)) return fail(error);
    throw error;
  }
}
