/**
 * §4 "Out-of-sync update requests are answered with an invalid-update error". Request ids of the
 * signing protocol are a millisecond timestamp followed by three random digits (the JSON-RPC
 * `payloadId`), so an update is out of sync when its timestamp part is older than that of the last
 * update accepted; two updates of the same millisecond are both in sync (as in the sign-client).
 */
import { fail, PASS, type ProtocolCheck, protocolError } from './result.ts';

const RANDOM_DIGITS = 1_000;

/** The timestamp part of a request id. */
function timestampOf(id: number): number {
  return Math.floor(id / RANDOM_DIGITS);
}

/** Whether update `id` is older than the last accepted update `lastId` (none accepted yet: in sync). */
export function isUpdateOutOfSync(lastId: number | undefined, id: number): boolean {
  return lastId !== undefined && timestampOf(id) < timestampOf(lastId);
}

/** Fails an out-of-sync update with the invalid-update error. */
export function checkUpdateInSync(lastId: number | undefined, id: number): ProtocolCheck {
  return isUpdateOutOfSync(lastId, id) ? fail(protocolError.invalidUpdate(id)) : PASS;
}
