/**
 * The embedded wallet's requests as the approval actor sees them (§4 "Embedded-wallet requests", §6):
 * each request is reported to the root before it goes to the frame and again when it is answered, so
 * the root can show ApproveTransaction (whose slot the frame's own Approve / Reject panel covers) and
 * pop or close it after. A method that is not allowed never reaches the frame. Errors carry EIP-1193
 * codes: 4001 when the visitor refused (in the frame, or by closing the modal), 4200 for a method not
 * allowed.
 */
import { isPorticoError, MESSAGES } from '../../../domain/errors.ts';
import { classifyRpcMethod } from '../../../domain/rpcMethods.ts';
import type { ChildReport } from '../../../machines/vocabulary/reports.ts';

/** An EIP-1193 error (4001 user rejected, 4200 unsupported method, 4900 disconnected, …). */
export class ProviderRpcError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}

const USER_REJECTED = 4001;
const UNSUPPORTED_METHOD = 4200;
const INTERNAL_ERROR = -32603;

/** The EIP-1193 error of a frame's answer to an unsafe request: by its code, its text kept. */
function providerErrorOf(error: unknown): ProviderRpcError {
  const message = error instanceof Error ? error.message : MESSAGES.somethingWentWrong;
  if (isPorticoError(error, 'userRejectedRequest') || isPorticoError(error, 'rpcRequestAborted'))
    return new ProviderRpcError(message, USER_REJECTED);
  if (isPorticoError(error, 'rpcCallNotAllowed')) return new ProviderRpcError(message, UNSUPPORTED_METHOD);
  return new ProviderRpcError(message, INTERNAL_ERROR);
}

/** A request of the embedded wallet's provider. */
export interface WalletRequest {
  method: string;
  params?: unknown;
  /** The CAIP-2 network it is asked on. */
  caipNetworkId: string;
}

/** Send requests to the frame through approval: `send` posts the request once it may go. */
export function createRequestApproval(report: (report: ChildReport) => void) {
  let count = 0;
  return async function approved<T>(request: WalletRequest, send: () => Promise<T>): Promise<T> {
    const kind = classifyRpcMethod(request.method);
    if (kind === 'safe') return send();
    count += 1;
    const id = `request-${count}`;
    report({ type: 'approval.request', id, ...request });
    if (kind === 'rejected') throw new ProviderRpcError(MESSAGES.rpcCallNotAllowed, UNSUPPORTED_METHOD);
    try {
      const result = await send();
      report({ type: 'approval.success', id });
      return result;
    } catch (error) {
      report({ type: 'approval.error', id });
      throw providerErrorOf(error);
    }
  };
}
