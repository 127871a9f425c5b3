/**
 * Reading the errors that come back over the signing protocol: the wallet's answers are plain
 * `{ code, message }` objects (EIP-1193 codes for requests, the SDK's 5xxx codes for proposals).
 */
import { USER_REJECTED_REQUEST_CODE } from '../../../domain/constants.ts';

/** The numeric `code` of an error, when it has one. */
export function errorCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'number' ? error.code : undefined;
}

/**
 * Whether a wallet refused a session proposal: the SDK's user-rejected family (5000–5003), its
 * unsupported family (5100–5104: the wallet refuses what was asked) or EIP-1193's 4001.
 */
export function isProposalRejection(error: unknown): boolean {
  const code = errorCode(error);
  if (code === undefined) return false;
  return (
    code === USER_REJECTED_REQUEST_CODE || (code >= 5000 && code <= 5003) || (code >= 5100 && code <= 5104)
  );
}

/** An error a wallet returned for a request, as an Error that keeps the wallet's `code` and `data`. */
export class WalletRpcError extends Error {
  override readonly name = 'WalletRpcError';
  readonly code: number;
  readonly data: unknown;

  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.code = code;
    this.data = data;
  }
}

/** EIP-1193 4200: the session does not allow this method. */
export const UNSUPPORTED_METHOD_CODE = 4200;

/**
 * The wallet's answer to a request as a {@link WalletRpcError} when it carries a code (so viem and the
 * network machine can read it); anything else (a client-side failure) is returned unchanged.
 */
export function toWalletRpcError(error: unknown): unknown {
  const code = errorCode(error);
  if (code === undefined || error instanceof WalletRpcError) return error;
  const message =
    typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string'
      ? error.message
      : `Wallet error ${code}`;
  const data = typeof error === 'object' && error !== null && 'data' in error ? error.data : undefined;
  return new WalletRpcError(code, message, data);
}
