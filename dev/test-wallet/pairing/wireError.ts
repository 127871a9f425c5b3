/**
 * A request's error as the wallet sends it to the app (`{ code, message }`). The request queue hands
 * over PorticoErrors, whose message is the spec's text; the code is chosen here: a provider error the
 * wallet raised (4001 rejected, 4902 unknown chain…) keeps its code, an expired request is 8000, the
 * user-rejection family 5000, and anything else an internal error.
 */
import type { PorticoError } from '../../../domain/errors.ts';
import { ProviderRpcError, RPC_ERROR_CODES } from '../injected/errors.ts';

/** The code of §8 'Request expired. Please try again.' (WalletConnect's session request expired). */
export const REQUEST_EXPIRED_CODE = 8000;
/** WalletConnect's USER_REJECTED. */
export const USER_REJECTED_CODE = 5000;

/** The `{ code, message }` to send for `error`. */
export function toWireError(error: PorticoError): { code: number; message: string } {
  const { cause } = error;
  if (cause instanceof ProviderRpcError) return { code: cause.code, message: cause.message };
  if (error.code === 'requestExpired') return { code: REQUEST_EXPIRED_CODE, message: error.message };
  if (error.code === 'connectionRejected') return { code: USER_REJECTED_CODE, message: error.message };
  return { code: RPC_ERROR_CODES.internal, message: error.message };
}
