/**
 * The embedded wallet's provider errors (EIP-1193): a request the frame refused or that failed is
 * rejected with its code, decided by the PorticoError code the frame transport gives, never by its
 * text. 4001 when the visitor refused (in the frame, or by closing the modal), 4200 for a method not
 * allowed (§6: the frame statechart refuses it before it is posted), -32603 for anything else.
 * Which requests wait for approval is the approval statechart's to track, told by the frame statechart.
 */
import { isPorticoError, MESSAGES } from '../../../domain/errors.ts';

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

/** The EIP-1193 error of a frame's refusal or failure: by its code, its text kept. */
export function providerErrorOf(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error;
  const message = error instanceof Error ? error.message : MESSAGES.somethingWentWrong;
  if (isPorticoError(error, 'userRejectedRequest') || isPorticoError(error, 'rpcRequestAborted'))
    return new ProviderRpcError(message, USER_REJECTED);
  if (isPorticoError(error, 'rpcCallNotAllowed')) return new ProviderRpcError(message, UNSUPPORTED_METHOD);
  return new ProviderRpcError(message, INTERNAL_ERROR);
}

/** Ask the frame; a refusal or failure becomes the provider's EIP-1193 error. */
export async function asProviderRequest<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    throw providerErrorOf(error);
  }
}
