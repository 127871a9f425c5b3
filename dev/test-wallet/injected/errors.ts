/**
 * EIP-1193 / EIP-1474 errors the test wallet answers with. A dapp tells them apart by `code`, so every
 * refusal carries the code a real wallet would use (4001 rejected, 4100 unauthorized, 4200 unsupported
 * method, 4900 disconnected, 4902 unrecognized chain, -32602 invalid params, -32603 internal).
 */

/** The codes of EIP-1193, EIP-1474 and EIP-3085 that this wallet uses. */
export const RPC_ERROR_CODES = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  unrecognizedChain: 4902,
  invalidParams: -32602,
  internal: -32603,
} as const;

/** An EIP-1193 `ProviderRpcError`: an `Error` with a numeric `code` and optional `data`. */
export class ProviderRpcError extends Error {
  /** One of {@link RPC_ERROR_CODES}, or the code a chain's RPC answered with (passed through). */
  readonly code: number;
  readonly data: unknown;

  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.name = 'ProviderRpcError';
    this.code = code;
    this.data = data;
  }
}

/** 4001: the person (or the test's approval mode) rejected the request. */
export function userRejected(): ProviderRpcError {
  return new ProviderRpcError(RPC_ERROR_CODES.userRejected, 'User rejected the request.');
}

/** 4100: the method needs a connected account, or names an account the dapp was not given. */
export function unauthorized(
  detail = 'The requested account has not been authorized by the user.',
): ProviderRpcError {
  return new ProviderRpcError(RPC_ERROR_CODES.unauthorized, detail);
}

/** 4200: the wallet does not implement the method. */
export function unsupportedMethod(method: string): ProviderRpcError {
  return new ProviderRpcError(RPC_ERROR_CODES.unsupportedMethod, `The wallet does not support ${method}.`);
}

/** 4900: the provider is disconnected (sent with the `disconnect` event). */
export function disconnected(): ProviderRpcError {
  return new ProviderRpcError(RPC_ERROR_CODES.disconnected, 'The provider is disconnected.');
}

/** 4902: wallet_switchEthereumChain to a chain the wallet does not know; add it first. */
export function unrecognizedChain(chainId: string): ProviderRpcError {
  return new ProviderRpcError(
    RPC_ERROR_CODES.unrecognizedChain,
    `Unrecognized chain ID "${chainId}". Try adding the chain using wallet_addEthereumChain first.`,
  );
}

/** -32602: the params do not fit the method. */
export function invalidParams(method: string, detail: string): ProviderRpcError {
  return new ProviderRpcError(RPC_ERROR_CODES.invalidParams, `Invalid params for ${method}: ${detail}`);
}

/** -32603: anything else that went wrong inside the wallet or its RPC (the cause is kept as data). */
export function internalError(cause: unknown): ProviderRpcError {
  const message = cause instanceof Error ? cause.message : String(cause);
  return new ProviderRpcError(RPC_ERROR_CODES.internal, message, { cause: message });
}
