/** JSON-RPC 2.0 errors of the Solana stand-in, with Solana's own codes for transaction failures. */

/** Standard JSON-RPC and Solana-specific error codes. */
export const RPC_ERROR = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  /** Solana: preflight simulation of sendTransaction failed. */
  sendTransactionPreflightFailure: -32002,
  /** Solana: a signature does not verify. */
  transactionSignatureVerificationFailure: -32003,
} as const;

/** An error a method handler throws to answer with a JSON-RPC error object. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'RpcError';
  }

  /** The `error` member of a JSON-RPC response. */
  toJson(): { code: number; message: string; data?: unknown } {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data };
  }
}
