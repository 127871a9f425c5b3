/**
 * The result of a signing-protocol rule (§5), and the protocol's errors. Rules never throw: they
 * return `{ ok: false, error }` with a PorticoError carrying the spec's text, so machines can put the
 * error in context and the engine can send it to the peer.
 *
 * §8 quotes some texts ('Record was recently deleted', 'Unsupported chain'…) and only names the rest
 * ("missing, invalid, no-matching-key, expired and not-initialized errors for topics, ids and params").
 * The catalogue has one template for that family, `missingOrInvalid`, so every unquoted error is built
 * with it here and names what is wrong after the prefix.
 */
import { MESSAGES, missingOrInvalid, PorticoError } from '../errors.ts';

/** The outcome of a rule: passed, or failed with the error to report. */
export type ProtocolCheck = { readonly ok: true } | { readonly ok: false; readonly error: PorticoError };

/** The passing result. */
export const PASS: ProtocolCheck = { ok: true };

/** A failing result. */
export function fail(error: PorticoError): ProtocolCheck {
  return { ok: false, error };
}

/** Runs checks in order and returns the first failure, or PASS. Later checks are not evaluated. */
export function firstFailure(...checks: ReadonlyArray<() => ProtocolCheck>): ProtocolCheck {
  for (const check of checks) {
    const result = check();
    if (!result.ok) return result;
  }
  return PASS;
}

/** The signing protocol's errors. */
export const protocolError = {
  /** §4/§8: a record was deleted a moment ago and is used again. */
  recentlyDeleted: () => PorticoError.of('recordRecentlyDeleted'),
  /** §8: no session (or pairing) with that topic. */
  topicNotFound: () => PorticoError.of('sessionOrPairingTopicNotFound'),
  /** §5/§8: the chain is not in the session. */
  unsupportedChain: () => PorticoError.of('unsupportedChain'),
  /** §8: a pending request's expiry passed before it was answered. */
  requestExpired: () => PorticoError.of('requestExpired'),
  /** §8: a settle response's signatures did not verify (reported as session settlement failure). */
  signatureVerificationFailed: () => PorticoError.of('signatureVerificationFailed'),
  /** §8: the missing/invalid family; `context` names the call and the field, e.g. 'connect() relays'. */
  missingOrInvalid: (context: string) => new PorticoError('missingOrInvalid', missingOrInvalid(context)),
  /** §8 expired family (proposal, pairing, extend), in the missing/invalid template. */
  expired: (what: string) => new PorticoError('missingOrInvalid', missingOrInvalid(`${what} expired`)),
  /** §8 no-matching-key family (an id or topic that does not exist), in the missing/invalid template. */
  noMatchingKey: (what: string) =>
    new PorticoError('missingOrInvalid', missingOrInvalid(`${what} does not exist`)),
  /** §4: "Out-of-sync update requests are answered with an invalid-update error". */
  invalidUpdate: (id: number) =>
    new PorticoError('missingOrInvalid', missingOrInvalid(`update request ${id} is out of sync`)),
} as const;

/**
 * A PorticoError for anything an engine actor rejected with: PorticoErrors as they are, other errors
 * keep their message (or 'Something went wrong' when they have none) and become the cause.
 */
export function asPorticoError(error: unknown): PorticoError {
  if (error instanceof PorticoError) return error;
  const message = error instanceof Error && error.message.length > 0 ? error.message : undefined;
  return new PorticoError('somethingWentWrong', message ?? MESSAGES.somethingWentWrong, { cause: error });
}
