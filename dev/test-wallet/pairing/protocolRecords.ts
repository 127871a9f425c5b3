/**
 * The sign-client's structs as the protocol statecharts read them (domain/protocol/schemas.ts): a
 * received proposal, a settled session, a pending request and approved namespaces, parsed with the
 * schemas so the machines get exactly their types (unknown fields dropped). A struct that does not fit
 * throws the §8 missing/invalid error naming the field.
 */
import { protocolError } from '../../../domain/protocol/result.ts';
import {
  type Namespaces,
  namespacesSchema,
  type PendingRequest,
  type Proposal,
  pendingRequestSchema,
  proposalSchema,
  type Session,
  sessionSchema,
} from '../../../domain/protocol/schemas.ts';
import type { Namespaces as ClientNamespaces, ProposalEvent, RequestEvent, SessionStruct } from './types.ts';

/** The sign-client's MISSING_OR_INVALID code: sent for a proposal or request the wallet cannot read. */
export const MISSING_OR_INVALID_CODE = 5;

/** A schema's safeParse, as much of it as the adapter needs. */
interface Parser<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: ReadonlyArray<{ path: readonly PropertyKey[] }> } };
}

function parse<T>(schema: Parser<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const path = parsed.error.issues[0]?.path.map(String).join('.') ?? '';
  throw protocolError.missingOrInvalid(`${what} ${path}`.trim());
}

/** The proposal of a `session_proposal` event. */
export function toProtocolProposal(event: ProposalEvent): Proposal {
  const { params } = event;
  return parse(
    proposalSchema,
    { ...params, requiredNamespaces: params.requiredNamespaces ?? {} },
    'session_proposal params',
  );
}

/** A session of the client's store. */
export function toProtocolSession(session: SessionStruct): Session {
  return parse(sessionSchema, session, 'session');
}

/** The pending request of a `session_request` event (a `null` scam flag counts as absent). */
export function toPendingRequest(event: RequestEvent): PendingRequest {
  const { isScam, ...verified } = event.verifyContext.verified;
  return parse(
    pendingRequestSchema,
    {
      id: event.id,
      topic: event.topic,
      params: event.params,
      verifyContext: { verified: typeof isScam === 'boolean' ? { ...verified, isScam } : verified },
    },
    'session_request',
  );
}

/** Namespaces the wallet approves or updates to, as the rules read them. */
export function toProtocolNamespaces(namespaces: ClientNamespaces): Namespaces {
  return parse(namespacesSchema, namespaces, 'namespaces');
}
